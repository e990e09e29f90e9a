"""Khmer and Chinese for the texts of the trip as booked (sandbox/plan.py) and the practical facts
(sandbox/data/practical.py): day-1 pickups, added days, pickup, allergens, what to bring."""

from __future__ import annotations

# previewReschedule remove_day {"day": 1}: the reason and the change the sandbox does make (relay 31 req 33)
FIRST_DAY_STAYS = (
    "Day 1 is the start of the trip (the pickup and the ride out), so it cannot be removed. To start a day "
    "later, the trip can begin on {later} and drop one day from day 2 on (new_travel_date {later} with "
    "remove_day day 2 or later): it still ends on {end}, one day shorter."
)
# the same for a trip with no full day between its arrival and its departure: only the whole trip moves
FIRST_DAY_MOVE = (
    "Day 1 is the start of the trip (the pickup and the ride out), so it cannot be removed, and this trip has "
    "no full day to drop. To start a day later, the whole trip can move to {later} (new_travel_date {later}), "
    "ending on {end}."
)


KH: dict[str, str] = {
    FIRST_DAY_MOVE: "ថ្ងៃទី ១ ជាថ្ងៃចាប់ផ្ដើមដំណើរ (មកទទួល និងធ្វើដំណើរទៅ) ដូច្នេះមិនអាចដកចេញបានទេ ហើយដំណើរនេះគ្មានថ្ងៃពេញដែលអាចដកបានទេ។ "
    "ដើម្បីចាប់ផ្ដើមយឺតមួយថ្ងៃ ដំណើរទាំងមូលអាចប្ដូរទៅ {later} (new_travel_date {later}) ហើយបញ្ចប់នៅ {end}។",
    FIRST_DAY_STAYS: "ថ្ងៃទី ១ ជាថ្ងៃចាប់ផ្ដើមដំណើរ (មកទទួល និងធ្វើដំណើរទៅ) ដូច្នេះមិនអាចដកចេញបានទេ។ "
    "ដើម្បីចាប់ផ្ដើមយឺតមួយថ្ងៃ ដំណើរអាចចាប់ផ្ដើមនៅ {later} ហើយដកមួយថ្ងៃចាប់ពីថ្ងៃទី ២ ទៅ "
    "(new_travel_date {later} ជាមួយ remove_day ថ្ងៃទី ២ ឬក្រោយ)៖ ដំណើរនៅតែបញ្ចប់នៅ {end} ខ្លីជាងមួយថ្ងៃ។",
    "Pickup and transfer to Siem Reap": "មកទទួល និងដឹកទៅសៀមរាប",
    "Pickup and transfer to Battambang": "មកទទួល និងដឹកទៅបាត់ដំបង",
    "Pickup and transfer to the Sihanoukville pier": "មកទទួល និងដឹកទៅកំពង់ផែក្រុងព្រះសីហនុ",
    "Driver pickup and transfer to Banlung": "អ្នកបើកបរមកទទួល និងដឹកទៅបានលុង",
    "Drive yourselves to {region}": "បើកបរដោយខ្លួនឯងទៅ{region}",
    "Hotel upgrade: {nights} night(s)": "ដំឡើងកម្រិតសណ្ឋាគារ៖ {nights} យប់",
    "unknown: the operator confirms": "មិនទាន់ដឹង៖ ប្រតិបត្តិករនឹងបញ្ជាក់",
    "shellfish": "សត្វសំបកសមុទ្រ",
    "fish": "ត្រី",
    "fish sauce (fish)": "ទឹកត្រី (ត្រី)",
    "soy": "សណ្ដែកសៀង",
    "peanuts": "សណ្ដែកដី",
    "The driver meets you at {pickup} (the pickup point of the booking).": "អ្នកបើកបរនឹងជួបលោក/លោកស្រីនៅ {pickup} (ចំណុចមកទទួលនៃការកក់)។",
    "At {time} on day 1, at the pickup point you give when booking (e.g. your hotel in {city}).": "ម៉ោង {time} ថ្ងៃទី ១ នៅចំណុចមកទទួលដែលលោក/លោកស្រីផ្ដល់ពេលកក់ (ឧ. សណ្ឋាគាររបស់លោក/លោកស្រីនៅ{city})។",
    "You drive yourselves: meet the guide at the first hotel (check-in from 14:00).": "លោក/លោកស្រីបើកបរដោយខ្លួនឯង៖ ជួបមគ្គុទ្ទេសក៍នៅសណ្ឋាគារដំបូង (ចូលស្នាក់ពីម៉ោង ១៤:០០)។",
    "dry season (November to April)": "រដូវប្រាំង (វិច្ឆិកា ដល់ មេសា)",
    "wet season (May to October)": "រដូវវស្សា (ឧសភា ដល់ តុលា)",
    "Passport (and a copy); Cambodian citizens: national ID card": "លិខិតឆ្លងដែន (និងច្បាប់ចម្លង); ពលរដ្ឋខ្មែរ៖ អត្តសញ្ញាណប័ណ្ណសញ្ជាតិខ្មែរ",
    "Sun protection: hat and sunscreen": "ការពារកម្ដៅថ្ងៃ៖ មួក និងឡេការពារកម្ដៅថ្ងៃ",
    "Insect repellent": "ថ្នាំការពារសត្វល្អិត",
    "Cash in USD and riel": "សាច់ប្រាក់ជាដុល្លារ និងរៀល",
    "Clothes covering shoulders and knees for the temples": "សម្លៀកបំពាក់បិទស្មា និងជង្គង់សម្រាប់ប្រាសាទ",
    "Clothes covering shoulders and knees for pagodas and palaces": "សម្លៀកបំពាក់បិទស្មា និងជង្គង់សម្រាប់វត្តអារាម និងព្រះរាជវាំង",
    "Comfortable walking shoes": "ស្បែកជើងដើរស្រួល",
    "Swimwear": "សម្លៀកបំពាក់ហែលទឹក",
    "Reef-safe sunscreen": "ឡេការពារកម្ដៅថ្ងៃដែលមិនប៉ះពាល់ផ្កាថ្ម",
    "Sandals": "ស្បែកជើងផ្ទាត់",
    "A dry bag for the boat": "កាបូបការពារទឹកសម្រាប់ជិះទូក",
    "Enough cash: few ATMs on the islands": "សាច់ប្រាក់គ្រប់គ្រាន់៖ នៅលើកោះមានម៉ាស៊ីន ATM តិច",
    "A warm layer for cool evenings": "អាវក្រាស់សម្រាប់ពេលល្ងាចត្រជាក់",
    "Hiking shoes": "ស្បែកជើងដើរភ្នំ",
    "Long trousers and long sleeves against insects": "ខោវែង និងអាវដៃវែងការពារសត្វល្អិត",
    "A refillable water bottle (2 litres a day in the heat)": "ដបទឹកអាចចាក់បំពេញបាន (២ លីត្រក្នុងមួយថ្ងៃពេលក្ដៅ)",
    "A light rain jacket": "អាវភ្លៀងស្រាល",
    "Quick-drying clothes": "សម្លៀកបំពាក់ឆាប់ស្ងួត",
    "At sunrise": "ពេលថ្ងៃរះ",
    "In the evening": "ពេលល្ងាច",
    "In the afternoon, after the day's visits and before its sunset or evening": "ពេលរសៀល បន្ទាប់ពីកម្មវិធីផ្សេងទៀតនៃថ្ងៃនោះ និងមុនពេលថ្ងៃលិច ឬកម្មវិធីពេលល្ងាច",
    "From the day's start: it is the day's visit": "ចាប់ពីម៉ោងចាប់ផ្តើមនៃថ្ងៃ៖ វាជាកម្មវិធីនៃថ្ងៃនោះ",
    "At lunchtime: it is the day's lunch": "ពេលថ្ងៃត្រង់៖ វាជាអាហារថ្ងៃត្រង់នៃថ្ងៃនោះ",
}


