"""zlib compression of large activity payloads, and the chain that puts it before encryption.

Only payloads an activity sends or receives (the model request, tool results, heartbeat details)
are compressed, and only when their serialized form is at least ``min_bytes`` and compression
makes it smaller. Everything the contract lets other systems read or write (signals, queries, the
workflow's input and result, memo) keeps its plain JSON encoding: the SDK tells a codec which of
the two it is encoding through its serialization context. Decoding needs no context: a compressed
payload says so in its metadata (``encoding: binary/zlib``), and any other payload (older
histories, plain JSON from other clients) passes through untouched.
"""

from __future__ import annotations

import zlib
from typing import Optional, Sequence

from temporalio.api.common.v1 import Payload
from temporalio.converter import (
    ActivitySerializationContext,
    PayloadCodec,
    SerializationContext,
    WithSerializationContext,
)
from typing_extensions import Self

ENCODING = b"binary/zlib"
#: Below this many serialized bytes a payload is left as it is (zlib gains little, the UI reads it directly).
DEFAULT_MIN_BYTES = 1024
LEVEL = 6


class CodecDecompressError(ValueError):
    """A payload marked ``binary/zlib`` does not decompress (truncated or corrupted)."""


def is_compressed(payload: Payload) -> bool:
    return payload.metadata.get("encoding") == ENCODING


class CompressionCodec(PayloadCodec, WithSerializationContext):
    """Compresses large activity payloads; decodes compressed payloads whatever the context.

    ``min_bytes`` 0 turns compression off (decoding stays on, so a rollout can first deploy
    readers everywhere and then switch writers on).
    """

    def __init__(self, min_bytes: int = DEFAULT_MIN_BYTES, *, compress: bool = False) -> None:
        if min_bytes < 0:
            raise ValueError("min_bytes must be >= 0")
        self.min_bytes = min_bytes
        self.compress = compress and min_bytes > 0

    def with_context(self, context: SerializationContext) -> Self:
        wanted = isinstance(context, ActivitySerializationContext) and self.min_bytes > 0
        if wanted == self.compress:
            return self
        return type(self)(self.min_bytes, compress=wanted)

    async def encode(self, payloads: Sequence[Payload]) -> list[Payload]:
        if not self.compress:
            return list(payloads)
        return [self.shrink(p) for p in payloads]

    async def decode(self, payloads: Sequence[Payload]) -> list[Payload]:
        return [expand(p) for p in payloads]

    def shrink(self, payload: Payload) -> Payload:
        if is_compressed(payload):
            return payload
        raw = payload.SerializeToString()
        if len(raw) < self.min_bytes:
            return payload
        packed = zlib.compress(raw, LEVEL)
        if len(packed) >= len(raw):
            return payload
        return Payload(metadata={"encoding": ENCODING}, data=packed)


def expand(payload: Payload) -> Payload:
    """A ``binary/zlib`` payload back to the payload it wraps; any other payload unchanged."""
    if not is_compressed(payload):
        return payload
    try:
        raw = zlib.decompress(payload.data)
    except zlib.error as err:
        raise CodecDecompressError(f"compressed payload does not decompress: {err}") from None
    out = Payload()
    out.ParseFromString(raw)
    return out


class CodecChain(PayloadCodec, WithSerializationContext):
    """Codecs applied in order on encode (compress, then encrypt) and in reverse on decode."""

    def __init__(self, codecs: Sequence[PayloadCodec]) -> None:
        self.codecs = list(codecs)

    def with_context(self, context: SerializationContext) -> Self:
        inner = [c.with_context(context) if isinstance(c, WithSerializationContext) else c for c in self.codecs]
        if all(new is old for new, old in zip(inner, self.codecs)):
            return self
        return type(self)(inner)

    async def encode(self, payloads: Sequence[Payload]) -> list[Payload]:
        out = list(payloads)
        for codec in self.codecs:
            out = await codec.encode(out)
        return out

    async def decode(self, payloads: Sequence[Payload]) -> list[Payload]:
        out = list(payloads)
        for codec in reversed(self.codecs):
            out = await codec.decode(out)
        return out


def build_codec(min_bytes: int = DEFAULT_MIN_BYTES, encryption: Optional[PayloadCodec] = None) -> CodecChain:
    """Compression first (it must see plain JSON), then the optional encryption."""
    codecs: list[PayloadCodec] = [CompressionCodec(min_bytes)]
    if encryption is not None:
        codecs.append(encryption)
    return CodecChain(codecs)
