"""The trip catalogue: 18 packages, one per environment and price tier, over 10 regions.
A trip's ``difficulty`` is its plan's hardest day (sandbox/data/effort.py; "hard" is "challenging"):
tests/sandbox/test_day_clock.py.

Names are given in EN / KH (Khmer script) / ZH (Simplified Chinese); ``localized_trip`` answers
in the request's language. ``hotels`` lists the hotel id for each night, in order.
"""

from __future__ import annotations

from typing import Any, Optional

from agent.state import Language
from sandbox.data.getting_there import departure_line, route, transfer_line
from sandbox.data.practical import pickup_time
from sandbox.group import PRICE_IS
from sandbox.i18n import tr, tr_list

T = dict[str, Any]


def _trip(id_: str, name: str, kh: str, zh: str, region: str, tier: str, env: str, moods: list[str],
          days: int, price: float, difficulty: str, tagline: str, highlights: list[str],
          hotels: list[str], max_group: int = 40) -> T:
    return {"id": id_, "name": name, "name_kh": kh, "name_zh": zh, "region": region, "tier": tier,
            "environment": env, "moods": moods, "duration_days": days, "price_usd": float(price),
            "difficulty": difficulty, "tagline": tagline, "highlights": highlights,
            "hotels": hotels, "max_group": max_group}


