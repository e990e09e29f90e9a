"""The duration price rule (sandbox/data/pricing.py ``price_for_days``) in Khmer and Chinese."""

from __future__ import annotations

DAY_RULE = (
    "One rule for the trip's length: {fixed} USD fixed per adult plus {rate} USD per day ({share}% of a "
    "package day, {price} USD / {days}); each day added "
    "costs {rate} USD per adult and each day removed takes {rate} USD off."
)
# a suggestion's length-matched variant (relay 23 req 6: the 80 % share never said beside its price)
DAY_RATE = "{rate} USD/adult/day = {share}% of a package day"
SELF_DRIVE_DAY_RULE = (
    "Driving yourselves, each day also carries {credit} USD of self-drive credit per adult, so one adult's price "
    "moves by {net} USD per day added or removed."
)

KH: dict[str, str] = {
    DAY_RATE: "{rate} ដុល្លារ ក្នុងមនុស្សពេញវ័យម្នាក់ក្នុងមួយថ្ងៃ ({share}% នៃតម្លៃមួយថ្ងៃនៃកញ្ចប់)",
    DAY_RULE: (
        "តម្លៃតាមចំនួនថ្ងៃមានច្បាប់តែមួយ៖ {fixed} ដុល្លារថេរ ក្នុងមនុស្សពេញវ័យម្នាក់ បូក {rate} ដុល្លារក្នុងមួយថ្ងៃ ({share}% នៃតម្លៃមួយថ្ងៃនៃកញ្ចប់ {price} ដុល្លារ / {days})។ "
        "ថ្ងៃបន្ថែមនីមួយៗ បូក {rate} ដុល្លារ ហើយថ្ងៃដកចេញនីមួយៗ ដក {rate} ដុល្លារ ក្នុងមនុស្សពេញវ័យម្នាក់។"
    ),
    SELF_DRIVE_DAY_RULE: (
        "ពេលបើកបរខ្លួនឯង ថ្ងៃនីមួយៗក៏មានប្រាក់បញ្ចុះសម្រាប់ការបើកបរខ្លួនឯង {credit} ដុល្លារ ក្នុងមនុស្សពេញវ័យម្នាក់ "
        "ដូច្នេះតម្លៃមនុស្សពេញវ័យម្នាក់ប្រែប្រួល {net} ដុល្លារ ក្នុងមួយថ្ងៃដែលបន្ថែម ឬដកចេញ។"
    ),
}

ZH: dict[str, str] = {
    DAY_RATE: "每位成人每天 {rate} 美元（套餐每日价的 {share}%）",
    DAY_RULE: "行程天数统一计价：每位成人固定 {fixed} 美元，另加每天 {rate} 美元（套餐每日价的 {share}%：{price} 美元 / {days}）；每加一天每位成人加 {rate} 美元，每减一天减 {rate} 美元。",
    SELF_DRIVE_DAY_RULE: "自驾时每天另有每位成人 {credit} 美元的自驾抵扣，因此每加或减一天，每位成人的价格变动 {net} 美元。",
}
