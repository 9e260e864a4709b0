"""Just Run's table: the pygame scene and the parts it is drawn and played with.

It stands above the rules (``rules/``) and beside the computer players (``bots/``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    # mypy proves the table meets the table contract (tabletop/engine/table_contract.py): built from a
    # session, with the submit path, drawing, tips and the list of the pieces it drew
    from tabletop.engine.table_contract import TableMaker
    from tabletop.games.just_run.table.scene import JustRunScene

    _contract: TableMaker = JustRunScene
