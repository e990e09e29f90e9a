"""When the scripted model did not understand: say so plainly, say what it can do, never loop.

``guard(view, reply)`` runs on every text answer. If the traveller's message answered a question
with nothing the model could use, or the answer would repeat the previous assistant text word for
word, the answer becomes "I didn't catch that" + what the model can do + an example answer + the
question, in one of two wordings. A text that would come a third time in a row is reworded the
same way, so no text ever comes three times in a row.
"""

from __future__ import annotations

import re
from typing import Optional

from activities.models.scripted.looking import asks_to_look
from activities.models.scripted.phrases import PHRASES, asked_question, say
from activities.models.scripted.record import shown_calls
from activities.models.scripted.reply import Reply
from activities.models.scripted.stage_help import can_do_now
from activities.models.scripted.summary_wait import CONFIRM_QUESTIONS, waits
from activities.models.scripted.understand import hear
from activities.models.scripted.window import View

HELP: dict[str, dict[str, str]] = {
    "not_understood": {
        "EN": "Sorry, I didn't catch that.",
        "KH": "សូមអភ័យទោស ខ្ញុំមិនយល់ចម្លើយនោះទេ។",
        "ZH": "抱歉，我没太明白。",
    },
    "still_not_understood": {
        "EN": "I'm still not sure what you mean — I'm an offline demo and understand short, simple answers best.",
        "KH": "ខ្ញុំនៅតែមិនច្បាស់ — ខ្ញុំជាម៉ូដែលសាកល្បង ហើយយល់ចម្លើយខ្លីៗ និងសាមញ្ញបានល្អជាង។",
        "ZH": "我还是不太确定您的意思——我是离线演示模型，简短明了的回答我最容易理解。",
    },
    "unchanged": {
        "EN": "Nothing has changed since you last asked:",
        "KH": "គ្មានអ្វីផ្លាស់ប្តូរតាំងពីអ្នកសួរលើកមុនទេ៖",
        "ZH": "和您上次问的时候一样：",
    },
    "need_answer": {
        "EN": "Thanks! I just need this one detail first.",
        "KH": "អរគុណ! ខ្ញុំត្រូវការព័ត៌មាននេះមួយសិន។",
        "ZH": "谢谢！我还需要先确认这一项。",
    },
    "need_answers": {
        "EN": "Thanks! I just need these details first.",
        "KH": "អរគុណ! ខ្ញុំត្រូវការព័ត៌មានទាំងនេះសិន។",
        "ZH": "谢谢！我还需要先确认这些信息。",
    },
    "welcome": {"EN": "You're welcome!", "KH": "មិនអីទេ!", "ZH": "不客气！"},
    "can_do": {
        "EN": "I can find trips by mood, kind of place, number of days, group size, budget and departure city; "
        "show itineraries, photos, hotels and the weather; adjust a trip; and book it with a QR payment. "
        'You can also say "start over".',
        "KH": "ខ្ញុំអាចស្វែងរកដំណើរតាមអារម្មណ៍ ប្រភេទកន្លែង ចំនួនថ្ងៃ ចំនួនមនុស្ស ថវិកា និងទីក្រុងចេញដំណើរ "
        "បង្ហាញកម្មវិធីដំណើរ រូបថត សណ្ឋាគារ និងអាកាសធាតុ កែសម្រួលដំណើរ និងកក់ជាមួយការបង់ប្រាក់តាម QR។ "
        'អ្នកក៏អាចនិយាយថា "ចាប់ផ្តើមម្តងទៀត" ផងដែរ។',
        "ZH": "我可以按心情、目的地类型、天数、人数、预算和出发城市为您找行程；展示行程安排、照片、酒店和天气；"
        "调整行程；并通过二维码付款完成预订。您也可以说“重新开始”。",
    },
}

# An example answer for each question, so the traveller sees what works.
EXAMPLES: dict[str, dict[str, str]] = {
    "ask_mood": {"EN": "relaxing", "KH": "សម្រាកលំហែ", "ZH": "放松"},
    "ask_environment": {"EN": "the beach", "KH": "ឆ្នេរសមុទ្រ", "ZH": "海边"},
    "ask_duration_days": {"EN": "3 days", "KH": "៣ ថ្ងៃ", "ZH": "3天"},
    "ask_people_count": {"EN": "2 adults and 1 child aged 6", "KH": "២ នាក់", "ZH": "两个大人一个孩子"},
    "ask_budget": {"EN": "$100-$200 per person", "KH": "១០០-២០០ ដុល្លារ", "ZH": "每人100-200美元"},
    "ask_budget_anchors": {"EN": "$50-$150", "KH": "$50-$150", "ZH": "$50-$150"},
    "ask_budget_in_dollars": {"EN": "about $100 per person", "KH": "ប្រហែល ១០០ ដុល្លារ", "ZH": "每人大约100美元"},
    "ask_departure_city": {"EN": "from Phnom Penh", "KH": "ពីភ្នំពេញ", "ZH": "从金边出发"},
    "ask_conflict": {"EN": "the budget", "KH": "ថវិកា", "ZH": "预算"},
    "ask_what_didnt_fit": {"EN": "the price", "KH": "តម្លៃ", "ZH": "价格"},
    "ask_which_trip": {"EN": "the second one", "KH": "ទីពីរ", "ZH": "第二个"},
    "ask_travel_date": {"EN": "10 January 2027", "KH": "ថ្ងៃទី១០ ខែមករា ឆ្នាំ២០២៧", "ZH": "2027年1月10日"},
    "ask_customer_name": {"EN": "Sokha Chan", "KH": "សុខា ចាន់", "ZH": "王明"},
    "ask_customer_phone": {"EN": "+855 12 345 678", "KH": "+855 12 345 678", "ZH": "+855 12 345 678"},
    "ask_pickup_location": {"EN": "Riverside Hotel, Phnom Penh", "KH": "សណ្ឋាគាររីវើសាយ", "ZH": "金边河畔酒店"},
    "ask_booking_details": {
        "EN": "10 January 2027, Sokha Chan, +855 12 345 678, Riverside Hotel",
        "KH": "ថ្ងៃទី១០ ខែមករា ឆ្នាំ២០២៧ សុខា ចាន់ +855 12 345 678 សណ្ឋាគាររីវើសាយ",
        "ZH": "2027年1月10日，王明，+855 12 345 678，金边河畔酒店",
    },
    "ask_which_date": {"EN": "the first one", "KH": "ទីមួយ", "ZH": "第一个"},
}
_YES_NO = {"EN": '"yes" or "not yet"', "KH": '"បាទ/ចាស" ឬ "មិនទាន់ទេ"', "ZH": "“好的”或“先不”"}
_EXAMPLE = {"EN": "For example: {x}.", "KH": "ឧទាហរណ៍៖ {x}។", "ZH": "例如：{x}。"}


