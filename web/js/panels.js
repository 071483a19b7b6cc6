// Nation boards, the bank, the log, and the game's words (decisions, prompts, awards, the winner).
// Presentation only: every number shown comes from the engine's view. Each card is built once per
// game (and again after a language switch) and then only the texts that changed are written, so a
// redraw costs no layout of nodes that stayed the same.

import { registerTexts, t, tCount } from "./i18n.js";

const KNOW_HOWS = ["wheel", "sailing", "market", "monarchy", "roads", "navigation", "currency", "democracy"];
const PERSONAGES = ["king", "scholar", "general", "citizen", "navigator"];

// The rulebooks' terms (German: the original Spielregel).
registerTexts({
  en: {
    "field.iron": "Iron", "field.temple": "Temple", "field.gold": "Gold", "field.maneuver_1": "Maneuver",
    "field.arming": "Arming", "field.marble": "Marble", "field.know_how": "Know-how", "field.maneuver_2": "Maneuver",
    "know_how.wheel": "Wheel", "know_how.sailing": "Sailing", "know_how.market": "Market",
    "know_how.monarchy": "Monarchy", "know_how.roads": "Roads", "know_how.navigation": "Navigation",
    "know_how.currency": "Currency", "know_how.democracy": "Democracy",
    "personage.king.one": "king", "personage.king.other": "kings",
    "personage.scholar.one": "scholar", "personage.scholar.other": "scholars",
    "personage.general.one": "general", "personage.general.other": "generals",
    "personage.citizen.one": "citizen", "personage.citizen.other": "citizens",
    "personage.navigator.one": "navigator", "personage.navigator.other": "navigators",
    "personages.king": "Kings", "personages.scholar": "Scholars", "personages.general": "Generals",
    "personages.citizen": "Citizens", "personages.navigator": "Navigators",
    "take.king": "Take a king", "take.scholar": "Take a scholar", "take.general": "Take a general",
    "take.citizen": "Take a citizen", "take.navigator": "Take a navigator",
    "resource.marble": "marble", "resource.iron": "iron", "resource.gold": "gold",
    "amount.marble.one": "{n} marble", "amount.marble.other": "{n} marble",
    "amount.iron.one": "{n} iron", "amount.iron.other": "{n} iron",
    "amount.gold.one": "{n} gold", "amount.gold.other": "{n} gold",
    "amount.coin.one": "{n} coin", "amount.coin.other": "{n} coins",
    "unit.legion": "legion", "unit.galley": "galley",
    "units.legion.one": "{n} legion", "units.legion.other": "{n} legions",
    "units.galley.one": "{n} galley", "units.galley.other": "{n} galleys",
    "payment.free": "free", "payment.for": " for {payment}",
    "decision.choose_start_city": "Start in {place}",
    "decision.take_resource": "Take 1 {resource}",
    "decision.build_temple": "Temple in {place}",
    "decision.arm": "Arm a {unit} in {place}",
    "decision.buy_know_how": "Buy {knowHow}",
    "decision.move.one": "Move a {unit} {from} → {to} ({n} action left)",
    "decision.move.other": "Move a {unit} {from} → {to} ({n} actions left)",
    "decision.fight": "Fight a {nation} {unit} in {place}",
    "decision.end_movement": "End the movement (to conquest)",
    "decision.conquer": "Conquer {place} giving up {legions} and {galleys}",
    "decision.conquer.give_up": "Conquer {place} giving up {legions} and {galleys}, abandoning {giveUp}",
    "decision.fight_entry": "Fight", "decision.let_pass": "Let it pass",
    "decision.found": "Found {place}",
    "decision.trade": "Trade {give} for 1 {get}",
    "decision.done": "Done",
    "prompt.choose_start_city": "{nation}: choose a start city",
    "prompt.take_resource": "{nation}: the bank has no coin: take a marble, iron or gold unit",
    "prompt.rondel": "{nation}: choose a rondel field",
    "prompt.rondel.from": "{nation}: choose a rondel field (now on {field}; 1-3 steps free)",
    "prompt.temple": "{nation}: build temples (5 marble each), then done",
    "prompt.arming": "{nation}: arm legions and galleys (1 iron each), then done",
    "prompt.know_how": "{nation}: buy know-hows, then done",
    "prompt.movement": "{nation}: maneuver, phase 1: move units one at a time and fight, then end the movement",
    "prompt.conquest": "{nation}: maneuver, phase 2: conquer cities, then done",
    "prompt.founding": "{nation}: found cities (1 marble + 1 iron + 1 gold each), then done",
    "prompt.choose_personage": "{nation}: all eight know-hows: choose the stack to take a personage from",
    "prompt.fight_question": "{nation}: fight the {mover} {unit} entering {place}?",
    "prompt.game_over": "The game is over.",
    "award": "{nation} earn {personages}",
    "card.to_decide": "▶ to decide", "card.score": "score / goal",
    "card.marble": "Marble", "card.iron": "Iron", "card.gold": "Gold", "card.coins": "Coins",
    "card.cities": "Cities", "card.temples": "temples", "card.rondel": "rondel",
    "card.supply": "Supply:", "card.supply.legions": "legions,", "card.supply.galleys": "galleys,",
    "card.supply.cities": "city stones", "card.know_hows": "know-hows", "card.held": "{knowHow} (held)",
    "bank": "Bank: coins {coins}, temples {temples}; personages: {stacks}",
    "winner.title": "{nation} win!",
    "winner.nation": "Nation", "winner.score": "Score",
  },
  de: {
    "field.iron": "Eisen", "field.temple": "Tempel", "field.gold": "Gold", "field.maneuver_1": "Manöver",
    "field.arming": "Rüsten", "field.marble": "Marmor", "field.know_how": "Fortschritt", "field.maneuver_2": "Manöver",
    "know_how.wheel": "Rad", "know_how.sailing": "Segeln", "know_how.market": "Marktplatz",
    "know_how.monarchy": "Monarchie", "know_how.roads": "Straßenbau", "know_how.navigation": "Navigation",
    "know_how.currency": "Währung", "know_how.democracy": "Demokratie",
    "personage.king.one": "König", "personage.king.other": "Könige",
    "personage.scholar.one": "Gelehrter", "personage.scholar.other": "Gelehrte",
    "personage.general.one": "Feldherr", "personage.general.other": "Feldherren",
    "personage.citizen.one": "Bürger", "personage.citizen.other": "Bürger",
    "personage.navigator.one": "Seefahrer", "personage.navigator.other": "Seefahrer",
    "personages.king": "Könige", "personages.scholar": "Gelehrte", "personages.general": "Feldherren",
    "personages.citizen": "Bürger", "personages.navigator": "Seefahrer",
    "take.king": "Einen König nehmen", "take.scholar": "Einen Gelehrten nehmen",
    "take.general": "Einen Feldherrn nehmen", "take.citizen": "Einen Bürger nehmen",
    "take.navigator": "Einen Seefahrer nehmen",
    "resource.marble": "Marmor", "resource.iron": "Eisen", "resource.gold": "Gold",
    "amount.marble.one": "{n} Marmor", "amount.marble.other": "{n} Marmor",
    "amount.iron.one": "{n} Eisen", "amount.iron.other": "{n} Eisen",
    "amount.gold.one": "{n} Gold", "amount.gold.other": "{n} Gold",
    "amount.coin.one": "{n} Münze", "amount.coin.other": "{n} Münzen",
    "unit.legion": "Legion", "unit.galley": "Galeere",
    "units.legion.one": "{n} Legion", "units.legion.other": "{n} Legionen",
    "units.galley.one": "{n} Galeere", "units.galley.other": "{n} Galeeren",
    "payment.free": "kostenfrei", "payment.for": " für {payment}",
    "decision.choose_start_city": "Startstadt {place}",
    "decision.take_resource": "1 {resource} nehmen",
    "decision.build_temple": "Tempel in {place}",
    "decision.arm": "Eine {unit} in {place} aufstellen",
    "decision.buy_know_how": "{knowHow} erwerben",
    "decision.move.one": "Eine {unit} bewegen: {from} → {to} (noch {n} Aktion)",
    "decision.move.other": "Eine {unit} bewegen: {from} → {to} (noch {n} Aktionen)",
    "decision.fight": "Kampf gegen die {nation}: {unit} in {place}",
    "decision.end_movement": "Bewegung beenden (weiter zur Eroberung)",
    "decision.conquer": "{place} erobern, abgegeben werden {legions} und {galleys}",
    "decision.conquer.give_up": "{place} erobern, abgegeben werden {legions} und {galleys}, {giveUp} wird aufgegeben",
    "decision.fight_entry": "Kämpfen", "decision.let_pass": "Durchziehen lassen",
    "decision.found": "{place} gründen",
    "decision.trade": "{give} gegen 1 {get} tauschen",
    "decision.done": "Fertig",
    "prompt.choose_start_city": "{nation}: eine Startstadt wählen",
    "prompt.take_resource": "{nation}: die Bank hat keine Münze: eine Einheit Marmor, Eisen oder Gold nehmen",
    "prompt.rondel": "{nation}: ein Feld auf dem Rondell wählen",
    "prompt.rondel.from": "{nation}: ein Feld auf dem Rondell wählen (jetzt auf {field}; 1-3 Felder kostenfrei)",
    "prompt.temple": "{nation}: Tempel bauen (je 5 Marmor), dann Fertig",
    "prompt.arming": "{nation}: Legionen und Galeeren aufstellen (je 1 Eisen), dann Fertig",
    "prompt.know_how": "{nation}: Fortschritte erwerben, dann Fertig",
    "prompt.movement": "{nation}: Manöver, Phase 1: Einheiten einzeln bewegen und kämpfen, dann die Bewegung beenden",
    "prompt.conquest": "{nation}: Manöver, Phase 2: Städte erobern, dann Fertig",
    "prompt.founding": "{nation}: Städte gründen (je 1 Marmor + 1 Eisen + 1 Gold), dann Fertig",
    "prompt.choose_personage": "{nation}: alle acht Fortschritte: den Stapel wählen, von dem eine Persönlichkeit kommt",
    "prompt.fight_question": "{nation}: gegen die {unit} der {mover} kämpfen, die {place} betritt?",
    "prompt.game_over": "Das Spiel ist beendet.",
    "award": "{nation} erhalten {personages}",
    "card.to_decide": "▶ am Zug", "card.score": "Punkte / Ziel",
    "card.marble": "Marmor", "card.iron": "Eisen", "card.gold": "Gold", "card.coins": "Münzen",
    "card.cities": "Städte", "card.temples": "Tempel", "card.rondel": "Rondell",
    "card.supply": "Vorrat:", "card.supply.legions": "Legionen,", "card.supply.galleys": "Galeeren,",
    "card.supply.cities": "Stadtsteine", "card.know_hows": "Fortschritte", "card.held": "{knowHow} (erworben)",
    "bank": "Bank: Münzen {coins}, Tempel {temples}; Persönlichkeiten: {stacks}",
    "winner.title": "{nation} gewinnen!",
    "winner.nation": "Volk", "winner.score": "Punkte",
  },
});

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

