"""Readings held-out batch X found missing, each a rule over a family of phrasings in EN / KH / ZH: the family's
size said with its members listed is the group (the adults are the size less the children, never the pair named
first: "一家五口 我和媳妇 我娘 还有俩孩子" was booked as 5 adults); whom the writer talks it over with is no group;
a name is read after 名字 / 姓名 / ឈ្មោះ; a leaver named by relation ("把老太太去掉吧", "remove grandma", "យាយទៅមិនបាន")
takes one adult off and who stays, said as adults and children, is the group left; a span of now ("这两天") moves
nothing; the activity is read after a filler word ("ថែមកម្មវិធីទៅមើល…", "加一个去看…的项目", "add a trip to …"); and
everything the traveller reads is in the session's language (the model's own need labels and a refusal's text)."""

from __future__ import annotations

import re

import pytest

from activities.models.scripted.aftercare import _shift_days
from activities.models.scripted.compose import error_text
from activities.models.scripted.contact import extract_name
from activities.models.scripted.group_change import leaving_children, new_group_size
from activities.models.scripted.need_labels import LABELS, needs_in_language
from activities.models.scripted.paid_add_on import asked_activity
from activities.models.scripted.party import extract_party
from activities.models.scripted.understand import _SPECIAL_NEEDS
from activities.models.scripted.window import Call
from agent.normal_text import normalize

_LATIN_RUN = re.compile(r"[A-Za-z]+(?:[\s,'-]+[A-Za-z]+){2,}")


@pytest.mark.parametrize(
    "form",
    [
        "你好 咱一家{n}口 我和媳妇 我娘 还有俩孩子一个{a}岁一个{b}岁 想去暹粒玩4天",
        "我们一家{n}口：我、老婆、我妈，还有两个孩子，{a}岁和{b}岁",
        "一家{n}口，我和老公、婆婆，还有两个孩子（{a}岁、{b}岁）",
        "{n}口人：我、我老婆、我娘，俩孩子{a}岁和{b}岁",
        "we are a family of {n}: me, my wife, my mum and our two kids aged {a} and {b}",
        "family of {n} - me and my husband, my mother and two kids ({a} and {b})",
        "គ្រួសារយើង {n} នាក់ ខ្ញុំ និងប្រពន្ធ ម្តាយខ្ញុំ និងកូនពីរនាក់ អាយុ {a} និង {b} ឆ្នាំ",
        "ខ្ញុំ និងប្តី ម្តាយខ្ញុំ និងកូន២នាក់ អាយុ{a} និង{b}ឆ្នាំ គ្រួសារ {n} នាក់",
    ],
)
@pytest.mark.parametrize(("n", "a", "b"), [(5, 4, 9), (6, 2, 12)])
def test_a_family_size_with_its_members_listed_is_the_group(form: str, n: int, a: int, b: int) -> None:
    party = extract_party(form.format(n=n, a=a, b=b))
    assert (party.people_count, party.adults, party.children, sorted(party.children_ages)) == (
        n,
        n - 2,
        2,
        sorted([a, b]),
    ), party


def test_a_number_of_adults_said_stands_beside_the_family_size() -> None:
    party = extract_party("family of 5: 2 adults and 3 kids aged 4, 6 and 9")
    assert (party.adults, party.children_ages) == (2, [4, 6, 9]), party


@pytest.mark.parametrize(
    "text",
    [
        "不行不行，先别订，我跟媳妇再商量商量。",
        "我和老公商量一下再说",
        "等我跟老婆问问",
        "let me talk with my wife first",
        "ខ្ញុំសុំពិភាក្សាជាមួយប្តីសិន",
    ],
)
def test_whom_the_writer_talks_it_over_with_is_no_group(text: str) -> None:
    party = extract_party(text)
    assert (party.people_count, party.adults) == (None, None), party


@pytest.mark.parametrize(
    "form",
    [
        "行，就第一个。2027-01-02出发，在暹粒机场接咱们。名字{zh}，电话+86 139 5357 2846。",
        "名字：{zh}，手机13800138000",
        "名字写{zh}，电话13800138000",
        "好的，名字{zh} 电话13800138000",
        "姓名{zh}，电话+86 139 5357 2846",
        "在王宫旁边那个Palace Gate酒店接我们 我叫{zh} 电话13945127788",  # a name ends at its space
        "ឈ្មោះ {kh} លេខ 012 846 375",
        "ឈ្មោះខ្ញុំ {kh} លេខ 012 846 375",
        "ឈ្មោះ៖ {kh}, លេខទូរស័ព្ទ 012 846 375",
        "name {en}, phone +86 139 5357 2846",
    ],
)
def test_a_name_after_its_word_is_the_name(form: str) -> None:
    names = {"zh": "于海峰", "kh": "សុខ ចន្ទធីតា", "en": "Yu Haifeng"}
    key = next(k for k in names if "{" + k + "}" in form)
    assert extract_name(form.format(**names)) == names[key]


@pytest.mark.parametrize(
    "text",
    [
        "你好 我娘这两天血压高 医生不让坐飞机了 把老太太去掉吧 剩下我们两口子和俩孩子 能退多少钱",
        "行，把老太太去掉吧。",
        "把我娘去掉，就剩我们俩和两个孩子",
        "奶奶去不成了，把她去掉吧",
        "please remove grandma from the booking, it will be just me, my wife and the two kids",
        "take mum off the booking please",
        "យាយទៅមិនបានទេ សុំដកគាត់ចេញ នៅសល់តែខ្ញុំ ប្តី និងកូនពីរនាក់",
        "ម្តាយខ្ញុំទៅមិនបានទេ",
    ],
)
def test_a_leaver_named_by_relation_is_one_adult_off(text: str) -> None:
    assert new_group_size(text, 5) == 4
    assert leaving_children(text, [4, 9]) == []  # an adult leaves: no child taken off, none asked about