TRIPS: list[T] = [
    # TEMPLE
    _trip("trip_001", "Angkor Sunrise & Temples", "ថ្ងៃរះនៅអង្គរវត្ត និងប្រាសាទនានា", "吴哥日出与寺庙之旅",
          "Siem Reap", "budget", "TEMPLE", ["curious", "family"], 3, 189, "moderate",
          "Watch the sun rise over Angkor Wat and tuk-tuk through the great temples.",
          ["Sunrise at Angkor Wat", "The smiling faces of Bayon", "Jungle-wrapped Ta Prohm"],
          ["hotel_001", "hotel_001"]),
    _trip("trip_002", "Angkor & Phnom Kulen Explorer", "ដំណើរស្វែងរកអង្គរ និងភ្នំគូលែន", "吴哥与荔枝山探索之旅",
          "Siem Reap", "standard", "TEMPLE", ["curious", "adventurous"], 4, 420, "moderate",
          "Temples by bicycle, the sacred Kulen waterfall and the pink sandstone of Banteay Srei.",
          ["Cycling the Angkor small circuit", "Phnom Kulen waterfall and river of a thousand lingas",
           "Banteay Srei carvings"],
          ["hotel_002", "hotel_002", "hotel_002"]),
    _trip("trip_003", "Royal Angkor Heritage Retreat", "ដំណើរកម្សាន្តប្រណិតបេតិកភណ្ឌអង្គរ", "皇家吴哥文化遗产奢华之旅",
          "Siem Reap", "luxury", "TEMPLE", ["romantic", "stressed", "curious"], 4, 1250, "moderate",
          "Private archaeologist-guided temples, a helicopter view of Angkor and spa evenings.",
          ["Private sunrise picnic at Srah Srang", "Helicopter flight over Angkor Wat", "Khmer spa rituals"],
          ["hotel_004", "hotel_004", "hotel_004"], max_group=12),
    # CITY
    _trip("trip_004", "Phnom Penh Riverside Discovery", "ដំណើរស្វែងយល់មាត់ទន្លេភ្នំពេញ", "金边河畔探索之旅",
          "Phnom Penh", "budget", "CITY", ["curious", "family"], 2, 129, "easy",
          "The Royal Palace, the markets and a sunset cruise where the Mekong meets the Tonle Sap.",
          ["Royal Palace and Silver Pagoda", "Central Market and Russian Market", "Sunset river cruise"],
          ["hotel_005"]),
    _trip("trip_005", "Battambang Arts & Bamboo Train", "សិល្បៈបាត់ដំបង និងរថភ្លើងឫស្សី", "马德望艺术与竹火车之旅",
          "Battambang", "standard", "CITY", ["curious", "adventurous", "family"], 3, 310, "moderate",
          "Colonial streets, the bamboo train, the bat cave at dusk and the Phare circus school.",
          ["Bamboo train ride", "Phnom Sampeau bat cave at dusk", "Colonial architecture walk"],
          ["hotel_006", "hotel_006"]),
    _trip("trip_006", "Phnom Penh Colonial Luxury Escape", "ដំណើរកម្សាន្តប្រណិតនៅភ្នំពេញ", "金边殖民风情奢华之旅",
          "Phnom Penh", "luxury", "CITY", ["romantic", "stressed"], 3, 980, "easy",
          "A grand colonial hotel, private palace tours, fine Khmer dining and a private river cruise.",
          ["Private Royal Palace tour", "Chef's table of modern Khmer cuisine", "Private sunset cruise"],
          ["hotel_007", "hotel_007"], max_group=16),
    # BEACH
    _trip("trip_007", "Kep Crab & Sunset Getaway", "ក្តាមកែប និងថ្ងៃលិច", "白马螃蟹与日落之旅",
          "Kep", "budget", "BEACH", ["stressed", "romantic", "family"], 3, 159, "moderate",
          "Slow seaside days, pepper crab at the market and Rabbit Island by longtail boat.",
          ["Kep crab market", "Rabbit Island beach day", "Sunset at the Kep pier"],
          ["hotel_008", "hotel_008"]),
    _trip("trip_008", "Sihanoukville Otres Beach Break", "សម្រាកលំហែនៅឆ្នេរអូរត្រេះ ក្រុងព្រះសីហនុ", "西哈努克奥特斯海滩度假",
          "Sihanoukville", "standard", "BEACH", ["stressed", "family", "adventurous"], 4, 390, "moderate",
          "Quiet Otres Beach, snorkelling at Koh Ta Kiev and seafood barbecues on the sand.",
          ["Otres Beach", "Snorkelling at Koh Ta Kiev", "Ream National Park mangroves"],
          ["hotel_009", "hotel_009", "hotel_009"]),
    _trip("trip_009", "Kep Luxury Seaside Villas", "វីឡាប្រណិតមាត់សមុទ្រកែប", "白马奢华海滨别墅之旅",
          "Kep", "luxury", "BEACH", ["romantic", "stressed"], 4, 1150, "moderate",
          "Cliffside pool villas, private boat to the islands and a pepper-plantation lunch.",
          ["Pool villa with sea view", "Private boat to Koh Tonsay", "La Plantation pepper lunch"],
          ["hotel_010", "hotel_010", "hotel_010"], max_group=10),
    # ISLAND
    _trip("trip_010", "Koh Rong Backpacker Island Hop", "ដំណើរផ្សងព្រេងលើកោះរ៉ុង", "高龙岛背包客跳岛游",
          "Koh Rong", "budget", "ISLAND", ["adventurous", "stressed"], 3, 179, "challenging",
          "White sand, jungle trails to Long Set Beach and glowing plankton at night.",
          ["Jungle trek to Long Set Beach", "Night swim with bioluminescent plankton", "Snorkelling trip"],
          ["hotel_011", "hotel_011"]),
    _trip("trip_011", "Koh Rong Samloem Bioluminescence Escape", "កោះរ៉ុងសន្លឹម និងពន្លឺសមុទ្រពេលយប់", "高龙撒冷岛荧光海之旅",
          "Koh Rong", "standard", "ISLAND", ["romantic", "stressed", "curious"], 4, 460, "moderate",
          "Saracen Bay bungalows, kayaking and the calmest water in the Gulf of Thailand.",
          ["Saracen Bay", "Kayaking to Lazy Beach", "Plankton night kayak"],
          ["hotel_012", "hotel_012", "hotel_012"], max_group=20),
    _trip("trip_012", "Private Island Retreat, Koh Rong Archipelago", "ការសម្រាកប្រណិតលើកោះឯកជន", "高龙群岛私人岛屿度假",
          "Koh Rong", "luxury", "ISLAND", ["romantic", "stressed"], 5, 2400, "moderate",
          "Overwater villas on a private island, marine reserve dives and a private chef.",
          ["Overwater villa", "Marine reserve snorkelling", "Private beach dinner"],
          ["hotel_013", "hotel_013", "hotel_013", "hotel_013"], max_group=8),
    # MOUNTAIN
    _trip("trip_013", "Bokor Mountain & Kampot Pepper", "ភ្នំបូកគោ និងម្រេចកំពត", "波哥山与贡布胡椒之旅",
          "Kampot", "budget", "MOUNTAIN", ["curious", "family", "stressed"], 3, 149, "moderate",
          "Misty Bokor hill station, a pepper farm tour and fireflies on the Kampot river.",
          ["Bokor hill station ruins", "Kampot pepper farm", "Firefly river cruise"],
          ["hotel_014", "hotel_014"]),
    _trip("trip_014", "Mondulkiri Highlands & Waterfalls", "ខ្ពង់រាបមណ្ឌលគិរី និងទឹកធ្លាក់", "蒙多基里高原与瀑布之旅",
          "Mondulkiri", "standard", "MOUNTAIN", ["adventurous", "curious"], 4, 380, "moderate",
          "Rolling green hills, the two-tier Bou Sra waterfall and Bunong village coffee.",
          ["Bou Sra waterfall", "Sea of Trees viewpoint", "Bunong village visit"],
          ["hotel_015", "hotel_015", "hotel_015"]),
    _trip("trip_015", "Cardamom Mountains Eco-Lodge", "ការស្នាក់នៅបែបធម្មជាតិលើជួរភ្នំក្រវាញ", "豆蔻山脉生态度假之旅",
          "Koh Kong", "luxury", "MOUNTAIN", ["adventurous", "romantic", "stressed"], 4, 1350, "challenging",
          "A design eco-lodge high in the Cardamoms, ranger-led treks and river kayaking.",
          ["Ranger-led ridge trek", "Tatai river kayaking", "Stargazing deck"],
          ["hotel_016", "hotel_016", "hotel_016"], max_group=12),
    # FOREST
    _trip("trip_016", "Mondulkiri Elephant Forest Trek", "ដើរព្រៃជាមួយដំរីនៅមណ្ឌលគិរី", "蒙多基里大象森林徒步",
          "Mondulkiri", "budget", "FOREST", ["adventurous", "family", "curious"], 3, 199, "moderate",
          "Walk with rescued elephants in their forest sanctuary and sleep in jungle cabins.",
          ["Elephant sanctuary day", "Jungle cabin night", "Romanear waterfall swim"],
          ["hotel_017", "hotel_017"]),
    _trip("trip_017", "Ratanakiri Jungle & Crater Lake", "ព្រៃរតនគិរី និងបឹងយក់ឡោម", "腊塔纳基里丛林与火山湖之旅",
          "Ratanakiri", "standard", "FOREST", ["adventurous", "curious"], 4, 440, "challenging",
          "Swim in the perfectly round Yeak Loam crater lake and trek Virachey National Park.",
          ["Yeak Loam crater lake", "Virachey jungle trek", "Gem-mining villages"],
          ["hotel_018", "hotel_018", "hotel_018"]),
    _trip("trip_018", "Cardamom Rainforest Tented Camp", "ជំរំតង់ប្រណិតក្នុងព្រៃជួរភ្នំក្រវាញ", "豆蔻雨林奢华帐篷营地",
          "Koh Kong", "luxury", "FOREST", ["romantic", "adventurous", "stressed"], 3, 1490, "moderate",
          "Luxury tents on the Areng river, gibbon spotting at dawn and conservation walks.",
          ["Luxury riverside tent", "Dawn gibbon spotting", "Wildlife conservation walk"],
          ["hotel_019", "hotel_019"], max_group=10),
]

