"""Connecting to Temporal the same way everywhere: pydantic payloads, optional encryption codec."""

from __future__ import annotations

import dataclasses
from typing import Optional

from temporalio.client import Client
from temporalio.contrib.pydantic import pydantic_data_converter
from temporalio.converter import DataConverter
from temporalio.runtime import PrometheusConfig, Runtime, TelemetryConfig

from agent.settings import Settings


def data_converter(settings: Optional[Settings] = None) -> DataConverter:
    """Pydantic JSON payloads; encrypted with AES-GCM when DERLG_CODEC_KEY is set."""
    if settings is not None and settings.derlg_codec_key:
        from activities.codec import EncryptionCodec

        return dataclasses.replace(
            pydantic_data_converter, payload_codec=EncryptionCodec.from_setting(settings.derlg_codec_key)
        )
    return pydantic_data_converter


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
