// Antike Duellum's table: the map of regions, the rondel, both players' boards, the event cards and
// the decision buttons, drawn from the engine's view; a game view of the shell (js/games.js), a
// GameTable (../shared/game-table.js) with the methods Antike's table has: mount, relabel, describe,
// names.
// It holds no rules: it offers exactly the engine's legal decisions and sends the one chosen.
// A move (D-MAN-2) is chosen in steps: the region of the unit, then the destination, then (where
// several paths, units or cards lead there) the path, in the chooser.

import { localized } from "../../i18n.js";
import { LogView } from "../shared/log.js";
import { MapFollow, newEvents } from "../shared/map-follow.js";
import { DuellumMap } from "./map.js";
import { DuellumRondel } from "./rondel.js";
import { PlayerBoards } from "./boards.js";
import { CardsView, cardElement, playTarget } from "./cards.js";
import { describe, describeChoice } from "./describe.js";
import { cardName, knowHowName, label, localText, personageName, readBoard, readView } from "./model.js";
import { regionLabel, DuellumTips } from "./tips.js";
import { Recap, regionsOf } from "./recap.js";
import { summaryOf } from "./end-summary.js";
import { GameTable, viewMarkup } from "../shared/game-table.js";
import { wireTableControls } from "../shared/table-controls.js";
import { addTo, groupDecisions, sayWhyNot, showAllChoices } from "../shared/decisions.js";
import { announce } from "../shared/toast.js";
import { moveTargets, showTargets } from "../shared/targets.js";

const COASTLINES = { west: "assets/coastline-duellum-west.json", east: "assets/coastline-duellum-east.json" };
// Decisions made by clicking a region on the map.
const MAP_TYPES = new Set(["build_temple", "build_wall", "arm", "found", "conquer"]);
const PRIMARY = new Set(["done", "end_movement", "withdraw", "no_card"]);
const $ = (id) => document.getElementById(id);
// The table's own parts of the page: the legend under the map; the event-card pick beside the decision
// buttons (while it is asked); the rondel, the player boards and the event cards in the side panel.
const MARKUP = {
  belowMap: `<p id="duellum-legend" class="legend"></p>`,
  decisions: `<div id="card-pick" class="card-pick" hidden></div>`,
  side: `<svg id="rondel" class="side-board" viewBox="-120 -120 240 240" role="group" aria-label="Rondel" data-i18n-label="page.rondel"></svg>
    <div id="seats"></div>
    <div id="common-stock"></div>`,
};

/** The last region of a move's path: where the unit ends. */
export const destination = (move) => (move.path?.length ? move.path[move.path.length - 1] : move.to);

/** Where a decision is made: on the map (by region), as a move (by the region it leaves), on the
 *  rondel (by field), among the cards (a pick from the display, a card of the hand played), else by a
 *  button. */
function placeOf(decision) {
  if (MAP_TYPES.has(decision.type)) return ["onMap", decision.region];
  if (decision.type === "move") return ["moves", decision.from];
  if (decision.type === "rondel") return ["onRondel", decision.field];
  if (decision.type === "pick" || decision.type === "no_card") return ["picks"];
  if (decision.type === "play_card") return ["plays", decision.card];
  return ["buttons"];
}

function groupLegal(legal) {
  return groupDecisions(legal, { onMap: new Map(), moves: new Map(), onRondel: new Map(), picks: [], plays: new Map(),
                                 buttons: [] }, placeOf);
}

export class DuellumTable extends GameTable {
  constructor(hooks) {
    super(hooks, { scrollToMap: true });
    this.markup = viewMarkup(MARKUP);
    this.tips = new DuellumTips();
    this.model = null;
    this.wire();
  }

  names() {
    const players = Object.fromEntries((this.board?.players ?? []).map((p) => [p.id, localText(p.name) || localized(p)]));
    return { regions: this.regionNames ?? {}, seats: players };
  }

  describe(decision) {
    return describe(decision, this.names());
  }

  async mount(reply) {
    this.showMarkup(this.markup);
    const boardId = reply.view.board ?? reply.view.options?.board ?? "west";
    const answer = await this.hooks.call({ command: "board", game: "duellum", board: boardId });
    this.board = readBoard(answer.board ?? answer);
    this.regionNames = Object.fromEntries(this.board.regions.map((r) => [r.id, r.site ?? r.name]));
    const coastline = await (await fetch(COASTLINES[boardId] ?? COASTLINES.west)).json();
    this.map = new DuellumMap($("map"), $("map-backdrop"), this.board, coastline, (id) => this.onRegion(id));
    this.rondel = new DuellumRondel($("rondel"), (field) => this.onField(field));
    this.boards = new PlayerBoards($("seats"));
    this.cards = new CardsView($("common-stock"), $("card-pick"), { play: (decision) => this.hooks.play(decision),
                                            preview: (card, options) => this.previewCard(card, options) });
    // The events' and turns' keys that name a player: the log colours those names.
    this.log = new LogView($("log"), (index) => this.chooseLine(index), ["player", "defender"]);
    this.shownLine = null;
    this.logLength = null;
    $("turn-order").replaceChildren();
    this.recap = new Recap({ since: $("since"), map: this.map });
    this.camera = new MapFollow(this.map);
    this.startAfresh();
  }

