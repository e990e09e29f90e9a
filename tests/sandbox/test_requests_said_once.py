"""A booking never holds the same special request twice (relay 22 req 7/10/13, relay 23 req 22/26): whatever
order the model's requests and the session's needs come in, repeated or one inside a longer one, the joined
text (agent.quote_changes.merge_requests) and the booking's special_request_items say each request once."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings, strategies as st

from agent.quote_changes import merge_requests, says, sentence_key, sentences
from tests.sandbox.support import Sandbox

NEEDS = [
    "ម៉ាក់អាយុ ៥៨ឆ្នាំ មានជំងឺលើសឈាម ដើរមិនសូវរួច",
    "Husband has a bad back",
    "Husband has a bad back: no long car drives",
    "想安排一节烹饪课",
    "Vegetarian meals for two",
    "Quiet room please",
]
ENDS = st.sampled_from(["", ".", ";", "; ", "。", "។"])
TEXTS = st.lists(st.tuples(st.sampled_from(NEEDS), ENDS), min_size=1, max_size=6).map(
    lambda parts: " ".join(n + e if e.strip() else n + "." for n, e in parts)
)


def _twice(requests: list[str]) -> list[tuple[str, str]]:
    keys = [sentence_key(r) for r in requests]
    return [(a, b) for i, a in enumerate(keys) for j, b in enumerate(keys) if i != j and says(a, b)]


@given(model=TEXTS, needs=TEXTS)
def test_the_joined_requests_say_each_request_once_whatever_the_order(model: str, needs: str) -> None:
    for joined in (merge_requests(model, needs), merge_requests(needs, model)):
        assert not _twice(sentences(joined)), joined
        for piece in sentences(model) + sentences(needs):  # nothing is lost either
            assert any(says(sentence_key(p), sentence_key(piece)) for p in sentences(joined)), (piece, joined)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=TEXTS)
def test_a_bookings_request_items_never_hold_a_request_twice(text: str) -> None:
    booking = Sandbox().book(special_requests=text)
    items = [i["request"] for i in booking["special_request_items"]]
    assert items and not _twice(items), items
