"""A message that opens with an agreement holding a negation word ("អត់អីទេបង ខ្ញុំយល់ហើយ លុបចោលទៅ": no problem,
I understand, cancel it; "no worries, go ahead and cancel") opens with its agreement: it is read as opening with
"ok" (held-out batch U: the cancellation was asked three times, the agreement read as something else).

The spoken Khmer "but" is a bare "តែ" as often as "ប៉ុន្តែ": "…app អីក៏ធ្វើខ្ជិលម្ល៉េះ 😤 តែអូខេ យកទូកហ្នឹងចុះ" (what a
lazy app. but ok, take that boat) concedes as "ប៉ុន្តែ អូខេ" does (agent.consent_anyway), and was read as no answer
(relay 52 req 34: the add-on asked again after the model said it was adding it). Pure."""

from __future__ import annotations

import re

from agent.consent_words import _AGREE_DESPITE_NEGATION, normalise

_LEADS = sorted(_AGREE_DESPITE_NEGATION, key=len, reverse=True)


def agreement_first(text: str) -> str:
    """``text`` with an opening agreement that holds a negation word said as "ok" (else ``text`` itself)."""
    said = normalise(text).strip()
    for lead in _LEADS:
        if said.startswith(lead) and said[len(lead) :].strip():
            return "ok " + re.sub(r"^[\s,.;!，。、]+", "", said[len(lead) :])
    return text


# a bare "តែ" (not inside a word: "ទើបតែ", "តែម្តង") just before an agreement: "but ok"
_BUT_OK_KH = re.compile(r"(?<![\u1780-\u17ff])តែ\s*(?=(?:អូខេ|ok|មិនអីទេ|អត់អីទេ|យល់ព្រម|ក៏បាន))", re.IGNORECASE)
# giving in before the order: "明白了，那也只好取消吧" (understood, then we have no choice but to cancel), "I guess we'll
# have to cancel it then", "fair enough, move it"
_RESIGNED_ZH = re.compile(r"(?:明白了|知道了|懂了)[，,。.\s]*|(?:那)?(?:也)?(?:就)?(?:只好|只能)(?=取消|改|换|订|预订)")
_RESIGNED_EN = re.compile(r"(?i)\b(?:i guess|i suppose|understood|i see|fair enough)\b[,.]?\s*")
_HAVE_TO_EN = re.compile(
    r"(?i)\b(?:we'?ll|we will|i'?ll|i will|we|i) (?:have to|must|need to|gotta) (cancel|move|change|book)\b"
)


def conceding(text: str) -> str:
    """``text`` with a concession before its answer said plainly (else ``text`` itself): a spoken Khmer "but" before an
    agreement ("តែអូខេ") a clause break, a giving-in before the order ("只好取消吧", "I guess we'll have to cancel it")
    the order."""
    said = _BUT_OK_KH.sub("។ ", text)
    said = _RESIGNED_ZH.sub("", said)
    return _HAVE_TO_EN.sub(r"\1", _RESIGNED_EN.sub("", said)).strip() or text
