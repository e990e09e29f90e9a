"""What a paid booking's changes cost, told by previewBooking before the yes (issue 37, relay 31 L565 / L719:
the $15 date-change fee was told only after payment, and the swap rule only once it applied, so 100 % back
for a leaver beside the 50 % tier read as inconsistent; relay 36 L854: a shorter trip refunding only the tier's
share of the freed price was never said before). Built from sandbox/policy.py's own numbers in EN, KH and ZH
(tests/sandbox/test_paying_rules_told.py checks the numbers agree), one clause per rule a change quote can
apply (``RULES``: tests/sandbox/test_rules_before_paying.py checks each rule a quote applies is among them),
joined into ``changes_after_paying``: no longer than the text was before the shorter-trip rule joined it (an
English session's model reads it on every later call)."""

from __future__ import annotations

from agent.prompts.i18n import khmer_digits as _kh
from sandbox.policy import FREE_CHANGE_DAYS, LATE_CHANGE_FEE_PER_PERSON, SWAP_HOURS

FREE, FEE, HOURS = FREE_CHANGE_DAYS, f"{LATE_CHANGE_FEE_PER_PERSON:.0f}", SWAP_HOURS

# rule -> its clause, per language: the date-change fee and free window, the moved-booking rule, the tier's
# share of a freed price (a leaver or a shorter trip), the swap rule
RULES: dict[str, dict[str, str]] = {
    "EN": {
        "date_fee": f"moving dates is free {FREE}+ days before travel, else {FEE} USD per paying traveller",
        "tier_date": "the refund tier counts from the earlier of the original and new date",
        "freed_tier": "a leaver or a dropped day refunds only the tier's share of its price",
        "swap": f"all for a leaver within {HOURS} h of a paid join (a swap)",
    },
    "KH": {
        "date_fee": f"ការប្តូរថ្ងៃ ឥតគិតថ្លៃ {_kh(FREE)} ថ្ងៃ ឬច្រើនជាងនេះ មុនការធ្វើដំណើរ បើមិនដូច្នោះទេ {_kh(FEE)} ដុល្លារ "
        "ក្នុងម្នាក់ដែលបង់ប្រាក់",
        "tier_date": "កម្រិតសងប្រាក់វិញ រាប់ពីថ្ងៃដើម ឬថ្ងៃថ្មី ថ្ងៃណាដែលឆាប់ជាង",
        "freed_tier": "ភ្ញៀវដែលចាកចេញ ឬថ្ងៃដែលដកចេញ (ដំណើរខ្លីជាងមុន) សងវិញតែភាគនៃតម្លៃរបស់វា តាមកម្រិតសងប្រាក់វិញ",
        "swap": f"សងវិញទាំងស្រុង បើភ្ញៀវចាកចេញក្នុងរយៈពេល {_kh(HOURS)} ម៉ោង ក្រោយការចូលរួមដែលបានបង់ប្រាក់ (ការប្តូរភ្ញៀវ)",
    },
    "ZH": {
        "date_fee": f"出行前 {FREE} 天或更早改日期免费，否则每位付费旅客 {FEE} 美元",
        "tier_date": "退款比例从原出行日期和新日期中较早的一个算起",
        "freed_tier": "旅客离开或行程减少一天，只按退款比例退还其价格的相应部分",
        "swap": f"已付款的新旅客加入后 {HOURS} 小时内离开的旅客全额退还（换人）",
    },
}
_HEAD = {"EN": "After paying: ", "KH": "ក្រោយបង់ប្រាក់៖ ", "ZH": "付款后："}
_SEP = {"EN": ("; ", ", ", "."), "KH": ("; ", "; ", "។"), "ZH": ("；", "，", "。")}


def _said(language: str) -> str:
    rules, (between, swap_sep, end) = RULES[language], _SEP[language]
    head = between.join(rules[k] for k in ("date_fee", "tier_date", "freed_tier"))
    return _HEAD[language] + head + swap_sep + rules["swap"] + end


CHANGES_AFTER_PAYING = _said("EN")
KH = {CHANGES_AFTER_PAYING: _said("KH")}
ZH = {CHANGES_AFTER_PAYING: _said("ZH")}
