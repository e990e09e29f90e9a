"""README.md and docs/*.md hold together: every relative link resolves, no issue numbers in the text.

A link ``[text](path#anchor)`` must name a file that exists (relative to the document) and, when
it has an anchor, a heading of the target whose GitHub slug is that anchor. Links inside code
(fenced blocks, inline code) are not links; neither are headings inside fenced blocks. Issue
numbers belong in commit messages, not in documents ("issue 22" must not appear). The checkers
return lists of problems; the negative tests feed them broken documents to prove they catch them.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.conftest import ROOT

DOCS = sorted([ROOT / "README.md", *(ROOT / "docs").glob("*.md")])

FENCE = re.compile(r"^\s*(```|~~~)")
INLINE_CODE = re.compile(r"(`+)(?:(?!\1).)+?\1")
LINK = re.compile(r"!?\[(?:[^\[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
HEADING = re.compile(r"^ {0,3}(#{1,6})\s+(.*?)\s*#*\s*$")
ISSUE_NUMBER = re.compile(r"issue [0-9]", re.IGNORECASE)
EXTERNAL = re.compile(r"^[a-z][a-z0-9+.-]*:", re.IGNORECASE)  # http:, https:, mailto:


def prose_lines(text: str) -> list[tuple[int, str]]:
    """(line number, line) outside fenced code blocks."""
    out: list[tuple[int, str]] = []
    fenced = False
    for number, line in enumerate(text.splitlines(), start=1):
        if FENCE.match(line):
            fenced = not fenced
            continue
        if not fenced:
            out.append((number, line))
    return out


def slug(heading: str) -> str:
    """GitHub's anchor for a heading: lowercase, markup and punctuation dropped, spaces to hyphens."""
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # a link keeps its text
    text = text.replace("`", "").lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def anchors(text: str) -> set[str]:
    """Every heading's slug; a repeated slug gets -1, -2 … as on GitHub."""
    seen: dict[str, int] = {}
    out: set[str] = set()
    for _, line in prose_lines(text):
        match = HEADING.match(line)
        if not match:
            continue
        base = slug(match.group(2))
        count = seen.get(base, 0)
        seen[base] = count + 1
        out.add(base if count == 0 else f"{base}-{count}")
    return out


def links(text: str) -> list[tuple[int, str]]:
    found: list[tuple[int, str]] = []
    for number, line in prose_lines(text):
        for match in LINK.finditer(INLINE_CODE.sub("", line)):
            found.append((number, match.group(1)))
    return found


def link_problems(doc: Path) -> list[str]:
    """Relative links of ``doc`` whose file or heading does not exist."""
    problems: list[str] = []
    text = doc.read_text(encoding="utf-8")
    for number, target in links(text):
        if EXTERNAL.match(target):
            continue
        path_part, _, anchor = target.partition("#")
        target_file = (doc.parent / path_part).resolve() if path_part else doc
        where = f"{doc.name}:{number}: {target}"
        if not target_file.exists():
            problems.append(f"{where}: no such file")
            continue
        if anchor and target_file.suffix == ".md":
            if anchor not in anchors(target_file.read_text(encoding="utf-8")):
                problems.append(f"{where}: no heading #{anchor} in {target_file.name}")
    return problems


def issue_number_problems(doc: Path) -> list[str]:
    text = doc.read_text(encoding="utf-8")
    return [
        f"{doc.name}:{number}: {line.strip()[:80]}"
        for number, line in enumerate(text.splitlines(), start=1)
        if ISSUE_NUMBER.search(line)
    ]


def test_the_documents_exist() -> None:
    names = {d.relative_to(ROOT).as_posix() for d in DOCS}
    assert "README.md" in names
    assert len(names) > 1, "docs/*.md not found"


@pytest.mark.parametrize("doc", DOCS, ids=lambda d: d.relative_to(ROOT).as_posix())
def test_every_relative_link_resolves(doc: Path) -> None:
    assert link_problems(doc) == []


@pytest.mark.parametrize("doc", DOCS, ids=lambda d: d.relative_to(ROOT).as_posix())
def test_no_issue_numbers_in_the_text(doc: Path) -> None:
    assert issue_number_problems(doc) == []


def test_slugs_follow_github() -> None:
    assert slug("Crash recovery: timeouts and why") == "crash-recovery-timeouts-and-why"
    assert slug("`make run` in detail") == "make-run-in-detail"
    assert slug("pass^k") == "passk"
    assert slug("Deployment & scaling") == "deployment--scaling"
    assert slug("What the model sees (model contract v2)") == "what-the-model-sees-model-contract-v2"
    assert slug("Read [the guide](docs/x.md)") == "read-the-guide"


def test_repeated_headings_and_code_blocks() -> None:
    text = "# Title\n## Notes\n## Notes\n```bash\n# not a heading\n```\n"
    assert anchors(text) == {"title", "notes", "notes-1"}


def test_broken_links_are_found(tmp_path: Path) -> None:
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "other.md").write_text("# Other\n## Real heading\n", encoding="utf-8")
    doc = tmp_path / "README.md"
    doc.write_text(
        "# Top\n"
        "[ok](docs/other.md) [ok](docs/other.md#real-heading) [ok](#top) [web](https://example.com)\n"
        "[gone](docs/missing.md) [bad anchor](docs/other.md#no-such) [bad local](#nowhere)\n"
        "`[in code](docs/missing.md)`\n"
        "```\n[fenced](docs/missing.md)\n```\n",
        encoding="utf-8",
    )
    problems = link_problems(doc)
    assert len(problems) == 3
    assert "docs/missing.md: no such file" in problems[0]
    assert "no heading #no-such in other.md" in problems[1]
    assert "no heading #nowhere in README.md" in problems[2]


def test_issue_numbers_are_found(tmp_path: Path) -> None:
    doc = tmp_path / "x.md"
    doc.write_text("Fine.\nAddition (Issue 22): x\nthe patch `late-request-first-issue-22`\n", encoding="utf-8")
    assert issue_number_problems(doc) == ["x.md:2: Addition (Issue 22): x"]
