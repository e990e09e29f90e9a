// The traveller's own messages of a session (derlg.mine.<sid>): the event log does not carry them,
// so the page keeps them, each with the highest seq shown when it was typed (`after`), and puts
// them back between the log's frames on a reload. A message typed in another tab of the session
// arrives as a `traveller_message` frame (no seq) and is shown and kept the same way, once per
// message_id: the tab that sent it already shows it.

import { KEY, store } from "./remote.js";

const MAX_MINE = 200;

export class Mine {
  /** container: the messages list; build(text, id) → the bubble; add(node) appends it. */
  constructor({ container, build, add }) {
    this.container = container;
    this.build = build;
    this.add = add;
    this.sid = null;
    this.pending = []; // kept messages not yet put back on the page (a reload), oldest first
  }

  load(sid) {
    this.sid = sid;
    this.pending = this.saved().sort((a, b) => Number(a.after) - Number(b.after));
  }

  saved() {
    try {
      const list = JSON.parse(store.get(KEY.mine(this.sid)) || "[]");
      return Array.isArray(list) ? list.filter((m) => m && typeof m.text === "string") : [];
    } catch {
      return [];
    }
  }

  remember(entry) {
    const list = this.saved().concat([entry]).slice(-MAX_MINE);
    store.set(KEY.mine(this.sid), JSON.stringify(list));
  }

  shown(id) {
    return Boolean(id) && this.container().querySelector(`[data-message-id="${CSS.escape(id)}"]`) !== null;
  }

  /** Put back the kept messages typed before the frame `beforeSeq` (all of them without it). */
  flush(beforeSeq) {
    while (this.pending.length && (beforeSeq === undefined || Number(this.pending[0].after) < beforeSeq)) {
      const mine = this.pending.shift();
      if (!this.shown(mine.id)) this.add(this.build(mine.text, mine.id));
    }
  }

  /** A `traveller_message` frame: the bubble (null when this tab shows it already). */
  fromAnotherTab(frame, lastSeq) {
    const id = typeof frame.message_id === "string" ? frame.message_id : "";
    if (!id || typeof frame.text !== "string" || !frame.text.trim() || this.shown(id)) return null;
    this.pending = this.pending.filter((m) => m.id !== id);
    if (!this.saved().some((m) => m.id === id)) this.remember({ id, text: frame.text, after: lastSeq });
    const node = this.build(frame.text, id);
    this.add(node);
    return node;
  }
}
