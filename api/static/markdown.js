// The safe markdown subset of the concierge's answers: paragraphs (blank lines), line breaks,
// **bold**, *italic*, `code`, "#" headings (as a bold line), bullet lines ("- ", "* ", "• "),
// numbered lines ("1. ") and pipe tables ("| a | b |" over "|---|---|"). The output is DOM nodes
// built from text only (textContent): a `<script>` or `<img onerror>` in the text stays text.
// The result depends on the whole text only, so a streamed answer re-rendered as it grows ends as
// the same nodes as the whole answer at once; a marker not closed yet shows as plain text.

import { append, el, safeUrl } from "./dom.js";

// A web or e-mail address cannot be translated: it is shown whole, as a link (docs/contract.md,
// "Keys and words"), and the page never localises inside it (Khmer digits would break it).
const ADDRESS = /((?:https?:\/\/|www\.)[^\s<>()（）「」，。、；！？]+[^\s<>()（）「」，。、；！？.,;:!?'"]|[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,})/g;

const WHOLE_ADDRESS = new RegExp(`^${ADDRESS.source}$`);

function addresses(text) {
  const nodes = [];
  for (const part of String(text).split(ADDRESS)) {
    if (!part) continue;
    if (!WHOLE_ADDRESS.test(part)) {
      nodes.push(document.createTextNode(part));
      continue;
    }
    const mail = part.includes("@") && !/^(https?:|www\.)/i.test(part);
    const link = el("a", { class: "address", attrs: { rel: "noopener noreferrer", target: "_blank" } }, part);
    const href = mail ? `mailto:${part}` : safeUrl(/^www\./i.test(part) ? `https://${part}` : part);
    if (href) link.setAttribute("href", href);
    nodes.push(link);
  }
  return nodes;
}

// One closed span each: **bold** (or __bold__), *italic*, `code`. A marker must touch its words
// on the inside ("2 * 3 * 4" is no italic) and an italic star not sit inside a word.
const SPAN = /\*\*(?=\S)([^*\n]*?\S)\*\*|__(?=\S)([^_\n]*?\S)__|(?<![*\w])\*(?=[^\s*])([^*\n]*?[^\s*])?\*(?![*\w])|`([^`\n]+)`/g;

/** Inline nodes of one line of text. */
export function inline(text) {
  const nodes = [];
  const line = String(text);
  let at = 0;
  for (const m of line.matchAll(SPAN)) {
    if (m.index > at) nodes.push(...addresses(line.slice(at, m.index)));
    const [whole, bold, bold2, italic, code] = m;
    if (code !== undefined) nodes.push(el("code", {}, code));
    else if (bold !== undefined || bold2 !== undefined) nodes.push(el("strong", {}, inline(bold ?? bold2)));
    else nodes.push(el("em", {}, addresses(italic ?? whole.slice(1, -1))));
    at = m.index + whole.length;
  }
  if (at < line.length) nodes.push(...addresses(line.slice(at)));
  return nodes;
}

const BULLET = /^\s*(?:[-*•·])\s+(.*)$/;
const NUMBERED = /^\s*(\d{1,3})[.)]\s+(.*)$/;
const HEADING = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/;
const CONTINUATION = /^\s{2,}\S/;
const ROW = /^\s*\|.*\|\s*$|^[^|]*\S[^|]*(\|[^|]*)+$/;
const RULE = /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/;

/** The cells of one table row ("| a | b |" → ["a", "b"]; "\|" is a pipe inside a cell). */
function cells(line) {
  let row = line.trim();
  if (row.startsWith("|")) row = row.slice(1);
  if (row.endsWith("|") && !row.endsWith("\\|")) row = row.slice(0, -1);
  return row.split(/(?<!\\)\|/).map((c) => c.trim().replace(/\\\|/g, "|"));
}

const isRule = (line) => line !== undefined && line.includes("-") && RULE.test(line);

/** A table of the rows from `lines[start]` (header, rule, body...): each body cell keeps its
 * column's header as data-label, so a narrow screen can stack a row as "label value" lines. */
function table(lines, start) {
  const head = cells(lines[start]);
  let end = start + 2;
  const body = [];
  while (end < lines.length && lines[end].includes("|") && ROW.test(lines[end])) body.push(cells(lines[end++]));
  const width = head.length;
  const fit = (row) => Array.from({ length: width }, (_, i) => row[i] ?? "");
  const node = el("div", { class: "md-table-wrap" }, el("table", { class: "md-table" },
    el("thead", {}, el("tr", {}, head.map((h) => el("th", { scope: "col" }, inline(h))))),
    el("tbody", {}, body.map((row) => el("tr", {}, fit(row).map((c, i) =>
      el(i === 0 ? "th" : "td", { scope: i === 0 ? "row" : undefined, dataset: { label: head[i].replace(/[*_`]/g, "") } }, inline(c))))))));
  return [node, end];
}

/** The DOM nodes (a fragment) of an answer's text. */
export function renderMarkdownLight(text) {
  const frag = document.createDocumentFragment();
  const blocks = String(text ?? "").replace(/\r\n?/g, "\n").split(/\n\s*\n/);
  for (const block of blocks) {
    if (!block.trim()) continue;
    let para = null;
    let list = null;
    const lines = block.split("\n");
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i];
      if (line.includes("|") && ROW.test(line) && isRule(lines[i + 1])) {
        const [node, end] = table(lines, i);
        frag.append(node);
        para = list = null;
        i = end - 1;
        continue;
      }
      const heading = line.match(HEADING);
      if (heading) {
        frag.append(el("p", { class: "md-heading" }, el("strong", {}, inline(heading[1]))));
        para = list = null;
        continue;
      }
      const bullet = line.match(BULLET);
      const numbered = bullet ? null : line.match(NUMBERED);
      if (bullet || numbered) {
        const kind = bullet ? "ul" : "ol";
        if (!list || list.tagName.toLowerCase() !== kind) {
          list = el(kind);
          if (numbered && numbered[1] !== "1") list.setAttribute("start", numbered[1]);
          frag.append(list);
        }
        list.append(el("li", {}, inline(bullet ? bullet[1] : numbered[2])));
        para = null;
        continue;
      }
      if (list && CONTINUATION.test(line) && list.lastElementChild) { // an indented line continues the item
        append(list.lastElementChild, [el("br"), inline(line.trim())]);
        continue;
      }
      list = null;
      if (!line.trim()) continue;
      if (para) para.append(el("br"));
      else {
        para = el("p");
        frag.append(para);
      }
      append(para, inline(line));
    }
  }
  return frag;
}
