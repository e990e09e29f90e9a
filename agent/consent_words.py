"""Is this traveller message a yes, a no, or neither, to the quote it answers? (EN / KH / ZH)

Deterministic and deliberately cautious: only a message that *answers* with agreement is a yes.

- **no** wins: any refusal, hesitation or change of mind ("no", "not now", "keep it", "never mind",
  "wait", "let me think", "不改了", "算了", "先不", "មិនប្តូរទេ", "អត់ទេ", "ចាំសិន") voids the quote.
- **yes**: an agreement word or phrase ("yes", "ok", "go ahead", "confirm", "好的", "可以", "确认",
  "បាទ", "ចាស", "យល់ព្រម"), or the quote's own verb said as an order ("book it", "move it",
  "cancel it", "订吧", "改吧", "取消吧"), with nothing that asks for something else: a message that
  also asks for a change ("yes but a day later", "可以，不过改成3个人") or that is a question
  ("ok?", "is it refundable?") is **unclear**. A question after a clear yes ("Yes please! what time
  is the pickup?") stays a yes.
- **unclear**: everything else, which is never a yes. A message repeated from before the quote was
  shown is never judged here at all (agent.consent compares what the traveller had seen).

Phrases that contain a negation but agree ("no problem", "why not", "没问题", "មិនអីទេ") are masked
before the negations are looked for.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Literal, Optional

from agent.consent_actions import names, names_another
from agent.consent_after_no import after_the_no
from agent.consent_anyway import as_given
from agent.consent_complaints import complained, complains, without_complaints
from agent.consent_guards import (
    CLAUSE,
    agrees_only_in_questions,
    as_quoted,
    asks_its_price,
    carries_contact,
    clauses,
    given_in,
    statements,
)
from agent.consent_leads import starts_with_yes
from agent.consent_lexicon import (
    _A_NOT_A,
    _AGREE_DESPITE_NEGATION,
    _CANNOT,
    _IF,
    _KHMER,
    _NO_EN,
    _NO_KH,
    _NO_ZH,
    _OTHER_EN,
    _OTHER_KH,
    _OTHER_ZH,
    _POLITE_EN,
    _POLITE_KH,
    _POLITE_ZH,
    _VERB_EN,
    _VERB_KH,
    _VERB_ZH,
    _WEAK_NO_EN,
    _WEAK_NO_KH,
    _WEAK_NO_ZH,
    _YES_EN,
    _YES_KH,
    _YES_ZH,
)
from agent.consent_mixed import reading as mixed_reading
from agent.consent_not_no import kept_open
from agent.consent_orders import as_ordered
from agent.consent_parts import own_part
from agent.hanzi import simplified
from agent.read_whole import taiwanese, without_asides

Answer = Literal["yes", "no", "unclear"]
QuoteKind = Literal["booking", "reschedule", "cancellation", "pickup"]


def normalise(text: str) -> str:
    """Lower case, full-width folded, emoji and punctuation as spaces (a question mark kept)."""
    folded = unicodedata.normalize("NFKC", text).lower().replace("’", "'")
    out = []
    for ch in folded:
        cat = unicodedata.category(ch)
        if ch == "?":
            out.append(" ? ")
        elif ch == "'" or cat[0] in "LMN" or ch.isspace():
            out.append(ch)
        else:
            out.append(" ")  # punctuation, symbols, emoji
    return re.sub(r"\s+", " ", "".join(out)).strip()


def _has_en(text: str, phrases: tuple[str, ...]) -> bool:
    return any(re.search(rf"(?<![\w']){p}(?![\w'])", text) for p in phrases)


def _strip_en(text: str, phrases: tuple[str, ...]) -> str:
    for p in phrases:
        text = re.sub(rf"(?<![\w']){p}(?![\w'])", " ", text)
    return text


def _strip(text: str, words: tuple[str, ...]) -> str:
    for w in sorted(words, key=len, reverse=True):
        text = text.replace(w, " ")
    return text


# Facts said with a negation that refuse nothing ("no refund, but cancel it"): read as neutral.
_NEUTRAL_NEGATIONS = ("因为不用", "由于不用", "既然不用", "no refund", "not refundable", "non refundable", "no fee", "no charge", "没有退款", "不退款", "没有费用", "不要钱", "不用钱", "不收钱", "不要加钱", "不用加钱", "不用付钱")  # fmt: skip
_CLAUSE_END = re.compile(r"[,.;!?，。；！？、\n]+")


def _masked(text: str) -> str:
    t = without_complaints(normalise(without_asides(text)))  # a note for the operator is no change (agent.read_whole)
    for phrase in _AGREE_DESPITE_NEGATION:
        t = t.replace(phrase, " ok ")
    for phrase in _NEUTRAL_NEGATIONS:
        t = t.replace(phrase, " ")
    return t


def classify(
    text: str,
    kind: QuoteKind = "booking",
    actions: tuple[str, ...] = (),
    place: str = "",
    amount: Optional[float] = None,
) -> Answer:
    """``yes`` only for a message that agrees to a ``kind`` quote (making ``actions``: agent.consent_orders;
    a pickup to ``place``: agent.consent_anyway; moving ``amount``: agent.consent_after_no) and asks for
    nothing else; Traditional Chinese read as Simplified."""
    text = taiwanese(simplified(text))  # "好喔" (agent.read_whole)
    answer = _classify(text, kind, actions, place, amount)
    if complains(text):  # a complaint is neither a yes nor a no (agent.consent_complaints)
        answer = complained(text, answer, lambda c: _classify(c, kind, actions, place, amount), kind, normalise)  # type: ignore[assignment]
    no = lambda c: _judge(c, kind) == "no"  # noqa: E731
    if answer == "no" and kept_open(text, kind, no, lambda t: _refuses_own_action(t, kind), normalise):
        return "unclear"  # details, or a refusal asked or about something else (agent.consent_not_no)
    return answer


def _classify(text: str, kind: QuoteKind, actions: tuple[str, ...], place: str, amount: Optional[float]) -> Answer:
    # an order naming the quote's own action ("确认加他") names it for the part reading too (relay 24 req 27)
    # a complaint that names another offer turns that offer down ("ម៉ាស្សា ថ្លៃពេក": the massage, too dear)
    other_no = lambda part: _refuses(part) or complains(part)  # noqa: E731
    own = own_part(as_ordered(text, kind, actions), kind, other_no, _answer_in, _wants_else, place)
    if own is not None:  # "yes change the pickup, no dinner": the part about this quote (agent.consent_parts)
        return classify(own, kind, actions, place, amount)
    said, text = text, as_ordered(as_quoted(as_given(text, kind, place), kind), kind, actions)
    whole, gave = _judge(text, kind), given_in(text, lambda c: _judge(c, kind), _objects)
    if gave is not None:  # "算了，我让朋友帮我扫。预订吧": oh well, do it (agent.consent_guards)
        whole, text = gave
    elif whole != "yes" and _every_clause_that_answers_agrees(text, kind):
        whole = "yes"
    after = None  # "no, take her off, the 60 back is fine": a no to something else (agent.consent_after_no)
    if whole == "no":
        opens = lambda c: starts_with_yes(_masked(c), _YES_EN, _YES_ZH, _YES_KH)  # noqa: E731
        after = after_the_no(
            text, kind, amount, lambda c: _judge(c, kind), _agrees, opens, lambda t: _refuses_own_action(t, kind)
        )
        whole = after or whole  # type: ignore[assignment]
    if whole == "no":  # a yes beside a no about something else (agent.consent_mixed)
        whole = mixed_reading(text, kind, place, lambda c: _judge(c, kind))  # type: ignore[assignment]
        if whole == "yes" and any(_wants_else(c) for c in clauses(text)):  # a "but" asking another change
            whole = "unclear"  # "取消吧。好的，不过改成3个人"
    if whole == "yes" and any(names_another(_masked(statements(t)), kind) for t in {text, said}):
        return "unclear"  # "yes, cancel it" under a move's quote agrees to no move (agent.consent_actions)
    if whole == "no" and kind == "cancellation" and _refuses_the_alternative(text):
        return "unclear"
    agreement = _agrees if after else lambda c: _judge(c, kind) == "yes"  # "ក៏បាន" beside the figure it agrees to
    if whole == "yes" and (carries_contact(said) or agrees_only_in_questions(text, agreement)):
        return "unclear"  # a question, or details the quote did not hold (agent.consent_guards)
    if whole == "yes" and _refuses_own_action(text, kind):
        return "unclear"  # "yes, add him. don't add him": this action's own part refuses it
    if whole == "yes" and asks_its_price(said, lambda c: names_another(_masked(c), kind)):
        return "unclear"  # "要改…改接送要加钱吗？": its price is asked, not agreed (agent.consent_guards)
    return whole


def _refuses(part: str) -> bool:
    """A plain refusal in ``part`` ("no", "不要", "算了", "អត់ទេ"), not a hesitation or a request ("a day later")."""
    p = _CANNOT.sub(" ", _A_NOT_A.sub(" ", _masked(part)))
    return _has_en(p, _NO_EN) or any(w in p for w in _NO_ZH) or any(w in p for w in _NO_KH)


def _refuses_own_action(text: str, kind: QuoteKind) -> bool:
    """A statement naming this quote's action holds a no or a "don't" ("don't add him", "不要加他", "កុំប្តូរ")."""
    for clause in clauses(text):
        p = _CANNOT.sub(" ", _A_NOT_A.sub(" ", _masked(clause)))
        words = (*_NO_ZH, *_WEAK_NO_ZH, *_NO_KH, *_WEAK_NO_KH)
        if names(p, kind) and not _asks(clause) and (_has_en(p, _NO_EN + _WEAK_NO_EN) or any(w in p for w in words)):
            return True
    return False


