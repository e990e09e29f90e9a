"""Khmer and Chinese texts of a priced transport that replaces the route's own (sandbox/data/priced_transport.py)."""

from __future__ import annotations

KH: dict[str, str] = {
    "flight with airport transfers": "យន្តហោះ (រួមទាំងការដឹកជញ្ជូនទៅ និងពីព្រលានយន្តហោះ)",
    "boat": "ទូក",
    "public bus": "ឡានក្រុងសាធារណៈ",
    "tuk-tuk": "តុកតុក",
    "Return flights with airport transfers": "សំបុត្រយន្តហោះទៅមក និងការដឹកជញ្ជូនទៅ និងពីព្រលានយន្តហោះ",
    "Boat transfers": "ការដឹកជញ្ជូនតាមទូក",
    "Public bus tickets": "សំបុត្រឡានក្រុងសាធារណៈ",
    "Tuk-tuk transfers": "ការដឹកជញ្ជូនដោយតុកតុក",
    "Flight to {region}, with airport transfers": "ជិះយន្តហោះទៅ{region} (រួមទាំងការដឹកជញ្ជូនទៅព្រលានយន្តហោះ)",
    "Boat transfer to {region}": "ជិះទូកទៅ{region}",
    "Public bus transfer to {region}": "ជិះឡានក្រុងសាធារណៈទៅ{region}",
    "Tuk-tuk transfer to {region}": "ជិះតុកតុកទៅ{region}",
    "Transfer back by flight, with airport transfers": "ជិះយន្តហោះត្រឡប់មកវិញ (រួមទាំងការដឹកជញ្ជូនទៅព្រលានយន្តហោះ)",
    "Transfer back by boat": "ជិះទូកត្រឡប់មកវិញ",
    "Transfer back by public bus": "ជិះឡានក្រុងសាធារណៈត្រឡប់មកវិញ",
    "Transfer back by tuk-tuk": "ជិះតុកតុកត្រឡប់មកវិញ",
}

ZH: dict[str, str] = {
    "flight with airport transfers": "飞机（含机场接送）",
    "boat": "船",
    "public bus": "公共巴士",
    "tuk-tuk": "嘟嘟车",
    "Return flights with airport transfers": "往返机票及机场接送",
    "Boat transfers": "乘船接送",
    "Public bus tickets": "公共巴士车票",
    "Tuk-tuk transfers": "嘟嘟车接送",
    "Flight to {region}, with airport transfers": "乘飞机前往{region}（含机场接送）",
    "Boat transfer to {region}": "乘船前往{region}",
    "Public bus transfer to {region}": "乘公共巴士前往{region}",
    "Tuk-tuk transfer to {region}": "乘嘟嘟车前往{region}",
    "Transfer back by flight, with airport transfers": "乘飞机返回（含机场接送）",
    "Transfer back by boat": "乘船返回",
    "Transfer back by public bus": "乘公共巴士返回",
    "Transfer back by tuk-tuk": "乘嘟嘟车返回",
}
