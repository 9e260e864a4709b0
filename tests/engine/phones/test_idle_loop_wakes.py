"""A phone's move reaches an idle table through the app's own loop (issue 22): ``App.run`` sleeps
between looks while nothing moves, and a phone's move is not an SDL event, so the phone server
wakes the loop and the table says the move is due."""

from __future__ import annotations

import threading
import time

from tabletop.games.fugitive.table.scene import FugitiveScene
from tests.engine.phones.phone_night import PhoneNight, join, send


def test_a_phone_move_on_an_idle_table_is_applied_by_the_apps_own_loop_at_once(
    night: PhoneNight[FugitiveScene],
) -> None:
    app, session, server = night.app, night.session, night.server
    seat = session.to_act()[0]
    move = session.legal(seat)[0]
    sent: list[float] = []
    applied: list[float] = []

    def phone() -> None:
        with join(server, seat) as link:
            link.recv(timeout=5)  # the welcome
            time.sleep(0.5)  # the loop has gone idle: nothing moves on the table
            sent.append(time.perf_counter())
            send(link, move, 1)
            time.sleep(0.5)

    def stop_on_applied(_command: object, _events: object) -> None:
        applied.append(time.perf_counter())
        app.running = False

    app.on_command_applied.append(stop_on_applied)
    talking = threading.Thread(target=phone)
    talking.start()
    app.run(max_seconds=10.0)  # stops as soon as the move is applied
    talking.join(5)
    # before the wake, the idle loop ran no scene without an SDL event: the move waited forever;
    # how soon it is applied is a figure of `tabletop benchmark --only phones`, not of a test
    assert [step.command for step in session.steps] == [move], "the idle loop never took the move"
    assert applied and applied[0] >= sent[0]
