"""The booking card reads as one account that adds up on its face, in the session's language (Chromium, the fake
bridge). A traveller who paid $572.40, $159 and $175.40 with $197.13 coming back saw "paid $906.80", "total
$709.67" and "refund coming $197.13" side by side and asked whether the money kept rising.

Invariant, for the card the workflow draws (agent/booking_card.py ``card_of``) in EN, KH and ZH: its money rows,
read off the screen, are paid so far, then each signed line, then the total under them; paid - refunded - coming
back + still to pay = total to the cent, read from the figures shown; each payment and refund is listed with its
day, amount and what it was for, the payments summing to paid so far and the refunds to what comes back; a KH
screen shows riel with ៛ and a ZH screen yuan with 元, every word in the session's language (no "KHR", "CNY",
English word or ISO date)."""

from __future__ import annotations

import re
from datetime import UTC, datetime

import pytest

from agent.booking_card import card_of
from agent.booking_records import AfterPayment, BookedFacts, PaymentRecord, RefundRecord
from agent.state import AgentState, ConversationState
from tests.api.screen_words import screen_problems
from tests.api.test_chat_page_quote_updates import page_in

pytestmark = pytest.mark.browser

NOW = datetime(2026, 11, 28, 9, 0, tzinfo=UTC)
RATES = {"EN": None, "KH": ("KHR", 4100.0), "ZH": ("CNY", 7.25)}
SIGN = {"KH": "៛", "ZH": "元"}
PAYMENTS = [(572.40, "2026-11-20T03:00:00+00:00", ["booking"]), (159.0, "2026-11-22T04:00:00+00:00", ["group"]),
            (175.40, "2026-11-24T05:00:00+00:00", ["activity"])]  # fmt: skip
KHMER_DIGITS = str.maketrans("០១២៣៤៥៦៧៨៩", "0123456789")


def session(language: str) -> ConversationState:
    """The journey's booking: three payments, a traveller who left, $197.13 on its way back."""
    state = ConversationState.new("s-account", NOW)
    state.preferred_language = language  # type: ignore[assignment]
    state.state, state.payment_status = AgentState.POST_BOOKING, "CONFIRMED"
    state.booking_id, state.booking_ref = "bk_fake01", "DLG-FAKE01"
    state.selected_trip_name = {"EN": "Angkor Sunrise", "KH": "ថ្ងៃរះនៅអង្គរ", "ZH": "吴哥日出"}[language]
    state.quoted_total_usd = 709.67
    state.booked = BookedFacts(travel_date="2027-01-09", end_date="2027-01-11", people_count=3, total_usd=709.67)
    if RATES[language]:
        currency, rate = RATES[language]
        local = round(709.67 * rate, -2) if currency == "KHR" else round(709.67 * rate, 2)
        state.booking_total_local = {"currency": currency, "amount": local, "total_usd": 709.67, "per_usd": rate}
    refund = RefundRecord(
        refund_id="rf_1",
        amount_usd=197.13,
        status="PENDING",
        reason="reschedule",
        changes=["group"],
        created_at="2026-11-26T06:00:00+00:00",
        expected_by="2026-12-01T06:00:00+00:00",
    )
    state.after_payment = AfterPayment(
        amount_paid_usd=906.80,
        paid_in_total_usd=906.80,
        refunds_pending_usd=197.13,
        refunds=[refund],
        payments=[PaymentRecord(amount_usd=usd, at=at, paid_for=what) for usd, at, what in PAYMENTS],
        changes=2,
        last_change=["group"],
    )
    return state


