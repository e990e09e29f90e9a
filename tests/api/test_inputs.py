"""Pure unit tests of the bridge's frame validation, sanitisation, auth helpers and rate limiter."""

from __future__ import annotations

import json
from datetime import UTC

import jwt
import pytest
from hypothesis import given, settings, strategies as st

from agent.state import ConversationState
from api.auth import owned_by_other, resolve_user
from api.inputs import AuthFrame, FrameError, UserMessageFrame, parse_frame, sanitize_text
from api.payments import PaymentRefused, parse_payment
from api.ratelimit import MemoryRateLimiter
from api.rest import turn_text

CODES = {"invalid_json", "binary_not_supported", "unknown_type", "invalid_frame", "empty_message", "too_long"}


def code_of(raw, max_chars: int = 4000) -> str:
    with pytest.raises(FrameError) as info:
        parse_frame(raw, max_chars)
    return info.value.code


def test_valid_frames_parse():
    auth = parse_frame(json.dumps({"type": "auth", "user_id": "u-1", "language": "KH", "last_seq": 7}))
    assert isinstance(auth, AuthFrame) and auth.language == "KH" and auth.last_seq == 7
    msg = parse_frame(json.dumps({"type": "user_message", "content": "  hello\r\nthere\x00\x07 ", "message_id": "m-1"}))
    assert isinstance(msg, UserMessageFrame)
    assert msg.content == "hello\nthere" and msg.message_id == "m-1"


@pytest.mark.parametrize(
    "raw,code",
    [
        (b"\x00\x01binary", "binary_not_supported"),
        (None, "binary_not_supported"),
        ("{not json", "invalid_json"),
        ("[1, 2]", "invalid_frame"),
        ('"just a string"', "invalid_frame"),
        ('{"content": "no type"}', "invalid_frame"),
        ('{"type": 5}', "invalid_frame"),
        ('{"type": "dance"}', "unknown_type"),
        ('{"type": "user_message"}', "invalid_frame"),
        ('{"type": "user_message", "content": 42}', "invalid_frame"),
        ('{"type": "user_message", "content": "hi", "message_id": "has spaces"}', "invalid_frame"),
        ('{"type": "user_message", "content": "  \\u0000\\t \\n "}', "empty_message"),
        ('{"type": "auth", "user_id": "u", "language": "FR"}', "invalid_frame"),
        ('{"type": "auth", "user_id": "u", "last_seq": -1}', "invalid_frame"),
        ('{"type": "auth", "user_id": " padded "}', "invalid_frame"),
    ],
)
def test_bad_frames_have_codes(raw, code):
    assert code_of(raw) == code


def test_length_limit_counts_cleaned_text():
    assert sanitize_text("a" * 4000) == "a" * 4000
    assert sanitize_text("  " + "b" * 4000 + "\x00\x01  ") == "b" * 4000
    with pytest.raises(FrameError) as info:
        sanitize_text("c" * 4001)
    assert info.value.code == "too_long"
    assert code_of(json.dumps({"type": "user_message", "content": "d" * 11}), max_chars=10) == "too_long"


def test_sanitize_keeps_languages_and_drops_surrogates():
    assert sanitize_text("សួស្តី\u200b 你好") == "សួស្តី\u200b 你好"
    assert sanitize_text("ok\ud800 go") == "ok go"
    assert sanitize_text("tab\there\x1b[31m") == "tab\there[31m"


def test_error_frame_shape():
    err = FrameError("invalid_json", "nope")
    assert err.frame() == {"type": "error", "code": "invalid_json", "message": "nope"}


frames = st.one_of(
    st.binary(max_size=50),
    st.text(max_size=200),
    st.dictionaries(
        st.sampled_from(["type", "content", "user_id", "language", "last_seq", "message_id", "token", "x"]),
        st.one_of(
            st.none(),
            st.booleans(),
            st.integers(),
            st.text(max_size=60),
            st.sampled_from(["auth", "user_message", "EN", "KH", "ZH"]),
            st.lists(st.integers(), max_size=3),
        ),
        max_size=6,
    ).map(json.dumps),
)


@settings(max_examples=400, deadline=None)
@given(frames)
def test_fuzz_any_frame_is_valid_or_a_coded_error(raw):
    try:
        frame = parse_frame(raw, 50)
    except FrameError as err:
        assert err.code in CODES
        assert err.frame()["type"] == "error" and err.message
        return
    assert isinstance(frame, (AuthFrame, UserMessageFrame))
    if isinstance(frame, UserMessageFrame):
        assert frame.content == frame.content.strip() and 0 < len(frame.content) <= 50
        assert not any(ord(c) < 32 and c not in "\n\t" for c in frame.content)
        frame.content.encode("utf-8")  # never a lone surrogate


