// Small inline SVG pictures for the cards: a browser without an emoji font draws an emoji as a
// crossed box (relay 34: the weather card), so no card depends on an emoji glyph.

const NS = "http://www.w3.org/2000/svg";

function svgNode(tag, attrs) {
  const node = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  return node;
}

const SUN = [["circle", { cx: 12, cy: 12, r: 4.5, fill: "#f59e0b" }],
  ["path", { d: "M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1", stroke: "#f59e0b", "stroke-width": 1.8, "stroke-linecap": "round" }]];
const SMALL_SUN = [["circle", { cx: 8, cy: 8, r: 4, fill: "#f59e0b" }]];
const CLOUD = [["path", { d: "M7 19h10.5a4 4 0 0 0 .4-8 5.5 5.5 0 0 0-10.6-1.3A4.7 4.7 0 0 0 7 19z", fill: "#94a3b8" }]];
const HIGH_CLOUD = [["path", { d: "M7 15h10.5a4 4 0 0 0 .4-8 5.5 5.5 0 0 0-10.6-1.3A4.7 4.7 0 0 0 7 15z", fill: "#94a3b8" }]];
const RAIN = [["path", { d: "M8 17.5l-1 3M12 17.5l-1 3M16 17.5l-1 3", stroke: "#0ea5e9", "stroke-width": 1.8, "stroke-linecap": "round" }]];
const BOLT = [["path", { d: "M12.5 15 10 19h3l-2 4 5-6h-3l1.5-2z", fill: "#eab308" }]];
const FOG = [["path", { d: "M3 8h18M5 12h14M3 16h18M6 20h12", stroke: "#94a3b8", "stroke-width": 1.8, "stroke-linecap": "round" }]];

// a condition's words → its picture (the first that matches); partly sunny when none does
const WEATHER = [
  [/thunder|storm/i, [...HIGH_CLOUD, ...BOLT]],
  [/rain|shower|drizzle/i, [...HIGH_CLOUD, ...RAIN]],
  [/cloud|overcast/i, [...SMALL_SUN, ...CLOUD]],
  [/fog|mist|haze/i, FOG],
  [/sun|clear|hot|fair/i, SUN],
];

/** The weather picture of a forecast's condition words, as an inline SVG (decorative). */
export function weatherIcon(condition) {
  const shapes = (WEATHER.find(([re]) => re.test(condition)) || [null, [...SMALL_SUN, ...CLOUD]])[1];
  const svg = svgNode("svg", { viewBox: "0 0 24 24", width: 40, height: 40, "aria-hidden": "true", focusable: "false" });
  for (const [tag, attrs] of shapes) svg.append(svgNode(tag, attrs));
  return svg;
}
