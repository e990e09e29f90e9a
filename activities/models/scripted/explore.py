"""The scripted model while the traveller looks at a trip (activities/models/scripted/dialogue.py
routes here): the itinerary, photos, hotel and weather it asks for, in one parallel call and then
their sections; a customisation priced (calculateCustomTrip) and then saved (customizeTrip); a
discount code applied."""

from __future__ import annotations

import re
from typing import Any, Optional

from activities.models.scripted import booking as bk, compose as cp, fit
from activities.models.scripted.details import details, question
from activities.models.scripted.phrases import say
from activities.models.scripted.reply import Reply, calls, text
from activities.models.scripted.window import Call, View
from agent.currency_words import money_text
from agent.display import LANGUAGE_CURRENCY, exact_product, local_amount

INFO = ("itinerary", "images", "hotel", "weather")  # what the traveller may ask to see of a trip
ASKED_ABOUT = ("reviews", "price_ask")  # questions answered from the hotel's rating / the trip's price


def chosen_on_screen(view: View) -> Optional[str]:
    """The trip whose card's Choose button the traveller pressed this turn (context ``chosen_on_screen``)."""
    found = re.search(r"trip_id (\S+)", view.get("chosen_on_screen") or "")
    return found.group(1) if found else None


def open_summary(view: View) -> Optional[Call]:
    """The booking summary on screen awaiting the traveller's yes (its previewBooking), while booking: never
    one the traveller said no to ("等一下，先不要订": closed, a yes then needs a new summary)."""
    shown = view.get("booking_summary_shown") or ""
    if view.stage != "BOOKING" or not bk.quote_id(view) or "said no to it" in shown:
        return None
    if question(view.lang, details(view)) is not None:
        return None
    return view.latest("previewBooking")


def closing_question(view: View) -> str:
    """While booking, the details question still open, or the summary's own "reserve it now?" once it is on
    screen (never a second "book this trip?" nor "photos, hotel or weather?" under a summary); else
    :func:`invite`."""
    if view.stage == "BOOKING":
        ask = question(view.lang, details(view))
        if ask is not None:
            return ask
        summary = open_summary(view)
        if summary is not None:
            return bk.confirm_reserve(summary, view.lang)
    return invite(view)


def invite(view: View) -> str:
    """What to look at next: "photos, hotel, weather, or book this trip?" only with a trip in focus (a
    yes to it books that trip), else the cards' own "itinerary, photos, hotel or compare?" — a look at
    a trip that failed ("busy, please try again") leaves no trip for "this trip" to be."""
    return say("explore_invite" if view.trip_in_focus else "present_invite", view.lang)


# the summary's figures in the session context (agent/prompts/context.py: "total_usd=318.0 for the group (159.0 …")
_SUMMARY_TOTAL = re.compile(r"total_usd=([\d.]+) for the group \(([\d.]+) ")
# a currency named in the question ("合人民币多少", "in riel", "ជារៀល"); else the session language's own
_NAMED_CURRENCY = (
    ("CNY", r"人民币|rmb|yuan|元|块钱"),
    ("KHR", r"រៀល|riel|瑞尔"),
    ("USD", r"美元|美金|ដុល្លារ|dollar"),
)


def _asked_currency(view: View) -> Optional[str]:
    said = (view.last_turn.text if view.last_turn else "").lower()
    named = next((code for code, words in _NAMED_CURRENCY if re.search(words, said)), None)
    return named or LANGUAGE_CURRENCY.get(view.lang)