/** A payment in words ("2 gold + 1 coin", or "free"). */
export function payment(paid) {
  const parts = Object.entries(paid || {}).map(([kind, n]) => tCount(`amount.${kind}`, n));
  return parts.length ? parts.join(" + ") : t("payment.free");
}

/** A decision in words without its payment (the title of a chooser that asks how to pay). */
export function describeChoice(decision, names) {
  const place = (id) => names.provinces[id] ?? id;
  const nation = (id) => names.nations[id] ?? id;
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
    case "trade": return t("decision.trade", { give: payment(decision.give), get: t(`resource.${decision.get}`) });
    case "end_movement": case "fight_entry": case "let_pass": case "done": return t(`decision.${decision.type}`);
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

/** What the pending decision asks, composed from the view's structured `pending` (so it is
 *  translated); a step this page does not know yet falls back to the engine's English words. */
export function promptText(view, names) {
  const pending = view.pending;
  const nations = Object.fromEntries(view.nations.map((n) => [n.id, n.name]));
  // The engine says why the game ended, in the language the page asked for.
  if (pending.step === "game_over") return view.outcome ? view.outcome.reason : t("prompt.game_over");
  const nation = nations[pending.nation] ?? pending.nation;
  if (pending.step === "fight_question") {
    return t("prompt.fight_question", { nation, mover: nations[pending.mover] ?? pending.mover,
                                        unit: t(`unit.${pending.unit}`),
                                        place: names.provinces[pending.province] ?? pending.province });
  }
  const onRondel = view.nations.find((n) => n.id === pending.nation)?.rondel;
  if (pending.step === "rondel" && onRondel) return t("prompt.rondel.from", { nation, field: fieldName(onRondel) });
  const key = `prompt.${pending.step}`;
  const text = t(key, { nation });
  return text === key ? pending.prompt : text;
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
  constructor(nation) {
    const root = document.createElement("section");
    root.className = "nation-card";
    root.dataset.nation = nation.id;
    root.style.borderColor = nation.colour;
    const personages = PERSONAGES.map((id) =>
      `<span class="personage">${t(`personages.${id}`)} <b data-personage="${id}"></b></span>`).join("");
    // Basic know-hows on the first row, each advanced one under the basic one it needs (R-KNOW-1).
    const knowHows = KNOW_HOWS.map((id) => `<span data-know-how="${id}">${t(`know_how.${id}`)}</span>`).join("");
    root.innerHTML = `<h4><span class="nation-letter" style="background:${nation.colour}">${escape(nation.letter)}</span>
        <span class="nation-name">${escape(nation.name)}</span><span class="player"></span>
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
      <div class="personages">${personages}</div>
      <div class="know-hows" role="list" aria-label="${t("card.know_hows")}">${knowHows}</div>`;
    this.root = root;
    this.nodes = {};
    for (const node of root.querySelectorAll("[data-bind], [data-resource], [data-count], [data-supply], [data-personage], [data-know-how]")) {
      const key = Object.entries(node.dataset)[0].join(":");
      this.nodes[key] = node;
    }
    this.score = root.querySelector(".score");
    this.name = root.querySelector(".nation-name");
    this.player = root.querySelector(".player");
    this.held = null;
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
    const held = nation.know_hows.join();
    if (held !== this.held) {
      this.held = held;
      for (const id of KNOW_HOWS) {
        const has = nation.know_hows.includes(id);
        const node = n[`knowHow:${id}`];
        node.classList.toggle("held", has);
        node.setAttribute("role", "listitem");
        // A tick as well as the colour: colour is never the only signal; the name says it in words.
        setText(node, has ? `✓ ${t(`know_how.${id}`)}` : t(`know_how.${id}`));
        node.setAttribute("aria-label", has ? t("card.held", { knowHow: t(`know_how.${id}`) }) : t(`know_how.${id}`));
      }
    }
  }
}

/** Nation boards, the bank and the log of one game. */
export class Panels {
  constructor(elements) {
    this.elements = elements;
    this.cards = new Map();
    this.logLength = 0;
    elements.log.replaceChildren();
    this.relabel();
  }

  /** Build the cards and the bank again in the current language (the log keeps its lines);
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

  /** Show `view`; `logLength` is the length of the whole log, of which view.log is the tail. */
  update(view, logLength) {
    for (const nation of view.nations) {
      if (!this.cards.has(nation.id)) {
        const card = new NationCard(nation);
        this.cards.set(nation.id, card);
        this.elements.nations.appendChild(card.root);
      }
      this.cards.get(nation.id).update(nation, view);
    }
    setText(this.bank.coins, view.bank.coins);
    setText(this.bank.temples, view.bank.temples);
    for (const id of PERSONAGES) setText(this.bank[id], view.bank.personages[id]);
    this.updateLog(view.log, logLength);
  }

  // Newest line first, so the latest events are in sight without scrolling (reading a scroll
  // height would force a layout of the whole page on every redraw). The lines are the engine's
  // words, in the language the page asked for.
  updateLog(tail, logLength) {
    const list = this.elements.log;
    const added = logLength - this.logLength;
    const lines = added > 0 && added <= tail.length && list.childElementCount ? tail.slice(-added) : null;
    if (!lines) list.replaceChildren();
    const fragment = document.createDocumentFragment();
    for (const line of (lines ?? tail).slice().reverse()) {
      const item = document.createElement("li");
      item.textContent = line;
      fragment.appendChild(item);
    }
    list.prepend(fragment);
    while (list.childElementCount > tail.length) list.lastElementChild.remove();
    this.logLength = logLength;
  }
}

/** The winner screen with every nation's personages. */
export function renderWinner(view, elements) {
  const winner = view.nations.find((n) => n.id === view.outcome.winner);
  elements.title.textContent = t("winner.title", { nation: winner.name })
    + (winner.player !== winner.name ? ` (${winner.player})` : "");
  elements.reason.textContent = view.outcome.reason;
  const header = `<tr><th>${t("winner.nation")}</th>${PERSONAGES.map((id) => `<th>${t(`personages.${id}`)}</th>`).join("")}`
    + `<th>${t("winner.score")}</th></tr>`;
  const rows = view.nations.map((n) => `<tr data-nation="${n.id}"${n.id === winner.id ? ' class="winner"' : ""}>`
    + `<td>${escape(n.name)}${n.id === winner.id ? " ★" : ""}</td>`
    + PERSONAGES.map((id) => `<td>${n.personages[id]}</td>`).join("") + `<td>${n.score} / ${view.goal}</td></tr>`).join("");
  elements.table.innerHTML = header + rows;
}
