"""A removal that names who leaves (``remove_who``) flags every open special request about them, in the
session's language, with the number withdrawSpecialRequest takes; requests about those who stay are never
flagged, and nothing is withdrawn without the traveller's word (relay 31 req 31)."""

from __future__ import annotations

import itertools

import pytest

from sandbox.leaver_requests import about_leavers
from tests.sandbox.support import Sandbox
from tests.sandbox.test_booking_requests import add
from tests.sandbox.test_change_prices import confirm, family, preview
from tests.sandbox.test_changes import record

# (a request, the word that names its traveller as the group would say it)
REQUESTS = [
    ("Father is diabetic: sugar-free meals, please.", "father"),
    ("Dara would like a window seat in the van.", "Dara"),
    ("ឪពុកមានជំងឺទឹកនោមផ្អែម", "ឪពុក"),
    ("奶奶膝盖不好，请少安排台阶。", "奶奶"),
]
MARK = {"EN": "withdraw it", "KH": "ដកវាចេញ", "ZH": "撤回"}


@pytest.mark.parametrize(("leaving", "lang"), list(itertools.product(range(len(REQUESTS)), ("EN", "KH", "ZH"))))
def test_only_the_requests_about_who_leaves_are_flagged_in_the_sessions_language(
    sb: Sandbox, leaving: int, lang: str
) -> None:
    booking = family(sb, adults=4, children=())
    bid = booking["booking_id"]
    for text, _ in REQUESTS:
        add(sb, bid, text)
    who = REQUESTS[leaving][1]
    body = {"booking_id": bid, "remove_adults": 1, "remove_who": [who]}
    quote = sb.data("previewReschedule", body, lang=lang)
    flagged = quote["requests_about_leavers"]
    assert [f["number"] for f in flagged] == [leaving + 1]  # 1-based, as special_request_items
    assert flagged[0]["request"] == REQUESTS[leaving][0] and MARK[lang] in flagged[0]["says"]
    assert "withdrawSpecialRequest" in flagged[0]["says"] and f"request_number {leaving + 1}" in flagged[0]["says"]
    done = sb.data("confirmReschedule", {"booking_id": bid, "quote_id": quote["quote_id"]}, lang=lang)
    assert [f["number"] for f in done["requests_about_leavers"]] == [leaving + 1]
    kept = record(sb, bid)["special_request_items"]
    assert len(kept) == len(REQUESTS) and all(i["status"] == "AWAITING_OPERATOR" for i in kept)  # nothing withdrawn


def test_a_removal_naming_no_one_or_no_request_flags_nothing(sb: Sandbox) -> None:
    bid = family(sb, adults=4, children=())["booking_id"]
    add(sb, bid, REQUESTS[0][0])
    assert "requests_about_leavers" not in preview(sb, bid, remove_adults=1)
    assert "requests_about_leavers" not in preview(sb, bid, remove_adults=1, remove_who=["Sophea"])
    assert "requests_about_leavers" not in preview(sb, bid, remove_adults=1, remove_who=["fat"])  # a word, not a part
    err = sb.error("previewReschedule", {"booking_id": bid, "add_adults": 1, "remove_who": ["father"]}, 400)
    assert "remove_adults" in err["message"]


def test_a_withdrawn_or_declined_request_is_not_flagged() -> None:
    items = [
        {"request": REQUESTS[0][0], "status": status}
        for status in ("WITHDRAWN_BY_TRAVELLER", "DECLINED_BY_OPERATOR", "AWAITING_OPERATOR")
    ]
    assert [f["number"] for f in about_leavers(items, ["Father"], "EN")] == [3]


def test_confirm_flags_what_is_still_open_at_the_yes(sb: Sandbox) -> None:
    bid = family(sb, adults=4, children=())["booking_id"]
    add(sb, bid, REQUESTS[0][0])
    quote = preview(sb, bid, remove_adults=1, remove_who=["father"])
    assert quote["requests_about_leavers"]
    sb.data("withdrawSpecialRequest", {"booking_id": bid, "request_number": 1, "user_id": "user-a"})
    assert "requests_about_leavers" not in confirm(sb, bid, quote)


# who leaves, named by name and role together (relay 48: remove_who ["Otieno (husband)"] did not flag "Husband is
# vegetarian: no meat, no fish.", and the model withdrew it before the traveller's yes), and requests about them
NAMED_WITH_ROLE = [
    ("Otieno (husband)", "Husband is vegetarian: no meat, no fish."),
    ("my husband Otieno", "Husband is vegetarian (no meat, no fish): vegetarian meals please."),
    ("Otieno, husband", "Vegetarian meals for Otieno."),
    ("奥蒂诺（丈夫）", "丈夫吃素，不吃肉也不吃鱼。"),
    ("ប្តីខ្ញុំ (Otieno)", "ប្តីខ្ញុំតមសាច់ មិនញ៉ាំត្រី។"),
]
STAYS = ["Wanjiru Kamau would like a window seat.", "Our son needs his own bed."]


@pytest.mark.parametrize(("who", "said"), NAMED_WITH_ROLE)
def test_a_leaver_named_with_a_role_is_found_by_either(who: str, said: str) -> None:
    """Invariant: a request naming the leaver by any form remove_who gives them (whole, the name, the role, without
    "my") is flagged; a request about someone who stays (a shared surname, another role) is not."""
    items = [{"request": text, "status": "AWAITING_OPERATOR"} for text in [*STAYS, said]]
    leaver = "Otieno Kamau" if who.startswith("Otieno (") else who
    flagged = about_leavers(items, [who, leaver], "EN")
    assert [f["number"] for f in flagged] == [len(STAYS) + 1], who


def test_the_quote_flags_the_role_named_beside_the_name(sb: Sandbox) -> None:
    bid = family(sb, adults=2, children=(9, 14))["booking_id"]
    add(sb, bid, "Husband is vegetarian: no meat, no fish.")
    quote = preview(sb, bid, remove_adults=1, remove_who=["Otieno (husband)"])
    assert [(f["number"], f["about"]) for f in quote["requests_about_leavers"]] == [(1, "Otieno (husband)")]
