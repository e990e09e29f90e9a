"""Claude on AWS Bedrock (``anthropic.AsyncAnthropicBedrock``), seed 004.

Same request building, caching breakpoints and parsing as :class:`AnthropicClient`; only the SDK
client differs. Region from ``AWS_REGION``, model from ``BEDROCK_MODEL_ID``, endpoint override
``BEDROCK_BASE_URL`` (tests); credentials from explicit arguments or the standard AWS chain
(environment, profile, instance role). SigV4 signing needs botocore, an optional extra
(``pip install 'derlg-concierge[bedrock]'``), imported lazily by the SDK.
"""

from __future__ import annotations

import importlib.util
import os
from typing import Optional

import anthropic

from activities.models.anthropic_client import AnthropicFamilyClient
from agent.settings import Settings

# The value AWS documents for Claude on Bedrock's InvokeModel body. The SDK only fills
# anthropic_version when absent, so pinning it here keeps requests valid whatever it defaults to.
BEDROCK_ANTHROPIC_VERSION = "bedrock-2023-05-31"


class BedrockUnavailable(RuntimeError):
    """MODEL_BACKEND=bedrock without the optional boto3/botocore dependency."""


def _require_botocore() -> None:
    if importlib.util.find_spec("botocore") is None or importlib.util.find_spec("boto3") is None:
        raise BedrockUnavailable(
            "MODEL_BACKEND=bedrock needs boto3 and botocore: pip install 'derlg-concierge[bedrock]'"
        )


class BedrockClient(AnthropicFamilyClient):
    name = "bedrock"
    extra_body = {"anthropic_version": BEDROCK_ANTHROPIC_VERSION}

    def __init__(
        self,
        settings: Settings,
        *,
        aws_access_key: Optional[str] = None,
        aws_secret_key: Optional[str] = None,
        aws_session_token: Optional[str] = None,
        sdk: Optional[anthropic.AsyncAnthropicBedrock] = None,
    ) -> None:
        if sdk is None:
            if not os.environ.get("AWS_BEARER_TOKEN_BEDROCK"):
                _require_botocore()
            sdk = anthropic.AsyncAnthropicBedrock(
                aws_region=settings.aws_region,
                aws_access_key=aws_access_key,
                aws_secret_key=aws_secret_key,
                aws_session_token=aws_session_token,
                base_url=settings.bedrock_base_url,
                timeout=settings.llm_timeout_seconds,
                max_retries=0,
            )
        super().__init__(sdk, settings.bedrock_model_id, settings)
