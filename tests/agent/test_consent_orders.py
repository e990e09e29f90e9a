"""An order naming the quoted action, before or after an agreement word, is the yes (EN / KH / ZH).

Relay 16: under the quote to remove her sister, the grandmother's "ដកគាត់ចេញ យល់ព្រម" (remove her, agreed)
was not heard as the yes. For each kind of quoted action (remove a traveller, add one, add a day, move,
cancel) every order x agreement word x order of the two is the yes, and the guards still hold: asked as a
question, with a "but ..." clause, with contact details beside it, or naming another action, it is not."""

from __future__ import annotations

from hypothesis import example, given, settings, strategies as st

from agent.consent_orders import quoted_actions
from agent.consent_words import classify

ORDERS: dict[str, dict[str, tuple[str, ...]]] = {
    "remove": {
        "EN": ("remove her", "remove my sister", "take her off", "remove one adult"),
        "ZH": ("把她减掉", "减掉她", "去掉一个人", "删掉她", "减掉我妈妈"),
        "KH": ("ដកគាត់ចេញ", "ដកម្នាក់ចេញ", "ដកគាត់", "ដកម្តាយខ្ញុំចេញ"),
    },
    "add": {
        "EN": ("add her", "add my sister", "add one child", "include him"),
        "ZH": ("加上她", "把她加上", "增加一个人", "加上孩子", "加上我侄女"),
        "KH": ("បន្ថែមគាត់", "បន្ថែមម្នាក់", "បន្ថែមគាត់ចូល", "បន្ថែមក្មួយខ្ញុំ", "បន្ថែមប្អូនស្រីខ្ញុំ"),
    },
    "add_day": {
        "EN": ("add a day", "extend the trip", "add one night"),
        "ZH": ("加一天", "延长一天", "多加一天"),
        "KH": ("បន្ថែមមួយថ្ងៃ", "បន្ថែមថ្ងៃ"),
    },
    "move": {"EN": ("move it", "change it", "reschedule it"), "ZH": ("改吧", "改期", "换吧"), "KH": ("ប្តូរ", "ប្តូរទៅ")},
    "cancel": {
        "EN": ("cancel it", "please cancel"),
        "ZH": ("取消吧", "那就取消吧", "取消"),
        "KH": ("លុបចោល", "បោះបង់", "លុបចោលចុះ"),
    },
}
AGREE = {
    "EN": ("yes", "ok", "sure", "agreed", "go ahead", "confirm"),
    "ZH": ("好的", "可以", "确认", "同意", "好吧", "行"),
    "KH": ("យល់ព្រម", "បាទ", "ចាស", "អូខេ", "ព្រម"),
}
SEP = {"EN": (", ", ". ", " ", "! "), "ZH": ("，", " ", "。"), "KH": (" ", "។ ")}
BUT = {"EN": ", but a day later", "ZH": "，不过改成3个人", "KH": " ប៉ុន្តែ ចង់ថ្ងៃផ្សេង"}
ASK = {"EN": "?", "ZH": "吗？", "KH": "ឬទេ?"}
CONTACT = (" +855 12 345 678", " my mail is sok.dara@example.com")
# another action named beside a change: a cancellation (a move named beside a cancellation is read as its
# reason, "改期也没用…取消吧": tests/agent/test_consent.py, so it is not drawn here)
OTHER = {"EN": " and cancel the boat trip", "ZH": " 取消游船", "KH": " លុបចោលការកក់"}
KIND = {"remove": "reschedule", "add": "reschedule", "add_day": "reschedule", "move": "reschedule"}


def quote_of(action: str) -> tuple[str, tuple[str, ...]]:
    if action == "cancel":
        return "cancellation", ()
    return KIND[action], (() if action == "move" else (action,))


@st.composite
def answers(draw: st.DrawFn) -> tuple[str, str, str]:
    action = draw(st.sampled_from(sorted(ORDERS)))
    language = draw(st.sampled_from(["EN", "ZH", "KH"]))
    order, agree = draw(st.sampled_from(ORDERS[action][language])), draw(st.sampled_from(AGREE[language]))
    sep = draw(st.sampled_from(SEP[language]))
    return action, language, sep.join((order, agree) if draw(st.booleans()) else (agree, order))


@settings(max_examples=300, deadline=None)
@given(answers())
def test_an_order_of_the_quoted_action_beside_an_agreement_is_the_yes(answer: tuple[str, str, str]) -> None:
    action, _, text = answer
    kind, actions = quote_of(action)
    assert classify(text, kind, actions) == "yes", text  # type: ignore[arg-type]


@settings(max_examples=300, deadline=None)
@given(answers(), st.sampled_from(["ask", "but", "contact", "other"]), st.sampled_from(CONTACT))
@example(("cancel", "ZH", "取消吧。好的"), "but", CONTACT[0])  # found by a CI-sized run: the "but" read as a no to else
def test_the_guards_still_hold(answer: tuple[str, str, str], guard: str, contact: str) -> None:
    action, language, text = answer
    if guard == "other" and action in ("cancel", "move"):
        guard = "contact"  # both verbs of one message are read as the kind's own (agent.consent_actions)
    kind, actions = quote_of(action)
    if guard == "ask":  # each part asked, nothing stated
        text = " ".join(part.strip(" ,.!，。។") + ASK[language] for part in _parts(text, language))
    elif guard == "but":
        text += BUT[language]
    elif guard == "contact":
        text += contact
    else:
        text += OTHER[language]
    assert classify(text, kind, actions) != "yes", text  # type: ignore[arg-type]


def _parts(text: str, language: str) -> list[str]:
    for sep in sorted(SEP[language], key=len, reverse=True):
        if sep.strip() and sep in text:
            return text.split(sep)
    return text.split(" ")


@given(
    action=st.sampled_from(["remove", "add", "add_day"]),
    other=st.sampled_from(["remove", "add", "add_day"]),
    language=st.sampled_from(["EN", "ZH", "KH"]),
    agree=st.data(),
)
def test_an_order_of_an_action_the_quote_does_not_make_is_not_its_yes(
    action: str, other: str, language: str, agree: st.DataObject
) -> None:
    if action == other or {action, other} == {"add", "add_day"} and language == "KH":
        return  # KH បន្ថែម (add) names both: the bare verb stays a yes to either
    text = f"{agree.draw(st.sampled_from(ORDERS[other][language]))} {agree.draw(st.sampled_from(AGREE[language]))}"
    assert classify(text, "reschedule", (action,)) != "yes", text
    assert classify(text, "reschedule", ()) != "yes", text  # a quote that only moves dates


def test_a_quote_knows_its_actions() -> None:
    before = {"travel_date": "2027-01-10", "end_date": "2027-01-13", "people_count": 6}
    assert quoted_actions({"remove_adults": 1}, {}) == ["remove"]
    assert quoted_actions({"add_children_ages": [4]}, {}) == ["add"]
    assert quoted_actions({"people_count": 5}, {"current": before, "proposed": {**before, "people_count": 5}}) == [
        "remove"
    ]
    longer = {**before, "end_date": "2027-01-14"}
    assert quoted_actions({"new_end_date": "2027-01-14"}, {"current": before, "proposed": longer}) == [
        "add_day",
        "length:5",
    ]
    shorter = {**before, "end_date": "2027-01-12"}  # the new length named is the quote's own (held-out batch Q)
    assert quoted_actions({"new_end_date": "2027-01-12"}, {"current": before, "proposed": shorter}) == [
        "remove_day",
        "length:3",
    ]
    assert quoted_actions({"new_travel_date": "2027-02-01"}, {"current": before, "proposed": before}) == []