def usd(text: str) -> float:
    """The dollar figure a value shows ("− $197.13 (808,200៛)" → -197.13), Khmer digits read as digits."""
    plain = text.translate(KHMER_DIGITS)
    found = re.search(r"([−+-])?\s*\$([\d,]+(?:\.\d+)?)", plain)
    assert found, text
    value = float(found.group(2).replace(",", ""))
    return -value if found.group(1) in ("−", "-") else value


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
async def test_the_booking_card_is_one_account_that_adds_up_on_its_face(language, browser, fake_site) -> None:
    base, fake = fake_site
    frame = card_of(session(language), "paid").frame()
    async with page_in(browser, base, language) as page:
        fake.push(fake.log(frame))
        card = page.locator("section.booking-card[data-ref=DLG-FAKE01]")
        await card.locator(".facts.account").wait_for()
        rows = await card.evaluate(
            "(c) => [...c.querySelectorAll('.facts.account > div')].map((d) => "
            "[d.dataset.line, d.querySelector('dt').innerText, d.querySelector('dd').innerText])"
        )
        assert [r[0] for r in rows] == ["paid", "back", "total"], rows  # paid first, the total last
        paid, back, total = (usd(r[2]) for r in rows)
        assert (paid, back, total) == (906.80, -197.13, 709.67)
        assert abs(paid + back - total) < 0.005  # the sum the reader can do from the screen
        assert (await card.locator(".account-total").evaluate("(d) => getComputedStyle(d).borderTopStyle")) == "solid"

        listed = await card.locator(".receipts li").all_inner_texts()
        assert len(listed) == 4, listed
        amounts = [usd(t) for t in listed]
        assert sum(a for a in amounts if a > 0) == pytest.approx(paid) and sum(a for a in amounts if a < 0) == back
        if language != "EN":  # each figure with the traveller's own beside it, in its own sign, never a made-up 0
            assert all(SIGN[language] in r[2] for r in rows) and all(SIGN[language] in t for t in listed)
            assert not any(re.search(r"[（(]\s*[0០]\s*[៛元]", t) for t in listed + [r[2] for r in rows]), listed
        else:
            assert [t.split(" · ")[-1] for t in listed[:3]] == [
                "Booking payment",
                "Top-up for travellers joining",
                "Top-up for an add-on",
            ]
            assert "Refund for travellers leaving" in listed[3] and "on its way, expected by" in listed[3]
        texts = [await card.inner_text()]
        problems = screen_problems(texts, language) if language != "EN" else []
        assert problems == [], problems
        for word in ("KHR", "CNY", "USD"):
            assert word not in texts[0]


async def test_a_card_without_an_account_keeps_its_total_and_money_lines(browser, fake_site) -> None:
    """A card recorded before accounts (or a held one) still says its total as it did."""
    base, fake = fake_site
    frame = {k: v for k, v in card_of(session("EN"), "paid").frame().items() if k not in ("account", "receipts")}
    async with page_in(browser, base, "EN") as page:
        fake.push(fake.log(frame))
        card = page.locator("section.booking-card[data-ref=DLG-FAKE01]")
        await card.locator("text=Refund on its way").wait_for()
        assert await card.locator(".facts.account").count() == 0
        assert "$709.67" in await card.inner_text()


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
async def test_a_total_with_a_kept_part_says_it_is_what_was_paid_not_the_trip_price(
    language, browser, fake_site
) -> None:
    """An adult removed at 50 %: $788.52 paid, $98.57 coming back, the trip now $591.39 and $98.56 kept. The
    card's total ($689.95) is labelled as what was paid for the booking in all, never as the trip's price (the
    card said "总价 $689.95" while the text said the trip total was $591.39); the trip's price is its own part,
    labelled for the trip, and the kept part is labelled kept by DerLg, as the change card's parts say."""
    base, fake = fake_site
    state = session(language)
    state.quoted_total_usd = 591.39
    state.booked = BookedFacts(travel_date="2027-01-09", end_date="2027-01-11", people_count=3, total_usd=591.39)
    state.booking_total_local = None
    refund = RefundRecord(
        refund_id="rf_1", amount_usd=98.57, status="PENDING", reason="reschedule", changes=["group"],
        created_at="2026-11-26T06:00:00+00:00", expected_by="2026-12-01T06:00:00+00:00",
    )  # fmt: skip
    state.after_payment = AfterPayment(
        amount_paid_usd=788.52, paid_in_total_usd=788.52, refunds_pending_usd=98.57, refunds=[refund],
        payments=[PaymentRecord(amount_usd=788.52, at=PAYMENTS[0][1], paid_for=["booking"])], charges_usd=98.56,
        changes=1, last_change=["group"],
    )  # fmt: skip
    frame = card_of(state, "paid").frame()
    async with page_in(browser, base, language) as page:
        fake.push(fake.log(frame))
        card = page.locator("section.booking-card[data-ref=DLG-FAKE01]")
        await card.locator(".facts.account").wait_for()
        rows = await card.evaluate(
            "(c) => [...c.querySelectorAll('.facts.account > div')].map((d) => "
            "[d.dataset.line, d.querySelector('dt').innerText, d.querySelector('dd').innerText])"
        )
        said = {r[0]: (r[1], usd(r[2])) for r in rows}
        assert said["total"][1] == 689.95 and said["part_trip"][1] == 591.39 and said["part_kept"][1] == 98.56
        total_word = {"EN": "Total", "KH": "សរុប", "ZH": "总价"}[language]
        assert said["total"][0] != total_word, rows  # what it sums: paid in all, not the trip's price
        assert "DerLg" in said["part_kept"][0], rows