  draw({ view, logLength, quiet, selected, screen, confirmation }, previous, offered) {
    const model = this.model = readView(view, this.board);
    const groups = this.groups = groupLegal(offered);
    this.selected = selected && groups.moves.has(selected) ? selected : null;
    const legalRegions = this.selected
      ? new Set([this.selected, ...groups.moves.get(this.selected).map(destination)])
      : new Set([...groups.onMap.keys(), ...groups.moves.keys()]);
    const names = this.names();
    const labels = Object.fromEntries(this.board.regions.map((r) => [r.id, regionLabel(r, model, names)]));
    // "Yours": the player of the person at the device, deciding now or the last to decide here.
    const yours = (this.hooks.offers(view) && model.actor) || this.recap.viewer;
    this.map.update(model, legalRegions, this.selected, labels, yours);
    this.targets.update(this.map, [...legalRegions]);
    this.rondel.update(model, groups.onRondel);
    const prices = Object.fromEntries(groups.buttons.filter((d) => d.type === "buy_know_how" && !d.card)
      .map((d) => [d.know_how, Object.values(d.payment ?? {}).reduce((sum, n) => sum + n, 0)]));
    this.boards.update(model, prices);
    this.cards.update(model, groups.picks, groups.plays);
    this.tips.update(model, this.board, names);
    if (logLength !== this.logLength) this.shownLine = null; // a decision made puts a shown line away
    const added = newEvents(view, logLength, this.logLength);
    this.logLength = logLength;
    this.log.update(this.logView(view, model), logLength);
    const unseen = this.recap.update(view, model, offered.length > 0);
    // The map follows the opponent's moves as they are made, and his turn when the person's begins.
    this.camera.follow(offered.length ? unseen : added.flatMap(regionsOf), legalRegions.size > 0);
    this.showLine(this.shownLine);
    // While a person's ended turn waits for "End turn", that person still decides (not the next player).
    const actor = model.byId[confirmation?.seat ?? model.actor];
    $("prompt").textContent = (view.pending?.prompt ?? (actor ? `${actor.name}: ${model.pending.step}` : ""))
      + (this.selected ? label("moving", { place: names.regions[this.selected] }) : "");
    $("prompt").style.borderColor = actor ? actor.colour : "#999";
    $("prompt").hidden = Boolean(confirmation);
    $("turn-info").textContent = screen !== "game" ? ""
      : label("turn", { turn: view.turn ?? "" }) + (actor ? ` · ${label("to_decide", { player: actor.name })}` : "");
    $("duellum-legend").textContent = label("legend");
    this.renderActions(groups);
    showTargets(moveTargets({
      onMap: groups.onMap.keys(), origins: groups.moves.keys(), selected: this.selected,
      ends: this.selected ? groups.moves.get(this.selected).map(destination) : [],
      name: (id) => names.regions[id] ?? id, choose: (id) => this.onRegion(id),
      words: { moveTo: (place) => `→ ${place}`, moveFrom: (place) => label("move_from", { place }),
               otherUnit: label("other_unit") },
    }));
    showAllChoices(offered, (decision) => this.decisionButton(decision), ({ type }) => label(`kind.${type}`));
    if (!quiet && previous) this.announceAwards(readView(previous, this.board), model);
    if (!quiet && view.outcome && !previous?.outcome) this.showWinner(view);
    // The words asked again after a language switch: the summary on screen says them.
    else if (quiet && view.outcome && !$("winner").hidden) this.showWinner(view);
  }

  /** The log's view for the kit's log list: lines named by player are coloured by player. */
  logView(view, model) {
    return { log: view.log ?? [], log_events: view.log_events ?? [], log_turns: view.log_turns ?? [], seats: model.players };
  }

  /** A rondel step is decided on the rondel (a pick stands at the prompt). */
  decisionPlace(offered) {
    return offered.some((decision) => decision.type === "rondel") ? $("rondel") : null;
  }

  /** The end summary: who won and how, each player's personages, a rematch (end-summary.js). */
  showWinner(view) {
    this.endSummary.fill(summaryOf(view, this.model, this.model.goal));
    this.endSummary.open();
  }

  /** The person chose the log's line `index` (null: none): its regions shown and brought into view. */
  chooseLine(index) {
    this.showLine(index);
    const offset = this.logLength - (this.view?.log?.length ?? 0);
    if (index !== null) this.camera.showLine(regionsOf(this.view?.log_events?.[index - offset]));
  }

