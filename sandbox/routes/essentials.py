"""getTravelEssentials: entry rules by passport, money, SIM cards, temple dress, tipping, health, access."""

from __future__ import annotations

from typing import Literal, Optional

from fastapi import Request
from pydantic import Field

from sandbox.data.essentials import essentials
from sandbox.deps import language_of
from sandbox.errors import ok
from sandbox.models import ToolBody
from sandbox.routes.common import logged, path, tool_router

router = tool_router()

Topic = Literal["entry", "money", "sim", "temple_dress", "tipping", "health", "access", "all"]


class EssentialsBody(ToolBody):
    topic: Topic = "all"
    passport_country: Optional[str] = Field(None, pattern=r"^[A-Za-z]{2}$")  # ISO 3166 alpha-2


@router.post(
    path("getTravelEssentials"),
    tags=["info"],
    operation_id="getTravelEssentials",
    summary="Entry rules by passport, money, SIM, temple dress code, tipping, health care, access at the sites; each with its official source",
)
async def get_travel_essentials(body: EssentialsBody, request: Request) -> dict:
    logged(request, "getTravelEssentials", topic=body.topic)
    language = language_of(request, body.language)
    return ok({"topic": body.topic, "items": essentials(body.topic, body.passport_country, language)})
