"""The duration price rule (sandbox/data/pricing.py ``price_for_days``) in Khmer and Chinese."""

from __future__ import annotations

# a day item's price: n days x the one day rate, and the rate's base (the package without the transfer leg)
DAY_RULE = (
    "{n} day(s) x {rate} USD = {sign}{amount} USD per adult. One day rate for every pickup: {share}% of a "
    "package day without the {from_city} transfer ({price} - {transfer} USD per adult, not part of a day) / {days}."
)
DAY_RULE_NO_TRANSFER = (
    "{n} day(s) x {rate} USD = {sign}{amount} USD per adult. One day rate: {share}% of a package day "
    "({price} USD / {days})."
)
# a suggestion's length-matched variant (relay 23 req 6: the 80 % share never said beside its price), short,
# in DAY_RULE's words with its figures (relay 29 req 4: "80 % of a package day" named no transfer)
DAY_RATE = "{rate} USD/adult/day: {share}% of a day ({price} - {transfer} {from_city} transfer) / {days}"
DAY_RATE_NO_TRANSFER = "{rate} USD/adult/day: {share}% of a day ({price} / {days})"
# the same for a trip whose price holds a park pass: the pass is priced by the plan's temple days, never per day
DAY_RULE_PASS = (
    "{n} day(s) x {rate} USD = {sign}{amount} USD per adult. One day rate for every pickup: {share}% of a "
    "package day without the {from_city} transfer and the Angkor pass ({price} - {transfer} - {pass_usd} USD per "
    "adult, not part of a day: the pass is priced by the plan's temple days) / {days}."
)
DAY_RULE_NO_TRANSFER_PASS = (
    "{n} day(s) x {rate} USD = {sign}{amount} USD per adult. One day rate: {share}% of a package day without "
    "the Angkor pass ({price} - {pass_usd} USD per adult: the pass is priced by the plan's temple days) / {days}."
)
DAY_RATE_PASS = "{rate} USD/adult/day: {share}% of a day ({price} - {transfer} {from_city} transfer - {pass_usd} Angkor pass) / {days}"
DAY_RATE_NO_TRANSFER_PASS = "{rate} USD/adult/day: {share}% of a day ({price} - {pass_usd} Angkor pass) / {days}"
# the day rate when the night an added day needs is dearer than the package's day share: that night, named with
# its figure, so the text's figures still give the rate back ({said}: the rule above without its full stop)
DAY_RULE_NIGHT = "{said}; at least a day's night at {hotel}, {night} USD per adult."
DAY_RATE_NIGHT = "{said}, at least the night at {hotel}, {night} USD"
SELF_DRIVE_DAY_RULE = (
    "Driving yourselves, each day also carries {credit} USD of self-drive credit per adult, so one adult's price "
    "moves by {net} USD per day added or removed."
)
# a change_transport to self-drive: what its credit takes off (the whole trip's driver), and the transfer from the
# route's start the group does not take, credited as for a group joining at the destination (sandbox/totals.py)
SELF_DRIVE_LEAVES_OUT = "The driver and vehicle for all {days} days ({per_day} USD per adult a day)."
SELF_DRIVE_LEAVES_OUT_TRANSFER = (
    "The driver and vehicle for all {days} days ({per_day} USD per adult a day); the transfer from the start, "
    "which you do not take, is taken off too ({transfer} USD per adult, as for a group joining at the destination)."
)
# previewBooking of a saved custom trip whose pickup moves its join point (sandbox/saved_join.py)
JOINS_NOW_AT_DESTINATION = (
    "This quote joins the group in {destination}: without the transfer from {city}, {part} USD less per adult "
    "({total} USD in all) than the custom trip as saved."
)
PICKED_UP_NOW_AT_START = (
    "This quote's pickup is on the transfer from {city}: {part} USD more per adult ({total} USD in all) than the "
    "custom trip as saved, which joined in {destination}."
)

# a shorter trip whose ride home now cuts part of a day it keeps (sandbox/cut_credit.py): what goes, priced
CUT_RULE = (
    "The ride home now leaves on day {day} at {time}, so it also leaves out {activities}: {n} x {credit} USD "
    "= -{amount} USD per adult (a removed activity's credit). Together: {total} USD per adult."
)

