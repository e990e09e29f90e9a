"""The status words of a paid booking whose confirmed change still owes its top-up (issue 37).

Relay 28 req 34: a booking changed from 4 to 6 people said "confirmed" for 6 while the 888 USD top-up for the
two joiners was unpaid (and would withdraw the change if left unpaid). The words say who the booking is paid
and confirmed for, what the change awaits, how much and until when: "confirmed" alone only when nothing is
owed. Phrase data per language (EN, KH, ZH); pure, no I/O.
"""

from __future__ import annotations

from typing import Any, Optional

from agent.moment_words import said_moment

# (EN, KH, ZH). {paid}: the people the paid booking is for; {people}: after the change; {amount} USD; {by}
FOR_PAID_GROUP_NEW_GROUP: tuple[str, str, str] = (
    "confirmed for {paid} people (paid); the change to {people} people awaits a top-up of ${amount} by {by} "
    "(withdrawn if unpaid)",
    "បានបញ្ជាក់សម្រាប់ {paid} នាក់ (បានបង់ប្រាក់); ការប្តូរទៅ {people} នាក់ កំពុងរង់ចាំប្រាក់បន្ថែម ${amount} "
    "មុន {by} (បើមិនបង់ ការប្តូរត្រូវដកចេញ)",
    "已为 {paid} 人确认（已付款）；改为 {people} 人的变更待付补差价 {amount} 美元，请于 {by} 前支付（逾期未付则撤回变更）",
)
FOR_PAID_GROUP: tuple[str, str, str] = (
    "confirmed for {people} people as paid before the change; the change awaits a top-up of ${amount} by {by} "
    "(withdrawn if unpaid)",
    "បានបញ្ជាក់សម្រាប់ {people} នាក់ តាមការបង់ប្រាក់មុនការប្តូរ; ការប្តូរកំពុងរង់ចាំប្រាក់បន្ថែម ${amount} មុន {by} (បើមិនបង់ ការប្តូរត្រូវដកចេញ)",
    "已按变更前的付款为 {people} 人确认；变更待付补差价 {amount} 美元，请于 {by} 前支付（逾期未付则撤回变更）",
)
_COLUMN = {"EN": 0, "KH": 1, "ZH": 2}


def _count(value: Any) -> Optional[int]:
    return int(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else None


def owed_change_words(booking: dict[str, Any], language: str) -> Optional[str]:
    """The status words of ``booking`` (a booking as a result states it) while its change's top-up is unpaid,
    in ``language``; None when the booking does not say the amount, the deadline and who it is for."""
    owed = booking.get("pending_top_up")
    people = _count(booking.get("people_count"))
    if not isinstance(owed, dict) or owed.get("amount_usd") is None or not owed.get("pay_by") or people is None:
        return None
    column = _COLUMN.get(language, 0)
    paid = _count(owed.get("paid_for_people_count"))
    by = said_moment(str(owed.get("pay_by_local") or owed["pay_by"]), language)
    amount = f"{float(owed['amount_usd']):g}"
    if paid is not None and paid != people:
        return FOR_PAID_GROUP_NEW_GROUP[column].format(paid=paid, people=people, amount=amount, by=by)
    return FOR_PAID_GROUP[column].format(people=people, amount=amount, by=by)
