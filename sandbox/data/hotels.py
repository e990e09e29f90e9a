"""Hotels used by the itineraries (fictional properties in real places), with reviews, read from
sandbox/catalogue/hotels.yaml. ``HOTELS`` holds each hotel's facts and English texts;
:func:`details` answers in the request's language from the catalogue record."""

from __future__ import annotations

import hashlib
from typing import Any, Optional

from sandbox.catalogue import CATALOGUE
from sandbox.catalogue.models import Hotel
from sandbox.i18n import tr
from sandbox.policy import money

H = dict[str, Any]

# How a group sleeps (relay j34: "are the rooms twin rooms?" had no answer): a bed choice goes in
# the booking's special requests, and the hotel confirms it like any other request.
ROOMS = CATALOGUE.hotels.rooms.en

_AUTHORS = CATALOGUE.hotels.review_authors  # each name in EN / KH / ZH (issue 38)

_REVIEW_TEMPLATES = [(r.rating, r.text.en) for r in CATALOGUE.hotels.review_templates]

# No airport: a hotel there lists "Pier transfer by boat" where others list "Airport shuttle"
# (relay j37; tests/sandbox/test_trip_facts_agree.py).
ISLANDS = ("Koh Rong",)


def _as_dict(hotel: Hotel) -> H:
    return {
        "id": hotel.id,
        "name": hotel.name.en,
        "stars": hotel.stars,
        "rate_usd": hotel.rate_usd,
        "region": hotel.region,
        "feature": hotel.feature.en,
        "amenities": [a.en for a in hotel.amenities],
    }


HOTELS: list[H] = [_as_dict(h) for h in CATALOGUE.hotels.hotels]
HOTELS_BY_ID: dict[str, H] = {h["id"]: h for h in HOTELS}


def _pick(hotel_id: str, salt: str, n: int) -> int:
    return int(hashlib.sha256(f"{hotel_id}:{salt}".encode()).hexdigest(), 16) % n


def reviews_for(hotel: H, language: str = "EN") -> list[dict[str, Any]]:
    templates = CATALOGUE.hotels.review_templates
    feature = CATALOGUE.hotel(hotel["id"]).feature.in_(language)
    start = _pick(hotel["id"], "reviews", len(templates))
    reviews = []
    for i in range(3):
        template = templates[(start + i) % len(templates)]
        author = _AUTHORS[(_pick(hotel["id"], "author", len(_AUTHORS)) + 5 * i) % len(_AUTHORS)]
        rating = max(template.rating, 4) if hotel["stars"] >= 4 else template.rating
        reviews.append(
            {
                "author": author.in_(language),
                "rating": rating,
                "text": template.text.in_(language).format(feature=feature),
            }
        )
    return reviews


def hotel_name(hotel: H, language: str = "EN") -> str:
    """The hotel's name in a session's language (a translation, or a transliteration of a brand)."""
    return CATALOGUE.hotel(hotel["id"]).name.in_(language)


def named(hotel: H, language: str = "EN") -> dict[str, Any]:
    """``{id, name, stars}`` of a hotel as plans and upgrades list it, the name in ``language``."""
    return {"id": hotel["id"], "name": hotel_name(hotel, language), "stars": hotel["stars"]}


def details(hotel: H, language: str = "EN") -> dict[str, Any]:
    """The getHotelDetails result (RESULTS.md), texts, captions and the name in ``language``
    (``name_en`` keeps the English name)."""
    texts = CATALOGUE.hotel(hotel["id"])
    reviews = reviews_for(hotel, language)
    rating = round(sum(r["rating"] for r in reviews) / len(reviews) * 0.6 + (3.0 + hotel["stars"] * 0.35) * 0.4, 1)
    return {
        "hotel_id": hotel["id"],
        "name": hotel_name(hotel, language),
        "name_en": hotel["name"],
        "stars": hotel["stars"],
        "region": tr(hotel["region"], language),
        "amenities": [a.in_(language) for a in texts.amenities],
        "rooms": CATALOGUE.hotels.rooms.in_(language),
        "images": [
            {"url": f"/static/images/{hotel['id']}/{image.file}", "caption": image.caption.in_(language)}
            for image in texts.images
        ],
        "reviews": reviews,
        "rating": min(rating, 5.0),
    }


def get_hotel(hotel_id: str) -> Optional[H]:
    return HOTELS_BY_ID.get(hotel_id)


def upgrade_for(hotel_id: str) -> Optional[H]:
    """The hotel upgrade_hotel moves a night to: the next better hotel (more stars) of the same
    region, or None when there is none (the upgrade is a better room at the same hotel)."""
    hotel = get_hotel(hotel_id)
    if hotel is None:
        return None
    better = [h for h in HOTELS if h["region"] == hotel["region"] and h["stars"] > hotel["stars"]]
    return min(better, key=lambda h: (h["stars"], h["id"])) if better else None


# a better room at the same hotel (its region has no better hotel): this share of its own night's rate
BETTER_ROOM_SHARE = 0.5


def upgrade_night_usd(hotel_id: str) -> float:
    """What upgrading one person's night at ``hotel_id`` costs: the better hotel's rate less this one's
    (the catalogue's ``rate_usd``), or :data:`BETTER_ROOM_SHARE` of this one's for a better room here. One
    function for every trip (req 24: a flat $35 whether the upgrade went to a 4-star or a 5-star villa)."""
    hotel = get_hotel(hotel_id)
    if hotel is None:
        return 0.0
    better = upgrade_for(hotel_id)
    extra = better["rate_usd"] - hotel["rate_usd"] if better else BETTER_ROOM_SHARE * hotel["rate_usd"]
    return money(max(extra, 0.0))


def upgrade_usd(night_hotels: list[str]) -> float:
    """One person's upgrade of the nights spent at ``night_hotels`` (one hotel id a night)."""
    return money(sum(upgrade_night_usd(h) for h in night_hotels))


# A room beyond the rooms the price covers (sandbox/rooms.py: the rule's count) costs this per night, by the
# trip's hotel tier: the sandbox's invented figures, like its hotels (sandbox/room_choice.py prices them).
EXTRA_ROOM_NIGHT_USD: dict[str, float] = {"budget": 15.0, "standard": 35.0, "luxury": 90.0}


def stay_usd(night_hotels: list[str]) -> float:
    """What one adult's nights at ``night_hotels`` (one hotel id a night) are in the package price: each
    night the hotel's ``rate_usd`` (one person's night, a room shared by two; sandbox/catalogue/hotels.yaml),
    the credit of ``remove_hotel`` (a group with its own accommodation; children by their band's share)."""
    return money(sum(float(h["rate_usd"]) for h in map(get_hotel, night_hotels) if h))