TRIPS_BY_ID: dict[str, T] = {t["id"]: t for t in TRIPS}
TIERS: tuple[str, ...] = ("budget", "standard", "luxury")

SUMMARY_FIELDS = ("id", "name", "name_kh", "name_zh", "region", "tier", "environment", "moods",
                  "duration_days", "price_usd", "tagline", "highlights", "difficulty")


def trip_name(trip: T, language: Language) -> str:
    return {"KH": trip["name_kh"], "ZH": trip["name_zh"]}.get(language, trip["name"]) or trip["name"]


def summary(trip: T, language: Language = "EN", departure_city: Optional[str] = None) -> T:
    """The RESULTS.md trip summary; ``name`` is in the request's language, EN kept in ``name_en``;
    ``getting_there`` from ``departure_city`` when given (as getTripSuggestions says it)."""
    data = {k: trip[k] for k in SUMMARY_FIELDS}
    data["moods"] = list(trip["moods"])
    data["highlights"] = tr_list(trip["highlights"], language)
    data["tagline"] = tr(trip["tagline"], language)
    data["region"] = tr(trip["region"], language)
    data["region_en"] = trip["region"]
    data["name"] = trip_name(trip, language)
    data["name_en"] = trip["name"]
    data["image_url"] = f"/static/images/{trip['id']}/1.svg"
    data["max_group"] = trip["max_group"]
    data["price_is"] = PRICE_IS  # price_usd: one adult's package price
    where = route(trip["id"])
    if where.destination != trip["region"]:  # the plainer place (Koh Rong Samloem, not Koh Rong)
        data["destination"] = tr(where.destination, language)
    # from which city the transfer is included, how and how long (getTripItinerary: the rest)
    time = pickup_time(trip["id"])
    data["getting_there"] = (
        departure_line(trip["id"], departure_city, time, language)
        if departure_city
        else transfer_line(trip["id"], time, language)
    )
    return data


def get_trip(trip_id: str) -> Optional[T]:
    return TRIPS_BY_ID.get(trip_id)
