// Antike's table: the map, the rondel, the nation boards and the decision buttons, drawn from the
// engine's view; a game view of the shell (js/games.js), a GameTable (../shared/game-table.js). It
// holds no rules: it offers exactly the engine's legal decisions and reports the one chosen through
// the shell's `play`.
//
//   const table = new AntikeTable({ call, play, offers, select });
//   await table.mount(reply);   // a new game's (or a loaded one's) first reply: builds the map
//   table.update(state);        // {view, logLength, quiet, selected}: redraw (the shell's store calls it,
//                               // once per frame)
//   table.relabel();            // after a language switch
//   table.describe(decision)    // a decision in words (the replay bar says which one was made)
//   table.names()               // {provinces, seats}: names in the current language
//
// UI-only state (the province selected for a move) is the shell's store's, beside the view: the table
// asks for a change with `select` and draws what the store holds.

import { MapView, UNIT_SHAPE, neutralTempleShape } from "./render-map.js";
import { unitShape } from "../shared/unit-shapes.js";
import { RondelView } from "./render-rondel.js";
import { FollowView } from "./follow.js";
import { awards, describe, describeChoice, Panels, promptText } from "./panels.js";
import { summaryOf } from "./end-summary.js";
import { GameTable, viewMarkup } from "../shared/game-table.js";
import { wireTableControls } from "../shared/table-controls.js";
import { addTo, groupDecisions, sayWhyNot, showAllChoices } from "../shared/decisions.js";
import { announce } from "../shared/toast.js";
import { AntikeTips } from "./tips.js";
import { cannotAct, conquestNote, destroyNote } from "./choices.js";
import { moveTargets, showTargets } from "../shared/targets.js";
import { TradeDialog } from "./trade.js";
import { localized, t } from "../../i18n.js";

const COASTLINES = { orient: "assets/coastline-orient.json", occident: "assets/coastline-occident.json" };
// Decisions made by clicking a province on the map (moves are made from province to province).
const MAP_TYPES = new Set(["choose_start_city", "build_temple", "arm", "found", "conquer", "destroy_temple"]);
// Decisions that are given up units and are made only when confirmed, with the title of their question.
const CONFIRMED = { conquer: "conquer.confirm.title", destroy_temple: "destroy.confirm.title" };
const $ = (id) => document.getElementById(id);
// The table's own parts of the page: the legend under the map, the trade dialog's button beside the
// decisions, the rondel, the nation boards and the bank in the side panel. The legend draws the very
// shapes the map uses (wire()).
const MARKUP = {
  decisions: `<button type="button" data-action="trade" id="trade-open" hidden></button>`,
  belowMap: `<p class="legend">
    <svg viewBox="-7 -7 14 14" data-unit="legions" aria-hidden="true"></svg> <span data-i18n="page.legend.legion">legion</span> ·
    <svg viewBox="-7 -7 14 14" data-unit="galleys" aria-hidden="true"></svg> <span data-i18n="page.legend.galley">galley</span> ·
    <svg viewBox="-7 -7 14 14" data-unit="legions" data-exhausted="1" aria-hidden="true"></svg>
    <span data-i18n="page.legend.exhausted">exhausted (laid down)</span> ·
    <span data-i18n="page.legend.owner">ring and letter: owner</span> ·
    <span data-i18n="page.legend.yours">star and black ring: yours</span> · <span data-i18n="page.legend.temple">roof: temple</span> ·
    <span id="legend-neutral" hidden><svg viewBox="-8 -9 16 17" data-neutral-temple aria-hidden="true"></svg>
      <span data-i18n="page.legend.neutral_temple">grey temple: neutral</span> ·</span>
    <span data-i18n="page.legend.borders">borders:</span> <span class="l" data-i18n="page.legend.land">red land</span>,
    <span class="s" data-i18n="page.legend.sea">blue dashed sea</span>, <span data-i18n="page.legend.combined">both: combined</span></p>`,
  side: `<svg id="rondel" class="side-board" viewBox="-120 -120 240 240" role="group" aria-label="Rondel" data-i18n-label="page.rondel"></svg>
    <div id="seats"></div>
    <div id="common-stock"></div>`,
};

/** Where a decision is made: on the map (by province), in the trade dialog (trade.js), as a move (by
 *  the province it leaves), on the rondel (by field), else by a button. */
function placeOf(decision) {
  if (MAP_TYPES.has(decision.type)) return ["onMap", decision.province];
  if (decision.type === "trade") return ["trades"];
  if (decision.type === "move") return ["moves", decision.from];
  if (decision.type === "rondel") return ["onRondel", decision.field];
  return ["buttons"];
}

function groupLegal(legal) {
  return groupDecisions(legal, { onMap: new Map(), moves: new Map(), onRondel: new Map(), buttons: [], trades: [] },
                        placeOf);
}

