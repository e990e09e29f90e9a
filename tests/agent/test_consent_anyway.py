"""A yes after a grumble, a reason or an "anyway" is the yes (agent.consent_anyway; relay 20: "hes on
the phone with me now so lets do it", "thats a bit silly but ok, change it to the airport anyway"),
for every quote kind and language, while the guards still hold: a question, a "but ..." clause,
contact details, another action named or a negation is never the yes."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from agent.consent_words import classify
from tests.agent.test_pickup_consent import call, paid_session, says, turn_ends

PLACE = "Siem Reap airport (SQ 5084, 09:40) 暹粒机场 ព្រលានយន្តហោះសៀមរាប"
KINDS = ("booking", "reschedule", "cancellation", "pickup")
ORDER = {
    "EN": {"booking": ["lets do it", "let's book it", "go for it", "lets go ahead", "book it"],
           "reschedule": ["move it", "change it", "lets do it"], "cancellation": ["cancel it", "do it"],
           "pickup": ["change it", "move it", "change it to the airport", "do it"]},
    "ZH": {"booking": ["订吧", "就这样吧，订吧"], "reschedule": ["改吧", "照样改吧"], "cancellation": ["取消吧"],
           "pickup": ["改吧", "改到机场吧", "照样改吧"]},
    "KH": {"booking": ["កក់ទៅ", "ធ្វើទៅ"], "reschedule": ["ប្តូរទៅចុះ", "ធ្វើទៅ"], "cancellation": ["លុបចោលទៅ"],
           "pickup": ["ប្តូរទៅចុះ", "ប្តូរទៅព្រលានយន្តហោះចុះ", "ធ្វើទៅ"]},
}  # fmt: skip
# what may come before the order: nothing, a reason then "so", a grumble then "but ok"
BEFORE = {
    "EN": ["", "he's on the phone with me now so ", "thats a bit silly but ok, ", "sorry for being cranky. ok, "],
    "ZH": ["", "他在电话上，所以", "贵是贵，不过好吧，"],
    "KH": ["", "គាត់នៅលើទូរស័ព្ទ ដូច្នេះ ", "ថ្លៃបន្តិច ប៉ុន្តែ អូខេ "],
}
ANYWAY = {"EN": ["", " anyway", " anyways"], "ZH": ["", "反正"], "KH": ["", " យ៉ាងណាក៏ដោយ"]}
AFTER = {"EN": ["", " and we'll have a coffee.", ". thanks!"], "ZH": ["", "。谢谢"], "KH": ["", " អរគុណ"]}
# each turns the yes into something else
SPOILER = {
    "EN": ["?", " but a day later", ", my number is +61 412 558 903", " but only if it's refundable"],
    "ZH": ["吗？", "，不过改成3个人", "，手机+86 139 8321 4567"],
    "KH": ["បានទេ?", " ប៉ុន្តែបន្ថែមម្នាក់", " ទំនាក់ទំនង +855 12 345 678"],
}
NEGATED = {
    "EN": ["let's not do it", "don't change it anyway", "no, don't do it", "not now, cancel that"],
    "ZH": ["算了，不订了", "不改了", "先不取消"],
    "KH": ["កុំប្តូរ", "មិនកក់ទេ", "អត់ទេ"],
}


def _message(lang: str, kind: str, data: st.DataObject) -> str:
    order = data.draw(st.sampled_from(ORDER[lang][kind]))
    return data.draw(st.sampled_from(BEFORE[lang])) + order + data.draw(st.sampled_from(ANYWAY[lang]))


@settings(max_examples=150)
@given(st.sampled_from(sorted(ORDER)), st.sampled_from(KINDS), st.data())
def test_the_order_after_a_reason_a_grumble_or_with_anyway_is_the_yes(lang, kind, data):
    message = _message(lang, kind, data) + data.draw(st.sampled_from(AFTER[lang]))
    assert classify(message, kind, place=PLACE) == "yes", message


@settings(max_examples=150)
@given(st.sampled_from(sorted(ORDER)), st.sampled_from(KINDS), st.data())
def test_a_question_a_but_or_contact_details_keep_it_from_being_the_yes(lang, kind, data):
    message = _message(lang, kind, data)
    assert classify(message, kind, place=PLACE) == "yes", message  # the test can fail
    spoilt = message + data.draw(st.sampled_from(SPOILER[lang]))
    assert classify(spoilt, kind, place=PLACE) != "yes", spoilt


@settings(max_examples=80)
@given(st.sampled_from(sorted(NEGATED)), st.sampled_from(KINDS), st.data())
def test_a_negated_order_is_never_the_yes(lang, kind, data):
    message = data.draw(st.sampled_from(NEGATED[lang]))
    assert classify(message, kind, place=PLACE) != "yes", message


@settings(max_examples=60)
@given(st.sampled_from(["cancel it anyway", "ok book it anyway", "so cancel it"]), st.data())
def test_anyway_with_another_action_named_is_not_the_yes(order, data):
    kind = data.draw(st.sampled_from(["reschedule", "pickup"] if "cancel" in order else ["cancellation"]))
    assert classify(order, kind, place=PLACE) == "unclear", (order, kind)


@given(st.sampled_from(["change it to the hotel anyway", "ok move it to the Raffles anyway", "改到酒店吧"]))
def test_another_place_than_the_proposed_one_is_not_the_yes(message):
    assert classify(message, "pickup", place=PLACE) == "unclear", message
    assert classify("ok, change it to the airport anyway", "pickup", place=PLACE) == "yes"


PROPOSED = "Siem Reap airport (arrival on Singapore Airlines SQ 5084, landing 09:40 on Wednesday 10 March 2027)"
RELAY_ANSWER = (
    "4 hours at the airport in the heat?? thats a bit silly but ok, change it to the {where} anyway and we'll "
    "have a coffee. I'll ask support about an earlier pick up"
)


@pytest.mark.parametrize("where", ["airport", "hotel"])
def test_the_relay_answer_under_a_pickup_proposal_lets_that_change_through_and_no_other(where):
    """Relay 20 req 56: changePickup refused again after the answer below to "Shall I change the pickup to
    the airport?"; the traveller had to say yes a third time. Under the proposal of another place it is
    not a yes."""
    state = paid_session()
    state.messages.append({"role": "user", "content": "Can the pickup be at the airport instead of the hotel?"})
    assert call(state, PROPOSED) == "NEEDS_CONFIRMATION"  # proposed to the traveller, shown
    turn_ends(state)
    says(state, RELAY_ANSWER.format(where=where))
    state.messages.append({"role": "user", "content": RELAY_ANSWER.format(where=where)})
    assert call(state, PROPOSED) == (None if where == "airport" else "NEEDS_CONFIRMATION")
