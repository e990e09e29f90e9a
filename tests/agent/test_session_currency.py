"""Every local figure of a session is in the session's own currency (relay run 7: a Singapore group in a
Chinese session saw createBooking's total in SGD, then the payment QR's amount in yuan, the backend's
default for the language): the backend's language twins give way to the session's currency, and a
payment's ``amount`` gets its twin too."""

from __future__ import annotations

from hypothesis import given, strategies as st

from agent.budget import REFERENCE_PER_USD
from agent.display import LANGUAGE_CURRENCY, DisplayTerms, convert_usd, in_travellers_terms
from sandbox.money import add_local

OWN = sorted(c for c in REFERENCE_PER_USD if c != "USD")


@given(
    language=st.sampled_from(sorted(LANGUAGE_CURRENCY)),
    currency=st.sampled_from(OWN),
    cents=st.integers(min_value=1, max_value=10**7),
)
def test_a_payment_and_a_booking_show_the_sessions_currency_only(language: str, currency: str, cents: int) -> None:
    amount = cents / 100
    qr = add_local({"payment_intent_id": "pi_1", "amount": amount, "currency": "USD"}, ("amount",), language)
    booking = add_local({"booking_id": "bk_1", "total_usd": amount}, ("total_usd",), language)
    rate = REFERENCE_PER_USD[currency]
    for data, key in ((qr, "amount"), (booking, "total")):
        seen = in_travellers_terms({"success": True, "data": data}, DisplayTerms(currency=currency), rate)["data"]
        others = {c.lower() for c in [*LANGUAGE_CURRENCY.values(), *OWN] if c != currency}
        assert not [k for k in seen if k.rsplit("_", 1)[-1] in others], seen
        if currency in LANGUAGE_CURRENCY.values() and currency == LANGUAGE_CURRENCY[language]:
            assert seen[f"{key}_{currency.lower()}"] == data[f"{key}_{currency.lower()}"]  # the backend's own
        else:
            assert seen[f"{key}_{currency.lower()}"] == convert_usd(amount, currency, rate)
        assert currency in seen["shown_in"]["currency"]
