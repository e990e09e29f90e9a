// The booking card: one card per booking reference, redrawn in place as the booking lives
// (agent/booking_card.py). `booking_held` (a reservation, never "confirmed"), `booking_update`
// (held / expiring / expired / paid / moved / cancelled) and `booking_confirmed` (paid) all
// draw the same card; a later frame for the same reference replaces it instead of adding one.
// When the booking can no longer be paid with its QR code (paid, expired, cancelled) the QR
// panel of that reference is marked dead. A change's top-up QR says paid only when its own payment is
// (the card's `paid_top_up_intent_ids`, or a payment_confirmed naming it) and withdrawn when its change was
// withdrawn unpaid (`withdrawn_top_up_intent_ids`); the booking being paid never settles it.

import { accountFacts, receiptsList } from "./account.js";
import { el, facts, moneyBoth } from "./dom.js";
import { t } from "./i18n.js";

const str = (v) => (v === undefined || v === null ? "" : String(v));
const num = (v) => (typeof v === "number" && Number.isFinite(v) ? v : null);

const TITLES = {
  held: "reservedTitle", expiring: "holdExpiringTitle", expired: "holdExpiredTitle",
  paid: "confirmedTitle", moved: "movedTitle", cancelled: "cancelledTitle",
};
const LOOK = { held: "reserved", expiring: "warning", expired: "warning", paid: "success", moved: "success", cancelled: "warning" };

/** The card state a frame describes (a paid booking_confirmed is "paid"; unknown → "held"). */
export function cardState(frame) {
  const state = str(frame.state);
  if (Object.prototype.hasOwnProperty.call(TITLES, state)) return state;
  return str(frame.status).toUpperCase() === "CONFIRMED" ? "paid" : "held";
}

// After a refund or a charge: paid in total, the refund on its way, refunded, kept (agent/card_money.py),
// each with the frame's own figure in the traveller's currency (relay 10: "$523.64 paid" and no word of
// the $100.70 kept or the refund on its way).
// "kept" is what the cancellation policy kept, the date-change fees a line of their own (relay 34 L665)
const MONEY_LINES = [["paid_in_total", "paidInTotal"], ["refund_pending", "refundOnItsWay"], ["refunded", "refundedTotal"],
  ["kept", "keptByDerlg"], ["change_fees", "changeFeesKept"]];
function moneyLines(frame) {
  return MONEY_LINES.map(([stem, key]) => [t(key),
    num(frame[`${stem}_usd`]) !== null ? moneyBoth(frame[`${stem}_usd`], frame[`${stem}_local`], frame.local_currency) : ""]);
}

// The booking's total; while a confirmed change's top-up waits, what is paid, what is owed and the total once it
// is paid, which add up (agent/booking_card.py top_up_lines; relay 49 L717: "Total $667.80" beside "top-up to
// pay", the agreed total being $793.80)
function totalLines(frame) {
  const both = (stem) => moneyBoth(frame[`${stem}_usd`], frame[`${stem}_local`], frame.local_currency);
  if (num(frame.balance_due_usd) !== null && num(frame.total_after_top_up_usd) !== null) {
    return [[t("paidSoFar"), num(frame.amount_paid_usd) !== null ? both("amount_paid") : ""],
      [t("topUpToPay"), both("balance_due")], [t("totalAfterTopUp"), both("total_after_top_up")]];
  }
  return [[t("total"), num(frame.total_usd) !== null ? both("total") : ""]];
}

/** The card's pickup row: its label names exactly the parts shown (place and time, the place, or the time). */
function pickupRow(frame) {
  const time = str(frame.pickup_time), place = str(frame.pickup_location);
  const label = time && place ? "pickup" : time ? "pickupTime" : "pickupPlace";
  return [t(label), [time, place].filter(Boolean).join(" · ")];
}

