"""Turn a Tiled ``.tmx`` board into plain layout data: named zones with rectangles and properties.

Scenes and tests need to know *where* things go (the draw piles, the hideout row, each seat's
hand) without opening a window, so this module reads the map's XML itself with ``ElementTree``.
It deliberately does not use pytmx: importing pytmx imports pygame, and the layout must stay
usable from pure code.  The tile art is drawn by ``tabletop.engine.board``, which is the only
place that goes through pytmx and pygame.

Every object in every object layer is a zone.  Its kind comes from the object's ``class``
attribute (Tiled 1.9 and later) or ``type`` (Tiled 1.8 and earlier); its custom properties
keep the types Tiled wrote.  Anything wrong with a map raises :class:`LayoutError` with a
message that names the file and the zone or problem, so a bad edit in Tiled is easy to find.
"""

from __future__ import annotations

import enum
import math
import xml.etree.ElementTree as ElementTree
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from os import PathLike
from pathlib import Path
from types import MappingProxyType
from typing import Any

Rect = tuple[int, int, int, int]
MAX_COORDINATE = 1_000_000.0  # far beyond any board; larger numbers in a map are mistakes
#: the largest tile side and map side (in tiles) read: far beyond any table (the shipped maps are
#: 48x27 tiles of 40 px), and small enough that no place on the map overflows a blit
MAX_TILE = 1024
MAX_TILES = 1024
MAX_PIXELS = 16384  # a map's width or height in pixels
#: how deep groups of layers and class properties may nest (Tiled maps use a level or two)
MAX_NESTING = 32
Colour = tuple[int, int, int, int]


class LayoutError(ValueError):
    """A board map that cannot be used; the message names the file and what is wrong."""


class ZoneKind(enum.Enum):
    """What a zone on the table is for; the map names it in the object's ``class``/``type``."""

    DECK = "DECK"  # a face-down draw pile
    DISCARD = "DISCARD"  # a face-up discard pile
    HAND = "HAND"  # where one seat's hand is fanned (property ``seat``)
    HIDEOUT_ROW = "HIDEOUT_ROW"  # Fugitive's growing row of hideouts, wrapped into ``rows``
    PENDING = "PENDING"  # cards being placed this turn, before they are confirmed
    EVENT = "EVENT"  # an event card while it is being resolved
    NOTEPAD = "NOTEPAD"  # a private tracking sheet (Fugitive's marshal notepad)
    SPACE = "SPACE"  # one space on a board track or map
    PANEL = "PANEL"  # a text or control panel: banner, log, button bar
    BUTTON = "BUTTON"  # a single clickable button
    LABEL = "LABEL"  # a place for a short caption


@dataclass(frozen=True)
class Zone:
    """One named rectangle of the table, in logical 1920x1080 pixels."""

    name: str
    kind: ZoneKind
    rect: Rect
    properties: Mapping[str, Any]
    seat: int | None = None

    @property
    def center(self) -> tuple[int, int]:
        x, y, w, h = self.rect
        return x + w // 2, y + h // 2

    def contains(self, point: tuple[int, int]) -> bool:
        """True when a logical-pixel point falls inside the zone (right and bottom edges excluded)."""
        x, y, w, h = self.rect
        return x <= point[0] < x + w and y <= point[1] < y + h

    def overlaps(self, other: Zone) -> bool:
        """True when the two rectangles share any area (touching edges do not count)."""
        ax, ay, aw, ah = self.rect
        bx, by, bw, bh = other.rect
        return ax < bx + bw and bx < ax + aw and ay < by + bh and by < ay + ah

    def prop(self, name: str, default: Any = None) -> Any:
        return self.properties.get(name, default)


