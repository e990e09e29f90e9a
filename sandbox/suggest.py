"""getTripSuggestions: three trips for the traveller's preferences, with honest flags.

- The trips that fit the request (environment, length, budget, group: ``fits_request``) come first,
  in price tiers; only when fewer than three fit does the best trip of each missing tier follow,
  with ``does_not_fit`` (what it misses), ``fitting_count`` (fits as packaged or at the asked length:
  ``to_match_duration.fits_request``; each trip's ``fits_request``: as packaged) and a first note saying so.

- Prices are for the actual group (children by age, self-drive credit: sandbox/group.py):
  ``price_per_person_usd`` is one adult's price, ``total_usd`` the group's, and
  ``average_per_paying_traveller_usd`` = total / paying travellers (free under-4s not counted: the
  budget's own base).
- The budget (``budget_usd``) is per paying traveller (adults and children from 4; infants are
  free): the group's budget is it times the paying travellers (``matched_on.group_budget_usd``),
  and the group's price ``total_usd`` is compared with that, one base for both (relay 12 req 5:
  a budget divided over a free 1-year-old beside prices per adult).
- ``within_budget``: ``total_usd`` is at most the group's budget maximum (below the minimum is
  still within budget; ``budget_fit`` says ``below_range`` / ``in_range`` / ``above_range``).
- A package whose length differs from ``duration_days`` says so (``fits_duration: false``) and,
  when up to 3 days apart, carries ``to_match_duration``: the add_day / remove_day customisation and
  its price (exactly what calculateCustomTrip quotes), flagged against the budget too, and
  ``fits_request``: at that length it fits the whole request. The budget is a miss
  (``does_not_fit``, ``matches``) only when neither the package nor that variant is within it
  (relay: a 4-day trip whose 3-day variant cost $352 within $296-370 was flagged "budget").
- A length range (``duration_days`` to ``duration_days_max``, "4 or 5 days"): a package inside it fits at its
  own length; one outside is matched at the nearest end (sandbox/suggest_length.py).
- An effort limit (``effort_limit``, ``walking_limit_km``): a plan with a day beyond it, as packaged or at the asked
  length (its added days too), does not fit; ``effort_over_limit`` lists those days and the reasons name them
  (sandbox/suggest_effort.py); the recommendation is one within it when any is, else one with the fewest days over it.
- Only ``people_count`` given (no adults, no children's ages): every traveller is priced as an
  adult, ``matched_on.adults_assumed`` is true and a note asks for children's ages.
- ``recommended_trip_id`` is one of the trips that fit the whole request (as packaged first, else at the
  asked length) when any does, else of those that fit the group and the budget at the asked length: the
  budget window's match, then the score (sandbox/suggest_pick.py); when none fits, the cheapest one, and ``notes`` say why.
  Either way a "challenging" trip is passed over for a group with a child or a relaxing mood
  (stressed, family) when another one fits (relay j10: a challenging jungle trek recommended to a
  family with a 10-year-old who asked for a relaxing trip); ``recommendation_reason`` then ends in
  ``_difficulty_suits_group`` and a note names the trip passed over.
"""

from __future__ import annotations

from typing import Any, Optional

from agent.card_length import card_record
from agent.state import Language
from sandbox.asked import days_to_drop
from sandbox.budget_window import group_window, searched
from sandbox.child_share import child_prices
from sandbox.cut_credit import cut_credited, cut_part
from sandbox.data.getting_there import boat_leg, departure_line, elsewhere, pickup_city, route
from sandbox.data.guides import guide_languages
from sandbox.data.practical import pickup_time
from sandbox.data.pricing import day_rate_said, price_customization
from sandbox.data.trips import TIERS, TRIPS, T, summary
from sandbox.day_credit import said_after
from sandbox.day_highlights import kept_highlights
from sandbox.group import PRICE_IS, Group
from sandbox.i18n import tr
from sandbox.models import SuggestBody
from sandbox.money import add_local
from sandbox.park_pass import citizens_said
from sandbox.plan import plan_for
from sandbox.plan_parts import cut_said, removed_days
from sandbox.policy import money
from sandbox.price_base import LEG_KEY, credit_said
from sandbox.shown_price import shown_price
from sandbox.suggest_budget import (
    BUDGET_PER,
    PER_ADULT,
    against_budget,
    budget_fit,
    budget_window,
    group_budget,
    per_adult,
)
from sandbox.suggest_day import added_days, longer
from sandbox.suggest_drive import drive_said
from sandbox.suggest_effort import AT_KEY, OVER_KEY, changed_over, package_over
from sandbox.suggest_length import asked_length, fits_length, length_range
from sandbox.suggest_notes import search_notes
from sandbox.suggest_pick import budget_met, fits, recommend
from sandbox.suggest_region import regions_of
from sandbox.suggest_start import away
from sandbox.suggest_why import codes, reasons

