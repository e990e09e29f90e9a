// The quote card: a booking summary, a reschedule or a cancellation quote the traveller answers
// with Confirm / Not now (agent/quote_card.py). A press sends the contract's `consent` frame naming
// the quote (its words, in the session's language, are the traveller's message); the workflow
// books, moves or cancels only after a yes to that quote (agent/consent.py). Once answered, or once
// a newer quote of the same kind arrives, the buttons go. A quote that can no longer be confirmed
// (said no to, replaced, expired, used, changed: a `quote_update` frame, agent/quote_updates.py; a
// change quote's `expires_at` passing) loses its buttons in place, and the card says why in the
// session's words, under its heading. A booking summary that Confirm could not book yet has no buttons: it
// lists what is still needed (`needs`: name, phone, pickup; agent/booking_ready.py). A closed card keeps every
// figure it showed, greyed as no longer current (struck through unless it was confirmed: chat.css), so
// scrolling back shows what each quote said; only its buttons and what it asked for go. While a message
// of the traveller's waits for its answer, every card's buttons wait too (turnSent / turnAnswered).

import { el, facts, money, moneyBoth } from "./dom.js";
import { language } from "./i18n.js";

const WORDS = {
  EN: {
    booking: "Booking summary", reschedule: "Change to your booking", cancellation: "Cancel your booking",
    trip_name: "Trip", travel_date: "Starts", end_date: "Ends", new_travel_date: "New start",
    new_end_date: "New end", people_count: "Travellers", new_people_count: "Travellers after the change", add_activities: "Adds", remove_activities: "Removes", change_adult: "This change, each at the adult price", change_child: "This change, each at the child price (4-11)", freed_adult: "Taken off by this change, each at the adult price", freed_child: "Taken off by this change, each at the child price (4-11)", joining_adult: "Joining, each at the adult price", joining_child: "Joining, each at the child price (4-11)", leaving_adult: "Leaving, each one's adult price freed", leaving_child: "Leaving, each one's child price freed (4-11)", change_free: "This change, under 4: free", joining_free: "Joining, under 4: free", leaving_free: "Leaving, under 4: free (nothing freed)",
    adult_price_count: "At the adult price (12+)", adult_price_ages: "Of whom under 18", child_price_ages: "At the child price, 4-11", child_price_usd: "Child price, each", free_ages: "Free, under 4",
    adults: "Adults", children_ages: "Children", pickup_location: "Pickup",
    ages: (n, ages) => `${n} (age${n > 1 ? "s" : ""} ${ages.join(", ")})`, no_ages: "none",
    price_per_person_usd: "Per adult", total_usd: "Total", change_fee_usd: "Change fee",
    amount_paid_usd: "Paid", days_before_travel: "Days before travel", refund_tier_days_before: "Days counted for the refund tier", refund_pct: "Refund (%)",
    refund_usd: "Refund", amount_due_usd: "To pay", refund_terms: "Refund terms",
    top_up_usd: "Top-up", refund_netted_usd: "Pending refund netted", refund_still_pending_usd: "Refund still on its way",
    refunds_pending_usd: "Refund already on its way", new_total_usd: "New total",
    kept_earlier_usd: "Kept by earlier changes", kept_by_policy_usd: "Kept under the cancellation policy",
    answered_yes: "You confirmed.", answered_no: "You said not now.",
    needs: "Before you can confirm, we still need:", need_travel_date: "your start date",
    need_customer_name: "your full name", need_customer_phone: "your phone number", need_pickup_location: "where to pick you up",
    declined: "You said no to this quote: it is closed.", replaced: "Replaced by the newer one below.",
    not_chosen: "Not chosen.", not_taken: "You did not go ahead with this change.",
    replaced_price: "Replaced below by a new price.", replaced_same: "Updated below; nothing in it changed.",
    replaced_details: (what) => `Updated below: ${what} changed; the price is the same.`,
    expired: "This quote has expired: ask for a new one.", used: "Confirmed: done.", used_due: "Confirmed: the change is complete once its top-up is paid.", used_booking: "You said yes: the booking is reserved below, waiting for payment.",
    changed: "The details changed since: this quote no longer applies.", closed: "This quote is closed.",
  },
  KH: {
    booking: "សេចក្តីសង្ខេបការកក់", reschedule: "ការផ្លាស់ប្តូរការកក់", cancellation: "លុបចោលការកក់",
    trip_name: "ដំណើរ", travel_date: "ចាប់ផ្តើម", end_date: "បញ្ចប់", new_travel_date: "ថ្ងៃចាប់ផ្តើមថ្មី",
    new_end_date: "ថ្ងៃបញ្ចប់ថ្មី", people_count: "អ្នកដំណើរ", new_people_count: "អ្នកដំណើរក្រោយការផ្លាស់ប្តូរ", add_activities: "បន្ថែម", remove_activities: "ដកចេញ", change_adult: "ការផ្លាស់ប្តូរនេះ ម្នាក់ៗតម្លៃមនុស្សពេញវ័យ", change_child: "ការផ្លាស់ប្តូរនេះ ម្នាក់ៗតម្លៃកុមារ (៤-១១ ឆ្នាំ)", freed_adult: "កាត់បន្ថយដោយការផ្លាស់ប្តូរនេះ ម្នាក់ៗតម្លៃមនុស្សពេញវ័យ", freed_child: "កាត់បន្ថយដោយការផ្លាស់ប្តូរនេះ ម្នាក់ៗតម្លៃកុមារ (៤-១១ ឆ្នាំ)", joining_adult: "អ្នកចូលរួមថ្មី ម្នាក់ៗតម្លៃមនុស្សពេញវ័យ", joining_child: "អ្នកចូលរួមថ្មី ម្នាក់ៗតម្លៃកុមារ (៤-១១ ឆ្នាំ)", leaving_adult: "អ្នកចាកចេញ តម្លៃមនុស្សពេញវ័យរបស់ម្នាក់ៗដែលដកចេញ", leaving_child: "អ្នកចាកចេញ តម្លៃកុមាររបស់ម្នាក់ៗដែលដកចេញ (៤-១១ ឆ្នាំ)", change_free: "ការផ្លាស់ប្តូរនេះ ក្រោម ៤ ឆ្នាំ៖ ឥតគិតថ្លៃ", joining_free: "អ្នកចូលរួមថ្មី ក្រោម ៤ ឆ្នាំ៖ ឥតគិតថ្លៃ", leaving_free: "អ្នកចាកចេញ ក្រោម ៤ ឆ្នាំ៖ ឥតគិតថ្លៃ (គ្មានអ្វីដកចេញ)",
    adult_price_count: "តម្លៃមនុស្សពេញវ័យ (១២+)", adult_price_ages: "ក្នុងនោះអាយុក្រោម ១៨ ឆ្នាំ", child_price_ages: "តម្លៃកុមារ ៤-១១ ឆ្នាំ", child_price_usd: "តម្លៃកុមារម្នាក់", free_ages: "ឥតគិតថ្លៃ ក្រោម ៤ ឆ្នាំ",
    adults: "មនុស្សពេញវ័យ", children_ages: "កុមារ", pickup_location: "កន្លែងទទួល",
    ages: (n, ages) => `${n} នាក់ (អាយុ ${ages.join(", ")} ឆ្នាំ)`, no_ages: "គ្មាន",
    price_per_person_usd: "ក្នុងម្នាក់ (ពេញវ័យ)", total_usd: "សរុប", change_fee_usd: "ថ្លៃផ្លាស់ប្តូរ",
    amount_paid_usd: "បានបង់", days_before_travel: "ថ្ងៃមុនការធ្វើដំណើរ", refund_tier_days_before: "ចំនួនថ្ងៃដែលគិតសម្រាប់កម្រិតសងប្រាក់វិញ", refund_pct: "សងប្រាក់វិញ (%)",
    refund_usd: "សងប្រាក់វិញ", amount_due_usd: "ត្រូវបង់", refund_terms: "លក្ខខណ្ឌសងប្រាក់វិញ",
    top_up_usd: "ប្រាក់បន្ថែម", refund_netted_usd: "ប្រាក់សងវិញដែលបានកាត់កង", refund_still_pending_usd: "ប្រាក់សងវិញដែលនៅតែកំពុងផ្ញើ",
    refunds_pending_usd: "ប្រាក់សងវិញដែលកំពុងផ្ញើរួចហើយ", new_total_usd: "សរុបថ្មី",
    kept_earlier_usd: "ប្រាក់រក្សាទុកដោយការផ្លាស់ប្តូរមុនៗ", kept_by_policy_usd: "ប្រាក់រក្សាទុកតាមគោលការណ៍លុបចោល",
    answered_yes: "អ្នកបានបញ្ជាក់។", answered_no: "អ្នកបាននិយាយថាមិនទាន់។",
    needs: "មុនពេលបញ្ជាក់ យើងនៅត្រូវការ៖", need_travel_date: "ថ្ងៃចាប់ផ្តើមដំណើរ",
    need_customer_name: "ឈ្មោះពេញរបស់លោក/លោកស្រី", need_customer_phone: "លេខទូរស័ព្ទ", need_pickup_location: "កន្លែងមកទទួល",
    declined: "លោក/លោកស្រីបានបដិសេធតម្លៃនេះ៖ វាត្រូវបានបិទ។", replaced: "ត្រូវបានជំនួសដោយព័ត៌មានថ្មីខាងក្រោម។",
    not_chosen: "មិនបានជ្រើសរើស។", not_taken: "លោក/លោកស្រីមិនបានបន្តការផ្លាស់ប្តូរនេះទេ។",
    replaced_price: "ត្រូវបានជំនួសដោយតម្លៃថ្មីខាងក្រោម។", replaced_same: "បានធ្វើបច្ចុប្បន្នភាពខាងក្រោម៖ គ្មានអ្វីផ្លាស់ប្តូរទេ។",
    replaced_details: (what) => `បានធ្វើបច្ចុប្បន្នភាពខាងក្រោម៖ ${what} បានផ្លាស់ប្តូរ ហើយតម្លៃនៅដដែល។`,
    expired: "តម្លៃនេះផុតកំណត់ហើយ៖ សូមស្នើសុំតម្លៃថ្មី។", used: "បានបញ្ជាក់៖ រួចរាល់។", used_due: "បានបញ្ជាក់៖ ការផ្លាស់ប្តូរនេះនឹងបានសម្រេច នៅពេលប្រាក់បន្ថែមត្រូវបានបង់។", used_booking: "លោក/លោកស្រីបានយល់ព្រម៖ ការកក់ត្រូវបានរក្សាទុកខាងក្រោម កំពុងរង់ចាំការបង់ប្រាក់។",
    changed: "ព័ត៌មានបានផ្លាស់ប្តូរ៖ តម្លៃនេះលែងប្រើបានទៀតហើយ។", closed: "តម្លៃនេះត្រូវបានបិទ។",
  },
  ZH: {
    booking: "预订摘要", reschedule: "预订变更", cancellation: "取消预订",
    trip_name: "行程", travel_date: "出发", end_date: "结束", new_travel_date: "新的出发日期",
    new_end_date: "新的结束日期", people_count: "人数", new_people_count: "变更后人数", add_activities: "新增活动", remove_activities: "取消活动", change_adult: "本次变更（每位按成人价）", change_child: "本次变更（每位按儿童价，4-11岁）", freed_adult: "本次变更减少（每位按成人价）", freed_child: "本次变更减少（每位按儿童价，4-11岁）", joining_adult: "新加入（每位按成人价）", joining_child: "新加入（每位按儿童价，4-11岁）", leaving_adult: "退出（每位释放的成人价）", leaving_child: "退出（每位释放的儿童价，4-11岁）", change_free: "本次变更（未满4岁：免费）", joining_free: "新加入（未满4岁：免费）", leaving_free: "退出（未满4岁：免费，无释放金额）",
    adult_price_count: "按成人价（12岁及以上）", adult_price_ages: "其中未满18岁", child_price_ages: "按儿童价（4-11岁）", child_price_usd: "每位儿童价格", free_ages: "免费（未满4岁）",
    adults: "成人", children_ages: "儿童", pickup_location: "接送地点",
    ages: (n, ages) => `${n} 位（${ages.join("、")} 岁）`, no_ages: "无",
    price_per_person_usd: "每位成人", total_usd: "总价", change_fee_usd: "变更费",
    amount_paid_usd: "已付", days_before_travel: "距出发天数", refund_tier_days_before: "退款档位计算天数", refund_pct: "退款比例（%）",
    refund_usd: "退款", amount_due_usd: "需补付", refund_terms: "退款条款",
    top_up_usd: "补款", refund_netted_usd: "抵扣的退款", refund_still_pending_usd: "仍在退回的退款",
    refunds_pending_usd: "已在退回途中的退款", new_total_usd: "新总价",
    kept_earlier_usd: "此前变更保留的部分", kept_by_policy_usd: "按取消政策保留的部分",
    answered_yes: "您已确认。", answered_no: "您选择了暂不。",
    needs: "确认之前，我们还需要：", need_travel_date: "出发日期",
    need_customer_name: "您的全名", need_customer_phone: "您的电话号码", need_pickup_location: "接您的地点",
    declined: "您已拒绝此报价，报价已关闭。", replaced: "已由下方的新内容取代。",
    not_chosen: "未选择。", not_taken: "您没有进行此项变更。",
    replaced_price: "已由下方的新价格取代。", replaced_same: "已在下方更新，内容没有变化。",
    replaced_details: (what) => `已在下方更新：${what}有变，价格不变。`,
    expired: "此报价已过期，请索取新的报价。", used: "已确认，已办理。", used_due: "已确认：补款付清后，此变更即完成。", used_booking: "您已同意：预订已在下方为您保留，等待付款。",
    changed: "之后信息有变，此报价已不适用。", closed: "此报价已关闭。",
  },
};

