// Attika's table: the hex map that grows, the player boards with the viewer's own hand, the piles,
// the decision buttons and the log, drawn from the engine's view of the seat at the device; a game
// view of the shell (js/games.js), a GameTable (../shared/game-table.js) with the methods mount,
// relabel, describe and names. It holds no rules: it offers exactly the engine's legal decisions and
// sends the one chosen. A building's field is chosen on the map (or in the list beside it, each field
// with what it saves and costs there); a new board tile's place is chosen on the map, turned, then laid.

import { LogView } from "../shared/log.js";
import { MapFollow, newEvents } from "../shared/map-follow.js";
import { AttikaMap, buildingTip, placesOf } from "./map.js";
import { AttikaBoards, cardRow } from "./boards.js";
import { costText, describe, fieldName, groupName, label, siteText, word } from "./words.js";
import { GameTable, viewMarkup } from "../shared/game-table.js";
import { wireTableControls } from "../shared/table-controls.js";
import { sayWhyNot, showAllChoices } from "../shared/decisions.js";
import { showTargets, targetButton } from "../shared/targets.js";

const $ = (id) => document.getElementById(id);
// The table's own part of the page: the player boards and the piles in the side panel.
const MARKUP = { side: `<div id="seats"></div><div id="common-stock"></div>` };

/** The decisions offered, by where they are made. */
function groupLegal(legal) {
  const groups = { sites: new Map(), centres: {}, pays: [], buttons: [], board: [] };
  for (const decision of legal) {
    if (decision.type === "site") groups.sites.set(decision.field, decision);
    else if (decision.type === "lay_tile") (groups.centres[decision.centre] ??= []).push(decision.rotation);
    else if (decision.type === "pay") groups.pays.push(decision);
    else if (decision.type === "reveal" || decision.type === "build") groups.board.push(decision);
    else groups.buttons.push(decision);
  }
  return groups;
}

/** The log lines of the other players' turns since the viewer's own last turn began, while the
 *  viewer's new turn has not yet begun to act ({text, event} each). */
export function sinceLastTurn(view) {
  const events = view.log_events ?? [];
  const me = view.viewer;
  if (!me || view.acting !== me || view.turn_state?.kind !== null) return [];
  const starts = events.map((event, i) => (event.event === "turn" ? i : -1)).filter((i) => i >= 0);
  if (!starts.length || events[starts.at(-1)].player !== me) return [];
  const mine = starts.filter((i) => events[i].player === me);
  const from = mine.length > 1 ? mine.at(-2) : 0;
  const lines = [];
  for (let i = from; i < starts.at(-1); i += 1) {
    if (events[i].player !== me && events[i].player !== undefined) lines.push({ text: view.log[i], event: events[i] });
  }
  return lines;
}

export class AttikaTable extends GameTable {
  constructor(hooks) {
    super(hooks);
    this.markup = viewMarkup(MARKUP);
    this.wire();
  }

  names() {
    const players = Object.fromEntries((this.view?.players ?? []).map((player) => [player.id, player.name]));
    return { seats: players };
  }

  describe(decision) {
    return describe(decision, this.view);
  }

  async mount(reply) {
    this.showMarkup(this.markup);
    const answer = await this.hooks.call({ command: "board", game: "attika" });
    this.components = answer.ok ? answer.components : null;
    this.map = new AttikaMap($("map"), $("map-backdrop"), (cell) => this.onCell(cell));
    this.boards = new AttikaBoards($("seats"), $("common-stock"), (decision, viewer) => this.hooks.play(decision, viewer));
    this.log = new LogView($("log"), (index) => this.chooseLine(index), ["player"]);
    this.camera = new MapFollow(this.map);
    this.shownLine = null;
    this.logLength = null;
    $("turn-order").replaceChildren();
    // Nothing of the game on screen before (its hands) stays until this one's first view is drawn.
    $("seats").replaceChildren();
    $("common-stock").replaceChildren();
    $("since").hidden = true;
    this.targets.forget();
    this.startAfresh();
  }

  draws(view) {
    return view?.game === "attika";
  }

