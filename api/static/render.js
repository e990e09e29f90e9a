// One renderer per server frame type (shared/CONTRACT.md). Each returns a DOM node built from
// text only (see dom.js); unknown types with a `text` fall back to a plain bubble.

import { bookingCard, confirmOnCard, followQrPayment, notPaidBy, replaceOldQrs, replaceOlderThan, settleQr, settleQrPanel } from "./cards.js";
import { el, facts, money, moneyBoth, safeImg } from "./dom.js";
import { t } from "./i18n.js";
import { weatherIcon } from "./icons.js";
import { renderMarkdownLight } from "./markdown.js";
import { currencySign } from "./locale.js";
import { quoteCard, quoteUpdate, setQuoteHooks } from "./quote.js";
import { quickReplies } from "./quick_replies.js";
import { localPrice, tripCards } from "./trips.js";

// Set by chat.js: send(text) posts a user message; pay(intentId, status) → Promise<boolean>;
// sandbox says whether the "simulate payment" button is offered.
const hooks = { send: () => {}, pay: null, sandbox: false };

export function setHooks(next) {
  Object.assign(hooks, next);
  if (next.send) setQuoteHooks({ send: next.send }); // the quote card's Confirm / Not now
}

const str = (v) => (v === undefined || v === null ? "" : String(v));
const num = (v) => (typeof v === "number" && Number.isFinite(v) ? v : null);
const list = (v) => (Array.isArray(v) ? v : []);
const obj = (v) => (v && typeof v === "object" && !Array.isArray(v) ? v : {});

function bubble(frame, ...content) {
  return el(
    "article",
    { class: `msg bot type-${str(frame.type).replace(/[^a-z_]/g, "")}`, dataset: { type: str(frame.type) } },
    frame.text ? el("div", { class: "md" }, renderMarkdownLight(frame.text)) : null,
    ...content,
  );
}

// ---------------------------------------------------------------- itinerary
// A day's effort (sandbox/data/effort.py): level, walking km and, when something makes it harder, why.
function effortLine(effort) {
  if (!str(effort.level)) return null;
  const line = t("effort", { level: str(effort.level), km: str(num(effort.walking_km) ?? 0) });
  return el("p", { class: "effort" }, str(effort.note) ? `${line} (${str(effort.note)})` : line);
}

// A newer plan of the same package (the package itself, or a custom trip made from it) replaces the
// earlier plan on screen: dimmed with "an updated plan is below" (relay j18, j21: the base plan
// stayed above the customised one with the removed activities still in it). The earlier card keeps
// only its title: its days, price and hotels are hidden, so a card redrawn late never shows stale
// figures next to the current ones (relay 35: the first plan, its old date, price and hotel, came
// back as "updated" beside the booked trip's prices).
function supersedeOldPlans(family) {
  if (!family) return;
  for (const old of document.querySelectorAll(`section.panel.itinerary[data-family="${CSS.escape(family)}"]:not(.superseded)`)) {
    old.classList.add("superseded");
    for (const stale of old.querySelectorAll(":scope > :not(h3), :scope > h3 > .price")) stale.hidden = true;
    old.prepend(el("p", { class: "small superseded-note", attrs: { role: "status" } }, t("planUpdated")));
  }
}

function itinerary(frame) {
  const family = str(frame.base_trip_id) || str(frame.trip_id);
  supersedeOldPlans(family);
  const days = list(frame.itinerary).map((raw) => {
    const day = obj(raw);
    return el("li", { class: "day" },
      el("h4", {}, el("span", { class: "day-no" }, t("day", str(day.day))), " ", str(day.title)),
      el("ul", { class: "activities" }, list(day.activities).map((a) => el("li", {}, str(a)))),
      list(day.meals).length ? el("p", { class: "meals" }, `${t("meals")}: ${list(day.meals).map(str).join(", ")}`) : null,
      effortLine(obj(day.effort)));
  });
  const hotels = list(frame.hotels).map(obj);
  return bubble(frame, el("section", { class: "panel itinerary", dataset: { family, tripId: str(frame.trip_id) } },
    el("h3", {}, str(frame.trip_name),
      num(frame.price_usd) !== null ? el("span", { class: "price" }, ` · ${moneyBoth(frame.price_usd, frame.price_local, frame.local_currency)} ${t("perAdult")}`) : null),
    el("ol", { class: "days" }, days),
    hotels.length ? el("p", { class: "hotels" }, `${t("hotels")}: `,
      hotels.map((h) => `${str(h.name)}${num(h.stars) ? " " + "★".repeat(Math.min(5, h.stars)) : ""}`).join(" · ")) : null,
    list(frame.included).length ? el("p", { class: "included" }, `${t("included")}: ${list(frame.included).map(str).join(", ")}`) : null));
}

