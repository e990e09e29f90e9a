"""A paid booking's money in a tool result, as the model reads it: one account (issue 37, relay 31 req 31).

A booking result carried amount_paid_usd, net_paid_usd, paid_in_total_usd and price_with_charges_usd (with
refunded_usd, refunds_pending_usd, still_to_pay_usd beside them): four "paid" figures, each right, easy to
misquote as "you paid $665". The backend keeps those contract fields (docs/backend.md); the model reads them
as ONE labelled field, ``money_account``, in the words of the context line (agent/money_account.py, no
second phrase table):

    paid in all X; coming back Y (to <payment> $a); refunded R; so ... pays Z in the end = the trip's price
    P + K kept under the cancellation policy; still owed T

with X - Y - R + T = Z = P + K, the sum said only when it adds up. A refund on its way names the payment it
goes back to (``refund_to`` of each refund started, sandbox/refund_to.py), so its own ``refund_to`` list is
not repeated. Pure: no clock, no I/O.
"""

from __future__ import annotations

from typing import Any, Optional

from agent.money_account import Account, BackTo, once_confirmed, said
from agent.rounding import half_up
from agent.timefmt import local_day

KEY = "money_account"
#: the fields the account says (the contract's names, kept on the wire), and the notes that explained them
SAID_BY_ACCOUNT = (
    "amount_paid_usd",
    "net_paid_usd",
    "paid_in_total_usd",
    "price_with_charges_usd",
    "refunded_usd",
    "refunds_pending_usd",
    "still_to_pay_usd",
    "paid_amounts_are",
    "paid_figures_are",
    "refunds_completed",
    "change_fees_usd",
)
_DONE = "COMPLETED"
_NOT_OWED = ("NETTED",)
_UNPAID = ("RESERVED", "EXPIRED")  # a hold: its raw figures stay (a paid hold is an error to see as it is)


def _num(value: Any) -> Optional[float]:
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else None


def _refunds(value: dict[str, Any], key: str) -> list[dict[str, Any]]:
    items = value.get(key)
    return [r for r in items if isinstance(r, dict)] if isinstance(items, list) else []


def _sum(items: list[dict[str, Any]]) -> float:
    return round(sum(_num(r.get("amount_usd")) or 0.0 for r in items), 2)


def account_of(value: dict[str, Any]) -> Optional[Account]:
    """The account of one result object carrying a paid booking's money (None: it carries none, or nothing
    was paid yet)."""
    amount_paid = _num(value.get("amount_paid_usd"))
    paid_in_all = _num(value.get("paid_in_total_usd"))
    if (amount_paid is None and paid_in_all is None) or value.get("status") in _UNPAID:
        return None
    started = _refunds(value, "refunds_started")
    completed = _num(value.get("refunded_usd"))
    if completed is None:
        done = _refunds(value, "refunds_completed") or [r for r in started if r.get("status") == _DONE]
        completed = _sum(done)
    pending = _num(value.get("refunds_pending_usd"))
    if pending is None:
        pending = _sum([r for r in started if r.get("status") not in (_DONE, *_NOT_OWED)])
    owed = _num(value.get("still_to_pay_usd"))
    if owed is None:
        owed = _num(value.get("balance_due_usd")) if value.get("status") == "CONFIRMED" else 0.0
    current = value.get("current")
    price = _num(value.get("total_usd"))
    if price is None and isinstance(current, dict):
        price = _num(current.get("total_usd"))  # a change quote: the booking's price before the change
    if value.get("status") == "CANCELLED" or price is None:
        price = float("nan")  # no trip price to sum to: the account states no sum (what was kept: kept_usd)
    paid_in_all = round(paid_in_all if paid_in_all is not None else (amount_paid or 0.0) + completed, 2)
    if paid_in_all <= 0:
        return None  # not paid yet: a reservation's amount_paid_usd 0 beside what it owes says it
    after = netted_after(value)
    if after is not None:  # a netted quote: its account once confirmed, the figures of its netting lines
        pending, owed, price = after
    return Account(
        paid_in_all=paid_in_all,
        coming_back=round(pending, 2),
        refunded=round(completed, 2),
        owed=round(owed or 0.0, 2),
        price=round(price, 2),
        kept=round(_num(value.get("charges_usd")) or 0.0, 2),
        fees=round(_num(value.get("change_fees_usd")) or 0.0, 2),
    )


