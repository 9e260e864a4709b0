"""Just Run's item cards, drawn by our own code from the content data (no art files).

A card shows what the book's card anatomy prints: the name (both parts' names for a combined
item), the inventory space, the wrench (Wear & Tear after each use), the door icon, the attack
bonus, armour tokens, the type (and range), and the left and right border colours that say what
combines.  A broken card is dimmed and stamped.  :func:`card_image` makes the card once per look
and size; the larger :func:`detail_image` is the hover card with every property in words.

The look is read from an item as the view gives it (``view.item_json``: a hand card or an
inventory item), so a table never needs the state.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from tabletop.core import i18n
from tabletop.core.i18n import N_, _
from tabletop.engine import text as txt
from tabletop.engine import theme
from tabletop.games.just_run.rules.content import BLACK, ITEM_KINDS, RECIPES
from tabletop.games.just_run.rules.view import ItemView

#: a card in the inventory strip or a draft hand, readable from two metres
CARD_SIZE = (200, 272)
#: the hover card with every property spelled out
DETAIL_SIZE = (460, 720)
DETAIL_FACE = (250, 340)
DETAIL_TEXT = 26
RADIUS = 14

#: the grim palette: a card's face, its ink and the strip colour of each item type
FACE = (40, 37, 35)
FACE_DARK = (26, 24, 23)
INK = (236, 228, 212)
INK_DIM = (178, 168, 152)
BROKEN_RED = (200, 52, 40)

TYPE_COLOURS: dict[str, tuple[int, int, int]] = {
    "melee": (138, 44, 36),
    "flail": (150, 92, 28),
    "ranged": (58, 78, 104),
    "armour": (84, 96, 56),
    "clothing": (104, 84, 70),
    "container": (112, 84, 50),
    "tool": (88, 88, 92),
    "medical": (46, 110, 96),
    "throwable": (156, 88, 40),
    "memento": (98, 76, 112),
}

#: border colours as printed: what meets what to combine (black never combines)
BORDER_COLOURS: dict[str, tuple[int, int, int]] = {
    BLACK: (14, 14, 16),
    "red": (196, 48, 40),
    "blue": (52, 104, 196),
    "green": (60, 152, 74),
    "orange": (226, 132, 40),
    "purple": (142, 82, 178),
}

TYPE_NAMES: dict[str, str] = {
    "melee": N_("Melee"),
    "flail": N_("Flail"),
    "ranged": N_("Ranged"),
    "armour": N_("Armour"),
    "clothing": N_("Clothing"),
    "container": N_("Container"),
    "tool": N_("Tool"),
    "medical": N_("Medical"),
    "throwable": N_("Throwable"),
    "memento": N_("Memento"),
}

#: the item names as msgids, so Polish players read them in Polish (the rules keep English names)
ITEM_NAMES: dict[str, str] = {
    "Baseball Bat": N_("Baseball Bat"),
    "Mop": N_("Mop"),
    "Scissors": N_("Scissors"),
    "Hammer": N_("Hammer"),
    "Extension Cord": N_("Extension Cord"),
    "Kitchen Knife": N_("Kitchen Knife"),
    "Crowbar": N_("Crowbar"),
    "Fire Axe": N_("Fire Axe"),
    "Sledgehammer": N_("Sledgehammer"),
    "Chainsaw": N_("Chainsaw"),
    "Handgun": N_("Handgun"),
    "Nail Gun": N_("Nail Gun"),
    "Shotgun": N_("Shotgun"),
    "Cardboard Box": N_("Cardboard Box"),
    "Duct Tape": N_("Duct Tape"),
    "Riot Vest": N_("Riot Vest"),
    "Rags": N_("Rags"),
    "Whiskey": N_("Whiskey"),
    "Backpack": N_("Backpack"),
    "Rope": N_("Rope"),
    "Laundry Basket": N_("Laundry Basket"),
    "First Aid Kit": N_("First Aid Kit"),
    "Bandages": N_("Bandages"),
    "Antidote": N_("Antidote"),
    "Wedding Ring": N_("Wedding Ring"),
    "Old Photograph": N_("Old Photograph"),
    "Teddy Bear": N_("Teddy Bear"),
    "Dog Tag": N_("Dog Tag"),
    "Spear": N_("Spear"),
    "Spiked Club": N_("Spiked Club"),
    "Hammer Flail": N_("Hammer Flail"),
    "Taped Box": N_("Taped Box"),
    "Molotov Cocktail": N_("Molotov Cocktail"),
    "Sled": N_("Sled"),
    "Toolbox": N_("Toolbox"),
    "Sewing Kit": N_("Sewing Kit"),
    "Superglue": N_("Superglue"),
    "Vile Disguise": N_("Vile Disguise"),
}


def item_name(name: str) -> str:
    """An item's name in the current language (an item added later shows its English name)."""
    return _(ITEM_NAMES[name]) if name in ITEM_NAMES else name