// ---------------------------------------------------------------- weather
function weather(frame) {
  const f = obj(frame.forecast);
  const condition = str(f.condition);
  const min = num(f.temp_min_c);
  const max = num(f.temp_max_c);
  return bubble(frame, el("section", { class: "panel weather" },
    el("div", { class: "weather-main" },
      el("span", { class: "weather-icon", attrs: { "aria-hidden": "true" } }, weatherIcon(condition)),
      el("div", {},
        el("h3", {}, [str(frame.destination), str(frame.date)].filter(Boolean).join(" · ")),
        el("p", { class: "condition" }, condition),
        el("p", { class: "temps" }, min !== null && max !== null ? `${Math.round(min)}°C – ${Math.round(max)}°C` : ""))),
    facts([
      [t("rain"), num(f.rain_chance_pct) !== null ? `${f.rain_chance_pct}%` : ""],
      [t("humidity"), num(f.humidity_pct) !== null ? `${f.humidity_pct}%` : ""],
    ]),
    f.advice ? el("p", { class: "advice" }, str(f.advice)) : null));
}

// ---------------------------------------------------------------- comparison
// The trips' prices in the traveller's currency, as a row right after the USD price row (relay j19:
// the chat said pounds, the table USD only).
function withLocalPrices(rows, trips) {
  const locals = trips.map((trip) => localPrice(trip, "price"));
  const currency = locals.length ? locals[0][1] : "";
  if (!currency || locals.some(([amount, cur]) => amount === null || cur !== currency)) return rows;
  const prices = trips.map((trip) => num(trip.price_usd));
  const at = rows.findIndex((row) => list(row.values).length === prices.length && list(row.values).every((v, i) => num(v) === prices[i]));
  if (at < 0) return rows;
  const row = { label: t("priceIn", currencySign(currency)), values: locals.map(([amount]) => money(amount, currency)) };
  return [...rows.slice(0, at + 1), row, ...rows.slice(at + 1)];
}

function comparison(frame) {
  const trips = list(frame.trips).map(obj);
  const rows = withLocalPrices(list(obj(frame.comparison).rows).map(obj), trips);
  const table = el("table", { class: "compare" },
    el("thead", {}, el("tr", {}, el("th", { scope: "col" }, t("compare")),
      trips.map((trip) => el("th", { scope: "col" }, str(trip.name))))),
    el("tbody", {}, rows.map((row) => el("tr", {},
      el("th", { scope: "row" }, str(row.label)),
      list(row.values).map((v) => el("td", {}, str(v)))))));
  return bubble(frame, el("div", { class: "panel table-wrap" }, table));
}

// ---------------------------------------------------------------- gallery
function gallery(frame) {
  const hotel = frame.hotel ? obj(frame.hotel) : null;
  return bubble(frame,
    hotel ? el("section", { class: "panel hotel" },
      el("h3", {}, str(hotel.name), num(hotel.stars) ? ` ${"★".repeat(Math.min(5, hotel.stars))}` : "",
        num(hotel.rating) !== null ? el("span", { class: "rating" }, ` ${hotel.rating}/5`) : null),
      list(hotel.amenities).length ? el("ul", { class: "chips" }, list(hotel.amenities).map((a) => el("li", {}, str(a)))) : null,
      list(hotel.reviews).slice(0, 2).map((r) => el("blockquote", {}, `“${str(obj(r).text)}” — ${str(obj(r).author)}`))) : null,
    el("ul", { class: "gallery" }, list(frame.images).map(obj).map((img) =>
      el("li", {}, el("figure", {}, safeImg(img.url, str(img.caption), "photo"), el("figcaption", {}, str(img.caption)))))));
}

