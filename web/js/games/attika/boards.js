// Attika's player boards: for each city state its stacks (counts only: their order is hidden), the
// buildings on its open player board, amphoras, completed groups, buildings on the map and
// settlements; the hand of the viewer as cards, the others' as a count; the deck, the discard pile,
// the amphoras' supply and the tiles left. A stack or a building whose reveal or build the engine
// offers is a button that makes that decision; one bought with an amphora (AT-AMP-6) says so on it,
// not only in its tooltip, which a finger never sees.

import { buildingTip } from "./map.js";
import { capital } from "../../i18n.js";
import { KINDS, buildingName, cardsText, count, describe, groupName, kindName, label, term, word } from "./words.js";

function node(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes)) {
    if (key === "text") element.textContent = value;
    else if (key === "class") element.className = value;
    else element.setAttribute(key, value);
  }
  element.append(...children);
  return element;
}

/** One card of a kind, as the hand and payments show them. */
export function cardElement(kind) {
  return node("span", { class: `at-card ${kind}`, "data-kind": kind, title: kindName(kind), text: kindName(kind) });
}

/** Cards per kind as a row of cards. */
export function cardRow(cards) {
  const row = node("span", { class: "at-card-row" });
  for (const kind of KINDS) for (let i = 0; i < (cards?.[kind] ?? 0); i += 1) row.append(cardElement(kind));
  return row;
}

/** "+ amphora" on the button of an action bought with an amphora; nothing for a normal one. */
function amphoraMark(decision) {
  return decision?.amphora ? [node("small", { class: "at-amphora-mark", text: ` + ${term("amphora")}` })] : [];
}

/** A small "?" button after a building that shows `tip` in `where` (the board's line for it). */
function infoButton(building, tip, where) {
  const button = node("button", { type: "button", class: "at-info", "data-info": building,
                                  "aria-label": `${word("tip.info")} ${buildingName(building)}`, title: tip, text: "?" });
  button.addEventListener("click", () => { where.textContent = tip; });
  return button;
}

export class AttikaBoards {
  /** `container` holds the boards; `bank` the piles; `play(decision, viewer)` sends a decision
   *  offered in `viewer`'s view. */
  constructor(container, bank, play) {
    this.container = container;
    this.bank = bank;
    this.play = play;
    this.key = null;
  }

  /** `offered` the legal decisions shown to the person at the device, `components` the house data. */
  update(view, offered, components) {
    const key = JSON.stringify([view.players, view.pending, offered, view.deck_count, view.discards, view.supply,
                                view.tiles_left, view.cards_due, view.option_tips, label("your_hand")]);
    if (key === this.key) return;
    this.key = key;
    const reveals = new Map(offered.filter((d) => d.type === "reveal").map((d) => [d.stack, d]));
    const builds = new Map(offered.filter((d) => d.type === "build").map((d) => [d.building, d]));
    this.container.replaceChildren(...view.players.map((player) => this.board(view, player, reveals, builds, components)));
    this.bank.replaceChildren(this.piles(view));
  }

  board(view, player, reveals, builds, components) {
    const deciding = view.pending?.player === player.id;
    const section = node("section", { class: `at-board${deciding ? " deciding" : ""}`, "data-player": player.id });
    section.style.borderColor = player.colour;
    const title = node("h3", {}, node("span", { class: "swatch" }), `${player.name}`);
    title.firstChild.style.background = player.colour;
    if (player.name !== player.city_state) title.append(node("small", { text: ` (${player.city_state})` }));
    section.append(title);
    // Why each option is or is not possible, with its cost: the engine's, for the seat to decide only.
    const tips = deciding ? view.option_tips ?? {} : {};
    const explained = node("p", { class: "at-tip", role: "status" });
    // The four stacks: counts, the top's building unknown.
    const stacks = node("div", { class: "at-stacks", "aria-label": label("stacks") });
    player.stacks.forEach((count, index) => {
      const decision = player.id === view.pending?.player ? reveals.get(index + 1) : null;
      const text = `${index + 1}: ${count}`;
      const why = tips[`reveal:${index + 1}`];
      const item = decision ? node("button", { type: "button", class: "at-stack legal", "data-stack": index + 1,
                                               "data-decision": JSON.stringify(decision),
                                               title: why ? `${describe(decision)} · ${why}` : describe(decision) },
                                   text, ...amphoraMark(decision))
        : node("span", { class: "at-stack", "data-stack": index + 1, text, ...(why ? { title: why } : {}) });
      if (decision) item.addEventListener("click", () => this.play(decision, view.viewer));
      stacks.append(item);
    });
    section.append(node("div", { class: "at-row" }, node("b", { text: `${term("stack")}: ` }), stacks));
    // The open player board: the buildings waiting to be built.
    const board = node("div", { class: "at-parked" });
    for (const building of player.board) {
      const decision = builds.get(building) && deciding ? builds.get(building) : null;
      const tip = tips[`build:${building}`];
      const chip = node(decision ? "button" : "span", { class: `at-building${decision ? " legal" : ""}`, "data-building": building,
                                                         title: tip ?? buildingTip(building, components) },
                        buildingName(building), ...amphoraMark(decision));
      chip.style.borderColor = player.colour;
      if (decision) {
        chip.type = "button";
        chip.dataset.decision = JSON.stringify(decision);
        chip.addEventListener("click", () => this.play(decision, view.viewer));
      }
      board.append(chip);
      // On a touch screen there is no hover: an info button says the same as the tooltip.
      if (tip) board.append(infoButton(building, tip, explained));
    }
    section.append(node("div", { class: "at-row" }, node("b", { text: `${term("player_board")}: ` }), board));
    if (Object.keys(tips).length) section.append(explained);
    const facts = [count(player.amphoras, "amphora", "amphoras"),
                   `${player.on_map} ${label("on_map")}`, count(player.settlements, "settlement", "settlements")];
    section.append(node("p", { class: "at-facts", text: facts.join(" · ") }));
    if (player.groups.length) {
      section.append(node("p", { class: "at-groups", text: `${label("groups")}: ${player.groups.map(groupName).join(", ")}` }));
    }
    // The hand: the viewer's own as cards; another's only as its count.
    if (player.hand) {
      const hand = node("div", { class: "at-hand", "data-hand": player.id, "data-player": player.id },
                        node("b", { text: `${label("your_hand")} (${player.hand_count}): ` }), cardRow(player.hand));
      hand.title = cardsText(player.hand);
      section.append(hand);
    } else {
      section.append(node("p", { class: "at-hand-count", "data-hand-count": player.hand_count,
                                 text: `${capital(term("hand"))}: ${count(player.hand_count, "card", "cards")}` }));
    }
    return section;
  }

  piles(view) {
    const discards = Object.values(view.discards ?? {}).reduce((sum, n) => sum + n, 0);
    return node("div", { class: "at-piles" },
      node("p", { id: "deck-count", "data-count": view.deck_count, text: `${term("deck")}: ${count(view.deck_count, "card", "cards")}` }),
      node("p", { id: "discards", "data-count": discards, text: `${term("discards")}: ${cardsText(view.discards)}` }),
      node("p", { id: "amphora-supply", text: `${term("supply")}: ${count(view.supply, "amphora", "amphoras")}` }),
      node("p", { id: "tiles-left", text: `${label("tiles_left")}: ${view.tiles_left}` }));
  }
}
