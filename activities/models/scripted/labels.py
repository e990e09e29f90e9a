"""Words for the session's coded values (mood, environment) in the traveller's language."""

from __future__ import annotations

LABELS: dict[str, dict[str, str]] = {
    "stressed": {"EN": "relaxing", "KH": "សម្រាកលំហែ", "ZH": "放松"},
    "adventurous": {"EN": "adventurous", "KH": "ផ្សងព្រេង", "ZH": "冒险"},
    "romantic": {"EN": "romantic", "KH": "រ៉ូមែនទិក", "ZH": "浪漫"},
    "curious": {"EN": "cultural", "KH": "វប្បធម៌", "ZH": "文化"},
    "family": {"EN": "family", "KH": "គ្រួសារ", "ZH": "家庭"},
    "BEACH": {"EN": "beach", "KH": "ឆ្នេរសមុទ្រ", "ZH": "海滩"},
    "ISLAND": {"EN": "islands", "KH": "កោះ", "ZH": "海岛"},
    "MOUNTAIN": {"EN": "mountains", "KH": "ភ្នំ", "ZH": "山区"},
    "FOREST": {"EN": "forest", "KH": "ព្រៃឈើ", "ZH": "森林"},
    "TEMPLE": {"EN": "temples", "KH": "ប្រាសាទ", "ZH": "寺庙"},
    "CITY": {"EN": "city", "KH": "ទីក្រុង", "ZH": "城市"},
}


def label(value: object, lang: str) -> str:
    table = LABELS.get(str(value)) or LABELS.get(str(value).upper()) or {}
    return table.get(lang) or table.get("EN") or str(value)
