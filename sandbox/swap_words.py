"""What a change quote says of the swap rule before the yes (a join's quote: the allowance it gives, and that it
holds while the joiner stays, sandbox/swap_extra.py) (sandbox/policy.py SWAP_RULE; KH/ZH:
sandbox/i18n/policy_texts.py)."""

from __future__ import annotations

from sandbox.policy import SWAP_HOURS

SWAP_USED = (
    f"A traveller joined in the last {SWAP_HOURS} hours "
    "and {allowance} USD of that was paid in full: {full} USD of the {freed} USD this change frees comes back "
    "in full, and any rest at the {pct}% refund tier."
)
SWAP_GRANTED = (
    f"For {SWAP_HOURS} hours from the confirmation of this change "
    "(not from its payment; only once it is paid), a traveller who leaves gets their price back in full up to {usd} USD: swapping a "
    "traveller costs nothing. This holds while the one who joined stays: should they leave too, or the booking "
    "be cancelled, what was refunded in full beyond the refund tier is kept back from that refund."
)
