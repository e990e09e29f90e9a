"""Who is a child is said by age, and a child's age corrected changes that child only (held-out batch
H: "me and my 2 boys (19 and 17)" booked as 3 adults and no child; "my daughter Aoife, she's 29 ...
the two of us" as 3 adults; "he's 6 not 5" left children [6] of [9, 5]).

Invariants:
- a son or daughter of 18 or more is an adult, counted once; anyone under 18 is a child whose age is
  kept (EN / ZH / KH), and "the two of us" beside a grown daughter is the whole group of two;
- a correction of one child's age replaces that age and keeps every other child (EN / ZH / KH).
"""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from activities.models.scripted.age_correction import corrected_ages
from activities.models.scripted.party import extract_party
from agent.normal_text import normalize

WORD = {2: "two", 3: "three"}
# the writer and N sons with ages: (form, lang)
SONS = [
    ("me and my {n} boys ({ages}) want an adventure trip", "EN"),
    ("me and my {nw} sons of {ages}, budget 1200 USD for the {total} of us", "EN"),
    ("I'm travelling with my {nw} kids aged {ages}", "EN"),
    ("我和{n}个儿子（{zh}）想去海岛", "ZH"),
    ("ខ្ញុំ និងកូនប្រុស {n} នាក់ អាយុ {kh} ឆ្នាំ", "KH"),
]


@settings(max_examples=120, deadline=None)
@given(
    st.sampled_from(SONS),
    st.lists(st.integers(18, 30), min_size=1, max_size=2),
    st.lists(st.integers(2, 17), min_size=1, max_size=2),
)
def test_a_grown_child_is_an_adult_and_a_child_keeps_their_age(form, grown: list[int], young: list[int]) -> None:
    template, _lang = form
    ages = grown + young
    n = len(ages)
    said = template.format(
        n=n,
        nw=WORD[n] if n in WORD else n,
        total=n + 1,
        ages=", ".join(map(str, ages[:-1])) + " and " + str(ages[-1]),
        zh="岁和".join(map(str, ages)) + "岁",
        kh=" និង ".join(map(str, ages)),
    )
    party = extract_party(said)
    assert party.adults == 1 + len(grown), (said, party)
    assert sorted(party.children_ages) == sorted(young), (said, party)
    assert party.people_count == n + 1, (said, party)


@given(st.integers(18, 60), st.sampled_from(["the two of us", "both of us"]))
def test_a_grown_daughter_named_with_her_age_is_one_of_the_two(age: int, pair: str) -> None:
    said = (
        f"I'm travelling with my daughter Aoife, she's {age} and uses a wheelchair. About 600 dollars between {pair}."
    )
    party = extract_party(said)
    assert (party.people_count, party.adults, party.children_ages) == (2, 2, []), party


CORRECTIONS = [
    "oh wait, I typed my son's age wrong, he's {new} not {old}. can you fix that?",
    "sorry, she is {new} instead of {old}",
    "he is not {old} but {new}.",
    "儿子不是{old}岁，是{new}岁",
    "写错了，{new}岁不是{old}岁",
    "សុំទោស កូនប្រុសមិនមែន {old} ឆ្នាំទេ {new} ឆ្នាំ",
]


@settings(max_examples=120, deadline=None)
@given(
    st.sampled_from(CORRECTIONS),
    st.lists(st.integers(1, 17), min_size=2, max_size=4, unique=True),
    st.data(),
)
def test_correcting_one_childs_age_keeps_the_others(form: str, held: list[int], data) -> None:
    which = data.draw(st.integers(0, len(held) - 1))
    new = data.draw(st.integers(1, 17).filter(lambda a: a not in held))
    said = form.format(old=held[which], new=new)
    expected = list(held)
    expected[which] = new
    assert corrected_ages(normalize(said), held) == expected, said
    absent = next(a for a in range(1, 18) if a not in held and a != new)
    assert corrected_ages(normalize(form.format(old=absent, new=new)), held) is None  # no held age named
