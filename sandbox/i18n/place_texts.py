"""Places with their own climate (sandbox/data/weather.py) and what a forecast says about its place."""

from __future__ import annotations

OTHER_PLACE = "This forecast is for {place}, the nearest place with weather data to {asked}."
NO_DATA = "No weather data for {asked}: these are Cambodia's usual lowland figures, not that place's."

KH: dict[str, str] = {
    "Bokor Mountain": "ភ្នំបូកគោ",
    "Kirirom": "គិរីរម្យ",
    OTHER_PLACE: "ការព្យាករណ៍នេះសម្រាប់ {place} ជាកន្លែងជិតបំផុតដែលមានទិន្នន័យអាកាសធាតុ សម្រាប់ {asked}។",
    NO_DATA: "គ្មានទិន្នន័យអាកាសធាតុសម្រាប់ {asked}៖ នេះជាតួលេខធម្មតានៃតំបន់ទំនាបកម្ពុជា មិនមែនរបស់កន្លែងនោះទេ។",
}

ZH: dict[str, str] = {
    "Bokor Mountain": "波哥山",
    "Kirirom": "基里隆",
    OTHER_PLACE: "此预报针对{place}，即离{asked}最近、有天气数据的地方。",
    NO_DATA: "没有{asked}的天气数据：以下是柬埔寨低地的一般数据，并非该地的数据。",
}