def test_memory_rate_limiter_sliding_window():
    now = [1000.0]
    limiter = MemoryRateLimiter(limit=10, window=60, clock=lambda: now[0])
    results = []
    for _ in range(11):
        results.append(limiter.hit_sync("s1"))
        now[0] += 1
    assert results == [True] * 10 + [False]
    assert limiter.hit_sync("s2") is True  # per session
    now[0] = 1000.0 + 60.5  # the first hit slid out of the window
    assert limiter.hit_sync("s1") is True
    assert limiter.hit_sync("s1") is False


def test_resolve_user_plain_and_jwt():
    assert resolve_user("u-1", None, None) == "u-1"
    with pytest.raises(FrameError) as info:
        resolve_user(None, None, None)
    assert info.value.code == "unauthorized"
    token = jwt.encode({"sub": "alice"}, "a-long-test-secret-of-32-bytes-or-more!", algorithm="HS256")
    assert resolve_user(None, token, "a-long-test-secret-of-32-bytes-or-more!") == "alice"
    assert resolve_user("alice", token, "a-long-test-secret-of-32-bytes-or-more!") == "alice"
    for user, tok in [
        ("bob", token),
        (None, None),
        (None, jwt.encode({"sub": "alice"}, "another-long-test-secret-of-32-bytes!!", algorithm="HS256")),
        (None, "garbage"),
    ]:
        with pytest.raises(FrameError) as info:
            resolve_user(user, tok, "a-long-test-secret-of-32-bytes-or-more!")
        assert info.value.code == "unauthorized"


def test_ownership_rule():
    from datetime import datetime

    from agent.signals import user_hash

    state = ConversationState.new("s", datetime.now(UTC), user_id="alice")
    assert not owned_by_other(state, None, "alice")
    assert owned_by_other(state, None, "bob")
    assert owned_by_other(None, user_hash("alice"), "bob")
    assert not owned_by_other(None, user_hash("alice"), "alice")
    assert not owned_by_other(None, None, "anyone")


def test_parse_payment():
    sid, event = parse_payment(
        {
            "session_id": "6F9619FF-8B86-D011-B42D-00C04FC964FF",
            "event_id": "e1",
            "payment_intent_id": "pi_1",
            "status": "SUCCEEDED",
        }
    )
    assert sid == "6f9619ff-8b86-d011-b42d-00c04fc964ff" and event.payment_intent_id == "pi_1"
    for body in [
        {"event_id": "e", "payment_intent_id": "pi", "status": "MAYBE"},
        {"event_id": "e", "status": "SUCCEEDED"},
        {"event_id": "e", "payment_intent_id": 'pi" OR x="1', "status": "FAILED"},
        {"session_id": "nope", "event_id": "e", "payment_intent_id": "pi", "status": "FAILED"},
        [1],
    ]:
        with pytest.raises(PaymentRefused) as info:
            parse_payment(body)
        assert info.value.status == 422
    _, relayed = parse_payment({"payment_intent_id": "pi_2", "status": "SUCCEEDED"}, default_event_id=True)
    assert relayed.event_id.startswith("relay-")


def test_turn_text_joins_the_turns_words():
    events = [
        {"type": "text_delta", "text": "Hel"},
        {"type": "trip_cards", "text": "Here are trips", "trips": []},
        {"type": "text", "text": "Pick one!"},
    ]
    assert turn_text(events) == "Here are trips\n\nPick one!"


# ---------------------------------------------------------------- fan-out with a fake session
class FakeSource:
    """An in-memory session log standing in for the workflow's queries."""

    def __init__(self) -> None:
        from agent.signals import SessionStatus

        self.log: list[dict] = []
        self.status_value = SessionStatus(stage="DISCOVERY", last_seq=0)
        self.exists = True

    def add(self, n: int, **extra) -> None:
        for _ in range(n):
            seq = len(self.log) + 1
            self.log.append({"type": "text", "text": f"e{seq}", "seq": seq, **extra})
        self.status_value.last_seq = len(self.log)

    async def status(self, session_id):
        return self.status_value.model_copy(deep=True) if self.exists else None

    async def events(self, session_id, after_seq):
        from agent.signals import EventsPage

        if not self.exists:
            return None
        return EventsPage(
            events=[e for e in self.log if e["seq"] > after_seq],
            last_seq=len(self.log),
            status=self.status_value.model_copy(deep=True),
        )


