"""Every model-facing booking result says a paid booking's money as one account (issue 37, relay 31 req 31).

Over generated change histories (travellers join or leave, a day or an add-on, top-ups paid or withdrawn, days
pass, a cancellation) and EN/KH/ZH: what the model reads of each result (agent/tools/guidance.for_model)
carries no paid figure of the contract's (amount_paid_usd, net_paid_usd, paid_in_total_usd,
price_with_charges_usd...) but one ``money_account`` per booking object, in the session's language, whose
figures satisfy X - Y - R + T = Z = P + K against the backend's own fields (P = total_usd, K = charges_usd),
and whose refund on its way names every payment it goes back to by its amount, never its internal id."""

from __future__ import annotations

import re
from typing import Any

from hypothesis import HealthCheck, given, settings, strategies as st

from agent.money_account import _COLUMN, COMING_BACK, IN_THE_END, OWED, PAID_IN_ALL, REFUNDED
from agent.result_money import KEY, SAID_BY_ACCOUNT
from agent.session_figures import objects
from agent.tools.compact import compact
from agent.tools.guidance import for_model
from tests.sandbox.test_local_figures_add_up import STEPS, journey

CENT = 0.011


def _figure(template: str, text: str, name: str) -> float | None:
    """The figure ``name`` of ``template`` as ``text`` says it (None: not said)."""
    head = template.split("{" + name)[0].replace("$", "")
    match = re.search(re.escape(head) + r"\$?(-?[\d.]+)", text.replace("$", "").replace(head, head, 1))
    return float(match.group(1)) if match else None


def _said(text: str, language: str) -> dict[str, float]:
    column = _COLUMN[language]
    out = {}
    for name, template, key in (
        ("x", PAID_IN_ALL[column], "X"),
        ("y", COMING_BACK[column], "Y"),
        ("r", REFUNDED[column], "R"),
        ("t", OWED[column], "T"),
        ("z", IN_THE_END[column], "Z"),
    ):
        value = _figure(template, text, name)
        if value is not None:
            out[key] = value
    return out


def _sum(obj: dict[str, Any], completed: bool) -> float:
    return sum(r["amount_usd"] for r in obj.get("refunds_started", []) if (r["status"] == "COMPLETED") == completed)


def _backend(obj: dict[str, Any]) -> dict[str, float]:
    """The account's figures from the backend's own contract fields (docs/backend.md)."""
    refunded = obj.get("refunded_usd", _sum(obj, True))
    paid = obj.get("paid_in_total_usd", obj.get("amount_paid_usd", 0.0) + refunded)
    pending = obj.get("refunds_pending_usd", _sum(obj, False))
    owed = obj.get("still_to_pay_usd", obj.get("balance_due_usd", 0.0) if obj.get("status") == "CONFIRMED" else 0.0)
    return {"X": paid, "Y": pending, "R": refunded, "T": owed, "Z": round(paid - pending - refunded + owed, 2)}


def _paid(obj: dict[str, Any]) -> bool:
    """A booking object with money paid (a reservation's amount_paid_usd 0 is said as it is)."""
    return ("amount_paid_usd" in obj or "paid_in_total_usd" in obj) and _backend(obj)["X"] > 0


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(steps=st.lists(STEPS, min_size=1, max_size=6), language=st.sampled_from(["EN", "KH", "ZH"]))
def test_each_booking_result_says_one_account_that_adds_up(steps: list[Any], language: str) -> None:
    for result in journey(steps):
        # the backend's objects as the model reads them before the account (a nested repeat dropped)
        backend = [o for o in objects(compact(result, None)["data"]) if _paid(o)]
        shown = for_model(result, language)
        for obj in objects(shown):
            if KEY in obj or obj.get("status") in ("CONFIRMED", "CANCELLED"):
                assert not set(SAID_BY_ACCOUNT) & set(obj), obj  # no other "paid" figure beside the account
        accounts = [o for o in objects(shown) if KEY in o]
        assert len(accounts) == len(backend)
        for obj, model in zip(backend, accounts):
            text = model[KEY]
            figures = _said(text, language)
            want = _backend(obj)
            for key in ("X", "Y", "R", "T"):
                assert abs(figures.get(key, 0.0) - want[key]) < CENT, (key, text, want)
            moved = want["Y"] or want["R"] or want["T"] or obj.get("charges_usd")
            if obj.get("status") == "CONFIRMED" and "total_usd" in obj and moved:
                # Z = P + K, said with the trip's price
                assert abs(figures["Z"] - want["Z"]) < CENT, (text, want)
                assert abs(want["Z"] - (obj["total_usd"] + obj["charges_usd"])) < CENT, obj
            for refund in obj.get("refunds_started", []):
                for part in refund.get("refund_to", []):
                    # named as the traveller knows it (its amount), never by its internal id (relay 35 req 63)
                    assert part["payment_intent_id"] not in text and f"{part['paid_usd']:.2f}" in text, (text, part)
