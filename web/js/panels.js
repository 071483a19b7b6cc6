// Nation boards, the bank, the log, and decisions in words. Presentation only: every number
// shown comes from the engine's view. Each card is built once per game and then only the texts
// that changed are written, so a redraw costs no layout of nodes that stayed the same.

const KNOW_HOWS = [["wheel", "Wheel"], ["sailing", "Sailing"], ["market", "Market"], ["monarchy", "Monarchy"],
                   ["roads", "Roads"], ["navigation", "Navigation"], ["currency", "Currency"], ["democracy", "Democracy"]];
const PERSONAGES = [["king", "Kings"], ["scholar", "Scholars"], ["general", "Generals"], ["citizen", "Citizens"],
                    ["navigator", "Navigators"]];
const FIELDS = { iron: "Iron", temple: "Temple", gold: "Gold", maneuver_1: "Maneuver", arming: "Arming",
                 marble: "Marble", know_how: "Know-how", maneuver_2: "Maneuver" };

function escape(text) {
  return String(text).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
}

function setText(node, text) {
  const value = String(text);
  if (node.textContent !== value) node.textContent = value;
}

export function payment(paid) {
  const parts = Object.entries(paid || {}).map(([kind, n]) => `${n} ${kind}${kind === "coin" && n > 1 ? "s" : ""}`);
  return parts.length ? parts.join(" + ") : "free";
}

/** A decision in words, using the board's names. */
export function describe(decision, names) {
  const place = (id) => names.provinces[id] ?? id;
  const nation = (id) => names.nations[id] ?? id;
  switch (decision.type) {
    case "choose_start_city": return `Start in ${place(decision.province)}`;
    case "take_resource": return `Take 1 ${decision.resource}`;
    case "rondel": return `${FIELDS[decision.field]} (${payment(decision.payment)})`;
    case "build_temple": return `Temple in ${place(decision.province)} for ${payment(decision.payment)}`;
    case "arm": return `Arm a ${decision.unit} in ${place(decision.province)} for ${payment(decision.payment)}`;
    case "buy_know_how": return `Buy ${decision.know_how} for ${payment(decision.payment)}`;
    case "move": return `Move a ${decision.unit} ${place(decision.from)} → ${place(decision.to)}`
      + ` (${decision.actions} action${decision.actions > 1 ? "s" : ""} left)`;
    case "fight": return `Fight a ${nation(decision.nation)} ${decision.unit} in ${place(decision.province)}`;
    case "end_movement": return "End the movement (to conquest)";
    case "conquer": return `Conquer ${place(decision.province)} giving up ${decision.legions} legion(s) and `
      + `${decision.galleys} galley(s)` + (decision.give_up ? `, abandoning ${place(decision.give_up)}` : "");
    case "fight_entry": return "Fight";
    case "let_pass": return "Let it pass";
    case "found": return `Found ${place(decision.province)} for ${payment(decision.payment)}`;
    case "choose_personage": return `Take a ${decision.kind}`;
    case "trade": return `Trade ${payment(decision.give)} for 1 ${decision.get}`;
    case "done": return "Done";
    default: return decision.type;
  }
}

