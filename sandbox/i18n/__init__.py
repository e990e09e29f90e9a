"""Khmer and Simplified Chinese for every text the sandbox serves (trip texts, itineraries,
hotels, weather, places, festivals, inclusions, comparison labels).

Each language is a phrase table keyed by the English text (``kh_*.py``, ``zh_*.py``, one dict
per module, split to stay small). :func:`tr` answers in the request's language and falls back to
the English text when a phrase has no translation (tests/sandbox/test_i18n.py checks that every
catalogue text has both). Keys with ``{placeholders}`` are templates: translate, then format.
"""

from __future__ import annotations

from typing import Iterable

from sandbox.i18n import (
    addable_texts,
    extra_day_texts,
    kh_content,
    kh_days,
    kh_info,
    payment_texts,
    plan_texts,
    route_texts,
    time_texts,
    zh_content,
    zh_days,
    zh_info,
)

TABLES: dict[str, dict[str, str]] = {
    "KH": {
        **kh_content.KH,
        **kh_days.KH,
        **kh_info.KH,
        **plan_texts.KH,
        **extra_day_texts.KH,
        **addable_texts.KH,
        **payment_texts.KH,
        **time_texts.KH,
        **route_texts.KH,
    },
    "ZH": {
        **zh_content.ZH,
        **zh_days.ZH,
        **zh_info.ZH,
        **plan_texts.ZH,
        **extra_day_texts.ZH,
        **addable_texts.ZH,
        **payment_texts.ZH,
        **time_texts.ZH,
        **route_texts.ZH,
    },
}
LIST_SEPARATOR = {"EN": ", ", "KH": " ", "ZH": "、"}


def tr(text: str, language: str) -> str:
    """``text`` in ``language`` (the English text itself for EN or a missing phrase)."""
    return TABLES.get(language, {}).get(text, text)


def trf(template: str, language: str, /, **values: object) -> str:
    """A template translated, then filled in."""
    return tr(template, language).format(**values)


def tr_list(texts: Iterable[str], language: str) -> list[str]:
    return [tr(t, language) for t in texts]


def joined(texts: Iterable[str], language: str) -> str:
    return LIST_SEPARATOR.get(language, ", ").join(tr_list(texts, language))