@dataclass(frozen=True)
class CardLook:
    """Everything a card's face shows: plain values, so a look is a cache key."""

    name: str
    parts: tuple[str, ...]  # the cards' own names when combined, else empty
    type: str
    space: int
    wrench: bool
    door: bool
    bonus: int
    armour: int  # life tokens the item holds when whole
    tokens: int  # life tokens on it now
    range: int
    left: str
    right: str
    broken: bool = False
    worn: bool = False
    heal: int = 0
    capacity: int = 0
    walls: bool = False

    @classmethod
    def of_event(cls, name: str) -> CardLook:
        """The look of a kept "Optional Event" card (its face is drawn by ``event_card_face``)."""
        return cls(
            name=name,
            parts=(),
            type="event",
            space=1,
            wrench=False,
            door=False,
            bonus=0,
            armour=0,
            tokens=0,
            range=0,
            left=BLACK,
            right=BLACK,
        )

    @classmethod
    def of(cls, item: ItemView) -> CardLook:
        """The look of an item as the view gives it (an inventory item or a hand card)."""
        keys = tuple(item["keys"])
        kinds = [ITEM_KINDS[k] for k in keys if k in ITEM_KINDS]
        parts = tuple(k.name for k in kinds) if len(kinds) > 1 else ()
        first = kinds[0] if kinds else None
        last = kinds[-1] if kinds else None
        capacity = 0
        if len(kinds) == 2 and (kinds[0].key, kinds[1].key) in RECIPES:
            capacity = RECIPES[(kinds[0].key, kinds[1].key)].capacity
        elif first is not None:
            capacity = first.capacity
        return cls(
            name=str(item.get("name", first.name if first else "?")),
            parts=parts,
            type=str(item.get("type", first.type.value if first else "tool")),
            space=int(item.get("space", first.space if first else 1)),
            wrench=bool(item.get("wrench", False)),
            door=bool(item.get("door", False)),
            bonus=int(item.get("bonus", 0)),
            armour=int(item.get("armour", 0)),
            tokens=int(item.get("tokens", item.get("armour", 0))),
            range=int(item.get("range", 0)),
            left=first.left if first else BLACK,
            right=last.right if last else BLACK,
            broken=bool(item.get("broken", False)),
            worn=bool(item.get("worn", False)),
            heal=max((k.heal for k in kinds), default=0),
            capacity=capacity,
            walls=any(k.walls for k in kinds),
        )


def type_line(look: CardLook) -> str:
    kind = _(TYPE_NAMES.get(look.type, look.type))
    if look.range:
        return _("{kind} · reach {range}").format(kind=kind, range=look.range)
    return kind


def draw_card(surface: pygame.Surface, rect: pygame.Rect, look: CardLook) -> None:
    """Blit the card for ``look`` into ``rect`` (made once per look and size)."""
    surface.blit(card_image(look, rect.size), rect)


def card_image(look: CardLook, size: tuple[int, int] = CARD_SIZE) -> pygame.Surface:
    """The card's face in the language shown (made once per look, size and language)."""
    return _card_image(look, size, i18n.language())


