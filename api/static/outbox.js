// The traveller's messages until the concierge has accepted them (issue 15).
//
// A message stays here, shown as "sending…", until the bridge answers `accepted` with its
// message_id (or an event replying to it arrives). While the bridge or Temporal is unreachable it
// is re-sent with the SAME message_id, so the workflow ignores any repeat:
//   - on every (re)connect, after the auth frame;
//   - on `available` (the bridge says Temporal answers again);
//   - after an `unavailable` refusal, `retry_after` seconds later, backing off to 10 s.
// The list is kept in localStorage (derlg.outbox.<sid>), so a reload re-sends it too.
// A refusal a retry cannot fix (too_long, rate_limited, session_ended, ...) drops the message and
// hands its text back to the caller, which puts it into the input box again.

const MAX_RETRY_MS = 10000;
const RETRYABLE = new Set(["unavailable"]);
const key = (sid) => `derlg.outbox.${sid}`;

/** The frame an entry is sent as: a `consent` frame for a button press, else a `user_message`. */
function frameOf(e) {
  const extra = e.extra || {};
  const seen = Number.isInteger(extra.last_seq) ? { last_seq: extra.last_seq } : {};
  if (extra.consent) {
    return { type: "consent", ...extra.consent, label: e.content, message_id: e.id, ...seen };
  }
  const choice = extra.choice ? { choice: extra.choice } : {}; // a trip card's button: which trip
  return { type: "user_message", content: e.content, message_id: e.id, ...seen, ...choice };
}

export class Outbox {
  /** send(frame) → true when handed to an open socket; mark(id, on) shows/hides "sending…". */
  constructor({ store, send, mark }) {
    this.store = store;
    this.send = send;
    this.mark = mark;
    this.sid = null;
    this.entries = []; // {id, content, inFlight, retries, timer}
  }

  /** Switch to a session: its kept messages are loaded (and re-sent on the next flush). */
  load(sid) {
    this.entries.forEach((e) => clearTimeout(e.timer));
    this.sid = sid;
    let saved = [];
    try {
      saved = JSON.parse(this.store.get(key(sid)) || "[]");
    } catch { /* unreadable: nothing kept */ }
    this.entries = (Array.isArray(saved) ? saved : [])
      .filter((e) => e && typeof e.id === "string" && typeof e.content === "string")
      .map((e) => ({ id: e.id, content: e.content, extra: e.extra || {}, inFlight: false, retries: 0, timer: null }));
  }

  has(id) {
    return this.entries.some((e) => e.id === id);
  }

  get size() {
    return this.entries.length;
  }

  /** extra: {last_seq} (the last event seen when it was typed) and, for a Confirm / Not now press,
   *  {consent: {quote_id, decision}}: sent as the contract's `consent` frame instead. */
  add(id, content, extra = {}) {
    this.entries.push({ id, content, extra, inFlight: false, retries: 0, timer: null });
    this.save();
    this.mark(id, true);
    this.flush();
  }

  /** Send every kept message not already waiting for an answer on the current socket. */
  flush() {
    for (const e of this.entries) {
      if (e.inFlight) continue;
      if (!this.send(frameOf(e))) return;
      clearTimeout(e.timer);
      e.inFlight = true;
    }
  }

  /** The socket closed: nothing is in flight any more; the next open re-sends. */
  disconnected() {
    this.entries.forEach((e) => { e.inFlight = false; });
  }

  /** The bridge can accept again: re-send at once. */
  available() {
    this.disconnected();
    this.flush();
  }

  /** `accepted` (or an event replying to the message): the concierge has it. */
  accepted(id) {
    const e = this.entries.find((x) => x.id === id);
    if (!e) return;
    clearTimeout(e.timer);
    this.entries = this.entries.filter((x) => x !== e);
    this.save();
    this.mark(id, false);
  }

  /**
   * An `error` frame about one of our messages. Returns {handled, text}: handled = the page
   * shows nothing (still sending); text = the dropped message's text (a refusal retrying cannot fix).
   */
  refused(frame) {
    const e = this.entries.find((x) => x.id === frame.message_id);
    if (!e) return { handled: false, text: null };
    e.inFlight = false;
    if (RETRYABLE.has(frame.code)) {
      const base = 1000 * (Number(frame.retry_after) > 0 ? Number(frame.retry_after) : 2);
      const delay = Math.min(MAX_RETRY_MS, base * 2 ** e.retries);
      e.retries += 1;
      clearTimeout(e.timer);
      e.timer = setTimeout(() => this.flush(), delay);
      return { handled: true, text: null };
    }
    this.accepted(e.id); // refused for good: stop sending it
    return { handled: false, text: e.content };
  }

  save() {
    if (!this.sid) return;
    this.store.set(key(this.sid), JSON.stringify(this.entries.map(({ id, content, extra }) => ({ id, content, extra }))));
  }
}
