"""Phones as private hands (issue 22): the server inside the app that each phone's page talks to.

The big screen runs the game; each person opens a page on their phone (by scanning the seat's QR
code) and sees only ``view(state, their seat)``.  The parts, each in its own module:

- :mod:`.protocol`: the frames a phone may send, parsed strictly, and the frames it receives;
- :mod:`.tokens`: one random token per phone seat and game, the only key a phone holds;
- :mod:`.rate`: a token bucket per connection, so a phone cannot flood the table;
- :mod:`.server`: the WebSocket server on a background thread; commands reach the main thread
  through a queue and are applied there like any other input;
- :mod:`.addresses` and :mod:`.qr`: the join screen's addresses and QR codes.

Nothing here knows a game: a table hands the server each seat's view as JSON and takes commands
back as JSON, decoding them with its own rules' ``command_from_json``.
"""