MAX_DAYS_ADJUST = 3
ASSUMED_ADULTS = "Assumed {n} adults; children pay less: tell us their ages."
JOIN_KEY = "price_at_destination_usd"
_PRICE_KEYS = ("price_per_person_usd", "total_usd", JOIN_KEY)  # riel / yuan beside these (sandbox/money.py)


def _priced(trip: T, body: SuggestBody, group: Group, items: list[dict[str, Any]]) -> dict[str, Any]:
    """The group's price of ``trip`` from the departure city: one that is the destination (or the pier where
    the group may join) pays without the transfer from the route's start (sandbox/pickup_price.py)."""
    # the one price the cards, the itinerary and the comparison show; citizens as previewBooking prices them
    return shown_price(trip, group, items, body.departure_city, body.cambodian_citizens)


def score(trip: T, body: SuggestBody, group: Group) -> float:
    """Higher is better: environment first, then mood, duration and budget fit."""
    value = 0.0
    if trip["environment"] == body.environment:
        value += 100
    if body.mood in trip["moods"]:
        value += 30
    value -= 8 * abs(trip["duration_days"] - asked_length(trip, body))
    total, low, high = against_budget(_priced(trip, body, group, []), body, group)
    if low <= total <= high:
        value += 25
    elif total > high:
        value -= min(40.0, 40.0 * (total - high) / max(high, 1.0))
    else:
        value -= min(15.0, 15.0 * (low - total) / max(low, 1.0))
    if group.people_count > trip["max_group"]:
        value -= 50
    if package_over(trip, body):  # a day beyond the traveller's effort limit (sandbox/suggest_effort.py)
        value -= 40
    return value


def joining_there(trip: T, priced: dict[str, Any]) -> dict[str, Any]:
    """Beside a price that includes the transfer from the route's start, one adult's price joining at the
    destination, as a figure (relay 32 req 9, relay 33 req 11: only "less 24 USD an adult" in words)."""
    part = float(trip.get("transfer_usd") or 0.0)
    if not part or "transfer_credit_per_adult_usd" in priced or priced["self_drive_credit_per_person_usd"]:
        return {}
    leg = float(priced.get("extra_leg_per_adult_usd") or 0)
    at = money(priced["price_per_adult_usd"] - part - leg)
    r = route(trip["id"])
    # what the figure leaves out, each part named (run 60 req 7: 2,430 beside 2,370 read against a 30 USD leg)
    said = f"{priced['price_per_adult_usd']:g} - {part:g} USD transfer {r.from_city} → {r.destination}"
    said += f" - {leg:g} USD extra leg to {r.from_city}" if leg else ""
    return {JOIN_KEY: at, "price_at_destination_is": f"one adult joining at {r.destination}: {said} = {at:g} USD"}


