"""Turn tool results (agent/tools/RESULTS.md shapes) into the scripted model's sentences."""

from __future__ import annotations

import re
from datetime import datetime
from typing import Any, Optional

from activities.models.scripted import fit
from activities.models.scripted.phrases import packing_items, say
from activities.models.scripted.window import Call, View
from agent.prompts.i18n import service_busy_text
from agent.rounding import amount_text
from agent.timefmt import format_local


def money(value: Any) -> str:
    try:
        number = float(value)
    except (TypeError, ValueError):
        return str(value)
    return amount_text(number)


def trip_lines(trips: list[dict[str, Any]], lang: str, search: Optional[dict[str, Any]] = None) -> list[str]:
    lines = []
    for n, trip in enumerate(trips[:3], start=1):
        line = say(
            "trip_line",
            lang,
            n=n,
            name=trip.get("name", trip.get("id", "")),
            tagline=trip.get("tagline", ""),
            region=trip.get("region", ""),
            price=money(card_price(trip)),
            days=trip.get("duration_days", "?"),
            highlights=", ".join(str(h) for h in (trip.get("highlights") or [])[:3]),
        )
        notes = fit.trip_notes(trip, search or {}, lang)
        lines.append(line + ("\n   ⚠ " + "; ".join(notes) if notes else ""))
    return lines


def card_price(trip: dict[str, Any]) -> Optional[float]:
    """The price a trip's line states: per person, else per adult (what the model sees of a search)."""
    price = fit.price_per_person(trip)
    return price if price is not None else fit.price_per_person({"price_usd": trip.get("price_per_adult_usd")})


def cards_text(trips: list[dict[str, Any]], search: dict[str, Any], lang: str) -> str:
    """The trips are on cards below (the result's ``cards_on_screen``): one short sentence, what
    does not fit by option number, the invitation; no second list (issue 38)."""
    none = fit.none_in_budget(trips, search, lang)
    misses = [
        say("option_misses", lang, n=n, notes=("；" if lang == "ZH" else "; ").join(notes))
        for n, trip in enumerate(trips, start=1)
        if (notes := fit.trip_notes(trip, search, lang))
    ]
    parts = [say("present_cards", lang, n=len(trips)), *([none] if none else []), *misses]
    parts.append(say("present_invite", lang))
    return ("" if lang == "ZH" else " ").join(parts)


def suggestions_text(call: Call, lang: str) -> str:
    trips = call.data.get("trips") or []
    if not trips:
        return say("no_trips", lang)
    if call.data.get("cards_on_screen"):
        return cards_text(trips[:3], call.input, lang)
    head = fit.overview(trips[:3], call.input, lang)
    return "\n".join(
        [
            say("present_intro", lang),
            *([head] if head else []),
            "",
            *trip_lines(trips, lang, call.input),
            "",
            say("present_invite", lang),
        ]
    )


def itinerary_section(call: Call, lang: str) -> str:
    d = call.data
    lines = [
        say(
            "itinerary_intro",
            lang,
            name=d.get("trip_name", d.get("trip_id", "")),
            days=d.get("duration_days", "?"),
            price=money(d.get("price_usd")),
        )
    ]
    for day in d.get("itinerary") or []:
        lines.append(
            say(
                "day_line",
                lang,
                day=day.get("day", "?"),
                title=day.get("title", ""),
                activities=", ".join(str(a) for a in day.get("activities") or []),
            )
        )
    hotels = [f"{h.get('name')} ({h.get('stars', '?')}★)" for h in d.get("hotels") or [] if h.get("name")]
    if hotels:
        lines.append("🏨 " + ", ".join(hotels))
    return "\n".join(lines)


def images_section(call: Call, lang: str, trip_name: str) -> str:
    captions = [f"• {img.get('caption', '')}" for img in call.data.get("images") or [] if img.get("caption")]
    return "\n".join([say("images_intro", lang, name=trip_name), *captions])


def hotel_section(call: Call, lang: str) -> str:
    d = call.data
    text = say(
        "hotel_line",
        lang,
        name=d.get("name", d.get("hotel_id", "")),
        stars=d.get("stars", "?"),
        rating=d.get("rating", "?"),
        region=d.get("region", ""),
        amenities=", ".join(str(a) for a in (d.get("amenities") or [])[:6]),
    )
    reviews = d.get("reviews") or []
    if reviews:
        first = reviews[0]
        text += f"\n“{first.get('text', '')}” — {first.get('author', '')} ({first.get('rating', '?')}/5)"
    return text


def weather_section(call: Call, lang: str) -> str:
    d = call.data
    f = d.get("forecast") or {}
    return say(
        "weather_line",
        lang,
        destination=d.get("destination", ""),
        date=d.get("date", ""),
        condition=f.get("condition", ""),
        tmin=f.get("temp_min_c", "?"),
        tmax=f.get("temp_max_c", "?"),
        rain=f.get("rain_chance_pct", "?"),
        advice=f.get("advice", ""),
    ).strip()


def compare_section(call: Call, lang: str) -> str:
    # the comparison card carries the table: the text never repeats it (issue 38)
    return say("compare_intro", lang)


