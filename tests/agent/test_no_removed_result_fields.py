"""No module outside sandbox/ reads a result field the sandbox no longer sends (issue 37).

A refund once promised keeps its amount and payee (docs/decisions.md), so the backend dropped the fields
of "netting" (docs/contract.md, Migration notes). A reader of one of them finds it absent (0 / none): its
branch is dead code and its words (a card part, a notice) are never said. Each name is looked for as a
quoted key or an attribute in the service's code and the chat page."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCANNED = ("agent", "activities", "api", "workflows", "scripts", "evals")
SUFFIXES = {".py", ".js", ".html"}
# docs/contract.md "Changes: a refund once promised keeps its amount and its payee"
REMOVED = (
    "change_cost_usd",
    "paid_from_pending_refunds_usd",
    "paid_from_pending_refunds",
    "refund_left_usd",
    "amount_paid_now_usd",
    "paid_from_refund_usd",
    "paid_from_refund",
    "refund_of_amount_paid_now_usd",
    "refund_of_part_paid_from_refund_usd",
    "netted_usd",
    "netted",
    "used_for_changes",
    "total_used_for_changes_usd",
    "refunds_used_for_changes",
    "refunds_given_back_usd",
)
# a name as a key ("name" / 'name') or an attribute (.name), whole words only
PATTERN = re.compile(r"""(?:["'.])(%s)\b""" % "|".join(sorted(REMOVED, key=len, reverse=True)))


def readers(root: Path) -> list[str]:
    found = []
    for top in SCANNED:
        for path in sorted((root / top).rglob("*")):
            if path.suffix not in SUFFIXES or not path.is_file():
                continue
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                if PATTERN.search(line):
                    found.append(f"{path.relative_to(root)}:{number}: {line.strip()}")
    return found


def test_no_module_outside_the_sandbox_reads_a_removed_result_field() -> None:
    assert readers(ROOT) == []


def test_the_scan_finds_a_reader(tmp_path: Path) -> None:
    """The scan is not blind: a module reading a removed field, in any quoting, is found."""
    (tmp_path / "agent").mkdir()
    (tmp_path / "agent" / "reader.py").write_text(
        'x = data.get("paid_from_pending_refunds_usd")\ny = rec.refunds_used_for_changes\nz = "netted_usd: 1"\n'
    )
    (tmp_path / "api").mkdir()
    (tmp_path / "api" / "card.js").write_text("const back = data['refunds_given_back_usd'];\nconst ok = 'netting';\n")
    assert [r.split(":")[0:2] for r in readers(tmp_path)] == [
        ["agent/reader.py", "1"],
        ["agent/reader.py", "2"],
        ["agent/reader.py", "3"],
        ["api/card.js", "1"],
    ]
