"""A trip card counts the group by what each pays (issue 37, relay 36 L52: "Child 13: $307 · Child 16: $307"
beside "$307 per adult" and a total of 3 x $307): 12-17s are among those at the adult price, never a
"child", in every language; each band's count x its price (the card's figures) = the card's total."""

from __future__ import annotations

import re

import pytest

from sandbox.group import Group, price_bands
from tests.api.chat_page_support import open_page

pytestmark = pytest.mark.browser

CHILD_WORD = {"EN": "Child {}", "KH": "កុមារ {} ឆ្នាំ", "ZH": "{} 岁儿童"}  # the old per-child label
GROUPS = [Group(1, (13, 16)), Group(2, (7, 2, 15)), Group(1, (5, 9)), Group(3, (0, 12, 17, 11))]


def _ascii(text: str) -> str:  # the page writes Khmer digits in a Khmer session
    return text.translate({0x17E0 + d: str(d) for d in range(10)})


def _figures(text: str) -> list[float]:
    text = _ascii(text)
    return [float(x) for x in re.findall(r"\$([\d.]+)", text.replace(",", ""))]


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
async def test_a_trip_card_counts_teens_at_the_adult_price_and_its_bands_make_the_total(
    language, browser, fake_site
) -> None:
    base, fake = fake_site
    trips = []
    for n, group in enumerate(GROUPS):
        quote = group.quote(307.0)
        trips.append(
            {
                "id": f"trip_b{n}",
                "name": f"Angkor {n}",
                "duration_days": 6,
                "price_usd": 307.0,
                "total_usd": quote["total_usd"],
                "people_count": group.people_count,
                "price_bands": price_bands(quote["travellers"]),
            }
        )
    async with open_page(browser, base + "/") as page:
        if language != "EN":
            await page.context.add_init_script(f"localStorage.setItem('derlg.language', '{language}')")
            await page.goto(base + "/")
        await page.wait_for_selector("section.booking-card[data-ref=DLG-FAKE01]")
        fake.push(fake.log({"type": "trip_cards", "text": "Options.", "trips": trips}))
        for n, group in enumerate(GROUPS):
            card = page.locator(f"li.trip-card[data-trip-id=trip_b{n}]")
            await card.wait_for()
            assert not page.errors, page.errors
            line = _ascii(await card.locator(".trip-children").inner_text())
            for age in (a for a in group.children_ages if a >= 12):
                assert CHILD_WORD[language].format(age) not in line, line
            paying = [b for b in trips[n]["price_bands"] if b["band"] != "infant"]
            figures = _figures(line)
            assert figures == [b["price_usd"] for b in paying], line
            for b in trips[n]["price_bands"]:
                assert str(b["count"]) in line
            total = _figures(await card.locator(".trip-total").inner_text())[0]
            assert sum(b["count"] * f for b, f in zip(paying, figures)) == pytest.approx(total, abs=0.01)