def customization_label(items: list[dict[str, Any]], lang: str) -> str:
    labels = {
        "add_activity": {"EN": "the {x}", "KH": "{x}", "ZH": "{x}"},
        "upgrade_hotel": {"EN": "the hotel upgrade", "KH": "ការដំឡើងកម្រិតសណ្ឋាគារ", "ZH": "酒店升级"},
        "add_day": {"EN": "an extra day", "KH": "ថ្ងៃបន្ថែម", "ZH": "多加一天"},
        "remove_day": {"EN": "one day less", "KH": "ដកចេញមួយថ្ងៃ", "ZH": "减少一天"},
        "change_transport": {"EN": "private transport", "KH": "ការដឹកជញ្ជូនឯកជន", "ZH": "私人交通"},
        "remove_activity": {"EN": "removing {x}", "KH": "ដក {x} ចេញ", "ZH": "去掉{x}"},
    }
    parts = []
    for item in items:
        table = labels.get(str(item.get("type")), {"EN": str(item.get("type"))})
        details = item.get("details") or {}
        activity = details.get("activity") or details.get("name") or ""
        parts.append((table.get(lang) or table["EN"]).format(x=activity))
    return ", ".join(p for p in parts if p)


def quote_text(call: Call, view: View) -> str:
    d, lang = call.data, view.lang
    what = customization_label(call.input.get("customizations") or [], lang)
    people = d.get("people_count") or view.num("people_count") or 1
    total = d.get("total_usd")
    per_adult = d.get("price_per_adult_usd", d.get("total_per_person_usd"))
    if total is None and per_adult is not None:
        total = float(per_adult) * float(people)
    budget_max = view.num("budget_max_usd")
    if budget_max is not None and total is not None:
        budget_total = budget_max * float(view.num("people_count") or people)
        if float(total) > budget_total:
            return say("ask_over_budget", lang, what=what, total=money(total), budget=money(budget_total))
    return say(
        "ask_add_quote",
        lang,
        what=what,
        total=money(total),
        people=int(float(people)),
        pp=money(per_adult),
    )


def customized_text(call: Call, view: View) -> str:
    d = call.data
    what = customization_label(call.input.get("customizations") or d.get("customizations") or [], view.lang)
    return say(
        "customized",
        view.lang,
        name=d.get("trip_name") or view.get("selected_trip_name") or "",
        what=what,
        pp=money(d.get("price_per_adult_usd", d.get("total_per_person_usd"))),
    )


def discount_text(call: Call, lang: str) -> str:
    if not call.ok or call.data.get("valid") is False:
        return say(
            "discount_bad", lang, message=call.error_message if not call.ok else call.data.get("description", "")
        )
    d = call.data
    return say(
        "discount_ok",
        lang,
        code=d.get("code", call.input.get("code", "")),
        pct=d.get("discount_pct", "?"),
        total=money(d.get("new_total_usd")),
    )


def _local(value: Any) -> str:
    """A deadline as the traveller reads it: the result's ``*_local`` text, else the ISO time in ICT."""
    try:
        moment = datetime.fromisoformat(str(value))
    except ValueError:
        return str(value)  # already a local text ("2026-12-19 08:00 ICT")
    if moment.tzinfo is None:
        return str(value)
    return format_local(moment, None) or str(value)


def reserved_text(booking: Optional[Call], qr: Optional[Call], lang: str) -> str:
    """The reservation in the traveller's words: held until the QR's own deadline (the backend's
    hold, SANDBOX_HOLD_SECONDS in the sandbox), never a fixed 15 minutes; no deadline known, no length."""
    until = next(
        (
            _local(d[k])
            for d in (qr.data if qr else {}, booking.data if booking else {})
            for k in ("expires_at_local", "reserved_until_local", "expires_at", "reserved_until")
            if d.get(k)
        ),
        None,
    )
    parts = [say("reserved", lang, until=until) if until else say("reserved_no_deadline", lang)]
    ref = booking.data.get("booking_ref") if booking else None
    amount = (qr.data.get("amount") if qr else None) or (booking.data.get("total_usd") if booking else None)
    if ref:
        parts.append(say("booking_ref_line", lang, ref=ref, amount=money(amount)))
    return "\n".join(parts)


def packing_text(view: View, lang: str) -> str:
    return say("packing", lang, items=packing_items(view.get("environment"), lang))


# three or more Latin words in a row: a result's own text a Khmer or Chinese session would not read
_LATIN_RUN = re.compile(r"[A-Za-z]+(?:[\s,'’-]+[A-Za-z]+){2,}")


def readable(message: str, lang: str) -> bool:
    """``message`` can be shown as it is in a session of ``lang`` (no English sentence in Khmer or Chinese)."""
    return lang == "EN" or not _LATIN_RUN.search(message)


def error_text(call: Call, lang: str) -> str:
    """A failed call said to the traveller in the session's language: the result's own text when it is in it,
    else what failed described (held-out batch X: "'ទៅបង' is not an activity this trip can add." in Khmer); an
    outage is said as one ("busy, please try again in a minute"), never as a refused request."""
    details = ((call.result or {}).get("error") or {}).get("details") or {}
    details = details if isinstance(details, dict) else {}
    message = call.error_message
    if not readable(message, lang) and call.outage:
        message = service_busy_text(lang)
    if not readable(message, lang):
        asked = details.get("activity")
        activity = asked if isinstance(asked, str) and asked != "missing" else None
        message = say("refused_activity", lang, activity=activity) if activity else say("refused_request", lang)
    if details.get("already_in_plan"):
        return message  # "already in this trip's plan, at no extra cost: day 2, …": no failure
    return say("tool_error", lang, message=message)
