"""What a paid booking's changes cost, told by previewBooking before the yes (issue 37, relay 31 L565 / L719:
the $15 date-change fee was told only after payment, and the swap rule only once it applied, so 100 % back
for a leaver beside the 50 % tier read as inconsistent). Built from sandbox/policy.py's own numbers in EN,
KH and ZH (tests/sandbox/test_paying_rules_told.py checks the numbers agree). It replaces previewBooking's
``moved_booking_rule`` with ``changes_after_paying``: the moved-booking rule, the date-change fee and the swap
rule in one text, no longer than the rule alone was (an English session's model reads it on every later call)."""

from __future__ import annotations

from agent.prompts.i18n import khmer_digits as _kh
from sandbox.policy import FREE_CHANGE_DAYS, LATE_CHANGE_FEE_PER_PERSON, SWAP_HOURS

FREE, FEE, HOURS = FREE_CHANGE_DAYS, f"{LATE_CHANGE_FEE_PER_PERSON:.0f}", SWAP_HOURS

CHANGES_AFTER_PAYING = (
    f"After paying: moving dates is free {FREE}+ days before travel, else {FEE} USD per paying traveller; the refund "
    "tier counts from the earlier of the original and the new date; a traveller who leaves within "
    f"{HOURS} h of a paid join gets their price back in full (a swap), otherwise at the refund tier."
)
KH = {
    CHANGES_AFTER_PAYING: f"ក្រោយបង់ប្រាក់៖ ការប្តូរថ្ងៃ ឥតគិតថ្លៃ {_kh(FREE)} ថ្ងៃ ឬច្រើនជាងនេះ មុនការធ្វើដំណើរ "
    f"បើមិនដូច្នោះទេ {_kh(FEE)} ដុល្លារ ក្នុងម្នាក់ដែលបង់ប្រាក់; កម្រិតសងប្រាក់វិញ រាប់ពីថ្ងៃដើម ឬថ្ងៃថ្មី ថ្ងៃណាដែលឆាប់ជាង; "
    f"ភ្ញៀវដែលចាកចេញក្នុងរយៈពេល {_kh(HOURS)} ម៉ោង ក្រោយការចូលរួមដែលបានបង់ប្រាក់ ទទួលបានតម្លៃរបស់ខ្លួនវិញទាំងស្រុង "
    "(ការប្តូរភ្ញៀវ) បើមិនដូច្នោះទេ តាមកម្រិតសងប្រាក់វិញ។",
}
ZH = {
    CHANGES_AFTER_PAYING: f"付款后：出行前 {FREE} 天或更早改日期免费，否则每位付费旅客 {FEE} 美元；退款比例从原出行日期和新日期中"
    f"较早的一个算起；在已付款的新旅客加入后 {HOURS} 小时内离开的旅客全额退回其价格（换人），否则按退款比例退还。",
}
