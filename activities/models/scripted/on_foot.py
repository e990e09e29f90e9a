"""Questions about effort while choosing or booking a trip (issue 39, held-out batch 11): "Is there a
lot of climbing on these? Steep stairs worry me a bit.", "要走很多路吗？", "ឡើងជណ្តើរច្រើនទេ?".

They are answered from the trips' own effort data: each day's ``effort`` (level, walking km, what
makes it harder) in an itinerary in the window, fetched with ``getTripItinerary`` for the trip in
focus when it is not there yet, else the trip card's ``difficulty`` (its plan's hardest day). Never
"Sorry, I didn't catch that". ``asks_effort(text)`` says whether a message is such a question;
``answer(view, closing)`` gives the reply. Pure functions.
"""

from __future__ import annotations

import re
from typing import Any, Optional

from activities.models.scripted import booking as bk
from activities.models.scripted.looking import is_question
from activities.models.scripted.reply import Reply, calls, text
from activities.models.scripted.window import View
from agent.normal_text import normalize

_EFFORT_WORDS = re.compile(
    r"\b(?:climb\w*|stairs?|staircases?|(?:steep|many|stone|lots of|lot of) steps|steep|walk(?:ing|s)?|hik\w*|trek\w*|strenuous|tiring|exhausting|"
    r"physical(?:ly)?|fitness|fit enough|demanding|accessib\w*|wheelchair|mobility|on foot|effort|"
    r"hard on (?:the )?(?:knees?|legs?|feet)|heat)\b"
    r"|爬|楼梯|台阶|阶梯|走路|步行|徒步|走很多|走多|累不累|很累|辛苦|体力|难度|陡|轮椅|无障碍|太热|炎热|热不热"
    r"|ឡើងភ្នំ|ឡើងជណ្[តដ]ើរ|ឡើងច្រើន|ឡើងខ្ពស់|ជណ្[តដ]ើរ|ដើរ(?!លេង)|ហត់|ចោត|កម្លាំង|រទេះរុញ|ក្[តដ]ៅ"
)
_WORRY = re.compile(
    r"\b(?:worr\w*|concern\w*|afraid|scared|nervous|wonder\w*|not sure)\b|担心|怕|害怕|顾虑|បារម្ភ|ខ្លាច|ព្រួយ|"
    # what is hard for them, said ("long walks and steep steps are hard", "走路很吃力", "ដើរច្រើនពិបាក")
    r"\b(?:are|is|gets?|getting) (?:\w+ )?(?:hard|difficult|tough|painful)\b|吃力|走不动|ពិបាក"
)
# a question sentence anywhere in the message ("And how much walking is there? My hip ..."): its question
_ASKED = re.compile(r"[^.!?。！？។]*[?？]")
_ALL = re.compile(r"\b(?:these|them|all|each|every|those|any of)\b|这些|这几个|都|ទាំងនេះ|ទាំងអស់")

LEVEL: dict[str, dict[str, str]] = {
    "easy": {"EN": "easy", "KH": "ស្រួល", "ZH": "轻松"},
    "moderate": {"EN": "moderate", "KH": "មធ្យម", "ZH": "中等"},
    "hard": {"EN": "hard", "KH": "ពិបាក", "ZH": "较难"},
    "challenging": {"EN": "challenging", "KH": "ពិបាក", "ZH": "有挑战"},
}
PHRASES: dict[str, dict[str, str]] = {
    "trip": {
        "EN": "{name}: {level} at most on foot.",
        "KH": "{name}៖ ការដើរកម្រិត{level}ជាអតិបរមា។",
        "ZH": "{name}：步行强度最高为{level}。",
    },
    "all_easy": {
        "EN": "{name}: every day is easy on foot (about {km} km of walking in all).",
        "KH": "{name}៖ រាល់ថ្ងៃដើរស្រួល (ដើរសរុបប្រហែល {km} គីឡូម៉ែត្រ)។",
        "ZH": "{name}：每天步行都很轻松（总共约{km}公里）。",
    },
    "day": {
        "EN": "• Day {day}: {level}, about {km} km{why}",
        "KH": "• ថ្ងៃទី{day}៖ {level} ប្រហែល {km} គីឡូម៉ែត្រ{why}",
        "ZH": "• 第{day}天：{level}，约{km}公里{why}",
    },
    "estimate": {
        "EN": "These walking levels are DerLg's estimates; the operator confirms what can be adapted (a tuk-tuk instead of a walk, skipping a climb). I can note a need on the booking.",
        "KH": "កម្រិតដើរទាំងនេះជាការប៉ាន់ស្មានរបស់ DerLg ប្រតិបត្តិករបញ្ជាក់អ្វីដែលអាចកែសម្រួលបាន (ជិះតុកតុកជំនួសការដើរ រំលងការឡើង)។ ខ្ញុំអាចកត់ចំណាំតម្រូវការលើការកក់បាន។",
        "ZH": "以上步行强度为DerLg的估算；可调整之处（如以嘟嘟车代替步行、跳过攀爬）由运营方确认。我可以把您的需求备注在预订上。",
    },
}
_ARROW = {"EN": " — {why}", "KH": " — {why}", "ZH": "——{why}"}


