// The end-of-game summary that every game's table shows in index.html's #winner: a title (who won),
// how the game was won, a line of facts, and a table with a row a seat, the winner's starred and
// marked. Each game fills it with its own words and columns; this frame lays them out. "Look at the
// board" closes it; a table made with the shell's `rematch` and `newGame` hooks also offers "Rematch"
// (the same options and seats, a new seed) and "New game", both done by the shell.
//
//   const summary = new EndSummary({ rematch, newGame });   // the shell's hooks (none: no buttons)
//   summary.fill({ title, reason, facts, heading, rows });  // rows: [{cells, won, data}], data: the row's data-*
//   summary.open();                                         // show it, the focus on "Look at the board"
//   summary.close();                                        // hide it (a new game)

import { t } from "../../i18n.js";

const $ = (id) => document.getElementById(id);

function row(tag, texts) {
  const line = document.createElement("tr");
  line.append(...texts.map((text) => Object.assign(document.createElement(tag), { textContent: String(text) })));
  return line;
}

export class EndSummary {
  constructor({ rematch, newGame } = {}) {
    $("winner-close").addEventListener("click", () => this.close());
    if (!rematch) return;
    this.rematch = this.button("rematch", rematch);
    this.newGame = this.button("end-new-game", newGame);
  }

  // The page's one pair of buttons: another game's view may have made them, with the same hooks.
  button(action, onClick) {
    const made = $("winner").querySelector(`[data-action="${action}"]`);
    if (made) return made;
    const button = document.createElement("button");
    button.type = "button";
    button.dataset.action = action;
    button.addEventListener("click", () => {
      this.close();
      onClick();
    });
    $("winner-close").before(button);
    return button;
  }

  /** Write the summary: `heading` the table's column names, each of `rows` a seat's `cells` (the
   *  first its name, starred when it `won`) with `data` for its data-* attributes. */
  fill({ title, reason = "", facts = "", heading = [], rows = [] }) {
    $("winner-title").textContent = title;
    $("winner-reason").textContent = reason;
    $("winner-facts").textContent = facts;
    const table = $("winner-table");
    table.replaceChildren(...(heading.length ? [row("th", heading)] : []));
    for (const { cells, won, data } of rows) {
      const line = row("td", [cells[0] + (won ? " ★" : ""), ...cells.slice(1)]);
      Object.assign(line.dataset, data);
      line.classList.toggle("winner", Boolean(won));
      table.append(line);
    }
    if (!this.rematch) return;
    this.rematch.textContent = t("end.rematch");
    this.rematch.title = t("end.rematch.title");
    this.newGame.textContent = t("page.new_game");
    this.rematch.hidden = false;
    this.newGame.hidden = false;
  }

  open() {
    $("winner").hidden = false;
    $("winner-close").focus();
  }

  close() {
    $("winner").hidden = true;
  }
}
