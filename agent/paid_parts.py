"""What an amount paid is made of, said beside it (issue 37, relay 18 req 35, traveller L834 / L936).

The context read "total $2318.4, amount paid $2620.8": the $302.40 refund on its way was counted as
paid (it is: net of refunds completed), and nothing said so, so the pair read as an overpayment. A change
card said "paid $2,620.80" with no word of that refund, and "refund $0 / to pay $84" for a $386.40 change
whose $302.40 came off the refund on its way. Both now say the parts, and only when they add up:

- the context: ``amount paid $P (net of refunds completed) = $W + $R refund on its way - $B top-up still
  to pay`` (W: the price with what DerLg keeps, as the line states it before);
- a change or cancellation card's heading: the change's cost, the part the refund on its way pays and
  what is left to pay; the amount paid with the refund on its way inside it; a cancellation's refund
  with the refunds it gives back (sandbox/routes/cancellation.py ``refunds_given_back_usd``).

Pure: no I/O.
"""

from __future__ import annotations

from typing import Any, Optional

from agent.booking_records import AfterPayment

CENT = 0.005
TITLE = {
    "reschedule": {"EN": "Change to your booking", "KH": "ការផ្លាស់ប្តូរការកក់", "ZH": "预订变更"},
    "cancellation": {"EN": "Cancel your booking", "KH": "លុបចោលការកក់", "ZH": "取消预订"},
}
NETTED = {
    "EN": "the change costs {cost}: {netted} comes off your refund on its way, {due} to pay",
    "KH": "ការផ្លាស់ប្តូរនេះថ្លៃ {cost}៖ {netted} កាត់ពីប្រាក់សងត្រឡប់ដែលកំពុងមក នៅសល់ត្រូវបង់ {due}",
    "ZH": "本次变更 {cost}：其中 {netted} 由退款途中的款项抵扣，需补付 {due}",
}
PAID_WITH_PENDING = {
    "EN": "paid {paid} = {kept} + {pending} refund on its way",
    "KH": "បានបង់ {paid} = {kept} + ប្រាក់សងត្រឡប់កំពុងមក {pending}",
    "ZH": "已付 {paid} = {kept} + 退款途中 {pending}",
}
GIVEN_BACK = {
    "EN": "refund {refund} + {back} refund given back = {total} in all",
    "KH": "សងប្រាក់វិញ {refund} + ប្រាក់សងត្រឡប់ដែលបានប្រគល់វិញ {back} = សរុប {total}",
    "ZH": "退款 {refund} + 恢复退回的款项 {back} = 共 {total}",
}


def usd(value: float) -> str:
    return f"${value:,.2f}"


def _num(data: dict[str, Any], key: str) -> float:
    value = data.get(key)
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else 0.0


def context_paid(book: AfterPayment, whole: float) -> str:
    """The context's "amount paid" figure with its parts when a refund is on its way or a top-up is unpaid
    (``whole``: the price with what DerLg keeps, as the line said it)."""
    paid = book.amount_paid_usd
    said = f"${paid if paid is not None else '?'} (net of refunds completed)"
    if paid is None or book.status == "CANCELLED":
        return said
    pending = book.refunds_pending_usd
    if pending is None:
        pending = sum(r.amount_usd for r in book.refunds if r.status != "COMPLETED")
    due = book.balance_due_usd
    if pending <= 0 and due <= 0:
        return said
    if abs(whole + pending - due - paid) > CENT:  # the parts the session knows do not add up: none stated
        return said + (f", incl. ${pending:.2f} refund on its way" if pending > 0 else "")
    parts = f"${whole:.2f}" + (f" + ${pending:.2f} refund on its way" if pending > 0 else "")
    return f"{said} = {parts}" + (f" - ${due:.2f} top-up still to pay" if due > 0 else "")


def card_parts(kind: str, data: dict[str, Any], language: str) -> Optional[str]:
    """The parts a change or cancellation card's money is made of, in the session's language, or None."""
    lang = language if language in NETTED else "EN"
    netted = _num(data, "paid_from_pending_refunds_usd")
    if kind == "reschedule" and netted > 0:
        cost, due = _num(data, "change_cost_usd"), _num(data, "amount_due_usd")
        if abs(cost - netted - due) <= CENT:
            return NETTED[lang].format(cost=usd(cost), netted=usd(netted), due=usd(due))
    back = _num(data, "refunds_given_back_usd")
    if kind == "cancellation" and back > 0:
        refund = _num(data, "refund_usd")
        return GIVEN_BACK[lang].format(refund=usd(refund), back=usd(back), total=usd(refund + back))
    paid, pending = _num(data, "amount_paid_usd"), _num(data, "refunds_pending_usd")
    if pending > 0 and paid >= pending:
        return PAID_WITH_PENDING[lang].format(paid=usd(paid), kept=usd(paid - pending), pending=usd(pending))
    return None


def card_heading(kind: str, data: dict[str, Any], language: str, heading: Optional[str]) -> Optional[str]:
    """The card's heading (its own, or the kind's title) with the parts of its money after it."""
    parts = card_parts(kind, data, language)
    if parts is None:
        return heading
    title = heading or TITLE.get(kind, {}).get(language) or TITLE.get(kind, {}).get("EN", "")
    return f"{title}: {parts}" if language != "ZH" else f"{title}：{parts}"
