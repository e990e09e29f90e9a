"""Khmer and Chinese for how the group gets there (sandbox/data/getting_there.py) and how hard each
day is on foot (sandbox/data/effort.py)."""

from __future__ import annotations

# changePickup's word on where the trip ends (sandbox/routes/aftercare.py)
DROP_OFF_MOVED = "The drop-off moves as asked."
DROP_OFF_STAYS = "The drop-off stays where it was; only the pickup moved (name a drop-off to move it)."

KH: dict[str, str] = {
    # a group that drives itself (sandbox/data/priced_transport.py)
    "Your own group in your own vehicle: you drive yourselves, with a guide on tour days": (
        "ក្រុមរបស់លោក/លោកស្រីផ្ទាល់ ក្នុងយានជំនិះរបស់លោក/លោកស្រីផ្ទាល់៖ លោក/លោកស្រីបើកបរដោយខ្លួនឯង ជាមួយមគ្គុទ្ទេសក៍នៅថ្ងៃទស្សនា"
    ),
    "Your own group in your own vehicle: you drive yourselves, with your own licensed guide": (
        "ក្រុមរបស់លោក/លោកស្រីផ្ទាល់ ក្នុងយានជំនិះរបស់លោក/លោកស្រីផ្ទាល់៖ លោក/លោកស្រីបើកបរដោយខ្លួនឯង ជាមួយមគ្គុទ្ទេសក៍មានអាជ្ញាប័ណ្ណផ្ទាល់ខ្លួន"
    ),
    "Your own group in your own vehicle: you drive yourselves, with your own expert guide": (
        "ក្រុមរបស់លោក/លោកស្រីផ្ទាល់ ក្នុងយានជំនិះរបស់លោក/លោកស្រីផ្ទាល់៖ លោក/លោកស្រីបើកបរដោយខ្លួនឯង ជាមួយមគ្គុទ្ទេសក៍ជំនាញផ្ទាល់ខ្លួន"
    ),
    "Not included: you drive yourselves to the trip and between the sights.": (
        "មិនរួមបញ្ចូល៖ លោក/លោកស្រីបើកបរដោយខ្លួនឯងទៅកាន់ដំណើរកម្សាន្ត និងរវាងកន្លែងទស្សនា។"
    ),
    "Included: the trip's vehicle and driver take you between the sights.": (
        "រួមបញ្ចូល៖ យានជំនិះ និងអ្នកបើកបររបស់ដំណើរកម្សាន្តដឹកលោក/លោកស្រីរវាងកន្លែងទស្សនា។"
    ),
    DROP_OFF_MOVED: "កន្លែងជូនចុះផ្លាស់ប្តូរតាមការស្នើសុំ។",
    DROP_OFF_STAYS: "កន្លែងជូនចុះនៅដដែល មានតែកន្លែងទទួលប៉ុណ្ណោះដែលបានផ្លាស់ប្តូរ (សូមប្រាប់កន្លែងជូនចុះថ្មី ប្រសិនបើចង់ប្តូរវា)។",
    # destinations and towns
    "Otres Beach, Sihanoukville": "ឆ្នេរអូរត្រេះ ក្រុងព្រះសីហនុ",
    "Otres": "អូរត្រេះ",
    "Koh Rong Samloem": "កោះរ៉ុងសន្លឹម",
    "Private island, Koh Rong archipelago": "កោះឯកជន ប្រជុំកោះរ៉ុង",
    "Sen Monorom, Mondulkiri": "សែនមនោរម្យ មណ្ឌលគិរី",
    "Sen Monorom": "សែនមនោរម្យ",
    "Tatai, Koh Kong (Cardamom Mountains)": "តាតៃ កោះកុង (ជួរភ្នំក្រវាញ)",
    "Tatai": "តាតៃ",
    "Banlung, Ratanakiri": "បានលុង រតនគិរី",
    "Banlung": "បានលុង",
    "Areng valley, Koh Kong (Cardamom Mountains)": "ជ្រលងអារ៉ែង កោះកុង (ជួរភ្នំក្រវាញ)",
    "Poipet": "ប៉ោយប៉ែត",
    "Kampong Cham": "កំពង់ចាម",
    "Kratie": "ក្រចេះ",
    "Takeo": "តាកែវ",
    "Pursat": "ពោធិ៍សាត់",
    # the other provinces and border towns (relay 19 req 44: a pickup in Kampong Thom read as Phnom Penh)
    "Kampong Thom": "កំពង់ធំ",
    "Kampong Chhnang": "កំពង់ឆ្នាំង",
    "Kampong Speu": "កំពង់ស្ពឺ",
    "Prey Veng": "ព្រៃវែង",
    "Svay Rieng": "ស្វាយរៀង",
    "Preah Vihear": "ព្រះវិហារ",
    "Oddar Meanchey": "ឧត្តរមានជ័យ",
    "Banteay Meanchey": "បន្ទាយមានជ័យ",
    "Sisophon": "សិរីសោភ័ណ",
    "Stung Treng": "ស្ទឹងត្រែង",
    "Pailin": "ប៉ៃលិន",
    "Tbong Khmum": "ត្បូងឃ្មុំ",
    "Bavet": "បាវិត",
    # how
    "shared minibus": "ឡានក្រុងតូចរួម",
    "shared minibus and speed ferry": "ឡានក្រុងតូចរួម និងកាណូតល្បឿនលឿន",
    "private car": "រថយន្តឯកជន",
    "private van": "រថយន្តវ៉ានឯកជន",
    "private car and speed ferry": "រថយន្តឯកជន និងកាណូតល្បឿនលឿន",
    "private van and speed ferry": "រថយន្តវ៉ានឯកជន និងកាណូតល្បឿនលឿន",
    # a priced private vehicle (sandbox/data/priced_transport.py)
    "Private: only your own group in the vehicle, with a guide on tour days": (
        "ឯកជន៖ មានតែក្រុមរបស់លោក/លោកស្រីក្នុងរថយន្ត ជាមួយមគ្គុទ្ទេសក៍នៅថ្ងៃទស្សនា"
    ),
    "Private pickup and transfer to {region}": "រថយន្តឯកជនមកទទួល និងដឹកទៅ{region}",
    "private car and ferry": "រថយន្តឯកជន និងកាណូត",
    "private car and speedboat": "រថយន្តឯកជន និងកាណូតល្បឿនលឿន",
    "private 4x4": "រថយន្ត 4x4 ឯកជន",
    "private car and boat": "រថយន្តឯកជន និងទូក",
    # getting there
    "{from_city} → {destination}: {by}, about {hours} h each way": "{from_city} → {destination}៖ {by} ប្រហែល {hours} ម៉ោងម្ដងទៅ",
    "From other cities getting to {from_city} is not included: join the {time} pickup there, or meet the "
    "group at its hotel in {destination} around {arrival} on day 1 (price less the transfer, {transfer} USD an adult; your hotel there is the pickup).": (
        "ពីទីក្រុងផ្សេង ការធ្វើដំណើរមក{from_city} មិនរួមបញ្ចូលទេ៖ ចូលរួមការមកទទួលម៉ោង {time} នៅទីនោះ "
        "ឬជួបក្រុមនៅសណ្ឋាគាររបស់ក្រុមនៅ{destination} ប្រហែលម៉ោង {arrival} ថ្ងៃទី ១ (តម្លៃដកផ្នែកការដឹកជញ្ជូន {transfer} ដុល្លារ ក្នុងមនុស្សពេញវ័យម្នាក់; សណ្ឋាគាររបស់លោក/លោកស្រីនៅទីនោះជាកន្លែងទទួល)។"
    ),
    "From other cities getting to {destination} is not included: be at your hotel there for the {time} "
    "pickup on day 1 (same price).": (
        "ពីទីក្រុងផ្សេង ការធ្វើដំណើរមក{destination} មិនរួមបញ្ចូលទេ៖ សូមនៅសណ្ឋាគាររបស់លោក/លោកស្រីនៅទីនោះ "
        "សម្រាប់ការមកទទួលម៉ោង {time} ថ្ងៃទី ១ (តម្លៃដដែល)។"
    ),
    "Pickup in {via} around {pier_time}, to join the group at the pier as it arrives from {from_city}": (
        "មកទទួលនៅ{via} ប្រហែលម៉ោង {pier_time} ដើម្បីជួបក្រុមនៅកំពង់ផែ ពេលក្រុមមកដល់ពី{from_city}"
    ),
    "Pickup at your hotel in {from_city} ({by})": "មកទទួលនៅសណ្ឋាគាររបស់លោក/លោកស្រីនៅ{from_city} ({by})",
    "You start in {destination}: your driver and guide pick you up at your hotel there around {local_time}, "
    "when the programme begins": (
        "លោក/លោកស្រីចាប់ផ្តើមនៅ{destination}៖ អ្នកបើកបរ និងមគ្គុទ្ទេសក៍មកទទួលនៅសណ្ឋាគាររបស់លោក/លោកស្រីនៅទីនោះ "
        "ប្រហែលម៉ោង {local_time} ពេលកម្មវិធីចាប់ផ្តើម"
    ),
    "You join in {destination}: pickup at your hotel there around {local_time}, when the group arrives from "
    "{from_city}": (
        "លោក/លោកស្រីចូលរួមនៅ{destination}៖ មកទទួលនៅសណ្ឋាគាររបស់លោក/លោកស្រីនៅទីនោះ ប្រហែលម៉ោង {local_time} ពេលក្រុមមកដល់ពី{from_city}"
    ),
    "Not included from {city}: be at your hotel in {from_city} for the {time} pickup; the operator confirms.": (
        "មិនរួមបញ្ចូលពី{city}ទេ៖ សូមនៅសណ្ឋាគាររបស់លោក/លោកស្រីនៅ{from_city} សម្រាប់ការមកទទួលម៉ោង {time}; ប្រតិបត្តិករនឹងបញ្ជាក់។"
    ),
    "Not included from {city}: join the {time} pickup in {from_city}, or make your own way to {destination} "
    "and give your hotel there as the pickup (the group collects you around {arrival}); the operator confirms.": (
        "មិនរួមបញ្ចូលពី{city}ទេ៖ ចូលរួមការមកទទួលម៉ោង {time} នៅ{from_city} ឬធ្វើដំណើរដោយខ្លួនឯងទៅ{destination} "
        "ហើយផ្តល់សណ្ឋាគាររបស់លោក/លោកស្រីនៅទីនោះជាកន្លែងមកទទួល (ក្រុមមកទទួលប្រហែលម៉ោង {arrival}); ប្រតិបត្តិករនឹងបញ្ជាក់។"
    ),
    # effort
    "steep stairs": "ជណ្ដើរចោត",
    "steep path": "ផ្លូវចោត",
    "uneven forest paths": "ផ្លូវព្រៃរដិបរដុប",
    "slippery rocks": "ថ្មរអិល",
    "uneven ground": "ដីរដិបរដុប",
    "long jungle trek": "ការដើរព្រៃចម្ងាយឆ្ងាយ",
    "cycling": "ជិះកង់",
    "paddling": "អុំទូក",
    "stepping into a boat": "ឡើងចុះទូក",
    "swimming from a boat": "ហែលទឹកពីលើទូក",
    "bumpy ride": "ផ្លូវរលាក់",
    "long walk; steep stairs to the upper level optional": "ដើរឆ្ងាយ; ជណ្ដើរចោតទៅជាន់លើតាមចិត្ត",
    "Walking levels are DerLg's estimates; the operator confirms what can be adapted (e.g. skipping a climb).": (
        "កម្រិតនៃការដើរជាការប៉ាន់ស្មានរបស់ DerLg; ប្រតិបត្តិករនឹងបញ្ជាក់អ្វីដែលអាចកែសម្រួលបាន (ឧ. រំលងការឡើងភ្នំ)។"
    ),
}