# a length's price on a suggestion card from the parts its rule shows: the card's price, the days x the day rate
# (in cents before it is multiplied), the pass change and the self-drive credit the days move ({parts}: figures)
LENGTH_SUM = "At {days} days one adult pays {parts} = {price} USD (the day rate is in cents before it is multiplied)."

KH: dict[str, str] = {
    LENGTH_SUM: "នៅ {days} ថ្ងៃ មនុស្សពេញវ័យម្នាក់បង់ {parts} = {price} ដុល្លារ (តម្លៃប្រចាំថ្ងៃត្រូវបានបង្គត់ជាសេនមុនពេលគុណ)។",
    CUT_RULE: (
        "ការធ្វើដំណើរត្រឡប់ឥឡូវចេញនៅថ្ងៃទី {day} ម៉ោង {time} ដូច្នេះ {activities} ក៏ត្រូវដកចេញដែរ៖ {n} x {credit} ដុល្លារ "
        "= -{amount} ដុល្លារ ក្នុងមនុស្សពេញវ័យម្នាក់ (ឥណទានសកម្មភាពដែលដកចេញ)។ សរុប៖ {total} ដុល្លារ ក្នុងមនុស្សពេញវ័យម្នាក់។"
    ),
    JOINS_NOW_AT_DESTINATION: (
        "សម្រង់តម្លៃនេះចូលរួមជាមួយក្រុមនៅ {destination}៖ ដោយមិនរាប់ការដឹកជញ្ជូនពី {city} "
        "តិចជាង {part} ដុល្លារ ក្នុងមនុស្សពេញវ័យម្នាក់ (សរុប {total} ដុល្លារ) ធៀបនឹងដំណើរកម្សាន្តតាមបំណងដែលបានរក្សាទុក។"
    ),
    PICKED_UP_NOW_AT_START: (
        "ការទទួលនៃសម្រង់តម្លៃនេះស្ថិតលើការដឹកជញ្ជូនពី {city}៖ ច្រើនជាង {part} ដុល្លារ ក្នុងមនុស្សពេញវ័យម្នាក់ "
        "(សរុប {total} ដុល្លារ) ធៀបនឹងដំណើរកម្សាន្តតាមបំណងដែលបានរក្សាទុក ដែលចូលរួមនៅ {destination}។"
    ),
    SELF_DRIVE_LEAVES_OUT: "អ្នកបើកបរ និងយានយន្តសម្រាប់ទាំង {days} ថ្ងៃ ({per_day} ដុល្លារ ក្នុងមនុស្សពេញវ័យម្នាក់ក្នុងមួយថ្ងៃ)។",
    SELF_DRIVE_LEAVES_OUT_TRANSFER: (
        "អ្នកបើកបរ និងយានយន្តសម្រាប់ទាំង {days} ថ្ងៃ ({per_day} ដុល្លារ ក្នុងមនុស្សពេញវ័យម្នាក់ក្នុងមួយថ្ងៃ)៖ "
        "ការដឹកជញ្ជូនពីចំណុចចាប់ផ្ដើមដែលលោក/លោកស្រីមិនប្រើ ក៏ត្រូវបានដកចេញដែរ ({transfer} ដុល្លារ ក្នុងមនុស្សពេញវ័យម្នាក់ "
        "ដូចក្រុមដែលចូលរួមនៅទិសដៅ)។"
    ),
    DAY_RATE: (
        "{rate} ដុល្លារ ក្នុងមនុស្សពេញវ័យម្នាក់ក្នុងមួយថ្ងៃ៖ {share}% នៃមួយថ្ងៃ ដោយមិនរាប់ការដឹកជញ្ជូនពី {from_city} "
        "({price} - {transfer} ដុល្លារ ក្នុងមនុស្សពេញវ័យម្នាក់ មិនមែនជាផ្នែកនៃថ្ងៃណាមួយ) / {days}"
    ),
    DAY_RATE_NO_TRANSFER: "{rate} ដុល្លារ ក្នុងមនុស្សពេញវ័យម្នាក់ក្នុងមួយថ្ងៃ៖ {share}% នៃមួយថ្ងៃ ({price} / {days})",
    DAY_RULE: (
        "{n} ថ្ងៃ x {rate} ដុល្លារ = {sign}{amount} ដុល្លារ ក្នុងមនុស្សពេញវ័យម្នាក់។ តម្លៃមួយថ្ងៃដូចគ្នាសម្រាប់គ្រប់កន្លែងទទួល៖ "
        "{share}% នៃតម្លៃមួយថ្ងៃនៃកញ្ចប់ ដោយមិនរាប់ការដឹកជញ្ជូនពី {from_city} "
        "({price} - {transfer} ដុល្លារ ក្នុងមនុស្សពេញវ័យម្នាក់ មិនមែនជាផ្នែកនៃថ្ងៃណាមួយ) / {days}។"
    ),
    DAY_RULE_NO_TRANSFER: (
        "{n} ថ្ងៃ x {rate} ដុល្លារ = {sign}{amount} ដុល្លារ ក្នុងមនុស្សពេញវ័យម្នាក់។ តម្លៃមួយថ្ងៃ៖ "
        "{share}% នៃតម្លៃមួយថ្ងៃនៃកញ្ចប់ ({price} ដុល្លារ / {days})។"
    ),
    DAY_RATE_PASS: (
        "{rate} ដុល្លារ ក្នុងមនុស្សពេញវ័យម្នាក់ក្នុងមួយថ្ងៃ៖ {share}% នៃមួយថ្ងៃ ដោយមិនរាប់ការដឹកជញ្ជូនពី {from_city} "
        "និងសំបុត្រចូលអង្គរ ({price} - {transfer} - {pass_usd} ដុល្លារ ក្នុងមនុស្សពេញវ័យម្នាក់ មិនមែនជាផ្នែកនៃថ្ងៃណាមួយ) / {days}"
    ),
    DAY_RATE_NO_TRANSFER_PASS: (
        "{rate} ដុល្លារ ក្នុងមនុស្សពេញវ័យម្នាក់ក្នុងមួយថ្ងៃ៖ {share}% នៃមួយថ្ងៃ ដោយមិនរាប់សំបុត្រចូលអង្គរ "
        "({price} - {pass_usd} ដុល្លារ) / {days}"
    ),
    DAY_RULE_PASS: (
        "{n} ថ្ងៃ x {rate} ដុល្លារ = {sign}{amount} ដុល្លារ ក្នុងមនុស្សពេញវ័យម្នាក់។ តម្លៃមួយថ្ងៃដូចគ្នាសម្រាប់គ្រប់កន្លែងទទួល៖ "
        "{share}% នៃតម្លៃមួយថ្ងៃនៃកញ្ចប់ ដោយមិនរាប់ការដឹកជញ្ជូនពី {from_city} និងសំបុត្រចូលអង្គរ "
        "({price} - {transfer} - {pass_usd} ដុល្លារ ក្នុងមនុស្សពេញវ័យម្នាក់ មិនមែនជាផ្នែកនៃថ្ងៃណាមួយ៖ "
        "សំបុត្រគិតតាមថ្ងៃទស្សនាប្រាសាទនៃផែនការ) / {days}។"
    ),
    DAY_RULE_NO_TRANSFER_PASS: (
        "{n} ថ្ងៃ x {rate} ដុល្លារ = {sign}{amount} ដុល្លារ ក្នុងមនុស្សពេញវ័យម្នាក់។ តម្លៃមួយថ្ងៃ៖ "
        "{share}% នៃតម្លៃមួយថ្ងៃនៃកញ្ចប់ ដោយមិនរាប់សំបុត្រចូលអង្គរ ({price} - {pass_usd} ដុល្លារ ក្នុងមនុស្សពេញវ័យម្នាក់៖ "
        "សំបុត្រគិតតាមថ្ងៃទស្សនាប្រាសាទនៃផែនការ) / {days}។"
    ),
    DAY_RULE_NIGHT: ("{said}៖ យ៉ាងហោចណាស់ស្មើនឹងយប់មួយនៃថ្ងៃនោះនៅ {hotel} {night} ដុល្លារ ក្នុងមនុស្សពេញវ័យម្នាក់។"),
    DAY_RATE_NIGHT: "{said} យ៉ាងហោចណាស់ស្មើនឹងយប់មួយនៅ {hotel} {night} ដុល្លារ",
    SELF_DRIVE_DAY_RULE: (
        "ពេលបើកបរខ្លួនឯង ថ្ងៃនីមួយៗក៏មានប្រាក់បញ្ចុះសម្រាប់ការបើកបរខ្លួនឯង {credit} ដុល្លារ ក្នុងមនុស្សពេញវ័យម្នាក់ "
        "ដូច្នេះតម្លៃមនុស្សពេញវ័យម្នាក់ប្រែប្រួល {net} ដុល្លារ ក្នុងមួយថ្ងៃដែលបន្ថែម ឬដកចេញ។"
    ),
}

