"""EncryptionCodec (AES-GCM, key rotation, plain passthrough) and the /codec endpoints."""

from __future__ import annotations

import base64
import json

import httpx
import pytest
from temporalio.api.common.v1 import Payload
from temporalio.contrib.pydantic import pydantic_data_converter

from activities.codec import (
    ENCODING,
    KEY_ID_META,
    CodecDecryptError,
    CodecKeyError,
    EncryptionCodec,
    generate_key_setting,
    parse_keys,
)
from activities.temporal_client import data_converter
from agent.signals import PaymentEvent
from api.codec_server import create_codec_app
from tests.support import make_settings

KEY_A = generate_key_setting("a")
KEY_B = generate_key_setting("b")
TOKEN = "op-secret-123"
UI = "http://localhost:8233"
SECRET = {"customer_name": "Sokha Chan", "customer_phone": "+85512345678", "customer_email": "sokha@example.com"}


def plain_payload(value: object) -> Payload:
    return pydantic_data_converter.payload_converter.to_payloads([value])[0]


async def test_round_trip_hides_plaintext_and_restores_payload():
    codec = EncryptionCodec.from_setting(KEY_A)
    original = plain_payload(SECRET)
    [sealed] = await codec.encode([original])
    assert sealed.metadata["encoding"] == ENCODING
    assert sealed.metadata[KEY_ID_META] == b"a"
    raw = sealed.SerializeToString()
    for value in SECRET.values():
        assert value.encode() not in raw
    [opened] = await codec.decode([sealed])
    assert opened == original
    assert json.loads(opened.data) == SECRET


async def test_same_payload_encrypts_differently_each_time():
    codec = EncryptionCodec.from_setting(KEY_A)
    p = plain_payload(SECRET)
    first, second = await codec.encode([p, p])
    assert first.data != second.data


async def test_rotation_old_key_still_decodes_new_key_encrypts():
    old = EncryptionCodec.from_setting(KEY_A)
    [sealed_old] = await old.encode([plain_payload(SECRET)])
    rotated = EncryptionCodec.from_setting(f"{KEY_B},{KEY_A}")
    [opened] = await rotated.decode([sealed_old])
    assert json.loads(opened.data) == SECRET
    [sealed_new] = await rotated.encode([plain_payload(SECRET)])
    assert sealed_new.metadata[KEY_ID_META] == b"b"
    with pytest.raises(CodecKeyError, match="'b'"):
        await old.decode([sealed_new])


async def test_unencrypted_payload_passes_through_untouched():
    codec = EncryptionCodec.from_setting(KEY_A)
    plain = plain_payload({"event_id": "e1", "payment_intent_id": "pi_1", "status": "SUCCEEDED"})
    [out] = await codec.decode([plain])
    assert out == plain
    conv = data_converter(make_settings("http://x", DERLG_CODEC_KEY=KEY_A))
    [event] = await conv.decode([plain], [PaymentEvent])
    assert event.payment_intent_id == "pi_1"


async def test_tampered_payload_is_refused():
    codec = EncryptionCodec.from_setting(KEY_A)
    [sealed] = await codec.encode([plain_payload(SECRET)])
    data = bytearray(sealed.data)
    data[-1] ^= 0x01
    tampered = Payload(metadata=dict(sealed.metadata), data=bytes(data))
    with pytest.raises(CodecDecryptError, match="tampered"):
        await codec.decode([tampered])
    relabelled = Payload(metadata={**dict(sealed.metadata), KEY_ID_META: b"b"}, data=sealed.data)
    with pytest.raises(CodecDecryptError):
        await EncryptionCodec.from_setting(f"{KEY_A},{KEY_B}").decode([relabelled])


async def test_unknown_key_id_is_a_clear_error():
    [sealed] = await EncryptionCodec.from_setting(KEY_A).encode([plain_payload(SECRET)])
    with pytest.raises(CodecKeyError, match="unknown key id 'a'"):
        await EncryptionCodec.from_setting(KEY_B).decode([sealed])


@pytest.mark.parametrize(
    "setting",
    ["", "nokey", "a:", "a:!!notbase64", "a:" + base64.b64encode(b"short").decode(), f"{KEY_A},{KEY_A}"],
    # fixed ids: KEY_A is random, and parallel workers must collect the same test names
    ids=["empty", "no-colon", "no-secret", "not-base64", "short-key", "same-id-twice"],
)
def test_malformed_key_setting_is_refused(setting):
    with pytest.raises(CodecKeyError):
        parse_keys(setting)


async def test_data_converter_encrypts_only_with_key():
    plain_conv = data_converter(make_settings("http://x"))
    enc_conv = data_converter(make_settings("http://x", DERLG_CODEC_KEY=KEY_A))
    [unsealed] = await plain_conv.encode([SECRET])
    assert unsealed.metadata["encoding"] == b"json/plain" and b"Sokha" in unsealed.data
    [payload] = await enc_conv.encode([SECRET])
    assert payload.metadata["encoding"] == ENCODING
    assert b"Sokha" not in payload.data
    assert await enc_conv.decode([payload], [dict]) == [SECRET]


# ---------------------------------------------------------------- the HTTP endpoint


