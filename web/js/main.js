// The page: loads the engine, runs the new-game screen, and plays a game by offering exactly the
// engine's legal decisions. UI-only state (the selected province) lives here, apart from the view.

import { Engine } from "./engine-client.js";
import { MapView, unitShape } from "./render-map.js";
import { RondelView } from "./render-rondel.js";
import { describe, payment, Panels, renderWinner } from "./panels.js";

const COASTLINES = { orient: "assets/coastline-orient.json", occident: "assets/coastline-occident.json" };
// Decisions made by clicking a province on the map (moves are made from province to province).
const MAP_TYPES = new Set(["choose_start_city", "build_temple", "arm", "found", "conquer"]);
const $ = (id) => document.getElementById(id);

const ui = {
  engine: null, boards: [], board: null, map: null, rondel: null, panels: null, view: null, logLength: 0,
  selected: null, names: { provinces: {}, nations: {} }, version: 0,
};

function showProgress({ stage, fraction }) {
  $("progress").value = fraction;
  $("progress-stage").textContent = stage;
}

async function call(request) {
  document.body.dataset.busy = "true";
  try {
    return await ui.engine.call(request);
  } finally {
    delete document.body.dataset.busy;
  }
}

// ---- New game screen -------------------------------------------------------------------------

function selectedBoard() {
  return ui.boards.find((b) => b.id === $("setup-board").value);
}

function seats() {
  const board = selectedBoard();
  const count = $("setup-count").value;
  if (count === "four_nations") {
    return board.two_player_teams.map((team, i) => ({ label: `Player ${i + 1}`, nations: team }));
  }
  if (count === "two_colours") {
    return board.two_colour_nations.map((nation, i) => ({ label: `Player ${i + 1}`, nations: [nation] }));
  }
  return board.nations[count].map((nation) => ({ label: null, nations: [nation] }));
}

async function refreshSetup() {
  const board = selectedBoard();
  const count = $("setup-count").value;
  $("setup-board-note").textContent = board.note;
  const reply = await call({ command: "board", board: board.id });
  const nations = Object.fromEntries(reply.board.nations.map((n) => [n.id, n]));
  const rows = seats().map((seat, i) => {
    const badges = seat.nations.map((id) =>
      `<span class="seat-letter" style="background:${nations[id].colour}">${nations[id].letter}</span> ${nations[id].name}`).join(" + ");
    const value = seat.label ?? nations[seat.nations[0]].name;
    return `<label>${badges} <input name="seat-${i}" value="${value}" maxlength="40" aria-label="Name for ${seat.nations.join(" and ")}"></label>`;
  });
  $("setup-names").innerHTML = rows.join("");
  const twelve = document.querySelector('input[value="twelve"]');
  twelve.disabled = count !== "3";
  if (twelve.disabled) twelve.checked = false;
  const starter = count === "two_colours" ? "drawn by lot (from the seed)"
    : nations[board.starting_nation[count === "four_nations" ? "4" : count]].name;
  $("setup-starter").textContent = `Starting nation (rulebook): ${starter}.`;
}

function readOptions() {
  const count = $("setup-count").value;
  const options = { board: $("setup-board").value, seed: Number($("setup-seed").value) || 0, names: {} };
  if (count === "four_nations") Object.assign(options, { nations: 4, two_player: "four_nations" });
  else if (count === "two_colours") Object.assign(options, { nations: 2, two_player: "two_colours" });
  else options.nations = Number(count);
  options.variants = [...document.querySelectorAll('input[name="variant"]:checked')].map((box) => box.value);
  seats().forEach((seat, i) => {
    const name = document.querySelector(`input[name="seat-${i}"]`).value.trim();
    if (name) for (const nation of seat.nations) options.names[nation] = name;
  });
  return options;
}

async function startGame(event) {
  event.preventDefault();
  $("setup-error").textContent = "";
  const options = readOptions();
  const reply = await call({ command: "new_game", options });
  if (!reply.ok) {
    $("setup-error").textContent = reply.error.message;
    return;
  }
  await enterGame(options.board, reply);
}

async function enterGame(boardId, reply) {
  const { view } = reply;
  const boardReply = await call({ command: "board", board: boardId });
  ui.board = boardReply.board;
  ui.names.provinces = Object.fromEntries(ui.board.provinces.map((p) => [p.id, p.name]));
  ui.names.nations = Object.fromEntries(ui.board.nations.map((n) => [n.id, n.name]));
  const coastline = COASTLINES[boardId] ? await (await fetch(COASTLINES[boardId])).json() : null;
  ui.map = new MapView($("map"), $("map-backdrop"), ui.board, coastline, onProvince);
  ui.rondel = new RondelView($("rondel"), view.rondel.fields, onField);
  ui.panels = new Panels({ nations: $("nations"), bank: $("bank"), log: $("log") });
  ui.view = null;
  $("setup").hidden = true;
  $("game").hidden = false;
  $("new-game-button").hidden = false;
  show(reply);
}

