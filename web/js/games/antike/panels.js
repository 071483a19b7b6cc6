// Nation boards, the bank, the log, and the game's words (decisions, prompts, awards).
// Presentation only: every number shown comes from the engine's view. Each card is built once per
// game (and again after a language switch) and then only the texts that changed are written, so a
// redraw costs no layout of nodes that stayed the same.

import { t, tCount } from "../../i18n.js";
import { KnowHowGrid } from "./know-hows.js";

const PERSONAGES = ["king", "scholar", "general", "citizen", "navigator"];

// Every word shown here about the game comes from the engine's catalogue of the game (games.json's
// `words`, registered by the page at start).

function escape(text) {
  return String(text).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
}

function setText(node, text) {
  const value = String(text);
  if (node.textContent !== value) node.textContent = value;
}

/** A rondel field's name ("maneuver_1" -> "Maneuver"). */
export function fieldName(field) {
  return t(`field.${field}`);
}

/** A number of units in words ("2 legions"); `unit` is "legion" or "galley". */
export function unitCount(unit, n) {
  return tCount(`units.${unit}`, n);
}

/** Resource units in words ("2 gold + 1 coin", or "free"). */
export function payment(paid) {
  const parts = Object.entries(paid || {}).map(([kind, n]) => tCount(`amount.${kind}`, n));
  return parts.length ? parts.join(" + ") : t("payment.free");
}

/** What a trade decision takes, as {kind: units}. */
export function tradeGets(decision) {
  return typeof decision.get === "string" ? { [decision.get]: 1 } : decision.get;
}

/** A decision in words without its payment (the title of a chooser that asks how to pay). */
export function describeChoice(decision, names) {
  const place = (id) => names.provinces[id] ?? id;
  const nation = (id) => names.seats[id] ?? id;
  switch (decision.type) {
    case "choose_start_city": return t("decision.choose_start_city", { place: place(decision.province) });
    case "take_resource": return t("decision.take_resource", { resource: t(`resource.${decision.resource}`) });
    case "rondel": return fieldName(decision.field);
    case "build_temple": return t("decision.build_temple", { place: place(decision.province) });
    case "arm": return t("decision.arm", { unit: t(`unit.${decision.unit}`), place: place(decision.province) });
    case "buy_know_how": return t("decision.buy_know_how", { knowHow: t(`know_how.${decision.know_how}`) });
    case "move": return tCount("decision.move", decision.actions, {
      unit: t(`unit.${decision.unit}`), from: place(decision.from), to: place(decision.to) });
    case "fight": return t("decision.fight", {
      nation: nation(decision.nation), unit: t(`unit.${decision.unit}`), place: place(decision.province) });
    case "conquer": return t(decision.give_up ? "decision.conquer.give_up" : "decision.conquer", {
      place: place(decision.province), legions: unitCount("legion", decision.legions),
      galleys: unitCount("galley", decision.galleys), giveUp: decision.give_up ? place(decision.give_up) : "" });
    case "found": return t("decision.found", { place: place(decision.province) });
    case "choose_personage": return t(`take.${decision.kind}`);
    // Antike's trade takes one unit of a kind, Antike II's some units of some kinds.
    case "trade": return t("decision.trade", { give: payment(decision.give), get: payment(tradeGets(decision)) });
    case "destroy_temple": return t("decision.destroy_temple", { place: place(decision.province),
      legions: unitCount("legion", decision.legions), galleys: unitCount("galley", decision.galleys) });
    case "end_movement": case "fight_entry": case "let_pass": case "no_fight": case "done":
      return t(`decision.${decision.type}`);
    default: return decision.type;
  }
}

/** A decision in words, using the board's names, with its payment when it has one. */
export function describe(decision, names) {
  const words = describeChoice(decision, names);
  if (!("payment" in decision)) return words;
  return decision.type === "rondel" ? `${words} (${payment(decision.payment)})`
    : words + t("payment.for", { payment: payment(decision.payment) });
}

/** What the pending decision asks: the engine says it, in the language the page asked in. */
export function promptText(view) {
  return view.pending.prompt;
}

/** The personages each nation gained between two views, in words (one line per nation and kind). */
export function awards(previous, view) {
  const before = Object.fromEntries(previous.nations.map((n) => [n.id, n.personages]));
  const lines = [];
  for (const nation of view.nations) {
    for (const [kind, count] of Object.entries(nation.personages)) {
      const gained = count - (before[nation.id]?.[kind] ?? 0);
      if (gained > 0) {
        lines.push(t("award", { nation: nation.name, personages: `${gained} ${tCount(`personage.${kind}`, gained)}` }));
      }
    }
  }
  return lines;
}

