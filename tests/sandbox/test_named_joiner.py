"""A joiner is a named traveller: a removal naming them refunds to the payment that paid for THEM, no hint needed
(sandbox/named_travellers.py). Relay 57: an uncle joined (his own join top-up) and later could not come;
``remove_who`` named him and his $170.60 went to the family's booking payment; only a second quote naming his
top-up in ``leavers_paid_by`` fixed it (run 53 had the same with a son-in-law).

The invariant, for any booked group, any joiner (an adult, a child, a teen paying as an adult) named at the join
(``add_who``), any later top-ups for everyone and any way the removal names them (whole name, given name, name
with a role, "my uncle ..."): the booking's view names them with the payment that paid for them, and the removal
quote that names them by ``remove_who`` alone splits the refund exactly as the quote naming their own top-up in
``leavers_paid_by`` does (their own price to their top-up, their add-ons to the payments that paid them), with no
``leavers_paid_by_hint``; the refund record after the yes says the same; they are then no longer named on the
booking. A name that matches nobody on a booking with named travellers is refused with their names; a role, or a
name the booking's requests say, is not."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings, strategies as st

from tests.sandbox.support import Sandbox
from tests.sandbox.test_change_prices import family
from tests.sandbox.test_changes import at_ict, record
from tests.sandbox.test_leaver_named_payer import ADD_ON, JOINERS, LEAVES, _end, _paid

NAMES = ["Vikram Kulkarni", "Sophea Chan", "Li Wei", "Ana María López"]
SAID = [
    lambda n: n,
    lambda n: n.split()[0],
    lambda n: f"{n} (uncle, 67)",
    lambda n: f"my uncle {n.split()[0]}",
    lambda n: n.upper(),
]


def _join(sb: Sandbox, bid: str, joiner: str, name: str) -> str:
    """``name`` joins as ``joiner`` and pays their own top-up: its payment id."""
    done = _paid(sb, bid, {**JOINERS[joiner], "add_who": [name]})
    assert done["payment"], done
    return str(done["payment"]["payment_intent_id"])


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    adults=st.integers(min_value=2, max_value=3),
    children=st.sampled_from([(), (9,), (1, 14), (9, 14)]),
    joiner=st.sampled_from(sorted(JOINERS)),
    name=st.sampled_from(NAMES),
    said=st.integers(min_value=0, max_value=len(SAID) - 1),
    history=st.lists(st.sampled_from(["add_on", "extra_day", "shorter"]), max_size=2, unique=True),
    another=st.booleans(),
)
def test_a_removal_naming_a_joiner_refunds_to_the_payment_that_paid_for_them(
    adults: int,
    children: tuple[int, ...],
    joiner: str,
    name: str,
    said: int,
    history: list[str],
    another: bool,
) -> None:
    sb = Sandbox()
    bid = family(sb, adults=adults, children=children)["booking_id"]
    sb.clock.now = at_ict("2026-03-31", 12)  # the 50 % tier
    own = _join(sb, bid, joiner, name)
    if another:  # a second named joiner of the same kind, after them: never their payment
        other = next(n for n in NAMES if n.split()[0] != name.split()[0])
        _join(sb, bid, joiner, other)
    for step in history:
        change = (
            {"add_activities": [ADD_ON]}
            if step == "add_on"
            else {"new_end_date": _end(sb, bid, 1 if step == "extra_day" else -1)}
        )
        _paid(sb, bid, change)
    named = {t["name"]: t for t in record(sb, bid)["named_travellers"]}
    assert named[name]["paid_by"] == own, named
    assert named[name]["is"] == ("an adult" if joiner == "adult" else f"a child aged {joiner[6:]}")
    by_name = sb.data("previewReschedule", {"booking_id": bid, **LEAVES[joiner], "remove_who": [SAID[said](name)]})
    by_payment = sb.data("previewReschedule", {"booking_id": bid, **LEAVES[joiner], "leavers_paid_by": [own]})
    assert by_name["refund_usd"] == by_payment["refund_usd"] > 0
    assert by_name["refund_to"] == by_payment["refund_to"], (by_name["refund_to"], by_payment["refund_to"])
    assert own in {p["payment_intent_id"] for p in by_name["refund_to"]}
    assert "leavers_paid_by_hint" not in by_name
    done = sb.data("confirmReschedule", {"booking_id": bid, "quote_id": by_name["quote_id"]})
    assert done["refund"]["refund_to"] == by_name["refund_to"]  # the record does what the quote said
    left = [t["name"] for t in record(sb, bid).get("named_travellers") or []]
    assert name not in left and (not another or len(left) == 1), left


def _uncle(sb: Sandbox) -> tuple[str, str]:
    bid = family(sb, adults=3, children=(7,))["booking_id"]
    sb.data("addBookingRequest", {"booking_id": bid, "request": "Wife Meera is 5 months pregnant"})
    sb.clock.now = at_ict("2026-03-31", 12)
    return bid, _join(sb, bid, "adult", "Vikram Kulkarni")


def test_a_name_of_nobody_on_the_booking_is_refused_with_the_booked_travellers_names() -> None:
    sb = Sandbox()
    bid, own = _uncle(sb)
    resp = sb.call("previewReschedule", {"booking_id": bid, "remove_adults": 1, "remove_who": ["Priya"]})
    assert resp.status_code == 400, resp.json()
    error = resp.json()["error"]
    assert "Priya" in error["message"] and "Vikram Kulkarni" in error["message"], error
    assert error["details"]["named_travellers"] == ["Vikram Kulkarni"]
    for who in (["father"], ["Meera"], ["my wife Meera"]):  # a role, a name the requests say: as before
        quote = sb.data("previewReschedule", {"booking_id": bid, "remove_adults": 1, "remove_who": who})
        assert own not in {p["payment_intent_id"] for p in quote.get("refund_to", [])}, (who, quote["refund_to"])


def test_a_named_child_counted_as_an_adult_is_refused_and_too_many_names_are_refused() -> None:
    sb = Sandbox()
    bid, _ = _uncle(sb)
    resp = sb.call("previewReschedule", {"booking_id": bid, "remove_children_ages": [7], "remove_who": ["Vikram"]})
    assert resp.status_code == 400 and "remove_adults" in resp.json()["error"]["message"], resp.json()
    resp = sb.call("previewReschedule", {"booking_id": bid, "add_adults": 1, "add_who": ["Asha", "Ravi"]})
    assert resp.status_code == 400 and "add_who" in resp.json()["error"]["message"], resp.json()


def test_an_unpaid_or_withdrawn_join_names_nobody_on_the_booking() -> None:
    """The name is the booking's once the join is: a join whose top-up is not paid names nobody yet, and a
    withdrawn one never does."""
    sb = Sandbox()
    bid = family(sb, adults=3, children=(7,))["booking_id"]
    quote = sb.data("previewReschedule", {"booking_id": bid, "add_adults": 1, "add_who": ["Vikram Kulkarni"]})
    sb.data("confirmReschedule", {"booking_id": bid, "quote_id": quote["quote_id"]})
    assert not record(sb, bid).get("named_travellers")
    sb.data("withdrawTopUp", {"booking_id": bid})
    assert not record(sb, bid).get("named_travellers")