def _adjusted(
    trip: T, body: SuggestBody, group: Group, language: Language, package_total: float
) -> Optional[dict[str, Any]]:
    """The trip at the asked length (the nearest end of a range: sandbox/suggest_length.py); ``package_total``: the
    group's price of the package as the card shows it (from the departure city: its transfer credit or extra leg
    inside), what a shorter version saves against."""
    days = asked_length(trip, body)
    diff = days - trip["duration_days"]
    # remove_day keeps the arrival and the departure day (sandbox/plan.py)
    if diff == 0 or abs(diff) > MAX_DAYS_ADJUST or trip["duration_days"] + diff < 2:
        return None
    change: dict[str, Any] = {"type": "add_day" if diff > 0 else "remove_day", "details": {"days": abs(diff)}}
    change = longer(change, body)  # a day added within the traveller's mobility need (sandbox/suggest_day.py)
    lost: list[str] = []
    if diff < 0:  # the days named: never one holding what the traveller asked for while another can go
        chosen, lost = days_to_drop(trip, -diff, body.wanted)
        change["details"]["day"] = chosen[0] if len(chosen) == 1 else chosen
    priced = _priced(trip, body, group, [price_customization(trip, change)])
    shown_away = "transfer_credit_per_adult_usd" in priced  # the price shown is without the transfer
    price, _, high = against_budget(priced, body, group)
    data = {
        "duration_days": days,
        "customization": change,
        "price_per_person_usd": priced["price_per_person_usd"],  # older name of the next
        "price_per_adult_usd": priced["price_per_adult_usd"],
        "total_usd": priced["total_usd"],
        "people_count": group.people_count,  # total_usd is for the group
        # each child's price at this length: adults x price_per_adult_usd + these = total_usd
        **({"child_prices_usd": child_prices(priced, language)} if group.children_ages else {}),
        **({"price_bands": priced["price_bands"]} if group.children_ages else {}),  # who pays which price
        "within_budget": price <= high,
        # the length rule beside the price it makes (relay 23 req 6: 80 % of a package day, never said)
        "price_rule": day_rate_said(trip, language, shown_away),
        **added_days(trip, change, language),  # what a longer trip adds: its content, effort, the need's fit
    }
    if diff < 0:  # which day goes and what goes with it (relay 19 req 0006), and what it saves
        data["removed_days"] = removed_days(trip, shorter := plan_for(trip, [change]), language)
        data.update({"left_out_by_ride_home": cut} if (cut := cut_said(trip, shorter, language)) else {})
        credited = cut_credited(trip, [price_customization(trip, change, language)], language)[0]
        if "left_out_credit_usd" in credited:  # the price holds it: the stated parts add up to it
            data["left_out_credit_per_adult_usd"] = credited["left_out_credit_usd"]
            data["price_rule"] = said_after(data["price_rule"], cut_part(credited), language)
        # the two totals shown, both from the departure city (a Kampong Cham leg was in one of them only)
        data["saves_usd"] = money(package_total - priced["total_usd"])
    if lost:  # every shorter choice drops something asked for: which (the traveller's words)
        data["loses_asked"] = lost
    data["fits_request"] = (
        data["within_budget"]
        and not lost
        and trip["region"] in (regions_of(body.region) or (trip["region"],))
        and trip["environment"] == body.environment
        and group.people_count <= trip["max_group"]
        and drive_said(trip["id"], days, body.departure_city) is None  # the road leaves days there
    )
    over = changed_over(trip, change, body)  # the days beyond the traveller's effort limit at this length
    data.update({OVER_KEY: over} if over else {})
    data.update({AT_KEY: at} if (at := changed_over(trip, change, body, at=True)) else {})
    data["fits_request"] = data["fits_request"] and not over
    kept = kept_highlights(trip, plan_for(trip, [change]), language)
    if len(kept) < len(trip["highlights"]):  # what this length still shows of the package's highlights
        data["highlights"] = kept
    return add_local(data, _PRICE_KEYS, language)