  /** Show the regions of the whole log's line `index` on the map (null: none), until the next decision. */
  showLine(index) {
    this.shownLine = index;
    this.log.mark(index);
    const offset = (this.logLength ?? 0) - (this.view?.log?.length ?? 0);
    const event = index === null ? null : this.view?.log_events?.[index - offset];
    if (!$("chooser").open) this.map.mark(new Set(regionsOf(event)));
  }

  /** The personages each player took since the view before, said for a moment (the toast). */
  announceAwards(before, model) {
    const lines = [];
    for (const player of model.players) {
      const had = before.byId[player.id]?.personages ?? {};
      const gained = Object.entries(player.personages).filter(([kind, n]) => n > (had[kind] ?? 0))
        .map(([kind, n]) => `+${n - (had[kind] ?? 0)} ${personageName(kind)}`);
      if (gained.length) lines.push(`${player.name}: ${gained.join(", ")}`);
    }
    announce(lines);
  }

  relabel() {
    if ($("chooser").open) $("chooser").close();
    if (this.view?.outcome && !$("winner").hidden) this.showWinner(this.view);
  }

  // The decisions not made on the map, rondel or cards: one button each; payment and card
  // alternatives of one choice go to the chooser.
  renderActions(groups) {
    const byChoice = new Map();
    for (const decision of groups.buttons) {
      const { payment: _p, card: _c, ...choice } = decision;
      // Commercium's trades (3 units for 2 in any mix) are many: one button opens them all.
      addTo(byChoice, decision.type === "trade" ? "trade" : JSON.stringify(choice), decision);
    }
    const buttons = [...byChoice.values()].map((options) => {
      if (options.length === 1) {
        const button = this.decisionButton(options[0]);
        if (PRIMARY.has(options[0].type)) button.classList.add("primary");
        return button;
      }
      const opener = document.createElement("button");
      opener.type = "button";
      opener.dataset.choices = options[0].type;
      const title = options[0].type === "trade" ? knowHowName("commercium") : describeChoice(options[0], this.names());
      opener.textContent = `${title} …`;
      opener.addEventListener("click", () => this.choose(title, options));
      return opener;
    });
    $("actions").replaceChildren(...buttons);
  }

  /** A card of the hand: its text and the targets the engine offers, each sent only when chosen. */
  previewCard(card, options) {
    const names = this.names();
    const target = (decision) => playTarget(decision, names) || label("cards.play", { card: cardName(card) });
    // The card's targets are marked on the map while it is asked.
    const regions = new Set(options.flatMap((decision) => [decision.region, ...(decision.regions ?? [])]).filter(Boolean));
    this.map.mark(regions);
    $("chooser").addEventListener("close", () => this.map.mark(new Set()), { once: true });
    this.choose(cardName(card), options, { note: cardElement(card, { place: "preview" }), label: target });
  }

  /** Make the one decision of `options` at once, or ask in the chooser: always when a card would be
   *  played with it (its text shown), and for a conquest (the city's strength shown). */
  playOrChoose(title, options, note = "") {
    const cards = [...new Set(options.map((decision) => decision.card).filter(Boolean))];
    if (options.length === 1 && !cards.length && !note) {
      this.hooks.play(options[0]);
      return;
    }
    let shown = note;
    if (cards.length) {
      shown = document.createElement("div");
      if (note) shown.append(note, document.createElement("br"));
      shown.append(...cards.map((card) => cardElement(card, { place: "preview" })));
    }
    this.choose(title, options, { note: shown });
  }

  /** A click on a region no decision is offered at: the engine says why. */
  refuse(id) {
    return sayWhyNot(this, { region: id });
  }

  onField(field) {
    const options = this.groups?.onRondel.get(field);
    if (!options) return;
    this.playOrChoose(label("chooser.field", { field: describeChoice(options[0], this.names()) }), options);
  }

  onRegion(id) {
    const groups = this.groups;
    if (!groups) return;
    const names = this.names();
    if (this.selected) {
      const moves = groups.moves.get(this.selected).filter((move) => destination(move) === id);
      if (moves.length) this.playOrChoose(label("chooser.path", { place: names.regions[id] }), moves);
      else if (this.selected === id || groups.moves.has(id)) this.hooks.select(this.selected === id ? null : id);
      else this.refuse(id);
      return;
    }
    if (groups.moves.has(id)) {
      this.hooks.select(id);
      return;
    }
    const options = groups.onMap.get(id);
    if (!options) {
      this.refuse(id);
      return;
    }
    this.playOrChoose(names.regions[id], options, options[0].type === "conquer" ? this.tips.regionTip(id) : "");
  }

  wire() {
    // Keyboard: Enter or Space on a highlighted region or rondel field acts like a click.
    wireTableControls(this, { places: "[data-region], [data-field]", act: (target) => {
      if (target.dataset.region) this.onRegion(target.dataset.region);
      else this.onField(target.dataset.field);
    } });
  }
}