const MONEY_KEYS = new Set(["price_per_person_usd", "total_usd", "change_fee_usd", "amount_paid_usd", "refund_usd", "amount_due_usd", "top_up_usd", "refund_netted_usd", "refund_still_pending_usd",
  "refunds_pending_usd", "new_total_usd", "kept_earlier_usd", "kept_by_policy_usd", "child_price_usd"]);
// the rows that list travellers by age: how many, then their ages ("1 (age 4)", never "Children (ages) 4"
// read as four children); agent/band_lines.py ages_said is the same for a reader without cards
const AGE_KEYS = new Set(["children_ages", "adult_price_ages", "child_price_ages", "free_ages"]);
const hooks = { send: () => {} };

export function setQuoteHooks(next) {
  Object.assign(hooks, next);
}

function words() {
  return WORDS[language()] || WORDS.EN;
}

/** A row of travellers by age, the one way every card says a group's ages (an empty row: a word, never "0 位（ 岁）"). */
export function groupAges(ages) {
  if (!ages.length) return words().no_ages;
  return words().ages(ages.length, ages.map(String));
}

function shown(key, value, frame) {
  if (AGE_KEYS.has(key) && Array.isArray(value)) return groupAges(value);
  if (Array.isArray(value)) return value.join(", ");
  if (MONEY_KEYS.has(key)) {
    // every figure with its own in the traveller's currency (details_local: agent/quote_card.py), the
    // headline's amount_local for older frames
    const twins = frame.details_local && typeof frame.details_local === "object" ? frame.details_local : {};
    const isHeadline = typeof frame.amount_usd === "number" && value === frame.amount_usd;
    const local = typeof twins[key] === "number" ? twins[key] : (isHeadline ? frame.amount_local : null);
    return local === null || local === undefined ? money(value) : moneyBoth(value, local, frame.local_currency);
  }
  return String(value);
}