@dataclass(frozen=True)
class Layout:
    """A loaded board: its pixel size, tile size, zones by name and tile layer names (bottom first)."""

    name: str
    size: tuple[int, int]
    tile_size: tuple[int, int]
    zones: Mapping[str, Zone]
    layers: tuple[str, ...]
    path: str

    def zone(self, name: str) -> Zone:
        """The zone called ``name``; a missing one is a broken map, so say which file lacks it."""
        try:
            return self.zones[name]
        except KeyError:
            raise LayoutError(f"{self.path}: the map has no zone called {name!r}") from None

    def zones_of(self, kind: ZoneKind) -> list[Zone]:
        """Every zone of one kind, in the order the map lists them."""
        return [zone for zone in self.zones.values() if zone.kind is kind]


def load_layout(path: str | PathLike[str], required: Iterable[str] = ()) -> Layout:
    """Read a ``.tmx`` map into a :class:`Layout`; ``required`` names zones the game cannot do without."""
    file = str(path)
    try:
        root = ElementTree.parse(file).getroot()
    except FileNotFoundError:
        raise LayoutError(f"{file}: the map file does not exist") from None
    except ElementTree.ParseError as err:
        raise LayoutError(f"{file}: the map is not well-formed XML ({err})") from None
    except OSError as err:
        raise LayoutError(f"{file}: the map cannot be read ({err.strerror or err})") from None
    except LookupError as err:  # an encoding Python does not know, named in the XML declaration
        raise LayoutError(f"{file}: the map's XML declaration names an unknown encoding ({err})") from None
    except (ValueError, RecursionError) as err:
        raise LayoutError(f"{file}: the map cannot be read as XML ({err})") from None
    if root.tag != "map":
        raise LayoutError(f"{file}: the root element is <{root.tag}>, not a Tiled <map>")
    if root.get("infinite", "0") != "0":
        raise LayoutError(f"{file}: the map is infinite; a table needs a fixed size")
    orientation = root.get("orientation", "orthogonal")
    if orientation != "orthogonal":
        raise LayoutError(f"{file}: the map is {orientation}; a table must be orthogonal")
    width = _int_attr(file, root, "width", "the map", MAX_TILES)
    height = _int_attr(file, root, "height", "the map", MAX_TILES)
    tile_w = _int_attr(file, root, "tilewidth", "the map", MAX_TILE)
    tile_h = _int_attr(file, root, "tileheight", "the map", MAX_TILE)
    size = (width * tile_w, height * tile_h)
    if max(size) > MAX_PIXELS:
        raise LayoutError(
            f"{file}: the map is {size[0]}x{size[1]} pixels; a table map is at most {MAX_PIXELS} a side"
        )

    zones: dict[str, Zone] = {}
    layers: list[str] = []
    _read_layers(file, root, 0.0, 0.0, size, zones, layers)

    missing = [name for name in required if name not in zones]
    if missing:
        raise LayoutError(
            f"{file}: the map is missing the zone{'s' if len(missing) > 1 else ''} {', '.join(missing)}"
        )
    return Layout(
        name=Path(file).stem,
        size=size,
        tile_size=(tile_w, tile_h),
        zones=MappingProxyType(zones),
        layers=tuple(layers),
        path=file,
    )


def _read_layers(
    file: str,
    parent: ElementTree.Element,
    dx: float,
    dy: float,
    size: tuple[int, int],
    zones: dict[str, Zone],
    layers: list[str],
    depth: int = 0,
) -> None:
    """Walk layers in draw order, through groups, adding up layer offsets as Tiled does."""
    if depth > MAX_NESTING:
        raise LayoutError(f"{file}: groups of layers are nested more than {MAX_NESTING} deep")
    for node in parent:
        if node.tag not in ("layer", "objectgroup", "group", "imagelayer"):
            continue
        where = f"layer {node.get('name', '')!r}"
        ox = dx + _number(file, where, node, "offsetx")
        oy = dy + _number(file, where, node, "offsety")
        if node.tag == "group":
            shown = layers if node.get("visible", "1") != "0" else []
            _read_layers(file, node, ox, oy, size, zones, shown, depth + 1)
        elif node.tag == "layer":
            if node.get("visible", "1") != "0":
                layers.append(node.get("name", ""))
        elif node.tag == "objectgroup":
            for obj in node.findall("object"):
                zone = _read_zone(file, obj, ox, oy)
                if zone.name in zones:
                    raise LayoutError(f"{file}: zone {zone.name!r} is defined twice")
                _check_inside(file, zone, size)
                zones[zone.name] = zone


