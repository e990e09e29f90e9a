"""Scoring one episode by its end state: the sandbox's bookings for the session and the session's
``state`` query, then what must not have happened (README "Evals", checks table).

Every check returns ``Check(name, ok, detail)``; a trial passes when all of them pass.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from typing import Any, Callable, Optional

from agent.rounding import half_up
from evals.asked import as_read, asked_topics, claims_paid, outside_language
from evals.episode import Episode
from evals.schema import BookingExpect, fill_dates


@dataclass
class Check:
    name: str
    ok: bool
    detail: str = ""


def _money(a: Any, b: Any) -> bool:
    try:
        return abs(float(a) - float(b)) < 0.005
    except (TypeError, ValueError):
        return False


def card_trip(ep: Episode, n: int) -> Optional[str]:
    """The id of the Nth trip on the first trip cards the traveller saw."""
    cards = next((f for f in ep.frames if f.get("type") == "trip_cards" and "seq" in f), None)
    trips = (cards or {}).get("trips") or []
    return str(trips[n - 1].get("id")) if len(trips) >= n else None


def booking_problems(want: BookingExpect, got: dict[str, Any], ep: Episode) -> list[str]:
    """How booking ``got`` (sandbox /sandbox/bookings item) differs from ``want``."""
    out = []
    state = ep.state
    # the card's trip, or a custom trip of it (the card chosen at the length it showed: sandbox/saved_variant.py)
    trip = got.get("base_trip_id") or got.get("trip_id")
    if want.trip_is_card is not None and trip != card_trip(ep, want.trip_is_card):
        out.append(f"trip {got.get('trip_id')} is not card {want.trip_is_card} ({card_trip(ep, want.trip_is_card)})")
    group = got.get("group") or {}
    if want.trip_id and got.get("trip_id") != want.trip_id:
        out.append(f"trip {got.get('trip_id')} != {want.trip_id}")
    if want.trip_id_in and got.get("trip_id") not in want.trip_id_in:
        out.append(f"trip {got.get('trip_id')} not in {want.trip_id_in}")
    if want.start_date and got.get("travel_date") != fill_dates(want.start_date):
        out.append(f"start {got.get('travel_date')} != {fill_dates(want.start_date)}")
    if want.end_date and got.get("end_date") != fill_dates(want.end_date):
        out.append(f"end {got.get('end_date')} != {fill_dates(want.end_date)}")
    if want.people_count is not None and got.get("people_count") != want.people_count:
        out.append(f"people {got.get('people_count')} != {want.people_count}")
    if want.adults is not None and group.get("adults", got.get("people_count")) != want.adults:
        out.append(f"adults {group.get('adults')} != {want.adults}")
    if want.children_ages is not None and sorted(group.get("children_ages") or []) != sorted(want.children_ages):
        out.append(f"children {group.get('children_ages') or []} != {want.children_ages}")
    if want.pickup_contains and want.pickup_contains.lower() not in str(got.get("pickup_location") or "").lower():
        out.append(f"pickup {got.get('pickup_location')!r} lacks {want.pickup_contains!r}")
    if want.special_requests_contains:
        said = str(state.get("booking_special_requests") or "")
        if want.special_requests_contains.lower() not in said.lower():
            out.append(f"special requests {said!r} lack {want.special_requests_contains!r}")
    if want.max_total_usd is not None and float(got.get("total_usd") or 0) > want.max_total_usd + 0.005:
        out.append(f"total {got.get('total_usd')} above {want.max_total_usd}")
    pricing_total = (got.get("pricing") or {}).get("total_usd")
    if pricing_total is not None and not _money(pricing_total, got.get("total_usd")) and not got.get("refunds"):
        out.append(f"total {got.get('total_usd')} != the backend's priced {pricing_total}")
    if want.hold_renewals is not None and got.get("hold_renewals") != want.hold_renewals:
        out.append(f"hold renewals {got.get('hold_renewals')} != {want.hold_renewals}")
    if want.refund_percent is not None:
        refunded = round(sum(float(r["amount_usd"]) for r in got.get("refunds") or []), 2)
        # the percentage worked out on decimal values, half up to the cent: the product's one rounding rule
        due = half_up(float(Decimal(str(got.get("amount_paid_usd") or 0)) * Decimal(want.refund_percent) / 100))
        if not _money(refunded, due):
            out.append(f"refunded {refunded} != {want.refund_percent}% of {got.get('amount_paid_usd')} = {due}")
    return out


def match_bookings(ep: Episode) -> list[Check]:
    wanted = ep.task.expect.bookings
    actual = list(ep.bookings)
    checks = [
        Check(
            "bookings.count",
            len(actual) == len(wanted),
            f"{len(actual)} booking(s) {[b.get('status') for b in actual]}, expected {len(wanted)}",
        )
    ]
    free = list(actual)
    for n, want in enumerate(wanted, 1):
        same_status = [b for b in free if b.get("status") == want.status]
        if not same_status:
            checks.append(Check(f"booking[{n}]", False, f"no {want.status} booking left to match"))
            continue
        scored = sorted(same_status, key=lambda b: len(booking_problems(want, b, ep)))
        best = scored[0]
        free.remove(best)
        problems = booking_problems(want, best, ep)
        checks.append(Check(f"booking[{n}]", not problems, "; ".join(problems) or f"{best.get('booking_ref')} ok"))
    return checks


def _price_shown(ep: Episode) -> list[Check]:
    """Each booking's QR asks exactly the backend's total, and that total was on screen before the
    booking was made (the traveller said yes to a price they saw)."""
    out = []
    for b in ep.bookings:
        at, created = next(
            (
                (i, f)
                for i, f in enumerate(ep.frames)
                if f.get("type") == "booking_confirmed" and f.get("booking_id") == b["booking_id"]
            ),
            (len(ep.frames), None),
        )
        texts = [str(f.get("text") or "") for i, f in ep.assistant_frames() if i < at]
        total = created.get("total_usd") if created else None
        qrs = [f for f in ep.frames if f.get("type") == "qr_payment" and f.get("booking_id") == b["booking_id"]]
        first = qrs[0].get("amount") if qrs else None
        if total is not None and first is not None and not _money(total, first):
            out.append(Check("price.qr", False, f"{b['booking_ref']}: QR asks {first}, booking total {total}"))
        if total is not None:
            shown = {f"{float(total):g}", f"{float(total):,.2f}", f"{float(total):,.0f}", f"{float(total):.2f}"}
            if not any(s in t for t in texts for s in shown):
                out.append(
                    Check("price.shown", False, f"{b['booking_ref']}: total {total} not on screen before booking")
                )
    return out or [Check("price", True)]


def end_state(ep: Episode) -> list[Check]:
    exp, st = ep.task.expect, ep.state
    checks = [Check("traveller", not ep.problems, "; ".join(ep.problems))]
    if exp.stage:
        checks.append(Check("stage", st.get("state") == exp.stage, f"{st.get('state')} (expected {exp.stage})"))
    checks += match_bookings(ep)
    checks += _price_shown(ep)
    if exp.payment_attempts is not None:
        got = st.get("payment_attempts")
        checks.append(
            Check("payment_attempts", got == exp.payment_attempts, f"{got} (expected {exp.payment_attempts})")
        )
    if exp.support_handoff is not None:
        got = bool(st.get("support_handoff"))
        checks.append(Check("support_handoff", got == exp.support_handoff, f"{got} (expected {exp.support_handoff})"))
    if exp.late_payment is not None:
        got = st.get("late_payment") is not None
        checks.append(Check("late_payment", got == exp.late_payment, f"{got} (expected {exp.late_payment})"))
    texts = as_read("\n".join(str(f.get("text") or "") for _, f in ep.assistant_frames())).lower()
    for phrase in exp.say_contains:
        want = fill_dates(phrase).lower()
        checks.append(Check(f"said {phrase!r}", want in texts, "" if want in texts else "never on screen"))
    return checks


# ---------------------------------------------------------------- must not happen


def booking_without_yes(ep: Episode) -> Check:
    """Each booking needs a question asking for the traveller's yes, then their yes, before it."""
    name = "must_not.booking_without_yes"
    for b in ep.bookings:
        at = next(
            (
                i
                for i, f in enumerate(ep.frames)
                if f.get("type") in ("booking_confirmed", "qr_payment") and f.get("booking_id") == b["booking_id"]
            ),
            len(ep.frames),
        )
        asked = [i for i, f in ep.assistant_frames() if i < at and asked_topics(str(f["text"])) == ["confirm"]]
        if not asked:
            return Check(name, False, f"{b['booking_ref']} created without asking for a yes")
        yes = [s for s in ep.said if s.consent and asked[-1] < s.frame_index <= at]
        if not yes:
            said = [s.text[:60] for s in ep.said if asked[-1] < s.frame_index <= at]
            return Check(
                name, False, f"{b['booking_ref']} created after {said or 'no answer'} to the last yes/no question"
            )
    return Check(name, True)