  draw({ view, logLength, quiet, selected, screen, confirmation }, previous, offered) {
    const groups = this.groups = groupLegal(offered);
    const players = Object.fromEntries(view.players.map((player) => [player.id, player]));
    // The new tile: its place and rotation as chosen so far (the selection), else none yet.
    const tileId = view.turn_state?.tile;
    const rotations = selected?.centre ? groups.centres[selected.centre] : null;
    this.tile = tileId && Object.keys(groups.centres).length ? {
      id: tileId, symbols: this.components?.tiles?.[tileId] ?? [], centre: rotations ? selected.centre : null,
      rotation: rotations ? (rotations.includes(selected.rotation) ? selected.rotation : rotations[0]) : 0,
    } : null;
    const legal = new Set(groups.sites.keys());
    this.map.update(view, players, legal, view.site_costs ?? {}, groups.centres, this.tile);
    this.targets.update(this.map, [...legal, ...Object.keys(groups.centres)]);
    this.boards.update(view, offered, this.components);
    if (logLength !== this.logLength) this.shownLine = null; // a decision made puts a shown line away
    const added = newEvents(view, logLength, this.logLength);
    this.logLength = logLength;
    this.log.update({ log: view.log ?? [], log_events: view.log_events ?? [], log_turns: [], seats: view.players,
                      viewer: view.viewer }, logLength);
    this.recent = this.renderSince(view, players, offered.length > 0);
    // The map follows the others' builds and tiles as they are made, and their turns when the
    // person's begins.
    this.camera.follow(offered.length ? [...this.recent] : added.flatMap(placesOf),
                       legal.size + Object.keys(groups.centres).length > 0);
    this.showLine(this.shownLine);
    // While a person's ended turn waits for "End turn", that person still decides (not the next player).
    const actor = players[confirmation?.seat ?? view.pending?.player];
    $("prompt").textContent = view.pending?.prompt ?? view.outcome?.words ?? "";
    $("prompt").style.borderColor = actor ? actor.colour : "#999";
    $("prompt").hidden = Boolean(confirmation);
    $("turn-info").textContent = screen !== "game" ? ""
      : label("turn", { turn: view.turn ?? "" }) + (actor ? ` · ${label("to_decide", { player: actor.name })}` : "");
    this.renderActions(groups);
    this.renderTargets(groups, view);
    showAllChoices(offered, (decision) => this.decisionButton(decision), ({ type }) => label(`kind.${type}`));
    if (!quiet && view.outcome && !previous?.outcome) this.showWinner(view);
    // The words asked again after a language switch: the summary on screen says them.
    else if (quiet && view.outcome && !$("winner").hidden) this.showWinner(view);
  }

  /** The person chose the log's line `index` (null: none): its places shown and brought into view. */
  chooseLine(index) {
    this.showLine(index);
    const offset = (this.logLength ?? 0) - (this.view?.log?.length ?? 0);
    if (index !== null) this.camera.showLine(placesOf(this.view?.log_events?.[index - offset]));
  }

  /** Show the places of the whole log's line `index` on the map (null: none), with the others'
   *  builds since the viewer's last turn, until the next decision. */
  showLine(index) {
    this.shownLine = index;
    this.log.mark(index);
    const offset = (this.logLength ?? 0) - (this.view?.log?.length ?? 0);
    const event = index === null ? null : this.view?.log_events?.[index - offset];
    this.map.mark(new Set(placesOf(event)), this.recent ?? new Set());
  }

  /** The others' turns since the viewer's last one, listed beside the prompt; their places (a set). */
  renderSince(view, players, show) {
    const lines = show ? sinceLastTurn(view) : [];
    const box = $("since");
    box.hidden = !lines.length;
    if (!lines.length) {
      box.replaceChildren();
      return new Set();
    }
    const list = document.createElement("ul");
    for (const line of lines) {
      const item = document.createElement("li");
      item.dataset.event = line.event.event;
      item.style.borderColor = players[line.event.player]?.colour ?? "#999";
      item.textContent = line.text;
      list.append(item);
    }
    box.replaceChildren(Object.assign(document.createElement("b"), { textContent: label("since") }), list);
    return new Set(lines.flatMap((line) => placesOf(line.event)));
  }

