"""A change quote's kept money by scope (relay 27 req 38: kept_by_derlg_usd covers every change while
kept_by_policy_usd is this change's; same-looking, different scopes): what this change keeps plus
what earlier changes kept is what DerLg keeps in total, the older kept_by_derlg_usd."""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from sandbox import policy

MONEY = st.floats(min_value=0, max_value=3000, allow_nan=False).map(policy.money)


@settings(max_examples=60, deadline=None)
@given(before=MONEY, after=MONEY, paid=MONEY, charges=MONEY, fee=MONEY, pct=st.sampled_from([0, 50, 100]), full=MONEY)
def test_kept_by_this_change_and_earlier_add_up_to_the_total(
    before: float, after: float, paid: float, charges: float, fee: float, pct: int, full: float
) -> None:
    out = policy.change_amounts(before, after, paid, charges, fee, pct, full)
    assert out["kept_by_this_change_usd"] == policy.money(out["kept_by_policy_usd"] + out["change_fee_usd"])
    assert out["kept_earlier_usd"] == policy.money(charges)
    assert out["kept_in_total_usd"] == out["kept_by_derlg_usd"]
    assert abs(out["kept_in_total_usd"] - out["kept_earlier_usd"] - out["kept_by_this_change_usd"]) < 0.006
