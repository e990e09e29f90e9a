"""CompressionCodec: activity payloads only, above the threshold; old payloads; the chain with
encryption; the codec server decoding what the worker wrote."""

from __future__ import annotations

import base64
import json
import random

import httpx
import pytest
from temporalio.api.common.v1 import Payload
from temporalio.contrib.pydantic import pydantic_data_converter
from temporalio.converter import ActivitySerializationContext, WorkflowSerializationContext

from activities import codec as encryption
from activities.compression import (
    DEFAULT_MIN_BYTES,
    ENCODING,
    CodecDecompressError,
    CompressionCodec,
    build_codec,
)
from activities.temporal_client import data_converter
from api.codec_server import create_codec_app
from tests.support import make_settings

ACTIVITY = ActivitySerializationContext(
    namespace="default",
    activity_id="1",
    activity_type="call_llm",
    activity_task_queue="derlg-agent",
    workflow_id="session-x",
    workflow_type="SessionWorkflow",
    is_local=False,
)
WORKFLOW = WorkflowSerializationContext(namespace="default", workflow_id="session-x")
BIG = {
    "messages": [{"role": "user", "content": f"message {i}: a beach trip for two from Phnom Penh"} for i in range(80)]
}
SMALL = {"text": "hello"}


def plain(value: object) -> Payload:
    return pydantic_data_converter.payload_converter.to_payloads([value])[0]


def activity_codec(min_bytes: int = DEFAULT_MIN_BYTES) -> CompressionCodec:
    return CompressionCodec(min_bytes).with_context(ACTIVITY)


async def test_large_activity_payload_round_trips_smaller():
    original = plain(BIG)
    [packed] = await activity_codec().encode([original])
    assert packed.metadata["encoding"] == ENCODING
    assert len(packed.SerializeToString()) < len(original.SerializeToString()) / 3
    [back] = await CompressionCodec().decode([packed])  # decoding needs no context
    assert back == original
    assert json.loads(back.data) == BIG


async def test_threshold_leaves_small_payloads_plain():
    small = plain(SMALL)
    big = plain(BIG)
    size = len(big.SerializeToString())
    assert (await activity_codec().encode([small])) == [small]
    assert (await activity_codec(size + 1).encode([big])) == [big]  # just under the threshold
    assert (await activity_codec(size).encode([big]))[0].metadata["encoding"] == ENCODING  # at it
    assert (await activity_codec(0).encode([big])) == [big]  # 0 = off


async def test_incompressible_payload_stays_as_it_is():
    noise = Payload(metadata={"encoding": b"binary/plain"}, data=random.Random(1).randbytes(4000))
    assert (await activity_codec(16).encode([noise])) == [noise]


@pytest.mark.parametrize("context", [WORKFLOW, None], ids=["signals-queries-workflow-input", "no-context"])
async def test_contract_payloads_stay_plain_json(context):
    """Signals, queries, the workflow's input/result and codec-server encodes keep plain JSON."""
    codec = CompressionCodec()
    if context is not None:
        codec = codec.with_context(context)
    big = plain(BIG)
    assert (await codec.encode([big])) == [big]


async def test_context_switches_back_and_forth():
    codec = CompressionCodec()
    on = codec.with_context(ACTIVITY)
    off = on.with_context(WORKFLOW)
    assert on.compress and not off.compress and not codec.compress


async def test_old_uncompressed_and_encrypted_payloads_decode():
    key = encryption.generate_key_setting("k1")
    sealed_old = encryption.EncryptionCodec.from_setting(key).encrypt(plain(BIG))  # before compression existed
    chain = build_codec(encryption=encryption.EncryptionCodec.from_setting(key))
    old_plain = plain(SMALL)
    assert (await chain.decode([old_plain, sealed_old])) == [old_plain, plain(BIG)]


async def test_chain_compresses_before_encrypting():
    key = encryption.generate_key_setting("k1")
    chain = build_codec(encryption=encryption.EncryptionCodec.from_setting(key)).with_context(ACTIVITY)
    [out] = await chain.encode([plain(BIG)])
    assert out.metadata["encoding"] == encryption.ENCODING
    inner = encryption.EncryptionCodec.from_setting(key).decrypt(out)
    assert inner.metadata["encoding"] == ENCODING  # compressed inside the ciphertext
    assert len(out.data) < len(plain(BIG).data) / 3
    assert (await chain.decode([out])) == [plain(BIG)]


async def test_corrupt_compressed_payload_is_a_clear_error():
    [packed] = await activity_codec().encode([plain(BIG)])
    broken = Payload(metadata=dict(packed.metadata), data=packed.data[:40])
    with pytest.raises(CodecDecompressError, match="does not decompress"):
        await CompressionCodec().decode([broken])


async def test_data_converter_compresses_activity_payloads_only():
    conv = data_converter(make_settings("http://x"))
    [as_activity] = await conv.with_context(ACTIVITY).encode([BIG])
    [as_signal] = await conv.with_context(WORKFLOW).encode([BIG])
    assert as_activity.metadata["encoding"] == ENCODING
    assert as_signal.metadata["encoding"] == b"json/plain"
    assert await conv.decode([as_activity], [dict]) == [BIG]
    off = data_converter(make_settings("http://x", DERLG_COMPRESS_MIN_BYTES="0"))
    [unpacked] = await off.with_context(ACTIVITY).encode([BIG])
    assert unpacked.metadata["encoding"] == b"json/plain"


def wire(p: Payload) -> dict:
    return {
        "metadata": {k: base64.b64encode(v).decode() for k, v in p.metadata.items()},
        "data": base64.b64encode(p.data).decode(),
    }


@pytest.mark.parametrize("with_key", [False, True], ids=["compressed", "compressed-and-encrypted"])
async def test_codec_server_decodes_what_the_worker_wrote(with_key):
    overrides = {"DERLG_CODEC_KEY": encryption.generate_key_setting("k1")} if with_key else {}
    settings = make_settings("http://x", **overrides)
    [written] = await data_converter(settings).with_context(ACTIVITY).encode([BIG])
    app = create_codec_app(settings, ui_origins="http://localhost:8233")
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://codec") as http:
        ok = await http.post("/codec/decode", json={"payloads": [wire(written), wire(plain(SMALL))]})
        broken = Payload(metadata={"encoding": ENCODING}, data=b"not zlib")
        bad = await http.post("/codec/decode", json={"payloads": [wire(broken)]})
    assert ok.status_code == 200, ok.text
    first, second = ok.json()["payloads"]
    assert base64.b64decode(first["metadata"]["encoding"]) == b"json/plain"
    assert json.loads(base64.b64decode(first["data"])) == BIG
    assert json.loads(base64.b64decode(second["data"])) == SMALL
    assert bad.status_code == 422 and "does not decompress" in bad.json()["error"]["message"]
