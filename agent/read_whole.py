"""A yes read whole: a figure's point, a complaint beside it or a note for the operator cut no answer (EN / KH / ZH).

Relay 54: the model asked "Shall I add the cooking class … for **$91.00 (S$122.85)**?"; the consent readers cut the
question at the figure's decimal point, read its last piece "85)**?" as the question, found no action in it, and the
traveller's "fine, he can wait at the riverside restaurant, add that as a request. yes confirm", then "are you
serious?? … this is a stupid system. YES.", were no yes: only the card's button went through. Read whole:

1. a point or comma between two digits ("91.00", "1,035", "2.998.700") is part of the figure: no reader cuts a
   sentence, a clause or a question there (every reader compiles its marks through :class:`Cut`);
2. a clause asking the operator for something ("add that as a request", "please note …", "帮我备注…",
   "សូមកត់ចំណាំ…") or taking a leaver's requests off with them ("…and remove her requests too") is a special
   request, no other change (a bare "fine" beside it agrees to the note), and "he can wait at the restaurant" says where he waits, no
   "wait" holding the answer: the yes beside them stays the yes (the model records the request with its own tool);
3. a concession stated before the answer ("even though we get nothing back, cancel it", "虽然拿不回钱，也取消吧",
   "ទោះអត់បានលុយវិញក៏ដោយ សុំលុបចោលទៅ") refuses nothing: the answer after it decides ("សុំ", spoken "please",
   read as the written "សូម");
4. Traditional Chinese read as Simplified in the model's question too ("要幫您延長成5天嗎？" asks the quote's own
   change), and the Taiwanese "好喔" as "好哦" (relay 56 req 45: "好喔，…多$100可以，幫我延長成5天" was no yes);
5. beside a complaint, an agreement that confirms ("YES I CONFIRM", "好吧，确认", "បាទ បញ្ជាក់") is the yes as one
   naming the quote's action is (agent.consent_complaints); a bare "fine" beside "what a rip-off" stays unclear.

:func:`read_whole` turns these on for one hearing (the workflow's patch: sessions recorded before it read as before).
"""

from __future__ import annotations

import re
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Callable, Iterator

_WHOLE: ContextVar[bool] = ContextVar("yes_read_whole", default=False)
_CLASS = re.compile(r"\[\^([^\]]*)\]")  # a negated class: "any character but these marks"
FIGURE = re.compile(r"\d[.,]\d")  # a text holding a figure with a point or comma in it
# a clause asking the operator for something: a special request, not a change of the quote
_TAIL = r"[^,.;!?，。；！？។៕\n]*"  # what a note says, to its clause's end
NOTE = re.compile(
    r"(?i)\b(?:add|put|record|write|leave|pass|make)\s+(?:(?:that|this|it|these|those|them|one|also)\s+)?"
    r"(?:(?:as|in|into|to|on)\s+)?(?:(?:a|an|the|my|our)\s+)?(?:special\s+)?(?:requests?|notes?|remarks?)\b"
    rf"{_TAIL}|\bnote(?: that| down| it|:){_TAIL}|(?:备注|備註|记下来|記下來|记一下|記一下){_TAIL}"
    rf"|(?:កត់ចំណាំ|កត់ទុក|(?:ដាក់|បន្ថែម|ធ្វើ)\s?ជាសំណើ){_TAIL}"
    # the leaver's own requests taken off with them ("yes remove her, and remove her requests too")
    r"|\b(?:remove|drop|cancel|withdraw|delete|take off)\s+(?:(?:her|his|their|the|those|these)\s+)?(?:special\s+)?"
    r"(?:requests?|notes?)\b(?:\s+(?:too|as well|also))?|ដក\s?សំណើ(?:\s?របស់(?:គាត់|គេ|ម្តាយ|ឪពុក))?(?:\s?ចេញ)?(?:\s?ដែរ)?"
)
# where someone waits ("he can wait at the riverside restaurant"): a statement, no "wait" holding the answer
WAITS_AT = re.compile(r"(?i)\bwait(?:s|ing)?\s+(?:at|in|by|near|outside|inside|on|there|here)\b")
# a concession stated before the answer ("虽然拿不回钱，也取消吧", "ទោះអត់បានលុយវិញក៏ដោយ លុបចោលទៅ"): its negation
# refuses nothing
CONCEDES = re.compile(
    r"(?i)\beven (?:though|if)\b[^,;.!?]*[,;]|(?:虽然|雖然|尽管|儘管|即使|哪怕|就算)[^，,；;。！？!?也]*[，,；;]?\s*(?:也|还是|還是|都)?"
    r"|ទោះ(?:បី|ជា|បីជា)?[^។៕,;!?]*?ក៏ដោយ"
)
# "也" opening the answer after a concession ("…，也取消吧": cancel it all the same); a spoken Khmer "សុំ" (please)
# before the order, as the written "សូម" is ("សុំលុបចោលទៅបង")
_ALSO = re.compile(r"^\s*也(?=\S)")
_PLEASE_KH = re.compile(r"(?<![\u1780-\u17ff])សុំ(?=[\u1780-\u17ff])")
# an agreement that confirms, whatever the quote's action
CONFIRMS = re.compile(r"(?i)\b(?:i )?(?:confirm(?:ed)?|go ahead|proceed)\b|确认|確認|确定|確定|បញ្ជាក់|យល់ព្រម")


