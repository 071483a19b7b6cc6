// The know-hows on a nation board, laid out as the game's board has them (the view's `know_hows`):
// one column per line of progress, a basic know-how above the advanced one that needs it, each with
// its price for the first buyer and its later price, and the letters of the nations that hold it.
// Antike's four columns and Antike II's five come from the view alike; the card's own holdings are
// marked by a tick and a fill, so colour is never the only signal. While its nation may buy, each
// know-how on offer is picked on its tile (a click, a tap, Enter or Space on the tile's button), as
// on the printed board, besides the decision buttons.

import { t } from "../../i18n.js";

function span(className, parent) {
  const node = document.createElement("span");
  node.className = className;
  parent.append(node);
  return node;
}

function setText(node, text) {
  if (node.textContent !== text) node.textContent = text;
}

export class KnowHowGrid {
  /** The grid of `table` (a view's `know_hows`: its columns and prices) under a caption that says
   *  which price is which; `root` goes on the card. */
  constructor(table) {
    this.root = document.createElement("div");
    const caption = span("know-hows-caption", this.root);
    caption.textContent = t("card.know_hows.caption");
    caption.setAttribute("aria-hidden", "true"); // each know-how's label says its prices in words
    const grid = document.createElement("div");
    grid.className = "know-hows";
    grid.setAttribute("role", "list");
    grid.setAttribute("aria-label", t("card.know_hows"));
    grid.style.gridTemplateColumns = `repeat(${table.columns.length}, minmax(0, 1fr))`;
    this.root.append(grid);
    this.cells = {};
    table.columns.forEach((column, x) => column.forEach((id, y) => {
      const cell = document.createElement("span");
      cell.className = "know-how";
      cell.dataset.knowHow = id;
      cell.setAttribute("role", "listitem");
      cell.style.gridColumn = String(x + 1);
      cell.style.gridRow = String(y + 1);
      grid.append(cell);
      // A button over the whole tile, there only while the know-how is on offer: the tile stays a
      // list item that a screen reader reads with its prices, and the button is a real one.
      const pick = document.createElement("button");
      pick.type = "button";
      pick.className = "know-how-pick";
      pick.hidden = true;
      pick.addEventListener("click", () => this.choose?.(id));
      this.cells[id] = { cell, pick, name: span("name", cell), prices: span("prices", cell), holders: span("holders", cell) };
      cell.append(pick);
    }));
    this.key = null;
    this.choose = null;
  }

  /** Offer the know-hows of `offers` ({know-how id: the button's words}) on their tiles, each
   *  picked by `choose(id)`; every other tile is no button. */
  offer(offers, choose) {
    this.choose = choose;
    for (const [id, { cell, pick }] of Object.entries(this.cells)) {
      const words = offers[id];
      cell.classList.toggle("offered", Boolean(words));
      if (pick.hidden === Boolean(words)) pick.hidden = !words;
      if (words && pick.getAttribute("aria-label") !== words) pick.setAttribute("aria-label", words);
    }
  }

  /** Show what `nation` holds, the prices and every holder in `view`; nothing when none changed. */
  update(nation, view) {
    const { prices } = view.know_hows;
    const nations = Object.fromEntries(view.nations.map((n) => [n.id, n]));
    // Names are part of the key: a language switch renames the holders.
    const key = JSON.stringify([nation.know_hows, prices, view.nations.map((n) => n.name)]);
    if (key === this.key) return;
    this.key = key;
    for (const [id, { cell, name, prices: priceNode, holders }] of Object.entries(this.cells)) {
      const { first, later, holders: ids } = prices[id];
      const held = nation.know_hows.includes(id);
      const knowHow = t(`know_how.${id}`);
      cell.classList.toggle("held", held);
      setText(name, held ? `✓ ${knowHow}` : knowHow);
      setText(priceNode, t("card.know_how.prices", { first, later }));
      const letters = ids.map((holder) => `${nations[holder].letter}:${nations[holder].colour}`).join();
      if (holders.dataset.letters !== letters) {
        holders.dataset.letters = letters;
        holders.replaceChildren(...ids.map((holder) => {
          const badge = document.createElement("span");
          badge.className = "holder";
          badge.dataset.holder = holder; // not data-nation: that names the nation boards themselves
          badge.style.background = nations[holder].colour;
          badge.textContent = nations[holder].letter;
          return badge;
        }));
      }
      const who = ids.length ? t("card.know_how.holders", { nations: ids.map((holder) => nations[holder].name).join(", ") })
        : t("card.know_how.nobody");
      const label = t("card.know_how.label", { knowHow: held ? t("card.held", { knowHow }) : knowHow, first, later,
                                               holders: who });
      if (cell.getAttribute("aria-label") !== label) cell.setAttribute("aria-label", label);
    }
  }
}
