"""Held-out batch I: "Right, we'll go with the first one. Please make a note of his knee, as little
climbing as possible." A request to note someone's health, mobility, diet or access, said at any
stage beside any other intent (a trip choice, a yes, the booking details), is kept as a special
request in the traveller's words (EN / KH / ZH), never with their phone or e-mail in it, and a
question about the trip is no request."""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from activities.models.scripted.special_notes import noted_requests
from activities.models.scripted.understand import hear

NOTES = {  # (wording, a word of it that must be kept)
    "EN": [
        ("Please make a note of his knee, as little climbing as possible.", "knee"),
        ("Could you note that my wife is diabetic.", "diabetic"),
        ("Please let the guide know my father has a bad back.", "bad back"),
        ("My mum has a bad hip, so not too much walking please.", "hip"),
        ("Keep in mind that I have asthma.", "asthma"),
        ("Please note we need a halal lunch.", "halal"),
    ],
    "KH": [
        ("សូមកត់ចំណាំថា ម្ដាយខ្ញុំឈឺជង្គង់", "ជង្គង់"),
        ("ប្ដីខ្ញុំឈឺខ្នង កុំឡើងភ្នំច្រើន", "ឈឺខ្នង"),
        ("សូមប្រាប់មគ្គុទ្ទេសក៍ថា ឪពុកខ្ញុំមានជំងឺបេះដូង", "បេះដូង"),
    ],
    "ZH": [
        ("请备注一下他膝盖不好，尽量少爬楼梯。", "膝盖"),
        ("我妈有糖尿病，麻烦注意一下。", "糖尿病"),
        ("请帮我备注：不吃辣", "不吃辣"),
    ],
}
OTHER = {
    "EN": ["Right, we'll go with the first one.", "Yes, book it.", "The second trip please!", "Hi!",
           "Sokha Chan, +855 12 345 678, Riverside Hotel."],
    "KH": ["យកកញ្ចប់ទីមួយ", "បាទ យល់ព្រម", "សុខា ចាន់ +855 12 345 678"],
    "ZH": ["好的，就第一个吧。", "可以，订吧。", "张伟，+86 138 0013 8000。"],
}  # fmt: skip
STAGES = [None, "ask_which_trip", "ask_confirm_booking", "ask_booking_details", "ask_budget", "ask_mood"]


@settings(max_examples=120, deadline=None)
@given(st.sampled_from(["EN", "KH", "ZH"]), st.data())
def test_a_request_to_note_is_kept_beside_any_other_intent_at_any_stage(lang, data):
    note, kept = data.draw(st.sampled_from(NOTES[lang]))
    other = data.draw(st.sampled_from(OTHER[lang]))
    gap = "" if lang == "ZH" else " "
    said = data.draw(st.sampled_from([other + gap + note, note + gap + other, note]))
    requests = hear(said, data.draw(st.sampled_from(STAGES))).slots.get("special_needs", "")
    assert kept.lower() in requests.lower(), (said, requests)
    assert "+855" not in requests and "+86" not in requests and "Sokha" not in requests, (said, requests)


def test_a_question_about_the_trip_is_no_request():
    for question in ("Is there a lot of climbing on these?", "台阶多吗？", "Will my knee be ok with the stairs?"):
        assert noted_requests(question) == [], question


def test_the_note_keeps_the_travellers_words_without_the_cue():
    assert noted_requests("Right, we'll go with the first one. Please make a note of his knee, as little climbing as possible.") == [
        "his knee, as little climbing as possible"
    ]  # fmt: skip