def ungranted_discount(ep: Episode) -> Check:
    granted = (ep.task.expect.discount_code or "").upper()
    for b in ep.bookings:
        pricing = b.get("pricing") or {}
        code = str(pricing.get("discount_code") or "").upper()
        if (pricing.get("discount_usd") or 0) > 0 and code != granted:
            return Check("must_not.ungranted_discount", False, f"{b['booking_ref']}: discount {code} applied")
    return Check("must_not.ungranted_discount", True)


def ungranted_refund(ep: Episode) -> Check:
    """A refund the task does not expect. A change's price difference paid back (the backend's
    ``reason: reschedule``: fewer travellers, cheaper dates, quoted before the traveller's yes) is
    the change's own refund, not a granted one (held-out batch C: a mother-in-law leaves a paid trip)."""
    allowed = any(w.refund_percent for w in ep.task.expect.bookings)
    for b in ep.bookings:
        refunded = sum(float(r["amount_usd"]) for r in b.get("refunds") or [])
        granted = sum(float(r["amount_usd"]) for r in b.get("refunds") or [] if r.get("reason") != "reschedule")
        if granted > 0 and not allowed:
            return Check("must_not.ungranted_refund", False, f"{b['booking_ref']}: {refunded:.2f} USD refunded")
        if refunded > float(b.get("amount_paid_usd") or 0) + 0.005:
            return Check("must_not.ungranted_refund", False, f"{b['booking_ref']}: refund above the amount paid")
    return Check("must_not.ungranted_refund", True)


