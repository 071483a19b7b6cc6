// "Since your last turn": near the prompt (#since), the engine's summaries of the turns the person
// at the table has not seen yet, each edged in its seat's colour. Each game's view finds
// those turns; this draws them.

import { t } from "../../i18n.js";

export class SinceList {
  /** `since` is the page's #since element. */
  constructor(since) {
    this.since = since;
    this.key = null; // what is drawn, so that an unchanged list is not drawn again
  }

  /** Show `turns` ([{seat, summary}], oldest first) in their seats' `colours` ({seat: colour});
   *  hide the list when there are none. */
  show(turns, colours) {
    const key = JSON.stringify([t("since.title"), turns.map((turn) => turn.summary)]);
    if (key === this.key) return;
    this.key = key;
    this.since.hidden = !turns.length;
    if (!turns.length) {
      this.since.replaceChildren();
      return;
    }
    const title = document.createElement("b");
    title.textContent = t("since.title");
    const list = document.createElement("ul");
    for (const turn of turns) {
      const item = document.createElement("li");
      item.dataset.seat = turn.seat;
      item.style.borderColor = colours[turn.seat];
      item.textContent = turn.summary;
      list.append(item);
    }
    this.since.replaceChildren(title, list);
  }
}
