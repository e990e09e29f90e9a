// The page's words as the traveller reads them (issue 38): money with its own sign (៛, 元, $, €…),
// dates and times in the session's language (weekday, day, month; never an ISO date on screen),
// Khmer digits on a Khmer screen, Chinese punctuation in Chinese text. Frames and tool texts keep
// Latin digits and ISO dates; the page localises at render time (a MutationObserver over the chat,
// so cards redrawn in place, countdowns and streamed drafts are localised too).

import { language } from "./i18n.js";
import { SIGNS, SIGNS_AFTER, formatMoney } from "./money.js";

export { formatMoney };

const LOCALES = { EN: "en-GB" };
const KHMER_DIGITS = "០១២៣៤៥៦៧៨៩";
const ZONE_WORDS = {
  KH: { ICT: "ម៉ោងកម្ពុជា", UTC: "ម៉ោងសកល" },
  ZH: { ICT: "柬埔寨时间", UTC: "世界时" },
  EN: { ICT: "Cambodia time", UTC: "UTC" },
};

/** The sign of a currency as a label says it ("៛", "元", "$", "NT$", "€"), its code when it has none. */
export function currencySign(currency) {
  const code = String(currency || "").toUpperCase();
  return SIGNS_AFTER[code] || SIGNS[code] || code;
}

function dateParts(iso) {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return null;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return Number.isNaN(date.getTime()) ? null : date;
}

// Khmer and Chinese calendar words are written out here: a browser's own locale data may lack them
// (Chromium builds without full ICU say "Thursday, December 24" on a Khmer page).
const KH_WEEKDAYS = ["អាទិត្យ", "ចន្ទ", "អង្គារ", "ពុធ", "ព្រហស្បតិ៍", "សុក្រ", "សៅរ៍"];
const KH_MONTHS = ["មករា", "កុម្ភៈ", "មីនា", "មេសា", "ឧសភា", "មិថុនា", "កក្កដា", "សីហា", "កញ្ញា", "តុលា", "វិច្ឆិកា", "ធ្នូ"];
const ZH_WEEKDAYS = "日一二三四五六";

