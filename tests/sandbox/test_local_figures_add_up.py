"""Every result of a paid booking's changes, as the traveller reads it in riel or yuan, adds up (issue 37,
relay 9: paid ¥1,370 + ¥1,370 beside "paid ¥2,741"; relay 18: ¥16,809 for $2,318.40 = ¥16,808.40).

Generated journeys (a paid family booking, then changes that add or remove travellers, lengthen,
add an activity, pay or leave the top-up, cancel) run against the sandbox; each result goes through
the display layer (agent/display.py) at a riel or yuan rate; in every object of every result, a
local figure is its own USD amount converted (agent/display.py ``local_amount``: riel to the hundred, yuan
to the fen), and one whose USD amount is the sum or the difference of two other amounts shown beside it
differs from that sum or difference of their shown figures by at most one rounding step (100 riel, a
fen); an amount paid equal to the sum of the payments listed beside it
is within half a step per payment of the sum of their figures."""

from __future__ import annotations

from itertools import combinations
from typing import Any

from hypothesis import HealthCheck, example, given, settings, strategies as st

from agent.display import DisplayTerms, convert_usd, in_travellers_terms
from agent.display_unit import display_unit
from agent.local_share import share_count
from agent.session_figures import objects
from tests.sandbox.support import Sandbox
from tests.sandbox.test_change_prices import family
from tests.sandbox.test_changes import record

CENT = 0.005
STEPS = st.sampled_from(
    [
        {"add_adults": 1},
        {"remove_adults": 1},
        {"add_children_ages": [6]},
        {"add_activities": ["Tonle Sap boat trip"]},
        {"new_end_date": "2026-04-23"},
        "pay",
        "withdraw",
        "cancel",
        "days",
    ]
)


def journey(steps: list[Any], told: list[tuple[str, dict[str, Any]]] | None = None) -> list[dict[str, Any]]:
    """The successful results of ``steps``; ``told`` (if given) gets ("paid", the QR) for each payment made."""
    sb = Sandbox()
    bid = family(sb, adults=2, children=(8,))["booking_id"]
    results: list[dict[str, Any]] = [{"success": True, "data": record(sb, bid)}]
    for step in steps:
        if step == "days":
            sb.clock.advance(days=4)
            continue
        if step == "pay":
            qr = sb.call("generatePaymentQR", {"booking_id": bid}).json()
            results.append(qr)
            if qr["success"]:
                if told is not None:
                    told.append(("paid", qr))
                sb.sandbox_post(f"/sandbox/payments/{qr['data']['payment_intent_id']}/succeed")
        elif step == "withdraw":
            results.append(sb.call("withdrawTopUp", {"booking_id": bid}).json())
        elif step == "cancel":
            quote = sb.call("previewCancellation", {"booking_id": bid}).json()
            results.append(quote)
            if quote["success"]:
                body = {"booking_id": bid, "quote_id": quote["data"]["quote_id"]}
                results.append(sb.call("confirmCancellation", body).json())
        else:
            quote = sb.call("previewReschedule", {"booking_id": bid, **step}).json()
            results.append(quote)
            if quote["success"]:
                body = {"booking_id": bid, "quote_id": quote["data"]["quote_id"]}
                results.append(sb.call("confirmReschedule", body).json())
        results.append({"success": True, "data": record(sb, bid)})
    return [r for r in results if r.get("success")]


def step(suffix: str) -> float:
    """One rounding step of the currency (agent/display_unit.py: 100 riel, a whole unit, or a fen / cent);
    plus float slack."""
    return float(display_unit(suffix[1:])) + 1e-6


def exact(suffix: str, rate: float) -> bool:
    """Every figure is exactly USD x rate: a cent is a whole number of the currency's display units."""
    unit = display_unit(suffix[1:])
    return unit >= 1 and (rate / 100) % unit == 0


def check(shown: dict[str, Any], suffix: str, rate: float) -> None:
    tolerance = 1e-6 if exact(suffix, rate) else step(suffix)
    for obj in objects(shown):
        for key, value in obj.items():  # each figure is its own USD amount converted, never a sum of others
            twin = key[: -len("_usd")] + suffix
            if key.endswith("_usd") and isinstance(value, (int, float)) and twin in obj:
                if share_count(obj, key) is not None:  # an average: its local total's share (agent/local_share.py)
                    continue
                assert obj[twin] == convert_usd(float(value), suffix[1:].upper(), rate), (key, value, obj[twin])
        figures = {
            k: (float(v), float(obj[k[: -len("_usd")] + suffix]))
            for k, v in obj.items()
            if k.endswith("_usd") and isinstance(v, (int, float)) and k[: -len("_usd")] + suffix in obj
        }
        for (a, (ua, la)), (b, (ub, lb)), (c, (uc, lc)) in (
            (x, y, z) for x, y, z in combinations(sorted(figures.items()), 3)
        ):
            for (total, lt), parts in (((ua, la), ((ub, lb), (uc, lc))), ((ub, lb), ((ua, la), (uc, lc))),
                                       ((uc, lc), ((ua, la), (ub, lb)))):  # fmt: skip
                (u1, l1), (u2, l2) = parts
                if u1 > 0 and u2 > 0 and abs(u1 + u2 - total) < CENT:
                    assert abs(l1 + l2 - lt) <= tolerance, (obj, a, b, c)
        payments = obj.get("payments")
        if isinstance(payments, list) and payments and "amount_paid" + suffix in obj:
            usd = sum(p["amount_usd"] for p in payments)
            if abs(usd - obj["amount_paid_usd"]) < CENT:
                slack = tolerance * max(1, len(payments))
                assert abs(sum(p["amount" + suffix] for p in payments) - obj["amount_paid" + suffix]) <= slack, obj