// ---------------------------------------------------------------- budget
function budget(frame) {
  const e = obj(frame.estimate);
  const breakdown = obj(e.breakdown);
  const rows = ["accommodation", "transport", "food", "activities"]
    .filter((k) => num(breakdown[k]) !== null)
    .map((k) => el("tr", {}, el("th", { scope: "row" }, t(k)), el("td", {}, money(breakdown[k]))));
  return bubble(frame, el("section", { class: "panel budget" },
    el("h3", {}, t("budgetTitle"), e.duration_days ? ` · ${t("days", e.duration_days)}` : ""),
    el("table", { class: "breakdown" }, el("tbody", {}, rows,
      num(e.per_person_usd) !== null ? el("tr", { class: "sum" }, el("th", { scope: "row" }, t("perPersonTotal")), el("td", {}, money(e.per_person_usd))) : null,
      // a family's estimate names the band each figure prices: one adult, then each child by age
      num(e.price_per_adult_usd) !== null ? el("tr", { class: "sum" }, el("th", { scope: "row" }, t("perAdultTotal")), el("td", {}, money(e.price_per_adult_usd))) : null,
      list(e.child_prices_usd).map(obj).map((c) => el("tr", {}, el("th", { scope: "row" }, t("childPrice", c.age)), el("td", {}, money(c.price_usd)))),
      num(e.total_estimate_usd) !== null ? el("tr", { class: "sum" }, el("th", { scope: "row" }, t("total")), el("td", {}, money(e.total_estimate_usd))) : null))));
}

// ---------------------------------------------------------------- payment QR + countdown
const countdowns = new Set();
let ticker = null;

/** mm:ss under an hour; h:mm:ss beyond (relay 66: a top-up's 24 hours read "1439:12"). */
function formatRemaining(ms) {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mmss = `${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}`;
  return h ? `${h}:${mmss}` : mmss;
}

function tick() {
  const now = Date.now();
  for (const c of countdowns) {
    if (c.panel.dataset.state !== "pending") {
      countdowns.delete(c); // settled (paid, expired) by another frame: the clock stops for good
      continue;
    }
    if (c.node.isConnected) c.seen = true;
    else if (c.seen) {
      countdowns.delete(c); // its message was removed (new chat)
      continue;
    }
    const left = c.deadline - now;
    if (left <= 0) {
      finishCountdown(c, "expired");
    } else {
      c.node.textContent = formatRemaining(left);
      c.node.setAttribute("datetime", new Date(c.deadline).toISOString());
    }
  }
  if (!countdowns.size && ticker) {
    clearInterval(ticker);
    ticker = null;
  }
}

function finishCountdown(c, state) {
  countdowns.delete(c);
  if (c.panel.dataset.state === "pending") settleQrPanel(c.panel, state); // settled (paid, withdrawn ...) stays so
}

/** Stop live countdowns (all, or one booking's) when the booking is paid or its hold expired; a panel
 * `keep(panel)` says the news is not for (a top-up QR another payment leaves payable) keeps counting. */
export function settleCountdowns(bookingRef, state, keep = () => false) {
  for (const c of [...countdowns]) {
    if ((!bookingRef || !c.ref || c.ref === bookingRef) && !keep(c.panel)) finishCountdown(c, state);
  }
}

function countdown(deadlineIso, panel, ref) {
  const deadline = Date.parse(str(deadlineIso));
  const node = el("time", { class: "countdown", attrs: { "aria-live": "off" } }, "--:--");
  if (Number.isFinite(deadline)) {
    const c = { deadline, node, panel, ref, seen: false };
    countdowns.add(c);
    if (!ticker) ticker = setInterval(tick, 250);
    queueMicrotask(tick);
  }
  return node;
}

function payButtons(frame, panel) {
  const intent = str(frame.payment_intent_id);
  if (!hooks.sandbox || !intent || !hooks.pay) return null;
  const note = el("p", { class: "pay-note", attrs: { role: "status" } });
  const make = (status, label, cls) => {
    const b = el("button", { type: "button", class: `btn pay ${cls}`, dataset: { status } }, label);
    b.addEventListener("click", async () => {
      panel.querySelectorAll("button.pay").forEach((x) => { x.disabled = true; });
      delete panel.dataset.payment; // a new attempt: its outcome is not known yet
      note.textContent = t("paying");
      note.classList.remove("bad");
      const ok = await hooks.pay(intent, status).catch(() => false);
      // the payment's state, once a frame told it (cards.js followQrPayment), wins over "sent"
      if (!ok || !panel.dataset.payment) {
        note.textContent = ok ? t("paymentSent") : t("payError");
        note.classList.toggle("bad", !ok);
      }
      // pressable again after a failure, only while the code can still be paid (a settled panel's stay disabled)
      const live = panel.dataset.state === "pending";
      if (live && (!ok || status !== "SUCCEEDED")) panel.querySelectorAll("button.pay").forEach((x) => { x.disabled = false; });
    });
    return b;
  };
  return el("div", { class: "sandbox-pay" },
    make("SUCCEEDED", t("simulatePay"), "primary"), make("FAILED", t("simulateFail"), "ghost"), note);
}

