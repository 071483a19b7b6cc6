// Duellum's end-of-game summary, in the frame every game's table shares (../shared/end-summary.js):
// who won and how (the engine's outcome in words, its catalogue's `end.*`), how many turns the game
// lasted, and both players' personages by kind, cities, temples and score.

import { t } from "../../i18n.js";
import { PERSONAGES, personageName } from "./model.js";

/** The summary of a finished game's `view` (read into `model`; `goal` personages win), for EndSummary.fill. */
export function summaryOf(view, model, goal) {
  const { outcome } = view;
  const winner = model.byId[outcome.winner];
  return {
    title: outcome.words ?? "",
    reason: t(`end.how.${outcome.reason?.why ?? "goal"}`, { score: winner?.score ?? "" }),
    facts: t("end.turns", { n: view.turn }),
    heading: [t("end.player"), ...PERSONAGES.map(personageName), t("end.cities"), t("end.temples"), t("end.score")],
    rows: model.players.map((player) => ({
      cells: [player.name, ...PERSONAGES.map((kind) => player.personages[kind] ?? 0), player.cities ?? 0,
              player.temples ?? 0, `${player.score} / ${goal}`],
      won: player.id === outcome.winner,
      data: { player: player.id },
    })),
  };
}
