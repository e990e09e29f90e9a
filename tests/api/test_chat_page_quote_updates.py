"""Issue 38 on the chat page (Chromium, the fake bridge): a quote card that can no longer be
confirmed loses its buttons in place and says why in the session's words; a booking summary that
Confirm could not book yet lists what is still needed instead of offering Confirm; web and e-mail
addresses are the only Latin words a KH / ZH text may carry, shown whole as links; no ISO date
reaches a KH / ZH screen, whatever card or text carries it; a text frame without words draws no
bubble."""

from __future__ import annotations

import re
from contextlib import asynccontextmanager
from datetime import UTC, datetime, timedelta
from typing import Any, AsyncIterator

import pytest

from agent.quote_card import quote_frame
from agent.state import ConversationState
from tests.api.screen_words import ISO_DATE, foreign_words, screen_problems, visible_texts

pytestmark = pytest.mark.browser

NOW = datetime(2026, 11, 28, 9, 0, tzinfo=UTC)
SCRIPT = {"EN": re.compile(r"[A-Za-z]"), "KH": re.compile(r"[\u1780-\u17ff]"), "ZH": re.compile(r"[\u4e00-\u9fff]")}
SUMMARY = {
    "trip_name": {"EN": "Angkor Sunrise", "KH": "ថ្ងៃរះនៅអង្គរ", "ZH": "吴哥日出"},
    "pickup_location": {"EN": "Riverside Hotel", "KH": "សណ្ឋាគាររីវើសាយ", "ZH": "河畔酒店"},
}


def session(language: str, details: bool = True) -> ConversationState:
    state = ConversationState.new("s-page", NOW)
    state.preferred_language = language  # type: ignore[assignment]
    if details:
        state.customer_name, state.customer_phone, state.details_validated = "Dara", "+85512345678", True
    return state


def card(language: str, quote_id: str, details: bool = True, **extra: Any) -> dict[str, Any]:
    data = {
        "quote_id": quote_id,
        "trip_name": SUMMARY["trip_name"][language],
        "travel_date": "2027-01-09",
        "end_date": "2027-01-11",
        "people_count": 2,
        "pickup_location": SUMMARY["pickup_location"][language],
        "total_usd": 360.0,
        **extra,
    }
    frame = quote_frame("", data, session(language, details), "previewBooking")
    assert frame is not None
    return frame.frame()


@asynccontextmanager
async def page_in(browser: Any, base: str, language: str) -> AsyncIterator[Any]:
    context = await browser.new_context(
        viewport={"width": 390, "height": 844}, locale="en-US", timezone_id="Asia/Phnom_Penh"
    )
    await context.add_init_script(f"localStorage.setItem('derlg.language', '{language}')")
    page = await context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    try:
        await page.goto(base + "/")
        await page.wait_for_selector("section.booking-card[data-ref=DLG-FAKE01]")
        yield page
        assert errors == []
    finally:
        await context.close()


async def card_problems(locator: Any, language: str) -> list[str]:
    return screen_problems([await locator.inner_text()], language) if language != "EN" else []


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
async def test_a_dead_quote_card_loses_its_buttons_and_says_why_in_the_sessions_words(language, browser, fake_site):
    base, fake = fake_site
    async with page_in(browser, base, language) as page:
        fake.push(fake.log(card(language, "Q-old")))
        old = page.locator("section.quote-card[data-quote='Q-old']")
        await old.locator("button.quote-confirm").wait_for()
        fake.push(
            fake.log({"type": "quote_update", "text": "", "quote_id": "Q-old", "kind": "booking", "state": "declined"})
        )
        await page.wait_for_selector("section.quote-card[data-quote='Q-old'][data-state=declined]")
        assert await old.locator("button").count() == 0  # nothing left to press on a dead quote
        said = await old.locator(".quote-closed").inner_text()
        assert SCRIPT[language].search(said) and not (language != "EN" and foreign_words([said]))
        assert await card_problems(old, language) == []  # its dates and amounts in the session's words too

        fake.push(fake.log(card(language, "Q-mid")))  # a newer quote replaces the one before it
        fake.push(fake.log(card(language, "Q-new")))
        await page.locator("section.quote-card[data-quote='Q-new'] button.quote-confirm").wait_for()
        mid = page.locator("section.quote-card[data-quote='Q-mid']")
        assert await mid.get_attribute("data-state") == "replaced" and await mid.locator("button").count() == 0
        assert await old.get_attribute("data-state") == "declined"  # a closed card keeps its reason
        # each closed card keeps its figures and its why on screen (tests/api/test_chat_page_closed_cards.py)
        for closed in (old, mid):
            assert await closed.locator(".facts").is_visible()
            assert await closed.locator(".quote-closed").is_visible()
        assert await page.locator("section.quote-card[data-quote='Q-new'] .facts").is_visible()

        change = card(language, "Q-move")
        change.update(kind="reschedule", expires_at=(datetime.now(UTC) + timedelta(seconds=2)).isoformat())
        fake.push(fake.log(change))
        move = page.locator("section.quote-card[data-quote='Q-move']")
        await move.locator("button.quote-confirm").wait_for()
        await page.wait_for_selector("section.quote-card[data-quote='Q-move'][data-state=expired]", timeout=6000)
        assert await move.locator("button").count() == 0


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
async def test_a_summary_that_cannot_book_yet_lists_what_is_needed_instead_of_confirm(language, browser, fake_site):
    base, fake = fake_site
    async with page_in(browser, base, language) as page:
        frame = card(language, "Q-early", details=False)
        assert frame["actions"] == [] and frame["needs"] == ["customer_name", "customer_phone"]
        fake.push(fake.log(frame))
        early = page.locator("section.quote-card[data-quote='Q-early']")
        await early.locator(".quote-needs li").first.wait_for()
        assert await early.locator("button").count() == 0
        needs = await early.locator(".quote-needs li").all_inner_texts()
        assert len(needs) == 2 and all(SCRIPT[language].search(n) for n in needs)
        nothing = card(language, "Q-bare", details=False, pickup_location=None)
        assert nothing["needs"] == ["customer_name", "customer_phone", "pickup_location"]
        fake.push(fake.log(nothing))
        bare = page.locator("section.quote-card[data-quote='Q-bare']")
        await bare.locator(".quote-needs li").nth(2).wait_for()
        wanted = await bare.locator(".quote-needs li").all_inner_texts()
        labels = await early.locator("dt").all_inner_texts()  # the summary's own rows keep their labels
        assert len(labels) == len(frame["details"]) and not set(labels) & set(wanted)
        assert await card_problems(early, language) == []


