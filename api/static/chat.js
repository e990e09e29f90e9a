// DerLg chat page: WebSocket session (shared/CONTRACT.md), reconnect with last_seq, rendering.
// Plain ES module, no build step. Server data reaches the DOM only via render.js / dom.js.
//
// Storage (localStorage): derlg.user_id, derlg.session_id, derlg.language, and per session
// derlg.seq.<sid> (highest seq seen) and derlg.mine.<sid> (the traveller's own messages, which
// the event log does not carry; mine.js, also for a message typed in another tab). On page load
// the page asks for the whole log (last_seq 0) so a reload shows the conversation again; within a
// page, reconnects send the highest seq seen and every frame with seq <= that is ignored. Messages
// not yet accepted by the bridge are kept and re-sent with the same message_id (outbox.js,
// derlg.outbox.<sid>).

import { el, setAssetBase, uuid } from "./dom.js";
import { LANGUAGES, language, setLanguage, t, writtenIn } from "./i18n.js";
import { watch } from "./locale.js";
import { KEY, fetchConfig, sandboxPay, store } from "./remote.js";
import { Mine } from "./mine.js";
import { Outbox } from "./outbox.js";
import { turnAnswered, turnFrame, turnSent } from "./quote.js";
import { applyDelta, buildFrame, finishTurn, isFinished, setHooks, settleCountdowns, streamDraft } from "./render.js";

const MAX_BACKOFF_MS = 5000; // a restarted bridge is found again within ~5 s
const STOP_CODES = new Set(["forbidden", "session_ended", "unauthorized"]);
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;


export const state = {
  sessionId: null,
  userId: null,
  config: { sandbox_url: null, model: null, languages: ["EN", "KH", "ZH"] },
  lastSeq: 0, // highest seq rendered by this page
  seenAtLoad: 0, // highest seq seen on an earlier visit (for the "new since" divider)
  ws: null,
  attempt: 0,
  retryTimer: null,
  statusTimer: null,
  status: "connecting",
  stopped: false,
  streaming: null,
  welcome: null,
  restoring: true,
  restoreTimer: null,
  dividerShown: false,
};

const $ = (id) => document.getElementById(id);
let ui = null;

export const outbox = new Outbox({
  store,
  send: (frame) => {
    if (!isOpen()) return false;
    state.ws.send(JSON.stringify(frame));
    return true;
  },
  mark: (id, sending) => markSending(ui && ui.messages.querySelector(`[data-message-id="${CSS.escape(id)}"]`), sending),
});

function markSending(node, on) {
  node?.querySelector(".queued")?.remove();
  if (node && on) node.append(el("span", { class: "queued" }, t("sending")));
}

// ---------------------------------------------------------------- rendering entry point
/** Render one server frame (dedupe by seq, typing, streaming, welcome); returns the node added. */
export function renderFrame(frame) {
  if (!frame || typeof frame !== "object" || typeof frame.type !== "string") return null;
  if (typeof frame.reply_to === "string") outbox.accepted(frame.reply_to); // answered, so accepted
  turnFrame(frame); // the quote cards' buttons wait while a message of the traveller's is answered
  switch (frame.type) {
    case "accepted": outbox.accepted(frame.message_id); return null;
    case "available": outbox.available(); return null;
    case "traveller_message": outbox.accepted(frame.message_id); return mine.fromAnotherTab(frame, state.lastSeq);
    case "error": if (refusedMine(frame)) return null; break;
    default: break;
  }
  if (typeof frame.seq === "number") {
    if (frame.seq <= state.lastSeq) return null; // already shown (replay overlap, second delivery)
    state.lastSeq = frame.seq;
    if (state.lastSeq > Number(store.get(KEY.seq(state.sessionId)) || 0)) store.set(KEY.seq(state.sessionId), String(state.lastSeq));
    mine.flush(frame.seq);
    if (state.restoring && state.seenAtLoad > 0 && frame.seq > state.seenAtLoad && !state.dividerShown) {
      state.dividerShown = true;
      addNode(el("div", { class: "divider", attrs: { role: "separator" } }, el("span", {}, t("newSince"))));
    }
  }
  if (state.restoring) bumpRestore(600);
  switch (frame.type) {
    case "typing_start": showTyping(true); return null;
    case "typing_end": showTyping(false); return null;
    case "text_delta": return appendDelta(frame);
    default: break;
  }
  if (frame.type === "error" && STOP_CODES.has(frame.code)) state.stopped = true; // reconnecting cannot help
  if (frame.final) finishTurn(frame.reply_to);
  const node = buildFrame(frame);
  if (frame.final || (node && frame.type !== "error")) showTyping(false);
  if (frame.final && (!node || frame.type === "error")) dropDraft(); // e.g. the model failed for good
  if (!node) return null;
  if (frame.final) node.dataset.final = "true"; // the last frame of a turn
  if (frame.welcome) {
    node.classList.add("welcome");
    if (state.welcome && state.welcome.isConnected) state.welcome.remove();
    state.welcome = node;
  }
  if (state.streaming && frame.type !== "error" && !frame.welcome) {
    state.streaming.node.replaceWith(node); // the final frame replaces the streamed draft
    state.streaming = null;
    scrollDown(false);
    return node;
  }
  addNode(node);
  return node;
}