/** Show a reply that carries a view (and the whole log's length, of which view.log is the tail). */
function show(reply) {
  ui.logLength = reply.log_length ?? reply.view.log.length;
  render(reply.view);
}

// ---- Playing ---------------------------------------------------------------------------------

function groupLegal(view) {
  const onMap = new Map();
  const moves = new Map();
  const onRondel = new Map();
  const buttons = [];
  for (const decision of view.legal) {
    if (MAP_TYPES.has(decision.type)) push(onMap, decision.province, decision);
    else if (decision.type === "move") push(moves, decision.from, decision);
    else if (decision.type === "rondel") push(onRondel, decision.field, decision);
    else buttons.push(decision);
  }
  return { onMap, moves, onRondel, buttons };
}

function push(map, key, value) {
  if (!map.has(key)) map.set(key, []);
  map.get(key).push(value);
}

function render(view) {
  const previous = ui.view;
  ui.view = view;
  const groups = groupLegal(view);
  ui.groups = groups;
  if (ui.selected && !groups.moves.has(ui.selected)) ui.selected = null;
  const nations = Object.fromEntries(view.nations.map((n) => [n.id, n]));
  let legalProvinces;
  if (ui.selected) {
    legalProvinces = new Set(groups.moves.get(ui.selected).map((d) => d.to));
    legalProvinces.add(ui.selected);
  } else {
    legalProvinces = new Set([...groups.onMap.keys(), ...groups.moves.keys()]);
  }
  ui.map.update(view, nations, legalProvinces, ui.selected, view.pending.province ?? null);
  ui.rondel.update(view, new Set(groups.onRondel.keys()));
  ui.panels.update(view, ui.logLength);
  const actor = nations[view.pending.nation];
  $("prompt").textContent = view.pending.prompt + (ui.selected
    ? ` — moving from ${ui.names.provinces[ui.selected]}: click a highlighted neighbour` : "");
  $("prompt").style.borderColor = actor ? actor.colour : "#999";
  $("turn-info").textContent = (view.round ? `Round ${view.round}` : "Set-up")
    + (actor ? ` · ${actor.name} to decide` : " · game over");
  renderActions(groups);
  renderAllChoices(view);
  if (previous) announceAwards(previous, view);
  // The winner screen opens once, when the game ends; "Look at the board" closes it for good.
  if (view.outcome && !previous?.outcome) {
    renderWinner(view, { title: $("winner-title"), reason: $("winner-reason"), table: $("winner-table") });
    $("winner").hidden = false;
    $("winner-close").focus();
  }
  ui.version += 1;
  $("game").dataset.version = ui.version;
}

function decisionButton(decision, label = describe(decision, ui.names)) {
  const button = document.createElement("button");
  button.type = "button";
  button.textContent = label;
  button.dataset.decision = JSON.stringify(decision);
  button.addEventListener("click", () => play(decision));
  return button;
}

function renderActions(groups) {
  const container = $("actions");
  container.replaceChildren();
  // Payment alternatives follow their default in the engine's list: one button per choice.
  const byChoice = new Map();
  for (const decision of groups.buttons) {
    const { payment: _ignored, ...choice } = decision;
    push(byChoice, JSON.stringify(choice), decision);
  }
  for (const options of byChoice.values()) {
    if (options.length === 1) {
      const button = decisionButton(options[0]);
      if (["done", "end_movement", "fight_entry"].includes(options[0].type)) button.classList.add("primary");
      container.appendChild(button);
    } else {
      const opener = document.createElement("button");
      opener.type = "button";
      opener.textContent = describe(options[0], ui.names) + " …";
      opener.addEventListener("click", () => choose(`${describe(options[0], ui.names).split(" for ")[0]}: how to pay?`, options));
      container.appendChild(opener);
    }
  }
}

function renderAllChoices(view) {
  const list = $("all-choices-list");
  const fragment = document.createDocumentFragment();
  for (const decision of view.legal) fragment.appendChild(decisionButton(decision));
  list.replaceChildren(fragment);
  $("all-choices").querySelector("summary").textContent = `All choices (${view.legal.length})`;
}