// The engine's two ways to win (turns.py): reaching the goal, or destroying a temple once every
// personage is out (R-MAN-11); the score tells which one it was.
/** One nation's board: its DOM is made once; `update` writes only what changed. */
class NationCard {
  constructor(nation, view) {
    const root = document.createElement("section");
    root.className = "seat-card";
    root.dataset.nation = nation.id;
    root.style.borderColor = nation.colour;
    const personages = PERSONAGES.map((id) =>
      `<span class="personage">${t(`personages.${id}`)} <b data-personage="${id}"></b></span>`).join("");
    root.innerHTML = `<h4><span class="seat-letter" style="background:${nation.colour}">${escape(nation.letter)}</span>
        <span class="nation-name">${escape(nation.name)}</span><span class="player"></span>
        <span class="bellona" data-tip="${escape(t("card.bellona.tip"))}" hidden>${t("card.bellona")}</span>
        <span class="turn-mark">${t("card.to_decide")}</span>
        <span class="score" title="${t("card.score")}"><b data-bind="score"></b> / <span data-bind="goal"></span></span></h4>
      <div class="resources">
        <span class="res marble">${t("card.marble")} <b data-resource="marble"></b></span>
        <span class="res iron">${t("card.iron")} <b data-resource="iron"></b></span>
        <span class="res gold">${t("card.gold")} <b data-resource="gold"></b></span>
        <span class="res coin">${t("card.coins")} <b data-resource="coins"></b></span></div>
      <div>${t("card.cities")} <b data-count="cities"></b> · ${t("card.temples")} <b data-count="temples"></b> ·
        ${t("card.rondel")} <b data-bind="rondel"></b></div>
      <div class="supply">${t("card.supply")} <b data-supply="legions"></b> ${t("card.supply.legions")}
        <b data-supply="galleys"></b> ${t("card.supply.galleys")} <b data-supply="cities"></b> ${t("card.supply.cities")}</div>
      <div class="personages">${personages}</div>`;
    this.knowHows = new KnowHowGrid(view.know_hows);
    root.append(this.knowHows.root);
    this.root = root;
    this.nodes = {};
    for (const node of root.querySelectorAll("[data-bind], [data-resource], [data-count], [data-supply], [data-personage]")) {
      const key = Object.entries(node.dataset)[0].join(":");
      this.nodes[key] = node;
    }
    this.score = root.querySelector(".score");
    this.name = root.querySelector(".nation-name");
    this.player = root.querySelector(".player");
    this.bellona = root.querySelector(".bellona");
  }

  update(nation, view) {
    const n = this.nodes;
    this.root.classList.toggle("acting", view.pending.nation === nation.id);
    // The engine names the nation, and a team, in the page's language: both change on a switch.
    setText(this.name, nation.name);
    setText(this.player, nation.player !== nation.name ? `(${nation.player})` : "");
    setText(n["bind:score"], nation.score);
    setText(n["bind:goal"], view.goal);
    this.score.dataset.score = nation.score;
    for (const resource of ["marble", "iron", "gold"]) setText(n[`resource:${resource}`], nation.resources[resource]);
    setText(n["resource:coins"], nation.coins);
    setText(n["count:cities"], nation.cities.length);
    setText(n["count:temples"], nation.temples.length);
    setText(n["bind:rondel"], nation.rondel ? fieldName(nation.rondel) : "—");
    for (const kind of ["legions", "galleys", "cities"]) setText(n[`supply:${kind}`], nation.supply[kind]);
    for (const id of PERSONAGES) setText(n[`personage:${id}`], nation.personages[id]);
    // Antike II's Bellona card lies before its holder (A2-ARM-2): its name in words, not a sign only.
    if (this.bellona.hidden === Boolean(nation.bellona)) this.bellona.hidden = !nation.bellona;
    this.knowHows.update(nation, view);
  }
}

/** The nations in turn order as their letters in their colours, the one to decide marked: the
 *  order stays in view with the decision (on a phone, in the bar at the bottom). */
function turnOrderItem(nation) {
  const item = document.createElement("li");
  item.dataset.nation = nation.id;
  item.style.background = nation.colour;
  item.textContent = nation.letter;
  return item;
}

/** Nation boards and the bank of one game (the log is log.js's). */
export class Panels {
  constructor(elements) {
    this.elements = elements;
    this.cards = new Map();
    this.relabel();
  }

  /** Build the cards and the bank again in the current language;
   *  the next `update` fills them. */
  relabel() {
    const { nations, bank } = this.elements;
    this.cards.clear();
    nations.replaceChildren();
    const stacks = PERSONAGES.map((id) => `${t(`personages.${id}`)} <b data-stack="${id}"></b>`).join(", ");
    bank.innerHTML = t("bank", { coins: '<b data-bank="coins"></b>', temples: '<b data-bank="temples"></b>', stacks })
      .replace(/^([^:]+):/, "<b>$1</b>:");
    this.bank = Object.fromEntries([...bank.querySelectorAll("[data-bank], [data-stack]")]
      .map((node) => [node.dataset.bank ?? node.dataset.stack, node]));
  }

  updateTurnOrder(view) {
    const list = this.elements.turnOrder;
    const key = view.order.join(" ");
    if (list.dataset.order !== key) {
      list.dataset.order = key;
      list.replaceChildren(...view.order.map((id) => turnOrderItem(view.nations.find((n) => n.id === id))));
    }
    for (const item of list.children) {
      const name = view.nations.find((n) => n.id === item.dataset.nation).name;
      item.title = name;
      item.setAttribute("aria-label", name);
      item.classList.toggle("acting", item.dataset.nation === view.pending.nation);
    }
  }

  /** The know-hows that `nation` may buy now ({id: the words of its button}) made pickable on its
   *  board's tiles, by `choose(id)`; no other board offers any. */
  offerKnowHows(nation, offers, choose) {
    for (const [id, card] of this.cards) card.knowHows.offer(id === nation ? offers : {}, choose);
  }

  /** Show `view`. */
  update(view) {
    for (const nation of view.nations) {
      if (!this.cards.has(nation.id)) {
        const card = new NationCard(nation, view);
        this.cards.set(nation.id, card);
        this.elements.nations.appendChild(card.root);
      }
      this.cards.get(nation.id).update(nation, view);
    }
    this.updateTurnOrder(view);
    setText(this.bank.coins, view.bank.coins);
    setText(this.bank.temples, view.bank.temples);
    for (const id of PERSONAGES) setText(this.bank[id], view.bank.personages[id]);
  }
}
