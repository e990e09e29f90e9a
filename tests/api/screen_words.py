"""What a traveller's screen may show (issue 38), as the page tests read it: every visible word in
the session's language but a short allowlist of brand names, the booking reference and whole web
and e-mail addresses (they cannot be translated), no ISO date, no currency code, no markdown '**',
Khmer digits and ៖ on a Khmer screen, full-width punctuation and brackets in Chinese, nothing
wider than the phone, one confirmation per booking."""

from __future__ import annotations

import re
from typing import Any

# brand names a traveller reads as they are, in any language (issue 38's allowlist)
ALLOWED_WORDS = frozenset({"DerLg", "KHQR", "ABA", "ACLEDA", "Wing"})
BOOKING_REF = re.compile(r"\bDLG-[A-Z0-9]+\b")
# A web address or an e-mail address cannot be translated (docs/contract.md, "Keys and words"): it
# may stand whole, as the page shows it (a link: api/static/markdown.js); the words around it may not
# be English, and no Latin word outside an address passes for one.
WEB_ADDRESS = re.compile(r"(?:https?://|www\.)[^\s<>()（）「」，。、；！？]+")
EMAIL_ADDRESS = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}")
LATIN_WORD = re.compile(r"[A-Za-z][A-Za-z'’-]*")
ISO_DATE = re.compile(r"\b\d{4}-\d{2}-\d{2}\b")
LATIN_DIGIT = re.compile(r"[0-9]")
CURRENCY_CODE = re.compile(r"\b(?:USD|KHR|CNY|EUR|GBP|THB|SGD|MYR|JPY|AUD|VND)\b")
KH_HALF_COLON = re.compile(r"[\u1780-\u17ff)][ \t]*:(?![0-9\u17e0-\u17e9])")  # Khmer writes ៖
ZH_HALF_BRACKETS = re.compile(r"[\u4e00-\u9fff][ \t]*\(|\([^()]*[\u4e00-\u9fff][^()]*\)")

# The visible text of the page, without the traveller's own messages (their words, as typed), the
# language switch's buttons (each language's own name) and the sandbox-only payment buttons (not on a
# real page); with the alt, title and aria-label words of everything else.
VISIBLE_TEXT = """() => {
  const skip = (n) => n.closest('.msg.me, #lang-switch, .sandbox-pay, .sr-only, [hidden]');
  const out = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const host = n.parentElement;
    if (!host || skip(host) || !n.textContent.trim()) continue;
    const style = getComputedStyle(host);
    if (style.display === 'none' || style.visibility === 'hidden' || host.getClientRects().length === 0) continue;
    if (host.closest('script, style, noscript')) continue;
    out.push(n.textContent);
  }
  for (const node of document.querySelectorAll('[placeholder]')) out.push(node.placeholder);
  // words a traveller meets without reading the text: a picture's alt (shown when it fails to
  // load), a tooltip, what a screen reader says for a region or a button
  for (const node of document.querySelectorAll('[alt], [title], [aria-label]')) {
    if (node.closest('.msg.me, .sandbox-pay, [hidden]')) continue;
    for (const name of ['alt', 'title', 'aria-label']) {
      const value = node.getAttribute(name);
      if (value && value.trim()) out.push(value);
    }
  }
  return out;
}"""

OVERFLOWING = """(width) => {
  const out = [];
  if (document.documentElement.scrollWidth > width + 1) out.push('page ' + document.documentElement.scrollWidth);
  for (const node of document.querySelectorAll('#messages *')) {
    if (node.parentElement && node.parentElement.closest('.table-wrap')) continue; // scrolls on purpose
    const style = getComputedStyle(node);
    if (/(auto|scroll)/.test(style.overflowX)) continue;  // a table that scrolls on purpose
    if (node.scrollWidth > node.clientWidth + 1 && node.clientWidth > 0 && style.display !== 'inline') {
      out.push(node.tagName + '.' + node.className + ': ' + node.textContent.slice(0, 60));
    }
    const box = node.getBoundingClientRect();
    if (box.width > 0 && box.right > width + 1) out.push('past the edge: ' + node.tagName + '.' + node.className);
  }
  return out;
}"""


def without_addresses(text: str) -> str:
    return EMAIL_ADDRESS.sub(" ", WEB_ADDRESS.sub(" ", text))


def foreign_words(texts: list[str]) -> list[str]:
    """Latin-script words that are neither a brand of the allowlist nor a booking reference."""
    found: list[str] = []
    for text in texts:
        text = without_addresses(text)
        for word in LATIN_WORD.findall(BOOKING_REF.sub(" ", text)):
            if word not in ALLOWED_WORDS:
                found.append(word)
    return found


def screen_problems(texts: list[str], language: str) -> list[str]:
    """Every reason the visible ``texts`` are not all in ``language`` (KH or ZH)."""
    problems = [f"word {w!r}" for w in foreign_words(texts)]
    for text in texts:
        problems += [f"ISO date {d!r} in {text[:60]!r}" for d in ISO_DATE.findall(text)]
        problems += [f"currency code {c!r} in {text[:60]!r}" for c in CURRENCY_CODE.findall(text)]
        if "**" in text:
            problems.append(f"markdown '**' shown in {text[:60]!r}")
        if language == "KH" and KH_HALF_COLON.search(without_addresses(text)):
            problems.append(f"':' for ៖ in {text[:60]!r}")
        if language == "ZH" and ZH_HALF_BRACKETS.search(text):
            problems.append(f"half-width brackets in {text[:60]!r}")
        if language == "KH" and LATIN_DIGIT.search(without_addresses(BOOKING_REF.sub(" ", text))):
            problems.append(f"Latin digits in {text[:60]!r}")
        if language == "ZH" and re.search(r"[\u4e00-\u9fff][,:;?!]|[,;?!](?=[\u4e00-\u9fff])", text):
            problems.append(f"half-width punctuation in {text[:60]!r}")
    return problems


async def visible_texts(page: Any) -> list[str]:
    return list(await page.evaluate(VISIBLE_TEXT))


async def overflowing(page: Any, width: int) -> list[str]:
    return list(await page.evaluate(OVERFLOWING, width))