function qrPayment(frame) {
  const ref = str(frame.booking_ref);
  const purpose = str(frame.purpose) === "top_up" ? "top_up" : "booking"; // a top-up has no hold
  const panel = el("section", { class: "panel qr", dataset: { state: "pending", ref, purpose, intent: str(frame.payment_intent_id) } });
  const stale = replaceOldQrs(ref, str(frame.payment_intent_id)); // one payable QR per booking, top-ups too
  const amount = num(frame.amount) === null ? ""
    : str(frame.currency || "USD") === "USD" ? moneyBoth(frame.amount, frame.amount_local, frame.local_currency)
      : money(frame.amount, str(frame.currency));
  panel.append(
    el("div", { class: "qr-image" }, safeImg(frame.qr_code_url, t("scanToPay"), "qr-img", true)),
    el("div", { class: "qr-info" },
      el("p", { class: "qr-hint" }, t("scanToPay")),
      facts([
        // struck through once the code can no longer be paid (chat.css), never removed
        [t("amount"), amount ? el("span", { class: "qr-amount" }, amount) : ""],
        [t("bookingRef"), ref ? el("code", { class: "booking-ref" }, ref) : ""],
        [t(purpose === "top_up" ? "payWithin" : "expiresIn"), countdown(frame.reserved_until || frame.expires_at, panel, ref)],
      ]),
      payButtons(frame, panel)),
  );
  const node = bubble(frame, panel);
  if (stale) settleQrPanel(panel, "replaced");
  return node;
}

// ---------------------------------------------------------------- booking / payment outcome
function card(frame) {
  return bookingCard(frame, bubble, settleCountdowns);
}

function paymentConfirmed(frame) {
  const ref = frame.booking_ref ? str(frame.booking_ref) : null;
  // the payment it names: a top-up QR says paid only for its own (a frame naming none: every QR, as before)
  const intent = str(frame.payment_intent_id);
  const keep = intent ? notPaidBy(intent) : () => false;
  replaceOlderThan(intent); // the codes drawn before the paid one can no longer be paid
  settleCountdowns(ref, "paid", keep);
  settleQr(ref, "paid", keep); // also a QR whose clock had already stopped (or never ran) says it is paid
  // one confirmation on screen: the booking's card turns to confirmed; only the words come as a bubble
  const onCard = confirmOnCard(frame, bubble);
  if (onCard !== undefined) return onCard;
  return bubble(frame, el("section", { class: "panel outcome success", dataset: { status: "PAID" } },
    el("h3", {}, el("span", { class: "check", attrs: { "aria-hidden": "true" } }, "✓ "), t("paidTitle")),
    facts([
      [t("bookingRef"), frame.booking_ref ? el("code", { class: "booking-ref" }, str(frame.booking_ref)) : ""],
      ["", str(frame.trip_name)],
      [t("amount"), num(frame.amount_usd) !== null ? moneyBoth(frame.amount_usd, frame.amount_local, frame.local_currency) : ""],
    ])));
}

function holdExpired(frame) {
  settleCountdowns(frame.booking_ref ? str(frame.booking_ref) : null, "expired");
  return bubble(frame, el("section", { class: "panel outcome warning", attrs: { role: "alert" } },
    el("h3", {}, t("holdExpiredTitle")),
    frame.booking_ref ? el("p", {}, `${t("bookingRef")}: `, el("code", { class: "booking-ref" }, str(frame.booking_ref))) : null));
}

function reminder(frame) {
  return bubble(frame, el("section", { class: "panel outcome info" }, el("h3", {}, t("reminderTitle")),
    facts([[t("bookingRef"), str(frame.booking_ref)], [t("travelDates"), str(frame.travel_date)]])));
}

function snapshot(frame) {
  return el("div", { class: "note info", dataset: { type: "snapshot" } }, el("strong", {}, `${t("snapshotTitle")}: `), str(frame.text));
}

