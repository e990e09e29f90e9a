"""Two traveller simulators behind one interface.

The episode (evals/episode.py) walks the task's steps and asks the simulator for words only:

- ``opening(step, transcript)``: the message for a ``say`` step;
- ``answer(topics, transcript)``: the reply to what the assistant just asked (``topics`` from
  evals/asked.py ``asked_topics``, empty when unrecognised), or None to stop answering.

``ScriptedTraveller`` says the step's text and answers from the task's ``replies`` (deterministic).
``ModelTraveller`` has a model play the persona card: it rephrases each step in its own words and
answers questions from the persona, through the Anthropic Messages API (the shared model-relay
too). Settings: ``EVAL_TRAVELLER_MODEL`` (turns it on), ``EVAL_TRAVELLER_API_KEY`` (else
``ANTHROPIC_API_KEY``), ``EVAL_TRAVELLER_BASE_URL`` (else ``ANTHROPIC_BASE_URL``).
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Any, Mapping, Optional, Protocol

from evals.asked import is_consent
from evals.schema import Step, Task, Topic, fill_dates

LANGUAGE_NAMES = {"EN": "English", "KH": "Khmer", "ZH": "Simplified Chinese"}


@dataclass
class Line:
    role: str  # "traveller" | "assistant"
    text: str


@dataclass
class Utterance:
    text: str
    consent: bool = False  # the traveller's yes to the booking or change the assistant proposed


class TravellerSimulator(Protocol):
    name: str

    async def opening(self, step: Step, transcript: list[Line]) -> Utterance: ...

    async def answer(self, topics: list[Topic], transcript: list[Line]) -> Optional[Utterance]: ...


#: Answers every traveller has for optional questions, unless the task's replies say otherwise.
DEFAULT_REPLIES: dict[str, dict[str, str]] = {
    "special_requests": {"EN": "No special requests", "KH": "គ្មានសំណើពិសេសទេ", "ZH": "没有特殊要求"},
    "anything_else": {"EN": "No, that's all, thanks", "KH": "អត់ទេ អរគុណ", "ZH": "没有了，谢谢"},
    # A careful model asks whether a stated budget is per person or in total (relay run of
    # kh-cancel-half-refund); tasks state budgets per person unless their persona or replies say.
    "budget": {"EN": "That budget is per person", "KH": "ថវិកានោះសម្រាប់ម្នាក់", "ZH": "这是每人的预算"},
}


def persona_facts(task: Task) -> dict[str, str]:
    """What the traveller knows about themselves: the task's replies, then the persona card, then
    the defaults for optional questions."""
    p = task.persona
    facts: dict[str, str] = {k: v[task.language] for k, v in DEFAULT_REPLIES.items()}
    facts.update({"name": p.name, "phone": p.phone})
    if p.budget:
        facts["budget"] = p.budget
    facts.update({k: fill_dates(v) for k, v in task.traveller.replies.items()})
    return facts


class ScriptedTraveller:
    """The task's own words: ``say`` steps verbatim, questions answered from ``replies``."""

    name = "scripted"

    def __init__(self, task: Task) -> None:
        self.task = task
        self.facts = persona_facts(task)
        self.fallback = task.traveller.replies.get("confirm")

    async def opening(self, step: Step, transcript: list[Line]) -> Utterance:
        return Utterance(fill_dates(step.say or ""), consent=step.consent)

    def fact(self, topic: Topic) -> Optional[str]:
        return self.facts.get(topic)

    async def answer(self, topics: list[Topic], transcript: list[Line]) -> Optional[Utterance]:
        if topics == ["confirm"]:
            yes = self.fact("confirm")
            return Utterance(yes, consent=True) if yes else None
        if topics == ["name"]:  # a name alone is asked with the phone next: give both at once
            topics = ["name", "phone"]
        parts = [fact for t in topics if t != "confirm" and (fact := self.fact(t))]
        if not parts:
            return None
        return Utterance(JOINERS.get(self.task.language, ", ").join(dict.fromkeys(parts)))


JOINERS = {"EN": ", ", "KH": " ", "ZH": "，"}


