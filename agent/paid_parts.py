"""What an amount paid is made of, said beside it (issue 37, relay 18 req 35, traveller L834 / L936).

The context read "total $2318.4, amount paid $2620.8": the $302.40 refund on its way was counted as
paid (it is: net of refunds completed), and nothing said so, so the pair read as an overpayment. A change
card said "paid $2,620.80" with no word of that refund. Both now say the parts, and only when they add up:

- the context: one account (agent/money_account.py, :func:`paid_account`); a cancelled booking keeps
  ``amount paid $P (net of refunds completed)`` beside what the policy kept;
- a change or cancellation card's heading: the amount paid with the refund on its way inside it.

A refund once promised keeps its amount and payee (docs/decisions.md): no change is paid from it, so a
card has no "comes off your refund" or "refund given back" part (those result fields are gone).

Pure: no I/O.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Optional

from agent.booking_records import AfterPayment
from agent.currency_words import money_text
from agent.money_account import ledger_account, said
from agent.rounding import half_up

CENT = 0.005
TITLE = {
    "reschedule": {"EN": "Change to your booking", "KH": "ការផ្លាស់ប្តូរការកក់", "ZH": "预订变更"},
    "cancellation": {"EN": "Cancel your booking", "KH": "លុបចោលការកក់", "ZH": "取消预订"},
}
PAID_WITH_PENDING = {
    "EN": "paid {paid} = {kept} for the trip + {pending} refund on its way",
    "KH": "បានបង់ {paid} = {kept} សម្រាប់ដំណើរ + ប្រាក់សងត្រឡប់កំពុងមក {pending}",
    "ZH": "已付 {paid} = 行程 {kept} + 退款途中 {pending}",
}

# a booking that kept fees from earlier changes: that part named apart, so "for the trip" is the trip's price
PAID_WITH_KEPT = {
    "EN": "paid {paid} = {kept} for the trip + {fees} kept by DerLg (earlier changes) + {pending} refund on its way",
    "KH": "បានបង់ {paid} = {kept} សម្រាប់ដំណើរ + {fees} ប្រាក់រក្សាទុកដោយ DerLg (ការផ្លាស់ប្តូរមុនៗ) + ប្រាក់សងត្រឡប់កំពុងមក {pending}",
    "ZH": "已付 {paid} = 行程 {kept} + DerLg 保留 {fees}（此前变更）+ 退款途中 {pending}",
}


def _num(data: dict[str, Any], key: str) -> float:
    value = data.get(key)
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else 0.0


def context_paid(book: AfterPayment, whole: float) -> str:
    """The context's "amount paid" figure with its parts when a refund is on its way or a top-up is unpaid
    (``whole``: the price with what DerLg keeps, as the line said it)."""
    paid = book.amount_paid_usd
    said = f"${'?' if paid is None else paid + 0.0} (net of refunds completed)"  # + 0.0: never "$-0.0"
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
    lang = language if language in PAID_WITH_PENDING else "EN"
    paid, pending = _num(data, "amount_paid_usd"), _num(data, "refunds_pending_usd")
    if pending > 0 and paid >= pending:
        # the card's own money format (api/static/money.js), each part named (relay 36 L795: "$1,996.00 = $1,497.00
        # + $499.00" beside "Paid $1,996")
        # what DerLg kept from earlier changes is no part of the trip's price (a cancel card said "$489.50 for the
        # trip" of a $480.77 trip that had kept an $8.73 fee)
        fees = _num(data, "charges_usd") or _num(data, "kept_earlier_usd")
        fees = fees if CENT < fees <= paid - pending + CENT else 0.0
        kept = money_text(half_up(paid - pending - fees), "USD")
        words = {"paid": money_text(paid, "USD"), "kept": kept, "pending": money_text(pending, "USD")}
        if fees:
            return PAID_WITH_KEPT[lang].format(**words, fees=money_text(fees, "USD"))
        return PAID_WITH_PENDING[lang].format(**words)
    return None


# a refund split over several payments (sandbox/refund_to.py) says why on the card (relay 36 L1144: $105 of a
# class payment back in full and $696 of the $1,497 payment, unexplained), by the rule its figures follow: a
# cancellation in proportion to what each payment still holds; a leaver's refund to what paid for them; a shorter
# trip (or any other freed part) each traveller's share to what paid for that traveller, never "in proportion"
# (a day less split $57.20 / $11.44 by traveller was said "按各自比例分配").
# said in the traveller's own words, short, below the card's title (never in it: a Chinese traveller could not read
# "如果今天取消（并未取消）：退款先退回为所释放部分付款的那几笔付款，每笔退其应得份额")
SPLIT_RULES = {
    "cancel": {
        "EN": "The refund goes back to each payment in proportion to what it still holds.",
        "KH": "ប្រាក់សងវិញ ផ្ញើត្រឡប់ទៅការបង់ប្រាក់នីមួយៗ តាមសមាមាត្រនៃប្រាក់ដែលនៅសល់របស់វា។",
        "ZH": "退款按每笔付款尚余金额的比例退回各笔付款。",
    },
    "leave": {
        "EN": "Each leaving traveller's refund goes back to the payment that paid for them.",
        "KH": "ប្រាក់សងវិញរបស់ភ្ញៀវដែលចាកចេញម្នាក់ៗ ផ្ញើត្រឡប់ទៅការបង់ប្រាក់ដែលបានបង់សម្រាប់ពួកគាត់។",
        "ZH": "每位离开旅客的退款退回为其付款的那笔付款。",
    },
    "traveller": {
        "EN": "Each traveller's share of the refund goes back to the payment that paid for that traveller.",
        "KH": "ចំណែកប្រាក់សងវិញរបស់ភ្ញៀវម្នាក់ៗ ផ្ញើត្រឡប់ទៅការបង់ប្រាក់ដែលបានបង់សម្រាប់ភ្ញៀវនោះ។",
        "ZH": "每位旅客的那一份退款退回为该旅客付款的那笔付款。",
    },
}


def split_kinds(data: dict[str, Any]) -> list[str]:
    """Which split rules a quote's refund follows (sandbox/refund_to.py): ``cancel`` for a cancellation, ``leave``
    for travellers leaving, ``traveller`` for any other part freed (a shorter trip: each traveller's day)."""
    if data.get("kind") == "cancellation" or "changes" not in data:
        return ["cancel"]
    out = ["leave"] if data.get("leaving") else []
    if any(c != "group" for c in data.get("changes") or []) or not out:
        out.append("traveller")
    return out


def split_rule(data: dict[str, Any], language: str) -> Optional[str]:
    """The refund-split rule its figures follow, when the quote's refund goes back to more than one payment."""
    parts = data.get("refund_to")
    if isinstance(parts, list) and len(parts) > 1:
        lang = language if language in SPLIT_RULES["cancel"] else "EN"
        return (
            " ".join(SPLIT_RULES[k][lang] for k in split_kinds(data))
            if lang != "ZH"
            else "".join(SPLIT_RULES[k][lang] for k in split_kinds(data))
        )
    return None


def card_heading(kind: str, data: dict[str, Any], language: str, heading: Optional[str]) -> Optional[str]:
    """The card's heading (its own, or the kind's title) with the parts of its money after it (the refund-split
    rule goes below it: :func:`card_notes`)."""
    said = [p for p in (card_parts(kind, data, language),) if p]
    if not said:
        return heading
    parts = "; ".join(said) if language != "ZH" else "；".join(said)
    title = heading or TITLE.get(kind, {}).get(language) or TITLE.get(kind, {}).get("EN", "")
    title = title.rstrip(":：៖ ")  # an information card's heading ends in its own colon (relay 26: "changed)::")
    return f"{title}: {parts}" if language != "ZH" else f"{title}：{parts}"


def refund_parts_note(kind: str, data: dict[str, Any]) -> Optional[str]:
    """A cancellation card's refund from its percentage's share of the price, part by part (sandbox/refund_parts.py:
    a swap's extra kept back, what was paid beyond or is still owed), when more than the share makes it up and the
    parts sum to the refund: the card's "Refund 50%" beside a refund of 41 % of the price recomputes."""
    parts, says = data.get("refund_parts"), data.get("refund_parts_says")
    if kind != "cancellation" or not isinstance(parts, list) or len(parts) < 2 or not isinstance(says, str):
        return None
    usd = [float(p["usd"]) for p in parts if isinstance(p, dict) and isinstance(p.get("usd"), (int, float))]
    if len(usd) != len(parts):
        return None
    return says if abs(sum(usd) - _num(data, "refund_usd")) <= 0.011 else None


def card_notes(kind: str, data: dict[str, Any], language: str, title_only: bool) -> list[str]:
    """What a card says below its title: the refund-split rule when its refund is split, a cancellation's refund
    part by part from its percentage, and (``title_only``: an information card, whose title is short) the parts of
    its money."""
    parts = card_parts(kind, data, language) if title_only else None
    return [p for p in (parts, refund_parts_note(kind, data), split_rule(data, language)) if p]


def owed_words(book: AfterPayment, total_usd: Optional[float]) -> str:
    """What the booking owes after its total: its charges while it stands (relay 5: "total $1288, paid $1348" read
    as an overpayment); once cancelled nothing, what the policy kept said as kept (relay 7: "owed $1147.84")."""
    if book.status == "CANCELLED":
        kept = (
            f"; kept under the cancellation policy ${half_up(book.kept_usd)} (paid minus refunds)"
            if book.kept_usd
            else ""
        )
        return f", cancelled: nothing owed{kept}"
    if not book.charges_usd:
        return ""
    # what the payments are for, not what is still to pay (relay 9 read "owed $378" while $189 was due)
    whole = half_up((total_usd or 0) + book.charges_usd)
    return (
        f" + kept by DerLg ${half_up(book.charges_usd)} (fees, kept parts) = ${whole} in all, what the payments cover"
    )


def paid_account(book: AfterPayment, total_usd: Optional[float], language: str) -> str:
    """What was paid, what comes back, what the booking costs in the end and what is owed, said once each
    (agent/money_account.py); a cancelled booking: nothing owed, what the policy kept."""
    if book.status == "CANCELLED":
        whole = half_up((total_usd or 0) + book.charges_usd)
        return f"{owed_words(book, total_usd)}, amount paid {context_paid(book, whole)}"
    completed = sum(r.amount_usd for r in book.refunds if r.status == "COMPLETED")
    pending = book.refunds_pending_usd
    if pending is None:
        pending = sum(r.amount_usd for r in book.refunds if r.status not in ("COMPLETED", "NETTED"))
    account = ledger_account(
        book.amount_paid_usd, completed, pending, book.balance_due_usd, total_usd or 0.0, book.charges_usd
    )
    if account is not None:
        account = replace(account, fees=book.change_fees_usd)
    return ", amount paid $?" if account is None else ", " + said(account, language)
