"""One need said in other words is still one need (run 54: the model's special_requests said "Father is 78 and
uses a walking frame: cannot do stairs at all..." and "ground-floor room", the session's recorded needs said the
same in other words and were appended, so the summary showed each need twice and createBooking made 9 items, 3
of them duplicates).

:func:`same_need`: two requests are one need when the operator files them as the same kind (agent/safety.py
``request_kind``; one it files as general may be any), they speak of the same person (or one names nobody), and
they share key words: a concept in any of EN / KH / ZH (a walking frame, stairs, a ground-floor room, a walking
limit...) counts 2, another shared word (EN words, Chinese character pairs, a Khmer word) and the same person
named 1 each; 3 or more is the same need; the same words are always the same need. :func:`unsaid`: the need
sentences a text does not already state; :func:`one_per_need`: a booking's items, one per need. Pure.
"""

from __future__ import annotations

import re
from typing import Optional

from agent.quote_changes import merge_requests, says, sentence_key, sentences
from agent.safety import request_kind
from agent.walk_limit import walk_limit_km

SAME = 3  # the score from which two requests are one need

_CONCEPTS: dict[str, str] = {
    "frame": r"walking frame|\bwalker\b|zimmer|rollator|助行器|助步器|ឧបករណ៍ជំនួយដើរ",
    "cane": r"\bcane\b|walking stick|拐杖|手杖|ឈើច្រត់",
    "wheelchair": r"wheel ?chair|轮椅|រទេះរុញ",
    "stairs": r"\bstairs?\b|\bsteps\b|staircase|楼梯|台阶|阶梯|ជណ្ដើរ|ជណ្តើរ",
    "knee": r"\bknees?\b|膝|ជង្គង់",
    "ground floor": r"ground[- ]floor|一楼|底层|低楼层|ជាន់ផ្ទាល់ដី|ជាន់ក្រោម",
    "vegetarian": r"vegetarian|\bvegan\b|素食|吃素|បួស",
    "peanut": r"peanut|花生|សណ្ដែកដី",
    "shellfish": r"shellfish|seafood|海鲜|贝类|គ្រឿងសមុទ្រ",
    "gluten": r"gluten|麸质|ក្លុយតែន",
    "diabetes": r"diabet|糖尿病|ទឹកនោមផ្អែម",
    "pregnant": r"pregnan|怀孕|孕妇|មានផ្ទៃពោះ",
    "cot": r"\bcot\b|\bcrib\b|婴儿床|គ្រែទារក",
    "quiet": r"\bquiet\b|安静|ស្ងាត់",
    "twin": r"twin bed|双床|គ្រែពីរ",
}
_CONCEPT = {name: re.compile(p, re.IGNORECASE) for name, p in _CONCEPTS.items()}
_PEOPLE: dict[str, str] = {
    "father": r"\bfather\b|\bdad\b|\bpapa\b|父亲|爸爸|ឪពុក|ប៉ា",
    "mother": r"\bmother\b|\bmum\b|\bmom\b|\bmama\b|母亲|妈妈|我妈|老妈|ម្តាយ|ម្ដាយ|ម៉ាក់",
    "wife": r"\bwife\b|妻子|老婆|太太|ប្រពន្ធ",
    "husband": r"\bhusband\b|丈夫|老公|先生|ប្ដី|ប្តី",
    "son": r"\bson\b|儿子|កូនប្រុស",
    "daughter": r"\bdaughter\b|女儿|កូនស្រី",
    "grandmother": r"grandmother|grandma|granny|奶奶|外婆|姥姥|យាយ",
    "grandfather": r"grandfather|grandpa|爷爷|外公|姥爷|ជីតា",
    "baby": r"\bbaby\b|\binfant\b|婴儿|宝宝|ទារក",
}
_PERSON = {name: re.compile(p, re.IGNORECASE) for name, p in _PEOPLE.items()}
_STOP = set(
    "please with that this they their them have will would like need needs needed also when where from into very "
    "much more most about only cannot does should must some other each every there here what which allergic allergy "
    "allergies years year kindly could make sure thank thanks".split()
)


def _concepts(text: str) -> set[str]:
    found = {name for name, rx in _CONCEPT.items() if rx.search(text)}
    return found | ({"walking limit"} if walk_limit_km(text) is not None else set())


def _people(text: str) -> set[str]:
    return {name for name, rx in _PERSON.items() if rx.search(text)}


_ZH_STOP = set("我们你他她它的了是在有和与请要需能不可以会也都就很吗吧呢一个这那为给让")


def _words(text: str) -> tuple[set[str], set[str]]:
    """Shared-word candidates besides the concepts and the people (compared apart): EN words of 4+ letters (a
    plural's s off) and Chinese character pairs (no function characters); and Khmer 4-character runs."""
    low = text.lower()
    for rx in (*_PERSON.values(), *_CONCEPT.values()):
        low = rx.sub(" ", low)
    out = {w[:-1] if w.endswith("s") and len(w) > 4 else w for w in re.findall(r"[a-z]{4,}", low) if w not in _STOP}
    for run in re.findall(r"[\u4e00-\u9fff]+", low):
        out |= {run[i : i + 2] for i in range(len(run) - 1) if not set(run[i : i + 2]) & _ZH_STOP}
    grams = {run[i : i + 4] for run in re.findall(r"[\u1780-\u17ff]+", low) for i in range(len(run) - 3)}
    return out, grams