def _summary_price(view: View) -> Optional[Reply]:
    """A price asked under the summary ("这个合人民币多少钱啊"): the summary's own total and one adult's price
    (from the session context, never the trip's list price alone), beside them in the currency asked, or
    else the session's (riel, yuan), converted by getCurrencyRates: the model never converts by hand."""
    if open_summary(view) is None:
        return None
    found = _SUMMARY_TOTAL.search(view.get("booking_summary_shown") or "")
    if found is None:
        return None
    total, per = float(found.group(1)), float(found.group(2))
    currency = _asked_currency(view)
    rate = view.turn_call("getCurrencyRates")
    if currency and currency != "USD" and rate is None:
        fetch = calls(view, ("getCurrencyRates", {"from_currency": "USD", "to_currency": currency, "amount": total}))
        if fetch is not None:
            return fetch
    per_usd = rate.data.get("rate") if rate is not None and rate.ok else None

    def figure(usd: float) -> str:
        shown = "$" + cp.money(usd)
        if not isinstance(per_usd, (int, float)) or not currency:
            return shown
        local = local_amount(exact_product(usd, float(per_usd)), currency)
        return shown + say("local_figure", view.lang, v=money_text(float(local), currency))

    people = view.num("people_count")
    said = say("summary_price", view.lang, people=int(people) if people else "", total=figure(total), pp=figure(per))
    return text(said, closing_question(view))


def _hotel_id(view: View, trip_id: str, change: bool) -> Optional[str]:
    itinerary = bk.itinerary_of(view, trip_id)
    if itinerary is None:
        seen = view.latest("getHotelDetails")
        return view.get("selected_hotel_id") or (seen.input.get("hotel_id") if seen else None)
    d = itinerary.data
    hotels = [h.get("id") for h in d.get("hotels") or [] if h.get("id")]
    hotels += [day.get("hotel_id") for day in d.get("itinerary") or [] if day.get("hotel_id")]
    if not hotels:
        return None
    if change:
        shown = {view.get("selected_hotel_id")} | {
            c.input.get("hotel_id") for c in view.calls if c.name == "getHotelDetails"
        }
        for hotel in hotels:
            if hotel not in shown:
                return hotel
    selected = view.get("selected_hotel_id")
    return selected if selected in hotels else hotels[0]


def info(view: View, said: set[str], picked: Optional[str]) -> Reply:
    """Itinerary / photos / hotel / weather for the picked or selected trip, tools in parallel."""
    lang = view.lang
    target = picked or view.trip_in_focus
    wants = said & set(INFO)
    if "reviews" in said:
        wants.add("hotel")  # the hotel's rating is what the backend knows of reviews
    if picked and picked != view.trip_in_focus:
        wants.add("itinerary")
    if target is None and wants & {"itinerary", "images", "hotel"}:
        return text(say("ask_which_trip", lang))
    if view.turn_call("getHotelDetails") is not None:
        wants.discard("hotel")
    needed: list[tuple[str, dict[str, Any]]] = []
    if picked and picked != view.trip_in_focus and view.stage in ("CUSTOMIZATION", "BOOKING"):
        # switching trips while customising / booking is the backward move of seed 003 §4
        needed.append(
            ("requestStageChange", {"to_stage": "EXPLORATION", "reason": "the traveller looks at another trip"})
        )
    # A customised variant's itinerary is looked up through the trip it was made from.
    has_itinerary = bk.itinerary_of(view, target) is not None or bk.is_variant(view, target)
    if bk.is_variant(view, target) and bk.itinerary_of(view, target) is None:
        wants.discard("itinerary")  # the backend answers with the base trip: that would undo the variant
    if ("itinerary" in wants or ("hotel" in wants and not has_itinerary)) and not view.turn_call(
        "getTripItinerary", {"trip_id": target}
    ):
        needed.append(("getTripItinerary", {"trip_id": target}))
    if "images" in wants and not view.turn_call("getTripImages"):
        needed.append(("getTripImages", {"trip_id": target}))
    if "hotel" in wants and has_itinerary and target:
        hotel = _hotel_id(view, target, change="change" in said)
        if hotel:
            needed.append(("getHotelDetails", {"hotel_id": hotel}))
    if "weather" in wants and not view.turn_call("getWeatherForecast"):
        needed.append(("getWeatherForecast", bk.weather_input(view)))
    reply = calls(view, *needed) if needed else None
    if reply is not None:
        return reply
    summary_price = _summary_price(view) if "price_ask" in said and not needed else None
    if summary_price is not None:
        return summary_price
    return text(*_sections(view), _price(view, target) if "price_ask" in said else "", closing_question(view))


