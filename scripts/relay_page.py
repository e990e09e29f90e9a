"""The relay traveller's page mode: the bridge's own chat page in headless Chromium at phone size, so
a model-in-the-loop run reads what the page RENDERS, not the raw frames (issue 38).

    python -m scripts.relay_traveller DIR SESSION_ID USER_ID LANG --page BRIDGE_URL

- the page is opened for that session, user and language (the page's own localStorage keys,
  derlg.session_id / derlg.user_id / derlg.language, set before it loads; SESSION_ID must be a UUID,
  as the page requires);
- a new line in DIR/outbox.txt is typed into the page's input and sent (a repeated line is sent again);
- a new line in DIR/press.txt presses the page's own button: ``confirm`` / ``decline`` on the latest
  quote card, ``pay`` / ``fail`` the sandbox payment buttons of the latest QR, ``choose N`` the
  Choose button of the Nth trip card of the latest list;
- whenever the messages have changed and settled (nothing typing, no change for a moment), the
  visible text (innerText: localised digits, symbols, dates) of every new or changed message or card
  is appended to DIR/screen.log with its button labels, and a screenshot saved as DIR/screens/NNN.png.
"""

from __future__ import annotations

import asyncio
import os
import re
from pathlib import Path
from typing import Any

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]
PHONE = {"width": 390, "height": 844}
UUID = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$")
SETTLE_S = 1.5  # no change for this long (and nothing typing) = an answer has settled
BUTTONS = {
    "confirm": ".quote-card button.quote-confirm",
    "decline": ".quote-card button.quote-decline",
    "pay": ".panel.qr button.pay[data-status=SUCCEEDED]",
    "fail": ".panel.qr button.pay[data-status=FAILED]",
}

# every message or card on screen: its kind, what a traveller reads (innerText) and its buttons
SNAPSHOT = """() => [...document.querySelectorAll('#messages > *')].map((n) => ({
  mine: n.matches('.msg.me'),
  kind: n.dataset.type || n.className,
  // a running countdown (the QR's hold) ticks every second: read as one placeholder, or no answer
  // would ever look settled
  text: [...n.querySelectorAll('.countdown')].reduce(
    (t, c) => (c.innerText.trim() ? t.replace(c.innerText.trim(), '[countdown]') : t), n.innerText.trim()),
  buttons: [...n.querySelectorAll('button')]
    .filter((b) => b.getClientRects().length && !b.closest('[hidden]'))
    .map((b) => b.innerText.trim()),
}))"""
BUSY = (
    "() => { const t = document.getElementById('typing'); return !!t && !t.hidden && t.getClientRects().length > 0; }"
)


def init_script(session_id: str, user_id: str, language: str) -> str:
    values = {"derlg.session_id": session_id, "derlg.user_id": user_id, "derlg.language": language}
    return "".join(f"localStorage.setItem({k!r}, {v!r});" for k, v in values.items())


class RelayPage:
    """One traveller on the chat page; ``run`` until cancelled."""

    def __init__(self, folder: Path, session_id: str, user_id: str, language: str, bridge_url: str) -> None:
        if not UUID.match(session_id):
            raise SystemExit(f"--page needs a lower-case UUID session id (the page's own rule), not {session_id!r}")
        self.folder, self.session_id, self.user_id = folder, session_id, user_id
        self.language, self.bridge_url = language.upper(), bridge_url.rstrip("/")
        self.shots = folder / "screens"
        self.shots.mkdir(parents=True, exist_ok=True)
        self.log = (folder / "screen.log").open("a", buffering=1)
        if self.log.tell():  # a client started again on the same run: the page is logged whole again
            self.log.write("\n=== the client started again: the whole page follows once more ===\n")
        self.sent = {"outbox.txt": 0, "press.txt": 0}
        for name in self.sent:
            (folder / name).touch()
            self.sent[name] = len((folder / name).read_text().splitlines())
        self.shown: list[str] = []  # the text of every message as last logged, by position
        self.shot_count = len(list(self.shots.glob("*.png")))

    def _new_lines(self, name: str) -> list[str]:
        lines = (self.folder / name).read_text().splitlines()
        fresh, self.sent[name] = lines[self.sent[name] :], len(lines)
        return fresh

    async def _act(self, page: Any) -> None:
        for line in self._new_lines("outbox.txt"):
            await page.fill("#input", line)
            await page.click("#send")
            self.log.write(f"\n>>> TRAVELLER TYPED: {line}\n")
        for line in self._new_lines("press.txt"):
            what = line.strip().lower()
            button = self._button(page, what)
            if button is None or not await button.count() or not await button.is_enabled():
                self.log.write(f"!!! no '{what}' button on screen\n")
                continue
            label = (await button.inner_text()).strip()
            await button.click()
            self.log.write(f"\n>>> TRAVELLER PRESSED: {label}\n")

    @staticmethod
    def _button(page: Any, what: str) -> Any:
        choose = re.fullmatch(r"choose (\d+)", what)
        if choose:
            cards = page.locator("#messages > *:has(.trip-card)").last.locator(".trip-card button.choose")
            return cards.nth(int(choose.group(1)) - 1)
        selector = BUTTONS.get(what)
        return page.locator(selector).last if selector else None

    async def _settled(self, page: Any, snapshot: list[dict[str, Any]]) -> bool:
        """True when nothing is typing and the messages are as ``snapshot`` for SETTLE_S."""
        await asyncio.sleep(SETTLE_S)
        return not await page.evaluate(BUSY) and await page.evaluate(SNAPSHOT) == snapshot

    async def _record(self, page: Any, snapshot: list[dict[str, Any]]) -> None:
        lines: list[str] = []
        for i, item in enumerate(snapshot):
            seen = self.shown[i] if i < len(self.shown) else None
            if item["text"] == seen or item["mine"]:
                continue
            if not item["text"]:
                lines.append(f"--- CLEARED [{item['kind']}]")
                continue
            head = "UPDATED" if seen is not None else "NEW"
            lines.append(f"--- {head} [{item['kind']}]\n{item['text']}")
            if item["buttons"]:
                lines.append("[buttons: " + " | ".join(item["buttons"]) + "]")
        self.shown = [item["text"] for item in snapshot]
        if not lines:
            return
        self.shot_count += 1
        shot = self.shots / f"{self.shot_count:03d}.png"
        await page.screenshot(path=str(shot))
        self.log.write("\n".join(lines) + f"\n(screenshot {shot.name})\n")

    async def watch(self, page: Any) -> None:
        await page.goto(self.bridge_url + "/")
        await page.wait_for_selector("#status[data-state=online]", timeout=60_000)
        self.log.write(f"=== page open: session {self.session_id}, {self.language}\n")
        while True:
            await self._act(page)
            snapshot = await page.evaluate(SNAPSHOT)
            if [s["text"] for s in snapshot] != self.shown and await self._settled(page, snapshot):
                await self._record(page, snapshot)
            await asyncio.sleep(0.5)

    def _page_error(self, exc: Any) -> None:
        self.log.write(f"!!! page error: {exc}\n")

    async def run(self, executable: str = CHROMIUM) -> None:
        from playwright.async_api import async_playwright

        async with async_playwright() as pw:
            browser = await pw.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
            context = await browser.new_context(
                viewport={"width": PHONE["width"], "height": PHONE["height"]},
                locale="en-US",
                timezone_id="Asia/Phnom_Penh",
                is_mobile=True,
                has_touch=True,
            )
            await context.add_init_script(init_script(self.session_id, self.user_id, self.language))
            page = await context.new_page()
            page.on("pageerror", self._page_error)
            try:
                await self.watch(page)
            finally:
                await browser.close()