function choose(title, options) {
  const dialog = $("chooser");
  $("chooser-title").textContent = title;
  const container = $("chooser-options");
  container.replaceChildren();
  options.forEach((decision, i) => {
    const button = decisionButton(decision, (i === 0 ? "★ " : "") + describe(decision, ui.names));
    button.addEventListener("click", () => dialog.close());
    container.appendChild(button);
  });
  dialog.showModal();
  container.firstChild?.focus();
}

function onField(field) {
  const options = ui.groups?.onRondel.get(field);
  if (!options) return;
  if (options.length === 1) play(options[0]);
  else choose(`Move to ${describe({ type: "rondel", field, payment: {} }, ui.names).split(" (")[0]}: how to pay?`, options);
}

function onProvince(id) {
  const groups = ui.groups;
  if (!groups) return;
  if (ui.selected) {
    const moves = groups.moves.get(ui.selected).filter((d) => d.to === id);
    if (moves.length) {
      ui.selected = null;
      // Default: the unit with the most actions left moves; other choices in the chooser.
      if (moves.length === 1) play(moves[0]);
      else choose(`Move to ${ui.names.provinces[id]}: which unit?`, moves);
      return;
    }
    ui.selected = ui.selected === id ? null : (groups.moves.has(id) ? id : null);
    render(ui.view);
    return;
  }
  if (groups.moves.has(id)) {
    ui.selected = id;
    render(ui.view);
    return;
  }
  const options = groups.onMap.get(id);
  if (!options) return;
  if (options.length === 1) play(options[0]);
  else choose(ui.names.provinces[id], options);
}

async function play(decision) {
  $("error").textContent = "";
  const reply = await call({ command: "apply", decision });
  if (!reply.ok) {
    $("error").textContent = reply.error.message;
    return;
  }
  show(reply);
}

function announceAwards(previous, view) {
  const before = Object.fromEntries(previous.nations.map((n) => [n.id, n.personages]));
  const lines = [];
  for (const nation of view.nations) {
    for (const [kind, count] of Object.entries(nation.personages)) {
      const gained = count - (before[nation.id]?.[kind] ?? 0);
      if (gained > 0) lines.push(`${nation.name} earn ${gained > 1 ? gained + " " : "a "}${kind}${gained > 1 ? "s" : ""}`);
    }
  }
  if (!lines.length) return;
  const toast = $("toast");
  toast.textContent = lines.join(" · ");
  toast.hidden = false;
  clearTimeout(ui.toastTimer);
  ui.toastTimer = setTimeout(() => { toast.hidden = true; }, 3500);
}

// ---- Start -----------------------------------------------------------------------------------

// The legend draws the very shapes the map uses.
function drawLegend() {
  for (const icon of document.querySelectorAll(".legend svg[data-unit]")) {
    icon.appendChild(unitShape(icon.dataset.unit, icon.dataset.exhausted ? null : "#777"));
  }
}

function wire() {
  drawLegend();
  $("setup-form").addEventListener("submit", startGame);
  $("setup-board").addEventListener("change", refreshSetup);
  $("setup-count").addEventListener("change", refreshSetup);
  $("winner-close").addEventListener("click", () => { $("winner").hidden = true; });
  $("new-game-button").addEventListener("click", () => {
    $("game").hidden = true;
    $("winner").hidden = true;
    $("setup").hidden = false;
  });
  document.querySelectorAll("[data-zoom]").forEach((button) => button.addEventListener("click", () => {
    if (!ui.map) return;
    if (button.dataset.zoom === "reset") ui.map.reset();
    else ui.map.zoom(button.dataset.zoom === "in" ? 1 / 1.4 : 1.4);
  }));
  // Keyboard: Enter or Space on a highlighted province or rondel field acts like a click.
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Enter" && event.key !== " ") return;
    const target = event.target.closest?.("[data-province], [data-field]");
    if (!target) return;
    event.preventDefault();
    if (target.dataset.province) onProvince(target.dataset.province);
    else onField(target.dataset.field);
  });
}

async function main() {
  wire();
  ui.engine = new Engine(showProgress);
  window.antike = { engine: ui.engine, view: () => ui.view, payment };
  try {
    await ui.engine.ready;
  } catch (error) {
    $("progress-stage").textContent = `The engine could not load: ${error.message}`;
    return;
  }
  const reply = await call({ command: "boards" });
  ui.boards = reply.boards;
  $("setup-board").innerHTML = ui.boards
    .map((b) => `<option value="${b.id}"${b.id === "orient" ? " selected" : ""}>${b.name}</option>`).join("");
  await refreshSetup();
  $("loading").hidden = true;
  $("setup").hidden = false;
  document.querySelector('[data-action="start-game"]').disabled = false;
}

main();
