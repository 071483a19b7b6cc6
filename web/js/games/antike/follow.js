// Following the others (issue 20, item 4): what a person has not seen yet is the last turn of every
// other nation since that person's own last turn. Those turns stay highlighted on the map, and are
// said in a few words near the prompt ("since your last turn", the engine's summaries), until the
// person acts; while a computer plays, the step it just made is highlighted apart. A line of the
// log, when chosen, shows its own places until the next decision. The map follows (the kit's
// MapFollow): to the others' step just made while they play, to their turns not seen yet when the
// person's turn begins, to a log line's places when it is chosen.
//
//   const follow = new FollowView({ map, log, since });   // the MapView, the log's <ol>, #since
//   follow.update(view, logLength, personDecides, onMap);   // from the table's update; onMap: places offered

import { LogView } from "../shared/log.js";
import { MapFollow } from "../shared/map-follow.js";
import { eventPlaces, MapHighlight } from "./highlight.js";
import { SinceList } from "../shared/since-list.js";

/** The parts of `turns` (the view's `log_turns`) that `viewer` has not seen: going back from the
 *  end, every nation's turn up to the viewer's own last one, each nation once (its last turn). None
 *  once the viewer has acted in the turn under way. */
export function unseenTurns(turns, viewer) {
  const unseen = [];
  const nations = new Set();
  for (let i = turns.length - 1; i >= 0; i -= 1) {
    const turn = turns[i];
    if (!turn.nation) continue;
    if (turn.nation === viewer || nations.has(turn.nation)) break;
    nations.add(turn.nation);
    unseen.unshift({ turn, end: turns[i + 1]?.first ?? Infinity });
  }
  return unseen;
}

// The keys of Antike's events and turns that name a nation (antike_common/words/log.py says them with
// the board's names): the log colours those names.
const NATION_KEYS = ["nation", "mover", "other", "defender", "receiver"];

export class FollowView {
  constructor({ map, log, since }) {
    this.highlight = new MapHighlight(map);
    this.log = new LogView(log, (index) => this.chooseLine(index), NATION_KEYS);
    this.since = new SinceList(since);
    this.camera = new MapFollow(map);
    this.viewer = null; // the nation of the person who decided last: whose "last turn" counts
    this.drawn = null; // the whole log's length when last drawn
    this.latest = 0; // where the events of the latest decision begin in the whole log
    this.shown = null;
    this.view = null;
  }

  /** `onMap`: whether the person has places to choose on the map now (the map stays on them). */
  update(view, logLength, personDecides, onMap = false) {
    this.personDecides = personDecides;
    this.onMap = onMap;
    this.view = view;
    this.logLength = logLength;
    if (personDecides && view.pending.nation) this.viewer = view.pending.nation;
    if (logLength !== this.drawn) {
      // A new decision: its events are the latest step, and a line shown from the log is put away.
      this.latest = this.drawn !== null && logLength > this.drawn ? this.drawn : logLength;
      this.drawn = logLength;
      this.shown = null;
    }
    this.log.update({ ...view, seats: view.nations }, logLength);
    this.log.mark(this.shown);
    this.draw();
  }

  /** The person chose the log's line `index` (null: none): shown, and its places brought into view. */
  chooseLine(index) {
    this.show(index);
    const offset = this.logLength - this.view.log.length;
    const event = index !== null ? this.view.log_events[index - offset] : null;
    if (event) this.camera.showLine(eventPlaces(event));
  }

  /** Show the places of the whole log's line `index` (null: none). */
  show(index) {
    this.shown = index;
    this.log.mark(index);
    this.draw();
  }

  draw() {
    const view = this.view;
    const offset = this.logLength - view.log.length;
    const colours = Object.fromEntries(view.nations.map((n) => [n.id, n.colour]));
    const unseen = view.outcome ? [] : unseenTurns(view.log_turns ?? [], this.viewer);
    const marks = [];
    for (const { turn, end } of unseen) {
      view.log_events.slice(turn.first, end).forEach((event, i) => {
        const mark = offset + turn.first + i >= this.latest ? "latest" : "followed";
        marks.push({ event, colour: colours[turn.nation], mark });
      });
    }
    const shown = this.shown !== null ? view.log_events[this.shown - offset] : null;
    if (shown) marks.push({ event: shown, colour: colours[shown.nation] ?? "#333", mark: "shown" });
    this.highlight.draw(marks);
    // While others play, their step just made; when the person's turn begins, all not seen yet.
    const followed = marks.filter(({ mark }) => (this.personDecides ? mark !== "shown" : mark === "latest"));
    this.camera.follow(followed.flatMap(({ event }) => eventPlaces(event)), this.onMap);
    this.since.show(unseen.map(({ turn }) => ({ seat: turn.nation, summary: turn.summary })), colours);
  }
}