  // Park, stop (with amphoras for cards), the payments (each with its cards) and the tile's controls.
  renderActions(groups) {
    const buttons = groups.buttons.map((decision) => {
      const button = this.decisionButton(decision);
      if (decision.type === "stop" && !decision.amphoras) button.classList.add("primary");
      return button;
    });
    for (const decision of groups.pays) {
      const button = this.decisionButton(decision);
      button.classList.add("at-pay");
      button.append(" ", cardRow(decision.payment));
      buttons.push(button);
    }
    if (this.tile) {
      const note = document.createElement("p");
      note.className = "note";
      note.textContent = label("tile_to_lay", { tile: this.tile.id });
      buttons.push(note);
      if (this.tile.centre) {
        const rotations = groups.centres[this.tile.centre];
        const rotate = document.createElement("button");
        rotate.type = "button";
        rotate.dataset.action = "rotate-tile";
        rotate.textContent = `↻ ${label("rotate")}`;
        rotate.addEventListener("click", () => {
          const next = rotations[(rotations.indexOf(this.tile.rotation) + 1) % rotations.length];
          this.hooks.select({ centre: this.tile.centre, rotation: next });
        });
        const lay = this.decisionButton({ type: "lay_tile", centre: this.tile.centre, rotation: this.tile.rotation });
        lay.classList.add("primary");
        buttons.push(rotate, lay);
      }
    }
    $("actions").replaceChildren(...buttons);
  }

  // The fields offered on the map, again as buttons beside it, each with its savings and cost there;
  // the places for a new tile likewise.
  renderTargets(groups, view) {
    const button = (cell, text, kind) => targetButton(cell, text, (id) => this.onCell(id), kind);
    const costs = view.site_costs ?? {};
    // Each field with what it and its empty neighbours save and what is left to pay (or free by the
    // building order); the tooltip adds the building's base cost.
    const building = view.turn_state?.building;
    const base = building ? buildingTip(building, this.components) : "";
    const buttons = [...groups.sites.keys()].map((cell) => {
      const target = button(cell, `${fieldName(cell, view.map.labels)} · ${siteText(costs[cell])}`, "site");
      target.title = `${base} → ${label("cost", { cost: costText(costs[cell]) })}`;
      return target;
    })
      .concat(Object.keys(groups.centres).map((cell) => button(cell, `${fieldName(cell, view.map.labels)} +`, "centre")));
    showTargets(buttons);
  }

  /** A reveal or a build is decided on the deciding player's board. */
  decisionPlace(offered) {
    if (!offered.some((decision) => decision.type === "reveal" || decision.type === "build")) return null;
    return $("seats").querySelector(".at-board.deciding");
  }

  /** The end summary: who won and how, each city state's buildings by group, settlements, shrines,
   *  cards and amphoras left (the engine's outcome facts), a rematch (end-summary.js). */
  showWinner(view) {
    const facts = view.outcome.facts ?? {};
    const winners = new Set(view.outcome.winners ?? []);
    const heading = ["player", "on_map", "by_group", "settlements", "shrines", "cards", "amphoras"]
      .map((key) => word(`end.${key}`));
    const rows = view.players.map((player) => {
      const fact = facts[player.id];
      const groups = Object.entries(fact?.by_group ?? {}).filter(([, n]) => n).map(([group, n]) => `${groupName(group)} ${n}`);
      return { won: winners.has(player.id), data: { player: player.id },
               cells: [player.name, fact?.on_map ?? player.on_map, groups.join(", "), fact?.settlements ?? "",
                       fact?.shrines ?? "", fact?.cards ?? "", fact?.amphoras ?? ""] };
    });
    this.endSummary.fill({ title: view.outcome.words ?? "", facts: word("end.turns", { n: view.turn }), heading, rows });
    this.endSummary.open();
  }

  relabel() {
    this.boards.key = null;
    this.map.centresKey = null;
    this.map.tileKey = null;
    for (const node of Object.values(this.map.nodes)) node.buildingKey = null;
  }

  /** A click on a cell: a field offered for the building, a place for the tile; else the engine says why. */
  async onCell(cell) {
    const groups = this.groups;
    if (!groups) return;
    if (groups.sites.has(cell)) {
      this.hooks.play(groups.sites.get(cell), this.view.viewer);
      return;
    }
    if (groups.centres[cell]) {
      this.hooks.select({ centre: cell, rotation: groups.centres[cell][0] });
      return;
    }
    await sayWhyNot(this, { field: cell });
  }

  wire() {
    // Keyboard: Enter or Space on an offered field or a place for the tile acts like a click.
    wireTableControls(this, { places: "#map [data-cell], #map [data-centre]",
                              act: (target) => this.onCell(target.dataset.cell ?? target.dataset.centre) });
  }
}
