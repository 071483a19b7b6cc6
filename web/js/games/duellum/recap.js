// Following the opponent: when a player's turn begins, the opponent's last turn is said
// near the prompt, line by line in the engine's words (its fights, a Fortress and the cards picked
// included), so that what happened on the board since his own last turn is not missed. The log's
// `turn` events cut it into turns.

import { t } from "../../i18n.js";

/** The log lines (of `view.log`, with their events) of the last turn of the player other than
 *  `player`, when the turn under way is `player`'s; else none. */
export function opponentsTurn(view, player) {
  const events = view.log_events ?? [];
  const starts = events.map((event, i) => (event.event === "turn" ? i : -1)).filter((i) => i >= 0);
  if (starts.length < 2) return [];
  const [previous, current] = starts.slice(-2);
  // Only until the player's first decision of his turn, as Antike's recap.
  if (current !== events.length - 1 || events[current].player !== player || events[previous].player === player) return [];
  // The log's lines may be the tail of the events: aligned at their ends.
  const offset = events.length - view.log.length;
  if (previous < offset) return [];
  return view.log.slice(previous - offset, current - offset).map((text, i) => ({ text, event: events[previous + i] }));
}

export class Recap {
  constructor(container) {
    this.container = container;
    this.key = null;
  }

  /** `show`: whether a person decides now (a recap is for the person at the table). */
  update(view, model, show) {
    const actor = model.byId[model.actor];
    const lines = show && actor && view.acting === actor.id ? opponentsTurn(view, actor.id) : [];
    const key = JSON.stringify([t("duellum.since"), lines.map((line) => line.text)]);
    if (key === this.key) return;
    this.key = key;
    this.container.hidden = !lines.length;
    if (!lines.length) {
      this.container.replaceChildren();
      return;
    }
    const other = model.players.find((player) => player.id !== actor.id);
    const title = document.createElement("b");
    title.textContent = t("duellum.since", { player: other.name });
    const list = document.createElement("ul");
    for (const line of lines) {
      const item = document.createElement("li");
      item.dataset.event = line.event?.event ?? "";
      item.style.borderColor = other.colour;
      item.textContent = line.text;
      list.append(item);
    }
    this.container.replaceChildren(title, list);
  }
}
