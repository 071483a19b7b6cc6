// The log: the engine's lines in playing order, oldest first, cut into turns by the view's
// `log_turns`, each turn under a separator that names its round and seat (the engine's words);
// seat names in their inks (the engine's text shade of a seat's colour). Each line is a button: a click (or Enter, Space) asks `onShow` to
// show its places on the map. The list scrolls inside a box laid out bottom up (its style sheet), so
// the newest line stays in sight without reading a scroll height on every redraw.

import { t } from "../../i18n.js";

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** `text` as nodes, each name of `seats` (id -> {name, ink}) among `ids` in its ink. */
function colouredLine(text, ids, seats) {
  const named = [...new Set(ids)].map((id) => seats[id]).filter(Boolean)
    .sort((a, b) => b.name.length - a.name.length);
  if (!named.length) return [document.createTextNode(text)];
  const byName = new Map(named.map((seat) => [seat.name, seat]));
  const pattern = new RegExp(`(${named.map((seat) => escapeRegExp(seat.name)).join("|")})`);
  return text.split(pattern).filter(Boolean).map((part) => {
    const seat = byName.get(part);
    if (!seat) return document.createTextNode(part);
    const span = document.createElement("span");
    span.className = "log-seat";
    span.dataset.seat = seat.id;
    span.style.color = seat.ink;
    span.textContent = part;
    return span;
  });
}

export class LogView {
  /** `list` is the log's <ol>; `onShow(index)` is called with the whole log's index of a line
   *  chosen (null when the line shown is chosen again); `seatKeys` are the keys of the game's events
   *  and turns that hold a seat's id, in the order a turn's seat is looked for. */
  constructor(list, onShow, seatKeys) {
    this.list = list;
    this.onShow = onShow;
    this.seatKeys = seatKeys;
    this.key = null;
    this.shown = null;
    list.replaceChildren();
    // The page has one log list and a game's table makes a LogView each time it is mounted: the
    // newest one alone answers clicks (a listener added each time would toggle a line twice).
    list.onclick = (event) => {
      const line = event.target.closest("button.log-line");
      if (!line) return;
      const index = Number(line.dataset.index);
      this.onShow(index === this.shown ? null : index);
    };
  }

  /** Draw the log of `view` ({log, log_events, log_turns, seats: [{id, name, ink, colour}], viewer};
   *  the tail of a log `logLength` long) unless it is drawn already: the same lines for the same
   *  viewer (in a game of private views each seat reads its own words). */
  update(view, logLength) {
    const key = JSON.stringify([logLength, view.viewer ?? null, view.log]);
    if (key === this.key) return;
    this.key = key;
    const offset = logLength - view.log.length;
    const seats = Object.fromEntries(view.seats.map((seat) => [seat.id, seat]));
    const fragment = document.createDocumentFragment();
    const starts = new Map((view.log_turns ?? []).map((turn) => [turn.first, turn]));
    view.log.forEach((text, i) => {
      const turn = starts.get(i);
      if (turn) fragment.appendChild(this.separator(turn, seats));
      const event = view.log_events?.[i] ?? {};
      const item = document.createElement("li");
      const button = document.createElement("button");
      button.type = "button";
      button.className = "log-line";
      button.dataset.index = offset + i;
      button.dataset.event = event.event ?? "";
      button.setAttribute("aria-label", t("log.show", { line: text }));
      button.append(...colouredLine(text, this.seatKeys.map((key) => event[key]), seats));
      item.appendChild(button);
      fragment.appendChild(item);
    });
    this.list.replaceChildren(fragment);
    this.mark(this.shown);
  }

  /** A turn's first item: its title, a heading under the log's, so that a screen reader's user
   *  goes from turn to turn (a list holds only items, so the item itself cannot be a separator). */
  separator(turn, seats) {
    const item = document.createElement("li");
    item.className = "log-turn";
    const seat = seats[this.seatKeys.map((key) => turn[key]).find(Boolean)];
    if (seat) {
      item.dataset.seat = seat.id;
      item.style.borderColor = seat.colour;
    }
    const title = document.createElement("span");
    title.setAttribute("role", "heading");
    title.setAttribute("aria-level", "4");
    title.append(...colouredLine(turn.title, [seat?.id], seats));
    item.append(title);
    return item;
  }

  /** Mark the line of the whole log's `index` as the one shown on the map (or none). */
  mark(index) {
    this.shown = index;
    for (const line of this.list.querySelectorAll("button.log-line[aria-pressed]")) line.removeAttribute("aria-pressed");
    if (index !== null) this.list.querySelector(`button.log-line[data-index="${index}"]`)?.setAttribute("aria-pressed", "true");
  }
}
