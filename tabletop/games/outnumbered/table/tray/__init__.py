"""Outnumbered's dice tray: where a player rolls, builds numbers and sends them at the villains.

Ways to build a number, all ending in the same commands:

- drag a chip onto another, then pick + − × ÷ in the small popup over it (illegal ones greyed,
  with the reason);
- click a chip, click an operation in the ops row, click the second chip (or click two chips and
  pick from the popup);
- the x² badge on a chip, or x² in the ops row for the picked chip;
- type a formula and press Enter;
- the hero card's button calls :meth:`DiceTray.begin_hero_power`, then a click on a die.

Dragging a chip out of the tray (or picking a chip and clicking a villain) asks the scene through
``drop_outside``.  The tray keeps just what it needs to animate and what the player is in the
middle of.  Its parts, each in the module named for the question it answers:

- :mod:`.dice_tray`: :class:`DiceTray`, what the scene holds: its actions (the commands it
  submits, the modes it moves between);
- :mod:`.draw`: painting, over a cached still layer;
- :mod:`.words`: what it says: the Hint and the running expression;
- :mod:`.input`: gestures to actions: hover, keys, drag and drop, clicks, the operation popup,
  and the buttons and formula field they press;
- :mod:`.state`: what it keeps (the model), where every part is (the geometry) and how chips and
  dice move to their places when the view changes (the placing, the roll);
- :mod:`.arithmetic`: what an operation or a hero power would make and why not, pure Python.

Each module imports only those listed after it (``dice_tray`` all, ``arithmetic`` none).
"""

from __future__ import annotations

from tabletop.games.outnumbered.table.tray.dice_tray import DiceTray
from tabletop.games.outnumbered.table.tray.state import DEFAULT_RECTS, Mode

__all__ = ["DEFAULT_RECTS", "DiceTray", "Mode"]
