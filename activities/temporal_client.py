"""Connecting to Temporal the same way everywhere: pydantic payloads, activity payload
compression, optional encryption codec."""

from __future__ import annotations

import dataclasses
from typing import Optional

from temporalio.client import Client
from temporalio.contrib.pydantic import pydantic_data_converter
from temporalio.converter import DataConverter
from temporalio.runtime import PrometheusConfig, Runtime, TelemetryConfig

from activities.compression import DEFAULT_MIN_BYTES, CodecChain, build_codec
from agent.settings import Settings


def payload_codec(settings: Optional[Settings] = None) -> CodecChain:
    """Large activity payloads zlib-compressed, then everything AES-GCM-encrypted when
    DERLG_CODEC_KEY is set. Decodes plain, compressed and encrypted payloads alike."""
    encryption = None
    if settings is not None and settings.derlg_codec_key:
        from activities.codec import EncryptionCodec

        encryption = EncryptionCodec.from_setting(settings.derlg_codec_key)
    min_bytes = settings.payload_compress_min_bytes if settings is not None else DEFAULT_MIN_BYTES
    return build_codec(min_bytes, encryption)


def data_converter(settings: Optional[Settings] = None) -> DataConverter:
    """Pydantic JSON payloads through :func:`payload_codec`; every process that reads session
    histories (worker, bridge, operator CLI, evals, bench and drill scripts) connects with it."""
    return dataclasses.replace(pydantic_data_converter, payload_codec=payload_codec(settings))


async def connect(settings: Settings, metrics_port: Optional[int] = None) -> Client:
    runtime = None
    if metrics_port:
        runtime = Runtime(telemetry=TelemetryConfig(metrics=PrometheusConfig(bind_address=f"0.0.0.0:{metrics_port}")))
    return await Client.connect(
        settings.temporal_address,
        namespace=settings.temporal_namespace,
        data_converter=data_converter(settings),
        runtime=runtime,
    )
