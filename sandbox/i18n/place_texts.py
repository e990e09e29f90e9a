"""Places with their own climate (sandbox/data/weather.py) and what a forecast says about its place."""

from __future__ import annotations

OTHER_PLACE = "This forecast is for {place}, the nearest place with weather data to {asked}."
# a pickup in the destination town at a place the booking names (relay 9: "at your hotel there"
# beside "the driver meets you at the airport")
PICKUP_LOCAL_AT = (
    "You join in {destination}: pickup at {pickup} around {local_time}, when the group arrives from {from_city}"
)
PICKUP_LOCAL_PRIVATE_AT = (
    "You start in {destination}: your driver and guide pick you up at {pickup} around {local_time}, "
    "when the programme begins"
)
# an airport in the destination town: met there before the group arrives, by the airport's road time (a meeting
# "at the airport when the group arrives", then an hour's drive, missed the start of the programme)
PICKUP_LOCAL_AIRPORT = (
    "You join in {destination}: the driver meets you in the arrivals hall at {pickup} ({iata}) around {airport_time} and "
    "drives you to {destination} (about {road} h), where the group arrives around {local_time} from {from_city}"
)
PICKUP_LOCAL_PRIVATE_AIRPORT = (
    "You start in {destination}: the driver meets you in the arrivals hall at {pickup} ({iata}) around {airport_time} and "
    "drives you to {destination} (about {road} h), where the programme begins around {local_time}"
)
# the route's pickup at the place the booking names (relay 57 req 28: "Pickup at your hotel in Phnom Penh"
# beside the booking's "Phnom Penh airport, arrivals"): a trip starting in its own town
LOCAL_AT = "Pickup at {pickup} ({by})"
# relay 9: a flight date in the pickup point stayed after the trip moved; returned before and after the booking,
# it names no tool (changePickup was named where only previewBooking could change the pickup)
DATED_PICKUP = (
    "The pickup point names a date ({pickup}): check it with the traveller against the trip's dates "
    "({start} to {end}); if it is out of date, change the pickup with the tool this stage offers for it."
)
# a pickup naming no place we know, read nowhere else ("ទួលគោក ផ្លូវ៣១៥" was read in the traveller's
# departure province): where it is, the operator confirms; never a guessed city
PLACE_NOT_RECOGNISED = (
    "{pickup} is not a place we know: the pickup is at the {city} time, and the operator confirms where it is."
)
# relay 6 / 8: a self-travel price on an island trip did not say what happens to the boat
BOAT_SELF_TRAVEL = (
    "Travelling yourselves: drive to the pier in {pier}; the boat to {destination} and back stays included "
    "in the price (the self-travel credit is for the road transfer only)."
)
# a group joining at the destination (relay 31: "shared minibus, pickup included" listed for a family
# driving to Kampot themselves): the transport it gets, and the ride it does not
JOINED_TRANSPORT = (
    "Transport with driver in {destination}, from and back to your meeting point there "
    "(the ride from {from_city} and back is not included)"
)
NO_DATA = "No weather data for {asked}: these are Cambodia's usual lowland figures, not that place's."

# an empty getPlaces (relay 49 req 2: beaches in Kampot read as "Kampot has no beach")
NONE_LISTED = (
    "Our catalogue lists no {category} in {region} (not proof there are none); it lists there: {held}. "
    "Nearest region with {category}: {nearest}."
)
NOTHING_LISTED = "Our catalogue lists nothing in {region}. Nearest region with {category}: {nearest}."
NONE_LISTED_ANYWHERE = "Our catalogue knows no region {region}. Regions with {category}: {regions}."
CATEGORY_WORDS: dict[str, dict[str, str]] = {
    "temples": {"EN": "temples", "KH": "ប្រាសាទ និងវត្ត", "ZH": "寺庙"},
    "beaches": {"EN": "beaches", "KH": "ឆ្នេរ", "ZH": "海滩"},
    "restaurants": {"EN": "restaurants", "KH": "ភោជនីយដ្ឋាន", "ZH": "餐厅"},
    "markets": {"EN": "markets", "KH": "ផ្សារ", "ZH": "市场"},
    "museums": {"EN": "museums", "KH": "សារមន្ទីរ", "ZH": "博物馆"},
    "nature": {"EN": "nature", "KH": "ធម្មជាតិ", "ZH": "自然景点"},
    "nightlife": {"EN": "nightlife", "KH": "ជីវិតពេលយប់", "ZH": "夜生活"},
}

