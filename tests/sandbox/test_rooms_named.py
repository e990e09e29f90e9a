"""Rooms name their travellers as the booking knows them: it records no names, so wherever a child under
12 travels the price says, in the session's language, that the child sleeps in room 1 with the group's first
adults, the parents (relay 31 req 26: "[adult, adult], [adult, 2]" after a cousin joined could not tell the mother
where her baby sleeps). Over groups and languages, and through a change of a paid booking."""

from __future__ import annotations

import itertools

import pytest

from sandbox.group import CHILD_MAX_AGE, Group
from sandbox.i18n.room_texts import CHILD_WITH_PARENTS
from sandbox.rooms import rooms_for, rooms_said
from tests.sandbox.support import Sandbox
from tests.sandbox.test_change_prices import family
from tests.sandbox.test_changes import record
from tests.sandbox.test_rooms import GROUPS

LANGS = ("EN", "KH", "ZH")
CHOSEN = {"EN": "in room 1, with the group's first adults", "KH": "បន្ទប់ទី ១ ជាមួយមនុស្សពេញវ័យដំបូងនៃក្រុម", "ZH": "住 1 号房"}


@pytest.mark.parametrize(("group", "lang"), list(itertools.product(GROUPS[::3], LANGS)), ids=str)
def test_a_child_under_12_is_said_to_sleep_with_the_first_adults(group: Group, lang: str) -> None:
    said = rooms_said(group, lang)
    if not any(a <= CHILD_MAX_AGE for a in group.children_ages):
        assert CHOSEN[lang] not in said.get("rooms_say", "")
        if all(r["adults"] for r in rooms_for(group)) and not group.children_ages:
            assert said == {}  # nobody to place: nothing more said (an adults' price grows by nothing)
        return
    assert CHOSEN[lang] in said["rooms_say"]
    assert said["rooms_say"].endswith(CHILD_WITH_PARENTS[LANGS.index(lang)])  # a room with no adult first


@pytest.mark.parametrize(("change", "lang"), list(itertools.product(({"add_adults": 1}, {"remove_adults": 1}), LANGS)))
def test_every_price_of_a_group_with_a_small_child_says_who_it_sleeps_with(
    sb: Sandbox, change: dict, lang: str
) -> None:
    bid = family(sb, adults=4, children=(2,))["booking_id"]
    quote = sb.data("previewReschedule", {"booking_id": bid, **change}, lang=lang)
    done = sb.data("confirmReschedule", {"booking_id": bid, "quote_id": quote["quote_id"]}, lang=lang)
    for pricing in (done["booking"]["pricing"], record(sb, bid)["pricing"]):
        assert any(room["adults"] and 2 in room.get("children_ages", []) for room in pricing["rooms"])
        assert CHOSEN[lang] in pricing["rooms_say"]
