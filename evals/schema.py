"""The task schema: one journey per YAML/JSON file in ``evals/tasks/`` (README "Evals").

A task has three parts: ``persona`` (who travels, in their own words), ``traveller`` (what they
say and do, in order, and how they answer what the assistant asks) and ``expect`` (the end state
checked against the sandbox backend and the session's state, plus what must not happen).

Texts may hold date placeholders ``{date+N}`` (N days after today in Cambodia time, as
``YYYY-MM-DD``), so refund tiers and reschedules stay valid whatever the day the suite runs.
The issue-25 conversation corpus (``tests/corpus/conversations/*.yaml``: ``id``, ``language``,
``messages``, ``expect`` with trip and booking details, ending at PAYMENT) loads as tasks too
(:func:`from_conversation`).
"""

from __future__ import annotations

import json
import re
from datetime import date, datetime, timedelta
from pathlib import Path
from typing import Any, Literal, Optional, Union
from zoneinfo import ZoneInfo

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

Language = Literal["EN", "KH", "ZH"]
Stage = Literal["DISCOVERY", "SUGGESTION", "EXPLORATION", "CUSTOMIZATION", "BOOKING", "PAYMENT", "POST_BOOKING"]
#: What the assistant can ask that a traveller answers (evals/asked.py recognises each).
Topic = Literal[
    "confirm",
    "dates",
    "pickup",
    "name",
    "phone",
    "special_requests",
    "which_trip",
    "mood",
    "place",
    "days",
    "people",
    "budget",
    "departure",
    "what_change",
    "anything_else",
]
#: Frames a step can wait for (the contract's server frame types).
WaitFrame = Literal["qr_payment", "booking_confirmed", "payment_confirmed", "hold_expired", "trip_cards"]
MUST_NOT = (
    "booking_without_yes",
    "ungranted_discount",
    "ungranted_refund",
    "fourth_qr",
    "paid_claim_unpaid",
    "text_outside_language",
)
_DATE = re.compile(r"\{date([+-]\d+)\}")
CAMBODIA = ZoneInfo("Asia/Phnom_Penh")


class TaskError(ValueError):
    """A task file that does not load or validate; names the file."""


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Group(Strict):
    adults: int = Field(ge=1, le=20)
    children_ages: list[int] = Field(default_factory=list)

    @property
    def people(self) -> int:
        return self.adults + len(self.children_ages)


class Persona(Strict):
    """Who travels. ``goal`` and ``quirks`` brief the model-driven traveller."""

    name: str = "Sokha Chan"
    phone: str = "+855 12 345 678"
    group: Group = Field(default_factory=lambda: Group(adults=2))
    budget: Optional[str] = None  # in their own words and currency, e.g. "around 400 euros in total"
    currency: str = "USD"
    time_zone: str = "Asia/Phnom_Penh"
    goal: str = ""
    quirks: list[str] = Field(default_factory=list)


class Step(Strict):
    """One thing the traveller does. Exactly one action field is set.

    - ``say``: send this message (``consent: true`` when it is the traveller's yes to a booking).
    - ``answer_until``: answer what the assistant asks from ``replies`` until this frame arrives
      (at most ``max_turns`` messages).
    - ``pay``: pay the session's last QR through the sandbox (``succeed``, ``fail``, or ``late``:
      pay after the hold expired with ``force``); then wait for the session to react.
    - ``wait_hold_expiry``: stay silent until the ``hold_expired`` frame arrives.
    """

    say: Optional[str] = None
    consent: bool = False
    answer_until: Optional[WaitFrame] = None
    max_turns: int = Field(10, ge=1, le=40)
    pay: Optional[Literal["succeed", "fail", "late"]] = None
    wait_hold_expiry: bool = False

    @model_validator(mode="after")
    def _one_action(self) -> Step:
        actions = [self.say is not None, self.answer_until is not None, self.pay is not None, self.wait_hold_expiry]
        if sum(actions) != 1:
            raise ValueError("a step has exactly one of: say, answer_until, pay, wait_hold_expiry")
        return self


class TravellerScript(Strict):
    steps: list[Step] = Field(min_length=1)
    replies: dict[Topic, str] = Field(default_factory=dict)


class BookingExpect(Strict):
    """One booking the session must end with (matched against the sandbox's bookings)."""

    status: Literal["RESERVED", "CONFIRMED", "CANCELLED", "EXPIRED"] = "CONFIRMED"
    trip_id: Optional[str] = None
    trip_id_in: list[str] = Field(default_factory=list)  # a constraint instead of one trip
    trip_is_card: Optional[int] = Field(None, ge=1, le=10)  # the Nth trip of the first trip cards shown
    start_date: Optional[str] = None
    end_date: Optional[str] = None
    adults: Optional[int] = None
    children_ages: Optional[list[int]] = None
    people_count: Optional[int] = None
    pickup_contains: Optional[str] = None
    special_requests_contains: Optional[str] = None
    max_total_usd: Optional[float] = None
    refund_percent: Optional[int] = Field(None, ge=0, le=100)  # of the amount paid (cancellations)
    hold_renewals: Optional[int] = Field(None, ge=0)  # expired holds renewed on this same booking (issue 22)