def _read_zone(file: str, obj: ElementTree.Element, dx: float, dy: float) -> Zone:
    name = obj.get("name", "").strip()
    where = f"zone {name!r}" if name else f"object id {obj.get('id', '?')}"
    if not name:
        raise LayoutError(f"{file}: {where} has no name; every zone needs a unique name")
    if obj.get("template"):
        raise LayoutError(
            f"{file}: {where} uses a template; detach it in Tiled so its values live in the map"
        )
    for shape in ("point", "polygon", "polyline", "text"):
        if obj.find(shape) is not None:
            raise LayoutError(f"{file}: {where} is a {shape}; zones must be rectangles")
    kind_name = (obj.get("class") or obj.get("type") or "").strip()
    if not kind_name:
        raise LayoutError(f"{file}: {where} has no class/type; set it to one of {_kind_names()}")
    try:
        kind = ZoneKind[kind_name.upper()]
    except KeyError:
        raise LayoutError(
            f"{file}: {where} has unknown kind {kind_name!r}; use one of {_kind_names()}"
        ) from None
    if _number(file, where, obj, "rotation") != 0:
        raise LayoutError(f"{file}: {where} is rotated; zones must be upright rectangles")
    x = _number(file, where, obj, "x") + dx
    y = _number(file, where, obj, "y") + dy
    w = _number(file, where, obj, "width")
    h = _number(file, where, obj, "height")
    if obj.get("gid"):
        y -= h  # tile objects are anchored at their bottom-left corner
    if w <= 0 or h <= 0:
        raise LayoutError(f"{file}: {where} has no area; draw it as a rectangle")
    props = _read_properties(file, where, obj.find("properties"))
    seat = props.get("seat")
    if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int)):
        raise LayoutError(f"{file}: {where} has a seat property that is not an int")
    rect = (round(x), round(y), round(w), round(h))
    return Zone(name=name, kind=kind, rect=rect, properties=MappingProxyType(props), seat=seat)


def _read_properties(
    file: str, where: str, node: ElementTree.Element | None, depth: int = 0
) -> dict[str, Any]:
    """Custom properties with the types Tiled wrote (a ``class`` property becomes a nested dict)."""
    props: dict[str, Any] = {}
    if node is None:
        return props
    if depth > MAX_NESTING:
        raise LayoutError(f"{file}: {where} has class properties nested more than {MAX_NESTING} deep")
    for prop in node.findall("property"):
        name = prop.get("name", "")
        kind = prop.get("type", "string")
        if kind == "class":
            props[name] = MappingProxyType(_read_properties(file, where, prop.find("properties"), depth + 1))
            continue
        raw = prop.get("value")
        if raw is None:
            raw = prop.text or ""  # Tiled writes multi-line strings as element text
        props[name] = _convert(file, where, name, kind, raw)
    return props


def _convert(file: str, where: str, name: str, kind: str, raw: str) -> Any:
    try:
        if kind == "int":
            return int(raw)
        if kind == "float":
            value = float(raw)
            if not math.isfinite(value):
                raise ValueError(raw)
            return value
        if kind == "bool":
            if raw not in ("true", "false"):
                raise ValueError(raw)
            return raw == "true"
        if kind == "color":
            return parse_colour(raw)
        if kind == "object":
            return int(raw)
        if kind in ("string", "file"):
            return raw
    except ValueError:
        raise LayoutError(f"{file}: {where} property {name!r} is not a valid {kind}: {raw!r}") from None
    raise LayoutError(f"{file}: {where} property {name!r} has unsupported type {kind!r}")


