"""A closed quote card's label says what happened to it (Chromium, the fake bridge): the option of a choice
that was not picked read "Replaced below by a new price", and so did a price check the traveller turned down
("nah, forget it") once they asked about another change.

Invariant, in EN, KH and ZH: a card closed by a newer quote of its kind says "replaced"/"updated" only when
the newer quote prices the same change; an option not taken says "not chosen"; any other quote not gone on
with says so, never "a new price"."""

from __future__ import annotations

from typing import Any

import pytest

from agent.formatter import format_frames
from agent.tools.calls import ToolOutcome
from tests.agent.test_aftercare import ok
from tests.api.test_chat_page_quote_updates import page_in, session

pytestmark = pytest.mark.browser

NOT_CHOSEN = {"EN": "Not chosen.", "KH": "មិនបានជ្រើសរើស។", "ZH": "未选择。"}
NOT_TAKEN = {
    "EN": "You did not go ahead with this change.",
    "KH": "លោក/លោកស្រីមិនបានបន្តការផ្លាស់ប្តូរនេះទេ។",
    "ZH": "您没有进行此项变更。",
}
NEW_PRICE = {"EN": "new price", "KH": "តម្លៃថ្មី", "ZH": "新价格"}
UPDATED = {"EN": "Updated below", "KH": "បានធ្វើបច្ចុប្បន្នភាព", "ZH": "已在下方更新"}


def outcome(quote_id: str, amount: float, purpose: str, **change: Any) -> ToolOutcome:
    data = {"quote_id": quote_id, "amount_due_usd": amount, "refund_usd": 0.0, "purpose": purpose, **change}
    data["expires_at"] = "2099-12-01T06:54:07+00:00"
    return ToolOutcome(tool_use_id=f"t_{quote_id}", name="previewReschedule", result=ok(data))


async def _draw(page: Any, fake: Any, frames: list[dict[str, Any]]) -> None:
    for frame in frames:
        fake.push(fake.log(frame))
    last = [f for f in frames if f["type"] == "quote"][-1]["quote_id"]
    await page.locator(f"section.quote-card[data-quote='{last}']").wait_for()


async def _said(page: Any, quote_id: str) -> str:
    closed = page.locator(f"section.quote-card[data-quote='{quote_id}'][data-state] .quote-closed")
    await closed.wait_for()
    return (await closed.inner_text()).strip()


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
async def test_the_option_not_picked_says_not_chosen_and_the_picked_one_updated(language, browser, fake_site):
    base, fake = fake_site
    state = session(language)
    circus = outcome("qt_circus", 28.8, "information", add_activities=["Phare circus"])
    zipline = outcome("qt_zip", 110.4, "information", add_activities=["Angkor zipline"])
    async with page_in(browser, base, language) as page:
        await _draw(page, fake, format_frames("Which one?", [circus, zipline], state))
        picked = outcome("qt_zip_go", 110.4, "change", add_activities=["Angkor zipline"])
        await _draw(page, fake, format_frames("Here it is.", [picked], state))
        assert await _said(page, "qt_circus") == NOT_CHOSEN[language]
        kept = await _said(page, "qt_zip")
        assert UPDATED[language] in kept and kept != NOT_CHOSEN[language]


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
async def test_a_price_check_not_gone_on_with_never_says_replaced_by_a_new_price(language, browser, fake_site):
    base, fake = fake_site
    state = session(language)
    longer = outcome("qt_longer", 126.37, "information", new_end_date="2027-01-10")
    async with page_in(browser, base, language) as page:
        await _draw(page, fake, format_frames("A 6th day:", [longer], state))
        # "nah, forget it", then another change: moving the dates
        move = outcome("qt_move", 0.0, "change", new_travel_date="2027-01-08", new_end_date="2027-01-12")
        await _draw(page, fake, format_frames("No fee.", [move], state))
        said = await _said(page, "qt_longer")
        assert said == NOT_TAKEN[language] and NEW_PRICE[language] not in said
        # the same change priced again (another date): replaced by a new price
        again = outcome("qt_move2", 20.0, "change", new_travel_date="2027-01-09", new_end_date="2027-01-13")
        await _draw(page, fake, format_frames("Or this.", [again], state))
        assert NEW_PRICE[language] in await _said(page, "qt_move")
