"""A request is about a leaver only by their name or role, never by the band or age said beside the name (relay 66
req 42: "Rawiri (adult, 34) is vegan" was flagged as about "Hemi (adult, 69)", who left, by the word "adult")."""

from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from sandbox.leaver_requests import _names, forms

BANDS = ["adult", "child", "teen", "infant", "69", "age 7", "34 years old", "成人", "64岁", "កុមារ", "៦៨ឆ្នាំ"]
NAMES = ["Hemi", "Rawiri", "Aroha", "Sokha", "周琳", "សុខា"]


@given(leaver=st.sampled_from(NAMES), other=st.sampled_from(NAMES), band=st.sampled_from(BANDS), age=st.integers(1, 99))
def test_a_band_or_age_beside_a_name_names_nobody(leaver: str, other: str, band: str, age: int) -> None:
    who = f"{leaver} ({band}, {age})"
    assert all(f.casefold() not in {b.casefold() for b in BANDS} for f in forms(who))
    request = f"{other} ({band}, {age + 1}) is vegan: vegan meals for them."
    assert _names(request, who) == (other == leaver)


@pytest.mark.parametrize(("who", "said"), [("Otieno (husband)", "My husband needs an aisle seat."),
                                               ("Hemi (adult, 69)", "Hemi would like to go fishing.")])  # fmt: skip
def test_a_name_or_role_still_names_the_leaver(who: str, said: str) -> None:
    assert _names(said, who)
