// The trip cards of a trip_cards frame (render.js draws the rest): photo, tier, prices in USD and the
// traveller's currency, the duration asked for, and a Choose button that posts in the session's
// language with the trip it names.

import { el, money, moneyBoth, safeImg } from "./dom.js";
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

// When a length was asked for and the package is longer or shorter (to_match_duration), the card's
// headline price, its days and its group total are all for the asked length (relay j14, j16: the 4-day price
// beside the 3-day quote; relay 10: "if 3 days $304 per person" above the 4-day group total).
// The card leads with the price the search judged against the budget (relay 26 req 5: the 5-day $552,
// over the budget, led a card the search called "within budget" at its 4-day price): a package within
// the budget whose asked length is not leads at its own length.
// One length per card: its badge's, every price on it for that length (relay 49 L22-87: a "3 days" badge beside
// "As packaged, 4 days: $1,150" read as two trips); the other length is the chat's to say.
// The frame says which length (card_days, agent/card_length.py: the model reads the same); older frames: the rule here.
function headline(trip) {
  const match = obj(trip.to_match_duration);
  const matched = num(match.price_per_person_usd) !== null && num(match.duration_days) !== null;
  const overAtLength = matched && trip.within_budget === true && match.within_budget === false;
  const said = num(trip.card_days);
  const packaged = said !== null ? !(matched && said === num(match.duration_days)) : !matched || overAtLength;
  if (packaged) {
    const [local, currency] = localPrice(trip, "price");
    return { price: num(trip.price_usd), local, currency, days: trip.duration_days, totals: trip };
  }
  const [local, currency] = localPrice(match, "price_per_person");
  return { price: num(match.price_per_person_usd), local, currency, days: match.duration_days, totals: match };
}

// The group by the price each pays (price_bands: 12-17 with the adults, never "Child 13" at the adult
// price): each band's count x its price = the total. Older results: each child's price (child_prices_usd).
const BAND_WORD = { adult: "bandAdult", child: "bandChild", infant: "bandFree" };
function bandLine(record) {
  const bands = list(record.price_bands).map(obj).filter((b) => BAND_WORD[b.band] && num(b.count) !== null);
  if (!bands.length) return null;
  return el("p", { class: "trip-children" }, bands.map((b) => {
    const who = t(BAND_WORD[b.band], { n: b.count, ages: list(b.ages) });
    return b.band === "infant" ? who : `${who}: ${money(b.price_usd)} ${t("each")}`;
  }).join(" · "));
}

function childLine(record) {
  const byBand = bandLine(record);
  if (byBand) return byBand;
  const kids = list(record.child_prices_usd).filter((c) => num(obj(c).price_usd) !== null);
  if (!kids.length) return null;
  return el("p", { class: "trip-children" }, kids.map((c) => `${t("childPrice", c.age)}: ${money(c.price_usd)}`).join(" · "));
}

// The total for the group the search priced (children at their rate), for the headline's length.
function groupTotal(record) {
  const total = num(record.total_usd);
  const people = num(record.people_count);
  if (total === null || people === null || people < 2) return null;
  const [local, currency] = localPrice(record, "total");
  return el("p", { class: "trip-total" }, `${t("totalFor", people)}: `, el("span", { class: "total-price" }, moneyBoth(total, local, currency)));
}

function tripCard(trip, index, send) {
  const tier = str(trip.tier).toLowerCase();
  const shown = headline(trip);
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
        shown.price !== null ? el("span", { class: "price" }, moneyBoth(shown.price, shown.local, shown.currency), el("small", {}, ` ${t("perAdult")}`)) : null,
        num(shown.days) !== null ? el("span", { class: "duration" }, t("days", shown.days)) : null),
      childLine(shown.totals),
      groupTotal({ people_count: trip.people_count, ...shown.totals }),
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

