"""A yes said after a grumble, a reason or an "anyway" (EN / KH / ZH), read as the plain order it is.

Relay 20: "hes on the phone with me now so lets do it" under a booking summary, and "thats a bit
silly but ok, change it to the airport anyway" under a pickup proposal, were both heard as unclear,
and the traveller had to say yes again. Before agent.consent_words judges a message, ``as_given``
rewrites four ways of still agreeing, and nothing else:

- **"anyway"** after (or before) the order adds nothing: "change it anyway", "照样改吧", "ប្តូរទៅ
  យ៉ាងណាក៏ដោយ" are the order. "don't change it anyway" stays a negation.
- **"but ok"**: a "but" followed at once by an agreement concedes; it asks for nothing ("thats silly
  but ok, …", "贵是贵，不过好吧", "ប៉ុន្តែ អូខេ"). It becomes a clause break. "ok but a day later" keeps its "but".
- **"so" / "then" before the order** closes the reason that came before it ("he's on the phone so
  lets do it", "…所以订吧", "…ដូច្នេះ កក់ទៅ"): the order becomes a clause of its own.
- **the quoted place said again** under a pickup proposal ("change it to the airport" when the
  proposal is "Siem Reap airport (…)"), like the quoted date under a move (agent.consent_guards):
  the bare order. Another place stays a request for something else.

The guards of agent.consent_words still apply to what it becomes (a question, a "but …" clause,
contact details, another action named, a negation).
"""

from __future__ import annotations

import re

_ANYWAY_EN = re.compile(r"(?i)\b(?:anyways?|regardless|all the same|even so|in any case)\b")
_ANYWAY_ZH = re.compile(r"照样|反正|无论如何|不管怎么样|不管怎样|还是(?=订|预订|改|换|取消|确认|就)")
_ANYWAY_KH = re.compile(r"\s*(?:(?:ទោះ(?:ជា)?)?យ៉ាង(?:ណា|ម៉េច)ក៏ដោយ|ម៉េចក៏ដោយ)")

_AGREE_EN = r"(?:ok(?:ay)?|fine|alright|all right|sure|yes|yeah)"
_BUT_OK = (
    re.compile(rf"(?i)\b(?:but|though)\s+(?={_AGREE_EN}\s*(?:$|[,.;!]|\s(?:then|so|go|do|let'?s|just|please)\b))"),
    re.compile(r"(?:但是|不过|可是|但)(?=(?:好吧|行吧|也行|好的|可以|行|算了))"),
    re.compile(r"ប៉ុន្តែ\s*(?=(?:អូខេ|បាន|មិនអីទេ|ក៏បាន|យល់ព្រម))"),
)
_BUT_OK_MARK = (". ", "。", "។ ")

# "so" / "then" and what may follow it as the order ("so lets do it", "then book it")
_SO_EN = re.compile(
    r"(?i)(?<=\w)\s+(?:and\s+)?(?:so|then)\s+(?=(?:let'?s|lets|yes|ok|okay|please|go|do|book|confirm|change|move|"
    r"switch|cancel|just|proceed)\b)"
)
_SO_ZH = re.compile(r"\s*所以\s*")
_SO_KH = re.compile(r"\s*ដូច្នេះ\s*")

# "change it to the airport": the object said after the order, up to "and", a stop or the end
_TO_PLACE_EN = re.compile(
    r"(?i)\b((?:change|move|switch|make) (?:it|the pick ?up|the pickup)) to ((?:the )?[\w' ]+?)"
    r"(?=\s*(?:$|[,.;!?]|\s(?:and|please|pls|then|thanks|thank you)\b))"
)
_TO_PLACE_ZH = re.compile(r"(改|换)(?:到|成)([\u3400-\u9fff\w]+?)(?=吧|$|[，。！,.!\s])")
_TO_PLACE_KH = re.compile(r"(ប្តូរ|ប្ដូរ)\s?ទៅ\s?([\u1780-\u17ff]+?)(?=ទៅ|ចុះ|$|[\s។,!])")
_FILLER = {"the", "a", "an", "at", "in", "there", "one"}


def _in_place(said: str, place: str) -> bool:
    words = [w for w in re.findall(r"\w+", said.casefold()) if w not in _FILLER]
    where = place.casefold()
    return bool(words) and all(w in re.findall(r"\w+", where) or (not w.isascii() and w in where) for w in words)


def _order(verb: str) -> str:
    return verb.split()[0] + " it" if verb.isascii() else verb  # "change the pickup" is "change it"


def as_given(text: str, kind: str, place: str = "") -> str:
    """``text`` with "anyway", a conceding "but ok", a "so" before the order and (under a pickup
    proposal to ``place``) the quoted place said again, rewritten as the plain order."""
    text = _ANYWAY_KH.sub("", _ANYWAY_ZH.sub("", _ANYWAY_EN.sub(" ", text)))  # Khmer and Chinese go unspaced
    for pattern, mark in zip(_BUT_OK, _BUT_OK_MARK):
        text = pattern.sub(mark, text)
    text = _SO_EN.sub(". ", _SO_ZH.sub("。", _SO_KH.sub("។ ", text)))
    if kind == "pickup" and place:
        for pattern in (_TO_PLACE_EN, _TO_PLACE_ZH, _TO_PLACE_KH):
            text = pattern.sub(lambda m: _order(m.group(1)) if _in_place(m.group(2), place) else m.group(0), text)
    return re.sub(r"[ \t]{2,}", " ", text).strip()