def _price(view: View, trip_id: Optional[str]) -> str:
    """ "Name: $159 per person for 3 days." from the trip's summary, its itinerary or the trips shown."""
    base = bk.base_trip_id(view, trip_id)
    trip, shown = bk.trip_summary(view, base), bk.itinerary_of(view, base)
    name, price = trip.get("name"), fit.price_per_person(trip)
    if price is None and shown is not None:
        name, price = shown.data.get("trip_name"), fit.price_per_person(shown.data)
    pattern = rf"\d\. ([^;]*?) \({re.escape(str(base))}\) \$([\d,]+) per"
    found = next((m for m in (re.search(pattern, str(v)) for v in view.ctx.values()) if m), None)
    if price is None and found is not None:
        name, price = found.group(1), float(found.group(2).replace(",", ""))
    if price is None:
        return ""
    name = name or view.get("selected_trip_name") or ""
    return say("price_line", view.lang, name=name, price=cp.money(price), days=bk.trip_days(view, trip_id))


def _sections(view: View) -> list[str]:
    lang = view.lang
    out = []
    for call in view.turn_calls():
        if not call.ok:
            out.append(cp.error_text(call, lang))
        elif call.name == "getTripItinerary":
            out.append(cp.itinerary_section(call, lang))
        elif call.name == "getTripImages":
            trip = bk.trip_summary(view, call.input.get("trip_id"))
            shown = bk.itinerary_of(view, call.input.get("trip_id"))
            name = (
                trip.get("name")
                or (shown.data.get("trip_name") if shown else None)
                or view.get("viewed_trip_name")
                or view.get("selected_trip_name")
                or ""
            )
            out.append(cp.images_section(call, lang, name))
        elif call.name == "getHotelDetails":
            out.append(cp.hotel_section(call, lang))
        elif call.name == "getWeatherForecast":
            out.append(cp.weather_section(call, lang))
    return out


# ---------------------------------------------------------------- customisation and discounts
def customize(view: View, items: list[dict[str, Any]]) -> Reply:
    lang = view.lang
    trip_id = view.trip_in_focus
    if not trip_id:
        return text(say("ask_which_trip", lang))
    quoted = view.turn_call("calculateCustomTrip")
    if quoted is not None:
        return text(cp.quote_text(quoted, view) if quoted.ok else cp.error_text(quoted, lang))
    return calls(view, ("calculateCustomTrip", {"base_trip_id": trip_id, "customizations": items})) or text(
        say("explore_invite", lang)
    )


def apply_customization(view: View) -> Reply:
    lang = view.lang
    saved = view.turn_call("customizeTrip")
    if saved is not None:
        return text(cp.customized_text(saved, view) if saved.ok else cp.error_text(saved, lang))
    quoted = view.latest("calculateCustomTrip")
    if quoted is None:
        return text(say("explore_invite", lang))
    trip_id = view.trip_in_focus or quoted.input.get("base_trip_id")
    return calls(
        view, ("customizeTrip", {"trip_id": trip_id, "customizations": quoted.input.get("customizations")})
    ) or text(say("explore_invite", lang))


def discount(view: View, code: str) -> Reply:
    applied = view.turn_call("applyDiscountCode")
    if applied is not None:
        return text(cp.discount_text(applied, view.lang), say("explore_invite", view.lang))
    inp: dict[str, Any] = {"code": code}
    if view.get("booking_id"):
        inp["booking_id"] = view.get("booking_id")
    elif view.trip_in_focus:
        inp["trip_id"] = view.trip_in_focus
    return calls(view, ("applyDiscountCode", inp)) or text(say("explore_invite", view.lang))
