"""A message read plainly, before its words are weighed one by one (EN / KH / ZH): a question is never a yes, and a
short clear order to book the summary on screen is one.

- **A question asks; it agrees to nothing.** A message is a question when
  - it opens with a discourse marker that turns to something new ("对了，吴哥窟的门票包含在里面吗？" by the way, are
    the Angkor tickets included?; "还有…", "另外…", "ចុះ…", "ហើយ…", "by the way…", "also…"), after at most a bare
    acknowledgement ("好的。对了，…", "OK បង ចុះ…"), and asks something there; "对" alone means "right", "对了" opening
    more words means "by the way";
  - or its own question holds the agreement: the last question ("…?", "…？", "…吗", "…呢", "…ឬ", "… ឬទេ?",
    "…បានទេ") is an agreement once its question ending is taken off ("可以订了吗？" can it be booked now?, "កក់ទៅឬ"
    book it?, "OK ឬ", "好的呢"). A question after a stated yes ("好的，订吧。门票包含吗？", "Yes please! what time is
    the pickup?") asks about something else: the yes stands.
- **A short clear order to book is the yes.** A booking summary's message made only of acknowledgements,
  politeness, agreement and the order to book ("可以订了", "好嘞 订吧", "就订这个吧", "ok可以订了", "麻烦帮我订一下",
  "OK … កក់ទៅ … យល់ព្រម", "អូខេបង កក់ឱ្យខ្ញុំផង ខ្ញុំយល់ព្រម"), perhaps closing the questions ("没别的问题了，订吧",
  "អត់មានសំណួរទៀតទេ កក់ទៅ"), agrees to it; a pointing "就这个吧" (this one) agrees too, under the summary's own
  question only (agent.consent_question).

Whether such a message answers a quote at all, and which, is agent.consent's: only a quote the sender had seen.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Callable, Literal, Optional

from agent.consent_words import QuoteKind, _judge
from agent.hanzi import simplified

Plain = Optional[Literal["yes", "unclear"]]

_PUNCT = r"[,.;!?，。；！？、\n។៕…~～]"
# a bare acknowledgement before a discourse marker: "对" is one only when "了" does not follow it
_ACK = (
    r"ok(?:ay)?|yes|yeah|yep|sure|thanks|thank you|好的?|好吧|好啊|好呀|好啦|好嘞|嗯+|行|是的?|对(?!了)的?|谢谢|"
    r"បាទ|ចាស|ចា៎ស?|អូខេ|បង|អរគុណ(?:ច្រើន)?"
)
_BARE = re.compile(rf"^(?:{_ACK})$")
_ACKS = re.compile(rf"^(?:[\s,.;!，。；！、~～…]*(?:{_ACK})(?![a-z]))*[\s,.;!，。；！、~～…]*")
_MARKER = re.compile(
    r"(?:哦|噢|啊|喔)?对了|还有|另外|那个|顺便(?:问一?下)?|再问一?下|ចុះ|ហើយ|មួយទៀត|by the way|btw|also|oh and|"
    r"one more (?:thing|question)|another question|quick question"
)
# a question anywhere in what the marker opens
_ASKING = re.compile(
    r"[?？]|吗|嗎|呢|么|麼|几|什么|怎么|哪|多少|谁|为什么|是否|有没有|能不能|可不可以|要不要|是不是|会不会|"
    r"ប៉ុន្មាន|អ្វី(?!ៗ)|មួយណា|ពេលណា|កន្លែងណា|ឯណា|ណាខ្លះ|ម៉េច|ឬ|មែនទេ|បានទេ|ទេ\W*$"
)
# a question's own ending, and a word that is nothing but one ("… ឬទេ?" closes the words before it)
_ENDING = re.compile(r"(?:[?？]|吗|嗎|呢|么|麼|ឬទេ|ឬ|មែនទេ|បានទេ)[\s?？]*$")
_END_SPAN = 16  # the ending is looked for in the last characters only
_PARTICLE = re.compile(r"^(?:ឬទេ|ឬ|ទេ|មែនទេ|បានទេ|吗|嗎|呢)?[?？]*$")
_SPACED_SCRIPT = re.compile(r"[\u3400-\u9fff\u1780-\u17ff]")


def _folded(text: str) -> str:
    return simplified(unicodedata.normalize("NFKC", text)).lower().replace("’", "'")


def _words(text: str) -> str:
    """Letters, marks and digits, everything else a space (a question mark kept)."""
    kept = (ch if ch in "?？" or unicodedata.category(ch)[0] in "LMN" else " " for ch in _folded(text))
    return re.sub(r"\s+", " ", "".join(kept)).strip()


def opens_a_question(text: str) -> bool:
    """The message (after a bare acknowledgement) opens with a discourse marker and asks something after it."""
    t = _folded(text).strip()
    rest = t[_ACKS.match(t).end() :]  # type: ignore[union-attr]
    marker = _MARKER.match(rest)
    if marker is None or (rest[: marker.end()].isascii() and re.match(r"[a-z]", rest[marker.end() :])):
        return False  # no marker, or an English word that only begins with one ("also" in "alsoo")
    after = rest[marker.end() :].strip(" ,.;!，。；！、~～…")
    return bool(after) and bool(_ASKING.search(after))


def asks_its_agreement(text: str, agrees: Callable[[str], bool]) -> bool:
    """The message's last question holds its agreement: what that question says, without its ending, agrees."""
    t = _folded(text).strip().rstrip(" .!。！~～…")
    if not _ENDING.search(t[-_END_SPAN:]):
        return False
    last = [c for c in re.split(_PUNCT.replace("?", "").replace("？", ""), t) if c.strip()]
    if not last:
        return False
    tail = last[-1].strip()
    if _SPACED_SCRIPT.search(tail):  # Khmer and Chinese clauses run on at spaces: the question is the last words,
        words = tail.split()  # with the bare acknowledgements just before them ("បាទ កក់ទៅ ឬទេ?")
        while len(words) > 1 and _PARTICLE.match(words[-1]):
            words = words[:-2] + [words[-2] + words[-1]]
        start = len(words) - 1
        while start > 0 and _BARE.match(words[start - 1]):
            start -= 1
        tail = " ".join(words[start:])
    ending = _ENDING.search(tail[-_END_SPAN:])
    asked = tail[: len(tail) - len(ending.group())].strip() if ending else tail
    return bool(asked) and agrees(asked)


