"""AES-GCM payload encryption for everything a session stores in Temporal history.

``DERLG_CODEC_KEY="k2:<base64 32 bytes>,k1:<base64 32 bytes>"``: the first key encrypts, every
listed key decrypts, so keys rotate by putting a new key first and keeping the old ones until no
open session history still uses them. Each encrypted payload carries its key id in metadata.

Payloads that arrive unencrypted (plain JSON signals from the NestJS backend's TypeScript
client) are passed through untouched on decode, as the contract requires.
"""

from __future__ import annotations

import base64
import binascii
import os
from typing import Iterable, Mapping, Sequence

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from temporalio.api.common.v1 import Payload
from temporalio.converter import PayloadCodec

ENCODING = b"binary/encrypted"
KEY_ID_META = "encryption-key-id"
NONCE_BYTES = 12
KEY_SIZES = (16, 24, 32)


class CodecKeyError(ValueError):
    """The key setting is malformed, or a payload names a key id this process does not hold."""


class CodecDecryptError(ValueError):
    """An encrypted payload failed authentication (tampered, truncated or wrong key)."""


def parse_keys(setting: str) -> list[tuple[str, bytes]]:
    """``"id1:b64,id2:b64"`` → ``[(id1, key1), (id2, key2)]``, first = current; validated."""
    keys: list[tuple[str, bytes]] = []
    for raw in setting.split(","):
        item = raw.strip()
        if not item:
            continue
        key_id, sep, b64 = item.partition(":")
        key_id = key_id.strip()
        if not sep or not key_id or not b64.strip():
            raise CodecKeyError("DERLG_CODEC_KEY entries must look like 'keyid:base64key'")
        try:
            key = base64.b64decode(b64.strip(), validate=True)
        except (binascii.Error, ValueError):
            raise CodecKeyError(f"DERLG_CODEC_KEY key {key_id!r} is not valid base64") from None
        if len(key) not in KEY_SIZES:
            raise CodecKeyError(f"DERLG_CODEC_KEY key {key_id!r} is {len(key)} bytes; AES-GCM needs 16, 24 or 32")
        if any(existing == key_id for existing, _ in keys):
            raise CodecKeyError(f"DERLG_CODEC_KEY lists key id {key_id!r} twice")
        keys.append((key_id, key))
    if not keys:
        raise CodecKeyError("DERLG_CODEC_KEY is set but holds no key")
    return keys


def generate_key_setting(key_id: str) -> str:
    """A fresh ``keyid:base64`` entry (32-byte key) for DERLG_CODEC_KEY."""
    return f"{key_id}:{base64.b64encode(AESGCM.generate_key(bit_length=256)).decode()}"


def is_encrypted(payload: Payload) -> bool:
    return payload.metadata.get("encoding") == ENCODING


class EncryptionCodec(PayloadCodec):
    """Encrypts each whole serialized payload (metadata + data) with AES-GCM."""

    def __init__(self, keys: Sequence[tuple[str, bytes]]) -> None:
        if not keys:
            raise CodecKeyError("EncryptionCodec needs at least one key")
        self.key_id, current = keys[0]
        self._current = AESGCM(current)
        self._ciphers: Mapping[str, AESGCM] = {kid: AESGCM(key) for kid, key in keys}

    @classmethod
    def from_setting(cls, setting: str) -> EncryptionCodec:
        return cls(parse_keys(setting))

    @property
    def key_ids(self) -> list[str]:
        return list(self._ciphers)

    async def encode(self, payloads: Sequence[Payload]) -> list[Payload]:
        return [self.encrypt(p) for p in payloads]

    async def decode(self, payloads: Sequence[Payload]) -> list[Payload]:
        return [self.decrypt(p) for p in payloads]

    def encrypt(self, payload: Payload) -> Payload:
        nonce = os.urandom(NONCE_BYTES)
        sealed = self._current.encrypt(nonce, payload.SerializeToString(), self.key_id.encode())
        return Payload(
            metadata={"encoding": ENCODING, KEY_ID_META: self.key_id.encode()},
            data=nonce + sealed,
        )

    def decrypt(self, payload: Payload) -> Payload:
        if not is_encrypted(payload):
            return payload  # plain JSON from a client without the codec: accepted as is
        key_id = payload.metadata.get(KEY_ID_META, b"").decode("utf-8", "replace")
        cipher = self._ciphers.get(key_id)
        if cipher is None:
            raise CodecKeyError(
                f"payload encrypted with unknown key id {key_id!r}; known ids: {', '.join(self.key_ids)}"
                " (add the old key to DERLG_CODEC_KEY after the current one)"
            )
        data = payload.data
        if len(data) <= NONCE_BYTES:
            raise CodecDecryptError(f"encrypted payload (key id {key_id!r}) is truncated")
        try:
            plain = cipher.decrypt(data[:NONCE_BYTES], data[NONCE_BYTES:], key_id.encode())
        except InvalidTag:
            raise CodecDecryptError(
                f"encrypted payload (key id {key_id!r}) failed authentication: tampered or wrong key"
            ) from None
        out = Payload()
        out.ParseFromString(plain)
        return out


def key_ids_in(payloads: Iterable[Payload]) -> set[str]:
    """The key ids used by encrypted payloads (handy when checking a rotation is finished)."""
    return {p.metadata[KEY_ID_META].decode() for p in payloads if is_encrypted(p) and KEY_ID_META in p.metadata}
