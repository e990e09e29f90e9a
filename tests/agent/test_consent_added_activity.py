"""A quote adding an activity is answered by a yes under the model's question putting it ("Shall I add the cooking
class on day 2 at lunchtime for US$140?", "要为您加上游船吗？", "តើខ្ញុំបន្ថែមការធ្វើម្ហូបឱ្យទេ?"): the quote records
its action (``add_activity``), so the question names it, and the activity it adds is never "another change" beside
the yes (relay run 51 req 34: "ok day 2 lunch is fine, yes" was refused, the traveller asked a third time).
Sessions recorded before (``state.activity_action`` False) read as before."""

from __future__ import annotations

from typing import Optional

from hypothesis import given, settings, strategies as st

import agent.aftercare as aftercare
from agent.consent import hear, mark_shown
from agent.consent_orders import ADD_ACTIVITY, quoted_actions
from tests.agent.test_consent import confirm
from tests.agent.test_consent_as_said import _paid

QUESTIONS = {
    "EN": ["Shall I add the {a} on day 2 at lunchtime for US${n}?", "Do you want me to add the {a} for ${n}?",
           "Should I book the {a} on day 1 for ${n}?"],
    "ZH": ["要为您加上{a}吗？一共{n}美元。", "需要我在第2天给您订{a}吗？"],
    "KH": ["តើខ្ញុំបន្ថែម{a}ឱ្យទេ? ${n}", "តើខ្ញុំកក់{a}នៅថ្ងៃទី២បានទេ?"],
}  # fmt: skip
YES = {
    "EN": ["yes", "ok day 2 lunch is fine, yes", "yes please add it", "ok, go ahead", "yes, add the {a}"],
    "ZH": ["好的", "可以，加上吧", "第2天中午可以，好的"],
    "KH": ["បាទ", "ចាស បន្ថែមទៅ", "យល់ព្រម"],
}  # fmt: skip
ACTIVITY = {"EN": "cooking class", "ZH": "游船", "KH": "ការធ្វើម្ហូប"}


def _answer(lang: str, question: str, yes: str, activity_action: bool) -> Optional[str]:
    state, _ = _paid("add", "")
    state.after_payment.quotes.clear()
    state.activity_action = activity_action
    inp = {"booking_id": "bk_1", "add_activities": [ACTIVITY[lang]], "day": 1}
    data = {"quote_id": "qt_r", "amount_due_usd": 140.0, "changes": ["activity"],
            "current": {"travel_date": "2027-01-04", "end_date": "2027-01-06", "people_count": 4},
            "proposed": {"travel_date": "2027-01-04", "end_date": "2027-01-06", "people_count": 4}}  # fmt: skip
    aftercare.HANDLERS["previewReschedule"](state, inp, data, None)
    mark_shown(state, seq=10)
    state.turn += 1
    state.messages = [
        {"role": "assistant", "content": [{"type": "text", "text": question}]},
        {"role": "user", "content": yes},
    ]
    on = lambda: True  # noqa: E731
    hear(state, yes, 10, f"m-{state.turn}", None, on, on, on, on, on, on, on)
    refused = confirm(state, "reschedule")
    return None if refused is None else refused["error"]["code"]


@settings(max_examples=60, deadline=None)
@given(st.data(), st.sampled_from(["EN", "ZH", "KH"]))
def test_a_yes_under_the_question_adding_the_activity_confirms_it(data: st.DataObject, lang: str) -> None:
    question = data.draw(st.sampled_from(QUESTIONS[lang])).format(a=ACTIVITY[lang], n=140)
    yes = data.draw(st.sampled_from(YES[lang])).format(a=ACTIVITY[lang])
    assert _answer(lang, question, yes, activity_action=True) is None, (question, yes)


def test_the_reported_answer_was_refused_before() -> None:
    question = QUESTIONS["EN"][0].format(a="cooking class", n=140)
    assert _answer("EN", question, "ok day 2 lunch is fine, yes", activity_action=False) == "NEEDS_CONFIRMATION"
    assert _answer("EN", question, "ok day 2 lunch is fine, yes", activity_action=True) is None


def test_the_action_is_recorded_only_for_an_added_activity() -> None:
    assert quoted_actions({"add_activities": ["x"]}, {"changes": ["activity"]}, activity=True) == [ADD_ACTIVITY]
    assert quoted_actions({"add_activities": ["x"]}, {"changes": ["activity"]}, activity=False) == []
    assert ADD_ACTIVITY not in quoted_actions({"add_adults": 1}, {"changes": ["group"]}, activity=True)


def test_a_no_or_another_question_stays_no_yes() -> None:
    question = QUESTIONS["EN"][0].format(a="cooking class", n=140)
    assert _answer("EN", question, "no thanks", activity_action=True) == "QUOTE_DECLINED"
    for said in ("what time does it end?", "add it, but on day 3"):
        assert _answer("EN", question, said, activity_action=True) == "NEEDS_CONFIRMATION", said
    other = "Which hotel would you like on day 2?"
    assert _answer("EN", other, "yes", activity_action=True) == "NEEDS_CONFIRMATION"
