"""The swap window both ways (sandbox/swap_kept.py): what a join quote says of the part a leave kept, and what a
leave quote says a join would give back. (EN, KH, ZH); times are ICT."""

from __future__ import annotations

KEPT_BACK = (
    " A traveller left in the last {hours} hours and {kept} USD of their price was kept; this join gives "
    "{back} USD of it back, taken off what it costs (the same as if the join had come first).",
    " មានភ្ញៀវចាកចេញក្នុងរយៈពេល {hours} ម៉ោងចុងក្រោយ ហើយ {kept} ដុល្លារ នៃតម្លៃរបស់ពួកគាត់ត្រូវបានរក្សាទុក; "
    "ការចូលរួមនេះផ្តល់ {back} ដុល្លារ វិញ ដោយកាត់ចេញពីតម្លៃរបស់វា (ដូចគ្នានឹងការចូលរួមមកមុន)។",
    "过去 {hours} 小时内有旅客离开，其价格中 {kept} 美元被保留；此次加入退回其中 {back} 美元，从其价格中扣除"
    "（与先加入后离开相同）。",
)
KEPT_OFFER = (
    "If a traveller joins within {hours} hours of this change's confirmation (until {until} ICT), of the {kept} USD "
    "kept by this change and any other in the last {hours} hours they get off what they cost the part their price covers, as if they had joined first: all of it "
    "when their price is {whole} USD or more, otherwise the part kept of the freed price their price covers "
    "(about {pct}% of their price). For example an adult joining at {adult} USD gets {back} USD off. The order "
    "of a leave and a join does not change the money.",
    "ប្រសិនបើមានភ្ញៀវចូលរួមក្នុងរយៈពេល {hours} ម៉ោង ចាប់ពីពេលបញ្ជាក់ការផ្លាស់ប្តូរនេះ (រហូតដល់ {until} ICT) "
    "ក្នុងចំណោម {kept} ដុល្លារ ដែលរក្សាទុកដោយការផ្លាស់ប្តូរនេះ និងការផ្លាស់ប្តូរផ្សេងទៀតក្នុងរយៈពេល {hours} ម៉ោងចុងក្រោយ ផ្នែកដែលតម្លៃរបស់ពួកគាត់គ្រប់ដណ្តប់ ត្រូវកាត់ចេញពីតម្លៃរបស់ពួកគាត់ "
    "ដូចជាពួកគាត់បានចូលរួមមុន៖ ទាំងអស់ ប្រសិនបើតម្លៃរបស់ពួកគាត់ {whole} ដុល្លារ ឬច្រើនជាងនេះ បើមិនដូច្នោះទេ "
    "ផ្នែកដែលរក្សាទុកនៃតម្លៃដែលតម្លៃរបស់ពួកគាត់គ្រប់ដណ្តប់ (ប្រហែល {pct}% នៃតម្លៃរបស់ពួកគាត់)។ "
    "ឧទាហរណ៍ មនុស្សពេញវ័យម្នាក់ចូលរួមក្នុងតម្លៃ {adult} ដុល្លារ ត្រូវបានកាត់ {back} ដុល្លារ។ "
    "លំដាប់នៃការចាកចេញ និងការចូលរួម មិនប្តូរចំនួនប្រាក់ទេ។",
    "如在此次更改确认起 {hours} 小时内（至 {until} ICT）有旅客加入，此次及过去 {hours} 小时内其他更改共保留的 {kept} 美元中，其价格所覆盖的部分"
    "从其价格中扣除（与先加入后离开相同）：其价格达到 {whole} 美元或以上则全部扣除，否则扣除其价格所覆盖的"
    "释放价格中被保留的部分（约为其价格的 {pct}%）。例如一位成人以 {adult} 美元加入，可扣除 {back} 美元。"
    "离开与加入的先后顺序不改变金额。",
)