ZH: dict[str, str] = {
    LENGTH_SUM: "{days} 天时每位成人支付 {parts} = {price} 美元（每日价先取整到美分再乘以天数）。",
    CUT_RULE: "返程现改为第 {day} 天 {time} 出发，因此 {activities} 也不再包含：{n} x {credit} 美元 = 每位成人 -{amount} 美元（按取消一项活动的退款计）。合计：每位成人 {total} 美元。",
    JOINS_NOW_AT_DESTINATION: "此报价在{destination}与团队会合：不含从{city}出发的接送，比保存的定制行程每位成人少 {part} 美元（共少 {total} 美元）。",
    PICKED_UP_NOW_AT_START: "此报价的接送包含从{city}出发的行程：比保存的定制行程（在{destination}会合）每位成人多 {part} 美元（共多 {total} 美元）。",
    SELF_DRIVE_LEAVES_OUT: "全部 {days} 天的司机和车辆（每位成人每天 {per_day} 美元）。",
    SELF_DRIVE_LEAVES_OUT_TRANSFER: (
        "全部 {days} 天的司机和车辆（每位成人每天 {per_day} 美元）；您不乘坐的起点接送也一并扣除"
        "（每位成人 {transfer} 美元，与在目的地加入的团体相同）。"
    ),
    DAY_RATE: "每位成人每天 {rate} 美元：不含从{from_city}出发的接送的每日价的 {share}%（({price} - {transfer} 美元/每位成人，不属于任何一天) / {days}）",
    DAY_RATE_NO_TRANSFER: "每位成人每天 {rate} 美元：每日价的 {share}%（{price} / {days}）",
    DAY_RULE: "{n} 天 x {rate} 美元 = 每位成人 {sign}{amount} 美元。无论在哪里接送，每日价相同：不含从{from_city}出发的接送的套餐每日价的 {share}%（({price} - {transfer} 美元/每位成人，不属于任何一天) / {days}）。",
    DAY_RULE_NO_TRANSFER: "{n} 天 x {rate} 美元 = 每位成人 {sign}{amount} 美元。每日价：套餐每日价的 {share}%（{price} 美元 / {days}）。",
    DAY_RATE_PASS: "每位成人每天 {rate} 美元：不含从{from_city}出发的接送和吴哥通票的每日价的 {share}%（({price} - {transfer} - {pass_usd} 美元/每位成人，不属于任何一天) / {days}）",
    DAY_RATE_NO_TRANSFER_PASS: "每位成人每天 {rate} 美元：不含吴哥通票的每日价的 {share}%（({price} - {pass_usd}) / {days}）",
    DAY_RULE_PASS: "{n} 天 x {rate} 美元 = 每位成人 {sign}{amount} 美元。无论在哪里接送，每日价相同：不含从{from_city}出发的接送和吴哥通票的套餐每日价的 {share}%（({price} - {transfer} - {pass_usd} 美元/每位成人，不属于任何一天；通票按行程的寺庙游览日计价) / {days}）。",
    DAY_RULE_NO_TRANSFER_PASS: "{n} 天 x {rate} 美元 = 每位成人 {sign}{amount} 美元。每日价：不含吴哥通票的套餐每日价的 {share}%（({price} - {pass_usd} 美元/每位成人；通票按行程的寺庙游览日计价) / {days}）。",
    DAY_RULE_NIGHT: "{said}；至少为一天所需的{hotel}一晚房费：每位成人 {night} 美元。",
    DAY_RATE_NIGHT: "{said}，至少为{hotel}一晚 {night} 美元",
    SELF_DRIVE_DAY_RULE: "自驾时每天另有每位成人 {credit} 美元的自驾抵扣，因此每加或减一天，每位成人的价格变动 {net} 美元。",
}