function panel(frame) {
  const state = cardState(frame);
  const ref = str(frame.booking_ref);
  const dates = [str(frame.travel_date), str(frame.end_date)].filter(Boolean).join(" → ");
  const pay = str(frame.payment);
  const status = str(frame.status || (state === "paid" ? "CONFIRMED" : "RESERVED")).toUpperCase();
  // a paid, moved or cancelled booking's money as one account (account.js) in place of the separate lines
  const account = accountFacts(frame);
  const card = el("section", { class: `panel outcome booking-card ${LOOK[state]}`, dataset: { status, state, ref } },
    el("h3", {}, state === "paid" || state === "moved" ? el("span", { class: "check", attrs: { "aria-hidden": "true" } }, "✓ ") : null,
      t(TITLES[state])),
    facts([
      [t("bookingRef"), ref ? el("code", { class: "booking-ref" }, ref) : ""],
      ["", str(frame.trip_name)],
      [t("travelDates"), dates],
      [t("travellers"), num(frame.people_count) !== null ? String(frame.people_count) : ""],
      ...(account ? [] : totalLines(frame)),
      [t("payment"), pay ? t(`pay_${pay.replace(/[^a-z_]/g, "")}`) : ""],
      ...(account ? [] : moneyLines(frame)),
    ]),
    account,
    account ? receiptsList(frame) : null,
    facts([
      [t("replaces"), frame.replaces_booking_ref ? el("code", { class: "booking-ref" }, str(frame.replaces_booking_ref)) : ""],
      pickupRow(frame),
      [t("specialRequests"), str(frame.special_requests)],
    ]),
    frame.hold_renewed === true && state === "held" ? el("p", { class: "small renewed", attrs: { role: "status" } }, t("holdRenewedNote")) : null,
    state === "held" || state === "expiring" ? el("p", { class: "small" }, t("reservedNote")) : null);
  card.cardFrame = frame; // what a later payment_confirmed redraws it from (confirmOnCard)
  return card;
}

/**
 * A payment_confirmed frame for a booking whose card is on the page: the card turns to paid in
 * place (one confirmation on screen per event) and the frame's words come as a plain bubble
 * (null without words). undefined when no card of that reference is on the page.
 */
export function confirmOnCard(frame, bubble) {
  const ref = str(frame.booking_ref);
  const existing = ref ? document.querySelector(`section.booking-card[data-ref="${CSS.escape(ref)}"]`) : null;
  if (!existing || !existing.cardFrame) return undefined;
  if (existing.dataset.state !== "paid" && existing.dataset.state !== "moved") {
    const paid = { ...existing.cardFrame, state: "paid", status: "CONFIRMED", payment: "paid", text: "" };
    existing.replaceWith(panel(paid));
  }
  return frame.text ? bubble({ type: "payment_confirmed", text: frame.text }) : null;
}

const DEAD_NOTES = {
  paid: ["qr-paid", "qrPaid"], expired: ["qr-dead", "qrDead"], replaced: ["qr-replaced", "qrReplaced"],
  withdrawn: ["qr-withdrawn", "qrWithdrawn"],
};
const SETTLED_NOTES = ".qr-paid, .qr-dead, .qr-replaced, .qr-withdrawn";
/** Settled for good: paid stays paid, replaced and withdrawn stay dead (expired may still turn paid). */
const FINAL = new Set(["paid", "replaced", "withdrawn"]);

/** A QR panel that can no longer be paid says so in words, not only in grey: paid (settled),
 * dead (its hold ended), replaced (the hold was renewed with a new QR code) or withdrawn (a top-up
 * whose change was withdrawn unpaid: nothing was charged on it). */
function markQrDead(qr) {
  qr.querySelectorAll("button.pay").forEach((b) => { b.disabled = true; });
  qr.querySelectorAll(".pay-note").forEach((n) => n.remove()); // "payment sent, waiting" is over
  foldQrWords(qr);
  const [cls, key] = DEAD_NOTES[qr.dataset.state] || DEAD_NOTES.expired;
  qr.querySelectorAll(SETTLED_NOTES).forEach((n) => { if (!n.classList.contains(cls)) n.remove(); }); // a late confirmation wins over "expired"
  if (!qr.querySelector(`.${cls}`)) qr.append(el("p", { class: cls, attrs: { role: "status" } }, t(key)));
}