def _wants_else(clause: str) -> bool:
    t = _masked(clause)
    return bool(re.search(_OTHER_EN, t)) or any(w in t for w in (*_OTHER_ZH, *_OTHER_KH))


def _agrees(part: str) -> bool:
    """An agreement word in ``part`` ("fine", "ក៏បាន", "可以"), not an order's verb."""
    t = _masked(part)
    return _has_en(t, _YES_EN) or any(w in t for w in _YES_ZH) or any(w in t for w in _YES_KH)


def _answer_in(part: str) -> Answer:
    """The answer a part holds, whatever it names besides ("the massage yes please", "游船不用了")."""
    if _refuses(part):
        return "no"
    return "yes" if _agrees(part) else "unclear"


def _objects(clause: str) -> bool:
    """A no, a hesitation or another change anywhere in a clause ("I don't want it", "不要了", "but")."""
    p = _CANNOT.sub(" ", _A_NOT_A.sub(" ", _masked(clause)))
    words = (*_NO_ZH, *_WEAK_NO_ZH, *_OTHER_ZH, *_NO_KH, *_WEAK_NO_KH, *_OTHER_KH)
    return bool(re.search(_OTHER_EN, p)) or _has_en(p, _NO_EN + _WEAK_NO_EN) or any(w in p for w in words)