@pytest.mark.parametrize("language", ["KH", "ZH"])
async def test_addresses_are_links_and_no_iso_date_reaches_the_screen(language, browser, fake_site):
    base, fake = fake_site
    words = {"KH": "សូមទាក់ទង {mail} ឬមើល {web} ។ ថ្ងៃ {day} ដល់ {end}", "ZH": "请联系 {mail} 或查看 {web}。{day} 至 {end}"}
    text = words[language].format(
        mail="support@derlg.com", web="https://www.evisa.gov.kh/apply?id=2027", day="2027-01-09", end="2027-01-11"
    )
    async with page_in(browser, base, language) as page:
        fake.push(fake.log({"type": "text", "text": text}))
        fake.push(fake.log({"type": "text", "text": "2026-11-28T18:49:00+00:00", "final": True}))
        fake.push(fake.log({"type": "text", "text": "", "repeat_of": "m-1", "final": True}))
        links = page.locator("a.address")
        await links.nth(1).wait_for()
        assert await links.evaluate_all("ls => ls.map(a => [a.textContent, a.getAttribute('href')])") == [
            ["support@derlg.com", "mailto:support@derlg.com"],
            ["https://www.evisa.gov.kh/apply?id=2027", "https://www.evisa.gov.kh/apply?id=2027"],
        ]  # whole: no Khmer digits inside an address
        bubble = page.locator(".msg.bot", has=links.first)
        assert await card_problems(bubble, language) == []
        assert foreign_words(["Bakong " + text]) == ["Bakong"]  # a Latin word outside an address still counts
        own_clock = await page.locator(".msg.bot").nth(-1).inner_text()
        assert ("០១:៤៩" if language == "KH" else "01:49") in own_clock  # 18:49 UTC is 01:49 in Phnom Penh
        assert await page.locator(".msg.bot:not(:has(*))").count() == 0  # the empty repeat drew no bubble
        # every card and text on the page (the fake bridge's cards carry ISO dates in every field)
        assert [t for t in await visible_texts(page) if ISO_DATE.search(t)] == []


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
async def test_a_used_booking_summary_says_reserved_awaiting_payment_not_done(language, browser, fake_site):
    """Relay 12: the summary card said "已确认，已办理" (confirmed, done) the moment the traveller said yes,
    while the booking was only held and unpaid. A used booking summary says it is reserved, awaiting the
    payment; a used change quote is done."""
    base, fake = fake_site
    async with page_in(browser, base, language) as page:
        fake.push(fake.log(card(language, "Q-book")))
        summary = page.locator("section.quote-card[data-quote='Q-book']")
        await summary.locator("button.quote-confirm").wait_for()
        fake.push(
            fake.log({"type": "quote_update", "text": "", "quote_id": "Q-book", "kind": "booking", "state": "used"})
        )
        await page.wait_for_selector("section.quote-card[data-quote='Q-book'][data-state=used]")
        said = await summary.locator(".quote-closed").inner_text()
        change = card(language, "Q-change")
        change.update(kind="reschedule")
        fake.push(fake.log(change))
        moved = page.locator("section.quote-card[data-quote='Q-change']")
        await moved.locator("button.quote-confirm").wait_for()
        fake.push(
            fake.log(
                {"type": "quote_update", "text": "", "quote_id": "Q-change", "kind": "reschedule", "state": "used"}
            )
        )
        await page.wait_for_selector("section.quote-card[data-quote='Q-change'][data-state=used]")
        done = await moved.locator(".quote-closed").inner_text()
        assert said != done and SCRIPT[language].search(said)
        waiting = {"EN": "waiting for payment", "KH": "រង់ចាំការបង់ប្រាក់", "ZH": "等待付款"}[language]
        assert waiting in said and waiting not in done
