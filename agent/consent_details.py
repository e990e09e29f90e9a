"""A no whose object is the booking's details is no no to the quote (EN / KH / ZH; read after agent.consent_words).

Relay 49 (KH): under a booking summary that asked for the name and phone, the traveller wrote "ខ្ញុំឈ្មោះ ស៊ីម ស្រីមុំ។
លេខទូរស័ព្ទ ចាំសិនបានទេ? មិនទាន់ចង់ឲ្យទេ។ ហើយបង់ជារៀលបានទេ?" (my name is …; can the phone wait? I don't want to give
it yet; can I pay in riel?) and the summary closed as declined: the "not yet" refused giving the phone, not the trip.

A message read as a no is *unclear* instead (the quote stays open and the model answers it; never a yes) when every
clause that states a refusal has another object than the quote: a detail the traveller is asked for (a name, a
phone, an e-mail, a pickup place: "wait with the phone", "电话等一下再给", "លេខទូរស័ព្ទ ចាំសិន"), named in the clause
or in the clause just before it ("the phone? I don't want to give it yet"), or the act of giving one, with the
detail named in the message ("មិនទាន់ចង់ឲ្យទេ", "现在不想给"). A statement refusing the quote's own action by name
("don't book", "不订了", "មិនកក់ទេ") keeps the no, and so does any refusal clause about neither (a bare "no").
"""

from __future__ import annotations

import re
from typing import Callable

from agent.consent_actions import names
from agent.consent_guards import CLAUSE, asks, clauses

# what a booking asks the traveller for: a name, a phone, an e-mail, a pickup place
_DETAIL = re.compile(
    r"(?i)\b(?:names?|phones?|numbers?|mobile|cell|e-?mail|whats ?app|telegram|contact|passport|address|details?"
    r"|pick-?up)\b|名字|姓名|电话|電話|手机|手機|号码|號碼|邮箱|郵箱|联系方式|聯繫方式|护照|護照|地址|接送"
    r"|ឈ្មោះ|ទូរស័ព្ទ|លេខ|អ៊ីមែល|អ៊ីម៉ែល|លិខិតឆ្លងដែន|អាសយដ្ឋាន|មកយក"
)
# giving one: "give", "send", "给", "发", "ឲ្យ", "ផ្ញើ"
_GIVE = re.compile(
    r"(?i)\b(?:give|giving|send|sending|share|provide|tell)\b|给|給|发|發|提供|告诉|告訴|ឲ្យ|ឱ្យ|ផ្ញើ|ផ្តល់|ផ្ដល់|ប្រាប់"
)


def about_details(
    text: str,
    kind: str,
    refuses: Callable[[str], bool],
    refuses_own_action: Callable[[str], bool],
    normalise: Callable[[str], str],
) -> bool:
    """A message read as a no whose refusals all have a detail as their object (see the module's doc).
    ``refuses``: a clause read alone is a no; ``refuses_own_action``: a statement refuses the quote's action."""
    if refuses_own_action(text):
        return False
    parts = [p for p in CLAUSE.findall(text) if p.strip()]
    detail_named = bool(_DETAIL.search(text))
    found = False
    for i, part in enumerate(parts):
        if not any(not asks(c) and refuses(c) for c in clauses(part)):
            continue
        found = True
        if names(normalise(part), kind):
            return False
        before = parts[i - 1] if i else ""
        if _DETAIL.search(part) or (_GIVE.search(part) and detail_named) or _DETAIL.search(before):
            continue
        return False
    return found
