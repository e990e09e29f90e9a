"""A no that names another offer is not a no to this quote (EN / KH / ZH).

Relay 21 req 63: "送机场 确认 私人晚宴45美元一个人太贵了不要 按摩吧" (the drop-off to the airport, confirmed;
the private dinner is too dear, no; the massage then) closed the pickup proposal as a no: the "不要"
was about the dinner. A message that answers several things is read part by part:

- a clause that names this quote's action starts its part; a clause that names something else (another
  action, or an offer: "the dinner", "私人晚宴", "ម្ហូបពេលល្ងាច") starts another; a clause that names
  nothing ("确认", "yes", "no") belongs to the part before it (or, at the start, to the first part);
- when some part about something else holds a no, the verdict for this quote is the verdict of the
  parts that name it (:func:`own_part`), so "yes change the pickup, no dinner" is a yes to the pickup,
  and "no dinner, and don't change the pickup" is a no to it.

A booking's summary holds the whole trip (its hotel, its extras), so under a booking quote nothing named is
another offer: "不要升级酒店，确认预订" asks for a different summary, and the message is read whole.
A bare no naming nothing ("no", "不要", "ទេ") names no other offer, so it still declines; a "keep it" names
the quote's own subject (the date, the pickup), never another offer.
"""

from __future__ import annotations

import re
from typing import Callable, Optional

from agent.consent_actions import names
from agent.consent_guards import asks, clauses

_PUNCT = r"[!-/:-@\[-`{-~，。！？；：、“”‘’（）…·—។៕]"  # Khmer vowel signs are no \w: not stripped
# words that name nothing: answers, negations, hedges, politeness, pronouns, amounts, question words
_EMPTY_EN = re.compile(
    r"(?i)\b(?:yes|yeah|yep|ok|okay|sure|fine|please|pls|thanks|thank you|no|nope|nah|not|don'?t|do|does|"
    r"want|need|like|i|we|us|me|it|that|this|them|those|these|one|the|a|an|and|but|or|so|then|though|"
    r"too|very|much|expensive|pricey|dear|skip|without|for|to|of|per|person|each|please|go|ahead|thx|"
    r"usd|dollars?|how|what|total|is|are|be|just|also|either|neither|nor|instead|only|wait|hold|hang|on|maybe|"
    r"later|actually|never|mind|think|let|let'?s|sorry|changed|my|rather|now|yet|really|way|forget|scratch|"
    r"oh+|ah+|hmm+|um+|uh+|well|whatever|alright|right|good|great|nice|cool|that'?s|it'?s|thing)\b"
    r"|\$?\d+(?:[.,]\d+)?\$?|" + _PUNCT
)
_EMPTY_ZH = re.compile(
    r"不要|不用|不了|不行|算了|太贵|好的|好吧|可以|确认|同意|没问题|就这样|行|好|对|是的|是|嗯|吧|了|啊|呀|呢|的|"
    r"不|别|贵|太|很|一个人|每人|一人|美元|块|元|多少|一共|总共|什么|怎么|我们|我|你|这个|那个|这|那|就|也|还是|还|"
    r"请|谢谢|麻烦|吗|么|唉|哎|嗯|哦|罢了|算啦|等等|等一下|考虑|暂时|再想想|想想|先|\d+(?:[.,]\d+)?|" + _PUNCT
)
_EMPTY_KH = re.compile(
    r"បាទ|ចាស|បង(?!ស្រី|ប្រុស)|ក៏|យល់ព្រម|អូខេ|បាន|ទេ|អត់|មិន|កុំ|ចង់|ថ្លៃពេក|ថ្លៃ|ពេក|សូម|អរគុណ|ខ្ញុំ|យើង|វា|នេះ|នោះ|ដុល្លារ|ប៉ុន្មាន|"
    r"ម្នាក់|ក្នុង|ចាំសិន|ចាំបន្តិច|គិតសិន|ទុកសិន|សិន|ហើយ|ណា|ចុះ|ទៅ|ដែរ|[\d\u17e0-\u17e9]+|" + _PUNCT
)
# "keep it", "留着", "ទុក": the quote's own subject kept, a no to this quote whatever else it names
_KEEPS = re.compile(r"(?i)\b(?:keep|leave|stay|stick)\b|保持|不变|留|维持|ទុក|នៅដដែល")
# a "but" opening this quote's part joins it to what came before; it asks for nothing else
_STOPPED = re.compile(r"[.;!?。；！？\n។៕]\s*$")  # a full stop ends what a clause speaks of
_CJK = re.compile(r"[\u3400-\u9fff]")
JOIN = re.compile(r"(?i)^\s*(?:but|and|though|however|但是|不过|可是|另外|ប៉ុន្តែ|ហើយ)[\s,，]*")


