// The end of a Duellum game, as Antike's end-summary.js: who won and how (the engine's outcome in
// words, its catalogue's `end.*`), how many turns the game lasted, and both players' personages by
// kind, cities, temples and score; from there "Rematch" (the same options and seats, a new seed) or
// "New game", both done by the shell, or "Look at the board", which closes the summary.
//
//   const summary = new EndSummary({ rematch, newGame });   // the shell's hooks
//   summary.show(view, model);                              // fill #winner (a finished game's view)

import { t } from "../../i18n.js";
import { PERSONAGES, personageName } from "./model.js";

const $ = (id) => document.getElementById(id);

function row(tag, texts) {
  const line = document.createElement("tr");
  line.append(...texts.map((text) => Object.assign(document.createElement(tag), { textContent: String(text) })));
  return line;
}

export class EndSummary {
  constructor({ rematch, newGame }) {
    // The buttons are the page's one pair (another game's view may have made them: the same hooks).
    this.rematch = this.button("rematch", rematch);
    this.newGame = this.button("end-new-game", newGame);
  }

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

  show(view, model, goal) {
    const { outcome } = view;
    const winner = model.byId[outcome.winner];
    const why = outcome.reason?.why ?? "goal";
    $("winner-title").textContent = outcome.words ?? "";
    $("winner-reason").textContent = t(`end.how.${why}`, { score: winner?.score ?? "" });
    $("winner-facts").textContent = t("end.turns", { n: view.turn });
    const table = $("winner-table");
    table.replaceChildren(row("th", [t("end.player"), ...PERSONAGES.map(personageName), t("end.cities"),
                                     t("end.temples"), t("end.score")]));
    for (const player of model.players) {
      const line = row("td", [player.name + (player.id === outcome.winner ? " ★" : ""),
                              ...PERSONAGES.map((kind) => player.personages[kind] ?? 0),
                              player.cities ?? 0, player.temples ?? 0, `${player.score} / ${goal}`]);
      line.dataset.player = player.id;
      line.classList.toggle("winner", player.id === outcome.winner);
      table.append(line);
    }
    this.rematch.textContent = t("end.rematch");
    this.rematch.title = t("end.rematch.title");
    this.newGame.textContent = t("page.new_game");
    this.rematch.hidden = false;
    this.newGame.hidden = false;
    $("winner").hidden = false;
    $("winner-close").focus();
  }
}
