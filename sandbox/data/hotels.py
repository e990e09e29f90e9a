"""Hotels used by the itineraries (fictional properties in real places), with reviews."""

from __future__ import annotations

import hashlib
from typing import Any, Optional

from sandbox.i18n import tr, tr_list, trf

H = dict[str, Any]

# How a group sleeps (relay j34: "are the rooms twin rooms?" had no answer): a bed choice goes in
# the booking's special requests, and the hotel confirms it like any other request.
ROOMS = (
    "Rooms sleep 2, with twin or double beds as the booking's special requests ask (the hotel confirms); "
    "a group gets one room per 2 travellers, rounded up; a child under 12 shares the parents' room."
)

_BASE_AMENITIES = {
    2: ["Free Wi-Fi", "Air-conditioning (fan rooms on request)", "Hot shower", "Tour desk"],
    3: ["Free Wi-Fi", "Air-conditioning", "Restaurant", "Swimming pool", "Laundry service"],
    4: ["Free Wi-Fi", "Air-conditioning", "Restaurant & bar", "Outdoor pool", "Spa", "Airport shuttle"],
    5: ["Free Wi-Fi", "Air-conditioning", "Fine-dining restaurant", "Infinity pool", "Full-service spa",
        "Butler service", "Private transfers", "Fitness centre"],
}

_AUTHORS = ["Sophea K.", "Daniel M.", "Li Wei", "Emma R.", "Dara S.", "Yuki T.", "Chenda P.", "Marco B.",
            "Zhang Min", "Sarah L.", "Vannak H.", "Priya N."]

_REVIEW_TEMPLATES = [
    (5, "Loved {feature}. The staff remembered our names from day one."),
    (4, "Great location and {feature}. Rooms are simple but spotless."),
    (5, "We extended our stay because of {feature}. Breakfast was excellent."),
    (4, "Friendly team, comfortable bed and {feature}. Wi-Fi a bit slow in the evening."),
    (3, "Good value overall; {feature} made up for a noisy first night."),
]


ISLANDS = ("Koh Rong",)  # no airport: the shuttle is a boat from the pier (relay j37)


def _hotel(id_: str, name: str, stars: int, region: str, feature: str, extras: list[str]) -> H:
    base = [("Pier transfer by boat" if a == "Airport shuttle" and region in ISLANDS else a) for a in _BASE_AMENITIES[stars]]
    return {"id": id_, "name": name, "stars": stars, "region": region, "feature": feature, "amenities": base + extras}


HOTELS: list[H] = [
    _hotel("hotel_001", "Lotus Garden Guesthouse", 2, "Siem Reap", "the quiet garden courtyard", ["Bicycle rental"]),
    _hotel("hotel_002", "Apsara Courtyard Hotel", 4, "Siem Reap", "the saltwater pool", ["Bicycle rental", "Khmer cooking class"]),
    _hotel("hotel_003", "Kulen Forest Homestay", 2, "Siem Reap", "home-cooked Khmer dinners", ["Mosquito nets", "Family-run"]),
    _hotel("hotel_004", "Royal Angkor Palace Residence", 5, "Siem Reap", "the private villa pools", ["Private temple guides", "Vintage car tours"]),
    _hotel("hotel_005", "Mekong Riverside Inn", 3, "Phnom Penh", "the rooftop view of the river", ["Rooftop bar"]),
    _hotel("hotel_006", "Sangker Riverside Lodge", 3, "Battambang", "the colonial-style rooms", ["Bicycle rental", "Garden"]),
    _hotel("hotel_007", "Indochine Grand Phnom Penh", 5, "Phnom Penh", "the 1920s architecture", ["Afternoon tea", "Cigar lounge"]),
    _hotel("hotel_008", "Kep Crab House Bungalows", 2, "Kep", "the hammocks facing the sea", ["Garden", "Scooter rental"]),
    _hotel("hotel_009", "Otres Palm Resort", 4, "Sihanoukville", "the beachfront pool", ["Beach loungers", "Kayaks"]),
    _hotel("hotel_010", "Kep Cliffside Villas", 5, "Kep", "the sunset from the infinity pool", ["Private plunge pools", "Yoga pavilion"]),
    _hotel("hotel_011", "Koh Rong Beach Huts", 2, "Koh Rong", "waking up a few steps from the sand", ["Beach bar", "Snorkel gear"]),
    _hotel("hotel_012", "Saracen Bay Eco Bungalows", 4, "Koh Rong", "the calm bay right outside", ["Kayaks", "Solar power", "Snorkel gear"]),
    _hotel("hotel_013", "Archipelago Private Island Villas", 5, "Koh Rong", "the overwater villa", ["Private beach", "Dive centre", "Private chef"]),
    _hotel("hotel_014", "Pepper Farm Riverside Lodge", 3, "Kampot", "the riverside bungalows", ["Kayaks", "Pepper tasting"]),
    _hotel("hotel_015", "Sen Monorom Hillside Lodge", 3, "Mondulkiri", "the cool mountain mornings", ["Fireplace lounge", "Motorbike rental"]),
    _hotel("hotel_016", "Cardamom Canopy Eco-Lodge", 5, "Koh Kong", "the view over the rainforest canopy", ["Guided treks", "Stargazing deck"]),
    _hotel("hotel_017", "Elephant Valley Forest Cabins", 2, "Mondulkiri", "the sounds of the forest at night", ["Mosquito nets", "Shared kitchen"]),
    _hotel("hotel_018", "Banlung Crater Lake Lodge", 3, "Ratanakiri", "the walk to the crater lake", ["Motorbike rental", "Garden"]),
    _hotel("hotel_019", "Areng Valley Luxury Tented Camp", 5, "Koh Kong", "falling asleep to the river", ["Canoes", "Wildlife guides"]),
]

HOTELS_BY_ID: dict[str, H] = {h["id"]: h for h in HOTELS}


def _pick(hotel_id: str, salt: str, n: int) -> int:
    return int(hashlib.sha256(f"{hotel_id}:{salt}".encode()).hexdigest(), 16) % n


def reviews_for(hotel: H, language: str = "EN") -> list[dict[str, Any]]:
    start = _pick(hotel["id"], "reviews", len(_REVIEW_TEMPLATES))
    reviews = []
    for i in range(3):
        rating, text = _REVIEW_TEMPLATES[(start + i) % len(_REVIEW_TEMPLATES)]
        author = _AUTHORS[(_pick(hotel["id"], "author", len(_AUTHORS)) + 5 * i) % len(_AUTHORS)]
        if hotel["stars"] >= 4 and rating < 4:
            rating = 4
        reviews.append({"author": author, "rating": rating,
                        "text": trf(text, language, feature=tr(hotel["feature"], language))})
    return reviews


def details(hotel: H, language: str = "EN") -> dict[str, Any]:
    """The getHotelDetails result (RESULTS.md), texts in ``language`` (hotel names stay as they are)."""
    reviews = reviews_for(hotel, language)
    rating = round(sum(r["rating"] for r in reviews) / len(reviews) * 0.6 + (3.0 + hotel["stars"] * 0.35) * 0.4, 1)
    return {
        "hotel_id": hotel["id"],
        "name": hotel["name"],
        "stars": hotel["stars"],
        "region": tr(hotel["region"], language),
        "amenities": tr_list(hotel["amenities"], language),
        "rooms": tr(ROOMS, language),
        "images": [{"url": f"/static/images/{hotel['id']}/{i}.svg", "caption": cap}
                   for i, cap in ((1, hotel["name"]), (2, trf("Room at {name}", language, name=hotel["name"])))],
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
