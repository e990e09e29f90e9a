"""Temporal activities: the backend tool calls (one activity per tool) and their HTTP client."""
