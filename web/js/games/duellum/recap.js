// Following the opponent, as Antike's follow.js: what the person at the table has not seen yet is
// the opponent's turn since his own last one. It is said near the prompt ("Since your last turn",
// the engine's summary of that turn, `view.log_turns`) and its regions are highlighted on the map in
// the opponent's colour, until the person acts in his own turn; a person picking an event card in
// the opponent's turn sees that turn so far. A line of the log, when chosen, shows its regions on
// the map until the next decision.
//
//   const recap = new Recap({ since, map });            // #since and the DuellumMap
//   recap.update(view, model, personDecides);           // from the table's update
//   recap.regionsOf(event)                              // the regions an event names

import { SinceList } from "../shared/since-list.js";

/** The regions an event of the log names (its region, regions, a move's start and path). */
export function regionsOf(event) {
  if (!event) return [];
  return [event.region, event.from, ...(event.path ?? []), ...(event.regions ?? [])].filter(Boolean);
}

/** The parts of `turns` (the view's `log_turns`, cut at each turn's start) that `viewer` has not
 *  seen: going back from the end, the opponent's last turn up to the viewer's own. A turn of the
 *  viewer's that holds only its start (he has not decided in it yet) is passed over; once he has
 *  decided in his turn, nothing is unseen. `length` is the number of events the log holds. */
export function unseenTurns(turns, viewer, length) {
  const unseen = [];
  for (let i = turns.length - 1; i >= 0; i -= 1) {
    const turn = turns[i];
    const end = turns[i + 1]?.first ?? length;
    if (!turn.player) break;
    if (turn.player === viewer) {
      if (i === turns.length - 1 && end - turn.first <= 1) continue; // his turn, not begun by him yet
      break;
    }
    unseen.unshift({ turn, end });
    break; // two players: the opponent's one turn
  }
  return unseen;
}

export class Recap {
  constructor({ since, map }) {
    this.since = new SinceList(since);
    this.map = map;
    this.viewer = null; // the player of the person who decided last: whose "last turn" counts
  }

  /** `personDecides`: whether a person decides now (a recap is for the person at the table). The
   *  regions of the turn not seen yet. */
  update(view, model, personDecides) {
    if (personDecides && model.actor) this.viewer = model.actor;
    const events = view.log_events ?? [];
    const unseen = !personDecides || view.outcome ? [] : unseenTurns(view.log_turns ?? [], this.viewer, events.length);
    const colours = Object.fromEntries(model.players.map((player) => [player.id, player.colour]));
    const marks = new Map();
    for (const { turn, end } of unseen) {
      for (const event of events.slice(turn.first, end)) {
        for (const region of regionsOf(event)) marks.set(region, colours[turn.player]);
      }
    }
    this.map.follow(marks);
    this.since.show(unseen.map(({ turn }) => ({ seat: turn.player, summary: turn.summary })), colours);
    return [...marks.keys()];
  }
}
