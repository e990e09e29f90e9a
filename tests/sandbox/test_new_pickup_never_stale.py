"""A request that names the NEW pickup place is never flagged as about the old one, whatever its language
or script and however the name sits in it (relay 56 req 51: "…我們整段改住Jaya House River Park，接送都改到那邊"
was listed in changePickup's ``requests_about_old_pickup`` beside a pickup moved to Jaya House River Park, and
withdrawing it was suggested: the Latin name glued to the Chinese words was read as "改住jaya")."""

from __future__ import annotations

from hypothesis import given, strategies as st

from sandbox.leaver_requests import about_old_pickup
from tests.sandbox.support import Sandbox
from tests.sandbox.test_booking_requests import add

_LATIN_WORD = st.builds(
    lambda head, tail: head + tail,
    st.sampled_from("ABCDEFGHIJKLMNOPRSTVWZ"),
    st.text(alphabet="abcdefghiklmnoprstuvwyz", min_size=2, max_size=8),
)
LATIN = st.lists(_LATIN_WORD, min_size=1, max_size=4).map(" ".join)
CHINESE = st.text(alphabet="金边吴哥酒店花园河畔宫殿皇家度假村暹粒之家", min_size=2, max_size=6)
KHMER = st.sampled_from(["សណ្ឋាគារ​រាជ", "ផ្សារធំថ្មី", "វិមានឯករាជ្យ", "សណ្ឋាគារ​ព្រះអាទិត្យ"])
PLACES = st.one_of(LATIN, CHINESE, KHMER)

# how a traveller says it: the name as written, spaced or glued to the words around it, with or without the
# old place in the same request (they say what changes), in English, Chinese (Simplified, Traditional), Khmer
PHRASINGS = [
    "We moved hotels: please pick us up at {new} instead of {old} every day.",
    "Pickup at {new} please.",
    "{old}後面幾晚訂不到了，我們整段改住{new}，接送都改到那邊",
    "我们改住{new}了，每天在{new}接我们",
    "请每天到{new}接我们，不要去{old}。",
    "{old}訂不到了，改住 {new} ，接送也改過去",
    "សូមមកទទួលយើងនៅ{new}រាល់ព្រឹក។",
    "សូមមកទទួលយើងនៅ {new} ជំនួស {old} ។",
]
OLD = st.sampled_from(["Shinta Mani Angkor", "Hotel lobby", "中央市场", "ផ្សារធំថ្មី"])


@given(new=PLACES, old=OLD, phrasing=st.sampled_from(PHRASINGS), lang=st.sampled_from(["EN", "KH", "ZH"]))
def test_a_request_naming_the_new_pickup_is_never_about_the_old_one(new: str, old: str, phrasing: str, lang: str):
    if new == old:
        return
    said = phrasing.format(new=new, old=old)
    items = [{"request": said, "status": "AWAITING_OPERATOR"}]
    assert about_old_pickup(items, old, new, lang) == [], said


def test_changepickup_keeps_the_request_that_names_the_new_pickup(sb: Sandbox) -> None:
    old, new = "Shinta Mani Angkor", "Jaya House River Park"
    bid = sb.book("trip_001", pickup_location=old)["booking_id"]
    add(sb, bid, "1/12、1/13我們會續住Shinta Mani，所以每天都在Shinta Mani接就好")
    add(sb, bid, f"Shinta Mani後面幾晚訂不到了，我們整段改住{new}，接送都改到那邊")
    done = sb.data("changePickup", {"booking_id": bid, "pickup_location": new}, lang="ZH")
    assert [f["number"] for f in done["requests_about_old_pickup"]] == [1]  # the Shinta Mani one only
