"""Deterministic orchestration only: the SessionWorkflow and its helpers."""
