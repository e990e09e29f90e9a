"""The journey rules of the DerLg concierge: pure, deterministic, no I/O.

Workflows and activities both import this package; it imports nothing from Temporal, FastAPI,
httpx or redis.
"""
