"""Every price shown with its parts gives itself back from the parts as shown, in cents, and no composed text
says a sentence twice, over the catalogue (trips x lengths x transports x group shapes x EN/KH/ZH):

- a length's price on a suggestion card (``to_match_duration``) is the card's price + the days added or
  removed x the day rate its ``price_rule`` shows (already in cents: a day's price is rounded before it is
  multiplied) + the park pass change it states - the self-drive credit change and the cut credit it states,
  and its rule ends with that sum in those figures;
- a day item of calculateCustomTrip is ``n x`` the rate its rule shows, and a self-driving group's per-day
  credit and net, as shown, times the days give back the item's credit and its price without the pass part;
- ``price_rule`` texts (cards, custom trips, said again as a quote says them) repeat no sentence: a change
  quote of a booked saved custom trip said its stored day lines' pass and self-drive sentences a second time.
"""

from __future__ import annotations

import re
from datetime import date, timedelta
from typing import Any, Iterator

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from sandbox.data.trips import TRIPS
from sandbox.day_credit import said_with_credit
from sandbox.policy import money
from tests.sandbox.support import TRAVEL, Sandbox

SB = Sandbox()
LANGUAGES = ("EN", "KH", "ZH")
ENVIRONMENTS = sorted({t["environment"] for t in TRIPS})
CITIES = ("Phnom Penh", "Siem Reap", "Kampot", "Battambang")
_FIGURE = re.compile(r"\d+\.\d\d")
_SENTENCE = re.compile(r"(?<=[.。។])\s*")

groups = st.fixed_dictionaries(
    {"adults": st.integers(1, 4), "children_ages": st.lists(st.integers(0, 16), max_size=3)},
    optional={"transport": st.sampled_from(["driver", "self_drive"])},
)


def sentences(text: str) -> list[str]:
    """``text``'s sentences (a stop ends one; a figure's decimal point does not)."""
    return [s.strip() for s in _SENTENCE.split(re.sub(r"(\d)\.(\d)", "\\1\0\\2", text)) if len(s.strip()) > 3]


def no_repeat(text: str) -> None:
    said = sentences(text)
    assert len(said) == len(set(said)), text


def test_sentences_split_at_stops_only() -> None:
    assert sentences("2 x 27.47 USD = 54.94. Again 2.00 here. Again 2.00 here.")[1:] == ["Again 2\x0000 here."] * 2


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    environment=st.sampled_from(ENVIRONMENTS),
    days=st.integers(2, 7),
    city=st.sampled_from(CITIES),
    group=groups,
    language=st.sampled_from(LANGUAGES),
)
def test_a_cards_length_price_is_its_shown_parts(
    environment: str, days: int, city: str, group: dict[str, Any], language: str
) -> None:
    search = {"environment": environment, "mood": "curious", "duration_days": days, "departure_city": city,
              "budget_usd": {"min": 50, "max": 2000}, "language": language, **group}  # fmt: skip
    data = SB.data("getTripSuggestions", search, lang=language)
    for text in _strings(data):
        no_repeat(text)
    for card in data["trips"]:
        match = card.get("to_match_duration")
        if not match:
            continue
        rule = match["price_rule"]
        no_repeat(rule)
        rate = float(_FIGURE.search(rule).group())  # the rate is the rule's first figure, in every language
        moved = match["duration_days"] - card["duration_days"]
        parts = money(
            card["price_per_adult_usd"]
            + moved * rate
            + match.get("park_pass_change_per_adult_usd", 0.0)
            + match.get("left_out_credit_per_adult_usd", 0.0)
            - match.get("self_drive_credit_change_per_adult_usd", 0.0)
        )
        assert parts == match["price_per_adult_usd"], (card["id"], days, rule, parts)
        # the rule ends with that sum, in the figures it shows, giving the price
        said = sentences(rule)[-1].replace("\0", ".")
        assert f"{moved:+d} x {rate:.2f}".lstrip("+") in said.replace("+ ", "+").replace("- ", "-"), said
        assert f"= {parts:.2f}" in said, said


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    trip=st.sampled_from(TRIPS),
    kinds=st.lists(st.sampled_from(["add_day", "remove_day"]), min_size=1, max_size=3),
    count=st.integers(1, 2),
    group=groups,
    language=st.sampled_from(LANGUAGES),
)
def test_a_day_items_price_is_its_shown_parts(
    trip: dict[str, Any], kinds: list[str], count: int, group: dict[str, Any], language: str
) -> None:
    items = [{"type": k, "details": {"days": count}} for k in kinds]
    body = {"base_trip_id": trip["id"], "customizations": items, "language": language, **group}
    resp = SB.call("calculateCustomTrip", body, lang=language)
    if resp.status_code != 200 or not resp.json().get("success"):
        assert resp.status_code in (400, 422), resp.text  # a length it cannot take: refused
        return
    priced = resp.json()["data"]
    for text in _strings(priced):
        no_repeat(text)
    for item in priced["customizations"]:
        if item["type"] not in ("add_day", "remove_day"):
            continue
        rule = item["price_rule"]
        no_repeat(rule)
        figures = [float(f) for f in _FIGURE.findall(rule)]
        n = int((item.get("details") or {}).get("days") or 1)
        day_part = money(item["price_usd"] - item.get("left_out_credit_usd", 0.0))
        assert money(n * figures[0]) == abs(day_part), (trip["id"], rule, item["price_usd"])
        credit = item.get("self_drive_credit_change_per_adult_usd")
        if credit:
            per_day, net = figures[-2], figures[-1]  # the self-drive sentence ends the rule
            assert money(n * per_day) == abs(credit), rule
            assert money(n * net) == abs(money(item["price_usd"] - credit)), rule
        again = [dict(item)]
        said_with_credit(again, language)  # said again (a quote of these priced items): the same text
        assert again[0]["price_rule"] == rule


def _strings(tree: Any) -> Iterator[str]:
    if isinstance(tree, dict):
        for value in tree.values():
            yield from _strings(value)
    elif isinstance(tree, list):
        for value in tree:
            yield from _strings(value)
    elif isinstance(tree, str):
        yield tree


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("transport", ["driver", "self_drive"])
@pytest.mark.parametrize("trip_id", ["trip_001", "trip_002", "trip_003"])
def test_no_result_text_of_a_saved_trips_quote_repeats_a_sentence(trip_id: str, transport: str, language: str) -> None:
    sb = Sandbox()
    group = {"adults": 2, "children_ages": [7], "transport": transport, "user_id": "user-a"}
    saved = sb.data(
        "customizeTrip",
        {"trip_id": trip_id, "customizations": [{"type": "add_day", "details": {"days": 2}}], "language": language}
        | group,
        lang=language,
    )
    end = (date.fromisoformat(TRAVEL) + timedelta(days=saved["duration_days"] - 1)).isoformat()
    booked = sb.book(saved["custom_trip_id"], people=None, end_date=end, lang=language, **group)
    qr = sb.data("generatePaymentQR", {"booking_id": booked["booking_id"]})
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    shown = [saved, booked]
    for delta in (1, -1):
        moved = (date.fromisoformat(end) + timedelta(days=delta)).isoformat()
        body = {"booking_id": booked["booking_id"], "language": language, "new_end_date": moved}
        shown.append(sb.data("previewReschedule", body, lang=language))
    for text in (t for result in shown for t in _strings(result)):
        no_repeat(text)