/** One nation's board: its DOM is made once; `update` writes only what changed. */
class NationCard {
  constructor(nation) {
    const root = document.createElement("section");
    root.className = "nation-card";
    root.dataset.nation = nation.id;
    root.style.borderColor = nation.colour;
    const personages = PERSONAGES.map(([id, name]) =>
      `<span class="personage" title="${name}">${name} <b data-personage="${id}"></b></span>`).join("");
    // Basic know-hows on the first row, each advanced one under the basic one it needs (R-KNOW-1).
    const knowHows = KNOW_HOWS.map(([id, name]) => `<span data-know-how="${id}">${name}</span>`).join("");
    root.innerHTML = `<h4><span class="nation-letter" style="background:${nation.colour}">${escape(nation.letter)}</span>
        <span class="nation-name">${escape(nation.name)}</span><span class="player"></span>
        <span class="turn-mark">▶ to decide</span>
        <span class="score" title="score / goal"><b data-bind="score"></b> / <span data-bind="goal"></span></span></h4>
      <div class="resources">
        <span class="res marble" title="marble">Marble <b data-resource="marble"></b></span>
        <span class="res iron" title="iron">Iron <b data-resource="iron"></b></span>
        <span class="res gold" title="gold">Gold <b data-resource="gold"></b></span>
        <span class="res coin" title="coins">Coins <b data-resource="coins"></b></span></div>
      <div>Cities <b data-count="cities"></b> · temples <b data-count="temples"></b> ·
        rondel <b data-bind="rondel"></b></div>
      <div class="supply">Supply: <b data-supply="legions"></b> legions, <b data-supply="galleys"></b> galleys,
        <b data-supply="cities"></b> city stones</div>
      <div class="personages">${personages}</div>
      <div class="know-hows" aria-label="know-hows">${knowHows}</div>`;
    this.root = root;
    this.nodes = {};
    for (const node of root.querySelectorAll("[data-bind], [data-resource], [data-count], [data-supply], [data-personage], [data-know-how]")) {
      const key = Object.entries(node.dataset)[0].join(":");
      this.nodes[key] = node;
    }
    this.score = root.querySelector(".score");
    this.player = root.querySelector(".player");
    this.held = null;
  }

  update(nation, view) {
    const n = this.nodes;
    this.root.classList.toggle("acting", view.pending.nation === nation.id);
    setText(this.player, nation.player !== nation.name ? `(${nation.player})` : "");
    setText(n["bind:score"], nation.score);
    setText(n["bind:goal"], view.goal);
    this.score.dataset.score = nation.score;
    for (const resource of ["marble", "iron", "gold"]) setText(n[`resource:${resource}`], nation.resources[resource]);
    setText(n["resource:coins"], nation.coins);
    setText(n["count:cities"], nation.cities.length);
    setText(n["count:temples"], nation.temples.length);
    setText(n["bind:rondel"], nation.rondel ? FIELDS[nation.rondel] : "—");
    for (const kind of ["legions", "galleys", "cities"]) setText(n[`supply:${kind}`], nation.supply[kind]);
    for (const [id] of PERSONAGES) setText(n[`personage:${id}`], nation.personages[id]);
    const held = nation.know_hows.join();
    if (held !== this.held) {
      this.held = held;
      for (const [id, name] of KNOW_HOWS) {
        const has = nation.know_hows.includes(id);
        n[`knowHow:${id}`].classList.toggle("held", has);
        // A tick as well as the colour: colour is never the only signal.
        setText(n[`knowHow:${id}`], has ? `✓ ${name}` : name);
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
    elements.nations.replaceChildren();
    elements.log.replaceChildren();
    elements.bank.innerHTML = `<b>Bank</b>: coins <b data-bank="coins"></b>, temples <b data-bank="temples"></b>;
      personages: ${PERSONAGES.map(([id, name]) => `${name} <b data-stack="${id}"></b>`).join(", ")}`;
    this.bank = Object.fromEntries([...elements.bank.querySelectorAll("[data-bank], [data-stack]")]
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
    for (const [id] of PERSONAGES) setText(this.bank[id], view.bank.personages[id]);
    this.updateLog(view.log, logLength);
  }

  // Newest line first, so the latest events are in sight without scrolling (reading a scroll
  // height would force a layout of the whole page on every redraw).
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
  elements.title.textContent = `${winner.name} win!` + (winner.player !== winner.name ? ` (${winner.player})` : "");
  elements.reason.textContent = view.outcome.reason;
  const header = `<tr><th>Nation</th>${PERSONAGES.map(([, name]) => `<th>${name}</th>`).join("")}<th>Score</th></tr>`;
  const rows = view.nations.map((n) => `<tr data-nation="${n.id}"${n.id === winner.id ? ' class="winner"' : ""}>`
    + `<td>${escape(n.name)}${n.id === winner.id ? " ★" : ""}</td>`
    + PERSONAGES.map(([id]) => `<td>${n.personages[id]}</td>`).join("") + `<td>${n.score} / ${view.goal}</td></tr>`).join("");
  elements.table.innerHTML = header + rows;
}
