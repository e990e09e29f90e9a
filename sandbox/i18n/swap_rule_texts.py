"""Which rule set a leaver's refund percentage, said in the quote (issue 37, relay 27 req 57: a niece removed
15 minutes after she paid got the 50 % tier, with no word that the father's leaving had used up the swap
allowance). (EN, KH, ZH) for each case of sandbox/swap.py ``refund_rule``; times are ICT."""

from __future__ import annotations

SWAP_ALL = (
    "Refunded in full under the swap allowance (a traveller joined in the last {hours} hours; valid until {until} "
    "ICT).",
    "សងវិញទាំងស្រុងតាមសិទ្ធិប្តូរភ្ញៀវ (មានភ្ញៀវចូលរួមក្នុងរយៈពេល {hours} ម៉ោងចុងក្រោយ; មានសុពលភាពរហូតដល់ {until} ICT)។",
    "按换人额度全额退还（过去 {hours} 小时内有旅客加入；有效期至 {until} ICT）。",
)
SWAP_THEN_TIER = (
    "{full} USD comes back in full under the swap allowance (valid until {until} ICT); the rest at the {pct}% "
    "refund tier.",
    "{full} ដុល្លារ សងវិញទាំងស្រុងតាមសិទ្ធិប្តូរភ្ញៀវ (មានសុពលភាពរហូតដល់ {until} ICT); ផ្នែកដែលនៅសល់ តាមកម្រិតសងវិញ {pct}%។",
    "{full} 美元按换人额度全额退还（有效期至 {until} ICT），其余按 {pct}% 的退款比例退还。",
)
TIER_NO_JOIN = (
    "The {pct}% refund tier applies: no traveller joined in the last {hours} hours, so there is no swap allowance.",
    "អនុវត្តកម្រិតសងវិញ {pct}%៖ គ្មានភ្ញៀវចូលរួមក្នុងរយៈពេល {hours} ម៉ោងចុងក្រោយទេ ដូច្នេះគ្មានសិទ្ធិប្តូរភ្ញៀវទេ។",
    "适用 {pct}% 的退款比例：过去 {hours} 小时内没有旅客加入，因此没有换人额度。",
)
TIER_FULL = (
    "The {pct}% refund tier applies: the whole freed price comes back.",
    "អនុវត្តកម្រិតសងវិញ {pct}%៖ តម្លៃដែលបានដោះលែងទាំងមូល ត្រូវសងវិញ។",
    "适用 {pct}% 的退款比例：释放的全部价格全额退还。",
)
TIER_ENDED = (
    "The {pct}% refund tier applies: the swap allowance ended at {until} ICT.",
    "អនុវត្តកម្រិតសងវិញ {pct}%៖ សិទ្ធិប្តូរភ្ញៀវបានផុតកំណត់នៅ {until} ICT។",
    "适用 {pct}% 的退款比例：换人额度已于 {until} ICT 到期。",
)
TIER_USED_UP = (
    "The {pct}% refund tier applies: the swap allowance ({usd} USD, valid until {until} ICT) was used up by the "
    "change confirmed at {at} ICT, when {left} traveller(s) left.",
    "អនុវត្តកម្រិតសងវិញ {pct}%៖ សិទ្ធិប្តូរភ្ញៀវ ({usd} ដុល្លារ មានសុពលភាពរហូតដល់ {until} ICT) ត្រូវបានប្រើអស់ដោយការផ្លាស់ប្តូរ "
    "ដែលបានបញ្ជាក់នៅ {at} ICT ពេលភ្ញៀវ {left} នាក់ចាកចេញ។",
    "适用 {pct}% 的退款比例：换人额度（{usd} 美元，有效期至 {until} ICT）已被 {at} ICT 确认的更改用完，当时有 {left} 位旅客离开。",
)
