"""What each money field of a booking or change result is, in one line (issue 37, relays 8 and 9:
``charges_after_usd`` read as "the total charged after the change" while it was the part DerLg
keeps, ``owed_usd`` as "still owed" while it was the whole price). agent/tools/RESULTS.md and
docs/backend.md say the same; tests/sandbox/test_change_words.py checks that every ``*_usd`` field a
booking, change or cancellation result carries is described here."""

from __future__ import annotations

# The refunds an amount "net of refunds" is net of, in one wording per basis (relay 12: net_paid_usd
# already took off a refund still pending while amount_paid_usd took off completed refunds only, and
# both read as "what was paid"): every such field names its basis with exactly these words.
NET_OF_COMPLETED = "net of refunds completed only (a refund on its way still counts as paid)"
NET_OF_STARTED = "net of every refund started, completed or still on its way"
NET_OF: dict[str, str] = {
    "amount_paid_usd": NET_OF_COMPLETED,
    "net_paid_usd": NET_OF_STARTED,
    "kept_usd": NET_OF_STARTED,
}

MONEY_FIELDS: dict[str, str] = {
    "total_usd": "the booking's price for the whole group (without charges kept by DerLg)",
    "subtotal_usd": "the group's price before a discount and loyalty points",
    "discount_usd": "taken off by a discount code or student rate",
    "loyalty_usd": "taken off with loyalty points",
    "price_usd": "one line of a price list: one traveller, one add-on or one customisation",
    "price_for_those_taking_part_usd": "what an add-on costs the people who take it together: the sum of its "
    "price_per_taker (an adult its list price, a child their band's share)",
    "price_per_person_usd": "older name of price_per_adult_usd (one adult's price, never the group's average)",
    "price_per_adult_usd": "one adult's price, one adults pay (children pay their band's share): when adults pay "
    "differently (adults_pay_differently), a non-citizen adult's taking none of the add-ons only some take; "
    "when every adult is a Cambodian citizen, theirs (the park pass left out)",
    "price_per_citizen_adult_usd": "what each adult who is a Cambodian citizen pays (the park pass left out) when "
    "only some adults are citizens",
    "park_pass_left_out_usd": "the park pass a citizen adult does not pay (one adult's part)",
    "park_pass_left_out_per_adult_usd": "every adult a Cambodian citizen: the park pass left out of one adult's "
    "price (price_per_adult_usd is without it)",
    "average_per_paying_traveller_usd": "the group's price divided by the travellers who pay (free under-4s "
    "not counted): never what one person pays",
    "base_per_adult_usd": "one adult's package price before customisations (previewBooking's pricing)",
    "base_price_per_adult_usd": "one adult's package price before customisations",
    "customizations_per_person_usd": "one adult's share of the customisations",
    "self_drive_credit_per_person_usd": "one adult's credit for driving themselves; older name",
    "self_drive_credit_per_adult_usd": "one adult's credit for driving themselves (a child's is its band's share)",
    "self_drive_credit_usd": "the whole group's credit for driving themselves",
    # park_pass (sandbox/park_pass.py): the pass a trip's price includes, a named part of it
    "adult_usd": "the park pass part of one adult's price (and of a child's from 12)",
    "child_usd": "the park pass part of the price of a child aged 4-11 (under-4s pay nothing): a child pays 60 % "
    "of one adult's price without the adult's pass, plus this",
    "park_pass_change_per_adult_usd": "what the pass the plan's temple days need adds to (takes off) one adult's "
    "price beside the trip's own pass (travellers from 12; under-12s enter free)",
    "left_out_usd": "the park pass parts left out of the group's price for its Cambodian citizens",
    "amount_paid_usd": f"what the traveller has paid, {NET_OF_COMPLETED}",
    "paid_in_total_usd": "every payment made for the booking, before any refund",
    "refunded_usd": "refunds already completed to the traveller",
    "refunds_pending_usd": "refunds on their way to the traveller, not yet completed",
    "balance_due_usd": "what the traveller still has to pay (a top-up)",
    "still_to_pay_usd": "what the traveller still has to pay (the same as balance_due_usd)",
    "price_with_charges_usd": "the booking's price plus what DerLg keeps: what all payments are for",
    "charges_usd": "what DerLg keeps beyond the price: change fees and kept parts of refunds",
    "change_fees_usd": "the date-change fees in charges_usd (the rest is kept under the cancellation policy)",
    "net_paid_usd": f"what the booking costs in the end: every payment, {NET_OF_STARTED}",
    "kept_usd": f"after a cancellation: what DerLg kept of every payment, {NET_OF_STARTED}",
    "current_total_usd": "the booking's price before the change",
    "new_total_usd": "the booking's price after the change",
    "price_difference_usd": "new price minus old price",
    "price_difference_per_adult_usd": "what the change itself costs one adult (new adult price minus old)",
    "refund_base_usd": "what a cancellation's percentage is a percentage of: the trip's price",
    "refund_of_base_usd": "the cancellation's percentage of the trip's price: the refund",
    "kept_of_base_usd": "the part of the trip's price a cancellation's tier keeps",
    "kept_earlier_usd": "what earlier changes kept (parts of freed prices, fees): paid, not refunded again",
    "kept_by_policy_usd": "THIS change only: the part of its freed price its refund tier keeps",
    "kept_by_this_change_usd": "THIS change only: what it keeps (kept_by_policy_usd + change_fee_usd)",
    "kept_in_total_usd": "ALL changes: what DerLg keeps in total after this one (kept_earlier_usd + "
    "kept_by_this_change_usd; the same as kept_by_derlg_usd)",
    "refunded_in_full_usd": "the part of a freed price refunded in full by the swap allowance (no tier applied)",
    "swap_allowance_usd": "what joins paid in the last 24 hours: a traveller leaving now gets that much of their "
    "price back in full, the refund tier applies beyond it",
    "swap_allowance_after_change_usd": "what this change's joiners add to the swap allowance, for 24 hours once paid",
    "swap_kept_back_usd": "the part a leave in the last 24 hours kept, given back by this join: off its top-up",
    "swap_extra_kept_usd": "kept: the swap's extra, as the one who joined leaves too: what an earlier swap refunded "
    "beyond its refund tier, kept back from this refund",
    "swap_extra_held_usd": "what swaps refunded beyond their refund tier while the one who joined stays: kept back "
    "if that joiner leaves too or the booking is cancelled",
    "kept_given_back_usd": "swap_kept_back_usd, off what earlier changes kept (kept_earlier_usd is after it)",
    "allowance_usd": "what is left of one join's swap allowance: refunded in full to a traveller who leaves before "
    "its until",
    "price_change_per_adult_usd": "what a day added or removed moves one adult's price by (its price less the "
    "self-drive credit its days carry)",
    "self_drive_credit_change_per_adult_usd": "the self-drive credit a day added or removed carries per adult",
    "freed_usd": "the price a change frees (a traveller leaves, a day removed), before the refund tier",
    "rest_at_refund_tier_usd": "the part of a freed price the swap allowance does not refund in full: refunded "
    "at refund_tier_pct, the tier keeping kept_by_policy_usd of it (never itself what DerLg keeps)",
    "refund_of_freed_usd": "the part of a freed price this change's refund tier refunds",
    "kept_by_derlg_usd": "ALL changes, earlier ones included: everything DerLg keeps beyond the price after the "
    "change (fees and kept parts; = kept_in_total_usd)",
    "change_fee_usd": "the fee for moving the dates late",
    "late_change_fee_usd": "what a later date move would cost in fees",
    "late_change_fee_per_traveller_usd": "the late date-move fee for one paying traveller (under-4s pay none)",
    "amount_due_usd": "what this change asks the traveller to pay now",
    "refund_usd": "what this change or cancellation refunds",
    "amount_back_usd": "the part of a refund that goes back to that payment (refund_to: first the payments that paid for what it "
    "frees, each line with what that payment paid for, `rest` beyond them)",
    "paid_usd": "what that payment paid (refund_to: how the traveller knows the payment, beside its date)",
    "amount_usd": "the money this result moves: the refund when it refunds, else the amount due",
    "refund_of_booking_if_cancelled_today_usd": "what cancelling the whole booking today would refund, once this top-up is paid",
    "refund_if_cancelled_today_usd": "what cancelling today would refund (an unpaid change withdrawn first, "
    "nothing charged for it; refunds already on their way come back as they are, beside it)",
    "back_in_total_usd": "all the money the traveller gets back on cancelling: refund_usd + every refund not yet paid "
    "out, each part in back_in_total_is",
    "top_up_usd": "what the withdrawn or pending top-up of a change asks the traveller to pay",
    "non_refundable_usd": "what a cancellation keeps",
    "total_refunded_usd": "every refund of the booking, completed",
    "total_pending_usd": "every refund of the booking still on its way",
}


def paid_words(net: str = "net_paid_usd") -> str:
    """One line for a result where the two paid amounts differ (a refund on its way): what each is net of
    (``net``: ``kept_usd`` once cancelled, the one figure of that basis then)."""
    return "; ".join(f"{k}: {NET_OF[k]}" for k in ("amount_paid_usd", net))
