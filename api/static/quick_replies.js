// Quick replies (issue 39): a `quick_replies` frame {options: [{label, text, value}]} becomes a row of
// buttons under the answer; a tap posts the option's `text` (already in the session's language) as
// the traveller's message. Only the newest row is live: a new row, or a tap, retires the older ones.

import { el } from "./dom.js";

const str = (v) => (v === undefined || v === null ? "" : String(v));

function retire(group) {
  group.dataset.state = "used";
  for (const button of group.querySelectorAll("button")) button.disabled = true;
}

/** The DOM node of one quick_replies frame; `send(text)` posts a message. Null when it offers nothing. */
export function quickReplies(frame, send) {
  const options = (Array.isArray(frame.options) ? frame.options : []).filter(
    (o) => o && typeof o === "object" && str(o.text).trim() && str(o.label).trim(),
  );
  if (!options.length) return null;
  for (const older of document.querySelectorAll(".quick-replies:not([data-state='used'])")) retire(older);
  const group = el("div", { class: "quick-replies", dataset: { type: "quick_replies", state: "live" }, attrs: { role: "group" } });
  for (const option of options) {
    const button = el("button", { type: "button", class: "btn quick-reply", dataset: { value: str(option.value) } }, str(option.label));
    button.addEventListener("click", () => {
      if (group.dataset.state === "used") return;
      retire(group);
      button.classList.add("chosen");
      send(str(option.text));
    });
    group.append(button);
  }
  return group;
}
