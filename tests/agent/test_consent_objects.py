"""A no is a no only when its object is the quote; a change's yes said first beside other business, or spelled "ចា៎",
is its yes (agent.consent_details, agent.consent_order_first, read by agent.consent.hear).

Relay 49 (KH, a Battambang family):
- under a booking summary asking for the name and phone, "ខ្ញុំឈ្មោះ ស៊ីម ស្រីមុំ។ លេខទូរស័ព្ទ ចាំសិនបានទេ? មិនទាន់ចង់ឲ្យទេ។
  ហើយបង់ជារៀលបានទេ?" (my name is …; can the phone wait? I don't want to give it yet; can I pay in riel?) closed
  the summary as declined;
- under an information quote (removing the 72-year-old gives back $189) and "shall I remove her?", "ចា៎ យល់ព្រម
  ដកគាត់ចេញ។ សំណើពិសេសរបស់គាត់ (តុកតុក នៅសណ្ឋាគារ...) ដកចេញផងទៅ" (yes, agreed, remove her; her special requests,
  remove them too) was no yes, and the change quote re-issued with the same figures asked for a second yes.

Invariants (EN / KH / ZH):
1. a message giving details, or refusing to give one yet ("can I give the phone later?", "wait with the phone",
   "លេខទូរស័ព្ទ ចាំសិន", "电话等一下再给"), is never a no to the summary (it stays open, never a yes); a refusal of the
   booking by name, or a bare no, still declines;
2. for every change kind (a joiner, a leaver, a day more, a day less), the yes ordering the quote's own change
   first, then other business (a special request, its withdrawal, a remark), or a yes spelled "ចា៎", said right
   after the information quote's figures, confirms the change quote re-issued with those figures; a later
   sentence that asks, puts a condition or asks for another change still asks.
Sessions recorded before the reading (the workflow's patch, ``reads_objects``) read as before.
"""

from __future__ import annotations

from typing import Any, Optional

import pytest

from agent.consent import hear, mark_shown
from agent.consent_lines import consent_words_for
from agent.tools.guards import guard_call
from tests.agent.test_consent import booking_state
from tests.agent.test_information_yes_order import CHANGES, paid_state, preview

RUN_DETAILS = "ខ្ញុំឈ្មោះ ស៊ីម ស្រីមុំ។ លេខទូរស័ព្ទ ចាំសិនបានទេ? មិនទាន់ចង់ឲ្យទេ។ ហើយបង់ជារៀលបានទេ?"
DETAILS_LATER = {
    "KH": [RUN_DETAILS, "លេខទូរស័ព្ទ ចាំសិន", "ខ្ញុំឈ្មោះ សុខា។ លេខទូរស័ព្ទ មិនទាន់ចង់ឲ្យទេ", "លេខទូរស័ព្ទ ចាំផ្ញើក្រោយ មិនទាន់ទេ"],
    "EN": ["My name is Anna Lee. The phone? I don't want to give it yet. Can I pay in riel?", "wait with the phone",
           "can I give the phone number later?", "not yet for the phone, can I pay in riel?", "phone later pls"],
    "ZH": ["等一下再给电话", "我叫刘芳。电话等一下再给，现在不想给。可以付瑞尔吗？", "电话先不给", "手机号码先不留了"],
}  # fmt: skip
STILL_NO = {
    "KH": ["អត់ទេ", "ទេ ខ្ញុំមិនកក់ទេ", "ខ្ញុំឈ្មោះ សុខា។ ទេ ខ្ញុំមិនកក់ទេ"],
    "EN": ["no thanks", "My name is Anna Lee. No, don't book it.", "No. I don't want to give my phone.", "no"],
    "ZH": ["不要", "我叫刘芳，不订了", "电话先不给，不订了"],
}  # fmt: skip


def _all(table: dict[str, list[str]]) -> list[str]:
    return [text for lines in table.values() for text in lines]


def summary_answer(text: str, rule: bool) -> Optional[str]:
    state = booking_state()
    mark_shown(state, seq=10)
    hear(state, text, 10, "m-3", reads_objects=lambda: rule)
    quote = state.booking_quote
    assert quote is not None
    if quote.consent.answer is None:
        assert "said no" not in consent_words_for(quote)
        refused = guard_call("createBooking", {"quote_id": quote.quote_id}, state)[0]
        assert refused["error"]["code"] == "NEEDS_CONFIRMATION"  # open, and never booked on it
    return quote.consent.answer


@pytest.mark.parametrize("text", _all(DETAILS_LATER))
def test_details_given_or_put_off_are_never_a_no_to_the_summary(text: str) -> None:
    assert summary_answer(text, rule=True) is None, text


