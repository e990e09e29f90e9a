"""Discovery never asks the same question twice (issue 39): an answer it cannot use is taken as
"no preference" and the field gets a stated default ("I'll go with 3 days for now — tell me any
time to change it"), so whatever the traveller answers, trip cards come after at most one question
per field.

``default_for(field, facts)`` is the value assumed; ``assumed_line(field, value, lang)`` the
sentence that says so. The mood follows the kind of place and the place follows the mood when
only one of them is known (a beach is a relaxing trip, a cultural trip goes to the temples).
"""

from __future__ import annotations

from typing import Any, Optional

# When the traveller never says which kind of trip, the place decides, and the other way round.
MOOD_BY_ENVIRONMENT = {
    "BEACH": "stressed",
    "ISLAND": "stressed",
    "MOUNTAIN": "adventurous",
    "FOREST": "adventurous",
    "TEMPLE": "curious",
    "CITY": "curious",
}
ENVIRONMENT_BY_MOOD = {
    "stressed": "BEACH",
    "romantic": "BEACH",
    "family": "BEACH",
    "adventurous": "FOREST",
    "curious": "TEMPLE",
}
DEFAULT_DAYS = 3
DEFAULT_PEOPLE = 2
DEFAULT_CITY = "Phnom Penh"
ANY_BUDGET = (0.0, 5000.0)  # per person: no fixed budget, every price tier

MOOD_LABELS = {
    "stressed": {"EN": "a relaxing trip", "KH": "ដំណើរសម្រាកលំហែ", "ZH": "放松型的旅行"},
    "adventurous": {"EN": "an adventurous trip", "KH": "ដំណើរផ្សងព្រេង", "ZH": "冒险型的旅行"},
    "romantic": {"EN": "a romantic trip", "KH": "ដំណើររ៉ូមែនទិក", "ZH": "浪漫型的旅行"},
    "curious": {"EN": "a cultural trip", "KH": "ដំណើរស្វែងយល់វប្បធម៌", "ZH": "文化探索型的旅行"},
    "family": {"EN": "a family trip", "KH": "ដំណើរកម្សាន្តជាមួយគ្រួសារ", "ZH": "家庭出游"},
}
PLACE_LABELS = {
    "BEACH": {"EN": "the beach", "KH": "ឆ្នេរសមុទ្រ", "ZH": "海边"},
    "TEMPLE": {"EN": "the temples", "KH": "ប្រាសាទ", "ZH": "寺庙古迹"},
    "ISLAND": {"EN": "an island", "KH": "កោះ", "ZH": "海岛"},
    "MOUNTAIN": {"EN": "the mountains", "KH": "ភ្នំ", "ZH": "山区"},
    "FOREST": {"EN": "forest and nature", "KH": "ព្រៃឈើ និងធម្មជាតិ", "ZH": "森林和大自然"},
    "CITY": {"EN": "the city", "KH": "ទីក្រុង", "ZH": "城市"},
}
_VALUE = {
    "duration_days": {"EN": "{v} days", "KH": "{v} ថ្ងៃ", "ZH": "{v}天"},
    "people_count": {"EN": "{v} travellers", "KH": "{v} នាក់", "ZH": "{v}位出行"},
    "budget": {
        "EN": "no fixed budget (every price range)",
        "KH": "គ្មានថវិកាកំណត់ (គ្រប់កម្រិតតម្លៃ)",
        "ZH": "不限预算（各个价位）",
    },
    "departure_city": {"EN": "leaving from {v}", "KH": "ចេញដំណើរពី{v}", "ZH": "从{v}出发"},
}
_CITY_NAMES = {"Phnom Penh": {"KH": "ភ្នំពេញ", "ZH": "金边"}}
ASSUMED = {
    "EN": "I'll go with {value} for now — tell me any time to change it.",
    "KH": "ខ្ញុំនឹងយក {value} សិន — ប្រាប់ខ្ញុំពេលណាក៏បាន ដើម្បីប្តូរ។",
    "ZH": "我先按{value}来安排——随时告诉我就可以更改。",
}

MOOD_NOTE = {
    "EN": "You didn't say which kind of trip, so I planned {mood} — tell me if you'd prefer another.",
    "KH": "អ្នកមិនបានប្រាប់ពីប្រភេទដំណើរទេ ដូច្នេះខ្ញុំរៀបចំ{mood} — ប្រាប់ខ្ញុំប្រសិនបើអ្នកចង់បានបែបផ្សេង។",
    "ZH": "您没有说想要哪种旅行，所以我按{mood}来安排——如果想换一种请告诉我。",
}


def default_for(field: str, mood: Optional[str], environment: Optional[str]) -> Any:
    """The value assumed for ``field`` when its question got no usable answer."""
    if field == "mood":
        return MOOD_BY_ENVIRONMENT.get(environment or "", "stressed")
    if field == "environment":
        return ENVIRONMENT_BY_MOOD.get(mood or "", "BEACH")
    return {
        "duration_days": DEFAULT_DAYS,
        "people_count": DEFAULT_PEOPLE,
        "budget": ANY_BUDGET,
        "departure_city": DEFAULT_CITY,
    }[field]


def value_label(field: str, value: Any, lang: str) -> str:
    """``value`` of ``field`` as the traveller reads it in ``lang``."""
    if field in ("mood", "environment"):
        labels = (MOOD_LABELS if field == "mood" else PLACE_LABELS).get(str(value), {})
        return labels.get(lang) or labels.get("EN") or str(value)
    if field == "departure_city":
        value = _CITY_NAMES.get(str(value), {}).get(lang, value)
    table = _VALUE[field]
    return (table.get(lang) or table["EN"]).format(v=value)


def assumed_line(fields: dict[str, Any], lang: str) -> str:
    """One sentence per assumed field, in asking order ("" when none)."""
    template = ASSUMED.get(lang) or ASSUMED["EN"]
    return "\n".join(template.format(value=value_label(name, value, lang)) for name, value in fields.items())
