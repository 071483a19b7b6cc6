// Nation boards, the bank, the log, and decisions in words. Presentation only: every number
// shown comes from the engine's view.

const KNOW_HOWS = [["wheel", "Wheel"], ["sailing", "Sailing"], ["market", "Market"], ["monarchy", "Monarchy"],
                   ["roads", "Roads"], ["navigation", "Navigation"], ["currency", "Currency"], ["democracy", "Democracy"]];
const PERSONAGES = [["king", "Kings"], ["scholar", "Scholars"], ["general", "Generals"], ["citizen", "Citizens"],
                    ["navigator", "Navigators"]];
const FIELDS = { iron: "Iron", temple: "Temple", gold: "Gold", maneuver_1: "Maneuver", arming: "Arming",
                 marble: "Marble", know_how: "Know-how", maneuver_2: "Maneuver" };

function escape(text) {
  return String(text).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
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

function nationCard(nation, view) {
  const acting = view.pending.nation === nation.id;
  const knowHows = KNOW_HOWS.map(([id, name]) =>
    `<span class="${nation.know_hows.includes(id) ? "held" : ""}" title="${name}">${name}</span>`).join("");
  const personages = PERSONAGES.map(([id, name]) => `${name}: ${nation.personages[id]}`).join(", ");
  return `<div class="nation-card${acting ? " acting" : ""}" data-nation="${nation.id}" style="border-color:${nation.colour}">
    <h4><span class="nation-letter" style="background:${nation.colour}">${escape(nation.letter)}</span>
      ${escape(nation.name)}${nation.player !== nation.name ? ` (${escape(nation.player)})` : ""}
      <span class="score" data-score="${nation.score}">${nation.score} / ${view.goal}</span></h4>
    <table><tr><td>Marble <b data-resource="marble">${nation.resources.marble}</b></td>
      <td>Iron <b data-resource="iron">${nation.resources.iron}</b></td>
      <td>Gold <b data-resource="gold">${nation.resources.gold}</b></td>
      <td>Coins <b data-resource="coins">${nation.coins}</b></td></tr>
    <tr><td colspan="4">Cities <b data-count="cities">${nation.cities.length}</b>, temples <b data-count="temples">${nation.temples.length}</b>,
      seas <b>${nation.seas_sailed}</b>; supply: <span data-supply="legions">${nation.supply.legions}</span> legions,
      <span data-supply="galleys">${nation.supply.galleys}</span> galleys, <span data-supply="cities">${nation.supply.cities}</span> city stones</td></tr>
    <tr><td colspan="4">${personages}</td></tr>
    <tr><td colspan="4">Rondel: ${nation.rondel ? FIELDS[nation.rondel] : "—"}</td></tr></table>
    <div class="know-hows">${knowHows}</div>
  </div>`;
}

/** Nation boards, bank and log. */
export function renderPanels(view, elements) {
  elements.nations.innerHTML = view.nations.map((nation) => nationCard(nation, view)).join("");
  const stacks = PERSONAGES.map(([id, name]) => `${name} <b data-stack="${id}">${view.bank.personages[id]}</b>`).join(", ");
  elements.bank.innerHTML = `<b>Bank</b>: coins <b data-bank="coins">${view.bank.coins}</b>,
    temples <b data-bank="temples">${view.bank.temples}</b>; personages: ${stacks}`;
  const fragment = document.createDocumentFragment();
  for (const line of view.log.slice(-80)) {
    const item = document.createElement("li");
    item.textContent = line;
    fragment.appendChild(item);
  }
  elements.log.replaceChildren(fragment);
  elements.log.scrollTop = elements.log.scrollHeight;
}

/** The winner screen with every nation's personages. */
export function renderWinner(view, elements) {
  const winner = view.nations.find((n) => n.id === view.outcome.winner);
  elements.title.textContent = `${winner.name} win!` + (winner.player !== winner.name ? ` (${winner.player})` : "");
  elements.reason.textContent = view.outcome.reason;
  const header = `<tr><th>Nation</th>${PERSONAGES.map(([, name]) => `<th>${name}</th>`).join("")}<th>Score</th></tr>`;
  const rows = view.nations.map((n) => `<tr data-nation="${n.id}"><td>${escape(n.name)}</td>`
    + PERSONAGES.map(([id]) => `<td>${n.personages[id]}</td>`).join("") + `<td>${n.score}</td></tr>`).join("");
  elements.table.innerHTML = header + rows;
}