def _names_something(clause: str) -> bool:
    rest = _EMPTY_KH.sub(" ", _EMPTY_ZH.sub(" ", _EMPTY_EN.sub(" ", clause)))
    return any(len(word) > 1 for word in rest.split())


def own_part(
    text: str,
    kind: str,
    said_no: Callable[[str], bool],
    judge: Callable[[str], str],
    wants_else: Callable[[str], bool],
    place: str = "",
) -> Optional[str]:
    """The parts of ``text`` that name ``kind``'s action, when another part names something else and
    either says no to it (``said_no``) or this action's own part says no; None when the message is to be
    read whole (also when a part asks, or ``wants_else``: asks for another change)."""
    if kind == "booking":
        return None
    owners: list[tuple[Optional[bool], str]] = []  # (names this action?, clause); None: names nothing
    for clause in clauses(text):
        low = clause.casefold()
        if names(low, kind) or (place and place.casefold() in low):
            owners.append((True, clause))
        elif not _KEEPS.search(clause) and (_names_something(clause) or _names_other_action(low, kind)):
            owners.append((False, clause))
        else:
            owners.append((None, clause))
    first = next((own for own, _ in owners if own is not None), None)
    if first is None:
        return None
    runs: list[tuple[bool, list[str]]] = []  # consecutive clauses about one thing
    for i, (own, clause) in enumerate(owners):
        owner = own if own is not None else _owner_of_unnamed(clause, owners[i + 1 :], runs, first, judge)
        if runs and runs[-1][0] == owner:
            runs[-1][1].append(clause)
        else:
            runs.append((owner, [clause]))
    mine = [JOIN.sub("", " ".join(run)) for owner, run in runs if owner]
    part = ("。" if _CJK.search(text) else ". ").join(mine)
    # a no to another offer leaves this quote to its own part; so does a no to this one (a no gives nothing away)
    if any(asks(clause) or wants_else(clause) for owner, run in runs if not owner for clause in run):
        return None  # a question or another request beside it ("but a day later"): the message is read whole
    refused = _refuses_other(owners, said_no)
    if not mine or not any(not owner for owner, _ in runs) or refused is None or not (refused or said_no(part)):
        return None
    return part


def _refuses_other(owners: list[tuple[Optional[bool], str]], said_no: Callable[[str], bool]) -> Optional[bool]:
    """Whether a no is said with another offer's name: in its clause ("私人晚宴…太贵了不要", "no dinner though")
    or in the words joined to it before a full stop ("晚宴 不要", "the dinner is too dear, no"). None when a
    no names nothing, joined to no offer ("…骗子公司才这么干！算了，不要了。改期吧", "move it. no"): a bare no,
    and the message is read whole."""
    found, glued = False, False  # glued: this clause still speaks of the offer named before it
    for own, clause in owners:
        if own is False:
            found = found or said_no(JOIN.sub("", clause))
            glued = True
        elif own is None and said_no(clause):
            if not glued:
                return None
            found = True
        else:
            glued = glued and own is None
        glued = glued and not _STOPPED.search(clause)
    return found


def _owner_of_unnamed(
    clause: str,
    after: list[tuple[Optional[bool], str]],
    runs: list[tuple[bool, list[str]]],
    first: bool,
    judge: Callable[[str], str],
) -> bool:
    """A clause that names nothing ("确认", "បាទ", "no") belongs to the part before it, unless that part about
    another offer has its answer already and this quote's part follows: then a different answer opens this
    quote's part ("ម៉ាស្សា ថ្លៃពេក បាទ ប្តូរទៅ", "the massage yes please. no, don't cancel it"), while the same
    answer said again stays with the offer ("the dinner is too dear, no. yes, move it")."""
    if not runs:
        return first
    following = next((own for own, _ in after if own is not None), None)
    if following is True and runs[-1][0] is False:
        theirs = judge(" ".join(runs[-1][1]))
        if theirs != "unclear" and judge(clause) != theirs:
            return True
    return runs[-1][0]


def _names_other_action(low: str, kind: str) -> bool:
    return any(names(low, other) for other in ("booking", "reschedule", "cancellation", "pickup") if other != kind)
