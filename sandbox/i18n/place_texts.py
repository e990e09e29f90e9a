"""Places with their own climate (sandbox/data/weather.py) and what a forecast says about its place."""

from __future__ import annotations

OTHER_PLACE = "This forecast is for {place}, the nearest place with weather data to {asked}."
# a pickup in the destination town at a place the booking names (relay 9: "at your hotel there"
# beside "the driver meets you at the airport")
PICKUP_LOCAL_AT = (
    "You join in {destination}: pickup at {pickup} around {local_time}, when the group arrives from "
    "{from_city} (no long drive for you)"
)
PICKUP_LOCAL_PRIVATE_AT = (
    "You start in {destination}: your driver and guide pick you up at {pickup} around {local_time}, "
    "when the programme begins (no long drive for you)"
)
# relay 9: a flight date in the pickup point stayed after the trip moved
DATED_PICKUP = (
    "The pickup point names a date ({pickup}): check it with the traveller against the trip's dates "
    "({start} to {end}) and correct it with changePickup if it is out of date."
)
# relay 6 / 8: a self-travel price on an island trip did not say what happens to the boat
BOAT_SELF_TRAVEL = (
    "Travelling yourselves: drive to the pier in {pier}; the boat to {destination} and back stays included "
    "in the price (the self-travel credit is for the road transfer only)."
)
NO_DATA = "No weather data for {asked}: these are Cambodia's usual lowland figures, not that place's."

KH: dict[str, str] = {
    BOAT_SELF_TRAVEL: (
        "ធ្វើដំណើរដោយខ្លួនឯង៖ បើកបរទៅកំពង់ផែនៅ {pier}។ ទូកទៅ {destination} និងត្រឡប់មកវិញ នៅតែរួមក្នុងតម្លៃ "
        "(ការបញ្ចុះតម្លៃសម្រាប់ធ្វើដំណើរដោយខ្លួនឯង គឺសម្រាប់តែការដឹកតាមផ្លូវគោកប៉ុណ្ណោះ)។"
    ),
    PICKUP_LOCAL_AT: (
        "លោក/លោកស្រីចូលរួមនៅ{destination}៖ មកទទួលនៅ {pickup} ប្រហែលម៉ោង {local_time} "
        "ពេលក្រុមមកដល់ពី{from_city} (មិនចាំបាច់ធ្វើដំណើរឆ្ងាយទេ)"
    ),
    PICKUP_LOCAL_PRIVATE_AT: (
        "លោក/លោកស្រីចាប់ផ្តើមនៅ{destination}៖ អ្នកបើកបរ និងមគ្គុទ្ទេសក៍មកទទួលនៅ {pickup} "
        "ប្រហែលម៉ោង {local_time} ពេលកម្មវិធីចាប់ផ្តើម (មិនចាំបាច់ធ្វើដំណើរឆ្ងាយទេ)"
    ),
    DATED_PICKUP: (
        "ទីកន្លែងទទួលមានកាលបរិច្ឆេទ ({pickup})៖ សូមពិនិត្យជាមួយភ្ញៀវធៀបនឹងថ្ងៃដំណើរ ({start} ដល់ {end}) "
        "ហើយកែដោយ changePickup ប្រសិនបើវាហួសសម័យ។"
    ),
    "Bokor Mountain": "ភ្នំបូកគោ",
    "Kirirom": "គិរីរម្យ",
    OTHER_PLACE: "ការព្យាករណ៍នេះសម្រាប់ {place} ជាកន្លែងជិតបំផុតដែលមានទិន្នន័យអាកាសធាតុ សម្រាប់ {asked}។",
    NO_DATA: "គ្មានទិន្នន័យអាកាសធាតុសម្រាប់ {asked}៖ នេះជាតួលេខធម្មតានៃតំបន់ទំនាបកម្ពុជា មិនមែនរបស់កន្លែងនោះទេ។",
}

ZH: dict[str, str] = {
    BOAT_SELF_TRAVEL: "自行前往：请自驾到{pier}的码头；往返{destination}的船仍包含在价格内（自行前往的减免只针对陆路接送）。",
    PICKUP_LOCAL_AT: "您在{destination}加入：约 {local_time} 在{pickup}接您，届时团队从{from_city}抵达（您无需长途乘车）",
    PICKUP_LOCAL_PRIVATE_AT: "您在{destination}出发：司机和导游约 {local_time} 到{pickup}接您，行程由此开始（您无需长途乘车）",
    DATED_PICKUP: "接送地点写有日期（{pickup}）：请与旅客核对行程日期（{start} 至 {end}），如已过时请用 changePickup 更正。",
    "Bokor Mountain": "波哥山",
    "Kirirom": "基里隆",
    OTHER_PLACE: "此预报针对{place}，即离{asked}最近、有天气数据的地方。",
    NO_DATA: "没有{asked}的天气数据：以下是柬埔寨低地的一般数据，并非该地的数据。",
}