/** An error about one of our kept messages: true when it is still being sent (nothing to show). */
function refusedMine(frame) {
  if (typeof frame.message_id !== "string") return false;
  const { handled, text } = outbox.refused(frame);
  if (text) turnAnswered(frame.message_id); // refused for good: no turn answers it
  if (text && !ui.input.value) { ui.input.value = text; autosize(); } // refused for good: nothing retyped
  return handled;
}

function appendDelta(frame) { // the draft of the answer being written (render.js: applyDelta)
  const key = typeof frame.message_id === "string" ? frame.message_id : "";
  if (isFinished(key)) return null; // a late piece of an answer already shown
  if (state.streaming && state.streaming.key !== key) dropDraft();
  if (!state.streaming) addNode((state.streaming = streamDraft(key)).node);
  if (applyDelta(state.streaming, frame)) scrollDown(false);
  return state.streaming.node;
}

function dropDraft() {
  state.streaming?.node.remove();
  state.streaming = null;
}

function addNode(node) {
  const nearBottom = ui.scroller.scrollHeight - ui.scroller.scrollTop - ui.scroller.clientHeight < 160;
  ui.messages.append(node);
  scrollDown(!nearBottom);
}

function scrollDown(onlyIfNear) {
  if (onlyIfNear) return;
  requestAnimationFrame(() => { ui.scroller.scrollTop = ui.scroller.scrollHeight; });
}

function showTyping(on) {
  ui.typing.hidden = !on;
  if (on) scrollDown(false);
}

// ---------------------------------------------------------------- the traveller's own messages
function mineNode(text, id) {
  const node = el("article", { class: "msg me", dataset: { type: "user", messageId: id || "" } }, el("div", { class: "md plain" }, text));
  markSending(node, Boolean(id) && outbox.has(id));
  return node;
}

const mine = new Mine({ container: () => ui.messages, build: mineNode, add: addNode });

function bumpRestore(ms) {
  clearTimeout(state.restoreTimer);
  state.restoreTimer = setTimeout(endRestore, ms);
}

function endRestore() {
  clearTimeout(state.restoreTimer);
  if (!state.restoring) return;
  state.restoring = false;
  mine.flush();
  scrollDown(false); // a reload ends on the latest message, not where the cards stopped the scroll
}

/** Send a traveller message (also used by the quote card's buttons, with `consent`, and the trip
 * cards' "Choose" buttons, with `choice`: {trip_id, option}). */