def codec_client(token: str | None = TOKEN, key: str = KEY_A) -> httpx.AsyncClient:
    overrides = {"DERLG_CODEC_KEY": key}
    if token:
        overrides["OPERATOR_TOKEN"] = token
    app = create_codec_app(make_settings("http://x", **overrides), ui_origins=UI)
    return httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://codec")


def wire(payload: Payload) -> dict:
    return {
        "metadata": {k: base64.b64encode(v).decode() for k, v in payload.metadata.items()},
        "data": base64.b64encode(payload.data).decode(),
    }


def auth(token: str = TOKEN) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}", "X-Namespace": "default", "Origin": UI}


async def test_endpoint_encode_then_decode_round_trip():
    original = plain_payload(SECRET)
    async with codec_client() as http:
        enc = await http.post("/codec/encode", json={"payloads": [wire(original)]}, headers=auth())
        assert enc.status_code == 200, enc.text
        sealed = enc.json()["payloads"][0]
        assert base64.b64decode(sealed["metadata"]["encoding"]) == ENCODING
        assert base64.b64decode(sealed["metadata"][KEY_ID_META]) == b"a"
        assert b"Sokha" not in base64.b64decode(sealed["data"])
        assert enc.headers["access-control-allow-origin"] == UI

        dec = await http.post("/codec/decode", json={"payloads": [sealed]}, headers=auth())
        assert dec.status_code == 200, dec.text
        item = dec.json()["payloads"][0]
        assert base64.b64decode(item["metadata"]["encoding"]) == b"json/plain"
        assert json.loads(base64.b64decode(item["data"])) == SECRET


async def test_endpoint_decode_payload_encrypted_by_the_worker_codec():
    [sealed] = await EncryptionCodec.from_setting(KEY_A).encode([plain_payload(SECRET)])
    plain = plain_payload({"x": 1})
    async with codec_client() as http:
        dec = await http.post("/codec/decode", json={"payloads": [wire(sealed), wire(plain)]}, headers=auth())
    assert dec.status_code == 200
    a, b = dec.json()["payloads"]
    assert json.loads(base64.b64decode(a["data"])) == SECRET
    assert json.loads(base64.b64decode(b["data"])) == {"x": 1}


async def test_endpoint_requires_operator_token():
    [sealed] = await EncryptionCodec.from_setting(KEY_A).encode([plain_payload(SECRET)])
    body = {"payloads": [wire(sealed)]}
    async with codec_client() as http:
        missing = await http.post("/codec/decode", json=body, headers={"Origin": UI})
        wrong = await http.post("/codec/decode", json=body, headers=auth("nope"))
    assert missing.status_code == 401
    assert missing.headers["www-authenticate"] == "Bearer"
    assert wrong.status_code == 403
    for resp in (missing, wrong):
        assert "Sokha" not in resp.text
        assert resp.headers.get("access-control-allow-origin") == UI  # so the UI can read the refusal


async def test_endpoint_without_token_configured_is_open():
    [sealed] = await EncryptionCodec.from_setting(KEY_A).encode([plain_payload(SECRET)])
    async with codec_client(token=None) as http:
        dec = await http.post("/codec/decode", json={"payloads": [wire(sealed)]})
    assert dec.status_code == 200
    assert json.loads(base64.b64decode(dec.json()["payloads"][0]["data"])) == SECRET


async def test_endpoint_cors_preflight_for_ui_origin_only():
    pre = {
        "Origin": UI,
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "authorization,content-type,x-namespace",
    }
    async with codec_client() as http:
        ok = await http.options("/codec/decode", headers=pre)
        other = await http.options("/codec/decode", headers={**pre, "Origin": "http://evil.example"})
        simple_other = await http.post(
            "/codec/encode", json={"payloads": []}, headers={**auth(), "Origin": "http://evil.example"}
        )
    assert ok.status_code in (200, 204)
    assert ok.headers["access-control-allow-origin"] == UI
    allowed = {h.strip().lower() for h in ok.headers["access-control-allow-headers"].split(",")}
    assert {"authorization", "content-type", "x-namespace"} <= allowed
    assert "POST" in ok.headers["access-control-allow-methods"]
    assert "access-control-allow-origin" not in other.headers
    assert "access-control-allow-origin" not in simple_other.headers


async def test_endpoint_errors_are_clear():
    [sealed] = await EncryptionCodec.from_setting(KEY_B).encode([plain_payload(SECRET)])
    async with codec_client() as http:
        unknown = await http.post("/codec/decode", json={"payloads": [wire(sealed)]}, headers=auth())
        garbage = await http.post("/codec/decode", json={"payloads": "nope"}, headers=auth())
    assert unknown.status_code == 422 and "unknown key id 'b'" in unknown.json()["error"]["message"]
    assert garbage.status_code == 400


def test_ui_origins_default_and_override(monkeypatch):
    from api.codec_server import CodecConfig

    settings = make_settings("http://x", DERLG_CODEC_KEY=KEY_A)
    monkeypatch.delenv("TEMPORAL_UI_ORIGINS", raising=False)
    assert set(CodecConfig.from_settings(settings).ui_origins) == {"http://localhost:8233", "http://127.0.0.1:8233"}
    monkeypatch.setenv("TEMPORAL_UI_ORIGINS", "https://temporal.derlg.com/, http://localhost:9000")
    assert CodecConfig.from_settings(settings).ui_origins == ["https://temporal.derlg.com", "http://localhost:9000"]
