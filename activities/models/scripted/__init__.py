"""The offline scripted model: the whole booking journey with no API key (issue 2 item 8)."""

from activities.models.scripted.model import ScriptedModel, tool_use_id

__all__ = ["ScriptedModel", "tool_use_id"]
