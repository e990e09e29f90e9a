"""The model's markdown on the chat page (api/static/markdown.js), in Debian's chromium: a safe
subset is drawn as real bold, italic, lists and tables, never as raw asterisks and pipes (relay 33:
'*standard*', '| | USD | ≈ BRL |' on screen); the nodes are built from text only, so markup in a
model's or traveller's words stays text; an answer streamed piece by piece ends as the same nodes
as the whole answer at once, and a marker not closed yet shows as plain text."""

from __future__ import annotations

import random
from typing import Any

import pytest
import pytest_asyncio

from tests.api.chat_page_support import open_page, page_app, serve

pytestmark = pytest.mark.browser

INJECTIONS = [
    "<script>window.__pwned = 1</script>",
    '<img src=x onerror="window.__pwned = 1">',
    '**<img src=x onerror="window.__pwned = 1">**',
    "| a | <script>window.__pwned=1</script> |\n|---|---|\n| <img src=x onerror=window.__pwned=1> | *x* |",
    "- <svg onload=window.__pwned=1>\n1. `<iframe src=javascript:window.__pwned=1>`",
]

# (text, {selector: the inner texts it must show})
CASES: list[tuple[str, dict[str, list[str]]]] = [
    ("The *standard* tier", {"em": ["standard"]}),
    ("Tap **Scan QR** then pay", {"strong": ["Scan QR"]}),
    ("__Total__ and *a*", {"strong": ["Total"], "em": ["a"]}),
    ("一家四口 **标准** 行程 *含早餐*", {"strong": ["标准"], "em": ["含早餐"]}),
    ("តម្លៃ **$120** សម្រាប់លោក/លោកស្រី", {"strong": ["$120"]}),
    ("Line one\nline two", {"p": ["Line one\nline two"], "br": [""]}),
    ("- one\n- **two**\n* three", {"ul li": ["one", "two", "three"], "ul strong": ["two"]}),
    ("1. first\n2. *second*", {"ol li": ["first", "second"], "ol em": ["second"]}),
    ("### Your trip\nDetails", {".md-heading strong": ["Your trip"]}),
    (
        "Prices:\n| | USD | ≈ BRL |\n|---|---:|:---|\n| Adult | $120 | R$ 600 |\n| **Child** | $60 | R$ 300 |",
        {
            "thead th": ["", "USD", "≈ BRL"],
            "tbody th": ["Adult", "Child"],
            "tbody td": ["$120", "R$ 600", "$60", "R$ 300"],
        },
    ),
    ("a | b\n--|--\n1 | 2", {"thead th": ["a", "b"], "tbody th": ["1"], "tbody td": ["2"]}),
    ("2 * 3 * 4 = 24", {"p": ["2 * 3 * 4 = 24"], "em": []}),
    ("**not closed yet", {"p": ["**not closed yet"], "strong": []}),
    ("*still open", {"p": ["*still open"], "em": []}),
    ("snake_case_name stays", {"p": ["snake_case_name stays"], "em": []}),
    ("| a | b |\nno rule below", {"table": [], "p": ["| a | b |\nno rule below"]}),
]

RENDER = """async ([text]) => {
  const { renderMarkdownLight } = await import("/static-chat/markdown.js");
  const box = document.createElement("div");
  box.className = "md";
  box.append(renderMarkdownLight(text));
  document.body.replaceChildren(box);
  return box.innerHTML;
}"""

TEXTS = """(pairs) => Object.fromEntries(pairs.map((sel) =>
  [sel, [...document.body.querySelectorAll(sel)].map((n) => n.innerText)]))"""

# The draft of render.js fed the text in random pieces (applyDelta), against the whole text at once.
STREAM = """async ([text, cuts]) => {
  const { streamDraft, applyDelta } = await import("/static-chat/render.js");
  const { renderMarkdownLight } = await import("/static-chat/markdown.js");
  const draft = streamDraft("m1");
  document.body.replaceChildren(draft.node);
  const seen = [];
  let at = 0;
  cuts.forEach((cut, index) => {
    applyDelta(draft, { type: "text_delta", message_id: "m1", call: 1, attempt: 1, index, text: text.slice(at, cut) });
    at = cut;
    seen.push(draft.body.querySelectorAll("script, img, svg, iframe").length);
  });
  const whole = document.createElement("div");
  whole.append(renderMarkdownLight(text));
  return { streamed: draft.body.innerHTML, whole: whole.innerHTML, active: seen.reduce((a, b) => a + b, 0) };
}"""


@pytest_asyncio.fixture(scope="module", loop_scope="session")
async def md_page(browser) -> Any:
    async with serve(page_app()) as base, open_page(browser, base + "/static-chat/chat.css") as page:
        yield page


@pytest.mark.parametrize(("text", "expected"), CASES, ids=[c[0][:24] for c in CASES])
async def test_the_safe_subset_is_drawn_and_no_marker_shows(md_page, text: str, expected: dict[str, list[str]]):
    await md_page.evaluate(RENDER, [text])
    shown = await md_page.evaluate(TEXTS, list(expected))
    assert shown == expected
    words = await md_page.evaluate("() => document.body.innerText")
    closed = "**" not in text or "**not" not in text
    if closed and "table" not in expected:
        assert "**" not in words and "|---" not in words and "---|" not in words


@pytest.mark.parametrize("text", INJECTIONS)
async def test_markup_in_the_words_stays_text(md_page, text: str):
    await md_page.evaluate(RENDER, [text])
    await md_page.wait_for_timeout(50)
    active = await md_page.evaluate(
        "() => document.body.querySelectorAll('script, img, svg, iframe, [onerror], [onload]').length"
    )
    assert active == 0
    assert await md_page.evaluate("() => window.__pwned") is None
    assert "window.__pwned" in await md_page.evaluate("() => document.body.textContent")


@pytest.mark.parametrize("seed", range(4))
async def test_a_streamed_answer_ends_as_the_whole_answer_at_once(md_page, seed: int):
    rng = random.Random(seed)
    text = "\n\n".join(c[0] for c in rng.sample(CASES, 6)) + "\n\n" + rng.choice(INJECTIONS)
    cuts = sorted(set(rng.sample(range(1, len(text)), min(len(text) - 1, 40)))) + [len(text)]
    out = await md_page.evaluate(STREAM, [text, cuts])
    assert out["streamed"] == out["whole"]
    assert out["active"] == 0


async def test_a_travellers_message_stays_plain_text(browser, fake_site):
    base, _fake = fake_site
    typed = '**mine** *too*\n| a | b |\n|---|---|\n<img src=x onerror="window.__pwned = 1">'
    async with open_page(browser, base + "/") as page:
        await page.wait_for_selector("#status[data-state=online]")
        await page.fill("#input", typed)
        await page.press("#input", "Enter")
        mine = page.locator("#messages .msg.me .md").last
        await mine.wait_for()
        assert await mine.evaluate("n => n.textContent") == typed
        assert await mine.locator("strong, em, table, img").count() == 0
        assert await page.evaluate("() => window.__pwned") is None
