"""After payment: change a paid booking (cancelling it and its refunds: :mod:`sandbox.routes.cancellation`).

Two steps for anything that moves money (rules and figures in :mod:`sandbox.policy`; quotes, refunds
and top-ups in :mod:`sandbox.routes.change_common`): a preview prices the change and returns a
quote; only a confirmation carrying that quote id changes the booking. A change is priced with the
function a new booking uses (:mod:`sandbox.change_apply`): ``price(after) - price(before)``.
"""

from __future__ import annotations

from datetime import date

from fastapi import Request

from sandbox import (
    due_back,
    leaver_payers,
    named_travellers,
    policy,
    refund_to,
    settle_top_up,
    swap,
    swap_extra,
    swap_kept,
)
from sandbox.add_on_people import some_adults
from sandbox.cancel_base import kept_entry
from sandbox.change_apply import propose, snapshot
from sandbox.change_models import QuoteConfirmBody, ReschedulePreviewBody
from sandbox.deps import language_of
from sandbox.errors import ApiError, invalid, ok
from sandbox.group import group_from_spec
from sandbox.i18n import tr
from sandbox.i18n.amount_rule_texts import change_rule
from sandbox.i18n.freed_texts import freed_said, tier_until
from sandbox.leaver_requests import leavers, moved_pickup
from sandbox.netting import apply_nets, netting, offer
from sandbox.old_date_requests import old_dates
from sandbox.own_vehicle import own_vehicle
from sandbox.paid_money import after_top_up, original_date, paid_view, public, receipts
from sandbox.pickup_price import moved_to
from sandbox.quote_deadlines import deadlines
from sandbox.quote_view import describe, price_of_change_per_person
from sandbox.refund_beside import refund_beside
from sandbox.refund_parts import stated as refund_parts
from sandbox.request_deadlines import redate_requests
from sandbox.routes.bookings import booking_for
from sandbox.routes.change_common import (
    CONFLICTS,
    add_refund,
    check_dates,
    confirmable,
    new_quote,
    require_no_balance,
    require_not_started,
    require_paid,
    seats_for,
    top_up,
)
from sandbox.routes.common import logged, path, store_of, tool_router, trip_or_404
from sandbox.unpaid_change import awaiting_payment

INFORMATION_ONLY = (
    "This quote only informed the traveller of what the change would cost; it changes nothing. If they want "
    "the change, call previewReschedule with purpose 'change', show that quote and wait for their yes."
)

# what seats_left counts, beside it in every change quote (it moves with every booking of that departure)
SEATS_LEFT_IS = "seats left on this departure after this change (all bookings counted, this one as changed)"

router = tool_router()
TAG = ["after payment"]