const CLOSED = new Set(["declined", "replaced", "expired", "used", "changed", "closed"]);

/** The card can no longer be answered: its buttons go, and what it still asked for (the details Confirm
 * would need); one line under its heading says why (`why`: a CLOSED key). Its heading, notes and figures
 * stay as they were, marked closed by `data-state` (chat.css greys them, and strikes them through unless
 * the quote was confirmed). */
function close(card, why) {
  if (!card || !CLOSED.has(why)) return;
  if (card.expiryTimer) clearTimeout(card.expiryTimer);
  card.dataset.state = why;
  card.querySelectorAll(".quote-actions, .quote-answer, .quote-closed, .quote-needs").forEach((n) => n.remove());
  const said = el("p", { class: "quote-closed", attrs: { role: "status" } }, statusWords(card, why));
  const heading = card.querySelector(":scope > h3");
  if (heading) heading.after(said);
  else card.prepend(said);
}

/** Why a closed card is closed, in the session's words. A used booking summary made a reservation, not
 * a finished booking: it says so until the payment; a used change that still has money to pay is complete
 * once its top-up is paid, never "done" before (relay 63: "Confirmed: done." above the top-up QR to pay). A
 * replaced card names what replaced it, once the newer card of its kind is on the page (replacedWords). */
function statusWords(card, why) {
  const w = words();
  if (why === "replaced") {
    const newer = newerCard(card);
    return newer && newer.quoteFrame ? nameReplacement(card, newer.quoteFrame) : w.replaced;
  }
  if (why !== "used") return w[why];
  if (card.dataset.kind === "booking") return w.used_booking;
  return card.dataset.due === "1" ? w.used_due : w.used;
}

