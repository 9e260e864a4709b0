"""The command line: ``tabletop`` and ``python -m tabletop`` take the same arguments.

tabletop                         open the app
tabletop --smoke                 headless self-check of every implemented game (exit 0 = fine)
tabletop --ready-exit            draw the title screen once, print READY, exit (launch benchmark)
tabletop replay FILE             step through a saved game
tabletop run --game G --seed S --commands FILE.json
                                 apply a JSON list of commands headless and print the view as JSON
tabletop benchmark [...]         print speed and memory figures
tabletop bench-table [--game G] --mode drag|idle --seconds N --out FILE.json
                                 a game's busy table for the frame-time and idle-CPU figures
                                 (G: a game with a benchmark module in the catalogue)
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import sys
import traceback
from pathlib import Path
from typing import Any

from tabletop import __version__
from tabletop.core import bench


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="tabletop", description="Four board games on one screen.")
    parser.add_argument("--version", action="version", version=f"Tabletop {__version__}")
    parser.add_argument(
        "--smoke",
        action="store_true",
        help="headless self-check: open every game, let computer players move, save and reload",
    )
    parser.add_argument(
        "--ready-exit", action="store_true", help="draw the title screen once, print READY and exit"
    )
    parser.add_argument("--language", choices=("en", "pl"), help="override the language setting for this run")
    sub = parser.add_subparsers(dest="command")

    replay = sub.add_parser("replay", help="step through a saved game")
    replay.add_argument("file", type=Path)

    run = sub.add_parser("run", help="apply commands headless and print the resulting view as JSON")
    run.add_argument("--game", required=True)
    run.add_argument("--seed", type=int, required=True)
    run.add_argument("--commands", type=Path, required=True, help="a JSON list of commands")
    run.add_argument(
        "--options", default="{}", help='game options as a JSON object, e.g. \'{"events": "random"}\''
    )
    run.add_argument(
        "--seat", type=int, default=None, help="print what this seat sees (default: the whole table)"
    )

    benchmark = sub.add_parser("benchmark", help="print speed and memory figures", add_help=False)
    benchmark.add_argument("rest", nargs=argparse.REMAINDER)

    table = sub.add_parser("bench-table", help="a game's busy table for the frame-time and idle-CPU figures")
    table.add_argument(
        "--game",
        choices=[info.id for info in bench.with_tables()],
        default=None,
        help="default: the table whose figures lead the report",
    )
    table.add_argument("--mode", choices=("drag", "idle"), default="drag")
    table.add_argument("--seconds", type=float, default=5.0)
    table.add_argument("--out", type=Path, default=None)
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv[:1] == ["benchmark"]:  # its options are the benchmark's own, passed on untouched
        from tabletop import benchmark

        return benchmark.main(argv[1:])
    args = build_parser().parse_args(argv)
    if args.command == "run":
        return run_headless(args)
    if args.command == "benchmark":
        from tabletop import benchmark

        return benchmark.main(args.rest)
    if args.smoke:
        from tabletop.smoke import smoke

        return smoke()
    if args.command == "bench-table":
        from tabletop.bench_table import bench_table

        return bench_table(args.mode, args.seconds, args.out, args.game)
    return launch(args)


def launch(args: argparse.Namespace) -> int:
    """Open the window and run until the player quits."""
    from tabletop.core.saves import remove_stale_temporaries
    from tabletop.core.settings import load_settings
    from tabletop.scenes.navigator import open_app
    from tabletop.scenes.title import TitleScene

    remove_stale_temporaries()  # a write killed half-way (kill -9 mid-autosave) left them
    settings, problem = load_settings()
    if args.language:
        settings = settings.with_(language=args.language)
    app = open_app(settings)
    if args.command == "replay":
        from tabletop.scenes.replay import ReplayScene

        try:
            app.push(ReplayScene.from_file(args.file, quits=True))
        except ValueError as err:
            print(f"tabletop: {err}", file=sys.stderr)
            return 2
    else:
        app.push(TitleScene())
    if problem:
        from tabletop.core.i18n import _

        app.toast(_(problem))
    if args.ready_exit:
        app.step()  # the first frame: the title as a player first sees it
        print("READY", flush=True)
        return 0
    with contextlib.suppress(KeyboardInterrupt):
        app.run()
    return 0


def run_headless(args: argparse.Namespace) -> int:
    """Apply a command list and print the view; errors name the command that failed."""
    from tabletop.core import catalogue
    from tabletop.core.contract import IllegalCommand
    from tabletop.core.seats import default_seats
    from tabletop.core.session import GameSession, SaveError

    try:
        info = catalogue.get(args.game)
    except KeyError as err:
        print(f"tabletop run: {err.args[0]}", file=sys.stderr)
        return 2
    if not info.available:
        print(f"tabletop run: {args.game} is not available yet", file=sys.stderr)
        return 2
    try:
        options: dict[str, Any] = json.loads(args.options)
        commands = json.loads(args.commands.read_text(encoding="utf-8"))
    except (OSError, ValueError) as err:
        print(f"tabletop run: cannot read input: {err}", file=sys.stderr)
        return 2
    if not isinstance(commands, list) or not isinstance(options, dict):
        print("tabletop run: --commands must hold a JSON list and --options a JSON object", file=sys.stderr)
        return 2
    players = options.setdefault("players", info.min_players)
    data = {
        "format": "tabletop-save",
        "version": 1,
        "game": args.game,
        "options": options,
        "seed": args.seed,
        "seats": [seat.to_json() for seat in default_seats(players)],
        "commands": commands,
    }
    try:
        session = GameSession.from_save(data, catalogue.get)
    except (SaveError, IllegalCommand) as err:
        print(f"tabletop run: {err}", file=sys.stderr)
        return 1
    print(json.dumps(session.view(args.seat), indent=1, sort_keys=True))
    return 0


def attach_windows_console() -> bool:
    """Give a windowed Windows program the console it was typed into, if any.

    The packaged Windows app is built without a console (double-clicking it must not open a black
    window), so Windows hands it no output at all: ``tabletop --version`` or ``--smoke`` typed in
    a terminal would print nothing.  Attaching to the parent's console brings the output back; a
    double-click has no parent console and nothing changes.  True when output was reattached."""
    if sys.platform != "win32" or sys.stdout is not None:
        return False
    import ctypes

    attach_parent_process = -1
    kernel32 = ctypes.WinDLL("kernel32")
    if not kernel32.AttachConsole(attach_parent_process):
        return False
    sys.stdout = open("CONOUT$", "w", encoding="utf-8", errors="replace")  # noqa: SIM115
    sys.stderr = open("CONOUT$", "w", encoding="utf-8", errors="replace")  # noqa: SIM115
    return True


def console_main() -> None:
    """For packaged builds: report an unexpected crash in words, not a silent exit."""
    attach_windows_console()
    try:
        code = main()
    except Exception:  # noqa: BLE001 - last line of defence in a frozen app
        traceback.print_exc()
        code = 1
    sys.exit(code)


if __name__ == "__main__":
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    console_main()
