"""Trip cards on the chat page say prices as the chat does: per adult with children, totals for the
length of their headline price, the traveller's currency beside the dollars, and the price the
search judged against the budget first."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta

import pytest

from agent.card_length import card_days, with_card_days
from tests.api.chat_page_support import eventually, open_page
from tests.api.test_chat_page_cards import _contains, _qr

pytestmark = pytest.mark.browser


async def test_trip_cards_itinerary_and_qr_say_prices_as_the_chat_does(browser, fake_site):
    # relay j14/j16/j20: the card showed the 4-day price while the chat quoted the 3-day version;
    # j22: the chat gave USD and riel, the cards USD only
    base, fake = fake_site
    async with open_page(browser, base + "/") as page:
        await page.wait_for_selector("section.booking-card[data-ref=DLG-FAKE01]")
        trip = {
            "id": "trip_014",
            "name": "Mondulkiri Highlands",
            "duration_days": 4,
            "price_usd": 380.0,
            "price_khr": 1558000,
            "to_match_duration": {"duration_days": 3, "price_per_person_usd": 304.0, "price_per_person_khr": 1246400},
        }
        fake.push(
            fake.log(
                {
                    "type": "trip_cards",
                    "text": "Options.",
                    "trips": [trip, {**trip, "id": "trip_013", "to_match_duration": None}],
                }
            )
        )
        cards = page.locator("li.trip-card[data-trip-id=trip_014], li.trip-card[data-trip-id=trip_013]")
        await eventually(lambda: _count_is(cards, 2))
        first = await cards.nth(0).inner_text()
        # one length per card (relay 49 L22-87: "3 days" beside "As packaged, 4 days"): the asked length's price
        assert "$304 (1,246,400៛)" in first and "$380" not in first and "4 days" not in first, first
        assert "$380 (1,558,000៛)" in await cards.nth(1).inner_text()  # no variant: the package as sold

        plan = {"type": "itinerary", "text": "", "trip_name": "Mondulkiri", "itinerary": [], "price_usd": 304.0}
        fake.push(fake.log(plan | {"price_local": 1246400, "local_currency": "KHR"}))
        await eventually(lambda: _contains(page.locator("section.itinerary").last.inner_text(), "$304 (1,246,400៛)"))
        qr = _qr("DLG-KHR001", "pi_khr", datetime.now(UTC) + timedelta(minutes=10))
        fake.push(fake.log(qr | {"amount_local": 123000, "local_currency": "KHR"}))
        panel = page.locator("section.panel.qr[data-intent=pi_khr]")
        await panel.wait_for()
        assert "$30 (123,000៛)" in await panel.inner_text()


async def _count_is(locator, n) -> bool:
    return await locator.count() == n


async def test_every_total_on_a_trip_card_is_for_the_length_of_its_headline_price(browser, fake_site):
    # relay 10: "if 3 days: $304 per person" beside "Total for 3: $988", the 4-day group total
    base, fake = fake_site
    packaged = {"duration_days": 4, "price_usd": 380.0, "total_usd": 988.0, "total_khr": 4050800, "people_count": 3}
    asked = {"duration_days": 3, "price_per_person_usd": 304.0, "total_usd": 790.4, "total_khr": 3240600}
    trips = [
        {"id": "trip_m1", "name": "Mondulkiri", **packaged, "to_match_duration": {**asked, "people_count": 3}},
        {"id": "trip_m2", "name": "Kep", **packaged},
    ]
    async with open_page(browser, base + "/") as page:
        await page.wait_for_selector("section.booking-card[data-ref=DLG-FAKE01]")
        fake.push(fake.log({"type": "trip_cards", "text": "Options.", "trips": trips}))
        for trip in trips:
            shown = trip.get("to_match_duration") or trip
            card = page.locator(f"li.trip-card[data-trip-id={trip['id']}]")
            await card.wait_for()
            head = shown.get("price_per_person_usd", shown.get("price_usd"))
            assert await card.locator(".trip-meta .price").inner_text() == f"${head:g} per adult"
            assert await card.locator(".trip-meta .duration").inner_text() == f"{shown['duration_days']} days"
            total = await card.locator(".trip-total .total-price").inner_text()
            assert total == f"${shown['total_usd']:,.2f}".replace(".00", "") + f" ({shown['total_khr']:,}៛)"


async def test_a_card_with_children_says_per_adult_and_its_figures_add_up_to_its_total(browser, fake_site):
    # relay 14 req 5: "why total 877 if per person is 243.80?": the headline is one adult's price
    base, fake = fake_site
    kids = [{"age": 7, "price_usd": 146.28}, {"age": 3, "price_usd": 0.0}]
    packaged = {"duration_days": 4, "price_usd": 243.8, "total_usd": 1121.48, "people_count": 6, "adults": 4}
    trips = [{"id": "trip_c1", "name": "Angkor", **packaged, "child_prices_usd": kids}]
    async with open_page(browser, base + "/") as page:
        await page.wait_for_selector("section.booking-card[data-ref=DLG-FAKE01]")
        fake.push(fake.log({"type": "trip_cards", "text": "Options.", "trips": trips}))
        card = page.locator("li.trip-card[data-trip-id=trip_c1]")
        await card.wait_for()
        head = await card.locator(".trip-meta .price").inner_text()
        assert head.endswith(" per adult")
        children = await card.locator(".trip-children").inner_text()
        figures = [float(x) for x in re.findall(r"\$([\d,.]+)", children.replace(",", ""))]
        adult = float(re.findall(r"\$([\d,.]+)", head.replace(",", ""))[0])
        total = float(re.findall(r"\$([\d,.]+)", (await card.locator(".trip-total").inner_text()).replace(",", ""))[0])
        assert len(figures) == len(kids) and "Child 7" in children
        assert round(adult * packaged["adults"] + sum(figures), 2) == total


async def test_the_same_options_again_supersede_the_earlier_list_and_show_the_group_total(browser, fake_site):
    # relay j21: the same three cards again, re-priced for the children; nothing said which list counts
    base, fake = fake_site
    async with open_page(browser, base + "/") as page:
        await page.wait_for_selector("section.booking-card[data-ref=DLG-FAKE01]")
        trips = [{"id": f"trip_x{i}", "name": f"Trip {i}", "price_usd": 189.0, "people_count": 4} for i in (1, 2)]
        other = [{"id": "trip_y1", "name": "Other", "price_usd": 100.0, "people_count": 4, "total_usd": 400.0}]
        fake.push(
            fake.log({"type": "trip_cards", "text": "Options.", "trips": [t | {"total_usd": 756.0} for t in trips]})
        )
        fake.push(fake.log({"type": "trip_cards", "text": "Another search.", "trips": other}))
        fake.push(
            fake.log(
                {"type": "trip_cards", "text": "With the children.", "trips": [t | {"total_usd": 680.4} for t in trips]}
            )
        )
        lists = page.locator("ol.trip-cards:has(li[data-trip-id=trip_x1])")
        await eventually(lambda: _count_is(lists, 2))
        assert await lists.nth(0).get_attribute("class") == "trip-cards superseded"
        assert await lists.nth(0).locator("button.choose").first.is_disabled()
        assert "superseded" not in (await lists.nth(1).get_attribute("class") or "")
        assert "Total for 4: $680.40" in await lists.nth(1).inner_text()
        assert await lists.nth(1).locator(".trip-total .total-price").first.inner_text() == "$680.40"
        kept = page.locator("ol.trip-cards:has(li[data-trip-id=trip_y1])")
        assert "superseded" not in (await kept.get_attribute("class") or "")  # another search's list stays
        assert await page.locator(".superseded-note").count() == 1


async def test_a_customised_plan_replaces_its_packages_earlier_plan_on_screen(browser, fake_site):
    # relay j18/j21: the base plan stayed above the customised one, removed activities and all
    base, fake = fake_site
    async with open_page(browser, base + "/") as page:
        await page.wait_for_selector("section.booking-card[data-ref=DLG-FAKE01]")
        day = [{"day": 1, "title": "Angkor", "activities": ["Bicycle ride"]}]
        plan = {"type": "itinerary", "text": "", "itinerary": day, "price_usd": 420.0}
        fake.push(fake.log(plan | {"trip_id": "trip_p2", "trip_name": "Kulen"}))
        fake.push(fake.log(plan | {"trip_id": "trip_p3", "trip_name": "Other"}))
        fake.push(fake.log(plan | {"trip_id": "ctrip_p2", "base_trip_id": "trip_p2", "trip_name": "Kulen (custom)"}))
        custom = page.locator("section.itinerary[data-trip-id=ctrip_p2]")
        await custom.wait_for()
        old = page.locator("section.itinerary[data-trip-id=trip_p2]")
        assert "superseded" in (await old.get_attribute("class") or "")
        assert "An updated plan of this trip is below." in await old.inner_text()
        stale = await old.inner_text()  # the replaced card keeps its title, none of its old figures
        assert "Kulen" in stale and "$420" not in stale and "Bicycle ride" not in stale
        assert "$420" in await custom.inner_text() and "Bicycle ride" in await custom.inner_text()
        assert "superseded" not in (await custom.get_attribute("class") or "")
        other = page.locator("section.itinerary[data-trip-id=trip_p3]")
        assert "superseded" not in (await other.get_attribute("class") or "")  # another package's plan stays


async def test_the_comparison_shows_the_prices_in_the_travellers_currency_too(browser, fake_site):
    # relay j19: the chat said pounds, the comparison table USD only
    base, fake = fake_site
    async with open_page(browser, base + "/") as page:
        await page.wait_for_selector("section.booking-card[data-ref=DLG-FAKE01]")
        trips = [
            {"id": "trip_c2", "name": "Kulen", "price_usd": 420.0, "price_gbp": 331.8},
            {"id": "trip_c1", "name": "Sunrise", "price_usd": 189.0, "price_gbp": 149.31},
        ]
        rows = [
            {"label": "Region", "values": ["Siem Reap", "Siem Reap"]},
            {"label": "Price per adult (USD)", "values": [420.0, 189.0]},
        ]
        fake.push(
            fake.log({"type": "comparison", "text": "Side by side.", "trips": trips, "comparison": {"rows": rows}})
        )
        table = page.locator("table.compare", has_text="Sunrise")
        await table.wait_for()
        labels = await table.locator("tbody th").all_inner_texts()
        assert labels == ["Region", "Price per adult (USD)", "Price per adult (£)"]
        assert await table.locator("tbody tr").nth(2).locator("td").all_inner_texts() == ["£331.80", "£149.31"]


@pytest.mark.parametrize("said", [False, True])  # the frame says the card's length (card_days) or, older, does not
@pytest.mark.parametrize("package_within, length_within", [(True, False), (True, True), (False, False)])
async def test_a_trip_card_leads_with_the_price_the_search_judged_against_the_budget(
    browser, fake_site, package_within: bool, length_within: bool, said: bool
):
    # relay 26 req 5: the 5-day $552 (over the budget) led a card the search called "within budget" at its
    # 4-day $460. Invariant: a package within the budget whose asked length is over it leads with the
    # package's figures; otherwise the asked length leads. Every pair is one amount on one basis.
    base, fake = fake_site
    packaged = {"duration_days": 4, "price_usd": 460.0, "total_usd": 1472.0, "total_php": 85376, "people_count": 4}
    asked = {"duration_days": 5, "price_per_person_usd": 552.0, "total_usd": 1766.4, "total_php": 102451.2}
    trip = {
        "id": "trip_p1",
        "name": "Koh Rong Samloem",
        **packaged,
        "within_budget": package_within,
        "to_match_duration": {**asked, "people_count": 4, "within_budget": length_within},
    }
    if said:  # the length the model reads beside the trip is the card's (agent/card_length.py)
        trip = with_card_days([trip])[0]
        assert card_days(trip) == (4 if package_within and not length_within else 5)
    async with open_page(browser, base + "/") as page:
        await page.wait_for_selector("section.booking-card[data-ref=DLG-FAKE01]")
        fake.push(fake.log({"type": "trip_cards", "text": "Options.", "trips": [trip]}))
        card = page.locator("li.trip-card[data-trip-id=trip_p1]")
        await card.wait_for()
        lead = packaged if package_within and not length_within else trip["to_match_duration"]
        head = lead.get("price_per_person_usd", lead.get("price_usd"))
        assert await card.locator(".trip-meta .price").inner_text() == f"${head:g} per adult"
        assert await card.locator(".trip-meta .duration").inner_text() == f"{lead['duration_days']} days"
        total = await card.locator(".trip-total .total-price").inner_text()
        assert total == f"${lead['total_usd']:,.2f}".replace(".00", "") + f" (₱{lead['total_php']:,.2f})".replace(
            ".00", ""
        )
        other = trip["to_match_duration"] if lead is packaged else packaged
        text = await card.inner_text()  # one length per card: the other length's figures are the chat's to say
        assert f"${other.get('price_per_person_usd', other.get('price_usd')):g}" not in text, text
        assert re.findall(r"(\d+) days", text) == [str(lead["duration_days"])], text