def offer(trip: T, body: SuggestBody, group: Group, language: Language) -> dict[str, Any]:
    item = summary(trip, language)
    priced = _priced(trip, body, group, [])
    price, low, high = against_budget(priced, body, group)
    item.update(
        # one adult's price for this group from its departure city, the one figure every card and line says
        # (relay 28 req 11: the catalogue's $420 with the transfer from Phnom Penh beside $360 joining there)
        price_usd=priced["price_per_adult_usd"],
        price_per_person_usd=priced["price_per_person_usd"],  # older name of price_per_adult_usd
        price_per_adult_usd=priced["price_per_adult_usd"],
        total_usd=priced["total_usd"],
        average_per_paying_traveller_usd=priced["average_per_paying_traveller_usd"],
        people_count=group.people_count,
        price_is=PRICE_IS,  # price_per_person_usd is one adult's price, total_usd the group's
        within_budget=price <= high,
        budget_fit=budget_fit(price, low, high),
        fits_duration=fits_length(trip, body),
        fits_group=group.people_count <= trip["max_group"],
        match_score=round(score(trip, body, group), 1),
    )
    over = package_over(trip, body)  # the package's days beyond the traveller's effort limit
    item.update({OVER_KEY: over} if over else {})
    item.update({AT_KEY: at} if (at := package_over(trip, body, at=True)) else {})
    offered = guide_languages(trip["region"])  # the languages its region's guides speak (EN, KH; ZH in a few)
    item.update(guide_languages=offered, **({} if language in offered else {"no_guide_in": language}))
    item.update(credit_said(priced, language))  # starting at the destination: already off the price (price_base.py)
    item.update(joining_there(trip, priced))
    item.update(citizens_said(priced))  # their passes already left out of the prices
    if group.children_ages:  # children pay less: each child's price beside the adult's
        item["child_prices_usd"] = child_prices(priced, language)
        item["price_bands"] = priced["price_bands"]  # who pays which price: teens with the adults
    if priced["self_drive_credit_per_person_usd"]:
        item["self_drive_credit_per_person_usd"] = priced["self_drive_credit_per_person_usd"]  # older name
        item["self_drive_credit_per_adult_usd"] = priced["self_drive_credit_per_adult_usd"]  # relay 13
        item["self_drive_credit_usd"] = priced["self_drive_credit_usd"]  # the whole group's (issue 37)
        boat = boat_leg(trip["id"], language)
        if boat:  # the boat stays included (relays 6 and 8)
            item["self_travel_boat"] = boat
    adjusted = _adjusted(trip, body, group, language, priced["total_usd"])
    if adjusted:
        item["to_match_duration"] = adjusted
        if "highlights" in adjusted and card_record(item) is adjusted:  # the card lists what its length keeps
            item["highlights"] = adjusted.pop("highlights")
    item["matches"] = [
        name
        for name, hit in (
            ("environment", trip["environment"] == body.environment),
            ("mood", body.mood in trip["moods"]),
            ("duration", item["fits_duration"]),
            ("budget", budget_met(item)),
            ("group", item["fits_group"]),
        )
        if hit
    ]
    if group.transport != "self_drive":  # how this trip itself moves the group (never another trip's vehicle)
        item["transport_by"] = tr(route(trip["id"]).by, language)
    # from the traveller's departure city: the included transfer, or that it is not included there
    item["getting_there"] = departure_line(trip["id"], body.departure_city, pickup_time(trip["id"]), language)
    town, kind = pickup_city(trip["id"], body.departure_city)
    if kind == "leg" and not priced.get(LEG_KEY):  # a group driving itself: no leg in its price, never said as one
        item["getting_there"] = elsewhere(trip["id"], tr(str(town), language), pickup_time(trip["id"]), language)
    return add_local(item, _PRICE_KEYS, language)


def _misfits(item: dict[str, Any], body: SuggestBody) -> list[str]:
    """What of the request a trip misses, as codes like ``matches`` (empty: it fits); the values
    are beside them (environment, duration_days, average_per_paying_traveller_usd, max_group)."""
    checks = (
        ("environment", item["environment"] == body.environment),
        ("duration", item["fits_duration"]),
        ("budget", budget_met(item)),
        ("group", item["fits_group"]),
        ("effort", not card_record(item).get(OVER_KEY)),
    )
    return [name for name, hit in checks if not hit]


def _away(trip_id: str, body: SuggestBody) -> bool:
    return away(trip_id, body.departure_city)


def _in_region(body: SuggestBody, group: Group, language: Language, regions: tuple[str, ...]) -> list[dict[str, Any]]:
    """The trips of the regions the traveller named, those that fit (as packaged, else at the asked length)
    first, then by match score: whatever their length (to_match_duration says the asked one)."""
    items = [offer(t, body, group, language) for t in TRIPS if t["region"] in regions]
    return sorted(items, key=lambda i: (bool(_misfits(i, body)), not fits(i), -i["match_score"], i["id"]))[:3]