# a yes said in so many words, whatever the quote; a bare agreement ("fine" or "好的" beside a note agrees to the note)
_EXPLICIT = re.compile(
    r"(?i)\b(?:yes|yep|yeah|confirm(?:ed)?|go ahead|proceed)\b|是的|确认|確認|确定|確定|បាទ|ចាស|យល់ព្រម|បញ្ជាក់"
)
_BARE = re.compile(r"(?i)^\W*(?:fine|ok(?:ay)?|alright|sure|good|好的?|行|可以|没问题|沒問題|អូខេ|បាន)\W*$")
_CLAUSE_MARK = re.compile(r"[,.;!?，。；！？។៕\n]+")


def said_beside_a_note(text: str, reads_yes: Callable[[str], bool]) -> bool:
    """A yes in ``text`` stands beside a note for the operator: there is no note (or it is not read whole), the yes
    is said in so many words, or what is left without the note and the bare agreements still reads as the yes
    (``reads_yes``: "ok add him", "then add Imani"); a bare "fine, add that as a request" is the note's."""
    if not _WHOLE.get() or not NOTE.search(text):
        return True
    rest = NOTE.sub(" ", text)
    if _EXPLICIT.search(rest):
        return True
    kept = ". ".join(c.strip() for c in _CLAUSE_MARK.split(rest) if c.strip() and not _BARE.match(c))
    return bool(kept) and reads_yes(kept)


def taiwanese(text: str) -> str:
    """The Taiwanese particle "喔" read as "哦" ("好喔": ok), when read whole (relay 56 req 45)."""
    return text.replace("喔", "哦") if _WHOLE.get() else text


def traditional(text: str, simplified: Callable[[str], str]) -> bool:
    """``text`` (a message, or the model's question) reads differently as Simplified or with "喔" as "哦"."""
    return "喔" in text or simplified(text) != text


def whole() -> bool:
    """Whether this hearing reads the yes whole."""
    return _WHOLE.get()


def asides(text: str) -> bool:
    """Whether ``text`` asks the operator for something, says where someone waits or concedes a fact."""
    return bool(
        NOTE.search(text)
        or WAITS_AT.search(text)
        or CONCEDES.search(text)
        or _ALSO.search(text)
        or _PLEASE_KH.search(text)
    )


def without_asides(text: str) -> str:
    """``text`` without what it asks of the operator, says of where someone waits or concedes, when read whole."""
    if not _WHOLE.get() or not asides(text):
        return text
    kept = _PLEASE_KH.sub("សូម", CONCEDES.sub(" ", WAITS_AT.sub(" ", NOTE.sub(" ", text))))
    return _ALSO.sub("", re.sub(r"\s+", " ", kept).strip())


def _kept_figures(pattern: str) -> str:
    """``pattern`` with each negated class of marks that holds a point or comma also taking one between digits."""

    def keep(m: re.Match[str]) -> str:
        marks = m.group(1)
        return f"(?:[^{marks}]|(?<=\\d)[.,](?=\\d))" if "." in marks or "," in marks else m.group(0)

    return _CLASS.sub(keep, pattern)


class Cut:
    """A pattern cutting text at marks: read as compiled, or with figures whole while :func:`read_whole` is on."""

    def __init__(self, pattern: str) -> None:
        self._plain = re.compile(pattern)
        self._whole = re.compile(_kept_figures(pattern))

    @property
    def pattern(self) -> str:
        return self._plain.pattern

    def findall(self, text: str) -> list[str]:
        return (self._whole if _WHOLE.get() else self._plain).findall(text)


@contextmanager
def read_whole(on: bool) -> Iterator[None]:
    """While inside, the readers read the yes whole when ``on``."""
    token = _WHOLE.set(on)
    try:
        yield
    finally:
        _WHOLE.reset(token)
