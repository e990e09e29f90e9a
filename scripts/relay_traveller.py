"""A WebSocket traveller for model-in-the-loop checks, as the chat page behaves: every message carries
the last event seen (``last_seq``), and the quote cards' Confirm / Not now buttons can be pressed.

    python -m scripts.relay_traveller DIR SESSION_ID USER_ID LANG
    python -m scripts.relay_traveller DIR SESSION_ID USER_ID LANG --page BRIDGE_URL

Without ``--page`` (frame mode) it reads the raw frames:
- a new line in DIR/outbox.txt is sent as a ``user_message`` (a line repeated is sent again, as a
  traveller who types it twice);
- a new line in DIR/press.txt, ``confirm`` or ``decline``, presses that button on the latest quote
  card (a ``consent`` frame with the card's quote id and the button's words);
- every frame received is appended to DIR/chat.log (streamed pieces counted, not logged), quote
  cards with their quote id and buttons.

With ``--page`` it drives the bridge's own chat page in headless Chromium and logs what the page
renders to DIR/screen.log (scripts/relay_page.py).
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
import uuid
from pathlib import Path
from typing import Any

import websockets


class RelayTraveller:
    def __init__(self, folder: Path, session_id: str, user_id: str, language: str) -> None:
        self.folder, self.session_id, self.user_id, self.language = folder, session_id, user_id, language
        self.log = (folder / "chat.log").open("a", buffering=1)
        self.last_seq = 0
        self.quote: dict[str, Any] = {}
        self.sent = {"outbox.txt": 0, "press.txt": 0}
        for name in self.sent:
            (folder / name).touch()
            self.sent[name] = len((folder / name).read_text().splitlines())

    def _new_lines(self, name: str) -> list[str]:
        lines = (self.folder / name).read_text().splitlines()
        fresh, self.sent[name] = lines[self.sent[name] :], len(lines)
        return fresh

    async def _read(self, ws: Any) -> None:
        pieces = 0
        async for raw in ws:
            frame = json.loads(raw)
            self.last_seq = max(self.last_seq, int(frame.get("seq") or 0))
            if frame.get("type") == "text_delta":
                pieces += 1
                continue
            if pieces:
                self.log.write(f"<<< ({pieces} text_delta frames streamed)\n")
                pieces = 0
            if frame.get("type") == "quote":
                self.quote = frame
            self.log.write(f"<<< {json.dumps(frame, ensure_ascii=False)}\n")

    async def _write(self, ws: Any) -> None:
        while True:
            for line in self._new_lines("outbox.txt"):
                frame = {"type": "user_message", "content": line, "message_id": str(uuid.uuid4())}
                await ws.send(json.dumps({**frame, "last_seq": self.last_seq}))
                self.log.write(f"\n>>> TRAVELLER: {line}\n")
            for line in self._new_lines("press.txt"):
                decision = line.strip().lower()
                action = next((a for a in self.quote.get("actions", []) if a.get("decision") == decision), None)
                if action is None:
                    self.log.write(f"!!! no '{decision}' button on screen\n")
                    continue
                press = {"type": "consent", "quote_id": self.quote["quote_id"], "decision": decision}
                label = action["label"]
                await ws.send(
                    json.dumps({**press, "label": label, "message_id": str(uuid.uuid4()), "last_seq": self.last_seq})
                )
                self.log.write(f"\n>>> TRAVELLER PRESSED: {label}\n")
            await asyncio.sleep(0.5)

    async def run(self) -> None:
        bridge = os.environ.get("BRIDGE_WS", "ws://127.0.0.1:8000")
        while True:
            try:
                async with websockets.connect(f"{bridge}/ws/{self.session_id}", max_size=2**24) as ws:
                    auth = {
                        "type": "auth",
                        "user_id": self.user_id,
                        "language": self.language,
                        "last_seq": self.last_seq,
                    }
                    await ws.send(json.dumps(auth))
                    await asyncio.gather(self._read(ws), self._write(ws))
            except Exception as err:  # noqa: BLE001 - a dev tool: say it and reconnect
                self.log.write(f"!!! connection: {type(err).__name__}: {err}; reconnecting\n")
                await asyncio.sleep(2)


def main(argv: list[str]) -> None:
    folder, sid, uid, lang = argv[:4]
    if argv[4:5] == ["--page"] and len(argv) == 6:
        from scripts.relay_page import RelayPage

        asyncio.run(RelayPage(Path(folder), sid, uid, lang, argv[5]).run())
    elif len(argv) == 4:
        asyncio.run(RelayTraveller(Path(folder), sid, uid, lang).run())
    else:
        raise SystemExit(__doc__)


if __name__ == "__main__":
    main(sys.argv[1:])