KH: dict[str, str] = {
    NONE_LISTED: (
        "កាតាឡុករបស់យើងមិនមាន{category}នៅ{region}ទេ (មិនមែនមានន័យថាគ្មានទេ)៖ នៅទីនោះមាន៖ {held}។ "
        "តំបន់ជិតបំផុតដែលមាន{category}៖ {nearest}។"
    ),
    NOTHING_LISTED: "កាតាឡុករបស់យើងមិនមានអ្វីនៅ{region}ទេ។ តំបន់ជិតបំផុតដែលមាន{category}៖ {nearest}។",
    NONE_LISTED_ANYWHERE: "កាតាឡុករបស់យើងមិនស្គាល់តំបន់ {region} ទេ។ តំបន់ដែលមាន{category}៖ {regions}។",
    BOAT_SELF_TRAVEL: (
        "ធ្វើដំណើរដោយខ្លួនឯង៖ បើកបរទៅកំពង់ផែនៅ {pier}។ ទូកទៅ {destination} និងត្រឡប់មកវិញ នៅតែរួមក្នុងតម្លៃ "
        "(ការបញ្ចុះតម្លៃសម្រាប់ធ្វើដំណើរដោយខ្លួនឯង គឺសម្រាប់តែការដឹកតាមផ្លូវគោកប៉ុណ្ណោះ)។"
    ),
    PICKUP_LOCAL_AIRPORT: (
        "លោក/លោកស្រីចូលរួមនៅ{destination}៖ អ្នកបើកបរជួបលោក/លោកស្រីនៅសាលមកដល់នៃ {pickup} ({iata}) ប្រហែលម៉ោង {airport_time} "
        "ហើយដឹកលោក/លោកស្រីទៅ{destination} (ប្រហែល {road} ម៉ោង) ជាកន្លែងដែលក្រុមមកដល់ពី{from_city} ប្រហែលម៉ោង {local_time}"
    ),
    PICKUP_LOCAL_PRIVATE_AIRPORT: (
        "លោក/លោកស្រីចាប់ផ្តើមនៅ{destination}៖ អ្នកបើកបរជួបលោក/លោកស្រីនៅសាលមកដល់នៃ {pickup} ({iata}) ប្រហែលម៉ោង {airport_time} "
        "ហើយដឹកលោក/លោកស្រីទៅ{destination} (ប្រហែល {road} ម៉ោង) ជាកន្លែងដែលកម្មវិធីចាប់ផ្តើមប្រហែលម៉ោង {local_time}"
    ),
    PICKUP_LOCAL_AT: ("លោក/លោកស្រីចូលរួមនៅ{destination}៖ មកទទួលនៅ {pickup} ប្រហែលម៉ោង {local_time} ពេលក្រុមមកដល់ពី{from_city}"),
    LOCAL_AT: "មកទទួលនៅ {pickup} ({by})",
    PICKUP_LOCAL_PRIVATE_AT: (
        "លោក/លោកស្រីចាប់ផ្តើមនៅ{destination}៖ អ្នកបើកបរ និងមគ្គុទ្ទេសក៍មកទទួលនៅ {pickup} ប្រហែលម៉ោង {local_time} ពេលកម្មវិធីចាប់ផ្តើម"
    ),
    DATED_PICKUP: (
        "ទីកន្លែងទទួលមានកាលបរិច្ឆេទ ({pickup})៖ សូមពិនិត្យជាមួយភ្ញៀវធៀបនឹងថ្ងៃដំណើរ ({start} ដល់ {end}) "
        "ប្រសិនបើវាហួសសម័យ សូមប្តូរទីកន្លែងទទួលដោយឧបករណ៍ដែលដំណាក់កាលនេះផ្តល់ឲ្យ។"
    ),
    PLACE_NOT_RECOGNISED: ("{pickup} មិនមែនជាកន្លែងដែលយើងស្គាល់ទេ៖ ការមកទទួលតាមម៉ោងនៅ{city} ហើយប្រតិបត្តិករនឹងបញ្ជាក់ទីតាំង។"),
    JOINED_TRANSPORT: (
        "ការធ្វើដំណើរមានអ្នកបើកបរនៅ{destination} ពីចំណុចជួបរបស់លោក/លោកស្រីនៅទីនោះ និងត្រឡប់មកវិញ "
        "(ការធ្វើដំណើរពី{from_city} និងត្រឡប់ទៅវិញ មិនរួមបញ្ចូលទេ)"
    ),
    "Bokor Mountain": "ភ្នំបូកគោ",
    "Kirirom": "គិរីរម្យ",
    OTHER_PLACE: "ការព្យាករណ៍នេះសម្រាប់ {place} ជាកន្លែងជិតបំផុតដែលមានទិន្នន័យអាកាសធាតុ សម្រាប់ {asked}។",
    NO_DATA: "គ្មានទិន្នន័យអាកាសធាតុសម្រាប់ {asked}៖ នេះជាតួលេខធម្មតានៃតំបន់ទំនាបកម្ពុជា មិនមែនរបស់កន្លែងនោះទេ។",
}

