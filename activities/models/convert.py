"""Anthropic Messages format ⇄ function-calling chat format (Ollama native and OpenAI-compatible).

The agent keeps its history in Anthropic format. At the edge of a non-Anthropic backend:

- tools ``{name, description, input_schema}`` → ``{"type": "function", "function": {...}}``;
- system prompt (str or blocks) → one ``system`` message;
- user text blocks → one ``user`` message (joined); ``tool_result`` blocks → one ``tool`` message
  each (OpenAI: ``tool_call_id``; Ollama: ``tool_name``), placed before the user's text;
- assistant text + ``tool_use`` → one ``assistant`` message with ``content`` and ``tool_calls``
  (OpenAI: ``id`` and ``arguments`` as a JSON string; Ollama: ``arguments`` as an object).

Back again, tool-call arguments are read as objects (Ollama) or JSON strings (OpenAI), and call
ids are synthesised deterministically when the server gives none.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any, Literal, Optional

import structlog

from agent.model import ContentBlock, SystemPrompt, system_text

log = structlog.get_logger(__name__)

Dialect = Literal["ollama", "openai"]


def tools_to_functions(tools: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [
        {
            "type": "function",
            "function": {
                "name": t["name"],
                "description": t.get("description", ""),
                "parameters": t.get("input_schema") or {"type": "object", "properties": {}},
            },
        }
        for t in tools
    ]


def _text_of(content: Any) -> str:
    """Plain text of a str or a list of blocks (text blocks only, joined)."""
    if isinstance(content, str):
        return content
    parts = [b.get("text", "") for b in content or [] if isinstance(b, dict) and b.get("type") == "text"]
    return "\n\n".join(p for p in parts if p)


def _tool_message(block: dict[str, Any], names: dict[str, str], dialect: Dialect) -> dict[str, Any]:
    content = _text_of(block.get("content", ""))
    if block.get("is_error"):
        content = f"Error: {content}"
    msg: dict[str, Any] = {"role": "tool", "content": content}
    call_id = str(block.get("tool_use_id", ""))
    if dialect == "openai":
        msg["tool_call_id"] = call_id
    elif call_id in names:
        msg["tool_name"] = names[call_id]
    return msg


def _assistant_message(content: Any, names: dict[str, str], dialect: Dialect) -> dict[str, Any]:
    if isinstance(content, str):
        return {"role": "assistant", "content": content}
    text = _text_of(content)
    calls: list[dict[str, Any]] = []
    for block in content or []:
        if block.get("type") != "tool_use":
            continue
        call_id, name, args = str(block.get("id", "")), str(block.get("name", "")), block.get("input") or {}
        names[call_id] = name
        if dialect == "openai":
            fn = {"name": name, "arguments": json.dumps(args, ensure_ascii=False)}
            calls.append({"id": call_id, "type": "function", "function": fn})
        else:
            calls.append({"function": {"name": name, "arguments": args}})
    msg: dict[str, Any] = {"role": "assistant", "content": text if (text or dialect == "ollama") else None}
    if calls:
        msg["tool_calls"] = calls
    return msg


def to_chat_messages(system: SystemPrompt, messages: list[dict[str, Any]], dialect: Dialect) -> list[dict[str, Any]]:
    """The whole Anthropic-format conversation as chat messages for ``dialect``."""
    out: list[dict[str, Any]] = []
    sys_text = system_text(system)
    if sys_text:
        out.append({"role": "system", "content": sys_text})
    names: dict[str, str] = {}  # tool_use id → tool name, for Ollama's tool_name
    for message in messages:
        role, content = message.get("role"), message.get("content")
        if role == "assistant":
            out.append(_assistant_message(content, names, dialect))
            continue
        if isinstance(content, str):
            out.append({"role": "user", "content": content})
            continue
        blocks = content or []
        out.extend(_tool_message(b, names, dialect) for b in blocks if b.get("type") == "tool_result")
        text = _text_of(blocks)
        if text:
            out.append({"role": "user", "content": text})
    return out


def parse_arguments(raw: Any, *, tool: str = "") -> dict[str, Any]:
    """Tool-call arguments as a dict: objects as is, JSON strings decoded, anything else → {}."""
    if isinstance(raw, dict):
        return raw
    if raw is None or raw == "":
        return {}
    if isinstance(raw, str):
        try:
            value = json.loads(raw)
        except ValueError:
            log.warning("model_tool_arguments_invalid_json", tool=tool, length=len(raw))
            return {}
        if isinstance(value, dict):
            return value
    log.warning("model_tool_arguments_not_object", tool=tool, kind=type(raw).__name__)
    return {}


def synth_call_id(salt: str, index: int, name: str, arguments: dict[str, Any]) -> str:
    """A deterministic tool-call id: same conversation, position and call → same id."""
    key = f"{salt}|{index}|{name}|{json.dumps(arguments, sort_keys=True, ensure_ascii=False)}"
    return "call_" + hashlib.sha256(key.encode("utf-8")).hexdigest()[:24]


def conversation_salt(messages: list[dict[str, Any]]) -> str:
    """A short digest of the conversation so far, so synthesised ids differ between turns."""
    raw = json.dumps(messages, sort_keys=True, ensure_ascii=False, default=str)
    return hashlib.sha256(raw.encode("utf-8")).hexdigest()[:16]


def response_blocks(text: Optional[str], calls: list[tuple[Optional[str], str, Any]], salt: str) -> list[ContentBlock]:
    """ContentBlocks for a reply: its text, then one tool_use per ``(id, name, raw arguments)``."""
    blocks: list[ContentBlock] = []
    if text:
        blocks.append(ContentBlock(type="text", text=text))
    for index, (call_id, name, raw_args) in enumerate(calls):
        args = parse_arguments(raw_args, tool=name)
        cid = call_id or synth_call_id(salt, index, name, args)
        blocks.append(ContentBlock(type="tool_use", id=cid, name=name, input=args))
    return blocks
