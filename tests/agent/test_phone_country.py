"""Phone numbers read with the traveller's country (issue 41): an Australian "0412 555 019" is
never saved as a Cambodian number; a number read from a guess is confirmed back in international
form."""

from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from agent.state import AgentState
from agent.tools.calls import ToolOutcome
from agent.tools.phone import KH_PREFIXES, clean_phone
from agent.tools.phone_country import PLANS, note_phone, read_phone
from agent.tools.validation import prepare_tool_input
from tests.agent.contract_support import at_stage


def session(time_zone: str | None = None, language: str = "EN"):
    state = at_stage(AgentState.BOOKING)
    state.time_zone, state.preferred_language = time_zone, language
    return state


def test_an_australian_mobile_is_not_made_cambodian():
    assert read_phone("0412 555 019").number is None  # no country in view: not guessed
    assert clean_phone("0412 555 019") == "0412555019"  # and the backend's own cleaning keeps it as typed
    reading = read_phone("0412 555 019", "Australia/Sydney")
    assert (reading.number, reading.country, reading.confirm) == ("+61412555019", "AU", True)


@pytest.mark.parametrize(
    "typed,zone,language,number",
    [
        ("0412 555 019", "Australia/Melbourne", "EN", "+61412555019"),
        ("07700 900123", "Europe/London", "EN", "+447700900123"),
        ("138 0013 8000", None, "ZH", "+8613800138000"),
        ("081 234 5678", "Asia/Bangkok", "EN", "+66812345678"),
        ("+61 412 555 019", None, "EN", "+61412555019"),
        ("0061 412 555 019", "Asia/Phnom_Penh", "KH", "+61412555019"),
    ],
)
def test_the_travellers_country_or_an_explicit_code_decides(typed, zone, language, number):
    assert read_phone(typed, zone, language).number == number


@given(prefix=st.sampled_from(sorted(KH_PREFIXES)), rest=st.text("0123456789", min_size=6, max_size=7))
def test_cambodian_numbers_stay_cambodian_and_need_no_confirmation_at_home(prefix, rest):
    typed = f"0{prefix}{rest}"
    for zone, language in ((None, "EN"), ("Asia/Phnom_Penh", "EN"), (None, "KH")):
        reading = read_phone(typed, zone, language)
        assert (reading.number, reading.confirm) == (f"+855{prefix}{rest}", False)


@given(st.sampled_from(sorted(PLANS)), st.text("0123456789", min_size=7, max_size=12))
def test_a_number_read_from_another_country_is_always_confirmed(country, digits):
    zone = {"AU": "Australia/Perth", "GB": "Europe/London", "TH": "Asia/Bangkok"}.get(country)
    reading = read_phone(digits, zone, "EN")
    if reading.number is not None and reading.country not in (None, "KH"):
        assert reading.confirm and reading.number.startswith("+" + PLANS[reading.country].dial)


def test_the_booking_input_carries_the_number_in_the_travellers_country():
    prepared = prepare_tool_input(
        "validateUserDetails", {"name": "Mia Jones", "phone": "0412 555 019"}, session("Australia/Brisbane")
    )
    assert prepared["phone"] == "+61412555019"
    unknown = prepare_tool_input("validateUserDetails", {"name": "Mia Jones", "phone": "0412 555 019"}, session())
    assert unknown["phone"] == "0412555019"  # refused by the backend, which asks for the country code


def test_the_model_is_told_to_read_a_guessed_number_back():
    ok = ToolOutcome(tool_use_id="t", name="validateUserDetails", result={"success": True, "data": {"valid": True}})
    typed = {"name": "Mia Jones", "phone": "0412 555 019"}
    noted = note_phone(ok, ("phone",), typed, session("Australia/Sydney")).result["data"]["phone_check"]
    assert noted["read_as"] == "+61412555019" and "+61412555019" in noted["next_step"]
    assert noted["country"] == "Australia"
    at_home = note_phone(ok, ("phone",), {"phone": "012 345 678"}, session(None))
    assert "phone_check" not in at_home.result["data"]
