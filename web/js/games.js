// The family's game views, by the game's id: the shell looks a game's view up here and names none
// of its pieces. A new game's view is a folder under games/ and a line here, or a line naming the
// view of a game it shares its table with; what every game's table has (the shell's view contract,
// the end summary, the map's controls, decision buttons) is in games/shared/. A view's modules are
// fetched when first asked for (a game of it opened, or the page preloading them once the engine is
// ready), so that the page's start, which only shows the new-game screen, leaves the processor to the
// engine's boot.

const antikeTable = () => import("./games/antike/table.js").then((module) => module.AntikeTable);
// Antike II (2014) is drawn by Antike's view: the same table, whose parts show what the view of a game
// has (Latin field names, know-hows in columns, the Bellona card, neutral temples, trades).
const duellumTable = () => import("./games/duellum/table.js").then((module) => module.DuellumTable);
const attikaTable = () => import("./games/attika/table.js").then((module) => module.AttikaTable);
const GAME_VIEWS = { antike: antikeTable, antike2: antikeTable, duellum: duellumTable, attika: attikaTable };

/** The game of a saved record that names none: records were first written by a page of one game. */
export const FIRST_GAME = "antike";

/** The view class of a game (a view's `view.game`), once loaded. */
export function gameView(gameId) {
  return GAME_VIEWS[gameId]();
}

/** Whether the page can show games of `gameId`: the engine may know a game whose view is still to
 *  come, and the new-game screen offers only the games the page can draw. */
export function hasGameView(gameId) {
  return Object.hasOwn(GAME_VIEWS, gameId);
}

/** Fetch every game's view now, so that opening a game does not wait for it. */
export function preloadGameViews() {
  return Promise.all(Object.values(GAME_VIEWS).map((load) => load()));
}
