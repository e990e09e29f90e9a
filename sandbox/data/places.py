"""Places by category (restaurants and bars are fictional), read from sandbox/catalogue/places.yaml.
``PLACES`` holds each place's facts, its names in EN / KH / ZH and its English description;
:func:`search` answers in the request's language from the catalogue record."""

from __future__ import annotations

import re
from typing import Any, Optional

from agent.state import Language
from sandbox.catalogue import CATALOGUE
from sandbox.catalogue.models import Place
from sandbox.data.addable import BY_REGION
from sandbox.data.getting_there import ROUTES
from sandbox.data.place_mentions import trips_visiting
from sandbox.data.trips import TRIPS
from sandbox.i18n import tr

P = dict[str, Any]


def slug(place: Place) -> str:
    """The name of the place's picture (sandbox/static/images/places/<slug>.svg)."""
    return re.sub(r"[^a-z0-9]+", "-", place.name.en.lower()).strip("-")


def _as_dict(place: Place) -> P:
    return {
        "category": place.category,
        "name": place.name.en,
        "name_kh": place.name.kh,
        "name_zh": place.name.zh,
        "region": place.region,
        "entry_fee_usd": place.entry_fee_usd,
        "description": place.description.en,
        "slug": slug(place),
    }


PLACES: list[P] = [_as_dict(p) for p in CATALOGUE.places]

# relay 11 req 7: Bayon, Ta Prohm, Banteay Srei read "entry_fee_usd 0.0" while each needs the Angkor pass
PASS_NAMES = {"angkor": {"EN": "1-day Angkor pass", "KH": "សំបុត្រអង្គរមួយថ្ងៃ", "ZH": "吴哥一日通票"}}


def pass_price(kind: str) -> float:
    """A park pass's price: the highest fee of the places entered with it (the one that sells it)."""
    return max(p.entry_fee_usd for p in CATALOGUE.places if p.needs_pass == kind)


def _entry(place: Place, language: Language) -> P:
    """The entry fee of a place; entered with a pass, the pass and its price (one pass, every place that day)."""
    if place.needs_pass is None:
        return {"entry_fee_usd": place.entry_fee_usd}
    price = pass_price(place.needs_pass)
    return {
        "entry_fee_usd": price,
        "entry_pass": {
            "name": PASS_NAMES[place.needs_pass].get(language, PASS_NAMES[place.needs_pass]["EN"]),
            "price_usd": price,
            "one_pass_covers": "every place that needs this pass on the same day: pay it once, not per place",
        },
    }


def _visits(name: str, aliases: tuple[str, ...], place: str) -> bool:
    """The add-on named ``name`` visits the place (lower-case English name): the place's name is in the add-on's,
    or one of its names of two words or more is in the place's ("tonle sap" in "Tonle Sap Lake"; a one-word
    alias like "pepper" would make "Pepper Crab Terrace" a pepper farm)."""
    return place in name.lower() or any(" " in a and a in place for a in aliases)


def _as_add_on(place: Place, language: Language) -> P:
    """The add-on of the place's region that visits it, with its price and that the price includes the place's
    fee (run 59 req 8: Tonle Sap Lake's $20 boat and entry fee beside the $30 boat-trip add-on, no word whether
    one held the other)."""
    here = place.name.en.lower()
    item = next((a for a in BY_REGION.get(place.region, ()) if _visits(a.name, a.aliases, here)), None)
    if item is None:
        return {}
    return {
        "as_add_on": {
            "name": tr(item.name, language),
            "price_per_adult_usd": item.price_usd,
            "includes": "the add-on's price includes this place's entry fee and boat: added to a trip, the fee "
            "above is not paid again",
        }
    }