@example(steps=[{"add_adults": 1}, "pay", {"remove_adults": 1}], money=("CNY", 7.25))  # relay 9's ¥3,915 - ¥1,958
@example(steps=[{"remove_adults": 1}, {"add_activities": ["Tonle Sap boat trip"]}], money=("KHR", 4012.5))
@example(
    steps=[{"remove_adults": 1}, {"add_adults": 1}], money=("KHR", 4100.0)
)  # relay 13: a join beside a refund on its way
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    steps=st.lists(STEPS, min_size=1, max_size=5),
    money=st.sampled_from([("KHR", 4100.0), ("KHR", 4012.5), ("CNY", 7.25), ("CNY", 7.1234)]),
)
def test_local_figures_add_up_in_every_result(steps: list[Any], money: tuple[str, float]) -> None:
    currency, rate = money
    for result in journey(steps):
        shown = in_travellers_terms(result, DisplayTerms(currency=currency), rate)["data"]
        check(shown, "_" + currency.lower(), rate)


SAME = {"total_usd": "total", "new_total_usd": "total", "amount_paid_usd": "paid"}


def one_figure_per_quantity(shown: dict[str, Any], suffix: str) -> None:
    seen: dict[tuple[str, float], float] = {}
    for obj in objects(shown):
        for key, kind in SAME.items():
            local = key[: -len("_usd")] + suffix
            if isinstance(obj.get(key), (int, float)) and local in obj:
                first = seen.setdefault((kind, round(obj[key], 2)), obj[local])
                assert obj[local] == first, (key, obj[key], obj[local], first)


@example(steps=[{"add_adults": 1}, "pay", {"new_end_date": "2026-04-23"}, "pay", "cancel"], money=("KHR", 4100.0))
@example(steps=[{"add_children_ages": [6]}, "pay", {"add_adults": 1}, "pay", "cancel"], money=("CNY", 7.1234))
@example(
    steps=[{"add_adults": 1}, "pay", {"new_end_date": "2026-04-23"}, "pay", {"remove_adults": 1}, "days", "cancel"],
    money=("KHR", 4100.0),
)  # relay 10 req 50: paid - refund beside the net in riel
@example(steps=[{"add_adults": 1}, "pay", {"add_adults": 1}], money=("CNY", 7.25))  # relay 11's ¥7,682 / ¥7,683
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    steps=st.lists(STEPS, min_size=1, max_size=6),
    money=st.sampled_from([("KHR", 4100.0), ("KHR", 4012.5), ("CNY", 7.25), ("CNY", 7.1234)]),
)
def test_one_figure_per_quantity_and_paid_is_the_receipts(steps: list[Any], money: tuple[str, float]) -> None:
    """A: within a result, one USD amount of one quantity (a total, an amount paid) has one local figure.
    B: every amount paid said before any refund completes is the sum of the payments as each was told."""
    currency, rate = money
    suffix = "_" + currency.lower()
    terms = DisplayTerms(currency=currency)
    told: list[tuple[str, dict[str, Any]]] = []
    results = journey(steps, told)
    receipts = [in_travellers_terms(qr, terms, rate)["data"] for _, qr in told]
    first = in_travellers_terms(results[0], terms, rate)["data"]["payments"]  # the booking's own payment
    paid_usd, paid_local = sum(p["amount_usd"] for p in first), sum(p["amount" + suffix] for p in first)
    checked = 0
    for result in results:
        shown = in_travellers_terms(result, terms, rate)["data"]
        one_figure_per_quantity(shown, suffix)
        if shown.get("payment_intent_id") in {r["payment_intent_id"] for r in receipts}:
            qr = next(r for r in receipts if r["payment_intent_id"] == shown["payment_intent_id"])
            paid_usd, paid_local = paid_usd + qr["amount"], paid_local + qr["amount" + suffix]
            continue
        for obj in objects(shown):
            said = "amount_paid" + suffix in obj and isinstance(obj.get("amount_paid_usd"), (int, float))
            if said and abs(obj["amount_paid_usd"] - paid_usd) < CENT:
                slack = step(suffix) * len(told) + (0 if exact(suffix, rate) else step(suffix))
                assert abs(obj["amount_paid" + suffix] - paid_local) <= slack, (obj["amount_paid" + suffix], paid_local)
                checked += 1
        for obj in objects(shown):  # C: what the booking costs in the end = the receipts less the refunds
            net = obj.get("net_paid" + suffix)
            if net is not None and obj.get("payments") is not None:
                paid = sum(p["amount" + suffix] for p in obj["payments"])
                back = sum(r["amount" + suffix] for r in obj.get("refunds_started") or [])
                parts = len(obj["payments"]) + len(obj.get("refunds_started") or [])
                assert abs(net - (paid - back)) <= (0.0 if exact(suffix, rate) else step(suffix) * parts), (net, paid)
                if "kept" + suffix in obj:
                    assert obj["kept" + suffix] == net
    assert checked, "an amount paid is said in every journey's results"