async def drain(sub, timeout: float = 2.0, until_seq: int = 0) -> list[dict]:
    import asyncio

    got: list[dict] = []
    while True:
        try:
            frame = await asyncio.wait_for(sub.get(), timeout)
        except TimeoutError:
            return got
        got.append(frame)
        if until_seq and frame.get("seq") == until_seq:
            return got


async def test_hub_delivers_every_event_once_in_order_to_every_tab():
    from api.fanout import HubRegistry

    source = FakeSource()
    source.add(3)
    registry = HubRegistry(source)
    hub = registry.get("s1")
    tab1 = await hub.join(0)
    tab2 = await hub.join(2)
    source.add(4)
    hub.poke()
    got1 = [f["seq"] for f in await drain(tab1, until_seq=7) if "seq" in f]
    got2 = [f["seq"] for f in await drain(tab2, until_seq=7) if "seq" in f]
    assert got1 == [1, 2, 3, 4, 5, 6, 7]
    assert got2 == [3, 4, 5, 6, 7]
    tab3 = await hub.join(5)  # a reconnect: replay of what it missed, then live
    source.add(1)
    hub.poke()
    assert [f["seq"] for f in await drain(tab3, until_seq=8) if "seq" in f] == [6, 7, 8]
    assert registry.peek("s1") is hub  # one hub per session
    for sub in (tab1, tab2, tab3):
        sub.close()
    await registry.close()


async def test_hub_typing_frames_follow_the_turn():
    from api.fanout import HubRegistry

    source = FakeSource()
    source.exists = False  # a brand-new session
    registry = HubRegistry(source)
    hub = registry.get("s2")
    tab = await hub.join(0)
    hub.turn_started("m1")
    source.exists = True
    source.add(1, reply_to="m1")
    source.add(1, reply_to="m1", final=True)
    source.status_value.completed_message_ids = ["m1"]
    frames = await drain(tab, timeout=1.0)
    kinds = [f["type"] for f in frames]
    assert kinds[0] == "typing_start" and kinds[-1] == "typing_end"
    assert [f["seq"] for f in frames if "seq" in f] == [1, 2]
    assert kinds.count("typing_start") == 1 and kinds.count("typing_end") == 1
    tab.close()
    await registry.close()


async def test_hub_traveller_message_reaches_every_tab_without_moving_cursors():
    from api.fanout import HubRegistry

    source = FakeSource()
    source.add(2)
    registry = HubRegistry(source)
    hub = registry.get("s3")
    tabs = [await hub.join(0), await hub.join(2)]
    hub.traveller_message("m1", "Hello from the other tab")
    source.add(1, reply_to="m1", final=True)
    hub.poke()
    for tab in tabs:
        frames = await drain(tab, until_seq=3)
        typed = [f for f in frames if f["type"] == "traveller_message"]
        assert typed == [{"type": "traveller_message", "message_id": "m1", "text": "Hello from the other tab"}]
        assert "seq" not in typed[0] and tab.cursor == 3  # outside the log: the cursor follows the log only
        tab.close()
    await registry.close()


async def test_redis_rate_limiter(redis_url):
    import redis.asyncio as redis

    from api.ratelimit import RedisRateLimiter

    r = redis.from_url(redis_url)
    try:
        limiter = RedisRateLimiter(r, limit=10, window=60)
        results = [await limiter.hit("sess-a") for _ in range(11)]
        assert results == [True] * 10 + [False]
        assert await limiter.hit("sess-b") is True
        other_replica = RedisRateLimiter(r, limit=10, window=60)
        assert await other_replica.hit("sess-a") is False  # the budget is shared
    finally:
        await r.aclose()


@pytest.mark.parametrize(
    ("sent", "meant"),
    [("en", "EN"), ("en-US", "EN"), ("km", "KH"), ("km-KH", "KH"), ("kh", "KH"), ("zh-CN", "ZH"), ("zh_Hans", "ZH")],
)
def test_auth_language_accepts_the_tags_pages_send(sent: str, meant: str) -> None:
    # relay j21/j22: a lowercase tag drew a technical error frame before the welcome
    auth = parse_frame(json.dumps({"type": "auth", "user_id": "u", "language": sent}))
    assert isinstance(auth, AuthFrame) and auth.language == meant


def test_auth_language_of_another_language_is_still_refused() -> None:
    with pytest.raises(FrameError) as err:
        parse_frame(json.dumps({"type": "auth", "user_id": "u", "language": "fr-FR"}))
    assert err.value.code == "invalid_frame" and "language" in err.value.message


def test_language_code_is_shared_by_the_rest_chat_and_leaves_other_values_to_the_caller() -> None:
    from api.inputs import language_code

    assert [language_code(v) for v in ("zh-Hant", " KM ", None, 3, "fr")] == ["ZH", "KH", None, 3, "fr"]