export class AntikeTable extends GameTable {
  /** The shell's hooks (game-table.js); `select(province)` puts the province selected for a move. */
  constructor(hooks) {
    super(hooks, { scrollToMap: true });
    this.markup = viewMarkup(MARKUP);
    this.tips = new AntikeTips();
    this.trading = new TradeDialog((decision) => this.hooks.play(decision), this.markup.decisions[0]);
    this.board = null;
    this.groups = null;
    this.wire();
  }

  /** The board's names in the current language ({provinces, seats}): a nation's name is read at each use. */
  names() {
    const seats = Object.fromEntries((this.board?.nations ?? []).map((nation) => [nation.id, localized(nation)]));
    return { provinces: this.provinceNames ?? {}, seats };
  }

  describe(decision) {
    return describe(decision, this.names());
  }

  async mount(reply) {
    this.showMarkup(this.markup);
    const boardId = reply.view.board;
    this.board = (await this.hooks.call({ command: "board", board: boardId })).board;
    this.provinceNames = Object.fromEntries(this.board.provinces.map((p) => [p.id, p.name]));
    // Every version of a board is drawn on its first version's coastline (`map`).
    const drawing = COASTLINES[this.board.map ?? boardId];
    const coastline = drawing ? await (await fetch(drawing)).json() : null;
    this.map = new MapView($("map"), $("map-backdrop"), this.board, coastline, (id) => this.onProvince(id));
    this.rondel = new RondelView($("rondel"), reply.view.rondel.fields, (field) => this.onField(field));
    this.panels = new Panels({ nations: $("seats"), bank: $("common-stock"), turnOrder: $("turn-order") });
    this.follow = new FollowView({ map: this.map, log: $("log"), since: $("since") });
    this.startAfresh(); // a game left finished (a rematch) takes its summary along
  }

  draw({ view, logLength, quiet, selected, screen, confirmation }, previous, offered) {
    const groups = this.groups = groupLegal(offered);
    // A selection the new view no longer offers a move from is no selection.
    this.selected = selected && groups.moves.has(selected) ? selected : null;
    const nations = Object.fromEntries(view.nations.map((n) => [n.id, n]));
    const legalProvinces = this.selected
      ? new Set([this.selected, ...groups.moves.get(this.selected).map((d) => d.to)])
      : new Set([...groups.onMap.keys(), ...groups.moves.keys()]);
    // "Yours": the nation of the person at the device, deciding now or the last to decide here.
    const yours = (this.hooks.offers(view) && view.pending.nation) || this.follow.viewer;
    this.map.update(view, nations, legalProvinces, this.selected, view.pending.province ?? null, yours);
    this.targets.update(this.map, [...legalProvinces]);
    this.rondel.update(view, new Set(groups.onRondel.keys()));
    this.panels.update(view);
    this.offerKnowHows(view, groups.buttons);
    this.follow.update(view, logLength, this.hooks.offers(view), legalProvinces.size > 0);
    this.tips.update(view, this.names());
    // While a person's ended turn waits for "End turn", that person still decides (not the next nation).
    const actor = nations[confirmation?.seat ?? view.pending.nation];
    $("prompt").textContent = promptText(view) + (this.selected
      ? t("prompt.moving", { place: this.names().provinces[this.selected] }) : "");
    $("prompt").style.borderColor = actor ? actor.colour : "#999";
    // While a person's ended turn waits for "End turn", the next seat is not asked yet.
    $("prompt").hidden = Boolean(confirmation);
    // The header names the game only while it is on screen, not on the new-game screen.
    $("turn-info").textContent = screen !== "game" ? ""
      : (view.round ? t("turn.round", { round: view.round }) : t("turn.setup"))
        + (actor ? t("turn.to_decide", { nation: actor.name }) : t("turn.over"));
    this.renderActions(groups);
    this.trading.update(groups.trades, offered.length > 0);
    $("legend-neutral").hidden = !Object.values(view.provinces).some((province) => province.neutral_temple);
    showTargets(moveTargets({
      onMap: groups.onMap.keys(), origins: groups.moves.keys(), selected: this.selected,
      ends: this.selected ? groups.moves.get(this.selected).map((decision) => decision.to) : [],
      name: (id) => this.names().provinces[id] ?? id, choose: (id) => this.onProvince(id),
      words: { moveTo: (place) => t("targets.move_to", { place }), moveFrom: (place) => t("targets.move_from", { place }),
               otherUnit: t("targets.other_unit") },
    }));
    showAllChoices(offered, (decision) => this.decisionButton(decision), ({ type }) => t(`choices.kind.${type}`));
    if (previous && !quiet) announce(awards(previous, view));
    // The winner screen opens once, when the game ends; "Look at the board" closes it for good.
    if (!quiet && view.outcome && !previous?.outcome) {
      this.showWinner(view);
      this.endSummary.open();
    }
  }

  showWinner(view) {
    this.endSummary.fill(summaryOf(view));
  }

  /** A rondel step is decided on the rondel. */
  decisionPlace(offered) {
    return offered.some((decision) => decision.type === "rondel") ? $("rondel") : null;
  }

