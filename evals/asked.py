"""Reading the assistant's screen text the way a traveller does: what it asked, whether it said a
payment went through, and whether a line is in the session's language.

These are heuristics over the visible text (any model writes it differently), kept in one place
so a task author can see what the scripted traveller reacts to. The question is the last sentence
that ends with a question mark; its topic is the first pattern below that matches it.
"""

from __future__ import annotations

import re
from typing import Any, Optional

from opencc_purepy import OpenCC

from evals.schema import Topic

_TO_SIMPLIFIED = OpenCC("t2s")


def as_read(text: str) -> str:
    """The text as the traveller's patterns read it: a session in Traditional Chinese (agent/chinese_script.py
    converts what the screen shows) reads like one in Simplified, in which the patterns below are written."""
    return _TO_SIMPLIFIED.convert(text) if re.search(r"[\u3400-\u9fff]", text or "") else text or ""


# (topic, pattern) in priority order: a confirmation question mentioning dates is a confirmation.
TOPICS: list[tuple[Topic, re.Pattern[str]]] = [
    (
        "confirm",
        re.compile(
            r"shall i|should i (go ahead|book|reserve|confirm)|go ahead|do you want me to|would you like me to "
            r"(book|reserve|confirm|cancel|go ahead)|reserve it|book (it|this) (now|for you)|confirm (this|the) "
            r"(change|booking)|want me to (cancel|book|reserve|confirm)|(reserve|book) (it )?again|re-?confirm|"
            r"要我|确认|为您预订吗|预留吗|重新预订|取消吗|"
            r"តើខ្ញុំអាច|បញ្ជាក់|កក់ទុក|កក់វាម្តងទៀត|លុបចោលមែនទេ",
            re.I,
        ),
    ),
    ("name", re.compile(r"full name|your name|name for the booking|whose name|全名|姓名|名字|ឈ្មោះ", re.I)),
    ("phone", re.compile(r"phone|mobile|whatsapp|contact number|电话|手机|ទូរស័ព្ទ", re.I)),
    ("pickup", re.compile(r"pick (you )?up|pickup|pick-up|collect you|接您|接送|哪里接|ទទួល", re.I)),
    (
        "dates",
        re.compile(
            r"when would|which date|what date|start date|travel date|YYYY|哪天|日期|出发时间|ថ្ងៃណា|កាលបរិច្ឆេទ", re.I
        ),
    ),
    ("special_requests", re.compile(r"special request|dietary|allerg|特殊要求|饮食|សំណើពិសេស", re.I)),
    # "which one would you like to add: A, B?" asks what to change, never which trip
    (
        "what_change",
        re.compile(r"which (one|activity|add-on) would you like (to add|added)|想加哪|要加哪|បន្ថែមមួយណា", re.I),
    ),
    ("which_trip", re.compile(r"which (option|one|trip)|the first, the second|哪一个|选哪|មួយណា", re.I)),
    ("what_change", re.compile(r"what would you like to change|what didn't fit|修改什么|哪里不合适|ផ្លាស់ប្តូរអ្វី", re.I)),
    ("mood", re.compile(r"in the mood|kind of trip|什么样的旅行|ដំណើរ[\u1780-\u17ff]{0,12}បែបណា", re.I)),
    ("place", re.compile(r"kind of place|beach, mountains|什么样的地方|កន្លែងបែបណា", re.I)),
    ("days", re.compile(r"how many days|how long|几天|ប៉ុន្មានថ្ងៃ", re.I)),
    ("people", re.compile(r"how many (people|travell?ers)|几位|几个人|ប៉ុន្មាននាក់", re.I)),
    ("budget", re.compile(r"budget|预算|ថវិកា", re.I)),
    # the budget asked as brackets of dollars per person ("under $50, $50-$150, or $150+ per person?", held-out AD)
    ("budget", re.compile(r"(?=.*(?:per person|each|每人|人均|ក្នុងម្នាក់)).*\$\s?\d[\d,]*\s?[-–]\s?\$\s?\d", re.I)),
    ("departure", re.compile(r"leaving from|departure city|which city|从哪|哪个城市出发|ទីក្រុងណា|ចេញដំណើរពី", re.I)),
    ("anything_else", re.compile(r"anything else|what would you like|还有什么|接下来|អ្វីផ្សេងទៀត", re.I)),
]
_QUESTION_END = re.compile(r"[?？]")
_SENTENCE = re.compile(r"[^.!?。！？\n]*[?？]")

#: An assistant sentence that tells the traveller their payment went through...
PAID_CLAIM = re.compile(
    r"payment (has been |was |is )?(received|confirmed|successful|complete)|you(?:'ve| have) (now )?paid|"
    r"booking (\S+ )?(is now|has been|is) confirmed|is now confirmed|"
    r"已收到付款|付款成功|支付成功|(预订|订单|付款|支付|行程)(已|已经)(被)?确认|已确认(您的)?(付款|支付|收款|预订|订单)|"
    r"បានទទួលការបង់ប្រាក់|ត្រូវបានបញ្ជាក់ហើយ",
    re.I,
)
#: ... unless the sentence is a condition or a denial ("confirmed only when you pay", "not yet").
NOT_A_CLAIM = re.compile(
    r"\b(not|n't|no|only|once|when|until|after|if|as soon as|yet|still|pending|cannot|can't)\b|"
    r"未|没|尚未|还没|一旦|之后|待|才|后[，,]|如果|若|"
    r"មិន|នៅពេល|បន្ទាប់ពី|រួចហើយទេ",
    re.I,
)
_SENTENCES = re.compile(r"[^.!?。！？\n]+[.!?。！？]*")