@pytest.mark.parametrize("text", _all(STILL_NO))
def test_a_no_to_the_booking_or_a_bare_no_still_declines(text: str) -> None:
    assert summary_answer(text, rule=True) == "no", text


def test_sessions_recorded_before_the_reading_close_the_summary_as_before() -> None:
    assert summary_answer(RUN_DETAILS, rule=False) == "no"


RUN_REMOVAL = "ចា៎ យល់ព្រម ដកគាត់ចេញ។ សំណើពិសេសរបស់គាត់ (តុកតុក នៅសណ្ឋាគារ...) ដកចេញផងទៅ"
# per change: the yes ordering it first, then other business (EN, ZH, KH), and the yes spelled "ចា៎"
FIRST: dict[str, list[str]] = {
    "remove": [
        RUN_REMOVAL,
        "ចា៎ យល់ព្រម ដកគាត់ចេញ",
        "ចា៎ ដកគាត់ចេញទៅ",
        "ok remove her. Her special requests can go too, please withdraw them.",
        "好的，把她减掉吧。她的特别要求也取消吧。",
        "ចាស ដកគាត់ចេញទៅ។ គាត់ឈឺជង្គង់ មិនអាចទៅបាន។",
    ],
    "add": [
        "ok add him. He is vegetarian, please put that as a special request.",
        "好的，加上他吧。他吃素，请备注一下。",
        "ចា៎ បន្ថែមគាត់ចូលទៅ។ គាត់ញ៉ាំបួស សូមដាក់សំណើពិសេស។",
        "ចា៎",
    ],
    "add_day": [
        "ok, add a day then. We will have dinner on our own that night.",
        "好的，加一天吧。那天晚饭我们自己吃。",
        "ចា៎ បន្ថែមមួយថ្ងៃទៅ។ ល្ងាចនោះយើងញ៉ាំខ្លួនឯង។",
    ],
}
NOT_FIRST: dict[str, list[str]] = {
    "remove": [
        "ok remove her. but only if the refund comes this week.",
        "好的，把她减掉吧。也把他加上吧。",
        "ចា៎ ដកគាត់ចេញ។ ប៉ុន្តែ ប្រាក់ត្រូវមកវិញភ្លាម។",
        "ចា៎ ដកគាត់ចេញ។ ហើយលុបចោលការកក់ទាំងមូលផង។",
    ],
    "add": [
        "ok add him. but only if he gets a bed.",
        "好的，加上他吧。不过改成4天。",
        "ចា៎ បន្ថែមគាត់ចូល។ ប៉ុន្តែ ត្រូវមានគ្រែ។",
    ],
}


def change_answer(change: str, answer: str, rule: bool) -> Optional[str]:
    """The information quote and its question, the answer, then the change quote with the same figures confirmed."""
    state = paid_state()
    preview(state, change, "qt_info", 189.0, "information")
    question = CHANGES[change]["questions"][2]  # the model asked in Khmer, as in the run
    state.messages.append({"role": "assistant", "content": f"$ 189 ... {question}"})
    mark_shown(state, seq=10)
    state.turn += 1
    state.messages.append({"role": "user", "content": answer})
    yes = lambda: True  # noqa: E731
    hear(state, answer, 10, "m-6", None, yes, yes, yes, yes, yes, reads_objects=lambda: rule)
    preview(state, change, "qt_change", 189.0, "change")
    refused, _ = guard_call("confirmReschedule", {"quote_id": "qt_change", "booking_id": "bk_1"}, state)
    return None if refused is None else str(refused["error"]["code"])


FIRST_CASES = [(change, text) for change, texts in FIRST.items() for text in texts]


@pytest.mark.parametrize(("change", "answer"), FIRST_CASES)
def test_the_yes_said_first_beside_other_business_confirms_the_shown_figures_once(change: str, answer: str) -> None:
    assert change_answer(change, answer, rule=True) is None, (change, answer)


@pytest.mark.parametrize(("change", "answer"), [(c, t) for c, texts in NOT_FIRST.items() for t in texts])
def test_a_later_sentence_asking_conditioning_or_changing_more_still_asks(change: str, answer: Any) -> None:
    assert change_answer(change, answer, rule=True) in ("NEEDS_CONFIRMATION", "QUOTE_DECLINED"), (change, answer)


def test_sessions_recorded_before_the_reading_ask_again() -> None:
    assert change_answer("remove", RUN_REMOVAL, rule=False) == "NEEDS_CONFIRMATION"