// The bridge's own refusals (no seq: rate_limited, unavailable...) carry an English message: the page
// says its own words for the codes it knows; an error from the session's log is in its language.
function errorWords(frame) {
  const key = `err_${str(frame.code)}`;
  const own = typeof frame.seq === "number" ? key : t(key);
  return own !== key ? own : str(frame.message || frame.text || frame.code);
}

function error(frame) {
  return el("div", { class: "note error", dataset: { type: "error", code: str(frame.code) }, attrs: { role: "alert" } },
    el("strong", {}, `${t("errorTitle")}: `), errorWords(frame));
}

// a text frame without words (a message typed twice is answered once: its copy gets `repeat_of` and
// no text) draws no empty bubble
function text(frame) {
  return frame.text ? bubble(frame) : null;
}

// ---------------------------------------------------------------- streamed answers (text_delta)
// While the model writes, the bridge sends {type: "text_delta", message_id, call, attempt, index,
// text}. A draft bubble shows the pieces; the turn's final event replaces it. Per model call of the
// turn (call 1, then 2 after a tool round...) the pieces of the newest attempt count: a retried
// call (higher attempt) starts its text again, a repeated index is ignored, and after a gap the
// draft stops growing (the final event shows the whole answer anyway).

const finishedTurns = new Set();

/** The turn answering `messageId` got its final event: later pieces of it are ignored. */
export function finishTurn(messageId) {
  if (typeof messageId !== "string" || !messageId) return;
  finishedTurns.add(messageId);
  if (finishedTurns.size > 200) finishedTurns.delete(finishedTurns.values().next().value);
}

export function isFinished(messageId) {
  return finishedTurns.has(messageId);
}

/** A new, empty draft bubble for the answer to `key` (the turn's message_id). */
export function streamDraft(key) {
  const body = el("div", { class: "md" });
  const node = el("article", { class: "msg bot streaming", dataset: { type: "text_delta" }, attrs: { "aria-busy": "true" } }, body);
  return { key, node, body, calls: new Map() };
}

const whole = (v, fallback) => (Number.isInteger(v) && v >= 0 ? v : fallback);

/** Add one text_delta to the draft; true when its text changed. */
export function applyDelta(draft, frame) {
  const call = whole(frame.call, 1);
  const attempt = whole(frame.attempt, 1);
  let part = draft.calls.get(call);
  if (part && attempt < part.attempt) return false; // an older attempt still talking
  if (!part || attempt > part.attempt) {
    part = { attempt, next: 0, text: "", gap: false };
    draft.calls.set(call, part);
  }
  if (Number.isInteger(frame.index)) {
    if (frame.index < part.next) return false; // a repeated piece
    if (frame.index > part.next) part.gap = true; // a piece went missing
    part.next = frame.index + 1;
  }
  if (part.gap) return false;
  part.text += str(frame.text);
  const texts = [...draft.calls.keys()].sort((x, y) => x - y).map((k) => draft.calls.get(k).text).filter(Boolean);
  draft.body.replaceChildren(renderMarkdownLight(texts.join("\n\n")));
  return true;
}

export const RENDERERS = {
  text, trip_cards: (frame) => tripCards(frame, bubble, (...args) => hooks.send(...args)), itinerary, weather, comparison, image_gallery: gallery,
  budget_estimate: budget, qr_payment: qrPayment, booking_confirmed: card,
  booking_held: card, booking_update: card,
  payment_confirmed: paymentConfirmed, hold_expired: holdExpired, reminder, snapshot, error,
  quote: (frame) => bubble(frame, quoteCard(frame)),
  quote_update: quoteUpdate,
  quick_replies: (frame) => quickReplies(frame, (text) => hooks.send(text)),
};

/** The DOM node for one content frame, or null when the frame has nothing to show. */
export function buildFrame(frame) {
  if (!frame || typeof frame !== "object") return null;
  // a failed payment's words name their code: that QR says failed at once (relay 66: a failed top-up's QR still
  // said "payment sent, waiting for confirmation" under the words saying it failed)
  if (frame.payment_failed && frame.payment_intent_id) followQrPayment({ payment_intent_id: frame.payment_intent_id, payment: "failed" });
  const render = Object.prototype.hasOwnProperty.call(RENDERERS, frame.type) ? RENDERERS[frame.type] : null;
  if (render) return render(frame);
  return typeof frame.text === "string" && frame.text ? text(frame) : null;
}
