"""The language switcher's Khmer and Chinese labels render with real glyphs in every page language.

Relay run 20: on the English page the header's "ខ្មែរ" and "中文" were empty boxes although the web fonts
(served at /fonts) had loaded: chat.css put ``system-ui`` ahead of them, and with an installed font
(system-ui, Arial) ahead of the web fonts Chromium on Linux drew those characters as boxes. ``document.fonts.check`` stays true then, so the test compares each label's rendered width with
the same text set in its web font alone: real glyphs give the same width, missing ones do not."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.staticfiles import StaticFiles

from tests.api.chat_page_support import page_app, serve

pytestmark = pytest.mark.browser

WEB_FONT = {"km": "Noto Sans Khmer", "zh": "Noto Sans SC"}  # the label's lang -> the web font with its glyphs
MEASURE = """(webFont) => [...document.querySelectorAll('#lang-switch button[lang="km"], #lang-switch button[lang="zh"]')]
  .map((b) => {
    const probe = (family) => {
      const span = document.createElement('span');
      span.textContent = b.textContent;
      span.style.cssText = 'position:absolute;white-space:nowrap;font-weight:inherit' + (family ? `;font-family:"${family}"` : '');
      b.append(span);
      const width = span.getBoundingClientRect().width;
      span.remove();
      return width;
    };
    return {label: b.textContent, page: probe(null), web_font: probe(webFont[b.lang])};
  })"""


async def test_the_language_labels_render_with_real_glyphs_in_every_page_language(browser):
    from api.app import FONTS_DIR

    assert FONTS_DIR.is_dir(), f"{FONTS_DIR} missing: run `make venv` (installs the web fonts)"
    app = page_app()
    app.mount("/fonts", StaticFiles(directory=FONTS_DIR), name="fonts")
    async with serve(app) as base:
        context = await browser.new_context(viewport={"width": 390, "height": 844}, locale="en-US", is_mobile=True)
        try:
            page = await context.new_page()
            await page.goto(base + "/")
            problems: list[str] = []
            for code, html_lang in (("EN", "en"), ("KH", "km"), ("ZH", "zh")):
                await page.click(f'#lang-switch button[data-lang="{code}"]')
                await page.wait_for_function(f"() => document.documentElement.lang === '{html_lang}'")
                await page.evaluate(
                    'async (families) => { await Promise.all(families.map((f) => document.fonts.load(`16px "${f}"`,'
                    " f === 'Noto Sans SC' ? '中文' : 'ខ្មែរ'))); await document.fonts.ready; }",
                    list(WEB_FONT.values()),
                )
                widths: list[dict[str, Any]] = await page.evaluate(MEASURE, WEB_FONT)
                assert len(widths) == 2, widths
                problems += [
                    f"{html_lang} page: {w['label']!r} is {w['page']:.1f}px wide, {w['web_font']:.1f}px in its web font"
                    for w in widths
                    if abs(w["page"] - w["web_font"]) > 0.5
                ]
            assert not problems, "labels drawn without their glyphs (tofu):\n" + "\n".join(problems)
        finally:
            await context.close()