ZH: dict[str, str] = {
    NONE_LISTED: "我们的目录未列出{region}的{category}（并不代表没有）；该地列有：{held}。最近有{category}的地区：{nearest}。",
    NOTHING_LISTED: "我们的目录未列出{region}的任何地点。最近有{category}的地区：{nearest}。",
    NONE_LISTED_ANYWHERE: "我们的目录中没有{region}这个地区。有{category}的地区：{regions}。",
    BOAT_SELF_TRAVEL: "自行前往：请自驾到{pier}的码头；往返{destination}的船仍包含在价格内（自行前往的减免只针对陆路接送）。",
    PICKUP_LOCAL_AIRPORT: (
        "您在{destination}加入：司机约 {airport_time} 在{pickup}（{iata}）到达大厅接您，送您到{destination}（车程约 {road} 小时），"
        "团队约 {local_time} 从{from_city}抵达那里"
    ),
    PICKUP_LOCAL_PRIVATE_AIRPORT: (
        "您在{destination}出发：司机约 {airport_time} 在{pickup}（{iata}）到达大厅接您，送您到{destination}（车程约 {road} 小时），"
        "行程约 {local_time} 在那里开始"
    ),
    PICKUP_LOCAL_AT: "您在{destination}加入：约 {local_time} 在{pickup}接您，届时团队从{from_city}抵达",
    LOCAL_AT: "在{pickup}接您（{by}）",
    PICKUP_LOCAL_PRIVATE_AT: "您在{destination}出发：司机和导游约 {local_time} 到{pickup}接您，行程由此开始",
    DATED_PICKUP: "接送地点写有日期（{pickup}）：请与旅客核对行程日期（{start} 至 {end}），如已过时，请用当前阶段提供的工具更改接送地点。",
    PLACE_NOT_RECOGNISED: "{pickup} 不是我们已知的地点：按{city}的时间接送，具体位置由运营方确认。",
    JOINED_TRANSPORT: "{destination}当地含司机的交通，从您在当地的会合点出发并送回该处（不含往返{from_city}的车程）",
    "Bokor Mountain": "波哥山",
    "Kirirom": "基里隆",
    OTHER_PLACE: "此预报针对{place}，即离{asked}最近、有天气数据的地方。",
    NO_DATA: "没有{asked}的天气数据：以下是柬埔寨低地的一般数据，并非该地的数据。",
}
