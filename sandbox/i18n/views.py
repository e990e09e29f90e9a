"""Localised pieces of tool results that are assembled rather than looked up."""

from __future__ import annotations

from typing import Any, Optional

from sandbox.data.getting_there import ROUTES, in_destination, not_included_from, pickup_city
from sandbox.data.guides import guide_languages
from sandbox.data.itineraries import GUIDE, INCLUDED, TRANSPORT_INCLUDED
from sandbox.data.priced_transport import (
    OWN_INCLUDED,
    PRIVATE_INCLUDED,
    SHARED_INCLUDED,
    is_made_private,
    is_replaced,
)
from sandbox.data.trips import T
from sandbox.i18n import LIST_SEPARATOR, joined, tr, tr_list, trf
from sandbox.i18n.place_texts import JOINED_TRANSPORT
from sandbox.policy import money

LANGUAGE_NAMES = {"EN": "English", "KH": "Khmer", "ZH": "Chinese"}
OTHERS_ON_REQUEST = "Also on request: a guide speaking {others}"
# Only the meals the plan has (relay j25: "0 lunch(es)" read oddly in what is included).
MEALS_LINE = "Meals: {meals}, as listed day by day"
TRANSPORT_FROM = "{line}, from {city} (getting there from {place} is not included)"
NO_MEALS_LINE = "Meals: none included"
MEAL_COUNTS = {"Breakfast": "{n} breakfast(s)", "Lunch": "{n} lunch(es)", "Dinner": "{n} dinner(s)"}


def guide_line(trip: T, language: str, chosen: Optional[str] = None) -> list[str]:
    """The guide the package includes: the booking's ``chosen`` guide language, else the languages the
    region's guides speak (the result's ``guide_languages``: relay 49 req 6/10, an "English-speaking
    guide" beside "guide_languages": ["EN", "KH"] and a Khmer guide chosen); a reader whose language
    no guide there speaks is told so."""
    offered = guide_languages(trip["region"])
    if chosen not in offered and language in offered:
        # before a booking, the guide it would get (the reader's language: sandbox/data/guides.py), the others
        # said as on request (relay 71: "有中文导游" on the card beside "英语、高棉语或中文导游": which one?)
        others = " or ".join(LANGUAGE_NAMES[c] for c in offered if c != language)
        guide = tr(f"{LANGUAGE_NAMES[language]}-speaking {GUIDE[trip['tier']]}", language)
        return [guide, tr(OTHERS_ON_REQUEST.format(others=others), language)]
    spoken = [chosen] if chosen in offered else offered
    names = [LANGUAGE_NAMES[c] for c in spoken]
    said = names[0] if len(names) == 1 else f"{', '.join(names[:-1])} or {names[-1]}"
    lines = [tr(f"{said}-speaking {GUIDE[trip['tier']]}", language)]
    if language not in offered and language in LANGUAGE_NAMES:
        lines.append(
            trf(
                "No {language}-speaking guide in {region}: English or Khmer instead",
                language,
                language=LANGUAGE_NAMES[language],
                region=tr(trip["region"], language),
            )
        )
    return lines


# relay j14: "3-4 star hotel" in what is included beside the plan's 3★ lodge: the plan's own hotels
ACCOMMODATION_LINE = "Accommodation: {hotels}"


def included_for(
    trip: T,
    meals: dict[str, int],
    language: str,
    hotels: Optional[list[dict[str, Any]]] = None,
    self_drive: bool = False,
    place: Optional[str] = None,
    mode: Optional[str] = None,
    guide: Optional[str] = None,
    own_stay: bool = False,
) -> list[str]:
    """What the package includes; the accommodation line names the plan's ``hotels`` (name, stars)
    instead of the tier's general words when they are known (none: ``own_stay``); a self-drive group no transport; a
    traveller in a city the transfer does not leave from (``place``) reads where it does leave
    from (relay j36: "pickup included" beside getting_there's pickup_included false)."""
    counts = [trf(MEAL_COUNTS[m], language, n=meals[m]) for m in MEAL_COUNTS if meals.get(m)]
    sep = LIST_SEPARATOR.get(language, ", ")
    meal_line = trf(MEALS_LINE, language, meals=sep.join(counts)) if counts else tr(NO_MEALS_LINE, language)
    lines = [i for i in INCLUDED[trip["tier"]] if not (self_drive and i in TRANSPORT_INCLUDED)]
    lines = lines[1:] if own_stay else lines  # the tier's accommodation: the group has its own (sandbox/own_stay.py)
    if is_made_private(ROUTES[trip["id"]].by, mode):  # the priced private vehicle (issue 37)
        lines = [PRIVATE_INCLUDED if i == SHARED_INCLUDED else i for i in lines]
    if is_replaced(ROUTES[trip["id"]].by, mode):  # a flight, boat, bus or tuk-tuk paid for instead
        lines = list(dict.fromkeys(OWN_INCLUDED[str(mode)] if i in TRANSPORT_INCLUDED else i for i in lines))
    tier = tr_list(lines, language)  # the first line is the tier's accommodation
    if place and not self_drive and not_included_from(trip["id"], place):
        start, city = ROUTES[trip["id"]].from_city, pickup_city(trip["id"], place)[0] or place
        tier = [
            trf(TRANSPORT_FROM, language, line=t, city=tr(start, language), place=tr(city, language))
            if en in TRANSPORT_INCLUDED
            else t
            for t, en in zip(tier, lines)
        ]
    if place and not self_drive and in_destination(trip["id"], place):  # the group's transfer is not theirs
        r = ROUTES[trip["id"]]
        local = trf(
            JOINED_TRANSPORT, language, destination=tr(r.destination, language), from_city=tr(r.from_city, language)
        )
        tier = list(dict.fromkeys(local if en in TRANSPORT_INCLUDED else t for t, en in zip(tier, lines)))
    if hotels:
        names = ", ".join(f"{h['name']} ({h['stars']}★)" for h in hotels)
        tier = [trf(ACCOMMODATION_LINE, language, hotels=names), *tier[1:]]
    return [*tier, *guide_line(trip, language, guide), meal_line]


def comparison_rows(trips: list[T], language: str) -> list[dict[str, Any]]:
    def row(label: str, values: list[Any]) -> dict[str, Any]:
        return {"label": tr(label, language), "values": values}

    return [
        row("Region", [tr(t["region"], language) for t in trips]),
        row("Tier", [tr(t["tier"], language) for t in trips]),
        row("Price per adult (USD)", [t["price_usd"] for t in trips]),
        row("Duration (days)", [t["duration_days"] for t in trips]),
        row("Price per adult per day (USD)", [money(t["price_usd"] / t["duration_days"]) for t in trips]),
        row("Difficulty", [tr(t["difficulty"], language) for t in trips]),
        row("Best for", [joined(t["moods"], language) for t in trips]),
        row(
            "Highlights",
            [("; " if language == "EN" else "；" if language == "ZH" else " ។ ").join(t["highlights"]) for t in trips],
        ),
    ]


def localize_forecast(data: dict[str, Any], language: str) -> dict[str, Any]:
    """The weather.forecast dict with condition, advice and place in ``language``."""
    parts = data.pop("advice_parts")
    data["condition"] = tr(data["condition"], language)
    data["advice"] = " ".join(trf(p, language, days=data["horizon_days"]) for p in parts)
    note = data.get("place_note")
    if note:  # the forecast is another place's (or no place's): said first, in the session's language
        data["place_note"] = trf(note["template"], language, place=tr(note["place"], language), asked=note["asked"])
    return data