const same = (a, b) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** What replaced a card, said by comparing it with the newer card of its kind (`newer`: that card's frame):
 * "a new price" only when a figure of its money differs; otherwise "updated", naming the rows that changed
 * (a pickup added after the summary kept its price: the summary was stamped "replaced by a new price"). */
export function replacedWords(old, newer) {
  const w = words();
  const was = old.details && typeof old.details === "object" ? old.details : {};
  const now = newer.details && typeof newer.details === "object" ? newer.details : {};
  const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  const priced = keys.some((k) => MONEY_KEYS.has(k) && !same(was[k], now[k])) || !same(old.amount_usd, newer.amount_usd);
  if (priced) return w.replaced_price;
  const changed = keys.filter((k) => !MONEY_KEYS.has(k) && !same(was[k], now[k])).map((k) => w[k] || k);
  return changed.length ? w.replaced_details(changed.join(language() === "ZH" ? "、" : ", ")) : w.replaced_same;
}

// the rows that say what a change does (not what it costs): two quotes naming different ones are two changes
const isWhat = (k) => !MONEY_KEYS.has(k) && (k.startsWith("new_") || k === "add_activities" || k === "remove_activities");

/** Whether `newer` prices the same change as `old`: the same rows say what changes, naming the same
 * activities (a new date or head count for the same kind of change is the same change re-priced). */
export function sameChange(old, newer) {
  const was = old.details && typeof old.details === "object" ? old.details : {};
  const now = newer.details && typeof newer.details === "object" ? newer.details : {};
  const what = (d) => Object.keys(d).filter(isWhat).sort();
  if (!same(what(was), what(now))) return false;
  return ["add_activities", "remove_activities"].every((k) => same(was[k], now[k]));
}

/** What became of a card closed by a newer quote of its kind: replaced (by a new price, or updated) only when
 * the newer quote is for the same change; an option of a choice that was not taken is "not chosen", any other
 * quote the traveller did not go on with says so (a declined price check read "replaced by a new price"). */
function nameReplacement(card, newer) {
  card.dataset.named = "1";
  const old = card.quoteFrame || {};
  if (sameChange(old, newer)) return replacedWords(old, newer);
  card.dataset.outcome = card.dataset.option ? "not_chosen" : "not_taken";
  return words()[card.dataset.outcome];
}

/** The newest card of the same kind drawn after `card`, if any. */
function newerCard(card) {
  const all = [...document.querySelectorAll(`.quote-card[data-kind="${CSS.escape(card.dataset.kind || "")}"]`)];
  const later = all.filter((c) => c !== card && card.compareDocumentPosition(c) & Node.DOCUMENT_POSITION_FOLLOWING);
  return later.length ? later[later.length - 1] : null;
}

/** A newer card of `kind` is drawn (`frame`): each card of that kind already closed as replaced before it was
 * on the page (a quote_update comes before the card that replaced it) now names what replaced it. */
function nameReplaced(kind, frame) {
  document.querySelectorAll(`.quote-card[data-kind="${kind}"][data-state="replaced"]:not([data-named])`).forEach((card) => {
    const said = card.querySelector(".quote-closed");
    if (said) said.textContent = nameReplacement(card, frame);
  });
}

/** Older quotes of the same kind are replaced: only the newest quote can be answered. An older card still
 * open says it was replaced; one closed before keeps its own reason. Each keeps its figures, marked closed.
 * The options of one choice (`group`) stay side by side: none replaces another. */
function retireOlder(kind, group = "") {
  document.querySelectorAll(`.quote-card[data-kind="${kind}"]:not([data-state])`).forEach((card) => {
    if (!group || card.dataset.option !== group) close(card, "replaced");
  });
}

/** A `quote_update` frame: the card of that quote, wherever it is on the page, says why it is closed. */
export function quoteUpdate(frame) {
  const id = String(frame.quote_id || "");
  if (id) close(document.querySelector(`.quote-card[data-quote="${CSS.escape(id)}"]`), String(frame.state || "closed"));
  return null;
}

function needsList(needs) {
  const w = words();
  const items = needs.map((k) => w[`need_${k}`]).filter(Boolean);
  if (!items.length) return null;
  return el("div", { class: "quote-needs", attrs: { role: "note" } }, el("p", {}, w.needs), el("ul", {}, items.map((x) => el("li", {}, x))));
}

function expireAt(card, iso) {
  const at = Date.parse(String(iso || ""));
  if (!Number.isFinite(at)) return;
  const wait = at - Date.now();
  if (wait <= 0) close(card, "expired");
  else card.expiryTimer = setTimeout(() => { if (card.querySelector(".quote-actions button")) close(card, "expired"); }, Math.min(wait, 2 ** 31 - 1));
}

// While a message of the traveller's waits for its answer, that turn may use, replace or close any quote
// (relay 48 req 18: "he is ready now" was the yes that booked; Confirm, pressed a second later, reached a
// used quote and "did nothing"): the buttons wait, greyed, until the answer (a `final` frame replying to
// it, or to a later message of the same batch); a card still open then is pressable again.
const waiting = []; // the traveller's messages not answered yet, oldest first
const HOLD_MAX_MS = 120000; // an answer that never comes holds no button for good
let holdTimer = null;

function holdButtons() {
  document.querySelectorAll(".quote-card .quote-actions button").forEach((b) => { b.disabled = waiting.length > 0; });
}

/** The traveller sent a message (typed, or a press): every card's buttons wait for its answer. */
export function turnSent(id) {
  waiting.push(String(id));
  clearTimeout(holdTimer);
  holdTimer = setTimeout(() => { waiting.length = 0; holdButtons(); }, HOLD_MAX_MS);
  holdButtons();
}

/** The turn answering `id` ended (or `id` was refused for good): it and the messages before it are answered. */
export function turnAnswered(id) {
  const at = waiting.indexOf(String(id));
  if (at < 0) return;
  waiting.splice(0, at + 1);
  if (!waiting.length) clearTimeout(holdTimer);
  holdButtons();
}

let replying = null; // the waiting message the frames now arriving answer

/** Every server frame: a turn's frames reply to a message; its last one (`final`, which may be a card's
 *  update naming no message) ends it. */
export function turnFrame(frame) {
  if (typeof frame.reply_to === "string" && waiting.includes(frame.reply_to)) replying = frame.reply_to;
  if (frame.final && replying !== null) {
    turnAnswered(replying);
    replying = null;
  }
}

function answer(card, actions, action, frame) {
  actions.remove();
  card.append(el("p", { class: "quote-answer" }, action.decision === "confirm" ? words().answered_yes : words().answered_no));
  hooks.send(action.label, { quote_id: frame.quote_id, decision: action.decision });
}

/** The card's section (render.js puts it in the answer's bubble). */
export function quoteCard(frame) {
  const w = words();
  const kind = String(frame.kind || "booking");
  const details = frame.details && typeof frame.details === "object" ? frame.details : {};
  const option = frame.option && typeof frame.option === "object" ? frame.option : null;
  const group = option ? String(option.group || "") : "";
  retireOlder(kind, group);
  nameReplaced(kind, frame);
  const rows = Object.entries(details).map(([k, v]) => [w[k] || k, shown(k, v, frame)]);
  // a change with money still to pay is complete only once its top-up is paid (statusWords)
  const due = kind !== "booking" && typeof details.amount_due_usd === "number" && details.amount_due_usd > 0 ? "1" : "0";
  // one of several options shown together (agent/quote_options.py): labelled so, none of them the chosen one
  const data = { kind, quote: String(frame.quote_id || ""), due, ...(group ? { option: group } : {}) };
  const card = el("section", { class: option ? "panel quote-card quote-option" : "panel quote-card", dataset: data },
    el("h3", {}, frame.heading ? String(frame.heading) : (w[kind] || w.booking)),
    // below the short title: a rule, what the money is made of (agent/paid_parts.py card_notes)
    (Array.isArray(frame.notes) ? frame.notes : []).map((n) => el("p", { class: "quote-note small" }, String(n))),
    facts(rows));
  card.quoteFrame = frame; // what a newer card of its kind is compared with (replacedWords)
  if (frame.purpose === "information") return card; // figures asked about only: nothing to confirm
  const needs = Array.isArray(frame.needs) ? frame.needs.map(String) : [];
  if (needs.length) {
    card.append(needsList(needs)); // nothing to press yet: what Confirm would still need
    return card;
  }
  const actions = el("div", { class: "quote-actions" });
  for (const action of Array.isArray(frame.actions) ? frame.actions : []) {
    const button = el("button", { type: "button", class: `quote-${action.decision}`, dataset: { decision: action.decision } }, action.label);
    button.disabled = waiting.length > 0; // drawn while another message waits for its answer
    button.addEventListener("click", () => answer(card, actions, action, frame));
    actions.append(button);
  }
  card.append(actions);
  expireAt(card, frame.expires_at);
  return card;
}