def is_question(text: str, agrees: Callable[[str], bool]) -> bool:
    """A question (see the module's doc): never a yes, whatever agreement it holds."""
    return opens_a_question(text) or asks_its_agreement(text, agrees)


# ----------------------------------------------------------------------------- a short order to book

_ZH_WORDS = (
    r"ok(?:ay)?|好的?|好吧|好啊|好呀|好啦|好嘞|好勒|好滴|好哒|好哦|好喔|行吧|行|可以的?|嗯+|是的?|对的?|没问题|中|妥|"
    r"那就|那么|那|就这样|就|确认|确定|同意|麻烦(?:你|您)?|请|帮(?:我们|我|忙)?|给(?:我们|我)|我们|我|谢谢(?:你|您)?|"
    r"一下|这个|了|吧|啊|呀|哈|啦|哦|嘞|呗|亲"
    # closing the questions: "没别的问题了", "没有特别要求"
    r"|没有?(?:其他|其它|别的|什么|啥|特别|特殊)?的?(?:问题|疑问|要求|需求|意见)了?|没有?(?:其他|其它|别的)的?了"
    r"|没(?:什么|啥)(?:要加|要改)的?了?"
)
_ZH_ORDER = r"预订|预定|订|下单|定|就这个|就它|选这个|要这个"
_KH_WORDS = (
    r"ok(?:ay)?|អូខេ|បាទបង|បាទ|ចា៎ស|ចាស|ចា៎|ចាះ|ល្អណាស់|ល្អ|ក៏បាន|បាន|អញ្ចឹង|ចឹង|បើអញ្ចឹង|ត្រូវហើយ|ខ្ញុំ|យើង|"
    r"យល់ព្រម|ព្រម|បង|អូន|សូម|អរគុណ(?:ច្រើន)?(?:ណាស់)?|ណា៎?|ហើយ|ចុះ|ផង|ទៅ|ឥឡូវ(?:នេះ)?|តែម្តង|តែម្ដង|ជួយ|"
    r"ឱ្យ|ឲ្យ|អោយ|ទាំងអស់|តាមនេះ|ហ្នឹង|នេះ"
    # closing the questions: "អត់មានសំណួរទៀតទេ", "គ្មានអ្វីបន្ថែមទេ"
    r"|(?:អត់|មិន|គ្មាន)(?:មាន)?(?:សំណួរ|អ្វី|អី)(?:ទៀត|បន្ថែម)?(?:ទេ)?|(?:អត់|មិន)អីទេ"
)
_KH_ORDER = r"កក់|យកមួយនេះ|យកមួយហ្នឹង|យកហ្នឹង"
_ORDER = re.compile(rf"(?:{_ZH_ORDER}|{_KH_ORDER})")
MAX_SHORT = 80


