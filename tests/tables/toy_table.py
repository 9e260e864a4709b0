"""The contract's toy game (``tests/contract/toy_game.py``) at a small table: the worked example of
ARCHITECTURE.md's "Adding a game", and a fifth table the table suite runs like the four real ones.

It is built only from engine components: :class:`~tabletop.engine.game_scene.GameScene` (the
curtain, banner, log, menu, computer players, autosave), :class:`~tabletop.engine.widgets.Button`
for each move, :mod:`~tabletop.engine.theme` panels and :mod:`~tabletop.engine.text`, and a
:class:`~tabletop.engine.timeline.Beat` per event, so a newcomer sees the least a table needs:
read the view, draw it, turn a gesture into a command for ``submit``, and explain every piece.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from tabletop.core.contract import Command, Event
from tabletop.core.i18n import _
from tabletop.core.session import GameSession
from tabletop.engine import text, theme
from tabletop.engine.game_scene import GameScene
from tabletop.engine.intents import Intent
from tabletop.engine.table_contract import Piece
from tabletop.engine.timeline import Beat
from tabletop.engine.tooltip import Tip
from tabletop.engine.widgets import Button, ButtonStyle
from tests.contract.toy_game import Add  # a real game: from tabletop.games.<game>.rules import ...

#: where the pieces lie on the 1920x1080 canvas (a real table reads them from its Tiled map)
COUNT_BOX = pygame.Rect(560, 260, 520, 260)
SECRET_BOX = pygame.Rect(560, 560, 520, 120)
MOVES_TOP = 760
#: how long a beat shows its log line, in seconds at the normal animation speed
BEAT_TIME = 0.4


class ToyTable(GameScene):
    """The toy game at a table: the count and the goal, the viewer's secret card, and a button
    for each move the viewer may make now."""

    def __init__(self, session: GameSession, *, demo: bool = False, autosave: bool = True) -> None:
        super().__init__(session, demo=demo, autosave=autosave)
        self.buttons: list[Button] = []

    # -- reading the view ---------------------------------------------------------------------------

    def sync(self) -> None:
        """Rebuild from the view at rest: a button for each legal command of the viewer."""
        legal = self.session.legal(self.viewer) if self.viewer is not None else []
        moves = [move for move in legal if isinstance(move, Add)]
        self.buttons = [self.button_for(index, move) for index, move in enumerate(moves)]

    def button_for(self, index: int, move: Add) -> Button:
        """A click on it (or its number key) submits ``move``: the command goes to the app's queue."""
        label = _("Add {amount}").format(amount=move.amount)
        rect = pygame.Rect(COUNT_BOX.left + 270 * index, MOVES_TOP, 250, 80)
        return Button(rect, label, lambda: self.submit(move), ButtonStyle.PRIMARY, hotkey=pygame.K_1 + index)

    def table_controls(self) -> list[Button]:
        return self.buttons

    def animate(self, command: Command, events: list[Event]) -> None:
        """Each event a beat with its log line lit, then the table at rest again."""
        self.buttons = []
        first = self.first_log_index(events)
        beats = [Beat(hold=BEAT_TIME, log_index=first + n) for n in range(len(events))]
        self.play_beats(beats, on_end=self.sync)

    def instruction(self) -> str:
        return _("Add 1 or 2. Whoever reaches {goal} first wins.").format(goal=self.view["goal"])

    # -- drawing (changes nothing) ---------------------------------------------------------------------

    def draw_table(self, surface: pygame.Surface) -> None:
        surface.fill(theme.TABLE)
        surface.blit(theme.rounded(COUNT_BOX.size, theme.SURFACE), COUNT_BOX)
        text.draw_text(
            surface, str(self.view["count"]), COUNT_BOX.center, theme.FONT_TITLE, theme.TEXT, "center"
        )
        goal = _("Goal: {goal}").format(goal=self.view["goal"])
        text.draw_text(
            surface,
            goal,
            (COUNT_BOX.centerx, COUNT_BOX.bottom - 24),
            theme.FONT_BODY,
            theme.TEXT,
            "midbottom",
        )
        secret = self.view["secret"]
        if secret is not None:
            surface.blit(theme.rounded(SECRET_BOX.size, theme.SURFACE), SECRET_BOX)
            shown = _("Your secret card: {card}").format(card=secret)
            text.draw_text(surface, shown, SECRET_BOX.center, theme.FONT_BODY, theme.TEXT, "center")
        for button in self.buttons:
            button.draw(surface)

    # -- gestures -------------------------------------------------------------------------------------

    def handle_table(self, intent: Intent) -> None:
        for button in self.buttons:
            if button.handle(intent):
                return

    # -- explaining every piece --------------------------------------------------------------------------

    def drawn_pieces(self) -> list[Piece]:
        if self.curtain_for is not None:
            return []
        pieces = [*super().drawn_pieces(), Piece("count", pygame.Rect(COUNT_BOX))]
        if self.view["secret"] is not None:
            pieces.append(Piece("secret card", pygame.Rect(SECRET_BOX)))
        pieces += [Piece(f"button {n}", pygame.Rect(b.rect)) for n, b in enumerate(self.buttons, 1)]
        return pieces

    def tip_at(self, pos: tuple[int, int]) -> Tip | None:
        if self.curtain_for is not None:
            return None
        for button in self.buttons:
            if button.contains(pos):
                body = _("Adds this much to the count; it is the next player's turn then.")
                return Tip(text.resolve(button.label), body, pygame.Rect(button.rect))
        if COUNT_BOX.collidepoint(pos):
            body = _("The count so far; whoever brings it to {goal} wins.").format(goal=self.view["goal"])
            return Tip(_("The count"), body, pygame.Rect(COUNT_BOX))
        if self.view["secret"] is not None and SECRET_BOX.collidepoint(pos):
            body = _("Only you see it. It does nothing: it is there to be hidden.")
            return Tip(_("Your secret card"), body, pygame.Rect(SECRET_BOX))
        return super().tip_at(pos)


if TYPE_CHECKING:
    # the check a game's table/__init__.py ends with (here for the toy: mypy --strict tests/tables)
    from tabletop.engine.table_contract import TableMaker

    _contract: TableMaker = ToyTable
