"""The duration price rule (sandbox/data/pricing.py ``price_for_days``) in Khmer and Chinese."""

from __future__ import annotations

DAY_RULE = (
    "One rule for the trip's length: {fixed} USD fixed per adult plus {rate} USD per day; each day added "
    "costs {rate} USD per adult and each day removed takes {rate} USD off."
)

KH: dict[str, str] = {
    DAY_RULE: (
        "តម្លៃតាមចំនួនថ្ងៃមានច្បាប់តែមួយ៖ {fixed} ដុល្លារថេរ ក្នុងមនុស្សពេញវ័យម្នាក់ បូក {rate} ដុល្លារក្នុងមួយថ្ងៃ។ "
        "ថ្ងៃបន្ថែមនីមួយៗ បូក {rate} ដុល្លារ ហើយថ្ងៃដកចេញនីមួយៗ ដក {rate} ដុល្លារ ក្នុងមនុស្សពេញវ័យម្នាក់។"
    ),
}

ZH: dict[str, str] = {
    DAY_RULE: "行程天数统一计价：每位成人固定 {fixed} 美元，另加每天 {rate} 美元；每加一天每位成人加 {rate} 美元，每减一天减 {rate} 美元。",
}