ZH: dict[str, str] = {
    FIRST_DAY_MOVE: "第 1 天是行程的开始（接送和出发），因此不能取消，而且此行程没有可取消的整天。若想晚一天出发，"
    "整个行程可改到 {later}（new_travel_date {later}），于 {end} 结束。",
    FIRST_DAY_STAYS: "第 1 天是行程的开始（接送和出发），因此不能取消。若想晚一天出发，行程可改为 {later} "
    "开始，并从第 2 天起取消一天（new_travel_date {later}，remove_day 第 2 天或之后）：仍于 {end} 结束，少一天。",
    "Pickup and transfer to Siem Reap": "接送前往暹粒",
    "Pickup and transfer to Battambang": "接送前往马德望",
    "Pickup and transfer to the Sihanoukville pier": "接送前往西哈努克港码头",
    "Driver pickup and transfer to Banlung": "司机接送前往班隆",
    "Drive yourselves to {region}": "自驾前往{region}",
    "Hotel upgrade: {nights} night(s)": "酒店升级：{nights} 晚",
    "unknown: the operator confirms": "未知：由运营方确认",
    "shellfish": "贝类/甲壳类",
    "fish": "鱼",
    "fish sauce (fish)": "鱼露（鱼）",
    "soy": "大豆",
    "peanuts": "花生",
    "The driver meets you at {pickup} (the pickup point of the booking).": "司机在{pickup}与您会合（预订中的接送地点）。",
    "At {time} on day 1, at the pickup point you give when booking (e.g. your hotel in {city}).": "第 1 天 {time}，在您预订时提供的接送地点（例如您在{city}的酒店）。",
    "You drive yourselves: meet the guide at the first hotel (check-in from 14:00).": "自驾：在第一家酒店与导游会合（14:00 起可入住）。",
    "dry season (November to April)": "旱季（11 月至 4 月）",
    "wet season (May to October)": "雨季（5 月至 10 月）",
    "Passport (and a copy); Cambodian citizens: national ID card": "护照（及复印件）；柬埔寨公民：身份证",
    "Sun protection: hat and sunscreen": "防晒：帽子和防晒霜",
    "Insect repellent": "驱蚊液",
    "Cash in USD and riel": "美元和瑞尔现金",
    "Clothes covering shoulders and knees for the temples": "参观寺庙须遮住肩膀和膝盖的衣物",
    "Clothes covering shoulders and knees for pagodas and palaces": "参观寺院和宫殿须遮住肩膀和膝盖的衣物",
    "Comfortable walking shoes": "舒适的步行鞋",
    "Swimwear": "泳衣",
    "Reef-safe sunscreen": "对珊瑚礁无害的防晒霜",
    "Sandals": "凉鞋",
    "A dry bag for the boat": "乘船用的防水袋",
    "Enough cash: few ATMs on the islands": "足够的现金：岛上取款机很少",
    "A warm layer for cool evenings": "傍晚转凉时的保暖衣物",
    "Hiking shoes": "徒步鞋",
    "Long trousers and long sleeves against insects": "防虫的长裤和长袖",
    "A refillable water bottle (2 litres a day in the heat)": "可续装的水瓶（炎热时每天 2 升）",
    "A light rain jacket": "轻便雨衣",
    "Quick-drying clothes": "速干衣物",
    "At sunrise": "日出时",
    "In the evening": "傍晚",
    "In the afternoon, after the day's visits and before its sunset or evening": "下午，在当天其他行程之后、日落或晚间安排之前",
    "From the day's start: it is the day's visit": "从当天出发时间开始：即当天的行程",
    "At lunchtime: it is the day's lunch": "午餐时间：即当天的午餐",
}