@pytest.mark.parametrize(
    "text",
    [
        "អូយបង សប្តាហ៍ហ្នឹងផ្សារមានលក់ធំ ពួកខ្ញុំទៅមិនរួចទេ។ សុំពន្យារមួយអាទិត្យ ទៅចេញថ្ងៃ 2026-12-28 វិញបានទេ?",
        "បង ថ្ងៃនោះប្អូនប្រុសខ្ញុំរៀបការ ទៅមិនរួចទេ។ សុំប្តូរថ្ងៃចេញដំណើរទៅ 2027-01-14 វិញបានអត់?",
        "那天我们去不成了，能改到下周吗",
    ],
)
def test_the_whole_group_unable_to_go_then_is_no_leaver(text: str) -> None:
    assert new_group_size(text, 4) is None  # a move asked for, nobody taken off


@pytest.mark.parametrize(
    "text",
    [
        "你好 我娘这两天血压高 医生不让坐飞机了 把老太太去掉吧",
        "my mum has been ill the past two days",
        "ម្តាយខ្ញុំឈឺ២ថ្ងៃនេះ",
    ],
)
def test_a_span_of_now_moves_nothing(text: str) -> None:
    assert _shift_days(normalize(text)) is None


@pytest.mark.parametrize("text", ["推迟两天", "push it back two days", "ពន្យារ2ថ្ងៃ"])
def test_a_shift_is_still_a_shift(text: str) -> None:
    assert _shift_days(normalize(text)) == 2


@pytest.mark.parametrize(
    ("text", "activity"),
    [
        ("បង ខ្ញុំចង់ថែមកម្មវិធីទៅមើលចម្ការម្រេចកំពត សម្រាប់ទាំង ៤ នាក់ បានអត់? ត្រូវថែមលុយប៉ុន្មានដែរ?", "ចម្ការម្រេចកំពត"),
        ("សុំបន្ថែមដំណើរទៅមើលចម្ការម្រេច សម្រាប់៤នាក់", "ចម្ការម្រេច"),
        ("ថែមទៅលេងចម្ការម្រេចផង", "ចម្ការម្រេច"),
        ("ខ្ញុំចង់បន្ថែមកម្មវិធីជិះទូកមើលថ្ងៃលិច បានទេ?", "ជិះទូកមើលថ្ងៃលិច"),
        ("能加一个去看胡椒园的项目吗？四个人要加多少钱？", "胡椒园"),
        ("能不能加个项目：去看胡椒园，四个人", "胡椒园"),
        ("想加一个参观胡椒园的项目，多少钱？", "胡椒园"),
        ("Can you add a trip to the pepper farm for all 4 of us? How much extra?", "pepper farm"),
        ("could we add a visit to the pepper farm for the four of us?", "pepper farm"),
        ("add an excursion to the pepper farm please", "pepper farm"),
    ],
)
def test_the_activity_is_named_after_its_filler_words(text: str, activity: str) -> None:
    assert asked_activity(text) == activity


@pytest.mark.parametrize("text", ["ចាស យល់ព្រម ថែមទៅបង", "ថែមទៅបង", "បន្ថែមផងបង"])
def test_an_add_of_particles_names_no_activity(text: str) -> None:
    assert asked_activity(text) is None


def test_every_need_label_has_words_in_khmer_and_chinese() -> None:
    for label, _ in _SPECIAL_NEEDS:
        for lang in ("KH", "ZH"):
            said = needs_in_language(f"{label}, 老太太腿脚不好", lang)
            assert said is not None and not _LATIN_RUN.search(said) and label not in said, (label, lang, said)
            assert said.endswith("老太太腿脚不好")  # the traveller's own words kept
        assert needs_in_language(label, "EN") == label
    assert set(LABELS) == {label for label, _ in _SPECIAL_NEEDS}


def _refused(message: str, details: dict[str, object]) -> Call:
    error = {"code": "VALIDATION_FAILED", "message": message, "details": details}
    return Call(0, "r", "previewReschedule", {}, {"success": False, "error": error})


@pytest.mark.parametrize("lang", ["KH", "ZH"])
@pytest.mark.parametrize(
    ("message", "details"),
    [
        ("'ចម្ការ' is not an activity this trip can add.", {"activity": "ចម្ការ", "next_step": "Offer what …"}),
        ("The booking cannot be changed this close to the start.", {}),
        ("Some contact details are not valid.", {"phone": "too short"}),
    ],
)
def test_a_refusal_is_said_in_the_sessions_language(lang: str, message: str, details: dict[str, object]) -> None:
    said = error_text(_refused(message, details), lang)
    assert not _LATIN_RUN.search(said), said
    if details.get("activity"):
        assert str(details["activity"]) in said  # what was refused is named


def test_a_refusal_in_the_sessions_language_is_kept() -> None:
    assert "不是这个行程可以添加的" in error_text(_refused("「x」不是这个行程可以添加的项目。", {}), "ZH")
    assert "is not an activity" in error_text(_refused("'x' is not an activity this trip can add.", {}), "EN")