SYSTEM = """You are role-playing a traveller chatting with DerLg's travel concierge for Cambodia.
Stay in character; write only the traveller's next chat message: short, natural, in {language}.
Never invent facts you were not given; if asked something your card does not cover, say you
have no preference. Do not mention that you are simulated.

Your card:
{card}
"""


class ModelTraveller:
    """A model plays the persona (Anthropic Messages API; works against the model-relay)."""

    name = "model"

    def __init__(self, task: Task, client: Any, model: str, max_tokens: int = 300) -> None:
        self.task = task
        self.client = client
        self.model = model
        self.max_tokens = max_tokens
        self.facts = persona_facts(task)
        self.calls = 0

    @classmethod
    def from_env(cls, task: Task, env: Mapping[str, str] = os.environ) -> ModelTraveller:
        import anthropic

        model = env.get("EVAL_TRAVELLER_MODEL")
        if not model:
            raise ValueError("the model traveller needs EVAL_TRAVELLER_MODEL (e.g. claude-sonnet-4-5)")
        key = env.get("EVAL_TRAVELLER_API_KEY") or env.get("ANTHROPIC_API_KEY")
        if not key:
            raise ValueError("the model traveller needs EVAL_TRAVELLER_API_KEY or ANTHROPIC_API_KEY")
        base = env.get("EVAL_TRAVELLER_BASE_URL") or env.get("ANTHROPIC_BASE_URL")
        client = anthropic.AsyncAnthropic(api_key=key, base_url=base or None, max_retries=2)
        return cls(task, client, model)

    def card(self) -> str:
        p = self.task.persona
        group = f"{p.group.adults} adult(s)" + (
            f", children aged {', '.join(map(str, p.group.children_ages))}" if p.group.children_ages else ""
        )
        lines = [
            f"- goal: {p.goal or self.task.title}",
            f"- group: {group}",
            f"- budget: {p.budget or 'not fixed'} ({p.currency})",
            f"- time zone: {p.time_zone}",
        ]
        lines += [f"- {k.replace('_', ' ')}: {v}" for k, v in self.facts.items()]
        lines += [f"- quirk: {q}" for q in p.quirks]
        return "\n".join(lines)

    async def _say(self, instruction: str, transcript: list[Line]) -> str:
        messages: list[dict[str, str]] = []
        for line in transcript[-16:]:
            role = "assistant" if line.role == "traveller" else "user"  # the model plays the traveller
            if messages and messages[-1]["role"] == role:
                messages[-1]["content"] += "\n\n" + line.text
            else:
                messages.append({"role": role, "content": line.text or "(no text)"})
        prompt = f"[Director's note, not from the concierge: {instruction}]"
        if messages and messages[-1]["role"] == "user":
            messages[-1]["content"] += "\n\n" + prompt
        else:
            messages.append({"role": "user", "content": prompt})
        system = SYSTEM.format(language=LANGUAGE_NAMES[self.task.language], card=self.card())
        response = await self.client.messages.create(
            model=self.model, max_tokens=self.max_tokens, system=system, messages=messages
        )
        self.calls += 1
        text = "".join(getattr(b, "text", "") for b in response.content).strip()
        return text or "ok"

    async def opening(self, step: Step, transcript: list[Line]) -> Utterance:
        said = fill_dates(step.say or "")
        text = await self._say(f"Say this next, in your own words, keeping every fact: {said!r}", transcript)
        return Utterance(text, consent=step.consent)

    async def answer(self, topics: list[Topic], transcript: list[Line]) -> Optional[Utterance]:
        if not topics:
            return None
        if topics == ["confirm"]:
            note = "The concierge asks you to confirm. Check the details against your card; say yes if they match."
        else:
            hints = {t: self.facts[t] for t in topics if t in self.facts}
            note = f"Answer the concierge's question. Facts to give: {hints!r}." if hints else "Answer from your card."
        text = await self._say(note, transcript)
        return Utterance(text, consent=topics == ["confirm"] and is_consent(text))


def make_simulator(kind: str, task: Task, env: Mapping[str, str] = os.environ) -> TravellerSimulator:
    if kind == "scripted":
        return ScriptedTraveller(task)
    if kind == "model":
        return ModelTraveller.from_env(task, env)
    raise ValueError(f"unknown traveller {kind!r}: scripted or model")