def _choose(body: SuggestBody, group: Group, language: Language) -> list[dict[str, Any]]:
    """Three trips: those of the region the traveller named first (a Kampot trip led a search for
    Mondulkiri); then those that fit the request (environment, length, budget, group), in price
    tiers; only when fewer than three fit, the best of the other tiers after them (relay j8: two
    of three suggestions were a day longer and far over the budget while they led the list). Trips
    that start in the departure city, or that the group can join there, come before the others."""
    regions = regions_of(body.region)
    named = _in_region(body, group, language, regions) if regions else []
    taken = {p["id"] for p in named}
    fitting = []
    for trip in sorted(TRIPS, key=lambda t: (_away(t["id"], body), TIERS.index(t["tier"]), t["price_usd"], t["id"])):
        if trip["id"] in taken:
            continue
        item = offer(trip, body, group, language)
        if not _misfits(item, body):
            fitting.append(item)
    picks = [*named, *fitting][:3]
    for tier in TIERS:
        if len(picks) == 3:
            break
        ranked = sorted(
            (t for t in TRIPS if t["tier"] == tier), key=lambda t: (-score(t, body, group), _away(t["id"], body))
        )
        best = next((t for t in ranked if t["id"] not in {p["id"] for p in picks}), None)
        if best is not None and not any(p["tier"] == tier for p in picks):
            picks.append(offer(best, body, group, language))
    window = budget_window(body, group)
    for item in picks:
        why = reasons(item, body, window, regions, group.paying_count)
        # the codes are exactly the reasons' keys (relay 42 req 4: "region" and "budget" reasons beside
        # codes without them): a trip with no reason fits the request
        item["fits_request"] = not why
        if why:  # every reason, with its figures (a package over the budget said to miss by its length only)
            item["does_not_fit"] = codes(why)
            item["does_not_fit_reasons"] = why
    return picks


def suggest(body: SuggestBody, language: Language) -> dict[str, Any]:
    group = body.group()
    picks = _choose(body, group, language)
    regions = regions_of(body.region)
    # among the named regions' trips when they have any (the others follow them)
    pool = [p for p in picks if p["region_en"] in regions] or picks
    recommended, reason, difficulty_notes = recommend(pool, body, group, budget_window(body, group))
    notes, fit_count = search_notes(picks, body, group, recommended, difficulty_notes, language)
    matched_on: dict[str, Any] = {
        "environment": body.environment,
        "mood": body.mood,
        "duration_days": body.duration_days,
        **({"duration_days_max": length_range(body)[1]} if length_range(body)[1] > body.duration_days else {}),
        **({"effort_limit": body.effort_limit} if body.effort_limit else {}),
        # the traveller's own transport only when they drive themselves, true of every trip: the package's
        # transport is each trip's own (its ``transport_by``: a shared minibus, a private car, a boat)
        **{k: v for k, v in group.describe().items() if k != "transport" or v == "self_drive"},
        "budget_usd": {
            "min": body.budget_usd.min,
            "max": body.budget_usd.max,
            "per": PER_ADULT if per_adult(body) else BUDGET_PER,
            **searched(body.budget_usd, language),
        },
        "paying_travellers": group.paying_count,
        "departure_city": body.departure_city,
        **({"region": regions[0]} if len(regions) == 1 else {"regions": list(regions)} if regions else {}),
        # every price is without their park pass (sandbox/park_pass.py)
        **({"cambodian_citizens": body.cambodian_citizens} if body.cambodian_citizens else {}),
    }
    if not per_adult(body):  # a per-adult budget has no group budget: children pay their own price
        matched_on["group_budget_usd"] = dict(zip(("min", "max"), group_budget(body, group)))
        said = group_window(body.budget_usd, max(group.paying_count, 1))
        if said is not None and body.budget_usd.currency != "USD":
            matched_on["group_budget_usd"]["local"] = said[1]
    if body.adults is None and body.children_ages is None:  # only "4 of us" (relay j10): say it
        matched_on["adults_assumed"] = True
        notes.append(ASSUMED_ADULTS.format(n=group.adults))
    return {
        "trips": picks,
        "matched_on": matched_on,
        "fitting_count": fit_count,  # as packaged or at the asked length
        "recommended_trip_id": recommended["id"],
        "recommendation_reason": reason,
        "notes": notes,
    }