def _in_trips(place: Place, language: Language) -> P:
    """The trips whose package days visit the place (sandbox/data/place_mentions.py), by id and name: what the
    catalogue offers of it (relay 63: getPlaces(nature) named no sanctuary beside a trip with a sanctuary day)."""
    ids = trips_visiting().get(place.name.en, ())
    names = {t["id"]: t["name"] for t in TRIPS}
    return {"in_trips": [{"trip_id": i, "name": tr(names[i], language)} for i in ids]} if ids else {}


CATEGORIES = ("temples", "beaches", "restaurants", "markets", "museums", "nature", "nightlife")


def region_names(region: str) -> list[str]:
    """A region's names in EN / KH / ZH, and the towns of the trips' destinations in it (Otres is in
    Sihanoukville): what getPlaces' ``region`` may say (relay 21 req 60: "西哈努克" found nothing)."""
    towns = [w for t in TRIPS if t["region"] == region for w in ROUTES[t["id"]].towns]
    names = [region, tr(region, "KH"), tr(region, "ZH"), *towns, *(tr(w, lang) for w in towns for lang in ("KH", "ZH"))]
    return [n.lower() for n in dict.fromkeys(names) if n]


WHOLE_COUNTRY = ("Cambodia", "Nationwide")


def _region_matches(place: Place, region: Optional[str]) -> bool:
    if not region or region_named(region) in WHOLE_COUNTRY:
        return True
    return region_named(region) == place.region or _names(place.region, region)


def _names(have_region: str, region: str) -> bool:
    wanted = region.strip().lower()
    return any(wanted in have or have in wanted for have in region_names(have_region))


def region_named(region: str) -> Optional[str]:
    """The catalogue region ``region`` names in any of its languages (Angkor is in Siem Reap), else None."""
    if region.strip().lower() in {"angkor", "អង្គរ", "吴哥"}:
        return "Siem Reap"
    return next((r.en for r in CATALOGUE.regions if _names(r.en, region)), None)


def _island_names(island: str) -> list[str]:
    """An island's names in EN / KH / ZH (and other spellings): its own place's, else its region's."""
    own = next((p for p in CATALOGUE.places if p.name.en == island), None)
    names = (
        [own.name.en, own.name.kh, own.name.zh, *own.also.en] if own else [island, tr(island, "KH"), tr(island, "ZH")]
    )
    return [n.lower() for n in names if n]


def island_asked(region: Optional[str]) -> Optional[str]:
    """The island of a region that ``region`` names when it is not the region itself ("Koh Rong Samloem" in the Koh
    Rong region), else None: a search naming it finds the places on it (relay 66 req 4: Long Set and Police Beach
    on Koh Rong were listed for "Koh Rong Samloem")."""
    if not region:
        return None
    wanted = region.strip().lower()
    islands = {p.island for p in CATALOGUE.places if p.island and p.island != p.region}
    return next((i for i in sorted(islands) if any(n in wanted for n in _island_names(i))), None)


def _island_region(island: str) -> str:
    return next(p.region for p in CATALOGUE.places if p.island == island)


def _island_said(place: Place, language: Language) -> P:
    if not place.island:
        return {}
    own = next((p for p in CATALOGUE.places if p.name.en == place.island), None)
    return {"island": own.name.in_(language) if own else tr(place.island, language)}


def search(category: str, region: Optional[str], language: Language = "EN") -> list[dict[str, Any]]:
    """The places of ``category`` in ``region`` (any region when none, or the whole country); a region naming an
    island of its region (:func:`island_asked`) finds that island's places and the region's own."""
    island = island_asked(region)
    return [
        {
            "name": place.name.in_(language),
            "name_en": place.name.en,
            "region": tr(place.region, language),
            **_island_said(place, language),
            "description": place.description.in_(language),
            **_entry(place, language),
            **_as_add_on(place, language),
            **_in_trips(place, language),
            "image_url": f"/static/images/places/{slug(place)}.svg",
        }
        for place in CATALOGUE.places
        if place.category == category
        and (
            _region_matches(place, region)
            if island is None
            else place.region == _island_region(island) and place.island in (island, None)
        )
    ]