export function sendMessage(text, consent = null, choice = null) {
  const content = String(text ?? "").trim();
  if (!content) return;
  endRestore();
  const written = writtenIn(content);
  // the traveller writes Khmer or Chinese on a page in another language: the page and the session follow
  // (the new connection's auth carries the language; the message waits in the outbox until it is open)
  if (written && written !== language()) switchLanguage(written);
  const messageId = uuid();
  mine.remember({ id: messageId, text: content, after: state.lastSeq });
  addNode(mineNode(content, messageId));
  scrollDown(false);
  // shown as "sending…" until the bridge accepts it; it carries the last event this page had shown
  turnSent(messageId); // the quote cards' buttons wait for its answer (quote.js)
  outbox.add(messageId, content, { last_seq: state.lastSeq, ...(consent ? { consent } : {}), ...(choice ? { choice } : {}) });
}

function isOpen() {
  return state.ws !== null && state.ws.readyState === WebSocket.OPEN && state.ws.authed === true;
}

// ---------------------------------------------------------------- connection
function setStatus(kind, arg) {
  if (kind === "online" && !navigator.onLine) kind = "offline"; // an honest pill: the browser has no network
  state.status = kind;
  state.statusArg = arg;
  ui.status.dataset.state = kind;
  ui.statusText.textContent = t(`status_${kind}`, arg);
}

export function connect() {
  clearTimeout(state.retryTimer);
  clearInterval(state.statusTimer);
  if (state.ws) {
    const old = state.ws;
    state.ws = null;
    old.close(1000, "reconnect");
  }
  state.stopped = false;
  setStatus("connecting");
  const proto = window.location.protocol === "https:" ? "wss:" : "ws:";
  const ws = new WebSocket(`${proto}//${window.location.host}/ws/${state.sessionId}`);
  ws.authed = false;
  state.ws = ws;
  ws.addEventListener("open", () => {
    if (ws !== state.ws) return;
    const auth = { type: "auth", user_id: state.userId, language: language(), last_seq: state.lastSeq };
    const token = store.get(KEY.token); // set by a host page when the bridge requires a JWT
    if (token) auth.token = token;
    try { auth.time_zone = Intl.DateTimeFormat().resolvedOptions().timeZone; } catch (e) { /* Cambodia time */ }
    ws.send(JSON.stringify(auth));
    ws.authed = true;
    setStatus("online");
    if (state.restoring) bumpRestore(1200);
    outbox.flush(); // what is kept goes again, with the same message_id
  });
  ws.addEventListener("message", (event) => {
    if (ws !== state.ws) return;
    state.attempt = 0; // the server is talking to us: reset the backoff
    let frame;
    try {
      frame = JSON.parse(event.data);
    } catch {
      return;
    }
    renderFrame(frame);
  });
  ws.addEventListener("close", (event) => {
    if (ws !== state.ws) return;
    state.ws = null;
    outbox.disconnected();
    showTyping(false);
    if (event.code === 1008 || state.stopped) { // refused or ended: reconnecting would not help
      state.stopped = true;
      setStatus("closed");
      addNode(el("div", { class: "note info", dataset: { type: "closed", code: String(event.code) } }, t("closedHint")));
      return;
    }
    scheduleReconnect();
  });
}

function scheduleReconnect() {
  if (state.stopped) return;
  const base = Math.min(MAX_BACKOFF_MS, 500 * 2 ** state.attempt);
  const delay = Math.round(base * (0.8 + Math.random() * 0.4));
  state.attempt += 1;
  const due = Date.now() + delay;
  const show = () => {
    if (!navigator.onLine) return setStatus("offline");
    setStatus("reconnecting", { s: Math.max(1, Math.ceil((due - Date.now()) / 1000)) });
  };
  show();
  clearInterval(state.statusTimer);
  state.statusTimer = setInterval(show, 1000);
  state.retryTimer = setTimeout(() => { clearInterval(state.statusTimer); connect(); }, delay);
}

// ---------------------------------------------------------------- sessions, language, config
function startSession(sessionId) {
  state.sessionId = sessionId;
  store.set(KEY.session, sessionId);
  state.lastSeq = 0;
  state.seenAtLoad = Number(store.get(KEY.seq(sessionId)) || 0);
  mine.load(sessionId);
  state.restoring = true;
  state.dividerShown = false;
  state.streaming = null;
  state.welcome = null;
  outbox.load(sessionId);
  settleCountdowns(null, "expired");
  ui.messages.replaceChildren();
  showTyping(false);
  bumpRestore(5000);
}

