"""A reply that opens with a "no" to something else and then asks for the quoted action (EN / KH / ZH).

A model-in-the-loop run: the quote to remove the traveller's mother (refund $60.44) was on screen and the
assistant had also offered alternatives; "អត់ទេ ដកគាត់ចេញទៅ យកលុយ ៦០ ក៏បាន" (no [not the alternatives], take
her off, getting the 60 back is fine) closed the quote as a no, and she had to say yes again. A bare no that
opens a reply names nothing, so what follows it says what it is about. After an opening bare no ("no",
"អត់ទេ", "不用了", said alone in its clause), the rest of the reply:

- **asks for the quoted action**: names the action (its verb, or a whole order agent.consent_orders reads as
  it) or its figure (the amount the quote moves: "60", "៦០", "$60.44"), with an agreement word ("fine",
  "ក៏បាន", "可以") and no refusal: the reply is the **yes** to that quote;
- asks for it and also refuses it ("no. remove her, fine. no, don't remove her"), or names the action or the
  figure and neither agrees nor refuses ("no, 60 only?"): **unclear**, never a no (the model asks plainly);
- otherwise (it refuses the action, or names neither the action nor the figure: "no thanks, that's fine",
  "no, the hotel option"): read as before, a no.
"""

from __future__ import annotations

import re
from typing import Callable, Optional

from agent.consent_actions import names
from agent.consent_guards import asks, clauses
from agent.consent_parts import _names_something
from agent.numerals import digits

# a no said alone in its clause, with nothing but politeness around it
_BARE_NO = re.compile(
    r"(?i)(?:(?:oh|um|hmm|ah)\s+)?(?:no+(?:\s+no)*|nope|nah|no thanks?|no thank you|not those|not that)"
    r"|(?:不不?|不用|不要|不了|不是|不需要)(?:了|啦|呢|的)?"
    r"|(?:អត់|ទេ|មិនទេ|អត់ទេ)(?:ទេ)?(?:បង|ណា|ៗ)?"
)
_FILLER = re.compile(r"ក៏|也|就|(?i:\bjust\b)")  # "ក៏បាន", "也可以": the agreement, naming nothing
_AMOUNT = re.compile(r"\d+(?:[.,]\d{1,2})?")


def _bare_no(clause: str) -> bool:
    said = re.sub(r"[\s,.;!。，；！។៕]+$", "", clause.strip())
    return _BARE_NO.fullmatch(said) is not None


def names_figure(text: str, amount: Optional[float]) -> bool:
    """``text`` names the quote's amount: the amount itself or it in whole dollars ("60" for $60.44)."""
    if not amount:
        return False
    for found in _AMOUNT.findall(digits(text)):
        value = float(found.replace(",", "."))
        if value > 0 and (abs(value - amount) < 0.005 or int(value) == int(amount) or round(amount) == value):
            return True
    return False


def after_the_no(
    text: str,
    kind: str,
    amount: Optional[float],
    judge: Callable[[str], str],
    agrees: Callable[[str], bool],
    opens_with_yes: Callable[[str], bool],
    refuses_action: Callable[[str], bool],
) -> Optional[str]:
    """The answer of a reply that opens with a bare no (see the module's doc): "yes" or "unclear", or None
    when the reply is not of that shape and is read as before. ``judge``: a clause's answer to this quote;
    ``agrees``: a clause holds an agreement word; ``opens_with_yes``: it opens with one; ``refuses_action``: the text refuses this quote's action."""
    parts = clauses(text)
    opening = 0
    while opening < len(parts) and _bare_no(parts[opening]):
        opening += 1
    rest = parts[opening:]
    if opening == 0 or not rest or opens_with_yes(rest[0]) or any(asks(c) for c in rest[:-1]):
        return None  # "no. yes, move it": a second answer to the no's own question (agent.consent_parts)
    said = " ".join(rest)
    if not (names(said.casefold(), kind) or names_figure(said, amount)):
        return None
    refused = refuses_action(said) or any(judge(c) == "no" for c in rest)
    agreed = any(agrees(c) for c in rest) and not asks(rest[-1])
    if agreed and not refused:
        return "yes"
    if refused and any(_names_something(_FILLER.sub(" ", c)) and not _about_it(c, kind, amount) for c in rest):
        return None  # a no to the action beside another offer: read part by part (agent.consent_parts)
    if agreed or not refused:
        return "unclear"  # both, or neither: the model asks plainly
    return None


def _about_it(clause: str, kind: str, amount: Optional[float]) -> bool:
    return names(clause.casefold(), kind) or names_figure(clause, amount)
