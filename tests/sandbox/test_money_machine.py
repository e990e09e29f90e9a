"""A model of the money of one paid booking, checked as a state machine against the sandbox (issue 37).

The traveller changes a paid trip_001 booking at random: travellers join or leave (adults, children
by age), the dates move, the trip gets longer or shorter, a top-up is paid or left or withdrawn,
days pass, the booking is cancelled. The model prices every booking independently (the adult price
of the trip's length, children by age band) and follows the policy of sandbox/policy.py. After every
step: what was paid is what the traveller agreed to, the balance is price + charges - paid, the
group and the per-traveller price list are the booking's, and a cancellation never refunds more
than the original terms allow (the refund tier of the ORIGINAL travel date). Relay runs 4 and 5:
"paid" is net of refunds COMPLETED (a refund on its way is shown apart), the refund the booking and
every quote state for a cancellation today is the cancellation's own and never more than was paid,
"days before travel" always counts to the current travel date (the refund tier's date is named
apart, with the dated schedule of its tiers), and a quote that refunds shows the refund as its amount.
Relay 19 req 57, relay 20 req 46/48: a refund once promised keeps its amount and its payee; a later change
that costs money is a top-up of its own. So every refund's amount never changes after it started, what was
paid net of every refund started is what the traveller agreed to, and the balance is price + charges - that.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import date, timedelta
from typing import Any, Optional

import pytest
from hypothesis import HealthCheck, settings, strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from sandbox import policy
from tests.sandbox.money_model import (
    CENT,
    DAYS,
    MAX_GROUP,
    ORIGINAL,
    Booked,
    Money,
    adult_price,
    child_price,
    difference,
    kind,
    pass_part,
    pct_from,
    share,
)
from tests.sandbox.support import Sandbox
from tests.sandbox.test_changes import record


class MoneyMachine(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.sb = Sandbox()
        made = self.sb.book("trip_001", people=None, adults=2, children_ages=[8], user_id="user-a")
        self.bid = made["booking_id"]
        qr = self.sb.data("generatePaymentQR", {"booking_id": self.bid})
        assert self.sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
        booked = Booked(adults=2, kids=(8,), start=ORIGINAL, length=DAYS, charges=0.0, tier=ORIGINAL)
        self.m = Money(booked=booked, paid=booked.price())

    # ---------------------------------------------------------------- helpers
    def today(self) -> date:
        return policy.today_ict(self.sb.clock.now)

    def call(self, tool: str, body: dict[str, Any]) -> tuple[int, dict[str, Any]]:
        resp = self.sb.call(tool, {"booking_id": self.bid, **body})
        payload = resp.json()
        return resp.status_code, payload["data"] if payload["success"] else payload["error"]

    def refusal(self, after: Booked, moved: bool) -> Optional[str]:
        """The error code the change must get, or None when it can be quoted."""
        b, today = self.m.booked, self.today()
        if self.m.cancelled:
            return "NOT_AVAILABLE"
        if (b.start - today).days <= 0:
            return "TRIP_STARTED"
        if (b.start - today).days < policy.RESCHEDULE_CUTOFF_DAYS:
            return "TOO_LATE_TO_CHANGE"
        if self.m.pending is not None:
            return "BALANCE_DUE"
        if after.adults < 1 or not 2 <= after.length:
            return "VALIDATION_FAILED"
        if moved and after.start < today + timedelta(days=policy.RESCHEDULE_CUTOFF_DAYS):
            return "VALIDATION_FAILED"
        if replace(after, charges=b.charges, tier=b.tier) == b:
            return "VALIDATION_FAILED"  # nothing to change
        if after.adults + len(after.kids) > MAX_GROUP:
            return "NOT_AVAILABLE"
        return None

    def on_the_way(self) -> float:
        limit = policy.REFUND_COMPLETES_AFTER.days
        return round(sum(r for r, day in self.m.change_refunds if (self.today() - day).days < limit), 2)

    def cancellation_refund(self) -> float:  # all a cancellation returns (an unpaid change withdrawn first)
        base = self.m.pending[0] if self.m.pending else self.m.booked
        pct = pct_from(base.tier, self.today())
        kept = round(base.charges + round(base.price() * (100 - pct) / 100, 2), 2)
        # what swaps refunded beyond their tier is kept back too, never more than the refund (swap_extra.py)
        return max(round(self.m.paid - kept - base.held(), 2), 0.0)

    # ---------------------------------------------------------------- rules
    @initialize(start=st.sampled_from(["paid", "child_left", "adult_joined"]))
    def a_refund_may_be_on_its_way(self, start: str) -> None:  # that a later change must leave whole
        if start == "child_left":
            self.change(join_adults=0, join_kids=[], leave_adults=0, leave_kid=True, move=None, resize=0, agree=True)
        if start == "adult_joined":  # and paid: a traveller who leaves soon after gets that price back in full
            self.change(join_adults=1, join_kids=[], leave_adults=0, leave_kid=False, move=None, resize=0, agree=True)
            self.pay_top_up()

    @rule(
        join_adults=st.integers(0, 2),
        join_kids=st.lists(st.integers(0, 17), max_size=2),
        leave_adults=st.integers(0, 2),
        leave_kid=st.booleans(),
        move=st.one_of(st.none(), st.integers(0, 120)),
        resize=st.integers(-1, 2),
        agree=st.booleans(),
    )
    def change(
        self,
        join_adults: int,
        join_kids: list[int],
        leave_adults: int,
        leave_kid: bool,
        move: Optional[int],
        resize: int,
        agree: bool,
    ) -> None:
        b, today = self.m.booked, self.today()
        kids = list(b.kids)
        leaving = [kids.pop(0)] if leave_kid and kids else []
        start = today + timedelta(days=move) if move is not None else b.start
        length = b.length + resize
        body: dict[str, Any] = {
            "add_adults": join_adults,
            "add_children_ages": join_kids,
            "remove_adults": leave_adults,
            "remove_children_ages": leaving,
        }
        if move is not None:
            body["new_travel_date"] = start.isoformat()
        if resize:
            body["new_end_date"] = (start + timedelta(days=length - 1)).isoformat()
        after = replace(b, adults=b.adults + join_adults - leave_adults, kids=tuple(kids + join_kids), start=start)
        after = replace(after, length=length)
        status, data = self.call("previewReschedule", body)
        expected = self.refusal(after, start != b.start)
        if expected is not None:
            assert status in (400, 409) and data["code"] == expected, (expected, status, data)
            return
        assert status == 200, data
        fee = 0.0
        if start != b.start and (b.start - today).days < policy.FREE_CHANGE_DAYS:
            # per traveller who pays: a free child under 4 pays no fee (relay 12)
            fee = policy.LATE_CHANGE_FEE_PER_PERSON * (after.adults + sum(1 for age in after.kids if share(age) > 0))
        tier = min(ORIGINAL, start)  # the earlier of the original and the new travel date
        pct = pct_from(tier, today)
        before, now_price = b.price(), after.price()
        # the swap rule: a leaver's freed price back in full up to what joins paid in the last 24 hours
        now, per = self.sb.clock.now, adult_price(length)
        leaves = after.adults < b.adults or bool(difference(after.kids, b.kids))
        freed = max(before - now_price, 0.0)
        # at a tier that refunds in full the swap changes nothing: it is neither used up nor named
        full = round(min(freed, b.allowed(now) if leaves and pct < 100 else 0.0), 2)
        passes = pass_part(length)  # travellers from 12 pay the pass the plan needs; under-12s enter free
        joiners = max(after.adults - b.adults, 0) * (per + passes) + sum(
            child_price(a, length) for a in difference(b.kids, after.kids)
        )
        grant = round(max(min(joiners, now_price - before), 0.0), 2)
        kept = round((freed - full) * (100 - pct) / 100, 2)
        # the mirror: a join within 24 hours of a leave gives the leave's kept part back, as if it came first
        back, covered, parts = b.giving_back(grant, now) if grant > 0 else (0.0, 0.0, b.kept_parts)
        grant = round(grant - covered, 2)
        charges = round(b.charges - back, 2)
        owed = round(now_price + charges + kept + fee, 2)
        # a swap's extra the leavers take back: the joiner it stood on leaves too (sandbox/swap_extra.py)
        leaving = ["adult"] * max(b.adults - after.adults, 0) + [kind(a) for a in difference(after.kids, b.kids)]
        taken = b.taken(now, b.matched(now, leaving))
        extra = round(min(sum(b.extras[i][1] for i in taken), max(self.m.paid - owed, 0.0)), 2)
        owed = round(owed + extra, 2)
        # a change that costs money is a top-up of its own, the whole cost: no refund on its way pays for it
        due, refund = max(round(owed - self.m.paid, 2), 0.0), max(round(self.m.paid - owed, 2), 0.0)
        assert not {"paid_from_pending_refunds_usd", "change_cost_usd", "refund_left_usd"} & set(data), data
        assert data["new_total_usd"] == pytest.approx(now_price, abs=CENT)
        assert data["amount_due_usd"] == pytest.approx(due, abs=CENT)
        assert data["refund_usd"] == pytest.approx(refund, abs=CENT)
        assert data.get("refunded_in_full_usd", 0.0) == pytest.approx(full, abs=CENT)
        assert data.get("swap_allowance_after_change_usd", 0.0) == pytest.approx(grant, abs=CENT)
        # a refund is never more than the freed price at the ORIGINAL terms' percentage, but for what joins paid
        # in full in the last 24 hours, and never more of that than they paid (relay 19: a swap cost nothing)
        assert data["refund_usd"] <= full + (freed - full) * pct_from(ORIGINAL, today) / 100 + CENT
        assert self.m.back_in_full + full <= self.m.joins_paid + CENT
        terms = data["refund_terms_after_change"]
        assert terms["tier_counts_from"] == terms["refund_tier_date"] == tier.isoformat()
        # one meaning of "days before travel": to the current travel date; the new date's and the tier's apart
        assert data["days_before_travel"] == (b.start - today).days
        assert data["proposed"]["days_before_travel"] == (start - today).days
        assert terms["days_before_refund_tier_date"] == (tier - today).days
        today_tiers = [t for t in terms["refund_schedule"] if t["applies_today"]]
        assert [t["refund_pct"] for t in today_tiers] == [terms["refund_pct_if_cancelled_today"]] == [pct]
        # "after change" is the booking after the yes with its top-up paid (relay 42 req 23: 50% of what was paid
        # before the top-up, beside the new total): what a cancellation refunds then, and the quote says so
        paid_after = round(self.m.paid - refund + due, 2)
        kept_after = round(charges + kept + fee + extra + round(now_price * (100 - pct) / 100, 2), 2)
        held_after = round(b.held() - extra + policy.kept_at(full, pct) + back, 2)
        back_after = max(round(paid_after - kept_after - held_after, 2), 0.0)
        assert terms["refund_if_cancelled_today_usd"] == pytest.approx(back_after, abs=CENT), (terms, self.m)
        assert terms["refund_if_cancelled_today_usd"] <= paid_after + CENT
        assert ("refund_if_cancelled_today_is" in terms) == (due > 0) == ("until_top_up_paid" in terms)
        # a quote that refunds shows the refund as its amount (never "$0")
        assert (data["amount_usd"], data["amount_is"]) == (
            (refund, "refund") if refund > 0 else (due, "due" if due > 0 else "nothing")
        )
        assert sorted((t["who"], t.get("age"), t["price_usd"]) for t in data["proposed"]["travellers"]) == [
            (w, a, pytest.approx(p, abs=CENT)) for w, a, p in after.travellers()
        ]
        if not agree:
            return
        status, done = self.call("confirmReschedule", {"quote_id": data["quote_id"]})
        assert status == 200, done
        changed = replace(after, charges=round(charges + kept + fee + extra, 2), tier=tier)
        parts = (*parts, *([(round(freed - full, 2), pct, now + policy.SWAP_WINDOW)] if kept > 0 else []))
        per_adult = round(adult_price(length) + pass_part(length), 2)
        joining = [("adult", per_adult)] * max(after.adults - b.adults, 0) + [
            (kind(a), child_price(a, length)) for a in difference(b.kids, after.kids)
        ]
        allowance, used = b.spending(full, grant, now, joining, leaving, per_adult)
        dearest = max(joining, key=lambda j: j[1])[0] if joining else "adult"
        extras = b.extras_after(taken, extra, used, pct, back, dearest, today.isoformat())
        changed = replace(changed, allowance=allowance, kept_parts=parts, extras=extras)
        self.m.back_in_full = round(self.m.back_in_full + full, 2)
        if due > 0:
            self.m.pending = (b, due, grant)
        else:
            self.m.joins_paid = round(self.m.joins_paid + grant, 2)
        self.m.paid = round(self.m.paid - refund, 2)
        if refund:
            self.m.refunds.append(refund)
            self.m.change_refunds.append([refund, today])
        self.m.booked = changed
        assert not {"paid_from_pending_refunds"} & set(done), done
        if done.get("refund"):
            self.m.refund_ids.append(done["refund"]["refund_id"])
            self.m.refund_amounts[done["refund"]["refund_id"]] = done["refund"]["amount_usd"]
            assert done["refund"]["amount_usd"] == pytest.approx(refund, abs=CENT)
        # the result's "after change" figure is the quote's: the booking's once its top-up is paid
        after_terms = done["refund_terms_after_change"]
        assert after_terms["refund_if_cancelled_today_usd"] == pytest.approx(back_after, abs=CENT), (done, self.m)
        assert ("refund_if_cancelled_today_is" in after_terms) == (due > 0)
        if due == 0:  # nothing owed: the booking as it is now, what a cancellation returns today
            assert back_after == pytest.approx(self.cancellation_refund(), abs=CENT)

    @rule()
    def pay_top_up(self) -> None:
        status, qr = self.call("generatePaymentQR", {})
        if self.m.pending is None or self.m.cancelled:
            assert status == 409, qr
            return
        assert status == 200 and qr["purpose"] == "top_up" and qr["amount"] == pytest.approx(self.m.pending[1])
        paid = self.sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed")
        assert paid.status_code == 200, paid.text
        self.m.paid = round(self.m.paid + self.m.pending[1], 2)
        self.m.joins_paid = round(self.m.joins_paid + self.m.pending[2], 2)
        self.m.pending = None

    @rule()
    def withdraw_top_up(self) -> None:
        status, data = self.call("withdrawTopUp", {})
        if self.m.pending is None or self.m.cancelled:
            assert status == 409, data
            return
        assert status == 200 and data["charged_usd"] == 0, data
        self.m.booked, self.m.pending = self.m.pending[0], None

    @rule(days=st.integers(1, 12))
    def days_pass(self, days: int) -> None:
        self.sb.clock.advance(days=days)
        lapsed = timedelta(days=days) >= policy.TOP_UP_PAY_WITHIN  # an unpaid top-up's deadline passed
        if self.m.pending is not None and not self.m.cancelled and lapsed:
            # the change is withdrawn, as withdrawTopUp would (sandbox/unpaid_change.py)
            self.m.booked, self.m.pending = self.m.pending[0], None

    @precondition(lambda self: not self.m.cancelled)
    @rule(agree=st.booleans())
    def cancel(self, agree: bool) -> None:
        today = self.today()
        status, quote = self.call("previewCancellation", {})
        if (self.m.booked.start - today).days <= 0:
            assert status == 409 and quote["code"] == "TRIP_STARTED", quote
            return
        assert status == 200, quote
        base = self.m.pending[0] if self.m.pending else self.m.booked  # an unpaid change is withdrawn first
        refund = self.cancellation_refund()
        assert quote["refund_usd"] == pytest.approx(refund, abs=CENT)
        # back in total: this refund + every refund not yet paid out, each part said (relay 42 req 47)
        assert quote["back_in_total_usd"] == pytest.approx(refund + self.on_the_way(), abs=CENT), quote
        parts = quote["back_in_total_is"]
        assert sum(p["usd"] for p in parts) == pytest.approx(quote["back_in_total_usd"], abs=CENT)
        assert [p["usd"] for p in parts if p["is"] == "this cancellation's refund"] == ([refund] if refund else [])
        assert all(p.get("refund_id") for p in parts if p["is"] != "this cancellation's refund")
        # what was paid = what the cancellation keeps + what comes back + what was refunded already
        assert quote["non_refundable_usd"] + quote["back_in_total_usd"] == pytest.approx(
            stated_paid := record(self.sb, self.bid)["amount_paid_usd"], abs=CENT
        ), (quote, stated_paid)
        stated = record(self.sb, self.bid)
        assert (
            quote["refund_usd"] <= self.m.paid * pct_from(ORIGINAL, today) / 100 + CENT
        )  # never above the original terms
        if not agree:
            return
        status, done = self.call("confirmCancellation", {"quote_id": quote["quote_id"]})
        assert status == 200 and done["refund_usd"] == quote["refund_usd"], done
        # the money it returns (its refund; refunds on their way unchanged) is what the booking said it would
        started = [sum(r["amount_usd"] for r in rec["refunds_started"]) for rec in (record(self.sb, self.bid), stated)]
        returned = started[0] - started[1]
        assert returned == pytest.approx(stated["refund_if_cancelled_today_usd"], abs=CENT), (stated, done)
        assert done["back_in_total_usd"] == pytest.approx(quote["back_in_total_usd"], abs=CENT)
        status, refunds = self.call("getRefundStatus", {})
        assert done["back_in_total_usd"] == pytest.approx(refunds["total_pending_usd"], abs=CENT), (done, refunds)
        self.m.kept = round(self.m.paid - refund, 2)
        assert done["still_to_pay_usd"] == 0 and done["kept_usd"] == pytest.approx(self.m.kept, abs=CENT), done
        self.m.cancelled, self.m.booked, self.m.pending = True, base, None
        if refund:
            self.m.refunds.append(refund)

    # ---------------------------------------------------------------- after every step
    @invariant()
    def the_booking_is_what_was_agreed(self) -> None:
        rec = record(self.sb, self.bid)
        b = self.m.booked
        # a refund a change started stays listed with the amount it started with: never spent on a later change
        listed = {r["refund_id"]: r["amount_usd"] for r in rec["refunds_started"]}
        assert set(self.m.refund_ids) <= set(listed), rec
        for refund_id, amount in self.m.refund_amounts.items():
            assert listed[refund_id] == pytest.approx(amount, abs=0.001), (refund_id, rec)
        assert "refunds_used_for_changes" not in rec
        if self.m.cancelled:
            assert rec["status"] == "CANCELLED" and rec["balance_due_usd"] == 0
            assert sum(r["amount_usd"] for r in rec["refunds"]) == pytest.approx(sum(self.m.refunds), abs=CENT)
            # nothing is owed once cancelled; what was kept is every payment minus every refund (relay 7:
            # "owed $1147.84" on a cancelled booking)
            assert rec["still_to_pay_usd"] == 0 and "refund_if_cancelled_today_usd" not in rec
            assert rec["kept_usd"] == pytest.approx(self.m.kept, abs=CENT)
            assert rec["kept_usd"] == pytest.approx(rec["paid_in_total_usd"] - sum(self.m.refunds), abs=CENT)
            return
        # paid = what was agreed, net of refunds COMPLETED; a refund on its way is stated apart
        on_the_way = self.on_the_way()
        assert rec["refunds_pending_usd"] == pytest.approx(on_the_way, abs=CENT)
        assert rec["amount_paid_usd"] == pytest.approx(self.m.paid + on_the_way, abs=CENT)
        assert rec["paid_in_total_usd"] == pytest.approx(self.m.paid + sum(self.m.refunds), abs=CENT)
        assert sum(p["amount_usd"] for p in rec["payments"]) == pytest.approx(rec["paid_in_total_usd"], abs=CENT)
        assert rec["price_with_charges_usd"] == pytest.approx(b.price() + b.charges, abs=CENT)
        words = [w for w, on in (("BALANCE_DUE", self.m.pending), ("REFUND_PENDING", on_the_way > 0)) if on]
        assert rec["payment_state"] == ("_AND_".join(words) or "PAID")
        # what a cancellation today refunds, as the booking states it: previewCancellation's, never above paid
        assert rec["refund_if_cancelled_today_usd"] == pytest.approx(self.cancellation_refund(), abs=CENT)
        assert rec["refund_if_cancelled_today_usd"] <= rec["amount_paid_usd"] + CENT
        assert rec["refund_terms"]["refund_if_cancelled_today_usd"] == rec["refund_if_cancelled_today_usd"]
        assert rec["total_usd"] == pytest.approx(b.price(), abs=CENT)  # price(booking)
        assert rec["charges_usd"] == pytest.approx(b.charges, abs=CENT)
        due = self.m.pending[1] if self.m.pending else 0.0
        assert rec["balance_due_usd"] == pytest.approx(due, abs=CENT)
        assert rec["balance_due_usd"] == pytest.approx(max(b.price() + b.charges - self.m.paid, 0), abs=CENT)
        # paid - refunded (every refund started) = what the traveller agreed to; balance = price - net paid
        assert rec["net_paid_usd"] == pytest.approx(self.m.paid, abs=CENT)
        assert rec["balance_due_usd"] == pytest.approx(rec["price_with_charges_usd"] - rec["net_paid_usd"], abs=CENT)
        assert (rec["pending_top_up"] is not None) == (self.m.pending is not None)
        group = rec["group"]
        assert (group["adults"], sorted(group["children_ages"])) == (b.adults, sorted(b.kids))
        assert rec["people_count"] == b.adults + len(b.kids)
        listed = sorted((t["who"], t.get("age"), t["price_usd"]) for t in rec["pricing"]["travellers"])
        assert listed == [(w, a, pytest.approx(p, abs=CENT)) for w, a, p in b.travellers()]
        assert (rec["travel_date"], rec["end_date"]) == (
            b.start.isoformat(),
            (b.start + timedelta(days=b.length - 1)).isoformat(),
        )
        assert len(rec["itinerary_days"]) == b.length
        # the booked itinerary shows the booking's prices now, never the package's (relay 4)
        status, itinerary = self.call("getTripItinerary", {})
        assert status == 200, itinerary
        assert itinerary["price_usd"] == pytest.approx(adult_price(b.length) + pass_part(b.length), abs=CENT)
        assert itinerary["total_usd"] == pytest.approx(b.price(), abs=CENT)
        assert rec["refund_tier_counts_from"] == b.tier.isoformat() and b.tier <= ORIGINAL
        allowed = sum(a["allowance_usd"] for a in rec.get("swap_allowance", []))
        assert allowed == pytest.approx(b.allowed(self.sb.clock.now), abs=CENT)


MoneyMachine.TestCase.settings = settings(
    max_examples=30,
    stateful_step_count=10,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
test_money_of_a_paid_booking = MoneyMachine.TestCase
