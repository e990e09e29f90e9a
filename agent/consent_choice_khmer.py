"""A Khmer choice among priced options shown together, named by what tells the options apart (agent.consent_choice).

Run 71: two cards, a massage for 2 adults ($50) and for 4 ($100); "ម៉ាស្សា ៤ នាក់ បាទ" named the second, but both
options hold the same activity, so no word of it told them apart and the traveller was asked a third time. A Khmer
message names an option also by
- its number on the cards ("យកជម្រើសទី២", "ជម្រើសទីពីរ", "ជម្រើស ១"), the order the options were shown in;
- its people count ("យកសម្រាប់ ៤ នាក់", "ម៉ាស្សា ៤ នាក់ បាទ", "ទាំងបួននាក់"): those taking part in its added
  activity, as its figures say (``for_adults`` and ``for_children_ages`` of the add-on's details), else its group;
- its price ("យក $100", "១០០ ដុល្លារ"): its amount in USD.
Each of these names the options it fits; the message names one option only when all it says fits exactly that one.
Pure: the workflow asks it only behind the patch that reads a choice (``consent-choice-among-options-shown``).
"""

from __future__ import annotations

import json
import re
from typing import Any, Optional

from agent.booking_records import IssuedQuote
from agent.numerals import KH_DIGITS, KH_WORDS

KHMER = re.compile(r"[\u1780-\u17ff]")
_NUMBER = r"(\d+|" + "|".join(word for word, _ in KH_WORDS) + ")"
# "ជម្រើសទី២", "ជម្រើស ២", "ជម្រើសទីពីរ": the option's number on its card
_ORDINAL = re.compile(r"ជម្រើស\s*(?:ទី\s*)?" + _NUMBER)
# "សម្រាប់ ៤ នាក់", "ទាំង ៤ នាក់", "៤នាក់": its people
_PEOPLE = re.compile(r"(?:សម្រាប់\s*)?(?:ទាំង\s*)?" + _NUMBER + r"\s*នាក់")
# "$100", "100$", "១០០ ដុល្លារ", "100 USD": its price
_PRICE = re.compile(r"\$\s*(\d+(?:\.\d+)?)|(\d+(?:\.\d+)?)\s*(?:\$|ដុល្លារ|usd\b)", re.IGNORECASE)
# the option taken: "យកជម្រើសទី២" is "យល់ព្រម" (agreed) to the option named, read as the consent reader reads it
AGREED = "យល់ព្រម"
# the verb that takes an option ("យក", "សុំ", "ចង់បាន", "ជ្រើសរើស") and the words that answer or ask (a yes, a no, a
# question) or end a clause: the option's own words before its naming ("ម៉ាស្សា ៤ នាក់") lie between them and it
_TAKES = re.compile(r"យក|សុំ|ចង់បាន|ជ្រើសរើស|ជ្រើស")
_ANSWERS = re.compile(r"[។៕,!?.;？！]|បាទ|ចាស|ចា៎|អូខេ|ok|យល់ព្រម|អត់|មិន|កុំ|ទេ|ឬ|ណា|ប៉ុន្មាន|អ្វី|ម៉េច|ហើយ|និង|ក៏|តែ", re.IGNORECASE)


def _value(said: str) -> int:
    return int(said) if said.isdigit() else dict(KH_WORDS)[said]


def _takers(quote: IssuedQuote) -> Optional[int]:
    """How many people take part in the activity the option adds (its figures), else its group; None unknown."""
    try:
        changes = json.loads(quote.figures or "{}").get("changes") or {}
    except ValueError:
        return None
    if not isinstance(changes, dict):
        return None
    said = changes.get("proposed")
    proposed: dict[str, Any] = said if isinstance(said, dict) else {}
    added = {str(a) for a in [*(changes.get("add_activities") or []), *(proposed.get("added_activities") or [])]}
    counts = set()
    for value in proposed.values():
        for item in value if isinstance(value, list) else []:
            details = item.get("details") if isinstance(item, dict) and item.get("type") == "add_activity" else None
            if isinstance(details, dict) and str(details.get("activity")) in added and "for_adults" in details:
                counts.add(int(details.get("for_adults") or 0) + len(details.get("for_children_ages") or []))
    if len(counts) == 1:
        return counts.pop()
    people = proposed.get("people_count")
    return people if isinstance(people, int) and not counts else None


def khmer_named(text: str, options: list[IssuedQuote]) -> tuple[Optional[set[int]], str]:
    """The options (their indices) a Khmer ``text`` names by number, people or price, and ``text`` with each such
    naming said as "វា"; (None, text) when it names none this way (or is no Khmer)."""
    if not KHMER.search(text):
        return None, text
    said = text.translate(KH_DIGITS)
    fits: Optional[set[int]] = None
    spans: list[tuple[int, int]] = []

    def narrow(found: set[int], span: tuple[int, int]) -> None:
        nonlocal fits
        fits = found if fits is None else fits & found
        spans.append(span)

    for m in _ORDINAL.finditer(said):
        narrow({_value(m.group(1)) - 1} & set(range(len(options))), m.span())
    taking = [_takers(q) for q in options]
    for m in _PEOPLE.finditer(said):  # read only when an option's people are known
        if any(n is not None for n in taking) and not any(s <= m.start() < e for s, e in spans):
            narrow({i for i, n in enumerate(taking) if n == _value(m.group(1))}, m.span())
    for m in _PRICE.finditer(said):
        amount = float(m.group(1) or m.group(2))
        priced = {i for i, q in enumerate(options) if q.amount_usd is not None and abs(q.amount_usd - amount) < 0.01}
        narrow(priced, m.span())
    if fits is None:
        return None, text
    return fits, _as_agreed(text, spans)


def _as_agreed(text: str, spans: list[tuple[int, int]]) -> str:
    """``text`` (Khmer digits translated keep its offsets) with each naming read as the answer's object: with the
    verb that takes it ("យកជម្រើសទី២", "យកម៉ាស្សា ៤ នាក់") "យល់ព្រម", else left out with the option's words before
    it ("ម៉ាស្សា ៤ នាក់ បាទ" -> " បាទ"); a yes, a no or a question around it stays as said."""
    merged: list[tuple[int, int]] = []
    for start, end in sorted(spans):
        if merged and not _ANSWERS.search(text[merged[-1][1] : start]):
            merged[-1] = (merged[-1][0], max(end, merged[-1][1]))  # "ជម្រើស ២ សម្រាប់ ៤ នាក់": one naming
        else:
            merged.append((start, end))
    out = text
    for start, end in reversed(merged):
        lead = max((m.end() for m in _ANSWERS.finditer(out, 0, start)), default=0)
        took = _TAKES.search(out, lead, start)
        begin, said = (took.start(), AGREED) if took else (lead, "")
        out = out[:begin] + said + out[end:]
    return out


def within(found: Optional[set[int]], by_words: Optional[int]) -> Optional[int]:
    """The one option named when the Khmer namings (``found``) and the option its words name (``by_words``) agree."""
    if found is None:
        return by_words
    if by_words is not None:
        found = found & {by_words}
    return next(iter(found)) if len(found) == 1 else None