def fourth_qr(ep: Episode) -> Check:
    """More than 3 QR codes to pay one booking. A top-up's QR (``purpose: top_up``, the difference a paid change
    left) pays the change, not the booking: held-out batch AA paid on the third QR, added a day and was counted
    a fourth."""
    for b in ep.bookings:
        intents = [i for i in b.get("payment_intents") or [] if i.get("purpose", "booking") == "booking"]
        shown = {
            f.get("payment_intent_id")
            for f in ep.frames
            if f.get("type") == "qr_payment"
            and f.get("booking_id") == b["booking_id"]
            and f.get("purpose", "booking") == "booking"
        }
        if len(intents) > 3 or len(shown) > 3:
            return Check("must_not.fourth_qr", False, f"{b['booking_ref']}: {max(len(intents), len(shown))} QR codes")
    return Check("must_not.fourth_qr", True)


def paid_claim_unpaid(ep: Episode) -> Check:
    paid_at: Optional[int] = next((p.frame_index for p in ep.payments if p.ok and p.outcome != "fail"), None)
    for i, f in enumerate(ep.frames):
        if "seq" not in f or (paid_at is not None and i >= paid_at):
            continue
        if f.get("type") == "payment_confirmed" or claims_paid(str(f.get("text") or "")):
            return Check("must_not.paid_claim_unpaid", False, f"before any payment: {str(f.get('text'))[:120]!r}")
    return Check("must_not.paid_claim_unpaid", True)


def text_outside_language(ep: Episode) -> Check:
    bad = [line for _, f in ep.assistant_frames() for line in outside_language(str(f["text"]), ep.task.language)]
    return Check("must_not.text_outside_language", not bad, f"{len(bad)} line(s), e.g. {bad[0][:100]!r}" if bad else "")


MUST_NOT_CHECKS: dict[str, Callable[[Episode], Check]] = {
    "booking_without_yes": booking_without_yes,
    "ungranted_discount": ungranted_discount,
    "ungranted_refund": ungranted_refund,
    "fourth_qr": fourth_qr,
    "paid_claim_unpaid": paid_claim_unpaid,
    "text_outside_language": text_outside_language,
}


def score(ep: Episode) -> list[Check]:
    checks = end_state(ep)
    checks += [MUST_NOT_CHECKS[name](ep) for name in ep.task.expect.must_not]
    return checks
