"""Rules for changing a paid booking: cancellation refunds, reschedules, quotes, refund progress.

Pure functions of (booking facts, now). Days are counted in Cambodia time (ICT, UTC+7), where
the trips run: "30 days before travel" means 30 calendar days before the travel date in Phnom Penh.

Cancellation of a paid booking (before the travel date):

| days before travel (ICT) | refund of the amount paid |
|---|---|
| 30 or more | 100 % |
| 7 to 29 | 50 % |
| fewer than 7 | 0 % |

On or after the travel date a booking can no longer be cancelled or moved (``TRIP_STARTED``).

Changes of a paid booking (previewReschedule): new dates, who joins or leaves, a longer or shorter
trip, an added activity. Possible until ``RESCHEDULE_CUTOFF_DAYS`` days before the current travel
date; a new travel date must be at least ``RESCHEDULE_CUTOFF_DAYS`` days ahead and within a year,
with seats left on that departure (each departure takes at most the trip's ``max_group``).

One price function (issue 37): a change costs ``price(booking after) - price(booking before)``,
where ``price`` is what createBooking charges (``sandbox.totals.booking_total``: the adult price,
children by age band, extra days, activities, the booking's discount). An added adult pays the
adult price, a child their band; a removed traveller (or a removed day: a shorter trip) frees their own price, of
which the refund tier refunds its percentage and keeps the rest (``kept_by_policy_usd``), the SAME
tier a cancellation has (days before travel, counted from ``tier_date`` below); every quote that frees
a price states that tier and the kept part (``freed_price``). A longer trip or a joining traveller pays
the price difference in full, so shortening and lengthening back never nets the traveller money. Moving
the dates is free ``FREE_CHANGE_DAYS`` or more days before the current travel date, otherwise
``LATE_CHANGE_FEE_PER_PERSON`` per paying traveller (a free child under 4 pays no fee). Everything nets into one amount: due (a top-up QR)
or refunded. Owed = price + charges (fees and kept parts); balance due = owed - paid.

The moved-booking rule (the refund cannot be gamed by moving): the refund tier counts from the
EARLIER of the booking's original travel date (the date it was paid for) and its current one
(``tier_date``), so moving a trip later never raises the refund percentage above the original
terms, and moving it close to the date lowers it while the booking is on that date (a move undone
gives the original terms back; relay 5: a move to 3 December undone minutes later left a traveller
leaving 48 days before travel with no refund "for good"). Each move under ``FREE_CHANGE_DAYS``
days before the current date pays the late-change fee. Anything a change left unpaid is netted: a cancellation first withdraws an
unpaid change (as ``withdrawTopUp`` does: the booking as it was, nothing charged), and the refund
is what was paid minus what the booking owes after cancelling (charges + the kept part of its price).

The swap rule (a traveller who joins and another who leaves soon after leave the group as it was;
relay 16 and 19: the leaver's price came back at the 50 % tier, a swap cost half a traveller's price): a
confirmed change that adds travellers grants an allowance of the price they added (``sandbox/swap.py``),
valid ``SWAP_WINDOW``; within it a change that removes a traveller refunds the freed price in full up to
what is left of the allowance (``change_amounts(full_back=...)``, the allowance used up as spent), the
tier beyond it. Only money paid in full in the window comes back in full: no change is priced while a
top-up is unpaid, and withdrawing the join (or its top-up lapsing) restores the allowance as it was.
A swap refunds a leaver in full only while the joiner who granted it stays on the booking
(``sandbox/swap_extra.py``): when a leaver of that joiner's kind whom no joiner replaces leaves later,
or the booking is cancelled, the extra the swap gave (the full refund minus what the tier of that leave
would have refunded; a kept part a join gave back) is kept back from that refund ("kept: the swap's
extra, as the one who joined leaves too", ``swap_extra_kept_usd`` in the quote). So for every sequence of
changes and a final cancellation, the refunds over the booking's life never exceed what cancelling
straight after its last payment would refund.

Money moves in two steps: a preview returns a quote (``quote_id``, the amounts, ``expires_at``,
valid ``QUOTE_TTL``), and only a confirmation carrying that quote id changes anything.
"""

from __future__ import annotations

from datetime import date, datetime, timedelta, timezone
from decimal import Decimal
from typing import Any, Callable, Optional

from agent.rounding import half_up

ICT = timezone(timedelta(hours=7), "ICT")

