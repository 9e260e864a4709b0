"""The one translation layer: Python's ``gettext`` on compiled ``.mo`` catalogues, English msgids.

Every string a player reads goes through one of the translating functions here: ``_`` (plain),
``ngettext`` (a count picks the form: Polish has three), ``pgettext`` and ``npgettext`` (a context
tells apart two meanings of the same English words: the game Fugitive and the player role).

Code that only *names* a string to be translated later (rules events, data tables) marks it
instead: ``N_(message)`` returns it unchanged; ``Np_(context, message)`` returns it in gettext's
own ``"context\\x04message"`` form, which ``_`` later translates with its context (English shows
only the message); ``Nn_(singular, plural, count=...)`` returns a :class:`Plural` that
:func:`translate` renders with the form the named param's number needs.  Babel's extractor
knows all these markers (``build_scripts/messages.py``), so every marked string lands in the
catalogue and the completeness check can demand its Polish.

The catalogues are ``tabletop/locale/<lang>/LC_MESSAGES/tabletop.mo``, compiled from the ``.po``
files by ``build_scripts/messages.py compile`` (and again by the packaging build).  Only the
standard library is used at run time; this module imports no pygame.
"""

from __future__ import annotations

import gettext
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, TypeAlias

LANGUAGES: dict[str, str] = {"en": "English", "pl": "Polski"}
DOMAIN = "tabletop"
#: how gettext (and a compiled catalogue) joins a msgctxt to its msgid
CONTEXT_SEPARATOR = "\x04"

#: how each language writes the point of a decimal number ("25.287 s", "25,287 s")
DECIMAL_SEPARATORS: dict[str, str] = {"en": ".", "pl": ","}
#: a message param written ``decimal_param(...)``: a number the reader's language writes out
DECIMAL_MARK = "#decimal:"

_ENGLISH = gettext.NullTranslations()
_loaded: dict[str, gettext.NullTranslations] = {"en": _ENGLISH}
_current: gettext.NullTranslations = _ENGLISH
_language = "en"


@dataclass(frozen=True)
class Plural:
    """A counted message marked for later: its two English msgids and the param holding the count."""

    singular: str
    plural: str
    count: str = "count"


#: what a rules event, a refusal or an outcome carries: a msgid, or a counted pair of them
Message: TypeAlias = str | Plural


def N_(message: str) -> str:
    """Mark a string for translation without translating it now."""
    return message


def Np_(context: str, message: str) -> str:
    """Mark a string with a context for later; ``_`` translates it with that context."""
    return f"{context}{CONTEXT_SEPARATOR}{message}"


def Nn_(singular: str, plural: str, count: str = "count") -> Plural:
    """Mark a counted message for later; ``count`` names the param whose number picks the form."""
    return Plural(singular, plural, count)


def _(message: str) -> str:
    """Translate a msgid into the current language (English when there is no translation).

    A string marked with ``Np_`` is translated with its context; English shows it without.
    """
    return _lookup(_current, message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a counted message that ``n`` needs, in the current language."""
    return _current.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """Translate a msgid that has a context (``msgctxt`` in the catalogue)."""
    return _current.pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    """``ngettext`` for a counted message that has a context."""
    return _current.npgettext(context, singular, plural, n)


def translate(message: Message, params: Mapping[str, Any] | None = None) -> str:
    """A message marked earlier (``N_``, ``Np_`` or ``Nn_``) in the current language, params filled in."""
    return _render(_current, message, params)


def english(message: Message, params: Mapping[str, Any] | None = None) -> str:
    """The same in English whatever the language (the text of an exception, a log file)."""
    return _render(_ENGLISH, message, params)


def _lookup(catalogue: gettext.NullTranslations, message: str) -> str:
    context, separator, msgid = message.partition(CONTEXT_SEPARATOR)
    if separator:
        return catalogue.pgettext(context, msgid)
    return catalogue.gettext(message)


def _render(catalogue: gettext.NullTranslations, message: Message, params: Mapping[str, Any] | None) -> str:
    if isinstance(message, Plural):
        count = (params or {}).get(message.count)
        if not isinstance(count, int):
            raise KeyError(f"the counted message {message.singular!r} needs an int param {message.count!r}")
        text = catalogue.ngettext(message.singular, message.plural, count)
    else:
        text = _lookup(catalogue, message)
    return text.format(**params) if params else text


#: a param naming a seat (``contract.seat_param``); where no player names are known (a refusal's
#: text) it reads "Player n"
_SEAT_MARK = "#seat:"


def _param(catalogue: gettext.NullTranslations, value: Any) -> Any:
    if isinstance(value, str) and value.startswith("@"):
        return _render(catalogue, value[1:], None)
    if isinstance(value, str) and value.startswith(_SEAT_MARK) and value[len(_SEAT_MARK) :].isdigit():
        return _render(catalogue, "Player {number}", {"number": int(value[len(_SEAT_MARK) :]) + 1})
    if isinstance(value, str) and value.startswith(DECIMAL_MARK):
        return shown_decimal(value, in_english=catalogue is _ENGLISH)
    return value


def decimal(value: float, places: int) -> str:
    """A number with ``places`` decimals as the current language writes it (Polish: a comma).

    Every time or decimal a player reads goes through here, never a bare ``f"{x:.3f}"``."""
    return _separated(f"{value:.{places}f}", DECIMAL_SEPARATORS.get(_language, "."))


def decimal_param(value: float, places: int) -> str:
    """A message param shown as :func:`decimal` when the message is read: rules events carry it,
    so the rules stay free of languages and one saved event reads right in each of them."""
    return f"{DECIMAL_MARK}{value:.{places}f}"


def shown_decimal(param: str, *, in_english: bool = False) -> str:
    """A ``decimal_param`` as the current language (or English) writes it."""
    separator = "." if in_english else DECIMAL_SEPARATORS.get(_language, ".")
    return _separated(param.removeprefix(DECIMAL_MARK), separator)


def _separated(text: str, separator: str) -> str:
    return text.replace(".", separator)


def english_params(params: Mapping[str, Any]) -> dict[str, Any]:
    """Params as English shows them: one written ``"@" + msgid`` is that msgid in English."""
    return {k: _param(_ENGLISH, v) for k, v in params.items()}


def translated_params(params: Mapping[str, Any]) -> dict[str, Any]:
    """Params in the current language: one written ``"@" + msgid`` is translated."""
    return {k: _param(_current, v) for k, v in params.items()}


def describe(err: BaseException) -> str:
    """An error in the current language: its msgid translated, its
    parameters (nested errors too) filled in.
    """
    message = getattr(err, "reason", None) or getattr(err, "message", None) or str(err)
    params = {
        key: describe(value) if isinstance(value, BaseException) else value
        for key, value in dict(getattr(err, "params", {}) or {}).items()
    }
    if not isinstance(message, (str, Plural)):
        return str(err)
    try:
        return translate(message, translated_params(params))
    except (KeyError, IndexError, ValueError):
        return str(err)


def language() -> str:
    return _language


def set_language(code: str) -> None:
    """Switch every later translation to ``code``; unknown codes fall back to English."""
    global _current, _language
    if code not in LANGUAGES:
        code = "en"
    _language = code
    _current = translations(code)


def translations(code: str) -> gettext.NullTranslations:
    """The compiled catalogue of a language, read once (English: the msgids themselves)."""
    if code not in _loaded:
        from tabletop.paths import locale_dir

        _loaded[code] = gettext.translation(DOMAIN, locale_dir(), languages=[code], fallback=True)
    return _loaded[code]
