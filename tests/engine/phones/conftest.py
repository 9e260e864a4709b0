"""The fixture most tests of a table with phones start from (the set-up itself is in ``phone_night``)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tabletop.games.fugitive.table.scene import FugitiveScene
from tests.engine.phones.phone_night import PhoneNight, fugitive_night


@pytest.fixture
def night() -> Iterator[PhoneNight[FugitiveScene]]:
    """A two-seat Fugitive table in the real app with both seats on phones, none joined yet."""
    made = fugitive_night()
    yield made
    made.close()