@router.post(
    path("previewReschedule"),
    tags=TAG,
    operation_id="previewReschedule",
    responses=CONFLICTS,
    summary="Price a change of a paid booking (new dates, who joins or leaves, a longer or shorter trip, an "
    "added activity): a quote, nothing changes yet",
    description=policy.RESCHEDULE_POLICY,
)
async def preview_reschedule(body: ReschedulePreviewBody, request: Request) -> dict:
    store = store_of(request)
    booking = booking_for(request, body.booking_id, body.user_id)
    require_paid(booking)
    days = require_not_started(store, booking)
    if days < policy.RESCHEDULE_CUTOFF_DAYS:
        raise ApiError(
            409,
            "TOO_LATE_TO_CHANGE",
            f"Changes within {policy.RESCHEDULE_CUTOFF_DAYS} days of travel go through DerLg support.",
        )
    if settle_top_up.settles(booking, body):  # the owed top-up taken off the refund on its way (one yes)
        terms, apply = settle_top_up.quote_terms(store, booking, body.user_id, language_of(request, body.language))
        return ok(new_quote(store, "reschedule", booking, terms, apply))
    require_no_balance(store, booking)
    proposal = propose(request, booking, body)
    check_dates(store, booking, proposal.travel)
    by = named_travellers.paid_by(store, booking, body, refund_to.kinds(proposal.leaving))  # who paid for each leaver
    if not proposal.changed:
        raise invalid("That is the booking as it is: nothing to change.")
    free = seats_for(store, proposal.trip, booking, proposal.travel, proposal.spec)
    own = own_vehicle(proposal.trip, proposal.spec, store.custom_trips.get(booking.trip_id))  # no seats counted
    if proposal.group.people_count > free:
        raise (
            ApiError(409, "NOT_AVAILABLE", f"This trip takes at most {free} travellers.", {"max_group": free})
            if own
            else ApiError(
                409,
                "NOT_AVAILABLE",
                f"Only {max(free, 0)} seats are left on {proposal.travel.isoformat()}.",
                {"seats_left": max(free, 0)},  # for this booking: the others' seats taken, its own not
            )
        )
    left = free - proposal.group.people_count  # after the change, this booking's seats taken too
    fee = policy.change_fee(days, proposal.group.paying_count) if "dates" in proposal.changed else 0.0
    now = store.now()
    tier_after = policy.tier_date_after(original_date(booking), proposal.travel)
    pct = policy.refund_pct(policy.days_before(tier_after, now))
    paid, new_total = booking.amount_paid_usd, float(proposal.pricing["total_usd"])
    # the swap rule (a join's price paid in the last 24 h back in full to a leaver) only where it changes the amount
    allowance = swap.available(booking, now) if proposal.leaving and pct < 100 else 0.0
    grant = swap.granted(proposal.joining, new_total - booking.total_usd)
    # the mirror: a join within 24 hours of a leave gives back the part the leave kept, as if it came first
    kept_back, covered = swap_kept.credit(booking, now, grant) if grant > 0 else (0.0, 0.0)
    # a swap's extra comes back from a leaver no joiner replaces: the joiner leaves too (sandbox/swap_extra.py)
    extra, matches = swap_extra.released(booking, now, proposal.leaving)
    amounts = policy.change_amounts(
        booking.total_usd, new_total, paid, booking.charges_usd, fee, pct, allowance, kept_back, extra
    )
    spent, extra = amounts.get("refunded_in_full_usd", 0.0), amounts.get("swap_extra_kept_usd", 0.0)
    grant = policy.money(grant - covered)  # the join's price that gave a kept part back allows no swap again
    current = group_from_spec(booking.request)
    view = paid_view(store, booking)
    # a refund once promised keeps its amount and its payee: a change that costs money is a top-up of its own
    # (docs/decisions.md; relay 19 req 57, relay 20 req 46/48: a refund on its way silently paid for a change)
    due, refund = amounts["amount_due_usd"], amounts["refund_usd"]
    charges_after = amounts["kept_by_derlg_usd"]
    # the traveller's choice: a refund on its way to the same payer taken off the top-up (its own quote)
    netted = (
        netting(store, booking, due, body.user_id or booking.user_id, language_of(request, body.language))
        if body.net_pending_refund
        else {}
    )
    to_pay = netted["netting"]["to_pay_usd"] if netted else due
    # "after change" is the booking after the yes with its top-up paid (a netted refund counts as paid): relay 42
    # req 23 said 50% of the $796 paid beside a $915.40 total; until then the words say a cancellation withdraws it
    held = swap_extra.after(booking, extra, spent, pct, kept_back)  # what a cancellation then keeps back
    after_paid, lang = paid - refund + due, language_of(request, body.language)
    kept_now = swap_kept.kept_change(amounts, spent, pct, covered)  # what the window records once confirmed
    refund_today = policy.cancellation_refund(new_total, after_paid, charges_after, tier_after, now, held)
    terms = {
        "changes": proposal.changed,
        "current": {
            "travel_date": booking.travel_date,
            "end_date": booking.end_date,
            "days_before_travel": days,
            "duration_days": (date.fromisoformat(booking.end_date) - date.fromisoformat(booking.travel_date)).days + 1,
            **describe(current, booking.pricing, language_of(request, body.language)),
            "amount_paid_usd": view["amount_paid_usd"],  # net of refunds completed
            "refunds_pending_usd": view["refunds_pending_usd"],  # on their way, apart from this change
        },
        "proposed": {
            "travel_date": proposal.travel.isoformat(),
            "end_date": proposal.end.isoformat(),
            "duration_days": (proposal.end - proposal.travel).days + 1,
            "days_before_travel": policy.days_before(proposal.travel, now),
            **describe(proposal.group, proposal.pricing, language_of(request, body.language)),
            "added_activities": proposal.added,
            # the day each activity this change adds goes on, said before the yes
            **({"added_activities_days": proposal.placed} if proposal.placed else {}),
            # add-ons the changed plan holds (an added day's boat trip): no longer offered nor sold
            **({"now_included": proposal.included} if proposal.included else {}),
            # the days (each with its meals), meal counts and included lines getTripItinerary shows once it is made
            **proposal.shown,
            # add-ons taken off, children left out of one to keep its company rule: each said (add_on_removal.py)
            **({"removed_activities": proposal.taken_off} if proposal.taken_off else {}),
            **({"left_out_of_add_ons": proposal.left_out} if proposal.left_out else {}),
            **proposal.shorter,  # a shorter trip: which day goes, with what, and what it saves
            # a date in the pickup point (a flight) to check once the dates move (relay 9)
            **({"pickup_check": proposal.pickup["needs_check"]} if "needs_check" in proposal.pickup else {}),
        },
        **named_travellers.who(booking, body, proposal.joining, proposal.leaving),  # joining / leaving, named
        # always the days to the booking's current travel date, named beside it (relay 22 req 42: 16 beside
        # proposed.days_before_travel 20 read as the refund tier's count); the new date's: proposed.days_before_travel
        "days_before_travel": days,
        "days_before_travel_counts_to": booking.travel_date,
        # the refund tier's own count after the change, from its own date (the moved-booking rule)
        "refund_tier_counts_from": tier_after.isoformat(),
        "refund_tier_days_before": policy.days_before(tier_after, now),
        # a shared departure: capacity - other bookings' seats - this booking's after the change, and what it counts
        # (relay 28 req 67: 35 then 37 read as unexplained); the group's own vehicle: said so, no seats (own_vehicle.py)
        **({"vehicle_is": own} if own else {"seats_left": left, "seats_left_is": SEATS_LEFT_IS}),
        # what was paid (net of refunds completed), beside the new total and the money moved: in the
        # traveller's currency the new total is said as paid + due or paid - refund
        "amount_paid_usd": view["amount_paid_usd"],
        # the payments (and refunds) it is made of, said as their sum, each with what it paid for (leaver_payers.py)
        **leaver_payers.labelled(store, booking, receipts(view), language_of(request, body.language)),
        "price_per_person_usd": proposal.pricing["price_per_person_usd"],  # one adult's price after the change
        "price_per_adult_usd": proposal.pricing["price_per_person_usd"],
        **some_adults(proposal.pricing),  # adults paying differently: what that price leaves out, for how many
        # what the change itself costs one adult / each child (relay 10: a new full price read as a day's)
        **price_of_change_per_person(booking.pricing, proposal.pricing),
        **amounts,
        # the money that changes hands, as one amount: the refund when it refunds (never "$0")
        "amount_usd": refund if refund > 0 else due,
        "amount_is": "refund" if refund > 0 else ("due" if due > 0 else "nothing"),
        "refunds_pending_usd": view["refunds_pending_usd"],
        # the tier and the kept part of a freed price, said with the new price and what is paid in all after it
        **freed_said(
            policy.freed_terms(amounts, pct, tier_after, now),
            amounts,
            tier_after,
            now,
            language_of(request, body.language),
        ),
        **swap.quote_terms(allowance, spent, grant, amounts, pct, language_of(request, body.language)),
        **swap_kept.quote_terms(booking, now, kept_back, kept_now, proposal.pricing["price_per_person_usd"], lang),
        **swap_extra.quote_terms(extra, swap_extra.held(booking.swap_extra), language_of(request, body.language)),
        # which rule set a leaver's refund percentage: the swap allowance (until when) or the tier, and why
        **(
            swap.refund_rule(
                booking, now, spent, -amounts["price_difference_usd"], pct, language_of(request, body.language)
            )
            if proposal.leaving
            else {}
        ),
        "total_is_for": proposal.group.spelled(language_of(request, body.language)),
        "currency": "USD",
        # the refund terms once this change is made (the moved-booking rule: sandbox/policy.py)
        "refund_terms_after_change": {
            **policy.refund_terms(tier_after, now, refund_today, to_pay > 0),
            **refund_parts(new_total, after_paid, charges_after, tier_after, now, held, lang),
        },
        "change_terms_after_change": policy.change_terms(proposal.travel, now, proposal.group.paying_count),
        "policy": tr(policy.RESCHEDULE_POLICY, language_of(request, body.language)),
        "purpose": body.purpose,
        # open special requests about who leaves, with the number withdrawSpecialRequest takes
        **leavers(booking, body.remove_who, language_of(request, body.language)),
        **moved_pickup(booking, booking.pickup_location, body.pickup_location, language_of(request, body.language)),
        **old_dates(booking, proposal.travel.isoformat(), proposal.end.isoformat(), lang),  # a move: dated words
    }
    # the rule the money follows, in words (price after - before, free move or fee, swap rule, tier with its date)
    terms["amount_rule"] = change_rule(
        {**amounts, "amount_due_usd": to_pay},  # netted: the top-up less the refund netted (its own line)
        terms.get("freed_price"),
        "dates" in proposal.changed,
        days,
        proposal.group.paying_count,
        tier_after.isoformat(),
        tier_until(tier_after, now),
        language_of(request, body.language),
        netted["netting"]["refund_netted_usd"] if netted else 0.0,
    )
    if kept_back > 0:  # the join's price less the leave's kept part it gives back, in the same words
        terms["amount_rule"] += " " + terms["swap_says_kept_back"]
    if extra > 0:  # what the swap refunded beyond the tier, kept back: in the same words
        terms["amount_rule"] += " " + terms["swap_extra_says"]
    confirmable = body.purpose != "information"  # an information quote awaits no yes
    terms.update(deadlines(now, to_pay, language_of(request, body.language), confirmable))  # yes by / pay by
    if netted:  # the quote's money is the netted one: top-up - refund netted = to pay (refund left beside)
        terms.update(amount_due_usd=to_pay, amount_usd=to_pay, amount_is="due" if to_pay > 0 else "nothing")
        terms["netting"] = netted["netting"]
    elif view["refunds_pending_usd"] > 0:  # a refund on its way stays whole (docs/decisions.md), in their words
        terms["pending_refund_rule"] = tr(policy.PENDING_REFUND_RULE, language_of(request, body.language))
    if to_pay > 0:  # what of this money a later cancellation gives back (relay 8: a just-paid add-on refunded 50 %)
        # the booking-level figure, and what of it goes back on this payment by the cancellation's own split
        terms["refund_terms_of_amount_due"] = due_back.terms(
            store, booking, to_pay, refund_today, tier_after, now, lang, bool(netted)
        )
    if due > 0 and not netted:  # a refund on its way is paid apart from this top-up, unless netted by choice
        terms.update(refund_beside(store, booking, language_of(request, body.language)))
        terms.update(offer(store, booking, due, body.user_id))
    if refund > 0:  # a quote states no time: the refund starts when the change is confirmed (relay 19
        # req 34: a refund made at 10:04 said "by 10:18 + 5 days", an information quote a date before any change)
        terms["refund_expected_within_days"] = policy.REFUND_COMPLETES_AFTER.days
        freed = refund_to.frees("reschedule", proposal.changed)  # what it frees: its refund goes there first
        who, lang = refund_to.kinds(proposal.leaving), language_of(request, body.language)  # back to who paid for them
        terms.update(refund_to.stated(store, booking, refund, lang, freed, who, paid_by=by))
        terms.update(leaver_payers.hint(store, booking, who, by))  # who paid for a leaver, when it could be another
    if proposal.discount_dropped:
        terms["discount_dropped"] = proposal.discount_dropped
    apply = {
        "spec": proposal.spec,
        "pricing": proposal.pricing,
        "plan_days": proposal.plan_days,
        "pickup": proposal.pickup,
        "drop_off": proposal.drop_off,
        "tier_date": tier_after.isoformat(),
        "swap_spent_usd": spent,
        "swap_grant_usd": grant,
        "swap_extra_matches": matches,  # each leaver's kind and the joiner they take: the extras they take back
        "swap_kept": kept_now,
        "remove_who": list(body.remove_who),
        **named_travellers.quoted(booking, body, refund_to.kinds(proposal.leaving)),  # who joins, leaves by name
        "leavers_paid_by": list(by),  # beside the quote's leaving: the payment named for each ("": none)
        "nets": netted.get("nets", {}),  # refund id -> USD netted against this change (sandbox/netting.py)
        **(
            {"pickup_location": proposal.pickup_location, "drop_off_location": proposal.drop_off_location}
            if "pickup" in proposal.changed or "drop_off" in proposal.changed
            else {}
        ),
    }
    quoted = new_quote(store, "reschedule", booking, terms, apply)
    logged(
        request,
        "previewReschedule",
        booking_id=booking.booking_id,
        quote_id=quoted["quote_id"],
        changes=proposal.changed,
    )
    return ok(quoted)