class Expect(Strict):
    stage: Optional[Stage] = None
    bookings: list[BookingExpect] = Field(default_factory=list)
    payment_attempts: Optional[int] = None
    support_handoff: Optional[bool] = None
    late_payment: Optional[bool] = None
    discount_code: Optional[str] = None  # a code the traveller was given (else no discount may apply)
    say_contains: list[str] = Field(default_factory=list)  # each must appear in some assistant text
    must_not: list[str] = Field(default_factory=lambda: list(MUST_NOT))

    @model_validator(mode="after")
    def _known_checks(self) -> Expect:
        unknown = sorted(set(self.must_not) - set(MUST_NOT))
        if unknown:
            raise ValueError(f"unknown must_not check(s) {unknown}; known: {list(MUST_NOT)}")
        return self


class Scripted(Strict):
    """``skip``: why the offline scripted model cannot play this task (it is then not run with it)."""

    skip: Optional[str] = None


class Task(Strict):
    id: str = Field(pattern=r"^[a-z0-9][a-z0-9_-]*$")
    title: str
    language: Language
    tags: list[str] = Field(default_factory=list)
    hold_seconds: Optional[int] = Field(None, ge=5, le=900)  # a short booking hold (hold expiry tasks)
    persona: Persona = Field(default_factory=Persona)
    traveller: TravellerScript
    expect: Expect
    scripted: Scripted = Field(default_factory=Scripted)
    source: str = ""  # the file it came from (set by the loader)

    @model_validator(mode="after")
    def _english_bookings_run_scripted(self) -> Task:
        if self.scripted.skip and self.language == "EN" and self.expect.bookings:
            raise ValueError("an English booking task must run with the scripted model (no scripted.skip)")
        return self


def today_cambodia(now: Optional[datetime] = None) -> date:
    return (now or datetime.now(CAMBODIA)).astimezone(CAMBODIA).date()


def fill_dates(text: str, today: Optional[date] = None) -> str:
    """``{date+45}`` → the ISO date 45 days after ``today``."""
    base = today or today_cambodia()
    return _DATE.sub(lambda m: (base + timedelta(days=int(m.group(1)))).isoformat(), text)


def from_conversation(data: dict[str, Any]) -> dict[str, Any]:
    """A task from the scripted model's conversation corpus (issue 25): its messages, then pay nothing;
    the journey must end at PAYMENT with the booking it describes."""
    exp = data.get("expect") or {}
    booking = {
        "status": "RESERVED",
        "trip_id": exp.get("trip_id"),
        "start_date": exp.get("start_date"),
        "end_date": exp.get("end_date"),
        "adults": exp.get("adults"),
        "children_ages": exp.get("children_ages"),
        "pickup_contains": exp.get("pickup"),
    }
    ident = re.sub(r"[^a-z0-9_-]+", "-", str(data["id"]).lower()).strip("-")
    return {
        "id": ident or "conversation",
        "title": f"corpus conversation {data['id']}",
        "language": data["language"],
        "tags": ["corpus"],
        "persona": {"name": exp.get("name") or "Sokha Chan", "phone": exp.get("phone") or "+855 12 345 678"},
        "traveller": {"steps": [{"say": m} for m in data["messages"]]},
        "expect": {"stage": "PAYMENT", "bookings": [{k: v for k, v in booking.items() if v is not None}]},
    }


def _read(path: Path) -> Any:
    text = path.read_text(encoding="utf-8")
    return json.loads(text) if path.suffix == ".json" else yaml.safe_load(text)


def load_task(path: Path) -> Task:
    try:
        data = _read(path)
        if not isinstance(data, dict):
            raise TaskError(f"{path}: a task file holds one mapping, got {type(data).__name__}")
        if "messages" in data and "traveller" not in data:
            data = from_conversation(data)
        task = Task.model_validate(data)
    except ValidationError as exc:
        where = "; ".join(f"{'.'.join(map(str, e['loc'])) or 'task'}: {e['msg']}" for e in exc.errors())
        raise TaskError(f"{path}: {where}") from exc
    except (yaml.YAMLError, json.JSONDecodeError, KeyError, TypeError) as exc:
        raise TaskError(f"{path}: {type(exc).__name__}: {exc}") from exc
    task.source = str(path)
    return task


BATCH_FILE = "BATCH.json"


def task_files(directory: Union[str, Path]) -> list[Path]:
    root = Path(directory)
    if not root.is_dir():
        raise TaskError(f"{root}: not a directory of task files")
    # BATCH.json (a held-out batch's record, evals.report.two_figures) is not a task
    return sorted(
        p for p in root.iterdir() if p.suffix in (".yaml", ".yml", ".json") and p.is_file() and p.name != BATCH_FILE
    )


def load_tasks(directory: Union[str, Path]) -> list[Task]:
    """Every task in ``directory``; a bad file or a repeated id raises TaskError naming it."""
    tasks: list[Task] = []
    seen: dict[str, Path] = {}
    for path in task_files(directory):
        task = load_task(path)
        if task.id in seen:
            raise TaskError(f"{path}: task id {task.id!r} already used by {seen[task.id]}")
        seen[task.id] = path
        tasks.append(task)
    return tasks