/** The words above a settled QR (the model's "reserved, waiting for payment, scan below") are its
 * state before: folded under "earlier message" so the visible words are the settled state's (relay 10:
 * "waiting for payment" stayed above the paid QR). The fold's label says what settled it, true for each:
 * paid, replaced, stopped working, withdrawn (relay 49 L544: "before this payment was settled" over a QR replaced
 * after a failed payment, nothing paid). */
function foldQrWords(qr) {
  const words = qr.closest("article")?.querySelector(":scope > .md");
  if (!words) return;
  const why = DEAD_NOTES[qr.dataset.state] ? qr.dataset.state : "expired";
  const fold = el("details", { class: "qr-words-earlier" }, el("summary", {}, t(`earlierWords_${why}`)));
  words.replaceWith(fold);
  fold.append(words);
}

/** A booking card's payment word for the QR it names (`payment_intent_id`): a failed payment says
 * so on that QR at once (relay 10: "payment sent, waiting for confirmation" under a failed payment). */
export function followQrPayment(frame) {
  const intent = str(frame.payment_intent_id);
  const pay = str(frame.payment);
  if (!intent || (pay !== "failed" && pay !== "pending")) return;
  for (const qr of document.querySelectorAll(`section.panel.qr[data-intent="${CSS.escape(intent)}"]`)) {
    if (qr.dataset.state !== "pending") continue; // settled: its own words say paid / expired / replaced
    qr.dataset.payment = pay;
    if (pay !== "failed") continue;
    let note = qr.querySelector(".pay-note"); // the sandbox's "sent" line, or a line of its own
    if (!note) {
      note = el("p", { class: "pay-note", attrs: { role: "status" } });
      (qr.querySelector(".qr-info") || qr).append(note);
    }
    note.textContent = t("qrFailed");
    note.classList.add("bad");
  }
  if (pay === "failed") replaceOlderThan(intent);
}

/** Settle one QR panel: its countdown stops for good (render.js drops it) and says paid / expired / replaced /
 * withdrawn. */
export function settleQrPanel(qr, state) {
  qr.dataset.state = DEAD_NOTES[state] ? state : "expired";
  const clock = qr.querySelector(".countdown");
  if (clock) clock.textContent = state === "paid" ? `✓ ${t("paid")}` : t(qr.dataset.state);
  // a settled code asks nobody to scan it, and its clock row no longer counts a hold down
  // (issue 38: "Hold expires in ✓ paid" under "Scan with your banking app to pay")
  qr.querySelector(".qr-hint")?.remove();
  const label = clock?.closest("div")?.querySelector("dt");
  if (label) label.textContent = t("payment");
  markQrDead(qr);
  // a replaced code loses its picture and its pay buttons, so the page holds one scannable, payable QR per
  // booking (relay 34 req 22: two codes of the same amount and reference); its amount and reference stay,
  // struck through (chat.css)
  if (qr.dataset.state === "replaced") qr.querySelectorAll(".qr-image, .sandbox-pay").forEach((n) => n.remove());
}

/** A new QR for `ref` (a renewed hold, a retry, a new top-up code after a failed one): the newest code
 * of a booking is the only one it can be paid with (the sandbox refuses an older one: 409 REPLACED), so
 * every other QR of that reference not settled for good says it was replaced, its picture and pay
 * buttons gone: at most one QR per booking stays payable (issue 22; a failed top-up's code kept its pay
 * buttons under the new code that was paid). True when `intent` itself was replaced before: drawn again,
 * it stays replaced and the newer codes stay payable. */
export function replaceOldQrs(ref, intent) {
  if (!ref) return false;
  if (wasReplaced(intent)) return true; // an older code drawn again: the newer ones stay payable
  for (const qr of document.querySelectorAll(`section.panel.qr[data-ref="${CSS.escape(ref)}"]`)) {
    if (FINAL.has(qr.dataset.state) || qr.dataset.intent === intent) continue;
    settleQrPanel(qr, "replaced");
  }
  return false;
}

/** A payment frame for the code `intent` (paid or failed): every QR of its booking drawn before that
 * code's panel, not settled for good, is replaced by it (one payable QR per booking). */
