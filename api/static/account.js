// The booking card's money as one account that adds up on its face (agent/card_account.py): paid so far,
// less what was refunded and what is coming back, plus a top-up still to pay, makes the total, each line
// signed and the total under a rule; the total's parts when it has more than one; then each payment and
// refund (its day, amount and what it was for). A traveller who read "paid $906.80", "total $709.67" and
// "refund coming $197.13" side by side asked whether it was a scam: the same figures as an account read
// 906.80 − 197.13 = 709.67 without another message. Words in the session's language; each amount with its
// figure in the traveller's currency beside it, as every card writes money (dom.js moneyBoth).

import { el, moneyBoth } from "./dom.js";
import { language } from "./i18n.js";

const WORDS = {
  EN: {
    paid: "Paid so far", refunded: "Refunded to you", back: "Coming back to you", to_pay: "Still to pay",
    total: "Total", total_after: "Total once the top-up is paid", kept_total: "Kept by DerLg",
    total_with_kept: "Paid for the booking in all", total_with_kept_after: "Paid for the booking in all once the top-up is paid",
    part_trip: "of which for the trip", part_change_fees: "of which kept by DerLg (date-change fees)",
    part_kept: "of which kept by DerLg (earlier changes, under the cancellation policy)",
    receipts: "Payments and refunds", payment: "Booking payment", top_up: "Top-up", refund: "Refund",
    for: (what) => ` for ${what}`, on_its_way: (by) => (by ? `on its way, expected by ${by}` : "on its way"), done: "refunded",
    join: ", ",
    paid_for: { group: "travellers joining", length: "an added day", activity: "an add-on", dates: "a date change", pickup: "a pickup change",
      drop_off: "a drop-off change", rooms: "rooms", hotel: "the hotel" },
    refund_for: { group: "travellers leaving", length: "a shorter trip", activity: "an add-on taken off", dates: "a date change",
      pickup: "a pickup change", drop_off: "a drop-off change", rooms: "rooms", hotel: "the hotel", cancellation: "the cancellation" },
  },
  KH: {
    paid: "បានបង់រួច", refunded: "បានសងប្រាក់វិញរួច", back: "ប្រាក់កំពុងសងត្រឡប់មកវិញ", to_pay: "នៅត្រូវបង់",
    total: "សរុប", total_after: "សរុបក្រោយបង់ប្រាក់បន្ថែម", kept_total: "ប្រាក់ដែល DerLg រក្សាទុក",
    total_with_kept: "សរុបដែលបានបង់សម្រាប់ការកក់", total_with_kept_after: "សរុបដែលបានបង់សម្រាប់ការកក់ ក្រោយបង់ប្រាក់បន្ថែម",
    part_trip: "ក្នុងនោះ សម្រាប់ដំណើរ", part_change_fees: "ក្នុងនោះ DerLg រក្សាទុក (ថ្លៃប្តូរកាលបរិច្ឆេទ)",
    part_kept: "ក្នុងនោះ DerLg រក្សាទុក (ការផ្លាស់ប្តូរមុនៗ តាមគោលការណ៍លុបចោល)",
    receipts: "ការបង់ប្រាក់ និងការសងប្រាក់វិញ", payment: "ការបង់ប្រាក់កក់", top_up: "ប្រាក់បង់បន្ថែម", refund: "ការសងប្រាក់វិញ",
    for: (what) => ` សម្រាប់${what}`, on_its_way: (by) => (by ? `កំពុងផ្ញើ រំពឹងថានឹងបានមុន ${by}` : "កំពុងផ្ញើ"), done: "បានសងរួច",
    join: ", ",
    paid_for: { group: "អ្នកដំណើរចូលរួម", length: "ថ្ងៃបន្ថែម", activity: "សកម្មភាពបន្ថែម", dates: "ការប្តូរកាលបរិច្ឆេទ",
      pickup: "ការប្តូរកន្លែងទទួល", drop_off: "ការប្តូរកន្លែងចុះ", rooms: "បន្ទប់", hotel: "សណ្ឋាគារ" },
    refund_for: { group: "អ្នកដំណើរចាកចេញ", length: "ដំណើរខ្លីជាងមុន", activity: "សកម្មភាពដែលដកចេញ", dates: "ការប្តូរកាលបរិច្ឆេទ",
      pickup: "ការប្តូរកន្លែងទទួល", drop_off: "ការប្តូរកន្លែងចុះ", rooms: "បន្ទប់", hotel: "សណ្ឋាគារ", cancellation: "ការលុបចោល" },
  },
  ZH: {
    paid: "已付", refunded: "已退款", back: "退款途中", to_pay: "待补款",
    total: "总价", total_after: "补款后总价", kept_total: "DerLg 保留的部分",
    total_with_kept: "本预订共支付", total_with_kept_after: "补款后本预订共支付",
    part_trip: "其中：行程价格", part_change_fees: "其中：DerLg 保留（改期费）",
    part_kept: "其中：DerLg 保留（此前变更，按取消政策）",
    receipts: "付款与退款", payment: "预订付款", top_up: "补款", refund: "退款",
    for: (what) => `（${what}）`, on_its_way: (by) => (by ? `退回途中，预计 ${by} 前到账` : "退回途中"), done: "已退回",
    join: "、",
    paid_for: { group: "旅客加入", length: "增加天数", activity: "附加活动", dates: "改期", pickup: "更改接送地点",
      drop_off: "更改送达地点", rooms: "房间", hotel: "酒店" },
    refund_for: { group: "旅客退出", length: "行程缩短", activity: "取消附加活动", dates: "改期", pickup: "更改接送地点",
      drop_off: "更改送达地点", rooms: "房间", hotel: "酒店", cancellation: "取消预订" },
  },
};

