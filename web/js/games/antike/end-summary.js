// Antike's end-of-game summary, in the frame every game's table shares (../shared/end-summary.js):
// who won and how, how many rounds the game lasted, and every nation's personages by kind, cities,
// temples and score.

import { t, tCount } from "../../i18n.js";

/** The summary of a finished game's `view`, for EndSummary.fill. */
export function summaryOf(view) {
  const { outcome } = view;
  const winner = view.nations.find((nation) => nation.id === outcome.winner);
  const kinds = Object.keys(winner.personages);
  return {
    title: t("winner.title", { nation: winner.name }) + (winner.player !== winner.name ? ` (${winner.player})` : ""),
    reason: outcome.reason,
    facts: `${t(`end.how.${outcome.cause.why}`, outcome.cause)} ${tCount("end.rounds", view.round)}`,
    heading: [t("winner.nation"), ...kinds.map((kind) => t(`personages.${kind}`)), t("end.cities"), t("end.temples"),
              t("winner.score")],
    rows: view.nations.map((nation) => ({
      cells: [nation.name, ...kinds.map((kind) => nation.personages[kind]), nation.cities.length,
              nation.temples.length, `${nation.score} / ${view.goal}`],
      won: nation.id === winner.id,
      data: { nation: nation.id },
    })),
  };
}
