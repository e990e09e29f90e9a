"""Why an included activity's removal credit differs from the same activity's add-on price (relay 32 req 15:
a boat trip removed for $15/adult beside the same boat trip sold as an add-on at $30/adult, unexplained).
(EN, KH, ZH), said on a remove_activity item whose activity is also a catalogue add-on (sandbox/data/pricing.py)."""

from __future__ import annotations

CREDIT_VS_ADD_ON = (
    "Removing it takes {credit} USD per adult off: {each} USD for each included activity it takes out, what the "
    "package saves without it. Booked as an add-on the same activity costs {add_on} USD per adult, "
    "because it is then arranged on its own.",
    "ការដកវាចេញ កាត់ {credit} ដុល្លារ ក្នុងមនុស្សពេញវ័យម្នាក់៖ {each} ដុល្លារ សម្រាប់សកម្មភាពនីមួយៗក្នុងកញ្ចប់ដែលវាដកចេញ "
    "ដែលកញ្ចប់សន្សំបាន។ សកម្មភាពដូចគ្នា ពេលកក់ជាសកម្មភាពបន្ថែម តម្លៃ {add_on} ដុល្លារ ក្នុងមនុស្សពេញវ័យម្នាក់ "
    "ព្រោះវាត្រូវរៀបចំដាច់ដោយឡែក។",
    "取消该项目每位成人减 {credit} 美元：每取消一项套餐内含的项目抵扣 {each} 美元，即套餐因此节省的部分；"
    "同一项目作为附加项目预订时每位成人 {add_on} 美元，因为需要单独安排。",
)

ALREADY_IN_PLAN = (
    "'{asked}' is already in this trip's plan, at no extra cost: day {day}, {activity}.",
    "'{asked}' មានក្នុងកម្មវិធីដំណើរនេះរួចហើយ ដោយមិនបង់បន្ថែម៖ ថ្ងៃទី {day} {activity}។",
    "“{asked}”已包含在本行程中，无需另付费用：第 {day} 天，{activity}。",
)