const SIGN = { refunded: "− ", back: "− ", to_pay: "+ " };
const num = (v) => (typeof v === "number" && Number.isFinite(v) ? v : null);

function words() {
  return WORDS[language()] || WORDS.EN;
}

function amount(item, currency) {
  const local = num(item.local);
  return local === null ? moneyBoth(item.usd) : moneyBoth(item.usd, local, currency); // never "(0៛)" for a missing figure
}

/** The account's rows, signed, the total under a rule and its parts indented; null without an account. */
export function accountFacts(frame) {
  const lines = Array.isArray(frame.account) ? frame.account.filter((l) => l && num(l.usd) !== null) : [];
  if (!lines.length) return null;
  const w = words();
  const owes = lines.some((l) => l.line === "to_pay");
  // a total with a kept part is what was paid in all, never "Total" beside a trip price said apart (a card's
  // "总价 $689.95" read against a trip total of $591.39): the trip's price is its own part below it
  const kept = lines.some((l) => l.line === "part_kept" || l.line === "part_change_fees");
  const totalLabel = kept ? (owes ? w.total_with_kept_after : w.total_with_kept) : owes ? w.total_after : w.total;
  const dl = el("dl", { class: "facts account" });
  for (const line of lines) {
    const name = String(line.line);
    const label = name === "total" ? totalLabel : w[name];
    if (!label) continue;
    const kind = name === "total" || name === "kept_total" ? "account-total" : name.startsWith("part_") ? "account-part" : "account-line";
    dl.append(el("div", { class: kind, dataset: { line: name } },
      el("dt", {}, label), el("dd", {}, SIGN[name] || "", amount(line, frame.local_currency))));
  }
  return dl;
}

function what(entry, w) {
  const table = entry.kind === "refund" ? w.refund_for : w.paid_for;
  const said = (Array.isArray(entry.for) ? entry.for : []).map((k) => table[k]).filter(Boolean);
  if (entry.kind === "payment") {
    const booking = (entry.for || []).includes("booking");
    return booking ? w.payment : w.top_up + (said.length ? w.for(said.join(w.join)) : "");
  }
  const status = entry.status === "done" ? w.done : w.on_its_way(entry.expected_by || "");
  return `${w.refund}${said.length ? w.for(said.join(w.join)) : ""} · ${status}`;
}

/** Each payment and refund the account is made of: its day, amount (a refund signed) and what it was for. */
export function receiptsList(frame) {
  const entries = Array.isArray(frame.receipts) ? frame.receipts.filter((e) => e && num(e.usd) !== null) : [];
  if (!entries.length) return null;
  const w = words();
  return el("div", { class: "receipts" },
    el("p", { class: "small receipts-title" }, w.receipts),
    el("ul", {}, entries.map((e) => el("li", { class: `receipt ${e.kind === "refund" ? "refund" : "payment"}` },
      e.on ? [el("span", { class: "receipt-day" }, String(e.on)), " · "] : null,
      el("span", { class: "receipt-amount" }, e.kind === "refund" ? "− " : "", amount(e, frame.local_currency)),
      " · ", el("span", { class: "receipt-what" }, what(e, w))))));
}