export function newChat() {
  startSession(uuid());
  state.attempt = 0;
  connect();
  ui.input.focus();
}

function applyLanguage(code) {
  const lang = setLanguage(code);
  store.set(KEY.lang, lang);
  const meta = LANGUAGES.find((l) => l.code === lang) || LANGUAGES[0];
  document.documentElement.lang = meta.html;
  document.querySelectorAll("[data-i18n]").forEach((node) => { node.textContent = t(node.dataset.i18n); });
  document.querySelectorAll("[data-i18n-placeholder]").forEach((node) => { node.placeholder = t(node.dataset.i18nPlaceholder); });
  document.querySelectorAll("[data-i18n-aria]").forEach((node) => { node.setAttribute("aria-label", t(node.dataset.i18nAria)); });
  ui.langButtons.forEach((b) => b.setAttribute("aria-pressed", String(b.dataset.lang === lang)));
  setStatus(state.status, state.statusArg);
  autosize();
  return lang;
}

export function switchLanguage(code) {
  if (code === language()) return;
  applyLanguage(code);
  state.attempt = 0;
  connect(); // the server greets and answers in the new language
}

async function loadConfig() {
  Object.assign(state.config, await fetchConfig());
  setAssetBase(state.config.sandbox_url);
  setHooks({ sandbox: Boolean(state.config.sandbox_url) });
}

function simulatePayment(intentId, status) {
  return sandboxPay({ sessionId: state.sessionId, userId: state.userId, token: store.get(KEY.token) }, intentId, status);
}

// ---------------------------------------------------------------- wiring
function wire() {
  ui = {
    messages: $("messages"),
    scroller: document.querySelector(".chat"),
    typing: $("typing"),
    status: $("status"),
    statusText: document.querySelector("#status .status-text"),
    input: $("input"),
    form: $("composer"),
    langButtons: [...document.querySelectorAll("#lang-switch [data-lang]")],
  };
  ui.statusText.removeAttribute("data-i18n"); // driven by setStatus
  ui.form.addEventListener("submit", (event) => {
    event.preventDefault();
    const text = ui.input.value;
    ui.input.value = "";
    autosize();
    sendMessage(text);
  });
  ui.input.addEventListener("keydown", (event) => {
    if (event.key === "Enter" && !event.shiftKey && !event.isComposing) {
      event.preventDefault();
      ui.form.requestSubmit();
    }
  });
  ui.input.addEventListener("input", autosize);
  ui.langButtons.forEach((b) => b.addEventListener("click", () => switchLanguage(b.dataset.lang)));
  $("new-chat").addEventListener("click", newChat);
  window.addEventListener("online", () => {
    if (!state.ws && !state.stopped) { state.attempt = 0; connect(); } else if (isOpen()) setStatus("online");
  });
  window.addEventListener("offline", () => setStatus("offline"));
  watch(document.querySelector(".app")); // dates, digits and punctuation as the session's language writes them
}

function autosize() {
  ui.input.style.height = "auto";
  ui.input.style.height = `${Math.min(ui.input.scrollHeight, 160)}px`;
}

async function main() {
  wire();
  setHooks({ send: sendMessage, pay: simulatePayment });
  state.userId = store.get(KEY.user) || `web-${uuid()}`;
  store.set(KEY.user, state.userId);
  const stored = store.get(KEY.lang);
  applyLanguage(stored || navigator.language || "EN"); // "km-KH", "zh-CN": languageCode reads them
  const sid = (store.get(KEY.session) || "").toLowerCase();
  startSession(UUID_RE.test(sid) ? sid : uuid());
  await loadConfig();
  connect();
}

window.DerlgChat = { renderFrame, sendMessage, connect, newChat, switchLanguage, state, outbox };

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", main, { once: true });
else main();
