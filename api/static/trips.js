// The trip cards of a trip_cards frame (render.js draws the rest): photo, tier, prices in USD and the
// traveller's currency, the duration asked for, and a Choose button that posts in the session's
// language with the trip it names.

import { el, moneyBoth, safeImg } from "./dom.js";
import { t } from "./i18n.js";

const str = (v) => (v === undefined || v === null ? "" : String(v));
const num = (v) => (typeof v === "number" && Number.isFinite(v) ? v : null);
const list = (v) => (Array.isArray(v) ? v : []);
const obj = (v) => (v && typeof v === "object" && !Array.isArray(v) ? v : {});

// A price beside the same price in the traveller's currency, which the search result carries as
// price_khr / price_cny / price_eur ... next to price_usd (agent/display.py): the card says what the chat says.
export function localPrice(record, stem) {
  const key = Object.keys(record).find((k) => k.startsWith(`${stem}_`) && /^[a-z]{3}$/.test(k.slice(stem.length + 1)) && !k.endsWith("_usd"));
  return key ? [num(record[key]), key.slice(stem.length + 1).toUpperCase()] : [null, ""];
}

// The price for the number of days asked for, when the package is longer or shorter (relay j14, j16:
// the card showed the 4-day price while the chat quoted the 3-day one).
function matchedDuration(trip) {
  const match = obj(trip.to_match_duration);
  const price = num(match.price_per_person_usd);
  if (price === null || num(match.duration_days) === null) return null;
  const [local, currency] = localPrice(match, "price_per_person");
  return el("p", { class: "trip-variant" }, t("asDays", match.duration_days), " ",
    el("span", { class: "variant-price" }, moneyBoth(price, local, currency)), el("small", {}, ` ${t("perPerson")}`));
}

// The total for the group the search priced (children at their rate), as the chat quotes it.
function groupTotal(trip) {
  const total = num(trip.total_usd);
  const people = num(trip.people_count);
  if (total === null || people === null || people < 2) return null;
  const [local, currency] = localPrice(trip, "total");
  return el("p", { class: "trip-total" }, `${t("totalFor", people)}: `, el("span", { class: "total-price" }, moneyBoth(total, local, currency)));
}

function tripCard(trip, index, send) {
  const tier = str(trip.tier).toLowerCase();
  const price = num(trip.price_usd);
  const [localAmount, localCurrency] = localPrice(trip, "price");
  const n = index + 1;
  const button = el("button", { type: "button", class: "btn choose", dataset: { option: n } }, t("choose"));
  // the traveller's words in the session's language, and the choice itself (no model parses "option 1")
  button.addEventListener("click", () => send(t("chooseMessage", n), null, { trip_id: str(trip.id), option: n }));
  return el(
    "li",
    { class: "trip-card", dataset: { tripId: str(trip.id), tier } },
    el("div", { class: "trip-photo" },
      safeImg(trip.image_url, str(trip.name), "photo"),
      tier ? el("span", { class: `tier tier-${tier.replace(/[^a-z]/g, "")}` }, t(`tier_${tier}`)) : null),
    el("div", { class: "trip-body" },
      el("h3", { class: "trip-name" }, el("span", { class: "opt" }, `${n}. `), str(trip.name)),
      trip.region ? el("p", { class: "trip-region" }, str(trip.region)) : null,
      trip.tagline ? el("p", { class: "trip-tagline" }, str(trip.tagline)) : null,
      el("p", { class: "trip-meta" },
        price !== null ? el("span", { class: "price" }, moneyBoth(price, localAmount, localCurrency), el("small", {}, ` ${t("perPerson")}`)) : null,
        num(trip.duration_days) !== null ? el("span", { class: "duration" }, t("days", trip.duration_days)) : null),
      matchedDuration(trip),
      groupTotal(trip),
      el("ul", { class: "highlights" }, list(trip.highlights).slice(0, 3).map((h) => el("li", {}, str(h)))),
      button),
  );
}

// Earlier lists whose every trip is among these are superseded: dimmed, "updated below", and their
// "choose" buttons off (relay j21: the same three cards again after the children's ages changed the
// prices; an old list's option 2 need not be the new list's option 2).
function supersedeOldLists(ids) {
  for (const old of document.querySelectorAll("ol.trip-cards:not(.superseded)")) {
    const shown = [...old.querySelectorAll("li.trip-card")].map((li) => li.dataset.tripId);
    if (!shown.length || !shown.every((id) => id && ids.includes(id))) continue; // every option is shown again below
    old.classList.add("superseded");
    old.querySelectorAll("button.choose").forEach((b) => { b.disabled = true; });
    old.before(el("p", { class: "small superseded-note", attrs: { role: "status" } }, t("cardsUpdated")));
  }
}

/** The trip_cards frame's list; `send(text, consent, choice)` posts a Choose press (chat.js sendMessage). */
export function tripCards(frame, bubble, send) {
  const trips = list(frame.trips).map(obj);
  supersedeOldLists(trips.map((trip) => str(trip.id)).filter(Boolean));
  return bubble(frame, el("ol", { class: "trip-cards" }, trips.map((trip, i) => tripCard(trip, i, send))));
}

