"""A result whose local parts miss their total says why, once (issue 37, relay 20 req 66).

"2,349.31 + 783.10 AUD" beside ``amount_paid_aud`` 3,132.42: each AUD figure is converted from its own USD
amount, so the parts' figures can miss the total's by a cent. Over random USD payments, a change's amount
due and rates, through the display layer (agent/display.py): the result carries one ``local_figures_are``
sentence, in the session's language, exactly when the local figures it shows do not add up (the payments
to the amount paid, the amount paid and the amount due to the new total)."""

from __future__ import annotations

from itertools import product
from typing import Any

from hypothesis import example, given, strategies as st

from agent.display import DisplayTerms, in_travellers_terms
from agent.local_sums import LOCAL_FIGURES_ARE

cents = st.integers(min_value=1, max_value=400_000).map(lambda c: c / 100)
RATES = st.sampled_from([("AUD", 1.52), ("CNY", 7.25), ("CNY", 7.1234), ("EUR", 0.9213), ("KHR", 4100.0)])
SCRIPT = {"EN": "USD is what is charged", "KH": "ប្រាក់ដែលគិតគឺ USD", "ZH": "实际收费以美元为准"}


def shown(payments: list[float], due: float, money: tuple[str, float], language: str) -> dict[str, Any]:
    paid = round(sum(payments), 2)
    data: dict[str, Any] = {
        "booking_id": "b1",
        "payments": [{"payment_intent_id": f"pi_{i}", "amount_usd": p} for i, p in enumerate(payments)],
        "amount_paid_usd": paid,
    }
    if due > 0:
        data.update(amount_due_usd=due, new_total_usd=round(paid + due, 2))
    currency, rate = money
    out = in_travellers_terms({"success": True, "data": data}, DisplayTerms(currency=currency, language=language), rate)
    return out["data"]  # type: ignore[no-any-return]


def add_up(data: dict[str, Any], suffix: str) -> bool:
    """The local figures shown add up: the payments to the amount paid, paid + due to the new total."""
    paid = data["amount_paid" + suffix]
    ok = round(sum(p["amount" + suffix] for p in data["payments"]), 2) == round(paid, 2)
    if "new_total" + suffix in data:
        ok = ok and round(paid + data["amount_due" + suffix], 2) == round(data["new_total" + suffix], 2)
    return ok


def multiple_misses(data: dict[str, Any], suffix: str) -> bool:
    """n of one amount make another (the display's third relation, agent/local_sums.py: n x one adult's
    price) and their local figures do not: e.g. a due of 1.37 beside a paid 16.44 = 12 x 1.37, whose AUD
    figures make 24.96, not 24.99. The display may say the sentence there; the listed parts decide it."""
    pairs = [(float(p["amount_usd"]), float(p["amount" + suffix])) for p in data["payments"]]
    pairs += [
        (float(data[k + "_usd"]), float(data[k + suffix]))
        for k in ("amount_paid", "amount_due", "new_total")
        if k + suffix in data
    ]
    for (one, one_local), (many, many_local) in product(pairs, pairs):
        n = round(many / one) if one > 0 else 0
        if 2 <= n <= 100 and abs(n * one - many) < 0.005 and round(n * one_local, 2) != round(many_local, 2):
            return True
    return False


@example(payments=[1545.60, 515.20], due=0.0, money=("AUD", 1.52), language="EN")  # relay 20 req 66
@example(payments=[16.44], due=1.37, money=("AUD", 1.52), language="EN")  # 12 x the due makes the paid amount
@example(payments=[0.06, 1.49, 10.71, 21.53], due=4.95, money=("AUD", 1.52), language="EN")  # 26 x 1.49 = new total
@given(
    payments=st.lists(cents, min_size=1, max_size=4),
    due=st.one_of(st.just(0.0), cents),
    money=RATES,
    language=st.sampled_from(["EN", "KH", "ZH"]),
)
def test_the_sentence_is_there_exactly_when_local_parts_miss_their_total(
    payments: list[float], due: float, money: tuple[str, float], language: str
) -> None:
    data = shown(payments, due, money, language)
    currency = money[0]
    if add_up(data, "_" + currency.lower()):
        if not multiple_misses(data, "_" + currency.lower()):  # nothing misses: no sentence
            assert "local_figures_are" not in data, data
        return
    said = data["local_figures_are"]
    assert said == LOCAL_FIGURES_ARE[language].format(cur=currency) and SCRIPT[language] in said, data
    assert sum(str(v).count(SCRIPT[language]) for v in data.values()) == 1, data  # once per result


def test_the_relay_case_is_explained() -> None:
    """The relay's own figures: 2,349.31 + 783.10 AUD beside 3,132.42 AUD."""
    data = shown([1545.60, 515.20], 0.0, ("AUD", 1.52), "EN")
    assert [p["amount_aud"] for p in data["payments"]] == [2349.31, 783.1] and data["amount_paid_aud"] == 3132.42
    assert "converted from its own USD amount" in data["local_figures_are"]


def test_a_result_without_local_figures_gains_no_sentence() -> None:
    data = shown([1545.60, 515.20], 0.0, ("AUD", 1.52), "EN")
    plain = in_travellers_terms({"success": True, "data": {"amount_paid_usd": 1.0}}, DisplayTerms(), None)
    assert "local_figures_are" not in plain["data"] and "local_figures_are" in data
