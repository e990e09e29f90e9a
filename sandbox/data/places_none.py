"""Why getPlaces found nothing (relay 49 req 2: beaches in Kampot came back as an empty list, which
reads as "Kampot has no beach"): what the catalogue lists for the region asked, and the nearest
region listing that category, in the request's language (sandbox/data/places.py ``search``)."""

from __future__ import annotations

from math import hypot
from typing import Any, Optional

from agent.state import Language
from sandbox.catalogue import CATALOGUE
from sandbox.i18n import LIST_SEPARATOR, tr, trf
from sandbox.i18n.place_texts import CATEGORY_WORDS, NONE_LISTED, NONE_LISTED_ANYWHERE, NOTHING_LISTED

# where each region is (latitude, longitude of its main town): to name the nearest one
CENTRES: dict[str, tuple[float, float]] = {
    "Siem Reap": (13.36, 103.86),
    "Phnom Penh": (11.56, 104.92),
    "Battambang": (13.10, 103.20),
    "Kep": (10.48, 104.32),
    "Sihanoukville": (10.63, 103.52),
    "Koh Rong": (10.71, 103.24),
    "Kampot": (10.61, 104.18),
    "Mondulkiri": (12.45, 107.19),
    "Koh Kong": (11.62, 102.98),
    "Ratanakiri": (13.74, 106.98),
}


def _listed(texts: list[str], language: Language) -> str:
    return LIST_SEPARATOR.get(language, ", ").join(texts)


def _category(category: str, language: Language) -> str:
    return CATEGORY_WORDS.get(category, {}).get(language, category)


def none_found(category: str, region: Optional[str], named: Optional[str], language: Language) -> dict[str, Any]:
    """The fields an empty result carries: ``none_found`` (what the catalogue lists for ``named``, the
    catalogue region ``region`` names, else for none it knows) and ``nearest_region`` with ``category``."""
    having = [r for r in CENTRES if any(p.category == category and p.region == r for p in CATALOGUE.places)]
    words = _category(category, language)
    asked = tr(named, language) if named else (region or "")
    if named is None or not having:
        listing = _listed([tr(r, language) for r in having], language)
        return {"none_found": trf(NONE_LISTED_ANYWHERE, language, region=asked, category=words, regions=listing)}
    here = CENTRES[named]
    nearest = min(having, key=lambda r: hypot(CENTRES[r][0] - here[0], CENTRES[r][1] - here[1]))
    held = [c for c in CATEGORY_WORDS if any(p.category == c and p.region == named for p in CATALOGUE.places)]
    template = NONE_LISTED if held else NOTHING_LISTED
    held_words = _listed([_category(c, language) for c in held], language)
    text = trf(template, language, region=asked, category=words, held=held_words, nearest=tr(nearest, language))
    return {"none_found": text, "nearest_region": tr(nearest, language)}