/** "2027-01-09" → "Sat 9 Jan 2027" / "ថ្ងៃសៅរ៍ ទី៩ ខែមករា ឆ្នាំ២០២៧" / "2027年1月9日 星期六" (a calendar day). */
export function formatDate(iso, lang = language()) {
  const date = dateParts(String(iso || ""));
  if (!date) return String(iso ?? "");
  const [y, m, d, w] = [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), date.getUTCDay()];
  if (lang === "KH") return `ថ្ងៃ${KH_WEEKDAYS[w]} ទី${d} ខែ${KH_MONTHS[m]} ឆ្នាំ${y}`;
  if (lang === "ZH") return `${y}年${m + 1}月${d}日 星期${ZH_WEEKDAYS[w]}`;
  return new Intl.DateTimeFormat(LOCALES.EN, { weekday: "short", day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(date);
}

function zoneWords(zone, lang) {
  const words = ZONE_WORDS[lang] || ZONE_WORDS.EN;
  if (!zone) return "";
  if (zone === "ICT") return words.ICT;
  const m = /^UTC([+-]\d{1,2})(?::(\d{2}))?$/.exec(zone);
  if (!m) return zone === "UTC" ? words.UTC : zone;
  const minutes = Number(m[1]) * 60 + Math.sign(Number(m[1]) || 1) * Number(m[2] || 0);
  if (minutes === -new Date().getTimezoneOffset()) return ""; // the traveller's own clock: no label
  return `${words.UTC}${m[1]}${m[2] ? `:${m[2]}` : ""}`;
}

// "2026-12-24", "2026-12-24 16:43 ICT", "2026-12-24T16:43", "2026-12-24 09:00 UTC+8", and a
// timestamp with its offset ("2026-11-28T18:49:00+00:00"), read on the traveller's own clock
const WHEN = /\b(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?(?:\s+(ICT|UTC(?:[+-]\d{1,2}(?::\d{2})?)?))?/g;

const pad = (n) => String(n).padStart(2, "0");

/** A timestamp with an offset as the traveller's clock reads it: [date, time] (no zone words). */
function onOwnClock(date, time, offset) {
  const at = new Date(`${date}T${time}:00${offset}`);
  if (Number.isNaN(at.getTime())) return [date, time];
  return [`${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`, `${pad(at.getHours())}:${pad(at.getMinutes())}`];
}

function whenText(date, time, offset, zone, lang) {
  if (time && offset && !zone) [date, time] = onOwnClock(date, time, offset);
  const day = formatDate(date, lang);
  if (!time) return day;
  const words = zoneWords(zone, lang);
  const clock = words ? `${time} ${words}` : time;
  return lang === "ZH" ? `${day} ${clock}` : `${day}, ${clock}`;
}

// a code that mixes Latin letters and digits (a booking reference DLG-7F3K2Q, a QR's name) keeps its digits
const CODE = /[A-Za-z0-9-]*[A-Za-z][A-Za-z0-9-]*\d[A-Za-z0-9-]*|[A-Za-z0-9-]*\d[A-Za-z0-9-]*[A-Za-z][A-Za-z0-9-]*/g;

function khmerDigits(text) {
  let out = "";
  let last = 0;
  const convert = (part) => part.replace(/[0-9]/g, (d) => KHMER_DIGITS[Number(d)]);
  for (const m of text.matchAll(CODE)) {
    out += convert(text.slice(last, m.index)) + m[0];
    last = m.index + m[0].length;
  }
  return out + convert(text.slice(last));
}

const CJK = "\\u3400-\\u9fff\\uff00-\\uffef\\u3000-\\u303f";
const FULL = { ",": "，", ":": "：", ";": "；", "?": "？", "!": "！" };

const HAS_CJK = new RegExp(`[${CJK}]`);

/** Half-width , : ; ? ! next to Chinese characters become full-width (not between digits: 16:43, 1,200);
 * brackets around or after Chinese become （ ）, and no space follows full-width punctuation. */
export function chinesePunctuation(text) {
  return text
    .replace(new RegExp(`([${CJK}])\\s*([,:;?!])(?!\\d)\\s*`, "g"), (_, c, p) => c + FULL[p])
    .replace(new RegExp(`(?<!\\d)([,:;?!])\\s*(?=[${CJK}])`, "g"), (_, p) => FULL[p])
    .replace(/([^\s(]?)[ \t]*\(([^()\n]*)\)/g, (all, before, inner) =>
      HAS_CJK.test(before + inner) ? `${before}（${inner}）` : all)
    .replace(/([，：；？！。])[ \t]+/g, "$1");
}

// A payment code is a KHQR code in Cambodia (the banking apps' own name for it, on every Khmer
// screen): a Khmer text's "QR" (a model writes "កូដ QR") reads as "KHQR".
const KH_TERMS = [[/(?<![A-Za-z])QR(?![A-Za-z])/g, "KHQR"]];

// a label's colon after Khmer words (or their closing bracket) is Khmer's own ៖ (not a time's 16:43)
const KH_COLON = /([\u1780-\u17ff)])[ \t]*:(?!\d)/g;

function khmerText(text) {
  return khmerDigits(KH_TERMS.reduce((out, [re, word]) => out.replace(re, word), text).replace(KH_COLON, "$1៖"));
}

/** Text as read in `lang`: dates in words, then Khmer digits or Chinese punctuation. */
export function localText(text, lang = language()) {
  let out = String(text ?? "").replace(WHEN, (_, date, time, offset, zone) => whenText(date, time, offset, zone, lang));
  if (lang === "KH") out = khmerText(out);
  if (lang === "ZH") out = chinesePunctuation(out);
  return out;
}

/** Pieces of `text` with each date as its own unbreakable piece ({date: true}): a phone never
 * breaks a date across lines. */
function pieces(text, lang) {
  const out = [];
  let last = 0;
  for (const m of text.matchAll(WHEN)) {
    if (m.index > last) out.push({ text: text.slice(last, m.index) });
    out.push({ text: whenText(m[1], m[2], m[3], m[4], lang), date: true });
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push({ text: text.slice(last) });
  return out;
}

const SKIP = "code, .booking-ref, a.address, textarea, input, script, style, .msg.me, #lang-switch, .when";

function localiseTextNode(node, lang) {
  const host = node.parentElement;
  if (!host || host.closest(SKIP)) return;
  const text = node.textContent;
  WHEN.lastIndex = 0;
  if (WHEN.test(text)) {
    WHEN.lastIndex = 0;
    const frag = document.createDocumentFragment();
    for (const piece of pieces(text, lang)) {
      const shown = lang === "KH" ? khmerText(piece.text) : lang === "ZH" ? chinesePunctuation(piece.text) : piece.text;
      if (piece.date) {
        const span = document.createElement("span");
        span.className = "when";
        span.textContent = shown;
        frag.append(span);
      } else frag.append(document.createTextNode(shown));
    }
    node.replaceWith(frag);
    return;
  }
  const shown = localText(text, lang);
  if (shown !== text) node.textContent = shown;
}

/** Localise every text under `root` for the page's language (idempotent). */
export function localise(root, lang = language()) {
  if (!root) return;
  if (root.nodeType === Node.TEXT_NODE) {
    localiseTextNode(root, lang);
    return;
  }
  if (root.nodeType !== Node.ELEMENT_NODE || root.closest?.(SKIP)) return;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const nodes = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n);
  nodes.forEach((n) => localiseTextNode(n, lang));
}

/** Keep `root` (the chat and the top bar) localised as frames, redrawn cards and countdowns change it. */
export function watch(root) {
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === "characterData") localise(record.target);
      else record.addedNodes.forEach((n) => localise(n));
    }
  });
  observer.observe(root, { subtree: true, childList: true, characterData: true });
  localise(root);
  return observer;
}
