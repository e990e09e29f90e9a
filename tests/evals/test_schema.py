"""Every task file validates; bad files fail with a message naming the file and the problem."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from evals.runner import DEFAULT_HELDOUT, DEFAULT_TASKS, select
from evals.schema import Task, TaskError, fill_dates, load_task, load_tasks, task_files

FILES = task_files(DEFAULT_TASKS) + task_files(DEFAULT_HELDOUT)  # the held-out batch validates too


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_every_task_file_validates(path: Path):
    task = load_task(path)
    assert task.id == path.stem, "a task's id is its file name"
    assert task.source == str(path)


def test_held_out_ids_never_repeat_a_development_task_and_the_batch_records_its_first_sight():
    import json

    development = {t.id for t in load_tasks(DEFAULT_TASKS)}
    held = {t.id for t in load_tasks(DEFAULT_HELDOUT)}
    assert held and not (held & development)
    batch = json.loads((DEFAULT_HELDOUT / "BATCH.json").read_text())
    assert {"written", "written_by", "first_sight"} <= set(batch)


def test_the_suite_covers_the_issue():
    tasks = load_tasks(DEFAULT_TASKS)
    assert len(tasks) >= 30
    assert {t.language for t in tasks} == {"EN", "KH", "ZH"}
    tags = {tag for t in tasks for tag in t.tags}
    for needed in (
        "solo",
        "couple",
        "family",
        "group",
        "budget-currency",
        "budget-total",
        "change-of-mind",
        "customisation",
        "pointing-back",
        "hold-expiry",
        "rebooking",
        "failed-payment",
        "support-handoff",
        "reschedule",
        "refund-100",
        "refund-50",
        "refund-0",
        "refund-status",
        "late-payment",
        "injection",
        "off-path",
        "special-requests",
    ):
        assert needed in tags, needed
    families = [t for t in tasks if len(set(t.persona.group.children_ages)) >= 2]
    assert families, "a family with children of several ages"
    assert any(t.persona.group.adults == 6 for t in tasks), "a group of six"
    for t in tasks:
        if t.scripted.skip:
            assert not (t.language == "EN" and t.expect.bookings), t.id


def test_no_english_booking_task_may_skip_the_scripted_model():
    data = {
        "id": "x",
        "title": "x",
        "language": "EN",
        "traveller": {"steps": [{"say": "hi"}]},
        "expect": {"bookings": [{"status": "CONFIRMED"}]},
        "scripted": {"skip": "too hard"},
    }
    with pytest.raises(ValueError, match="English booking task"):
        Task.model_validate(data)


def test_bad_files_name_the_file_and_the_problem(tmp_path: Path):
    (tmp_path / "a.yaml").write_text("id: a\ntitle: t\nlanguage: FR\ntraveller: {steps: [{say: hi}]}\nexpect: {}\n")
    with pytest.raises(TaskError, match=r"a\.yaml.*language"):
        load_tasks(tmp_path)
    (tmp_path / "a.yaml").write_text(
        "id: a\ntitle: t\nlanguage: EN\ntraveller: {steps: [{say: hi, pay: fail}]}\nexpect: {}\n"
    )
    with pytest.raises(TaskError, match="exactly one of"):
        load_tasks(tmp_path)
    (tmp_path / "a.yaml").write_text("- not a mapping\n")
    with pytest.raises(TaskError, match="one mapping"):
        load_tasks(tmp_path)
    (tmp_path / "a.yaml").write_text(
        "id: a\ntitle: t\nlanguage: EN\ntraveller: {steps: [{say: hi}]}\nexpect: {must_not: [rudeness]}\n"
    )
    with pytest.raises(TaskError, match="unknown must_not"):
        load_tasks(tmp_path)
    with pytest.raises(TaskError, match="not a directory"):
        load_tasks(tmp_path / "missing")


def test_repeated_ids_are_refused(tmp_path: Path):
    body = "id: same\ntitle: t\nlanguage: EN\ntraveller: {steps: [{say: hi}]}\nexpect: {}\n"
    (tmp_path / "a.yaml").write_text(body)
    (tmp_path / "b.json").write_text(
        '{"id": "same", "title": "t", "language": "EN", "traveller": {"steps": [{"say": "hi"}]}, "expect": {}}'
    )
    with pytest.raises(TaskError, match="already used"):
        load_tasks(tmp_path)


def test_conversation_corpus_files_load_as_tasks(tmp_path: Path):
    (tmp_path / "c1.yaml").write_text(
        "id: KH family 01\nlanguage: KH\nmessages: [សួស្តី, បាទ]\n"
        "expect: {trip_id: trip_001, start_date: '2027-01-10', end_date: '2027-01-12', adults: 2,"
        " children_ages: [6], pickup: Riverside, name: Dara, phone: '+85512345678'}\n"
    )
    [task] = load_tasks(tmp_path)
    assert task.id == "kh-family-01" and task.language == "KH"
    assert [s.say for s in task.traveller.steps] == ["សួស្តី", "បាទ"]
    assert task.expect.stage == "PAYMENT"
    [booking] = task.expect.bookings
    assert (booking.status, booking.trip_id, booking.children_ages, booking.pickup_contains) == (
        "RESERVED",
        "trip_001",
        [6],
        "Riverside",
    )
    assert task.persona.name == "Dara"


def test_dates_are_relative_to_today():
    assert fill_dates("from {date+3} to {date-1}", date(2026, 12, 30)) == "from 2027-01-02 to 2026-12-29"
    assert fill_dates("no placeholder") == "no placeholder"


def test_filter_by_id_language_or_tag():
    tasks = load_tasks(DEFAULT_TASKS)
    assert {t.language for t in select(tasks, ["zh"])} == {"ZH"}
    assert all("reschedule" in t.tags or "reschedule" in t.id for t in select(tasks, ["reschedule"]))
    assert select(tasks, []) == tasks


def test_the_model_label_names_the_backend_and_a_relay():
    from evals.runner import model_env, model_label

    assert model_label({}) == "scripted"
    env = {"MODEL_BACKEND": "anthropic", "ANTHROPIC_BASE_URL": "http://127.0.0.1:9100", "PATH": "/bin"}
    assert model_label(env) == "anthropic:claude-sonnet-4-5 via http://127.0.0.1:9100"
    assert model_env(env) == {"MODEL_BACKEND": "anthropic", "ANTHROPIC_BASE_URL": "http://127.0.0.1:9100"}