ZH: dict[str, str] = {
    # a group that drives itself (sandbox/data/priced_transport.py)
    "Your own group in your own vehicle: you drive yourselves, with a guide on tour days": "您自己的团体，自己的车辆：您自驾，游览日有导游",
    "Your own group in your own vehicle: you drive yourselves, with your own licensed guide": (
        "您自己的团体，自己的车辆：您自驾，配有专属持证导游"
    ),
    "Your own group in your own vehicle: you drive yourselves, with your own expert guide": (
        "您自己的团体，自己的车辆：您自驾，配有专属专家导游"
    ),
    "Not included: you drive yourselves to the trip and between the sights.": "不包含：您自驾前往行程及往返各景点之间。",
    "Included: the trip's vehicle and driver take you between the sights.": "包含：行程的车辆和司机载您往返各景点之间。",
    DROP_OFF_MOVED: "送达地点已按要求更改。",
    DROP_OFF_STAYS: "送达地点不变，只更改了接送地点（如需更改送达地点，请说明新的地点）。",
    "Otres Beach, Sihanoukville": "西哈努克奥特斯海滩",
    "Otres": "奥特斯",
    "Koh Rong Samloem": "高龙撒冷岛",
    "Private island, Koh Rong archipelago": "高龙群岛私人岛屿",
    "Sen Monorom, Mondulkiri": "蒙多基里森莫诺隆",
    "Sen Monorom": "森莫诺隆",
    "Tatai, Koh Kong (Cardamom Mountains)": "戈公达岱（豆蔻山脉）",
    "Tatai": "达岱",
    "Banlung, Ratanakiri": "腊塔纳基里班隆",
    "Banlung": "班隆",
    "Areng valley, Koh Kong (Cardamom Mountains)": "戈公阿楞河谷（豆蔻山脉）",
    "Poipet": "波贝",
    "Kampong Cham": "磅湛",
    "Kratie": "桔井",
    "Takeo": "茶胶",
    "Pursat": "菩萨",
    "Kampong Thom": "磅同",
    "Kampong Chhnang": "磅清扬",
    "Kampong Speu": "磅士卑",
    "Prey Veng": "波罗勉",
    "Svay Rieng": "柴桢",
    "Preah Vihear": "柏威夏",
    "Oddar Meanchey": "奥多棉吉",
    "Banteay Meanchey": "班迭棉吉",
    "Sisophon": "诗梳风",
    "Stung Treng": "上丁",
    "Pailin": "拜林",
    "Tbong Khmum": "特本克蒙",
    "Bavet": "巴域",
    "shared minibus": "拼车小巴",
    "shared minibus and speed ferry": "拼车小巴和快艇渡轮",
    "private car": "私人轿车",
    "private van": "私人面包车",
    "private car and speed ferry": "私人轿车和快艇渡轮",
    "private van and speed ferry": "私人面包车和快艇渡轮",
    # a priced private vehicle (sandbox/data/priced_transport.py)
    "Private: only your own group in the vehicle, with a guide on tour days": "私人：车上只有您的同行者，游览日有导游",
    "Private pickup and transfer to {region}": "私人专车接送前往{region}",
    "private car and ferry": "私人轿车和渡轮",
    "private car and speedboat": "私人轿车和快艇",
    "private 4x4": "私人四驱车",
    "private car and boat": "私人轿车和船",
    "{from_city} → {destination}: {by}, about {hours} h each way": "{from_city} → {destination}：{by}，单程约 {hours} 小时",
    "From other cities getting to {from_city} is not included: join the {time} pickup there, or meet the "
    "group at its hotel in {destination} around {arrival} on day 1 (price less the transfer, {transfer} USD an adult; your hotel there is the pickup).": (
        "从其他城市前往{from_city}不包含在内：可在当地参加 {time} 的接送，或第 1 天约 {arrival} "
        "在{destination}的团队酒店会合（价格减去接送部分，每位成人 {transfer} 美元；以您在当地的酒店作为接送地点）。"
    ),
    "From other cities getting to {destination} is not included: be at your hotel there for the {time} "
    "pickup on day 1 (same price).": "从其他城市前往{destination}不包含在内：第 1 天请在当地酒店等候 {time} 的接送（价格不变）。",
    "Pickup in {via} around {pier_time}, to join the group at the pier as it arrives from {from_city}": (
        "约 {pier_time} 在{via}接您，到码头与从{from_city}抵达的团队会合"
    ),
    "Pickup at your hotel in {from_city} ({by})": "在您{from_city}的酒店接送（{by}）",
    "You start in {destination}: your driver and guide pick you up at your hotel there around {local_time}, "
    "when the programme begins": "您在{destination}出发：司机和导游约 {local_time} 到您当地的酒店接您，行程由此开始",
    "You join in {destination}: pickup at your hotel there around {local_time}, when the group arrives from "
    "{from_city}": ("您在{destination}加入：约 {local_time} 在您当地的酒店接您，届时团队从{from_city}抵达"),
    "Not included from {city}: be at your hotel in {from_city} for the {time} pickup; the operator confirms.": (
        "不包含从{city}出发：请在{from_city}的酒店等候 {time} 的接送；由运营方确认。"
    ),
    "Not included from {city}: join the {time} pickup in {from_city}, or make your own way to {destination} "
    "and give your hotel there as the pickup (the group collects you around {arrival}); the operator confirms.": (
        "不包含从{city}出发：请参加{from_city} {time} 的接送，或自行前往{destination}，并以您在当地的酒店作为接送地点"
        "（团队约 {arrival} 来接您）；由运营方确认。"
    ),
    "steep stairs": "陡峭台阶",
    "steep path": "陡峭山路",
    "uneven forest paths": "崎岖林间小路",
    "slippery rocks": "湿滑岩石",
    "uneven ground": "地面不平",
    "long jungle trek": "长距离丛林徒步",
    "cycling": "骑行",
    "paddling": "划桨",
    "stepping into a boat": "上下船",
    "swimming from a boat": "从船上下水游泳",
    "bumpy ride": "路面颠簸",
    "long walk; steep stairs to the upper level optional": "步行较多；登上层的陡峭台阶可选",
    "Walking levels are DerLg's estimates; the operator confirms what can be adapted (e.g. skipping a climb).": (
        "步行强度为 DerLg 的估计；可调整的内容（如跳过攀登）由运营方确认。"
    ),
}
