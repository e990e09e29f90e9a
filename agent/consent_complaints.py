"""A complaint about a quote is neither a yes nor a no (EN / KH / ZH; agent.consent_words).

A traveller under a 50 % refund wrote "你们这是抢钱吧？刚才改日期你说不要钱的，结果坑在这里" (robbery; you said the
move was free, and here is the trap) and the quote closed as declined: she had to ask for it again. A
complaint, an insult or sarcasm ("this is robbery", "what a rip-off", "too expensive", "抢钱", "坑人",
"太贵了吧", "骗子", "ថ្លៃពេក", "បោកប្រាស់", "ប្លន់") refuses nothing: the quote stays open and the model answers
the complaint. Only an explicit refusal beside it ("太贵了，不要", "too expensive, no thanks") declines.

:func:`without_complaints` takes them out of the message before it is read. What is left decides, except that an
agreement said before a complaint and not naming the quote's action ("great, what a rip-off", "好啊，抢钱是吧")
is sarcasm or resignation: unclear. An agreeing part that names the quote's action, before or after the
complaint ("太贵了吧？好吧，订吧。", "yes, cancel it. what a rip-off"), stays the yes.
"""

from __future__ import annotations

import re
from typing import Callable

from agent.consent_actions import names
from agent.consent_guards import clauses
from agent.read_whole import CONFIRMS, whole

_COMPLAINT = re.compile(
    r"(?i)(?<!not )(?<!not so )\b(?:(?:way |far |much )?too (?:expensive|pricey|much|dear)|so (?:expensive|pricey)"
    r"|(?:daylight |highway )?robbery|rob(?:bing|bed)? (?:me|us)|rip ?-?offs?|ripp(?:ing|ed) (?:me|us) off"
    r"|thie(?:f|ves|ving)|stealing|scam(?:s|mers?|ming)?|fraud(?:s|sters?)?|cheat(?:s|ers?|ing|ed)?"
    r"|con artists?|crooks?|extortion|greedy|shameless|outrageous|ridiculous|insane|a joke"
    r"|(?:are|must be) you kidding(?: me)?|you must be kidding|you'?re kidding)\b"
    r"|抢钱|抢劫|坑人|坑爹|坑钱|坑|骗子|骗人|骗钱|黑心|宰客|宰人|奸商|强盗|离谱|太过分|过分|(?<!不)(?<!不算)(?:太|好|这么|那么|真)?贵(?![宾姓])"
    r"|ថ្លៃពេក|ថ្លៃណាស់|ថ្លៃម្ល៉េះ|បោកប្រាស់|បោកលុយ|ប្លន់|ចោរ|អយុត្តិធម៌"
)

_SENTENCE = re.compile(r"[.;!?。；！？\n។៕]+")


def complains(text: str) -> bool:
    return bool(_COMPLAINT.search(text))


def without_complaints(text: str) -> str:
    """The (normalised) message with its complaints taken out: what is left is read for a yes or a no."""
    return re.sub(r"\s+", " ", _COMPLAINT.sub(" ", text)).strip()


def complained(text: str, answer: str, judge: Callable[[str], str], kind: str, normalise: Callable[[str], str]) -> str:
    """``answer`` (read without the complaints) for a message that complains: a yes only when a part that
    agrees (``judge``: a clause or a sentence) names the quote's action."""
    parts = [*clauses(text), *(s for s in _SENTENCE.split(text) if s.strip())]
    confirms = lambda c: names(normalise(c), kind) or (whole() and CONFIRMS.search(c))  # noqa: E731 (agent.read_whole)
    if answer == "yes" and not any(judge(c) == "yes" and confirms(c) for c in parts):
        return "unclear"  # "great, what a rip-off", "好吧，太贵了": sarcasm or resignation, not the yes
    return answer
