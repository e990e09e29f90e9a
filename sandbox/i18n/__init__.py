"""Khmer and Simplified Chinese for every text the sandbox serves.

The catalogue's texts (trips, days, activities, hotels, places, regions, captions) are data, each
with its three languages side by side (sandbox/catalogue). The sandbox's own sentences (labels,
inclusions, festivals, weather, plan and payment templates) are tables keyed by their English
template (``kh_texts.py``, ``zh_texts.py``, ``*_texts.py``). A plan is kept in English, so
:func:`tr` answers a catalogue text or a template in the request's language from both
(:data:`TABLES`), falling back to the English text when it has no translation (the traveller's own
words). Keys with ``{placeholders}`` are templates: translate, then format.
"""

from __future__ import annotations

from typing import Iterable

from sandbox.catalogue import CATALOGUE
from sandbox.i18n import (
    add_on_rule_texts,
    addable_texts,
    due_back_texts,
    extra_day_texts,
    kh_texts,
    leg_texts,
    mode_texts,
    own_stay_texts,
    paying_rule_texts,
    payment_texts,
    place_texts,
    placement_texts,
    plan_texts,
    policy_texts,
    price_rule_texts,
    request_texts,
    route_texts,
    time_texts,
    zh_texts,
)

# The sandbox's own sentences, by language (keyed by their English template).
TEMPLATES: dict[str, list[dict[str, str]]] = {
    "KH": [
        kh_texts.KH,
        plan_texts.KH,
        extra_day_texts.KH,
        addable_texts.KH,
        payment_texts.KH,
        due_back_texts.KH,
        time_texts.KH,
        route_texts.KH,
        mode_texts.KH,
        price_rule_texts.KH,
        place_texts.KH,
        policy_texts.KH,
        request_texts.KH,
        paying_rule_texts.KH,
        leg_texts.KH,
        own_stay_texts.KH,
        placement_texts.KH,
        add_on_rule_texts.KH,
    ],
    "ZH": [
        zh_texts.ZH,
        plan_texts.ZH,
        extra_day_texts.ZH,
        addable_texts.ZH,
        payment_texts.ZH,
        due_back_texts.ZH,
        time_texts.ZH,
        route_texts.ZH,
        mode_texts.ZH,
        price_rule_texts.ZH,
        place_texts.ZH,
        policy_texts.ZH,
        request_texts.ZH,
        paying_rule_texts.ZH,
        leg_texts.ZH,
        own_stay_texts.ZH,
        placement_texts.ZH,
        add_on_rule_texts.ZH,
    ],
}
# The templates, then the catalogue's texts (tests/sandbox/test_catalogue_files.py: where both
# have an English text, they translate it alike).
TABLES: dict[str, dict[str, str]] = {
    lang: {**{k: v for table in tables for k, v in table.items()}, **CATALOGUE.phrases(lang)}
    for lang, tables in TEMPLATES.items()
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
