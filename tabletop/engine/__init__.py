"""The engine every game's table is built from (it imports the core, never a game or a screen).

- ``app``: the window, the loop, the scene stack, the command queue; ``scene``: the lifecycle
  (enter, handle, update, draw, pause/resume, exit) and the ``Host``/``Navigator`` protocols;
  ``intents``: raw pygame events turned into click, pick up, drag, drop; ``pads``: the gamepads
  the app opens as they are plugged in.
- ``game_scene``: what every table shares (curtain, banner, log, autosave, undo, game over).
- Components a table owns: ``layers`` (still and moving layers), ``popup``, ``flight``,
  ``timeline`` (a command's events as beats), ``drag`` (legal targets), ``dice``,
  ``computer_players``, ``cards`` and ``piles``, ``camera`` (pan, zoom and follow over a board
  bigger than the screen) with ``board_picture`` (its still picture made as it comes into sight,
  and ahead between frames); for games where every seat acts at once,
  ``seat_input`` (keyboard zones, claimed pads, touch lanes and the mouse as per-seat intents
  stamped on arrival; the app polls every millisecond while a scene asks, ``Scene.fine_input``),
  ``key_zones`` (the shared keyboard's zones, checked and rebound) and ``race_clock``.
- Drawing: ``widgets`` (with ``text_field``, ``game_log``, ``log_words`` and ``toast``), ``text``, ``theme``,
  ``tween``, ``chrome``, ``board`` (map art), ``sound``.
"""
