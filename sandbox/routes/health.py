"""The sandbox's health probes: ``/health``, ``/health/ready`` and ``/health/live`` answer the same body.

The sandbox depends on nothing (its store is in memory), so live and ready are the same answer; all three
paths exist so every HTTP part of the stack is probed alike (scripts/healthcheck.py).
"""

from __future__ import annotations

from fastapi import APIRouter, Request

from sandbox.clock import iso
from sandbox.routes.common import store_of

router = APIRouter(tags=["sandbox"])


@router.get("/health/live", summary="Liveness (the same answer as /health)")
@router.get("/health/ready", summary="Readiness (the same answer as /health)")
@router.get("/health", summary="Liveness and a few counters")
async def health(request: Request) -> dict:
    store = store_of(request)
    return {
        "status": "ok",
        "service": "derlg-sandbox",
        "now": iso(store.now()),
        "bookings": len(store.bookings),
        "payment_intents": len(store.intents),
        "hold_seconds": store.hold_seconds,
    }