#: A traveller message that agrees (for the model-driven traveller, whose replies carry no tag).
CONSENT = re.compile(
    r"^\W*(yes|yep|yeah|sure|ok|okay|go ahead|book it|please do|confirm|do it|sounds good|perfect)\b|"
    r"^\W*(好|是|可以|确认|没问题|行)|^\W*(បាទ|ចាស|យល់ព្រម|អូខេ)",
    re.I,
)
KHMER = re.compile(r"[\u1780-\u17ff]")
CJK = re.compile(r"[\u4e00-\u9fff]")
LATIN_RUN = re.compile(r"(?:[A-Za-z][A-Za-z'’-]+[ ,]+){5,}[A-Za-z]+")
_NOISE = re.compile(r"https?://\S+|\S+@\S+|[A-Z]{2,}-[A-Z0-9]+|\(Offline demo model[^)]*\)")


_ABBREVIATIONS = re.compile(r"\b(e\.g|i\.e|etc|approx|no)\.", re.I)


def last_question(text: str) -> Optional[str]:
    found = _SENTENCE.findall(_ABBREVIATIONS.sub(lambda m: m.group(1).replace(".", ""), as_read(text)))
    return found[-1].strip() if found else None


def asked_topic(text: str) -> Optional[Topic]:
    """What the assistant's last question is about, or None when it asked nothing we recognise."""
    question = last_question(text)
    if not question:
        return None
    for topic, pattern in TOPICS:
        if pattern.search(question):
            return topic
    return None


#: Details a booking needs; when several are asked for at once the traveller gives them all.
DETAILS: tuple[Topic, ...] = ("dates", "pickup", "name", "phone", "special_requests")


def asked_topics(text: str) -> list[Topic]:
    """What the assistant asked for: the last question's topic plus the other booking details that
    question names ("your date and pickup?"); when the question itself is not recognised ("Could
    you share them?"), every detail the message asks for. Empty when nothing was asked."""
    first = asked_topic(text)
    if first == "confirm":
        return ["confirm"]
    question = last_question(text)
    if not question:
        return []
    scope = question if first else as_read(text)
    where = {t: m.start() for t, pattern in TOPICS if t in DETAILS and (m := pattern.search(scope))}
    listed = sorted(where, key=lambda t: where[t])  # in the order they are named
    if first is not None and first not in DETAILS:
        return [first]
    return listed or ([first] if first else [])


#: What a traveller taps when the question is not one their replies answer: the quick reply that
#: serves the step's goal (``answer_until``), by its ``value`` (docs/contract.md "Quick replies").
#: A person who came to book taps "Book this trip" under "...photos, the weather, or book this trip?";
#: one who came to pay taps the new QR under "Would you like a new QR code to try again?" (batch G).
GOAL_TAPS: dict[str, tuple[str, ...]] = {
    "qr_payment": ("trip:book", "payment:new_qr"),
    "booking_confirmed": ("trip:book",),
    "payment_confirmed": ("trip:book", "payment:new_qr"),
}


def goal_tap(text: str, options: list[dict[str, Any]], goal: Optional[str]) -> Optional[dict[str, Any]]:
    """The quick reply to tap after ``text``: one whose value serves ``goal``, when the question is not
    one the traveller's replies cover (a recognised question is answered in words). None otherwise."""
    if asked_topic(text) is not None or not goal:
        return None
    wanted = GOAL_TAPS.get(goal, ())
    if not wanted:
        return None
    return next((o for o in options if str(o.get("value") or "").startswith(wanted) and o.get("text")), None)


def retry_tap(
    topics: list[Topic], answer: str, said_last: str, options: list[dict[str, Any]]
) -> Optional[dict[str, Any]]:
    """The quick reply to tap when the same question comes back right after the traveller answered it
    (their answer was refused, e.g. a pickup outside the trip's route): saying it again would loop, so
    a person takes one of the options offered for that question (value ``"<topic>:…"``). None otherwise."""
    if not answer or answer.strip() != said_last.strip():
        return None
    wanted = tuple(f"{t}:" for t in topics)
    return next((o for o in options if str(o.get("value") or "").startswith(wanted) and o.get("text")), None)


def questions(text: str) -> list[str]:
    """Every question sentence, normalised (for "asked twice")."""
    found = _SENTENCE.findall(_ABBREVIATIONS.sub(lambda m: m.group(1).replace(".", ""), as_read(text)))
    return [re.sub(r"\W+", " ", q).strip().lower() for q in found if len(q.strip()) > 8]


def claims_paid(text: str) -> bool:
    """A sentence saying the payment went through, not as a condition or a denial."""
    return any(PAID_CLAIM.search(s) and not NOT_A_CLAIM.search(s) for s in _SENTENCES.findall(as_read(text)))


def is_consent(text: str) -> bool:
    return bool(CONSENT.search(as_read(text)))


def outside_language(text: str, language: str) -> list[str]:
    """Lines of ``text`` not in ``language``: Khmer or Chinese script in an English session; in a
    Khmer or Chinese session, a line of six or more Latin words and no character of its script.
    URLs, e-mail addresses and booking references do not count."""
    bad = []
    for line in (text or "").splitlines():
        clean = _NOISE.sub("", line).strip()
        if not clean:
            continue
        if language == "EN":
            if KHMER.search(clean) or CJK.search(clean):
                bad.append(line.strip())
            continue
        native = KHMER if language == "KH" else CJK
        if not native.search(clean) and LATIN_RUN.search(clean):
            bad.append(line.strip())
    return bad
