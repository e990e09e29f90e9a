"""The extra transfer leg from a town off a trip's route (sandbox/data/leg_words.py), in Khmer and Chinese."""

from __future__ import annotations

# the leg is inside the price shown beside it (sandbox/totals.py): said as included, never as an extra to pay
LEG_LINE = (
    "From {town}: a private transfer, about {hours} h by road each way to {start}, included in the price: "
    "{price} USD per adult there and back (children by their band); {when}"
)
# the leg per end (sandbox/data/leg_words.py): one way, and as a booking's (in its price, never owed)
LEG_LINE_ONE_WAY = (
    "From {town}: a private transfer, about {hours} h by road to {start}, one way, included in the price: {price} "
    "USD per adult (children by their band); {when}"
)
LEG_LINE_BOOKED = (
    "From {town}: a private transfer, about {hours} h by road each way to {start} and back, included in the "
    "booking's price; {when}"
)
LEG_LINE_BOOKED_ONE_WAY = (
    "From {town}: a private transfer, about {hours} h by road to {start}, one way, included in the booking's "
    "price; {when}"
)
LEG_DROP = (
    "{text}: a private transfer from {start}, about {hours} h by road, included in the price: {price} USD per adult"
)
LEG_DROP_BOOKED = "{text}: a private transfer from {start}, about {hours} h by road, included in the booking's price"
LEG_PICKUP = "pickup in {town} around {leg_time}, {hours} h before the group's {time} pickup in {start}"
LEG_EVENING = (
    "it runs the evening before: pickup in {town} around {leg_time} the day before day 1, in {start} that "
    "evening for the group's {time} pickup (that night's stay is not included)"
)
# a leg to the destination (sandbox/data/join_points.py): it meets the group as it arrives there, the
# package without the group's transfer from the start
LEG_MEET = (
    "pickup in {town} around {leg_time}, at the group's hotel in {start} around {time} as it arrives (the price "
    "leaves out the group's transfer there)"
)
LEG_MEET_EVENING = (
    "it runs the evening before: pickup in {town} around {leg_time} the day before day 1, in {start} that evening "
    "to meet the group as it arrives around {time} (that night's stay is not included; the price leaves out the "
    "group's transfer there)"
)
# a town on the route's road: the group picks up there (sandbox/data/on_the_way.py), no leg
WAY_LINE = (
    "From {town}: the group passes through on its way from {from_city}: pickup in {town} around {way_time}, "
    "then about {hours} h by {by} to {destination} each way (the trip's price, no extra transfer)"
)
# a pickup farther than the leg reaches (sandbox/pickup_price.py)
LEG_TOO_FAR = "about {hours} h by road from {start}, more than the {reach} h an extra transfer reaches"
LEG_NO_ROAD = "no road transfer we know reaches {start} from there"