def _score(a: str, b: str) -> int:
    (words_a, grams_a), (words_b, grams_b) = _words(a), _words(b)
    khmer = min(len(grams_a & grams_b) // 3, 2)  # a Khmer word of its own shares about three runs
    return 2 * len(_concepts(a) & _concepts(b)) + len(words_a & words_b) + khmer


def _short(text: str) -> bool:
    """A part of a few words ("No stairs.", "不要楼梯。"): one concept is all it says."""
    key = sentence_key(text)
    return len(key.split()) <= 3 and len(re.sub(r"\s", "", key)) <= (20 if key.isascii() else 8)


def same_need(a: str, b: str) -> bool:
    """Whether requests ``a`` and ``b`` are one need said in other words."""
    ka, kb = sentence_key(a), sentence_key(b)
    if says(ka, kb) or says(kb, ka):  # the same words, or one inside the other (agent.quote_changes)
        return True
    kinds = {request_kind(a), request_kind(b)}
    if len(kinds - {"general"}) > 1:  # two kinds the operator files apart (one unfiled may be either)
        return False
    who_a, who_b = _people(a), _people(b)
    if who_a and who_b and not who_a & who_b:
        return False  # the same kind of need of two people is two needs
    # the same person named counts 1; a short part ("no stairs") is said by a request sharing its concept
    return _score(a, b) + bool(who_a & who_b) >= (SAME - 1 if _short(a) or _short(b) else SAME)


# where one sentence may join needs: a semicolon, a comma or list mark, a Khmer spoken "and" (relay 55 req 15:
# "…ហើយគាត់មិនញ៉ាំសាច់គោទេ"; a Chinese run "我妈妈吃素，膝盖不好，不能爬陡的台阶" a diet and a mobility need)
_JOINS = re.compile(r"\s*[;；，、]\s*|,\s+|\s+ហើយ\s*")
_OPEN, _CLOSE = "(（[【", ")）]】"
_LOOSE = ";；,，、:：/|-–— \t\n"  # what never begins or ends a need on its own (no dangling separator)


def _spans(text: str) -> list[tuple[int, int]]:
    """The pieces of ``text`` between its joins (never inside a parenthesis), as (start, end)."""
    out, start = [], 0
    for m in _JOINS.finditer(text):
        before = text[: m.start()]
        if sum(before.count(c) for c in _OPEN) > sum(before.count(c) for c in _CLOSE):
            continue
        out.append((start, m.start()))
        start = m.end()
    return [*out, (start, len(text))]


def need_parts(text: str) -> list[str]:
    """``text`` (one request) cut where a need of another kind begins: each part one kind of need for the operator
    (agent/safety.py ``request_kind``), a piece of no kind of its own ("general") staying with the need before it
    (or the one after it, at the start). A text of one kind is itself, whole."""
    groups: list[list[int]] = []  # [start, end, kind index]
    kinds: list[str] = []
    for start, end in _spans(text):
        kind = request_kind(text[start:end]) if text[start:end].strip() else "general"
        if groups and (kind == "general" or kinds[-1] in ("general", kind)):
            groups[-1][1] = end
            kinds[-1] = kinds[-1] if kind == "general" else kind
        else:
            groups.append([start, end])
            kinds.append(kind)
    if len(groups) < 2:
        return [text]
    return [p for g in groups if (p := text[g[0] : g[1]].strip(_LOOSE))]


def _pieces(text: Optional[str]) -> list[tuple[str, list[str]]]:
    """Each sentence of ``text`` with its need parts."""
    return [(s, need_parts(s)) for s in sentences(text) if s.strip(_LOOSE + ".。។")]


def _joined(parts: list[str]) -> Optional[str]:
    out: Optional[str] = None
    for part in parts:
        out = merge_requests(out, part)
    return out or None


def unsaid(needs: Optional[str], text: Optional[str]) -> Optional[str]:
    """The needs of ``needs`` that ``text`` does not already state (in its own words, or a need part of a sentence
    of it: a diet said beside a mobility need in one sentence is said); a sentence of ``needs`` only part of which
    is said leaves its other parts, never a fragment with a dangling separator. None if none."""
    said = sentences(text) + [p for _, parts in _pieces(text) for p in parts]
    left: list[str] = []
    for sentence, parts in _pieces(needs):
        new = [p for p in parts if not any(same_need(p, s) for s in said)]
        if new and len(new) == len(parts) and not any(same_need(sentence, s) for s in said):
            left.append(sentence.strip(_LOOSE))
        else:
            left += [p.strip(_LOOSE) for p in new if p.strip(_LOOSE)]
    return _joined(left)


def merged_needs(old: Optional[str], new: str) -> str:
    """The session's needs ``old`` with ``new`` told: every earlier need kept (a need told later never drops one
    told before: "我妈吃素" stayed when "膝盖不好" came), but one ``new`` says again in its own words, which ``new``
    replaces (a need told anew, or corrected)."""
    told = [p for _, parts in _pieces(new) for p in parts] + sentences(new)
    kept: list[str] = []
    for sentence, parts in _pieces(old):
        left = [p for p in parts if not any(same_need(p, n) for n in told)]
        if len(left) == len(parts):
            kept.append(sentence)
        else:
            kept += [p.strip(_LOOSE) for p in left if p.strip(_LOOSE)]
    return _joined([*kept, new]) or new


def one_per_need(parts: list[str], said: tuple[str, ...] = ()) -> list[str]:
    """``parts`` (requests, in order) with each need once: a part saying the same need as an earlier one joins it
    (nothing it says is lost), one a request in ``said`` already states is left out."""
    out: list[str] = []
    for part in parts:
        if any(same_need(part, s) for s in said):
            continue
        at = next((n for n, kept in enumerate(out) if same_need(part, kept)), None)
        if at is None:
            out.append(part)
        else:
            out[at] = f"{out[at]} {part}"
    return out
