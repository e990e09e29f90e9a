"""The booking card's pickup row names exactly what it shows: the place and the time under a label naming both,
the place alone under a label naming the place (a Khmer card said "place and time of pickup" over a place)."""

from __future__ import annotations

import pytest

from tests.api.chat_page_support import eventually, open_page

pytestmark = pytest.mark.browser

LABELS = {  # (both, the place only, the time only)
    "EN": ("Pickup", "Pickup place", "Pickup time"),
    "KH": ("កន្លែង និងម៉ោងមកទទួល", "កន្លែងមកទទួល", "ម៉ោងមកទទួល"),
}
ROWS = [  # (pickup fields on the card, which label, the row's value)
    ({"pickup_location": "the Old Market, Siem Reap", "pickup_time": "14:00"}, 0, "14:00 · the Old Market, Siem Reap"),
    ({"pickup_location": "the Old Market, Siem Reap", "pickup_time": None}, 1, "the Old Market, Siem Reap"),
    ({"pickup_location": None, "pickup_time": "07:30"}, 2, "07:30"),
]


async def _row(card, label: str) -> str:
    """The value beside ``label`` in the card's facts ('' when no such row)."""
    return await card.evaluate(
        """(card, label) => {
          for (const dt of card.querySelectorAll("dt")) if (dt.textContent.trim() === label)
            return (dt.nextElementSibling ? dt.nextElementSibling.textContent : "").trim();
          return "";
        }""",
        label,
    )


@pytest.mark.parametrize("language", ["EN", "KH"])
async def test_the_pickup_rows_label_names_the_parts_it_shows(browser, fake_site, language):
    base, fake = fake_site
    async with open_page(browser, base + "/") as page:
        await page.evaluate(f"localStorage.setItem('derlg.language', '{language}')")
        await page.reload()
        await page.wait_for_selector("section.booking-card[data-ref=DLG-FAKE01]")
        held = next(f for f in fake.frames if f["type"] == "booking_held")
        base_card = {k: v for k, v in held.items() if k not in ("seq", "text")}
        card = page.locator("section.booking-card[data-ref=DLG-FAKE01]")
        for fields, which, value in ROWS:
            fake.push(fake.log({**base_card, **fields, "type": "booking_update", "text": ""}))
            label = LABELS[language][which]
            await eventually(lambda label=label, value=value: _is(_row(card, label), value))
            others = [w for i, w in enumerate(LABELS[language]) if i != which and w != label]
            assert all([await _row(card, other) == "" for other in others])
        assert page.errors == []  # type: ignore[attr-defined]


WESTERN = str.maketrans("០១២៣៤៥៦៧៨៩៖", "0123456789:")  # a Khmer page writes times in Khmer digits


async def _is(value_coro, wanted) -> bool:
    return (await value_coro).translate(WESTERN) == wanted