REFUND_TIERS: tuple[tuple[int, int], ...] = ((30, 100), (7, 50), (0, 0))  # (min days before, refund %)
RESCHEDULE_CUTOFF_DAYS = 2
FREE_CHANGE_DAYS = 7
LATE_CHANGE_FEE_PER_PERSON = 15.0
MAX_DAYS_AHEAD = 365
MIN_DAYS_AHEAD = 0  # a new booking starts today in Cambodia at the earliest (Cambodia's date line, never UTC's)
QUOTE_TTL = timedelta(minutes=15)
# a confirmed change's unpaid top-up is paid within this, or the change is withdrawn (sandbox/unpaid_change.py)
TOP_UP_PAY_WITHIN = timedelta(hours=24)
# Refund progress (the sandbox's stand-in for the payment provider): PENDING for the first hour,
# then PROCESSING, COMPLETED once the expected date is reached.
REFUND_PENDING_FOR = timedelta(hours=1)
REFUND_COMPLETES_AFTER = timedelta(days=5)
# a join's price comes back in full to a traveller who leaves within this (the swap rule above)
SWAP_WINDOW = timedelta(hours=24)
SWAP_HOURS = int(SWAP_WINDOW.total_seconds() // 3600)
# a pickup in a town off the route: a private transfer to the route's start and back, by road hours
EXTRA_LEG_PER_HOUR_USD, EXTRA_LEG_REACH_HOURS = 5.0, 8.0  # per adult and hour each way; farther: refused

CANCELLATION_POLICY = (
    "Paid bookings: cancelled 30 or more days before the travel date (Cambodia time) = 100% refund; "
    "7-29 days before = 50% refund; less than 7 days before = no refund. Not possible on or after the "
    "travel date. Refunds go back to the account that paid, by the payment method it paid with (when a friend "
    "paid, the refund goes to the friend), within 5 days."
)
# where a refund goes, in every refund terms (relay 15: the payer may be a friend, not the traveller)
REFUNDS_GO_TO = "the account that paid, by the payment method it paid with (a friend who paid gets it back)"
MOVED_BOOKING_RULE = (
    "After a change the refund tier counts from the earlier of the booking's original travel date and its "
    "current one: moving a trip later never raises the refund, moving it close to the date lowers it while the "
    "booking stays on that date. An unpaid top-up is withdrawn by a cancellation and never refunded."
)
# a promised refund keeps its amount and payee: a later change's cost is a top-up unless its payer nets it
# (sandbox/netting.py; relay 19 req 57, relay 20 req 46/48; docs/decisions.md)
PENDING_REFUND_RULE = (
    "A refund already on its way keeps its amount and goes to the account that paid; a later change that costs "
    "money is a top-up of its own (its own quote and QR), taken off that refund only if the traveller asks and "
    "the same account paid both."
)
# what a change costs and frees (KH/ZH: sandbox/i18n/policy_texts.py, with the same numbers)
RESCHEDULE_RULES = (
    f"Paid bookings can be changed up to {RESCHEDULE_CUTOFF_DAYS} days before the travel date (new dates at "
    f"least {RESCHEDULE_CUTOFF_DAYS} days ahead with seats left, travellers joining or leaving, a longer or "
    f"shorter trip, an added activity). A change costs the new price minus the current one, priced as a new "
    f"booking: an added adult pays the adult price, a child 4-11 60%, under 4 free, a longer trip its price "
    f"difference in full; a traveller who leaves or a removed day (a shorter trip) frees its own price, refunded "
    f"at the cancellation percentage of the day of the change (days before travel, counted from the earlier of "
    f"the original and the new travel date) and the rest kept. Moving dates is free {FREE_CHANGE_DAYS} or more "
    f"days before travel, otherwise ${LATE_CHANGE_FEE_PER_PERSON:.0f} per paying traveller (children under 4 "
    f"free)."
)
SWAP_RULE = (
    f"A swap costs nothing: for {SWAP_HOURS} hours from the confirmation of a change that adds travellers "
    "(not from its payment; only once its top-up is paid), a traveller who leaves gets their price back in full up to what the joining "
    "travellers paid; beyond that the refund percentage applies."
)
# a top-up beside a refund on its way (sandbox/refund_beside.py, docs/decisions.md)
PAID_SEPARATELY = (
    "A refund of {amount} USD is on its way to the account that paid it; this top-up is paid separately, "
    "unless the traveller asks to take it off that refund and the same account paid both."
)
# a quote that nets a pending refund against its top-up, at the traveller's choice (sandbox/netting.py)
NETTING_SAYS = (
    "Top-up {top_up} USD - pending refund {netted} USD netted = {to_pay} USD to pay; refund still on its way: "
    "{left} USD."
)
# beside NETTING_SAYS while a top-up is left to pay (relay 29 req 52: a netted refund read as gone for good)
NETTING_UNDONE = (
    "If the {to_pay} USD top-up is not paid in time or the change is withdrawn, the change is undone and the "
    "{netted} USD goes back onto the refund on its way."
)
RESCHEDULE_POLICY = RESCHEDULE_RULES + " " + SWAP_RULE + " " + PENDING_REFUND_RULE + " " + MOVED_BOOKING_RULE


def today_ict(now: datetime) -> date:
    return now.astimezone(ICT).date()


def days_before(travel_date: date, now: datetime) -> int:
    return (travel_date - today_ict(now)).days


def refund_pct(days: int) -> int:
    """The refund percentage ``days`` before travel (negative days: the trip has started → 0)."""
    for minimum, pct in REFUND_TIERS:
        if days >= minimum:
            return pct
    return 0


def money(value: float) -> float:
    """A USD amount to the cent, half up on its decimal value (agent/rounding.py: one rule everywhere)."""
    return half_up(value, 2)


def percent(amount: float, pct: float) -> float:
    """``pct`` % of a USD ``amount`` to the cent, worked out on decimal values and rounded half up: the binary
    float of ``573.18 * 75 / 100`` is 429.88499..., which :func:`money` alone would round down."""
    return money(float(Decimal(str(amount)) * Decimal(str(pct)) / 100))


def refund_at(amount: float, pct: int) -> float:
    """The part of ``amount`` a ``pct`` % refund gives back: ``pct`` % of it, half up on its decimal value.
    Every refund at a percentage is this figure and the part kept is the rest (:func:`kept_at`), so a
    half cent always goes to the traveller, whichever side a quote computes first (relay 29 req 50:
    50 % of 10.39 was 5.20 but 50 % of 1,291.95 was 645.97, the kept half having been rounded up)."""
    return percent(amount, pct)


def kept_at(amount: float, pct: int) -> float:
    """The part of ``amount`` a ``pct`` % refund keeps: what :func:`refund_at` does not give back."""
    return money(amount - refund_at(amount, pct))


def change_fee(days: int, paying: int) -> float:
    """The fee for moving the dates ``days`` before travel, for ``paying`` travellers whose price is above
    nothing (``Group.paying_count``: a free infant pays no fee; relay 12)."""
    return 0.0 if days >= FREE_CHANGE_DAYS else money(LATE_CHANGE_FEE_PER_PERSON * paying)


def tier_date_after(original: date, travel: date) -> date:
    """The date the refund tier counts from for a booking on ``travel`` that was paid for
    ``original`` (the moved-booking rule above)."""
    return min(original, travel)


def refund_schedule(tier_date: date, now: datetime) -> list[dict[str, Any]]:
    """Every refund tier still ahead, as Cambodia dates: its percentage, its first and last day
    (inclusive), and whether it applies today (relay 4: "100% until about 3 December" worked out by
    the model from the policy text; every quote states it)."""
    today = today_ict(now)
    out: list[dict[str, Any]] = []
    later: Optional[int] = None  # the minimum days of the tier before this one (more refund)
    for minimum, pct in REFUND_TIERS:
        first = tier_date - timedelta(days=later - 1) if later is not None else None
        last = tier_date - timedelta(days=minimum) if minimum > 0 else None
        later = minimum
        if last is not None and last < today:
            continue
        out.append(
            {
                "refund_pct": pct,
                "from": max(first, today).isoformat() if first is not None else None,
                "until": last.isoformat() if last is not None else None,  # None: until the trip starts
                "applies_today": refund_pct(days_before(tier_date, now)) == pct,
            }
        )
    return out


def change_amounts(
    price_before: float,
    price_after: float,
    paid: float,
    charges: float,
    fee: float,
    pct: int,
    full_back: float = 0.0,
    kept_back: float = 0.0,
    swap_extra: float = 0.0,
) -> dict[str, float]:
    """What a change (a cancellation: ``price_after`` 0) costs, netted into one amount due or refunded.

    The freed part of the price (``price_before - price_after`` when it drops) is refunded in full up
    to ``full_back`` (the swap allowance: ``refunded_in_full_usd``), the rest at ``pct`` with the rest of
    that kept; the booking then owes ``price_after + charges - kept_back + kept + fee`` (``kept_back``: a
    join giving back a leave's kept part, sandbox/swap_kept.py); what was paid beyond that is refunded, what
    is missing is due; ``swap_extra`` (sandbox/swap_extra.py) is owed too, never more than it would refund.
    """
    freed = max(money(price_before - price_after), 0.0)  # to the cent: 100.38 - 100 is 0.3799... in binary
    full = money(min(freed, max(full_back, 0.0)))
    kept = kept_at(max(freed - full, 0.0), pct)
    charges = money(charges - min(max(kept_back, 0.0), charges))
    owed = money(price_after + charges + kept + fee)
    extra = money(min(max(swap_extra, 0.0), max(paid - owed, 0.0)))
    owed = money(owed + extra)
    return {
        **({"swap_extra_kept_usd": extra} if extra > 0 else {}),
        **({"refunded_in_full_usd": full} if full > 0 else {}),
        **({"kept_given_back_usd": money(kept_back)} if kept_back > 0 else {}),
        "current_total_usd": money(price_before),
        "new_total_usd": money(price_after),
        "price_difference_usd": money(price_after - price_before),
        "kept_by_policy_usd": kept,
        "change_fee_usd": fee,
        # what DerLg keeps beyond the price after the change: earlier charges, the kept part, the fee
        # (was charges_after_usd, read as "total charged after the change": relay 8)
        "kept_by_derlg_usd": money(charges + kept + fee + extra),
        # the same money by scope (relay 27 req 38: kept_by_derlg_usd is every change's, kept_by_policy_usd
        # this one's): kept_in_total_usd = kept_earlier_usd + kept_by_this_change_usd
        "kept_by_this_change_usd": money(kept + fee + extra),
        "kept_earlier_usd": money(charges),
        "kept_in_total_usd": money(charges + kept + fee + extra),
        "amount_due_usd": max(money(owed - paid), 0.0),
        "refund_usd": max(money(paid - owed), 0.0),
    }


def pct_of(part: float, base: float) -> float:
    """``part`` as a percentage of ``base``, to the hundredth (a whole number when it is one)."""
    pct = half_up(part * 100 / base, 2) if base > 0 else 0.0
    return int(pct) if pct == int(pct) else pct


def freed_terms(amounts: dict[str, float], pct: int, tier_date: date, now: datetime) -> dict[str, Any]:
    """The tier a change that lowers the price refunds its freed part at, and the part kept, stated in the
    quote (relay 13: a day removed 10 minutes after paying refunded 50 %, and no quote said why).

    Every percentage is the refund it describes over its base (relay 22 req 24: a swap refunded 100 % of
    the freed price beside ``refund_pct`` 50): ``refund_pct`` / ``refund_pct_of_freed_price`` of the freed
    price, ``refund_tier_pct`` the tier's, of the part the swap rule does not refund in full (``rest_at_refund_tier_usd``: refunded at that tier, not kept).
    With nothing freed (a day or a traveller added, a date moved) none of these is stated (relay 29 req 34: a
    day added carried ``refund_pct_of_freed_price`` 50 beside nothing freed)."""
    freed = max(-amounts["price_difference_usd"], 0.0)
    if freed <= 0:
        return {}
    kept, full = amounts["kept_by_policy_usd"], amounts.get("refunded_in_full_usd", 0.0)
    back = money(freed - kept)
    of_freed = pct_of(back, freed)
    return {
        "refund_pct_of_freed_price": of_freed,
        "freed_price": {
            "freed_usd": money(freed),
            "refund_pct": of_freed,
            "refund_of_freed_usd": back,
            **({"refunded_in_full_usd": full, "rest_at_refund_tier_usd": money(freed - full)} if full else {}),
            "refund_tier_pct": pct,
            "kept_by_policy_usd": kept,
            "tier_counts_from": tier_date.isoformat(),
            "days_before_refund_tier_date": days_before(tier_date, now),
            # its "says", in the request's language: sandbox/routes/changes.py (sandbox/i18n/freed_texts.py)
        },
    }


def cancellation_refund(
    price: float, paid: float, charges: float, tier: date, now: datetime, extra: float = 0
) -> float:
    """What cancelling refunds today: what was paid minus what the booking owes after cancelling (its charges,
    the kept part of its price, ``extra``: sandbox/swap_extra.py). Never more than ``paid``."""
    pct = refund_pct(days_before(tier, now))
    return min(change_amounts(price, 0.0, paid, charges, 0.0, pct, swap_extra=extra)["refund_usd"], max(money(paid), 0))


# an unpaid top-up beside the one refund-if-cancelled figure: in words, never as a second figure
UNPAID_TOP_UP_ON_CANCEL = (
    "Until its top-up is paid, cancelling withdraws this change (nothing charged for it): the refund is from "
    "what was actually paid."
)


# what an "after change" refund figure is computed on (relay 42 req 23: 50% of what was paid before the top-up)
ONCE_TOP_UP_PAID = "for the booking after this change, once its top-up is paid (its price included)"


def refund_terms(tier_date: date, now: datetime, refund_today: float, top_up_unpaid: bool = False) -> dict[str, Any]:
    """The refund terms of a paid booking (after a change: stated in every reschedule quote).

    ``refund_today`` is what cancelling right away would refund (:func:`cancellation_refund`), the one
    refund-if-cancelled figure; ``top_up_unpaid``: the terms are a change's with a top-up owed, so the figure is
    the booking's after the change once that top-up is paid (``refund_if_cancelled_today_is`` says so), and
    what cancelling before it is paid does (withdraws the change) is said in words (``until_top_up_paid``). ``days_before_refund_tier_date`` counts to the tier's
    own date, which is not the travel date after a move (``days_before_travel`` always is)."""
    days = days_before(tier_date, now)
    terms: dict[str, Any] = {
        "tier_counts_from": tier_date.isoformat(),
        "refund_tier_date": tier_date.isoformat(),
        "days_before_refund_tier_date": days,
        "days_before": days,  # older name of days_before_refund_tier_date
        "refund_pct_if_cancelled_today": refund_pct(days),
        "refund_if_cancelled_today_usd": money(refund_today),
        "refund_schedule": refund_schedule(tier_date, now),
        "tiers": "30+ days before: 100%; 7-29 days: 50%; under 7 days: 0%",
        "rule": MOVED_BOOKING_RULE,
        "refunds_go_to": REFUNDS_GO_TO,
    }
    if top_up_unpaid:  # the figure is the booking's once the top-up is paid, and says so
        terms["refund_if_cancelled_today_is"] = ONCE_TOP_UP_PAID
        terms["until_top_up_paid"] = UNPAID_TOP_UP_ON_CANCEL
    return terms


ONCE_PAID = (
    "Once paid, this {amount} USD falls under the booking's refund terms: cancelling today would give back "
    "{pct}% of it ({back} USD); the refund_schedule says when that drops."
)
# a cancellation's base and what was kept earlier (sandbox/cancel_base.py; relay 16 req 53)
BASE_SAYS = "{pct}% of the trip price {base} USD = {refund} USD."
KEPT_SAYS = "{kept} USD kept earlier for {change} on {on} is not refunded again."


def terms_of_a_payment(
    amount: float,
    tier_date: date,
    now: datetime,
    translate: Callable[[str], str] = lambda text: text,
) -> dict[str, Any]:
    """The refund terms a change's cost (an added activity, a traveller, a day) falls under once paid:
    the booking's tier, like the rest of its price (relay 8: a cooking class paid one minute before a
    cancellation came back at 50 %, and nothing had said so). The whole cost is a top-up of its own (no
    refund on its way pays for it), said by ``translate`` (EN/KH/ZH templates in sandbox/i18n/payment_texts.py)."""
    pct = refund_pct(days_before(tier_date, now))
    back = refund_at(amount, pct)
    return {
        "refund_pct_if_cancelled_today": pct,
        "refund_if_cancelled_today_usd": back,
        "says": translate(ONCE_PAID).format(amount=f"{amount:.2f}", pct=pct, back=f"{back:.2f}"),
    }


def change_terms(travel: date, now: datetime, paying: int) -> dict[str, Any]:
    """What moving the dates again would cost after a change (relay 5: a move to 3 weeks out was
    quoted free, and only the move back said that every later move costs $15 a traveller)."""
    free_until = travel - timedelta(days=FREE_CHANGE_DAYS)
    return {
        "date_moves_free_until": free_until.isoformat() if free_until >= today_ict(now) else None,
        "late_change_fee_usd": change_fee(0, paying),
        # the fee one paying traveller pays: a *_usd amount of its own, so it gets its riel or yuan twin
        "late_change_fee_per_traveller_usd": money(LATE_CHANGE_FEE_PER_PERSON),
        "travellers_paying_the_fee": paying,
        "rule": f"Moving the dates is free {FREE_CHANGE_DAYS} or more days before the travel date, otherwise "
        f"${LATE_CHANGE_FEE_PER_PERSON:.0f} per paying traveller (children under 4 free).",
    }


def refund_status(created_at: datetime, now: datetime) -> str:
    if now - created_at < REFUND_PENDING_FOR:
        return "PENDING"
    if now - created_at < REFUND_COMPLETES_AFTER:
        return "PROCESSING"
    return "COMPLETED"