def netted_after(value: dict[str, Any]) -> Optional[tuple[float, float, float]]:
    """A quote netting a pending refund against its top-up (sandbox/netting.py), before its yes: what is coming
    back, still owed and the price once it is confirmed (its ``netting`` lines, ``new_total_usd``); else None.
    Relay 38 req 27: "coming back $189.00" beside netting's "refund still on its way: 0.00 USD"."""
    lines = value.get("netting")
    if not isinstance(lines, dict) or "expires_at" not in value:
        return None
    left, to_pay = _num(lines.get("refund_still_pending_usd")), _num(lines.get("to_pay_usd"))
    price = _num(value.get("new_total_usd"))
    if left is None or to_pay is None:
        return None
    return left, to_pay, price if price is not None else float("nan")


def goes_back_to(value: dict[str, Any]) -> list[BackTo]:
    """The payment each refund on its way goes back to and the amount, from the refunds' own ``refund_to``."""
    parts: dict[str, BackTo] = {}
    for refund in _refunds(value, "refunds_started"):
        for part in refund.get("refund_to") or []:
            if isinstance(part, dict) and part.get("payment_intent_id"):
                ref = str(part["payment_intent_id"])
                was = parts.get(ref)
                back = (was.amount if was else 0.0) + (_num(part.get("amount_back_usd")) or 0.0)
                paid, day = _num(part.get("paid_usd")) or 0.0, local_day(part.get("paid_at"))
                # a join's top-up by who joined, another by what it paid for (never "to the traveller")
                what = tuple(str(k) for k in part.get("joined") or part.get("paid_for") or () if k != "booking")
                parts[ref] = BackTo(bool(part.get("top_up")), paid, day, half_up(back, 2), what)
    return list(parts.values())


def _without_refund_to(items: Any) -> Any:
    if not isinstance(items, list):
        return items
    return [{k: v for k, v in r.items() if k != "refund_to"} if isinstance(r, dict) else r for r in items]


def confirmed_as_paid(out: dict[str, Any]) -> dict[str, Any]:
    """A CONFIRMED booking whose change awaits a top-up, as the model reads it: its top-level dates, head count
    and total are what is paid and confirmed (``pending_top_up.paid_for``), and the change's own figures move
    under ``pending_top_up.after_top_up`` (relay 33 req 35: status CONFIRMED, people_count 4 and the 4's total
    beside "confirmed for 3 people (paid); the change to 4 awaits a top-up"). The wire keeps the contract's."""
    owed = out.get("pending_top_up")
    paid_for = owed.get("paid_for") if isinstance(owed, dict) else None
    if out.get("status") != "CONFIRMED" or not isinstance(owed, dict) or not isinstance(paid_for, dict):
        return out
    after: dict[str, Any] = {}
    for key, was in paid_for.items():
        if key not in out or out[key] == was:
            continue
        stem = key.removesuffix("_usd")  # total_usd: its twins (total_thb) and total_is_for go with it
        for name in [k for k in out if k == key or k.startswith(stem + "_")]:
            after[name] = out.pop(name)
        out[key] = was
    rest = {k: v for k, v in owed.items() if k not in ("paid_for", "paid_for_people_count")}
    out["pending_top_up"] = {**rest, "after_top_up": after} if after else rest
    return out


def one_account(value: Any, language: Optional[str]) -> Any:
    """``value`` (a tool result as the model reads it) with every paid booking's money said as one account."""
    if isinstance(value, list):
        return [one_account(v, language) for v in value]
    if not isinstance(value, dict):
        return value
    out = confirmed_as_paid({k: one_account(v, language) for k, v in value.items()})
    account = account_of(value)
    if account is None:
        return out
    once = netted_after(value) is not None  # the refunds' own payments are of the amounts before netting
    to = [] if once else goes_back_to(value)
    for key in SAID_BY_ACCOUNT:
        out.pop(key, None)
    if to:
        out["refunds_started"] = _without_refund_to(out.get("refunds_started"))
    out[KEY] = (once_confirmed(str(language or "EN")) if once else "") + said(account, str(language or "EN"), to)
    return out
