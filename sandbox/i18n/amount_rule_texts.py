"""``amount_rule``: the rule a quote's money follows, named in words in the request's language (issue 37).

Every change quote (previewReschedule: join, leave, move, lengthen, shorten, add-on, pickup change) and every
cancellation quote says which rule set its amount: a priced change is the price after it minus the price
before; a date move is free from ``FREE_CHANGE_DAYS`` days before travel, else the date-change fee; a freed
price comes back under the swap rule and the refund tier, named with the date the tier counts from and its
last day; a cancellation under the refund tier with its date. Phrase data per language (EN, KH, ZH).
"""

from __future__ import annotations

from typing import Any, Optional

from sandbox.i18n.freed_texts import COLUMN, usd
from sandbox.policy import FREE_CHANGE_DAYS, LATE_CHANGE_FEE_PER_PERSON

# (EN, KH, ZH)
PRICED = (
    "A priced change: the price after it {new} USD - the price before {old} USD = {diff} USD.",
    "ការផ្លាស់ប្តូរមានតម្លៃ៖ តម្លៃក្រោយ {new} ដុល្លារ - តម្លៃមុន {old} ដុល្លារ = {diff} ដុល្លារ។",
    "按价格计算的更改：更改后价格 {new} 美元 - 更改前价格 {old} 美元 = {diff} 美元。",
)
FREE_MOVE = (
    " Moving the dates {days} days before travel is free (free from {free} days before).",
    " ការប្តូរកាលបរិច្ឆេទ {days} ថ្ងៃមុនដំណើរ គឺឥតគិតថ្លៃ (ឥតគិតថ្លៃចាប់ពី {free} ថ្ងៃមុន)។",
    "出发前 {days} 天改期免费（提前 {free} 天或以上免费）。",
)
FEE = (
    " The date-change fee: moving the dates {days} days before travel (under {free}) costs {per} USD x {n} "
    "paying travellers = {fee} USD.",
    " ថ្លៃប្តូរកាលបរិច្ឆេទ៖ ការប្តូរ {days} ថ្ងៃមុនដំណើរ (តិចជាង {free}) គឺ {per} ដុល្លារ x {n} នាក់ដែលបង់ = {fee} ដុល្លារ។",
    "改期费：出发前 {days} 天改期（不足 {free} 天）每位付费旅客 {per} 美元 x {n} = {fee} 美元。",
)
DUE = (" To pay now: {due} USD.", " ត្រូវបង់ឥឡូវ៖ {due} ដុល្លារ។", "现在需支付：{due} 美元。")
# a netted quote (net_pending_refund): its to-pay is the top-up less the pending refund netted (sandbox/netting.py)
NETTED = (
    " Pending refund netted against it: {netted} USD; to pay now: {due} USD.",
    " ប្រាក់សងវិញដែលកំពុងរង់ចាំ កាត់កងជាមួយវា៖ {netted} ដុល្លារ; ត្រូវបង់ឥឡូវ៖ {due} ដុល្លារ។",
    "抵扣的待退款：{netted} 美元；现在需支付：{due} 美元。",
)
NOTHING = (
    " Nothing to pay or refund.",
    " គ្មានអ្វីត្រូវបង់ ឬសងវិញទេ។",
    "无需付款，也无退款。",
)
SWAP = (
    " {full} USD of it comes back in full under the swap rule (a join paid in the last 24 hours);",
    " {full} ដុល្លារ សងវិញពេញតាមច្បាប់ប្តូរអ្នកដំណើរ (អ្នកចូលរួមបានបង់ក្នុង 24 ម៉ោងចុងក្រោយ);",
    "其中 {full} 美元按换人规则全额退还（过去 24 小时内付款加入的旅客）；",
)
TIER = (
    " The refund tier {pct}% applies (counted from {tier_date}{until}): {back} USD of the {freed} USD freed "
    "comes back; refunded: {refund} USD.",
    " អត្រាសងវិញ {pct}% អនុវត្ត (រាប់ពី {tier_date}{until})៖ {back} ដុល្លារ ក្នុង {freed} ដុល្លារ ដែលបានដោះលែង "
    "ត្រូវសងវិញ; សងវិញ៖ {refund} ដុល្លារ។",
    "适用 {pct}% 退款档（从 {tier_date} 起算{until}）：释放的 {freed} 美元中退还 {back} 美元；退款：{refund} 美元。",
)
UNTIL = (", until {date}", ", រហូតដល់ {date}", "，至 {date}")
CANCEL = (
    "The refund tier {pct}% applies: {days} days before {tier_date}, the date the tier counts from (the earlier "
    "of the original and the new travel date){until}.",
    "អត្រាសងវិញ {pct}% អនុវត្ត៖ {days} ថ្ងៃមុន {tier_date} ជាថ្ងៃដែលអត្រារាប់ពី (ថ្ងៃដើម ឬថ្ងៃថ្មី ដែលមកមុន){until}។",
    "适用 {pct}% 退款档：距 {tier_date}（退款档起算日，即原出发日与新出发日中较早者）{days} 天{until}。",
)


def change_rule(
    amounts: dict[str, Any],
    freed: Optional[dict[str, Any]],
    moved_dates: bool,
    days: int,
    paying: int,
    tier_date: str,
    until: Optional[str],
    language: str,
    netted: float = 0.0,
) -> str:
    """A change quote's ``amount_rule`` (``amounts``: sandbox/policy.py ``change_amounts``; ``freed``: the
    quote's ``freed_price`` or None; ``until``: the last day of the tier applied, None for the last tier;
    ``netted``: the pending refund a netted quote takes off its top-up, its ``amount_due_usd`` then the rest)."""
    col = COLUMN.get(language, 0)
    old, new = amounts["current_total_usd"], amounts["new_total_usd"]
    said = PRICED[col].format(new=usd(new), old=usd(old), diff=f"{new - old:+.2f}")
    fee = amounts.get("change_fee_usd", 0.0)
    if moved_dates and fee > 0:
        per = usd(LATE_CHANGE_FEE_PER_PERSON)
        said += FEE[col].format(days=days, free=FREE_CHANGE_DAYS, per=per, n=paying, fee=usd(fee))
    elif moved_dates:
        said += FREE_MOVE[col].format(days=days, free=FREE_CHANGE_DAYS)
    refund, due = amounts.get("refund_usd", 0.0), amounts.get("amount_due_usd", 0.0)
    if freed and freed.get("freed_usd", 0) > 0:
        if freed.get("refunded_in_full_usd"):
            said += SWAP[col].format(full=usd(freed["refunded_in_full_usd"]))
        said += TIER[col].format(
            pct=freed["refund_tier_pct"],
            tier_date=tier_date,
            until=UNTIL[col].format(date=until) if until else "",
            back=usd(freed["refund_of_freed_usd"]),
            freed=usd(freed["freed_usd"]),
            refund=usd(refund),
        )
    if netted > 0:  # the same figures as the quote's netting lines and amount_due_usd (relay 38 req 27)
        return said + NETTED[col].format(netted=usd(netted), due=usd(due))
    if due > 0:
        return said + DUE[col].format(due=usd(due))
    return said if refund > 0 else said + NOTHING[col]


def cancellation_rule(pct: int, days: int, tier_date: str, until: Optional[str], language: str) -> str:
    """A cancellation quote's ``amount_rule``: the tier with the date it counts from and its last day."""
    col = COLUMN.get(language, 0)
    return CANCEL[col].format(
        pct=pct, days=days, tier_date=tier_date, until=UNTIL[col].format(date=until) if until else ""
    )