def _refuses_the_alternative(text: str) -> bool:
    """A complaint (a question among its clauses) under a cancellation's quote that turns down the move offered
    instead ("一点都退不了？…改期也不用了"): it refuses the move, not the cancellation."""
    clauses = [c for c in CLAUSE.findall(text) if c.strip()]
    return len(clauses) > 1 and any(_asks(c) for c in clauses) and names_another(_masked(text), "cancellation")


def _asks(clause: str) -> bool:
    return clause.rstrip().endswith(("?", "？")) or "吗" in clause or "嗎" in clause


def _every_clause_that_answers_agrees(text: str, kind: QuoteKind) -> bool:
    """Several clauses whose only answers are agreements are a yes, whatever else they say (a complaint, a reason:
    "改期也没用，…都不知道。取消吧"); never when a clause refuses or asks for something else, or it ends asking."""
    clauses = [c.strip() for c in CLAUSE.findall(text) if c.strip()]
    if len(clauses) < 2 or _asks(clauses[-1]):
        return False
    if _wants_else(text):
        return False
    answers = {_judge(c, kind) for c in clauses if not _asks(c)} - {"unclear"}
    return answers == {"yes"}


def _judge(text: str, kind: QuoteKind) -> Answer:
    t = _masked(text)
    if not t.strip():
        return "unclear"
    question = "?" in t or "吗" in t or "嗎" in t or (bool(_KHMER.search(t)) and t.rstrip(" ?").endswith("ទេ"))
    plain = _CANNOT.sub(" ", _A_NOT_A.sub(" ", t))
    if _has_en(plain, _NO_EN) or any(w in plain for w in _NO_ZH) or any(w in plain for w in _NO_KH):
        return "no"
    weak = _has_en(plain, _WEAK_NO_EN) or any(w in plain for w in _WEAK_NO_ZH) or any(w in plain for w in _WEAK_NO_KH)
    if weak and not question:
        # "wait", "不", "អត់" as an answer refuse; inside a longer sentence ("I said yes three times and it
        # is still not booked!") or a condition ("午饭不包的话我们自己吃也行": if lunch is not included, fine)
        # they may say anything, so the quote stays open
        core = _strip(_strip(re.sub(_POLITE_EN, " ", plain), _POLITE_ZH), _POLITE_KH)
        short = len(core.split()) <= 3 and len(core.replace(" ", "")) <= 12
        return "no" if short and not _IF.search(t) else "unclear"
    if "ទេ" in t.split():  # "no" on its own (inside a phrase ទេ closes a question or a negation)
        return "no"
    if re.search(_OTHER_EN, t) or any(w in t for w in _OTHER_ZH) or any(w in t for w in _OTHER_KH):
        return "unclear"
    en, zh, kh = _YES_EN + _VERB_EN[kind], _YES_ZH + _VERB_ZH[kind], _YES_KH + _VERB_KH[kind]
    if not (_has_en(t, en) or any(w in t for w in zh) or any(w in t for w in kh)):
        return "unclear"
    rest = re.sub(_POLITE_EN, " ", _strip_en(t, en))
    rest = _strip(_strip(_strip(_strip(rest, zh), _POLITE_ZH), kh), _POLITE_KH)
    rest = re.sub(r"ទេ(?=\s|$)|[?吗嗎]", " ", rest)
    if starts_with_yes(t, en, zh, kh):
        # what follows may be thanks, details or a question of its own; "ok?" alone asks, and so does
        # an action said as a condition ("取消的话能退多少？", "if I cancel, what do I get back?")
        return "unclear" if question and (not rest.split() or _IF.search(t)) else "yes"
    clauses = [c for c in _CLAUSE_END.split(text) if c.strip()]
    last = _masked(clauses[-1]) if clauses else ""
    if len(clauses) > 1 and not text.rstrip().endswith(("?", "？")) and starts_with_yes(last, en, zh, kh):
        return "yes"  # the answer closes the message: "I understand, no refund. Yes, cancel it."
    return "unclear" if question or rest.split() else "yes"  # agreement buried in other words