KH: dict[str, str] = {
    WAY_LINE: (
        "ពី{town}៖ ក្រុមឆ្លងកាត់{town} តាមផ្លូវពី{from_city}៖ មកទទួលនៅ{town} ប្រហែលម៉ោង {way_time} បន្ទាប់មកប្រហែល "
        "{hours} ម៉ោងដោយ{by} ទៅ{destination} ម្ដងៗ (តម្លៃដំណើរកម្សាន្ត គ្មានការដឹកជញ្ជូនបន្ថែម)"
    ),
    LEG_LINE_ONE_WAY: (
        "ពី{town}៖ ការដឹកជញ្ជូនឯកជន ប្រហែល {hours} ម៉ោងតាមផ្លូវគោក ទៅ{start} ជើងទៅតែម្ដង "
        "រួមបញ្ចូលក្នុងតម្លៃរួចហើយ៖ {price} ដុល្លារ ក្នុងមនុស្សពេញវ័យម្នាក់ (កុមារតាមកម្រិតតម្លៃរបស់ខ្លួន)៖ {when}"
    ),
    LEG_LINE_BOOKED: (
        "ពី{town}៖ ការដឹកជញ្ជូនឯកជន ប្រហែល {hours} ម៉ោងតាមផ្លូវគោកម្ដងៗ ទៅ{start} ទៅមក រួមក្នុងតម្លៃការកក់រួចហើយ៖ {when}"
    ),
    LEG_LINE_BOOKED_ONE_WAY: (
        "ពី{town}៖ ការដឹកជញ្ជូនឯកជន ប្រហែល {hours} ម៉ោងតាមផ្លូវគោក ទៅ{start} ជើងទៅតែម្ដង រួមក្នុងតម្លៃការកក់រួចហើយ៖ {when}"
    ),
    LEG_DROP: "{text}៖ ការដឹកជញ្ជូនឯកជនពី{start} ប្រហែល {hours} ម៉ោងតាមផ្លូវគោក រួមបញ្ចូលក្នុងតម្លៃរួចហើយ៖ {price} ដុល្លារ ក្នុងមនុស្សពេញវ័យម្នាក់",
    LEG_DROP_BOOKED: "{text}៖ ការដឹកជញ្ជូនឯកជនពី{start} ប្រហែល {hours} ម៉ោងតាមផ្លូវគោក រួមក្នុងតម្លៃការកក់រួចហើយ",
    LEG_LINE: (
        "ពី{town}៖ ការដឹកជញ្ជូនឯកជន ប្រហែល {hours} ម៉ោងតាមផ្លូវគោកម្ដងៗ ទៅ{start} រួមបញ្ចូលក្នុងតម្លៃរួចហើយ៖ "
        "{price} ដុល្លារ ក្នុងមនុស្សពេញវ័យម្នាក់ ទៅមក (កុមារតាមកម្រិតតម្លៃរបស់ខ្លួន)៖ {when}"
    ),
    LEG_PICKUP: "មកទទួលនៅ{town} ប្រហែលម៉ោង {leg_time} គឺ {hours} ម៉ោងមុនការមកទទួលក្រុមម៉ោង {time} នៅ{start}",
    LEG_EVENING: (
        "ធ្វើដំណើរនៅល្ងាចមុន៖ មកទទួលនៅ{town} ប្រហែលម៉ោង {leg_time} ថ្ងៃមុនថ្ងៃទី ១ ដល់{start}នៅល្ងាចនោះ "
        "សម្រាប់ការមកទទួលក្រុមម៉ោង {time} (ការស្នាក់នៅយប់នោះមិនរួមបញ្ចូលទេ)"
    ),
    LEG_MEET: (
        "មកទទួលនៅ{town} ប្រហែលម៉ោង {leg_time} ទៅសណ្ឋាគាររបស់ក្រុមនៅ{start} ប្រហែលម៉ោង {time} ពេលក្រុមមកដល់ "
        "(តម្លៃមិនរួមការដឹកជញ្ជូនរបស់ក្រុមទៅទីនោះទេ)"
    ),
    LEG_MEET_EVENING: (
        "ធ្វើដំណើរនៅល្ងាចមុន៖ មកទទួលនៅ{town} ប្រហែលម៉ោង {leg_time} ថ្ងៃមុនថ្ងៃទី ១ ដល់{start}នៅល្ងាចនោះ "
        "ដើម្បីជួបក្រុមពេលមកដល់ប្រហែលម៉ោង {time} (ការស្នាក់នៅយប់នោះមិនរួមបញ្ចូលទេ តម្លៃមិនរួមការដឹកជញ្ជូនរបស់ក្រុមទៅទីនោះទេ)"
    ),
}

ZH: dict[str, str] = {
    WAY_LINE: "从{town}出发：团队从{from_city}出发途经{town}：约 {way_time} 在{town}接您，之后乘{by}单程约 {hours} 小时到{destination}（按行程价格，无额外接送）",
    LEG_LINE_ONE_WAY: "从{town}出发：私人专车，约 {hours} 小时车程到{start}，单程，已含在价格中：每位成人 {price} 美元（儿童按其价格档）；{when}",
    LEG_LINE_BOOKED: "从{town}出发：私人专车，单程约 {hours} 小时车程到{start}，往返，已含在预订价格中；{when}",
    LEG_LINE_BOOKED_ONE_WAY: "从{town}出发：私人专车，约 {hours} 小时车程到{start}，单程，已含在预订价格中；{when}",
    LEG_DROP: "{text}：从{start}出发的私人专车，约 {hours} 小时车程，已含在价格中：每位成人 {price} 美元",
    LEG_DROP_BOOKED: "{text}：从{start}出发的私人专车，约 {hours} 小时车程，已含在预订价格中",
    LEG_LINE: "从{town}出发：私人专车，单程约 {hours} 小时车程到{start}，已含在价格中：往返每位成人 {price} 美元（儿童按其价格档）；{when}",
    LEG_PICKUP: "约 {leg_time} 在{town}接您，比团队在{start} {time} 的接送早 {hours} 小时",
    LEG_EVENING: "需前一晚出发：第 1 天前一天约 {leg_time} 在{town}接您，当晚抵达{start}，赶上团队 {time} 的接送（当晚住宿不含）",
    LEG_MEET: "约 {leg_time} 在{town}接您，约 {time} 团队抵达时到{start}的团队酒店与团队会合（价格不含团队到那里的接送）",
    LEG_MEET_EVENING: "需前一晚出发：第 1 天前一天约 {leg_time} 在{town}接您，当晚抵达{start}，约 {time} 团队抵达时会合（当晚住宿不含；价格不含团队到那里的接送）",
}
