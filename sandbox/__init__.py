"""Sandbox backend: a FastAPI stand-in for the NestJS backend's AI tool endpoints.

``from sandbox import create_app``; run it with ``python -m sandbox``.
"""

from sandbox.app import create_app

__all__ = ["create_app"]
