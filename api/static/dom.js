// Safe DOM building: every piece of server data goes through textContent or a checked URL.
// Nothing in the chat page ever assigns innerHTML from data.

import { formatMoney } from "./locale.js";

/**
 * el("div", {class: "x", dataset: {code: "y"}, attrs: {role: "note"}}, child, "text", ...)
 * Children may be nodes, strings/numbers (become text nodes), null/undefined/false (skipped)
 * or arrays of those.
 */
export function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "class") node.className = String(value);
    else if (key === "text") node.textContent = String(value);
    else if (key === "dataset") for (const [k, v] of Object.entries(value)) node.dataset[k] = String(v);
    else if (key === "attrs") for (const [k, v] of Object.entries(value)) node.setAttribute(k, String(v));
    else if (key === "on") for (const [k, v] of Object.entries(value)) node.addEventListener(k, v);
    else if (key === "src" || key === "href") {
      const safe = safeUrl(value);
      if (safe) node.setAttribute(key, safe);
    } else node.setAttribute(key, String(value));
  }
  append(node, children);
  return node;
}

export function append(node, children) {
  for (const child of children.flat(Infinity)) {
    if (child === undefined || child === null || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

const DATA_IMAGE = /^data:image\/(png|jpeg|jpg|gif|webp|svg\+xml)(;[a-z0-9=.+-]+)*(;base64)?,/i;
let assetBase = null; // where relative image paths live (the sandbox backend), set from /api/v1/config

export function setAssetBase(base) {
  assetBase = typeof base === "string" && /^https?:\/\//i.test(base) ? base.replace(/\/+$/, "") : null;
}

/** An http(s) URL (relative paths resolved against the asset base) or a data:image URL; else null. */
export function safeUrl(value) {
  if (typeof value !== "string") return null;
  const raw = value.trim();
  if (!raw) return null;
  if (raw.slice(0, 5).toLowerCase() === "data:") return DATA_IMAGE.test(raw) ? raw : null;
  try {
    const rootPath = raw.startsWith("/") && !raw.startsWith("//");
    const url = rootPath && assetBase ? new URL(assetBase + raw) : new URL(raw, window.location.href);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

/** An <img> only when the URL is safe; a neutral placeholder block otherwise. Photos load lazily;
 * `eager` is for a picture the traveller must be able to use at once (a payment QR). */
export function safeImg(url, alt, className, eager = false) {
  const safe = safeUrl(url);
  if (!safe) return el("div", { class: `${className || ""} img-missing`, attrs: { "aria-hidden": "true" } });
  const img = el("img", { class: className, alt: alt || "", loading: eager ? "eager" : "lazy", decoding: "async" });
  img.setAttribute("src", safe);
  img.addEventListener("error", () => img.classList.add("img-broken"), { once: true });
  return img;
}

/** An amount with its currency's own sign ("$298", "1,221,800៛", "2,306元"; locale.js). */
export function money(value, currency = "USD") {
  return formatMoney(value, currency);
}

/** A USD amount with the same amount in the traveller's currency beside it when the frame has one
 * ("$298 (1,221,800៛)"): the cards say it as the chat does (relay j22). */
export function moneyBoth(usd, local, currency) {
  const main = money(usd);
  if (!main) return "";
  const other = typeof currency === "string" && currency && currency !== "USD" ? money(local, currency) : "";
  return other ? `${main} (${other})` : main;
}

export function uuid() {
  if (window.crypto && typeof window.crypto.randomUUID === "function") return window.crypto.randomUUID();
  const b = window.crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** A definition list of [label, value] rows; empty values are left out. */
export function facts(rows) {
  const dl = el("dl", { class: "facts" });
  for (const [label, value] of rows) {
    if (value === "" || value === null || value === undefined) continue;
    dl.append(el("div", {}, label ? el("dt", {}, label) : null, el("dd", {}, value)));
  }
  return dl;
}
