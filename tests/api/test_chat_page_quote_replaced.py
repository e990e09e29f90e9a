"""A replaced quote card names what replaced it, in the session's language (Chromium, the fake bridge). When only
the pickup was added after a booking summary (the price unchanged), the earlier summary was stamped "replaced by
a new price" (Khmer: "ត្រូវបានជំនួសដោយតម្លៃថ្មីខាងក្រោម").

Invariant, for a summary followed by a newer one of the same kind (the newer card drawn first, or a
``quote_update`` saying "replaced" arriving before it), in EN, KH and ZH: the older card's stamp says "a new price"
only when a figure of its money differs; otherwise it says it was updated and names the rows that changed (the
pickup, the start date) in the session's words, never a new price."""

from __future__ import annotations

from typing import Any

import pytest

from agent.quote_card import quote_frame
from tests.api.screen_words import foreign_words
from tests.api.test_chat_page_quote_updates import SUMMARY, page_in, session

pytestmark = pytest.mark.browser

NEW_PRICE = {"EN": "new price", "KH": "តម្លៃថ្មី", "ZH": "新价格"}
SAME_PRICE = {"EN": "the price is the same", "KH": "តម្លៃនៅដដែល", "ZH": "价格不变"}
LABEL = {
    "pickup_location": {"EN": "Pickup", "KH": "កន្លែងទទួល", "ZH": "接送地点"},
    "travel_date": {"EN": "Starts", "KH": "ចាប់ផ្តើម", "ZH": "出发"},
}
OTHER_PICKUP = {"EN": "Golden Temple Hotel", "KH": "សណ្ឋាគារប្រាសាទមាស", "ZH": "金殿酒店"}


def summary(language: str, quote_id: str, **data: Any) -> dict[str, Any]:
    fields = {
        "quote_id": quote_id,
        "trip_name": SUMMARY["trip_name"][language],
        "travel_date": "2027-01-09",
        "end_date": "2027-01-11",
        "people_count": 2,
        "total_usd": 360.0,
        **data,
    }
    frame = quote_frame("", {k: v for k, v in fields.items() if v is not None}, session(language), "previewBooking")
    assert frame is not None
    return frame.frame()


# (what the newer summary changes, the rows its stamp names; None: the price changed)
CHANGES = [
    ({"pickup_location": "other"}, ["pickup_location"]),
    ({"travel_date": "2027-01-10", "end_date": "2027-01-12", "pickup_location": "same"}, ["travel_date"]),
    ({"total_usd": 380.0, "pickup_location": "same"}, None),
]


def _data(language: str, change: dict[str, Any]) -> dict[str, Any]:
    pickups = {"other": OTHER_PICKUP[language], "same": SUMMARY["pickup_location"][language]}
    return {k: pickups.get(v, v) if k == "pickup_location" else v for k, v in change.items()}


async def _stamp(page: Any, quote_id: str) -> str:
    old = page.locator(f"section.quote-card[data-quote='{quote_id}'][data-state=replaced]")
    await old.wait_for()
    return await old.locator(".quote-closed").inner_text()


def _check(said: str, language: str, named: list[str] | None) -> None:
    if named is None:
        assert NEW_PRICE[language] in said, said
        return
    assert NEW_PRICE[language] not in said and SAME_PRICE[language] in said, said
    for row in named:
        assert LABEL[row][language] in said, (row, said)
    if language != "EN":
        assert foreign_words([said]) == [], said


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
async def test_a_replaced_summary_says_new_price_only_when_the_price_changed(language, browser, fake_site) -> None:
    base, fake = fake_site
    async with page_in(browser, base, language) as page:
        for n, (change, named) in enumerate(CHANGES):
            first = {} if n == 0 else {"pickup_location": SUMMARY["pickup_location"][language]}
            # the newer card drawn after the older one (the page retires the older card itself)
            fake.push(fake.log(summary(language, f"Q-{n}-a", **first)))
            await page.locator(f"section.quote-card[data-quote='Q-{n}-a']").wait_for()
            fake.push(fake.log(summary(language, f"Q-{n}-b", **_data(language, change))))
            _check(await _stamp(page, f"Q-{n}-a"), language, named)
            # the workflow's quote_update ("replaced") before the card that replaced it
            fake.push(fake.log(summary(language, f"Q-{n}-c", **first)))
            await page.locator(f"section.quote-card[data-quote='Q-{n}-c']").wait_for()
            update = {
                "type": "quote_update",
                "text": "",
                "quote_id": f"Q-{n}-c",
                "kind": "booking",
                "state": "replaced",
            }
            fake.push(fake.log(update))
            fake.push(fake.log(summary(language, f"Q-{n}-d", **_data(language, change))))
            await page.locator(f"section.quote-card[data-quote='Q-{n}-d']").wait_for()
            _check(await _stamp(page, f"Q-{n}-c"), language, named)