def _alternatives(pattern: str) -> list[re.Pattern[str]]:
    """Each top-level alternative of ``pattern``, compiled on its own."""
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(pattern):
        depth += {"(": 1, ")": -1}.get(ch, 0)
        if ch == "|" and depth == 0:
            parts.append(pattern[start:i])
            start = i + 1
    return [re.compile(p) for p in [*parts, pattern[start:]]]


_TOKENS = _alternatives(f"{_ZH_ORDER}|{_KH_ORDER}|{_ZH_WORDS}|{_KH_WORDS}")


def made_of(t: str, tokens: list[re.Pattern[str]]) -> bool:
    """``t`` is a run of ``tokens`` (spaces between them or not): which positions each token can reach, so no
    regular expression backtracks over the ways to cut it."""
    reach = [True] + [False] * len(t)
    for i, ch in enumerate(t):
        if not reach[i]:
            continue
        if ch == " ":
            reach[i + 1] = True
            continue
        for token in tokens:
            m = token.match(t, i)
            if m is not None and m.end() > i:
                reach[m.end()] = True
    return reach[len(t)]


def orders_booking(text: str) -> bool:
    """A short Khmer or Chinese message made only of agreement, politeness and the order to book (or "就这个")."""
    if len(text) > MAX_SHORT or not _SPACED_SCRIPT.search(text):
        return False
    t = _words(text)
    return bool(t) and bool(_ORDER.search(t)) and made_of(t, list(_TOKENS))


_KINDS: tuple[QuoteKind, ...] = ("booking", "reschedule", "cancellation", "pickup")


def plain(text: str, kind: str, agrees: Callable[[str], bool]) -> Plain:
    """ "unclear" for a question, "yes" for a short clear order to book a booking summary, None otherwise (the words
    are weighed as usual). ``agrees``: whether words agree to the quote; words asked that agree to any quote's
    action ("OK កក់ទៅបានទេ?" under a cancellation) ask it too."""
    agreeing = lambda words: agrees(words) or any(_judge(words, k) == "yes" for k in _KINDS)  # noqa: E731
    if is_question(text, agreeing):
        return "unclear"
    if kind == "booking" and orders_booking(text):
        return "yes"
    return None


def plainly(
    text: str,
    kind: str,
    answer: str,
    said: str,
    read: Callable[[str], tuple[str, str]],
    reads: Callable[[], bool],
) -> tuple[str, str]:
    """(the answer, the words it is read from) once the message is read plainly: a question's yes is unclear, a short
    order to book the summary is its yes. ``read``: the words' answer to the quote; ``reads`` (the workflow's patch) is
    asked only when the plain reading differs from ``answer``."""
    found = plain(text, kind, lambda words: read(words)[0] == "yes")
    if found is not None and found != answer and (found == "yes" or answer == "yes") and reads():
        return found, text  # "对了，门票包含吗？" asks; "好嘞 订吧", "OK … កក់ទៅ … យល់ព្រម" book
    return answer, said