@lru_cache(maxsize=256)
def _card_image(look: CardLook, size: tuple[int, int], language: str) -> pygame.Surface:
    """The card's face: the name on top, the type strip, the icons along the foot."""
    w, h = size
    scale = w / CARD_SIZE[0]
    card = _blank(look, size)
    band = max(8, round(12 * scale))
    inner = pygame.Rect(band + 6, 8, w - 2 * band - 12, h - 16)
    name_size = max(txt.READABLE, round(30 * scale))
    # the name, on up to two lines (the condensed face keeps long names whole)
    y = inner.top + 2
    name = item_name(look.name)
    for word in name.split():  # a long word shrinks the name rather than breaking in two
        name_size = min(name_size, txt.fit_size(word, name_size, inner.width, True, True))
    if look.parts:  # a combined card: the name on one line when it can, for its parts' lines
        name_size = txt.fit_size(name, name_size, inner.width, True, True)
    words = [
        part for word in name.split() for part in txt.hyphenate(word, name_size, inner.width, True, True)
    ]
    lines = _at_most(txt.wrap(" ".join(words), name_size, inner.width, bold=True, condensed=True), 3)
    wrapped: list[str] = []
    # the parts line is never larger than the name it explains (Large text shrinks a long name)
    parts_size = min(txt.READABLE, name_size)
    if look.parts:
        parts = " + ".join(item_name(p) for p in look.parts)
        pieces = [
            piece
            for word in parts.split()
            for piece in txt.hyphenate(word, parts_size, inner.width, False, True)
        ]
        wrapped = txt.wrap(" ".join(pieces), parts_size, inner.width, condensed=True)
        # what a combined card is made of shows whole where it fits above the type strip (the
        # detail always says it); a narrow card's big value and icons keep their place
        tall = len(lines) * txt.line_height(name_size, True, True)
        tall += len(wrapped) * txt.line_height(parts_size, False, True)
        if len(wrapped) > 3 or y + tall > h - _below_name(look, scale):
            wrapped = []
    for line in lines:
        rect = txt.draw_text(
            card, line, (inner.centerx, y), name_size, INK, "midtop", max_width=inner.width, condensed=True
        )
        y = rect.bottom
    for line in wrapped:
        rect = txt.draw_text(
            card,
            line,
            (inner.centerx, y),
            parts_size,
            INK_DIM,
            "midtop",
            max_width=inner.width,
            condensed=True,
        )
        y = rect.bottom
    # the type strip
    worn = look.worn and not look.broken  # "Worn" sits over the strip, under the name
    below = y + 6 + (txt.line_height(txt.READABLE, True) if worn else 0)
    strip = pygame.Rect(band, max(below, round(h * 0.40)), w - 2 * band, round(40 * scale))
    pygame.draw.rect(card, TYPE_COLOURS.get(look.type, (80, 80, 80)), strip)
    pygame.draw.line(card, (0, 0, 0), strip.topleft, strip.topright, 2)
    pygame.draw.line(card, (0, 0, 0), strip.bottomleft, (strip.right - 1, strip.bottom), 2)
    txt.draw_text(
        card,
        _(TYPE_NAMES.get(look.type, look.type)),
        strip.center,
        txt.READABLE,
        INK,
        "center",
        max_width=strip.width - 4,
        condensed=True,
    )
    # the icons along the foot: space on the left, wrench and door on the right
    icon = round(36 * scale)
    foot = h - 12 - icon
    _space_icon(card, pygame.Rect(band + 8, foot, icon, icon), look.space)
    x = w - band - 8
    for flag, painter in ((look.door, _door_icon), (look.wrench, _wrench_icon)):
        if flag:
            x -= icon
            painter(card, pygame.Rect(x, foot, icon, icon))
            x -= 6
    bottom = foot - 4
    # the big number: attack dice, armour tokens, heal or space gained
    big = _big_value(look)
    big_size = max(txt.READABLE, round(40 * scale))
    floor_height = txt.measure(big, txt.READABLE, True, True)[1] if big else 0
    pips = pygame.Rect(band + 8, foot - icon // 2 - 8, w - 2 * band - 16, icon // 2)
    # the tokens as pips, unless a long combined name left no room (the big number says them too)
    if look.armour and (not big or pips.top - 2 - strip.bottom >= floor_height):
        _armour_pips(card, pips, look)
        bottom = pips.top - 2
    if look.range:
        reach = _("reach {count}").format(count=look.range)
        rect = txt.draw_text(
            card, reach, (w // 2, bottom), txt.READABLE, INK_DIM, "midbottom", condensed=True
        )
        bottom = rect.top
    if big:
        middle = (w // 2, (strip.bottom + bottom) // 2 + 2)
        while big_size > txt.READABLE and txt.measure(big, big_size, True, True)[1] > bottom - strip.bottom:
            big_size -= 2  # a combined card's long name and parts leave less room above it
        txt.draw_text(
            card,
            big,
            middle,
            max(txt.READABLE, big_size),
            INK,
            "center",
            shadow=True,
            max_width=inner.width,
            condensed=True,
        )
    if look.worn and not look.broken:
        txt.draw_text(
            card, _("Worn"), (w // 2, strip.top - 4), txt.READABLE, (150, 210, 130), "midbottom", True
        )
    if look.broken:
        _stamp_broken(card)
    return theme.prepare(card)


def _below_name(look: CardLook, scale: float) -> int:
    """The height a card of this look needs under its name: the type strip, the big value, the
    reach line, the armour pips and the icons along the foot."""
    icon = round(36 * scale)
    need = 6 + round(40 * scale) + 12 + icon + 4
    if _big_value(look):
        need += txt.line_height(max(txt.READABLE, round(40 * scale)), False, True)
    if look.range:
        need += txt.line_height(txt.READABLE, False, True)
    if look.armour:
        need += icon // 2 + 10
    return need


def _at_most(lines: list[str], count: int) -> list[str]:
    """``lines`` kept to ``count``, the rest joined onto the last (a long name gets a third line
    rather than be cut short, on a crowded strip's narrower cards too)."""
    if len(lines) <= count:
        return lines
    return [*lines[: count - 1], " ".join(lines[count - 1 :])]


def _big_value(look: CardLook) -> str:
    if look.bonus:
        return _("+{count} dice").format(count=look.bonus) if look.bonus > 1 else _("+1 die")
    if look.armour:
        return _("{count} armour").format(count=look.tokens)
    if look.heal:
        return _("Heals all") if look.heal >= 6 else _("Heals {count}").format(count=look.heal)
    if look.capacity:
        return _("+{count} space").format(count=look.capacity)
    return ""


def _blank(look: CardLook, size: tuple[int, int]) -> pygame.Surface:
    """The card's body: dark face, a worn vignette, the two coloured borders, a rim (a copy, to
    draw the card's face on)."""
    return _body(look.left, look.right, size).copy()


@lru_cache(maxsize=64)
def _body(left_colour: str, right_colour: str, size: tuple[int, int]) -> pygame.Surface:
    """One body per pair of borders and size: its fade was most of a card's first drawing."""
    w, h = size
    card = pygame.Surface(size, pygame.SRCALPHA)
    card.fill((0, 0, 0, 0))
    body = theme.rounded(size, FACE, RADIUS).copy()
    for i in range(0, h, 2):  # a faint vertical fade: lighter at the top, grimy at the foot
        shade = int(22 * i / h)
        body.fill((shade, shade, shade, 0), (0, i, w, 2), special_flags=pygame.BLEND_RGBA_SUB)
    band = max(8, round(12 * w / CARD_SIZE[0]))
    left = pygame.Surface((band, h), pygame.SRCALPHA)
    left.fill((*BORDER_COLOURS.get(left_colour, BORDER_COLOURS[BLACK]), 255))
    right = pygame.Surface((band, h), pygame.SRCALPHA)
    right.fill((*BORDER_COLOURS.get(right_colour, BORDER_COLOURS[BLACK]), 255))
    body.blit(left, (0, 0))
    body.blit(right, (w - band, 0))
    card.blit(body, (0, 0))
    # round the corners again over the borders
    card.blit(theme.rounded(size, (255, 255, 255, 255), RADIUS), (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    card.blit(theme.outline(size, (0, 0, 0, 220), RADIUS, 3), (0, 0))
    card.blit(theme.outline((w - 6, h - 6), (255, 255, 255, 28), RADIUS - 3, 1), (3, 3))
    return card


def _space_icon(card: pygame.Surface, rect: pygame.Rect, space: int) -> None:
    """A crate with the spaces the item takes."""
    pygame.draw.rect(card, (92, 76, 56), rect, border_radius=5)
    pygame.draw.rect(card, (24, 20, 16), rect, 2, border_radius=5)
    txt.draw_text(card, str(space), rect.center, txt.READABLE, INK, "center", bold=True)


def _wrench_icon(card: pygame.Surface, rect: pygame.Rect) -> None:
    """The wrench: roll Wear & Tear after every use."""
    pygame.draw.rect(card, (70, 70, 74), rect, border_radius=rect.width // 2)
    c = rect.center
    r = rect.width // 2
    pygame.draw.line(card, (214, 210, 200), (c[0] - r // 2, c[1] + r // 2), (c[0] + r // 3, c[1] - r // 3), 5)
    pygame.draw.circle(card, (214, 210, 200), (c[0] + r // 3, c[1] - r // 3), max(4, r // 3))
    pygame.draw.circle(card, (70, 70, 74), (c[0] + r // 2, c[1] - r // 2), max(2, r // 5))


def _door_icon(card: pygame.Surface, rect: pygame.Rect) -> None:
    """The door icon: the item helps bash doors."""
    pygame.draw.rect(card, (70, 70, 74), rect, border_radius=rect.width // 2)
    door = rect.inflate(-rect.width // 2, -8)
    pygame.draw.rect(card, (112, 72, 40), door, border_radius=3)
    pygame.draw.rect(card, (28, 18, 10), door, 2, border_radius=3)
    pygame.draw.circle(card, (220, 190, 90), (door.right - 5, door.centery), 3)


def _armour_pips(card: pygame.Surface, rect: pygame.Rect, look: CardLook) -> None:
    """One shield pip per armour token the item holds whole; spent ones hollow."""
    r = min(rect.height // 2, 9)
    step = 2 * r + 6
    x = rect.centerx - (look.armour * step - 6) // 2 + r
    for n in range(look.armour):
        full = n < look.tokens
        pygame.draw.circle(card, (190, 180, 120) if full else (60, 58, 50), (x, rect.centery), r)
        pygame.draw.circle(card, (20, 20, 16), (x, rect.centery), r, 2)
        x += step


def _stamp_broken(card: pygame.Surface) -> None:
    """A broken card: dimmed, cracked, stamped."""
    w, h = card.get_size()
    shade = pygame.Surface((w, h), pygame.SRCALPHA)
    shade.fill((0, 0, 0, 120))
    card.blit(shade, (0, 0))
    crack = [(w * 0.2, 0), (w * 0.38, h * 0.3), (w * 0.3, h * 0.45), (w * 0.6, h * 0.7), (w * 0.5, h)]
    pygame.draw.lines(card, (0, 0, 0), False, crack, 4)
    pygame.draw.lines(card, BROKEN_RED, False, crack, 2)
    label = _("BROKEN")
    size = txt.fit_size(label, 34, w - 30, bold=True)
    words = txt.render(label, size, BROKEN_RED, bold=True)
    box = pygame.Surface((words.get_width() + 20, words.get_height() + 8), pygame.SRCALPHA)
    box.fill((20, 8, 6, 220))
    pygame.draw.rect(box, BROKEN_RED, box.get_rect(), 3)
    box.blit(words, (10, 4))
    stamp = pygame.transform.rotate(box, 14)
    card.blit(stamp, stamp.get_rect(center=(w // 2, h // 2)))


def detail_lines(look: CardLook) -> list[str]:
    """Every property of the item in words, for the hover card."""
    lines = [type_line(look)]
    if look.parts:
        lines.append(_("Made of: {parts}").format(parts=" + ".join(item_name(p) for p in look.parts)))
    lines.append(
        _("Takes {count} inventory space").format(count=look.space) if look.space else _("Takes no space")
    )
    if look.bonus:
        lines.append(_("Attack: 2 dice + {count}").format(count=look.bonus))
    if look.range:
        lines.append(_("Reaches {count} rooms in a straight line").format(count=look.range))
    if look.armour:
        lines.append(_("Armour: {left} of {full} tokens").format(left=look.tokens, full=look.armour))
    if look.heal:
        lines.append(_("Heals everything") if look.heal >= 6 else _("Heals {count}").format(count=look.heal))
    if look.capacity:
        lines.append(_("Carries {count} more").format(count=look.capacity))
    if look.wrench:
        lines.append(_("Wrench: roll Wear & Tear after each use"))
    if look.door:
        lines.append(_("Door icon: adds its dice to a bash"))
    if look.walls:
        lines.append(_("Can bash walls"))
    if look.left != BLACK or look.right != BLACK:
        lines.append(_("Combines where its coloured border meets another's"))
    if look.broken:
        lines.append(_("Broken: it cannot be used, traded or combined"))
    return lines


def detail_image(look: CardLook) -> pygame.Surface:
    """The hover card in the language shown (made once per look and language)."""
    return _detail_image(look, i18n.language())


@lru_cache(maxsize=64)
def _detail_image(look: CardLook, language: str) -> pygame.Surface:
    """The hover card: the card large on top, its properties spelled out below."""
    w = DETAIL_SIZE[0]
    words = "\n".join(detail_lines(look))
    rows = len(txt.wrap(words, DETAIL_TEXT, w - 44))
    h = min(DETAIL_SIZE[1], 16 + DETAIL_FACE[1] + 14 + rows * txt.line_height(DETAIL_TEXT) + 20)
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    out.fill((0, 0, 0, 0))
    out.blit(theme.rounded((w, h), (16, 14, 14, 244), RADIUS + 4, 2, (120, 110, 96)), (0, 0))
    face = card_image(look, DETAIL_FACE)
    out.blit(face, face.get_rect(midtop=(w // 2, 16)))
    box = pygame.Rect(22, 16 + DETAIL_FACE[1] + 14, w - 44, h - DETAIL_FACE[1] - 40)
    txt.draw_wrapped(out, words, box, DETAIL_TEXT, INK)
    return theme.prepare(out)