export function replaceOlderThan(intent) {
  if (!intent) return;
  const newest = [...document.querySelectorAll(`section.panel.qr[data-intent="${CSS.escape(intent)}"]`)].pop();
  if (!newest || !newest.dataset.ref) return;
  for (const qr of document.querySelectorAll(`section.panel.qr[data-ref="${CSS.escape(newest.dataset.ref)}"]`)) {
    const older = qr.compareDocumentPosition(newest) & Node.DOCUMENT_POSITION_FOLLOWING;
    if (older && !FINAL.has(qr.dataset.state) && qr.dataset.intent !== intent) settleQrPanel(qr, "replaced");
  }
}

/** A code already replaced on the page, drawn again (a replayed or repeated frame): it stays replaced. */
function wasReplaced(intent) {
  return !!intent && !!document.querySelector(`section.panel.qr[data-intent="${CSS.escape(intent)}"][data-state="replaced"]`);
}

/** Mark the QR panels of `ref` (all panels when no ref) as paid, or otherwise dead; panels `keep(qr)` says
 * are not this news's (a top-up QR the payment is not for) stay as they are. */
export function settleQr(ref, state, keep = () => false) {
  if (state === "held" || state === "expiring") return;
  const panels = document.querySelectorAll(ref ? `section.panel.qr[data-ref="${CSS.escape(ref)}"]` : "section.panel.qr");
  for (const qr of panels) {
    if (FINAL.has(qr.dataset.state) || keep(qr)) continue; // paid stays paid, replaced / withdrawn stay dead
    settleQrPanel(qr, state === "paid" || state === "moved" ? "paid" : "expired");
  }
}

/** A top-up QR not named by `intent`: a payment of the booking (or of another top-up) leaves it as it is. */
export function notPaidBy(intent) {
  return (qr) => qr.dataset.purpose === "top_up" && qr.dataset.intent !== intent;
}

const isTopUp = (qr) => qr.dataset.purpose === "top_up";
const intents = (v) => new Set(Array.isArray(v) ? v.map(str).filter(Boolean) : []);

/** The top-up QRs a card names by their own payment: paid ones say paid, withdrawn ones say withdrawn
 * (nothing charged, no longer payable). False for a card that names none of them (one recorded before
 * cards carried them): its paid state settles every QR of the reference, as it did then. */
function settleTopUps(frame, ref) {
  if (!("paid_top_up_intent_ids" in frame) && !("withdrawn_top_up_intent_ids" in frame)) return false;
  const paid = intents(frame.paid_top_up_intent_ids);
  const withdrawn = intents(frame.withdrawn_top_up_intent_ids);
  for (const qr of document.querySelectorAll(`section.panel.qr[data-ref="${CSS.escape(ref)}"][data-purpose="top_up"]`)) {
    const verdict = paid.has(qr.dataset.intent) ? "paid" : withdrawn.has(qr.dataset.intent) ? "withdrawn" : null;
    if (verdict && (qr.dataset.state === "pending" || qr.dataset.state === "expired")) settleQrPanel(qr, verdict);
  }
  return true;
}

/**
 * A card frame: redraws the card of its reference in place when one is on the page (returns the
 * bubble of its text, or null), else returns a new bubble holding the card.
 * `bubble(frame, ...content)` is render.js's message bubble.
 */
export function bookingCard(frame, bubble, settleCountdowns) {
  const ref = str(frame.booking_ref);
  const state = cardState(frame);
  const node = panel(frame);
  followQrPayment(frame);
  const paid = state === "paid" || state === "moved";
  // a paid card settles the booking's own QRs; each top-up QR only by its own payment (or its withdrawal)
  const keep = ref && settleTopUps(frame, ref) && paid ? isTopUp : () => false;
  if (state !== "held" && state !== "expiring" && str(frame.payment) !== "balance_due") settleCountdowns(ref || null, paid ? "paid" : "expired", keep);
  if (ref && str(frame.payment) !== "balance_due") settleQr(ref, state, keep); // a move's top-up QR stays payable
  const existing = ref ? document.querySelector(`section.booking-card[data-ref="${CSS.escape(ref)}"]`) : null;
  if (existing) {
    existing.replaceWith(node);
    return frame.text ? bubble({ type: "text", text: frame.text }) : null;
  }
  return bubble(frame, node);
}