def parse_colour(raw: str) -> Colour | None:
    """Tiled's ``#AARRGGBB`` (or ``#RRGGBB``) as an RGBA tuple; an unset colour is ``None``."""
    text = raw.strip().lstrip("#")
    if not text:
        return None
    if len(text) == 6:
        text = "ff" + text
    if len(text) != 8:
        raise ValueError(raw)
    a, r, g, b = (int(text[i : i + 2], 16) for i in range(0, 8, 2))
    return (r, g, b, a)


def _check_inside(file: str, zone: Zone, size: tuple[int, int]) -> None:
    x, y, w, h = zone.rect
    if x < 0 or y < 0 or x + w > size[0] or y + h > size[1]:
        raise LayoutError(
            f"{file}: zone {zone.name!r} at {zone.rect} lies outside the {size[0]}x{size[1]} map"
        )


def _number(file: str, where: str, node: ElementTree.Element, attr: str) -> float:
    """A numeric attribute; not-a-number, infinity and values too large to be a place are refused."""
    raw = node.get(attr, "0")
    try:
        value = float(raw)
    except ValueError:
        raise LayoutError(f"{file}: {where} has a {attr} that is not a number: {raw!r}") from None
    if not math.isfinite(value) or abs(value) > MAX_COORDINATE:
        raise LayoutError(f"{file}: {where} has a {attr} that is not a usable number: {raw!r}")
    return value


def _int_attr(file: str, node: ElementTree.Element, attr: str, where: str, most: int) -> int:
    """A positive whole-number size; one larger than ``most`` is a mistake (and would overflow the
    blits that draw the map), so it is refused here, before any picture is made."""
    raw = node.get(attr)
    try:
        value = int(raw) if raw is not None and len(raw) < 20 else 0
    except ValueError:
        value = 0
    if value <= 0:
        raise LayoutError(f"{file}: {where} has no valid {attr} (got {raw!r})")
    if value > most:
        raise LayoutError(f"{file}: {where} has a {attr} of {value}; it may be at most {most}")
    return value


def check_tilesets(path: str | PathLike[str]) -> None:
    """The sizes in a map's tilesets (embedded, or in the ``.tsx`` files beside it) within the caps,
    so the art is never cut or placed with a size that overflows a blit.  Only the board art needs
    the tilesets, so :func:`load_layout` does not look at them; the art checks them first."""
    file = str(path)
    try:
        root = ElementTree.parse(file).getroot()
    except (OSError, ElementTree.ParseError, LookupError, ValueError, RecursionError) as err:
        raise LayoutError(f"{file}: the map cannot be read ({err})") from None
    for number, tileset in enumerate(root.findall("tileset"), start=1):
        node = tileset
        where = f"tileset {number}"
        source = tileset.get("source")
        if source:
            path = Path(file).parent / source
            where = f"tileset {source!r}"
            try:
                node = ElementTree.parse(path).getroot()
            except (OSError, ElementTree.ParseError, LookupError, ValueError, RecursionError) as err:
                raise LayoutError(f"{file}: {where} cannot be read ({err})") from None
        for attr in ("tilewidth", "tileheight"):
            if node.get(attr) is not None:
                _int_attr(file, node, attr, where, MAX_TILE)
        for attr in ("spacing", "margin"):
            if node.get(attr) is not None:
                _int_attr_or_zero(file, node, attr, where, MAX_TILE)


def _int_attr_or_zero(file: str, node: ElementTree.Element, attr: str, where: str, most: int) -> None:
    raw = node.get(attr, "0")
    if raw.strip() in ("0", ""):
        return
    _int_attr(file, node, attr, where, most)


def _kind_names() -> str:
    return ", ".join(kind.name for kind in ZoneKind)