def help_text(key: str, lang: str) -> str:
    table = HELP[key]
    return table.get(lang) or table["EN"]


def example(question: Optional[str], lang: str) -> str:
    if question is None:
        return ""
    if question in EXAMPLES:
        value = EXAMPLES[question].get(lang) or EXAMPLES[question]["EN"]
        value = f'"{value}"' if lang == "EN" else f"“{value}”"
    else:
        value = _YES_NO.get(lang) or _YES_NO["EN"]
    return (_EXAMPLE.get(lang) or _EXAMPLE["EN"]).format(x=value)


def _question_line(text: str) -> str:
    """The question at the end of a reply (its last paragraph)."""
    return text.strip().split("\n\n")[-1]


def clarified(view: View, reply_text: str, avoid: str, answered_otherwise: bool = False) -> str:
    """ "I didn't catch that" + what the model can do + an example + the question, not equal to ``avoid``.

    ``answered_otherwise``: the message was understood (a yes, a "book it") but is not an answer to
    the question: then only "I still need this" + the example + the question."""
    lang = view.lang
    question = asked_question(reply_text)
    tail = [part for part in (example(question, lang), _question_line(reply_text)) if part]
    need = "need_answers" if question == "ask_booking_details" else "need_answer"
    opening = (
        [help_text(need, lang)]
        if answered_otherwise
        else [help_text("not_understood", lang), can_do_now(view.stage, lang)]
    )
    first = "\n\n".join([*opening, *tail])
    if first != avoid:
        return first
    return "\n\n".join([help_text("still_not_understood", lang), *tail])


_INVITES = ("present_invite", "explore_invite", "post_help")


def _is_waiting(text: str, lang: str) -> bool:
    """The "your booking is on hold… scan the QR" answer (an invitation too, with the booking's values)."""
    parts = [
        re.escape(p)
        for p in re.split(r"\{\w+\}", PHRASES["payment_waiting"].get(lang) or PHRASES["payment_waiting"]["EN"])
    ]
    return re.fullmatch(".*?".join(parts), text.strip(), re.DOTALL) is not None


_SMALL_TALK = {"greeting", "thanks"}


def guard(view: View, reply: Reply) -> Reply:
    """Answer plainly when the message was not understood; never repeat the previous text."""
    turn = view.last_turn
    if reply.calls or not reply.text or turn is None or turn.is_system:
        return reply
    lang = view.lang
    if shown_calls(view):  # an answer from tool results: only a third identical one is reworded
        if len(view.assistant_texts) >= 2 and reply.text == view.assistant_texts[-1] == view.assistant_texts[-2]:
            reply.text = help_text("unchanged", lang) + "\n\n" + reply.text
        return reply
    heard = hear(turn.text, turn.asked, view.today)
    if "help" in heard.intents and not heard.slots and help_text("can_do", lang) not in reply.text:
        reply.text = help_text("can_do", lang) + "\n\n" + reply.text
        return reply
    if heard.intents & {"thanks"} and not heard.slots and not heard.intents - _SMALL_TALK - {"affirm"}:
        reply.text = help_text("welcome", lang) + " " + reply.text
    last = view.assistant_texts[-1] if view.assistant_texts else ""
    third = len(view.assistant_texts) >= 2 and reply.text == last == view.assistant_texts[-2]
    asks_again = turn.asked is not None and asked_question(reply.text) == turn.asked
    invite_only = any(reply.text.strip() == say(key, lang) for key in _INVITES) or _is_waiting(reply.text, lang)
    # a question answered above the question still open is not lost ("多少钱？" while booking, issue 38/39)
    answered = asks_to_look(turn.text, heard.intents) and "\n\n" in reply.text.strip()
    # "not yet" under the summary is heard: the summary's question asked again is its answer (held-out batch AA)
    answered = answered or (view.stage == "BOOKING" and turn.asked in CONFIRM_QUESTIONS and waits(turn.text))
    lost = (asks_again and not heard.slots and not answered) or (
        invite_only and heard.empty and not heard.intents & _SMALL_TALK
    )
    if lost or third:
        otherwise = bool(heard.intents & {"affirm", "deny", "book"}) and not third
        reply.text = clarified(view, reply.text, avoid=last, answered_otherwise=otherwise)
    return reply
