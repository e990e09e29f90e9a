"""The bridge: a thin, stateless FastAPI layer between browsers / the backend and SessionWorkflow.

``create_app`` (api.app) builds it; ``python -m api`` serves it with uvicorn.
"""
