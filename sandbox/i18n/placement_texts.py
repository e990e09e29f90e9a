"""Khmer and Chinese for why an added activity is on its day (sandbox/day_choice.py) and why a day cannot hold
one (sandbox/day_room.py ``why_not``, sandbox/day_out.py)."""

from __future__ import annotations

# why an add-on is on its day (sandbox/day_choice.py)
ASKED = "Day {day} is the day asked for."
KEPT = "Day {day} is the day it already had before the plan's days changed."
MOVED = "Day {asked} was asked for but cannot hold it ({why}); day {day} is the nearest day that can."
FREE = "No day was asked: day {day} is a free day of the plan."
PLACE = "No day was asked: day {day} already visits the place it names."
FREEST = (
    "No day was asked: day {day} has the most free time of the days between arrival and departure with room for it."
)
END = "No day was asked and no day between arrival and departure has room for it: day {day} has."
NOT_ON = "Not day {day}: {why}."

# why a day cannot hold an add-on (sandbox/day_room.py why_not)
DAY_OUT = "it is a day out ({activity}): the group is away from the morning until the afternoon"  # day_out.py
ARRIVES = "the group only arrives around {time}"
# the leaving time, not the drop-off (the itinerary's, when the group is back: run 59 req 12 read 13:00 beside
# "drop-off about 13:30" as two times for one end)
LEAVES = (
    "the group leaves for the ride home at {time} (the itinerary's drop-off time is when it is back), before it "
    "would end"
)
SUNSET_TAKEN = "it already has its sunset or sunrise"
NO_EVENING = "the group leaves that day before the evening"
EVENING_TAKEN = "its evening is taken"
MORNING_TAKEN = "its morning is taken"
TIME_FULL = "its time is full"
RIDE_HOME = "the ride home leaves before it would end"
NO_LUNCH = "the group is not there at lunchtime"
SUNRISE_MOBILITY = "it starts at 05:00 for the sunrise (mobility need)"
HARD_MOBILITY = "it would be hard on foot (mobility need)"

KH: dict[str, str] = {
    ASKED: "ថ្ងៃទី {day} គឺជាថ្ងៃដែលបានស្នើសុំ។",
    KEPT: "ថ្ងៃទី {day} គឺជាថ្ងៃដែលសកម្មភាពនេះមានរួចហើយ មុនពេលថ្ងៃនៃដំណើរត្រូវបានផ្លាស់ប្ដូរ។",
    MOVED: "ថ្ងៃទី {asked} ត្រូវបានស្នើសុំ ប៉ុន្តែមិនអាចដាក់បានទេ ({why}); ថ្ងៃទី {day} ជាថ្ងៃជិតបំផុតដែលអាចដាក់បាន។",
    FREE: "មិនបានស្នើសុំថ្ងៃណាទេ៖ ថ្ងៃទី {day} ជាថ្ងៃទំនេររបស់ដំណើរ។",
    PLACE: "មិនបានស្នើសុំថ្ងៃណាទេ៖ ថ្ងៃទី {day} ទៅទស្សនាកន្លែងដែលសកម្មភាពនេះដាក់ឈ្មោះរួចហើយ។",
    FREEST: "មិនបានស្នើសុំថ្ងៃណាទេ៖ ថ្ងៃទី {day} មានពេលទំនេរច្រើនជាងគេ ក្នុងចំណោមថ្ងៃរវាងថ្ងៃមកដល់ និងថ្ងៃចាកចេញ ដែលអាចដាក់វាបាន។",
    END: "មិនបានស្នើសុំថ្ងៃណាទេ ហើយគ្មានថ្ងៃណារវាងថ្ងៃមកដល់ និងថ្ងៃចាកចេញមានពេលសម្រាប់វាទេ៖ ថ្ងៃទី {day} មាន។",
    NOT_ON: "មិនមែនថ្ងៃទី {day} ទេ៖ {why}។",
    DAY_OUT: "ជាថ្ងៃចេញដំណើរឆ្ងាយ ({activity})៖ ក្រុមនៅឆ្ងាយពីពេលព្រឹករហូតដល់ពេលរសៀល",
    ARRIVES: "ក្រុមទើបតែមកដល់ប្រហែលម៉ោង {time}",
    LEAVES: "ក្រុមចេញធ្វើដំណើរត្រឡប់នៅម៉ោង {time} (ម៉ោងជូនដល់ក្នុងកម្មវិធីគឺជាពេលមកដល់វិញ) មុនពេលសកម្មភាពនេះបញ្ចប់",
    SUNSET_TAKEN: "ថ្ងៃនោះមានការមើលថ្ងៃលិច ឬថ្ងៃរះរួចហើយ",
    NO_EVENING: "ក្រុមចាកចេញនៅថ្ងៃនោះមុនពេលល្ងាច",
    EVENING_TAKEN: "ពេលល្ងាចរបស់ថ្ងៃនោះមានកម្មវិធីរួចហើយ",
    MORNING_TAKEN: "ពេលព្រឹករបស់ថ្ងៃនោះមានកម្មវិធីរួចហើយ",
    TIME_FULL: "ពេលវេលារបស់ថ្ងៃនោះពេញហើយ",
    RIDE_HOME: "ការធ្វើដំណើរត្រឡប់ចេញមុនពេលសកម្មភាពនេះបញ្ចប់",
    NO_LUNCH: "ក្រុមមិននៅទីនោះពេលថ្ងៃត្រង់ទេ",
    SUNRISE_MOBILITY: "ថ្ងៃនោះចាប់ផ្ដើមម៉ោង ០៥:០០ ដើម្បីមើលថ្ងៃរះ (តម្រូវការចល័ត)",
    HARD_MOBILITY: "វានឹងពិបាកដើរ (តម្រូវការចល័ត)",
}

ZH: dict[str, str] = {
    ASKED: "第 {day} 天是所要求的日子。",
    KEPT: "第 {day} 天是行程天数调整前它原本所在的日子。",
    MOVED: "要求的第 {asked} 天安排不下（{why}）；第 {day} 天是最近的可以安排的日子。",
    FREE: "未指定日子：第 {day} 天是行程中的自由日。",
    PLACE: "未指定日子：第 {day} 天已经前往该活动所在的地点。",
    FREEST: "未指定日子：在抵达日与返程日之间可以安排的日子中，第 {day} 天空闲时间最多。",
    END: "未指定日子，且抵达日与返程日之间没有可以安排的日子：第 {day} 天可以。",
    NOT_ON: "不在第 {day} 天：{why}。",
    DAY_OUT: "这是外出一整天的日子（{activity}）：团队从早上到下午都在外面",
    ARRIVES: "团队约 {time} 才到达",
    LEAVES: "团队于 {time} 出发返程（行程中的送达时间是到达时间），早于活动结束",
    SUNSET_TAKEN: "当天已有日落或日出安排",
    NO_EVENING: "团队当天傍晚前离开",
    EVENING_TAKEN: "当天晚上已有安排",
    MORNING_TAKEN: "当天上午已有安排",
    TIME_FULL: "当天时间已排满",
    RIDE_HOME: "返程在活动结束前出发",
    NO_LUNCH: "午餐时间团队不在那里",
    SUNRISE_MOBILITY: "当天为看日出 05:00 出发（行动需求）",
    HARD_MOBILITY: "步行会很吃力（行动需求）",
}
