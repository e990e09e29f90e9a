"""A Khmer question or a Khmer negation? Both may end in "ទេ" (EN glosses in the examples).

- **A question** has a "?", "ឬទេ" / "ឬអត់" (or not), "មែនទេ" (isn't it), an opening "តើ", "ប៉ុន្មាន" (how much), "ទេ?"
  or ends in "ទេ" / "បានទេ" with no negation before it: "ប្តូរបានទេ" (can it move?), "មានឡានទេ" (is there a car?),
  "បានទេ?", "KHQR មិនបានទេ?" (no KHQR?).
- **A negation** has "មិន" / "អត់" before its closing "ទេ" and none of the question's marks: "ខ្ញុំមិនចង់ប្តូរទេ" (I don't
  want to change), "អត់ប្តូរទេ" (not changing), "ខ្ញុំមិនកក់ទេ" (I'm not booking), "មិនអាចបង់បានទេ" (I can't pay).

:func:`as_stated` gives a message with each negation's closing "ទេ" taken off, so that a reader taking a final "ទេ" for
a question's mark (agent.consent_words) reads the statement it is. "មិនអីទេ" / "អត់អីទេ" (no problem), the bare no
"អត់ទេ" and a "ទេ" standing apart keep their "ទេ" (read as before); "មិនទេ" (no) is read "មិន", a no.
"""

from __future__ import annotations

import re

_KHMER = re.compile(r"[\u1780-\u17ff]")
_ASKS = re.compile(r"[?？]|ឬទេ|ឬអត់|មែនទេ|^\s*តើ|ប៉ុន្មាន")
_NEGATION = re.compile(r"មិន(?!អី|មានបញ្ហា)|អត់(?!អី)")
_SENTENCE = re.compile(r"[^។៕.!?！？\n]+[។៕.!?！？\n]*")
# the closing ទេ of a negation said in one run of Khmer (not "អត់ទេ" / "អីទេ", not a ទេ standing apart)
_CLOSING = re.compile(r"(?<=[\u1780-\u17ff])(?<!អត់)(?<!អី)ទេ(?=[\s។៕.!！]*$)")


def kh_asks(sentence: str) -> bool:
    """The Khmer sentence asks (see the module's doc); a negation closed by "ទេ" does not."""
    if not _KHMER.search(sentence):
        return False
    if _ASKS.search(sentence):
        return True
    bare = re.sub(r"[\s។៕.!！]+$", "", sentence)
    if bare.endswith(("មិនអីទេ", "អត់អីទេ")):  # no problem: a statement
        return False
    return bare.endswith("ទេ") and not _NEGATION.search(bare[:-2])


def kh_negation(sentence: str) -> bool:
    """A Khmer statement of negation closed by "ទេ": "ខ្ញុំមិនចង់ប្តូរទេ", "អត់ប្តូរទេ"."""
    bare = re.sub(r"[\s។៕.!！]+$", "", sentence)
    return bool(_KHMER.search(bare)) and bare.endswith("ទេ") and not kh_asks(sentence)


def as_stated(text: str) -> str:
    """``text`` with the closing "ទេ" of each negation taken off (its sentence is a statement, not a question)."""
    if not _KHMER.search(text):
        return text
    out = []
    for sentence in _SENTENCE.findall(text):
        out.append(_CLOSING.sub("", sentence) if kh_negation(sentence) else sentence)
    return "".join(out) if out else text
