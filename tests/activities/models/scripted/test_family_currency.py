"""A currency name two countries share ("kwacha") is read by the country said beside it: Malawi's words
(Malawi, Lilongwe, Blantyre, 马拉维) read MWK, Zambia's (Zambia, Lusaka, 赞比亚) ZMW; with neither it is no
amount read but a currency word the model asks about (as "dinars"), never one country's rate guessed."""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from activities.models.scripted.money_words import find_amount
from activities.models.scripted.unknown_money import unknown_currency

MALAWI = ["We are from Lilongwe", "a family from Malawi", "Malawians here", "we live in Blantyre"]
ZAMBIA = ["I'm from Lusaka", "we are Zambian", "visiting from Zambia", "based in Ndola"]
BUDGET = [
    "budget around {n} million kwacha for all four",
    "about {n},000 kwacha each",
    "budget {n}00,000 kwachas in total",
]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(MALAWI + ZAMBIA + [""]), st.sampled_from(BUDGET), st.integers(min_value=1, max_value=9))
def test_kwacha_is_read_by_its_country_or_asked(where: str, budget: str, n: int) -> None:
    text = f"{where}. {budget.format(n=n)}".strip(". ")
    found = find_amount(text)
    if where in MALAWI:
        assert found is not None and found[2] == "MWK", text
    elif where in ZAMBIA:
        assert found is not None and found[2] == "ZMW", text
    else:  # no country: never guessed, asked back as an unknown currency
        assert found is None, text
        assert unknown_currency(text) is not None and "kwacha" in str(unknown_currency(text)), text


def test_a_country_named_with_the_currency_wins() -> None:
    assert find_amount("about 15,000 Zambian kwacha all in")[2] == "ZMW"  # type: ignore[index]
    assert find_amount("1.5 million Malawian kwacha, we live in Lusaka")[2] == "MWK"  # type: ignore[index]
    assert find_amount("我们来自马拉维，预算每人两万克瓦查")[2] == "MWK"  # type: ignore[index]
    assert find_amount("预算每人两万克瓦查") is None and unknown_currency("预算每人两万克瓦查") == "克瓦查"


def test_both_countries_named_is_asked() -> None:
    assert find_amount("we live in Lusaka but come from Malawi, budget 2 million kwacha") is None
