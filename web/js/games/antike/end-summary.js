// The end of a game: who won and how, how long the game lasted, and every nation's personages by
// kind, cities, temples and score; from there "Rematch" (the same options and seats, a new seed) or
// "New game", both done by the shell, or "Look at the board", which closes the summary.
//
//   const summary = new EndSummary({ rematch, newGame });   // the shell's hooks
//   summary.show(view);                                     // fill #winner (a finished game's view)

import { t, tCount } from "../../i18n.js";

const $ = (id) => document.getElementById(id);

function cell(tag, text) {
  const node = document.createElement(tag);
  node.textContent = text;
  return node;
}

function row(tag, texts) {
  const line = document.createElement("tr");
  line.append(...texts.map((text) => cell(tag, text)));
  return line;
}

export class EndSummary {
  constructor({ rematch, newGame }) {
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
      $("winner").hidden = true;
      onClick();
    });
    $("winner-close").before(button);
    return button;
  }

  show(view) {
    const { outcome } = view;
    const winner = view.nations.find((nation) => nation.id === outcome.winner);
    $("winner-title").textContent = t("winner.title", { nation: winner.name })
      + (winner.player !== winner.name ? ` (${winner.player})` : "");
    $("winner-reason").textContent = outcome.reason;
    $("winner-facts").textContent = `${t(`end.how.${outcome.cause.why}`, outcome.cause)} `
      + tCount("end.rounds", view.round);
    const kinds = Object.keys(winner.personages);
    const table = $("winner-table");
    table.replaceChildren(row("th", [t("winner.nation"), ...kinds.map((kind) => t(`personages.${kind}`)),
                                     t("end.cities"), t("end.temples"), t("winner.score")]));
    for (const nation of view.nations) {
      const line = row("td", [nation.name + (nation.id === winner.id ? " ★" : ""),
                              ...kinds.map((kind) => nation.personages[kind]),
                              nation.cities.length, nation.temples.length, `${nation.score} / ${view.goal}`]);
      line.dataset.nation = nation.id;
      line.classList.toggle("winner", nation.id === winner.id);
      table.append(line);
    }
    this.rematch.textContent = t("end.rematch");
    this.rematch.title = t("end.rematch.title");
    this.newGame.textContent = t("page.new_game");
  }
}
