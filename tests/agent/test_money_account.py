"""One account of a paid booking's money (issue 37, relay 31 req 31: "total $532.0, amount paid $665.0 (net of
refunds completed) = $532.00 + $133.00 refund on its way", four "paid" figures for one booking).

Over generated histories of changes to a paid booking (travellers join with a top-up paid or not, leave with
the policy's share back and the rest kept, fees, refunds arriving) and every language: the context states
paid in all X, coming back Y, refunded R, in the end Z = price P + kept K, owed T, each concept once, and
X - Y - R + T = Z = P + K; no other "paid" figure reaches the model."""

from __future__ import annotations

import re

from hypothesis import given, strategies as st

from agent.booking_records import AfterPayment, RefundRecord
from agent.money_account import COMING_BACK, IN_THE_END, KEPT, OWED, PAID_IN_ALL, REFUNDED
from tests.agent.test_aftercare import paid_state
from tests.agent.test_cancelled_money import paid_line

COLUMN = {"EN": 0, "KH": 1, "ZH": 2}
cents = st.integers(min_value=1, max_value=80_000).map(lambda c: c / 100)
step = st.one_of(
    st.tuples(st.just("join"), cents, st.booleans()),  # a joiner's price, its top-up paid or not
    st.tuples(st.just("leave"), cents, st.sampled_from([0, 50, 100])),  # a leaver's price, the share back
    st.tuples(st.just("fee"), cents, st.booleans()),  # a date-change fee, paid or not
    st.tuples(st.just("arrive"), st.just(0.0), st.just(False)),  # the oldest refund on its way arrives
)


def pattern(phrase: str) -> str:
    """A regex of a phrase whose {x:.2f}-style slots are amounts."""
    return r"([\d,]+\.\d\d)".join(re.escape(piece) for piece in re.split(r"\{\w+:\.2f\}", phrase))


def history(start: float, steps: list[tuple[str, float, bool | int]]) -> tuple[AfterPayment, dict[str, float]]:
    """The ledger after ``steps`` and the truth: payments, refunds on their way and arrived, price, kept, owed."""
    price, kept, paid, owed = start, 0.0, start, 0.0
    refunds: list[RefundRecord] = []
    for kind, amount, flag in steps:
        if kind == "join" and not owed:
            price += amount
            paid, owed = (paid + amount, 0.0) if flag else (paid, amount)
        elif kind == "leave" and amount < price and not owed:
            back = round(amount * int(flag) / 100, 2)
            price, kept = round(price - amount, 2), round(kept + amount - back, 2)
            if back:
                refunds.append(RefundRecord(refund_id=f"rf_{len(refunds)}", amount_usd=back))
        elif kind == "fee" and not owed:
            kept += amount
            paid, owed = (paid + amount, 0.0) if flag else (paid, amount)
        elif kind == "arrive":
            waiting = [r for r in refunds if r.status != "COMPLETED"]
            if waiting:
                waiting[0].status = "COMPLETED"
    done = round(sum(r.amount_usd for r in refunds if r.status == "COMPLETED"), 2)
    pending = round(sum(r.amount_usd for r in refunds if r.status != "COMPLETED"), 2)
    book = AfterPayment(
        amount_paid_usd=round(paid - done, 2), charges_usd=round(kept, 2), balance_due_usd=round(owed, 2)
    )
    book.refunds = refunds
    truth = {"paid": round(paid, 2), "back": pending, "done": done, "price": round(price, 2), "kept": round(kept, 2)}
    return book, {**truth, "owed": round(owed, 2)}


@given(
    start=st.integers(min_value=100, max_value=400_000).map(lambda c: c / 100),
    steps=st.lists(step, max_size=8),
    language=st.sampled_from(["EN", "KH", "ZH"]),
)
def test_one_account_of_a_paid_booking_adds_up(start: float, steps: list, language: str) -> None:  # type: ignore[type-arg]
    book, truth = history(start, steps)
    line = paid_line(paid_state(quoted_total_usd=truth["price"], after_payment=book, preferred_language=language))
    col = COLUMN[language]

    def figures(phrase: tuple[str, ...]) -> list[float]:
        return [float(v.replace(",", "")) for v in re.findall(pattern(phrase[col]), line)]

    assert figures(PAID_IN_ALL) == [truth["paid"]], line  # every payment, once
    assert figures(COMING_BACK) == ([truth["back"]] if truth["back"] else []), line
    assert figures(REFUNDED) == ([truth["done"]] if truth["done"] else []), line
    assert figures(OWED) == ([truth["owed"]] if truth["owed"] else []), line
    assert figures(KEPT) == ([truth["kept"]] if truth["kept"] else []), line
    end = re.findall(pattern(IN_THE_END[col]), line)
    if truth["back"] or truth["done"] or truth["owed"] or truth["kept"]:
        assert len(end) == 1, line  # the sum, once
        z, p = (float(v.replace(",", "")) for v in end[0])
        assert p == truth["price"]
        assert round(truth["paid"] - truth["back"] - truth["done"] + truth["owed"], 2) == z, line
        assert round(truth["price"] + truth["kept"], 2) == z, line
    else:
        assert end == [], line
    assert "amount paid" not in line and "net of refunds" not in line  # no second "paid" figure
