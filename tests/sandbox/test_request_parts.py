"""A special-requests text is never cut at its "/" (relay 8: a Khmer / English text became three
mangled items, one holding the Khmer pickup note and the English needs): each item is one request,
in both languages when it was written in both."""

from __future__ import annotations

from hypothesis import given, strategies as st

from sandbox.request_items import request_parts
from tests.sandbox.support import Sandbox

EN = st.text(alphabet="abcdefghijklmnopqrstuvwxyz ", min_size=3, max_size=20).map(lambda s: "x" + s.strip() + "y")
KH = st.text(alphabet="កខគឃងចឆជឈញដណតថទធនបផពមយរលវសហអ ", min_size=3, max_size=20).map(lambda s: "ក" + s.strip() + "ខ")
ZH = st.text(alphabet="的一是在不了有和人这中大为上个国我以要他", min_size=2, max_size=12)


@given(st.data(), st.sampled_from([KH, ZH]), st.integers(1, 4))
def test_a_two_language_text_keeps_each_request_with_its_translation(data: st.DataObject, other, n: int) -> None:
    firsts = [data.draw(other) for _ in range(n)]
    seconds = [data.draw(EN) for _ in range(n)]
    text = "; ".join(firsts) + " / " + "; ".join(seconds) + "."
    parts = request_parts(text)
    assert len(parts) == n
    for part, a, b in zip(parts, firsts, seconds):
        assert part.startswith(a) and b in part  # request i in both languages, nothing of another
        assert not part.startswith("/") and not part.rstrip(".;").endswith("/")


@given(st.lists(EN, min_size=1, max_size=4))
def test_a_slash_inside_one_language_does_not_cut(words: list[str]) -> None:
    text = ". ".join(f"{w} 7/8 and {w} / {w}" for w in words) + "."
    assert len(request_parts(text)) == len(words)


def test_the_reported_booking_has_one_item_per_request() -> None:
    sb = Sandbox()
    text = (
        "ឪពុកម្ដាយខ្ញុំមានអាយុ ដើរតិច; នឹងចូលរួមការទទួល 07:30 នៅភ្នំពេញ / Elderly parents, little walking; "
        "will join the 07:30 Phnom Penh pickup."
    )
    booking = sb.book("trip_013", special_requests=text)
    items = [i["request"] for i in booking["special_request_items"]]
    assert len(items) == 2 and "Elderly" in items[0] and "07:30" in items[1] and "ការទទួល" in items[1]