  /** The texts in the current language; a half-made choice, asked in the old one, closes. */
  relabel() {
    if ($("chooser").open) $("chooser").close();
    this.trading.relabel();
    if (!this.panels || !this.view) return;
    this.panels.relabel();
    if (this.view.outcome && !$("winner").hidden) this.showWinner(this.view);
  }

  renderActions(groups) {
    const container = $("actions");
    container.replaceChildren();
    // Payment alternatives follow their default in the engine's list: one button per choice.
    const byChoice = new Map();
    for (const decision of groups.buttons) {
      const { payment: _ignored, ...choice } = decision;
      addTo(byChoice, JSON.stringify(choice), decision);
    }
    for (const options of byChoice.values()) {
      if (options.length === 1) {
        const button = this.decisionButton(options[0]);
        if (["done", "end_movement", "fight_entry", "no_fight"].includes(options[0].type)) button.classList.add("primary");
        container.appendChild(button);
      } else {
        const opener = document.createElement("button");
        opener.type = "button";
        opener.textContent = this.describe(options[0]) + " …";
        opener.addEventListener("click", () => this.choosePayment(options));
        container.appendChild(opener);
      }
    }
  }

  /** The know-hows the nation to decide may buy, on its board's tiles too (the decision buttons
   *  offer them as well): a tile with several ways to pay asks which, as its button does. */
  offerKnowHows(view, buttons) {
    const offers = new Map();
    for (const decision of buttons) if (decision.type === "buy_know_how") addTo(offers, decision.know_how, decision);
    this.knowHowOffers = offers;
    const words = Object.fromEntries([...offers].map(([id, options]) =>
      [id, this.describe(options[0]) + (options.length > 1 ? " …" : "")]));
    this.panels.offerKnowHows(view.pending.nation, words, (id) => this.onKnowHow(id));
  }

  onKnowHow(id) {
    const options = this.knowHowOffers?.get(id);
    if (!options) return;
    if (options.length === 1) this.hooks.play(options[0]);
    else this.choosePayment(options);
  }

  choosePayment(options) {
    this.choose(t("chooser.pay", { choice: describeChoice(options[0], this.names()) }), options);
  }

  /** Ask in the chooser (the view kit's), the default choice starred. */
  choose(title, options, { note = "", go = null } = {}) {
    super.choose(title, options, { note, go, label: (decision, i) => (i === 0 ? "★ " : "") + this.describe(decision) });
  }

  onField(field) {
    const options = this.groups?.onRondel.get(field);
    if (!options) return;
    const choose = () => (options.length === 1 ? this.hooks.play(options[0]) : this.choosePayment(options));
    // A field whose action can do nothing now would waste the turn: it is asked first.
    const reason = cannotAct(this.view, field);
    if (!reason) choose();
    else {
      this.choose(t("confirm.cannot_act", { field: t(`field.${field}`) }), [],
                  { note: reason, go: { label: t("confirm.choose_anyway"), then: choose } });
    }
  }

  /** A click on a province that no decision is offered at (from `origin`, in a move): the engine says why. */
  refuse(id, origin = null) {
    return sayWhyNot(this, origin ? { province: id, from: origin } : { province: id });
  }

  onProvince(id) {
    const groups = this.groups;
    if (!groups) return;
    if (this.selected) {
      const moves = groups.moves.get(this.selected).filter((d) => d.to === id);
      if (moves.length) {
        // Default: the unit with the most actions left moves; other choices in the chooser.
        if (moves.length === 1) this.hooks.play(moves[0]);
        else this.choose(t("chooser.unit", { place: this.names().provinces[id] }), moves);
        return;
      }
      if (this.selected === id || groups.moves.has(id)) this.hooks.select(this.selected === id ? null : id);
      else this.refuse(id, this.selected);
      return;
    }
    if (groups.moves.has(id)) {
      this.hooks.select(id);
      return;
    }
    const options = groups.onMap.get(id);
    const place = this.names().provinces[id];
    if (!options) this.refuse(id);
    // A conquest shows the city's defence and the units it costs, and is made only when confirmed; so
    // is the destruction of a neutral temple (Antike II), which costs units too.
    else if (options[0].type in CONFIRMED) {
      const note = options[0].type === "conquer" ? conquestNote(this.view, id, this.names()) : destroyNote(options);
      this.choose(t(CONFIRMED[options[0].type], { place }), options, { note });
    } else if (options.length === 1) this.hooks.play(options[0]);
    else this.choose(place, options);
  }

  wire() {
    // The legend draws the very shapes the map uses.
    const [legend] = this.markup.belowMap;
    for (const icon of legend.querySelectorAll("svg[data-unit]")) {
      icon.appendChild(unitShape(UNIT_SHAPE[icon.dataset.unit], icon.dataset.exhausted ? null : "#777"));
    }
    legend.querySelector("svg[data-neutral-temple]").appendChild(neutralTempleShape());
    // Keyboard: Enter or Space on a highlighted province or rondel field acts like a click.
    wireTableControls(this, { places: "[data-province], [data-field]", act: (target) => {
      if (target.dataset.province) this.onProvince(target.dataset.province);
      else this.onField(target.dataset.field);
    } });
  }
}
