"""The page's live Confirm / Not now buttons belong only to pending quotes (relay 24 req 38: a used
change quote kept its buttons under "done"; relay 25 req 11: two near-identical booking summaries,
the first without Confirm). For sequences of quotes, answers, confirming calls (also in the turn that
drew the quote) and voided summaries, the frames the workflow sends (agent.quote_updates) leave live
buttons exactly on the cards whose quote can still be answered, one per kind; every card, closed or
not, keeps showing the rows it showed when drawn; a fresh page that replays the log shows the same."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from agent.consent import open_quotes
from agent.quote_updates import with_quote_updates
from tests.agent.quote_steps import OPS, booking_session, paid_session
from tests.api.chat_page_support import eventually, open_page

pytestmark = pytest.mark.browser

LIVE = "section.quote-card:has(button.quote-confirm)"
# the steps that do something in each session: a summary before payment, change quotes after it
STEPS = {
    False: sorted(n for n in OPS if "book" in n or "summary" in n),
    True: sorted(n for n in OPS if "reschedule" in n or "cancellation" in n),
}


def journey(seed: int, paid: bool, steps: int = 12) -> tuple[list[list[dict[str, Any]]], list[set[str]]]:
    """The frames of each turn and the quotes whose cards can be answered after it (the session's view)."""
    rng = random.Random(seed)
    state = paid_session() if paid else booking_session()
    now = datetime.now(UTC)  # the page retires a change quote at its expires_at on the real clock
    turns, pending = [], []
    for _ in range(steps):
        name = rng.choice(STEPS[paid])
        sent = with_quote_updates(state, [*OPS[name](state, now), {"type": "text", "text": name, "final": True}], now)
        turns.append(sent)
        answerable = {q.quote_id for _, q in open_quotes(state) if q.consent.answer != "no"}
        pending.append(answerable & set(state.quote_cards))
        now += timedelta(seconds=1)
    return turns, pending


async def live_on(page: Any) -> set[str]:
    return set(await page.locator(LIVE).evaluate_all("cs => cs.map(c => c.dataset.quote)"))


async def rows_shown(page: Any) -> dict[str, list[list[str]]]:
    """Each quote card's visible figures (label, value), by quote id."""
    return dict(
        await page.locator("section.quote-card").evaluate_all(
            """cs => cs.map(c => [c.dataset.quote, [...c.querySelectorAll("dl.facts > div")]
                .filter(d => d.getClientRects().length)
                .map(d => [d.querySelector("dt")?.innerText ?? "", d.querySelector("dd").innerText])])"""
        )
    )


def kept(first: dict[str, list[list[str]]], now: dict[str, list[list[str]]]) -> bool:
    """Every card keeps the rows it first showed (first is updated with cards new on screen)."""
    for quote_id, rows in now.items():
        first.setdefault(quote_id, rows)
    return all(now.get(quote_id) == rows for quote_id, rows in first.items())


@pytest.mark.parametrize(("seed", "paid"), [(0, False), (4, False), (3, True), (9, True)])
async def test_live_buttons_belong_only_to_pending_quotes_and_a_replay_shows_the_same(seed, paid, browser, fake_site):
    base, fake = fake_site
    turns, pending = journey(seed, paid)
    first: dict[str, list[list[str]]] = {}
    async with open_page(browser, base + "/") as page:
        await page.wait_for_selector("section.booking-card[data-ref=DLG-FAKE01]")
        for sent, expected in zip(turns, pending):
            for frame in sent:
                fake.push(fake.log(frame))

            async def settled(expected: set[str] = expected) -> bool:
                return await live_on(page) == expected

            await eventually(settled)
            kinds = await page.locator(LIVE).evaluate_all("cs => cs.map(c => c.dataset.kind)")
            assert len(kinds) == len(set(kinds))  # one live card per kind
            assert kept(first, await rows_shown(page))  # a closed card keeps its figures (relay 63)
        cards = await page.locator("section.quote-card").count()
    async with open_page(browser, base + "/") as again:  # a new page: the bridge replays the whole log
        await again.wait_for_selector("section.booking-card[data-ref=DLG-FAKE01]")

        async def replayed() -> bool:
            return await again.locator("section.quote-card").count() == cards

        await eventually(replayed)
        await eventually(lambda: live_on(again)) if pending[-1] else None
        assert await live_on(again) == pending[-1]
        assert await rows_shown(again) == first