def asks_effort(text_: str) -> bool:
    """A question (or a worry) about climbing, stairs, walking, heat or access."""
    t = normalize(text_)
    if any(_EFFORT_WORDS.search(q) for q in _ASKED.findall(t)):
        return True
    return bool(_EFFORT_WORDS.search(t)) and (is_question(text_) or bool(_WORRY.search(t)))


def _say(key: str, lang: str, **values: Any) -> str:
    table = PHRASES[key]
    return (table.get(lang) or table["EN"]).format(**values)


def _level(level: Any, lang: str) -> str:
    table = LEVEL.get(str(level)) or {"EN": str(level)}
    return table.get(lang) or table["EN"]


def _km(value: Any) -> str:
    number = float(value or 0)
    return str(int(number)) if number.is_integer() else str(number)


def _trip_name(view: View, trip_id: str, lang: str) -> str:
    card = bk.trip_summary(view, trip_id)
    plan = bk.itinerary_of(view, trip_id)
    local = card.get({"KH": "name_kh", "ZH": "name_zh"}.get(lang, "name"))
    return str(local or card.get("name") or (plan.data.get("trip_name") if plan else None) or trip_id)


def _plan_lines(view: View, trip_id: str, days: list[dict[str, Any]]) -> list[str]:
    """A trip's harder days from its itinerary (or that every day is easy)."""
    lang, name = view.lang, _trip_name(view, trip_id, view.lang)
    harder = [d for d in days if (d.get("effort") or {}).get("level") not in (None, "easy")]
    if not harder:
        total = sum(float((d.get("effort") or {}).get("walking_km") or 0) for d in days)
        return [_say("all_easy", lang, name=name, km=_km(total))]
    top = max((str(d["effort"]["level"]) for d in harder), key=lambda lv: list(LEVEL).index(lv) if lv in LEVEL else 0)
    lines = [_say("trip", lang, name=name, level=_level(top, lang))]
    for d in harder:
        effort = d["effort"]
        why = (_ARROW.get(lang) or _ARROW["EN"]).format(why=effort["note"]) if effort.get("note") else ""
        lines.append(
            _say(
                "day",
                lang,
                day=d.get("day", "?"),
                level=_level(effort.get("level"), lang),
                km=_km(effort.get("walking_km")),
                why=why,
            )
        )
    return lines


def _trip_lines(view: View, trip_id: str) -> list[str]:
    plan = bk.itinerary_of(view, trip_id)
    days = (plan.data.get("itinerary") or []) if plan is not None and plan.ok else []
    if days and any("effort" in d for d in days):
        return _plan_lines(view, trip_id, days)
    level = bk.trip_summary(view, trip_id).get("difficulty")
    if level:
        return [_say("trip", view.lang, name=_trip_name(view, trip_id, view.lang), level=_level(level, view.lang))]
    return []


def _shown_ids(view: View) -> list[str]:
    ids = [str(i) for i in view.list("suggested_trip_ids")]
    if not ids:
        found = view.latest("getTripSuggestions")
        ids = [str(t.get("id")) for t in (found.data.get("trips") or []) if t.get("id")] if found else []
    return ids[:3]


def answer(view: View, closing: str, picked: Optional[str] = None) -> Optional[Reply]:
    """The effort of the trip the message names, else of the trip in focus (its itinerary, fetched
    first when needed), else of every trip shown when the message asks about "these" or none is in
    focus; None when no trip is known."""
    turn = view.last_turn
    focus: Optional[str] = picked or view.trip_in_focus
    every = turn is not None and bool(_ALL.search(normalize(turn.text))) and view.stage == "SUGGESTION"
    targets = [focus] if focus is not None and (picked or not every) else _shown_ids(view)
    if not targets:
        return None
    if len(targets) == 1 and bk.itinerary_of(view, targets[0]) is None:
        if not view.turn_call("getTripItinerary") and not bk.is_variant(view, targets[0]):
            fetched = calls(view, ("getTripItinerary", {"trip_id": targets[0]}))
            if fetched is not None:
                return fetched
    unknown = [trip for trip in targets if not _trip_lines(view, trip)]
    if len(unknown) > 1 and not view.turn_call("compareTrips"):  # cards no longer in the window: their summaries
        fetched = calls(view, ("compareTrips", {"trip_ids": targets}))
        if fetched is not None:
            return fetched
    lines = [line for trip in targets for line in _trip_lines(view, trip)]
    if not lines:
        return None
    return text("\n".join(lines), _say("estimate", view.lang), closing)
