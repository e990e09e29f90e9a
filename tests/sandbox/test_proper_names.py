"""One place, one name per language across the whole catalogue and the sandbox's own texts (relay
18 req 13: an added day's "磅普鲁" beside the add-on's "空邦普鲁" for the same village, so the
traveller could be sold a visit the plan already held)."""

from __future__ import annotations

import re

import pytest

from agent.place_words import CITIES
from sandbox.i18n import TABLES
from sandbox.i18n.proper_names import PROPER_NAMES

LANGS = {"KH": 0, "ZH": 1}


def _naming(name: str) -> list[str]:
    """The English texts (templates and catalogue texts) that name ``name``."""
    pattern = re.compile(r"(?<![A-Za-z])" + re.escape(name) + r"(?![a-z])")
    return [text for text in TABLES["ZH"] if pattern.search(text) and "{" not in text]


@pytest.mark.parametrize("lang", sorted(LANGS))
def test_every_text_naming_a_place_uses_its_one_name(lang: str) -> None:
    wrong = [
        (name, text, TABLES[lang][text])
        for name, names in PROPER_NAMES.items()
        for text in _naming(name)
        if text in TABLES[lang] and names[LANGS[lang]] not in TABLES[lang][text]
    ]
    assert not wrong, wrong


PLACE_WORDS = r"\b(?:Koh|Phnom|Wat|Kampong|Prek|Beng|Ta|Preah|Sen|Tonle) [A-Z][a-z]+(?: [A-Z][a-z]+)?"


def test_every_place_named_in_two_texts_is_in_the_glossary() -> None:
    """A Khmer place name ("Koh …", "Phnom …", "Kampong …") that two texts name is listed, so the
    test above holds its translations to one; and every listed name is used somewhere."""
    named: dict[str, int] = {}
    for text in TABLES["ZH"]:
        for place in set(re.findall(PLACE_WORDS, text)):
            named[place] = named.get(place, 0) + 1
    unlisted = [p for p, n in named.items() if n > 1 and not any(g in p or p in g for g in PROPER_NAMES)]
    assert not unlisted, unlisted
    assert all(_naming(name) for name in PROPER_NAMES)


def test_the_departure_cities_use_the_catalogues_names() -> None:
    """The session's city words (agent/place_words.py) name a catalogue place as the catalogue does."""
    shared = [(name, CITIES[name.lower()]) for name in PROPER_NAMES if name.lower() in CITIES]
    assert shared
    for name, words in shared:
        for lang, i in LANGS.items():
            assert PROPER_NAMES[name][i] in words[i], (name, lang, words[i])
