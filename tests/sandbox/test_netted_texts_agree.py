"""A netted change's texts state its figures (relay 38 req 27 / 29): over netted joins (an adult, a child, an
add-on, more than the refund) x EN/KH/ZH, before and after the yes, every text of the quote and its result
(``amount_rule``, ``netting.says``, the model's ``money_account``) says the same to pay, netted and still
pending figures as the fields, and no two fields of one result give different values for the same money."""

from __future__ import annotations

import re
from typing import Any

import pytest

from agent.money_account import _COLUMN, COMING_BACK, OWED
from agent.result_money import one_account
from sandbox.i18n.amount_rule_texts import DUE, NETTED, NOTHING
from tests.sandbox.support import Sandbox
from tests.sandbox.test_change_prices import family
from tests.sandbox.test_changes import record

CENT = 0.011
JOINS = [
    {"add_adults": 1},  # the leaver's price: netted in full, nothing to pay
    {"add_children_ages": [9]},  # cheaper than the refund: a part of it stays on its way
    {"add_activities": ["Tonle Sap boat trip"]},  # an add-on: partly netted
    {"add_adults": 3},  # more than the refund: the rest to pay
]


def _figure(template: str, key: str, text: str) -> list[float]:
    """Every figure ``text`` states in the phrase ``template`` (its ``{key:.2f}`` slot)."""
    pattern = re.escape(template.strip()).replace(re.escape("{" + key + ":.2f}"), r"([\d,]+\.\d\d)")
    return [float(m.replace(",", "")) for m in re.findall(pattern, text)]


def _account_agrees(result: dict[str, Any], left: float, owed: float, language: str) -> None:
    text = one_account(result, language)["money_account"]
    col = _COLUMN[language]
    assert _figure(COMING_BACK[col], "y", text) == ([left] if left > CENT else []), text
    assert _figure(OWED[col], "t", text) == ([owed] if owed > CENT else []), text


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
@pytest.mark.parametrize("join", JOINS, ids=lambda j: next(iter(j)) + str(next(iter(j.values()))))
def test_a_netted_change_says_the_figures_its_fields_hold(join: dict[str, Any], language: str) -> None:
    sb = Sandbox()
    bid = family(sb, adults=4, children=())["booking_id"]
    left = sb.data("previewReschedule", {"booking_id": bid, "remove_adults": 1})
    sb.data("confirmReschedule", {"booking_id": bid, "quote_id": left["quote_id"]})
    body = {"booking_id": bid, "net_pending_refund": True, **join}
    quote = sb.data("previewReschedule", body, lang=language)
    lines, col = quote["netting"], _COLUMN[language]
    to_pay, netted, still = lines["to_pay_usd"], lines["refund_netted_usd"], lines["refund_still_pending_usd"]
    # one money, one value: the quote's to-pay is the netting's, the pending total its two parts
    assert quote["amount_due_usd"] == to_pay and quote["amount_usd"] == to_pay
    assert quote["amount_is"] == ("due" if to_pay > 0 else "nothing")
    assert abs(lines["refund_pending_before_netting_usd"] - netted - still) < CENT
    assert not [k for k in lines if "on_its_way" in k], lines  # no "on its way" figure beside still pending
    rule = quote["amount_rule"]
    assert NETTED[col].format(netted=f"{netted:.2f}", due=f"{to_pay:.2f}") in rule, rule
    top_up = DUE[col].format(due=f"{lines['top_up_usd']:.2f}").strip()  # the top-up is never said as to pay
    assert top_up not in rule or lines["top_up_usd"] == to_pay, rule
    assert NOTHING[col].strip() not in rule, rule
    assert f"{to_pay:.2f}" in lines["says"] and f"{still:.2f}" in lines["says"], lines["says"]
    _account_agrees(quote, still, to_pay, language)
    done = sb.data("confirmReschedule", {"booking_id": bid, "quote_id": quote["quote_id"]}, lang=language)
    after = record(sb, bid)
    assert abs(after["refunds_pending_usd"] - still) < CENT, after
    assert abs(after.get("still_to_pay_usd", 0.0) - to_pay) < CENT, after
    assert not [k for k in done.get("netting", {}) if "on_its_way" in k], done
    _account_agrees(after, still, to_pay, language)
