"""The phrasing corpus (tests/corpus/): every traveller line yields exactly its slots and its intents.

Prints the pass rate per language (run with -s to see it); the threshold is 100%: every line in
the corpus is a promise, a failing line is a bug in activities/models/scripted/understand.py or its tables.
"""

from __future__ import annotations

import pytest

from activities.models.scripted.understand import hear
from tests.corpus import TODAY, Line, en, kh, zh

CORPUS = {"EN": en.LINES, "KH": kh.LINES, "ZH": zh.LINES}
MINIMUM = {"EN": 150, "KH": 50, "ZH": 50}
THRESHOLD = 1.0


def problems(line: Line) -> list[str]:
    heard = hear(line.text, line.asked, TODAY)
    out = []
    got = {k: (tuple(v) if isinstance(v, tuple) else v) for k, v in heard.slots.items()}
    if got != line.slots:
        out.append(f"slots {got} != expected {line.slots}")
    missing = line.intents - heard.intents
    if missing:
        out.append(f"intents missing {sorted(missing)} (got {sorted(heard.intents)})")
    unwanted = line.not_intents & heard.intents
    if unwanted:
        out.append(f"unwanted intents {sorted(unwanted)}")
    if "affirm" in line.intents and "deny" in heard.intents or "deny" in line.intents and "affirm" in heard.intents:
        out.append("affirmation read as refusal (or the reverse)")
    return out


@pytest.mark.parametrize("lang", sorted(CORPUS))
def test_corpus_size(lang):
    lines = CORPUS[lang]
    assert len(lines) >= MINIMUM[lang]
    assert len({(line.text, line.asked) for line in lines}) == len(lines), "duplicate lines"


def test_corpus_pass_rate():
    report, failures, total, passed = [], [], 0, 0
    for lang, lines in CORPUS.items():
        ok = 0
        for line in lines:
            found = problems(line)
            if found:
                failures.append(f"[{lang}] {line.text!r} (asked={line.asked}): " + "; ".join(found))
            else:
                ok += 1
        report.append(f"{lang} {ok}/{len(lines)} = {ok / len(lines):.1%}")
        total, passed = total + len(lines), passed + ok
    print(f"\nscripted phrasing corpus: {' · '.join(report)} · all {passed}/{total} = {passed / total:.1%}")
    assert passed / total >= THRESHOLD, "\n".join(failures)
