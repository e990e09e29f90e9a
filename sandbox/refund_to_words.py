"""Where a refund goes, in the words the traveller reads (English; Khmer and Chinese in
``sandbox/i18n/payment_texts.py``): the rule and each payment as the traveller knows it
(``sandbox/refund_to.py`` applies them)."""

from __future__ import annotations

# which payment a refund goes back to (sandbox/refund_to.py): by what each payment paid for (relay 28 req 36/67 named
# no payment; a leaver's refund then split latest first read as the add-on and the extra day refunded).
# KH/ZH: i18n/payment_texts.py
REFUND_TO_RULE = (
    "A refund goes back first to the payments that paid for what it frees, each its part (a cancellation: every "
    "payment its share of what it still holds; a traveller leaving: the payment that paid for them, the booking "
    "payment or their own join top-up, and the extra-day or add-on top-ups paid while they were on, each in "
    "proportion to what it paid for them, never a payment only for others; a shorter trip: each traveller's day to what paid it, an "
    "extra-day top-up paid while they were on or their own payment), only the rest to the other payments, by the "
    "method each paid with."
)
# refunds_go_to naming the payment(s): {parts} is each PART joined by the language's list separator
GOES_TO = "{parts}: back to the account and method that paid each"
# every refunds_go_to opens with the refund it describes: a result can say two (a change's and a cancellation's)
GOES_TO_WHICH = "{which}: {goes}"
REFUND_WHICH = {
    "change": "This change's refund of {amount} USD",
    "cancellation": "This cancellation's refund of {amount} USD",
    "if_cancelled": "If cancelled today, the refund of {amount} USD",
}
# each payment as the traveller knows it, by what it paid for, never by its internal id (relay 35 req 63)
PART = "the booking payment of {paid} USD on {day} ({amount} USD back)"
PART_TOP_UP = "the top-up for {what} of {paid} USD on {day} ({amount} USD back)"
PART_FOR_CHANGE = "a change"  # a top-up whose change is not recorded
# a join's top-up named by who joined (its payment record's travellers)
JOINED_ADULT = "an adult who joined"
JOINED_CHILD = "a child aged {age} who joined"
PART_REST = "the rest to {part}"  # beyond what the payments that paid for the freed part hold
# what each payment paid for, beside it in a change quote's payments (sandbox/leaver_payers.py): the model names
# the one that paid for a leaver (leavers_paid_by); KH/ZH: i18n/payment_texts.py
PAID_FOR_BOOKING = "the booking for {who}"
PAID_FOR_TOP_UP = "the top-up for {what} on {day}"
