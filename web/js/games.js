// The family's game views, by the game's id: the shell looks a game's view up here and names none
// of its pieces. A new game's view is a folder under games/ and a line here.

import { AntikeTable } from "./games/antike/table.js";

export const GAME_VIEWS = { antike: AntikeTable };

/** The view class of a game (a view's `view.game`; Antike when it names none). */
export function gameView(gameId) {
  return GAME_VIEWS[gameId ?? "antike"];
}
