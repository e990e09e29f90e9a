"""A message that opens with an agreement holding a negation word ("អត់អីទេបង ខ្ញុំយល់ហើយ លុបចោលទៅ": no problem,
I understand, cancel it; "no worries, go ahead and cancel") opens with its agreement: it is read as opening with
"ok" (held-out batch U: the cancellation was asked three times, the agreement read as something else). Pure."""

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
