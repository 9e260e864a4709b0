"""The engine every game's table is built from (it imports the core, never a game or a screen).

- ``app``: the window, the loop, the scene stack, the command queue; ``scene``: the lifecycle
  (enter, handle, update, draw, pause/resume, exit) and the ``Host``/``Navigator`` protocols;
  ``intents``: raw pygame events turned into click, pick up, drag, drop.
- ``game_scene``: what every table shares (curtain, banner, log, autosave, undo, game over).
- Components a table owns: ``layers`` (still and moving layers), ``popup``, ``flight``,
  ``timeline`` (a command's events as beats), ``drag`` (legal targets), ``dice``,
  ``computer_players``, ``cards`` and ``piles``.
- Drawing: ``widgets``, ``text``, ``theme``, ``tween``, ``chrome``, ``board`` (map art), ``sound``.
"""
