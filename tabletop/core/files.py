"""Writing the user's files safely: the one leaf module the saves and the settings both use."""

from __future__ import annotations

import contextlib
import json
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any


def write_json_atomic(path: Path, data: Any) -> None:
    """Write to a temporary file in the same folder, flush it to disk, then rename over the target.

    A crash mid-write leaves the old file whole.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            json.dump(data, handle, ensure_ascii=False, indent=1)
            handle.flush()
            os.fsync(handle.fileno())
        _replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def printable_name(name: str) -> str:
    """A file name as it can be shown and written: bytes that are not UTF-8 (which Python keeps as
    lone surrogates in names on Linux) become the replacement character."""
    try:
        raw = name.encode("utf-8", "surrogateescape")
    except UnicodeEncodeError:
        raw = name.encode("utf-8", "surrogatepass")
    return raw.decode("utf-8", "replace")


#: how often, and how long apart, a refused rename is tried again on Windows
REPLACE_TRIES = 10
REPLACE_PAUSE = 0.05


def _replace(source: str, target: Path) -> None:
    """``os.replace``, tried again for half a second on Windows.

    Windows refuses to rename over a file another program has open for a moment (a virus scanner
    or the search indexer looking at the save just written), which POSIX systems allow; the
    moment passes, so a few tries make the autosave as sure there as elsewhere."""
    for attempt in range(REPLACE_TRIES):
        try:
            os.replace(source, target)
            return
        except PermissionError:
            if sys.platform != "win32" or attempt == REPLACE_TRIES - 1:
                raise
            time.sleep(REPLACE_PAUSE)