@router.post(
    path("confirmReschedule"),
    tags=TAG,
    operation_id="confirmReschedule",
    responses=CONFLICTS,
    summary="Apply a change quote: the booking's dates, group, price list and plan follow it; a refund or a "
    "top-up payment QR",
)
async def confirm_reschedule(body: QuoteConfirmBody, request: Request) -> dict:
    store, booking, quote = confirmable(request, body, "reschedule")
    if quote.terms.get("purpose") == "information":
        raise ApiError(409, "QUOTE_FOR_INFORMATION", INFORMATION_ONLY)
    if quote.apply.get("settle"):
        quote.status = "CONFIRMED"
        settled = settle_top_up.confirm(
            store, booking, quote.quote_id, quote.apply["nets"], lambda due: top_up(request, store, booking, due)
        )
        logged(request, "confirmReschedule", booking_id=booking.booking_id, quote_id=quote.quote_id, changes=[])
        return ok(
            # the booking's own last change stays what it was (this one moves money only): no "changes" here
            {"booking_id": booking.booking_id, "quote_id": quote.quote_id, "rescheduled": True, "settled_top_up": True}
            | {"netting": quote.terms["netting"], "amount_due_usd": settled["still_to_pay_usd"], **settled}
            | {"booking": public(store, booking, language_of(request, body.language))}
        )
    terms, proposed, apply = quote.terms, quote.terms["proposed"], quote.apply
    trip = trip_or_404(request, booking.trip_id)
    trip_left = seats_for(store, trip, booking, date.fromisoformat(proposed["travel_date"]), apply["spec"])
    if proposed["people_count"] > trip_left:
        raise ApiError(409, "NOT_AVAILABLE", "Those seats were just taken; ask for a new preview.")
    quote.status = "CONFIRMED"
    due, refund_usd = terms["amount_due_usd"], terms["refund_usd"]
    before = snapshot(booking) if due > 0 else None
    to_check = old_dates(
        booking, proposed["travel_date"], proposed["end_date"], language_of(request, body.language)
    )  # before the move
    booking.travel_date, booking.end_date = proposed["travel_date"], proposed["end_date"]
    booking.request, booking.pricing = apply["spec"], apply["pricing"]
    booking.people_count, booking.total_usd = proposed["people_count"], terms["new_total_usd"]
    booking.plan_days, booking.pickup = apply["plan_days"], apply["pickup"]
    booking.drop_off = apply.get("drop_off") or booking.drop_off  # a quote from before it was kept: as it was
    stale = moved_pickup(
        booking, booking.pickup_location, apply.get("pickup_location"), language_of(request, body.language)
    )
    if "pickup_location" in apply:  # the pickup moved with the change (to or from the destination)
        moved_to(booking, trip["id"], apply["pickup_location"], apply.get("drop_off_location"), store.now())
    kept_entry(booking, terms["kept_by_derlg_usd"], terms["changes"], policy.today_ict(store.now()).isoformat())
    booking.tier_date, booking.charges_usd = apply["tier_date"], terms["kept_by_derlg_usd"]
    booking.change_fees_usd = policy.money(booking.change_fees_usd + terms["change_fee_usd"])
    booking.last_change = list(terms["changes"])
    kept = apply.get("swap_kept") or {}
    swap_extra.confirmed(booking, store.now(), apply, terms)  # the allowance (sandbox/swap.py) and the swap's extras
    swap_kept.record(
        booking, store.now(), terms["kept_by_policy_usd"], kept.get("freed_at_tier_usd", 0.0), kept.get("pct", 0),
        kept.get("covered_usd", 0.0),
    )  # fmt: skip
    redate_requests(booking, store.now())
    booking.version += 1
    netted = apply_nets(store, booking, apply.get("nets", {}), quote.quote_id)  # counted as paid
    who_left, by = tuple(refund_to.kinds(terms.get("leaving") or [])), tuple(apply.get("leavers_paid_by") or ())
    refund = add_refund(store, booking, refund_usd, "reschedule", tuple(terms["changes"]), who_left, by)  # as quoted
    if refund:
        booking.amount_paid_usd = policy.money(booking.amount_paid_usd - refund_usd)
    booking.balance_due_usd = max(policy.money(booking.total_usd + booking.charges_usd - booking.amount_paid_usd), 0.0)
    payment = None
    if due > 0 and before is not None:
        booking.pending_change = {
            "before": before,
            "amount_usd": due,
            "changed": list(terms["changes"]),
            "joined": refund_to.kinds(terms.get("joining") or []),  # who its top-up pays for (sandbox/refund_to.py)
            "named": apply.get("add_who") or [],  # who of them by name, once it is paid
            "quote_id": quote.quote_id,
            **({"nets": apply["nets"], "netted_usd": netted} if netted else {}),  # a withdrawal gives them back
            "pay_by": store.now() + policy.TOP_UP_PAY_WITHIN,  # or the change is withdrawn (sandbox/unpaid_change.py)
        }
        payment = top_up(request, store, booking, booking.balance_due_usd)
    named_travellers.confirmed(booking, apply, booking.pending_change is not None, store.now())  # joined by name / left
    booking.lapsed_change = None
    logged(
        request, "confirmReschedule", booking_id=booking.booking_id, quote_id=quote.quote_id, changes=terms["changes"]
    )
    shown = public(store, booking, language_of(request, body.language))
    return ok(
        {
            "booking_id": booking.booking_id,
            "rescheduled": True,
            "changes": terms["changes"],
            "quote_id": quote.quote_id,
            "booking": shown,
            "amount_due_usd": due,
            "refund_usd": refund_usd,
            "amount_usd": terms.get("amount_usd", refund_usd or due),
            "amount_is": terms.get("amount_is"),
            "refund": refund,
            "payment": payment,
            **({"netting": terms["netting"]} if "netting" in terms else {}),
            # the change waits for its top-up: how much, by when, and what happens if it is not paid (relay 14)
            **({"change_awaiting_payment": awaiting_payment(booking.pending_change)} if booking.pending_change else {}),
            # the booking's own terms now (one cancellation function: never more than what was paid)
            "refund_terms_after_change": after_top_up(store, booking, language_of(request, body.language))
            or shown["refund_terms"],
            **leavers(booking, apply.get("remove_who", []), language_of(request, body.language)),
            **stale,
            **to_check,
        }
    )
