"""The traveller's choice among priced options shown together is the yes to the one chosen (EN / KH / ZH).

Asked "a sunset boat or a cooking class?", the model previews each for information (figures, no button) and asks which.
"加日落游船，四个人都去，补款扫码付" chooses one and agrees to its price: the change quote the model then issues for it,
with the very figures shown, carries that yes (agent.consent_figures) and is confirmed without asking a third time.
So the information quotes of one kind shown in the same turn are all kept (:func:`issue`: the ledger's ``options``
beside its last quote), and a message naming exactly one of them (:func:`chosen`: words of its activity that no other
option's name holds; in Khmer also its number, its people or its price: agent.consent_choice_khmer) is read as the
answer to that one. A message naming none, or more than one, chooses nothing.
"""

from __future__ import annotations

import json
import re
from typing import Optional

from agent.booking_records import AfterPayment, IssuedQuote
from agent.consent_choice_khmer import khmer_named, within
from agent.consent_figures import carry_shown_yes

MAX_OPTIONS = 4
_CJK = re.compile(r"[\u3400-\u9fff]")
_KHMER = re.compile(r"[\u1780-\u17ff]")
_NOISE = re.compile(r"[\s\W_]+")


def issue(book: AfterPayment, kind: str, issued: IssuedQuote) -> IssuedQuote:
    """``issued`` as the ledger's ``kind`` quote, carrying the yes given to the information quote (or option shown
    beside it) with its very figures; an information quote issued in the turn of the last one keeps that one as an
    option beside it."""
    old = book.quotes.get(kind)
    options = [q for q in book.options.get(kind, []) if q.turn == issued.turn]
    if issued.purpose == "information" and old is not None and old.purpose == "information" and old.turn == issued.turn:
        options = [*options, old][-MAX_OPTIONS:]
    elif issued.purpose == "information":
        options = []
    carried = issued
    for shown in (old, *book.options.get(kind, [])):
        carried = carry_shown_yes(shown, issued)
        if carried is not issued:
            break
    if issued.purpose is None or not options:
        book.options.pop(kind, None)  # a quote that acts, or a question of its own: no option stays beside it
    else:
        book.options[kind] = options
    return carried


def shown_options(book: Optional[AfterPayment], seq: int) -> list[tuple[str, IssuedQuote]]:
    """The information quotes put on screen together at ``seq``: each kind's last one and the options beside it."""
    if book is None:
        return []
    found: list[tuple[str, IssuedQuote]] = []
    for kind, options in book.options.items():
        last = book.quotes.get(kind)
        every = [*options, *([last] if last is not None else [])]
        together = [q for q in every if q.purpose == "information" and q.consent.shown_seq == seq and q.figures]
        found += [(kind, q) for q in together] if len(together) > 1 else []
    return found


def chosen(text: str, options: list[tuple[str, IssuedQuote]]) -> Optional[tuple[str, IssuedQuote, str]]:
    """(its kind, the one option ``text`` names by words of its activity that no other option's name holds, ``text``
    with those words said as "this one": "加日落游船" -> "加这个"); None when it names none or more than one."""
    names = [_name(q) for _, q in options]
    if len(options) < 2:
        return None
    said = _NOISE.sub("", text.lower())
    pieces = [_piece(said, names[i], [n for j, n in enumerate(names) if j != i]) if all(names) else "" for i in
              range(len(options))]  # fmt: skip
    named = [i for i, piece in enumerate(pieces) if piece]
    if len(named) > 1:
        return None
    # a Khmer message names one also by its number, its people or its price (agent.consent_choice_khmer)
    found, text = khmer_named(text, [q for _, q in options])
    one = within(found, named[0] if named else None)
    if one is None:
        return None
    kind, quote = options[one]
    if not pieces[one]:
        return kind, quote, text
    spelled = r"[\s\W_]*".join(re.escape(c) for c in pieces[one])
    this = "这个" if _CJK.search(text) else "វា" if _KHMER.search(text) else " it "
    return kind, quote, re.sub(rf"(?i)(?:the\s+)?{spelled}", this, text, count=1)


def _name(quote: IssuedQuote) -> str:
    """The activities the quote adds or takes off, as one lower-case run of letters."""
    try:
        changes = json.loads(quote.figures or "{}").get("changes", {})
    except ValueError:
        return ""
    words = [str(w) for k in ("add_activities", "remove_activities") for w in changes.get(k) or [] if w]
    return _NOISE.sub("", " ".join(words).lower())


def _piece(said: str, name: str, others: list[str]) -> str:
    """The longest piece of ``name`` that ``said`` holds and no name in ``others`` holds (two Chinese characters, or
    four letters, at least); "" when there is none."""
    best = ""
    for start in range(len(name)):
        least = 2 if _CJK.match(name[start]) else 4
        for end in range(start + least, len(name) + 1):
            piece = name[start:end]
            if piece not in said:
                break
            if len(piece) > len(best) and not any(piece in other for other in others):
                best = piece
    return best
