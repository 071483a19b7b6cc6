// The page: loads the engine, runs the new-game screen, and plays a game by offering exactly the
// engine's legal decisions. UI-only state (the selected province) lives here, apart from the view.

import { pageEngine } from "./engine-client.js";
import { MapView, unitShape } from "./render-map.js";
import { RondelView } from "./render-rondel.js";
import { awards, describe, describeChoice, payment, Panels, promptText, renderWinner } from "./panels.js";
import { LANGUAGES, currentLanguage, localized, onLanguageChange, registerTexts, setLanguage, t, translateStatic } from "./i18n.js";
import { Records } from "./records.js";
import { keepOffline } from "./offline.js";
import { ComputerTurns } from "./computer.js";
import { NewGameForm } from "./app/new-game-form.js";

const COASTLINES = { orient: "assets/coastline-orient.json", occident: "assets/coastline-occident.json" };
// Decisions made by clicking a province on the map (moves are made from province to province).
const MAP_TYPES = new Set(["choose_start_city", "build_temple", "arm", "found", "conquer"]);
const $ = (id) => document.getElementById(id);

// The page's own texts: those of index.html (data-i18n) and of the setup screen and the game's chrome.
registerTexts({
  en: {
    "page.new_game": "New game", "page.loading": "Loading the rules engine…", "page.more": "More",
    "page.start": "Start game",
    "page.map": "Map of the provinces", "page.legend.legion": "legion", "page.legend.galley": "galley",
    "page.legend.exhausted": "exhausted (laid down)", "page.legend.owner": "ring and letter: owner",
    "page.legend.temple": "roof: temple", "page.legend.borders": "borders:", "page.legend.land": "red land",
    "page.legend.sea": "blue dashed sea", "page.legend.combined": "both: combined",
    "page.zoom_in": "Zoom in", "page.zoom_out": "Zoom out", "page.zoom_reset": "Show the whole map",
    "page.rondel": "Rondel", "page.all_choices": "All choices", "page.all_choices.count": "All choices ({n})",
    "page.log": "Log", "page.cancel": "Cancel", "page.look": "Look at the board", "page.language": "Language",
    "setup.name_for": "Name for {nations}", "setup.and": " and ",
    "turn.round": "Round {round}", "turn.setup": "Set-up", "turn.to_decide": " · {nation} to decide",
    "turn.over": " · game over", "prompt.moving": " — moving from {place}: choose a highlighted neighbour",
    "chooser.pay": "{choice}: how to pay?", "chooser.unit": "Move to {place}: which unit?",
    "engine.failed": "The engine could not load: {message}",
    "engine.mismatch": "The game's files in this browser do not match each other (an old copy, or a site "
      + "updated halfway). Reload the page to fetch them again.",
    "engine.reload": "Reload",
    "stage.starting": "starting", "stage.starting Python": "starting Python and the engine",
    "stage.importing the engine": "importing the engine", "stage.ready": "ready",
  },
  de: {
    "page.new_game": "Neues Spiel", "page.loading": "Die Spielregeln werden geladen…", "page.more": "Mehr",
    "page.start": "Spiel starten",
    "page.map": "Karte der Provinzen", "page.legend.legion": "Legion", "page.legend.galley": "Galeere",
    "page.legend.exhausted": "erschöpft (auf die Seite gelegt)", "page.legend.owner": "Ring und Buchstabe: Besitzer",
    "page.legend.temple": "Dach: Tempel", "page.legend.borders": "Grenzen:", "page.legend.land": "rot: Land",
    "page.legend.sea": "blau gestrichelt: See", "page.legend.combined": "beides: kombiniert",
    "page.zoom_in": "Vergrößern", "page.zoom_out": "Verkleinern", "page.zoom_reset": "Ganze Karte zeigen",
    "page.rondel": "Rondell", "page.all_choices": "Alle Möglichkeiten",
    "page.all_choices.count": "Alle Möglichkeiten ({n})",
    "page.log": "Spielverlauf", "page.cancel": "Abbrechen", "page.look": "Spielplan ansehen", "page.language": "Sprache",
    "setup.name_for": "Name für {nations}", "setup.and": " und ",
    "turn.round": "Runde {round}", "turn.setup": "Aufbau", "turn.to_decide": " · {nation} am Zug",
    "turn.over": " · Spielende", "prompt.moving": " — Bewegung ab {place}: eine markierte Nachbarprovinz wählen",
    "chooser.pay": "{choice}: wie bezahlen?", "chooser.unit": "Nach {place}: welche Einheit?",
    "engine.failed": "Die Regel-Engine konnte nicht geladen werden: {message}",
    "engine.mismatch": "Die Dateien des Spiels in diesem Browser passen nicht zueinander (eine alte Kopie oder "
      + "eine halb aktualisierte Seite). Laden Sie die Seite neu, um sie neu zu holen.",
    "engine.reload": "Neu laden",
    "stage.starting": "Start", "stage.starting Python": "Python und die Regel-Engine starten",
    "stage.importing the engine": "die Regel-Engine wird importiert", "stage.ready": "bereit",
  },
});

const ui = {
  engine: null, boards: [], board: null, map: null, rondel: null, panels: null, view: null, logLength: 0,
  selected: null, version: 0, setupBoards: {}, games: [],
  // The board's names of the game in play. A nation's name is read in the current language at each
  // use, so every module sees a language switch at once, whatever the order of their listeners.
  names: {
    provinces: {},
    get nations() {
      return Object.fromEntries((ui.board?.nations ?? []).map((nation) => [nation.id, localized(nation)]));
    },
  },
};
// Autosave, saved games, save files, undo and replay.
// Computer players: their seats on the new-game screen and their turns, played in the worker.
const computers = new ComputerTurns({ call, show, names: () => ui.names });
const records = new Records({ call, show, enter: enterGame, draw, names: () => ui.names });
// The new-game form, built from the game's options schema.
const form = new NewGameForm({
  fields: $("setup-fields"), advanced: $("setup-more"), seats: $("setup-names"), seatsLegend: $("setup-seats-legend"),
  starter: $("setup-starter"), seatChoice: (i, nations, names) => computers.seatChoice(i, { nations }, names),
  refreshed: () => {
    computers.relabelSeats();
    computers.showThinkSetting();
  },
});

function showProgress({ stage, fraction }) {
  $("progress").value = fraction;
  // The worker names its stages in English words; known ones are shown translated.
  const key = `stage.${stage}`;
  const text = t(key);
  $("progress-stage").textContent = text === key ? stage : text;
}

async function call(request) {
  computers.interruptFor(request);
  document.body.dataset.busy = "true";
  try {
    // The engine says its log and the game's end in the page's language.
    return await ui.engine.call({ ...request, language: currentLanguage() });
  } finally {
    delete document.body.dataset.busy;
  }
}

// ---- New game screen -------------------------------------------------------------------------

async function startGame(event) {
  event.preventDefault();
  $("setup-error").textContent = "";
  const { game, options, seats } = form.read();
  const reply = await call({ command: "new_game", game, options,
                             computer: computers.setupChoice(seats.map((nations) => ({ nations }))) });
  if (!reply.ok) {
    $("setup-error").textContent = reply.error.message;
    return;
  }
  records.beginNewGame();
  await enterGame(options.board, reply);
}

async function enterGame(boardId, reply) {
  const { view } = reply;
  const boardReply = await call({ command: "board", board: boardId });
  ui.board = boardReply.board;
  ui.names.provinces = Object.fromEntries(ui.board.provinces.map((p) => [p.id, p.name]));
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

/** Show a reply that carries a view (and the whole log's length, of which view.log is the tail).
 *  Every reply that changed the game passes here, so records.js saves it; during a replay the
 *  live game is saved but the past state stays on screen. */
function show(reply) {
  computers.follow(reply); // first: a computer player's choices are not offered on screen
  if (!records.replaying) draw(reply);
  records.changed(reply);
}

/** Redraw with a reply's view; `quiet` leaves out the awards and winner announcements (replay). */
function draw(reply, quiet = false) {
  ui.logLength = reply.log_length ?? reply.view.log.length;
  render(reply.view, quiet);
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

function render(view, quiet = false) {
  const previous = ui.view;
  ui.view = view;
  const offered = computers.decides(view) ? { ...view, legal: [] } : view;
  const groups = groupLegal(offered);
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
  $("prompt").textContent = promptText(view, ui.names) + (ui.selected
    ? t("prompt.moving", { place: ui.names.provinces[ui.selected] }) : "");
  $("prompt").style.borderColor = actor ? actor.colour : "#999";
  $("turn-info").textContent = (view.round ? t("turn.round", { round: view.round }) : t("turn.setup"))
    + (actor ? t("turn.to_decide", { nation: actor.name }) : t("turn.over"));
  renderActions(groups);
  renderAllChoices(offered);
  if (previous && !quiet) announceAwards(previous, view);
  // The winner screen opens once, when the game ends; "Look at the board" closes it for good.
  if (!quiet && view.outcome && !previous?.outcome) {
    renderWinner(view, { title: $("winner-title"), reason: $("winner-reason"), table: $("winner-table") });
    $("winner").hidden = false;
    $("winner-close").focus();
  }
  keepFocus();
  ui.version += 1;
  $("game").dataset.version = ui.version;
}

// Keyboard: when the control that had the focus is gone or no longer a choice, the focus goes to
// the prompt (without scrolling), from where Tab and Shift+Tab reach the choices of the new step.
function keepFocus() {
  const focused = document.activeElement;
  const lost = !focused || focused === document.body || !focused.isConnected
    || (focused.closest("#map, #rondel") && focused.getAttribute("tabindex") === "-1");
  if (lost && !$("game").hidden && !$("chooser").open) $("prompt").focus({ preventScroll: true });
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
      opener.addEventListener("click", () => choose(t("chooser.pay", { choice: describeChoice(options[0], ui.names) }), options));
      container.appendChild(opener);
    }
  }
}

function renderAllChoices(view) {
  const list = $("all-choices-list");
  const fragment = document.createDocumentFragment();
  for (const decision of view.legal) fragment.appendChild(decisionButton(decision));
  list.replaceChildren(fragment);
  $("all-choices").querySelector("summary").textContent = t("page.all_choices.count", { n: view.legal.length });
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
  else choose(t("chooser.pay", { choice: describeChoice(options[0], ui.names) }), options);
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
      else choose(t("chooser.unit", { place: ui.names.provinces[id] }), moves);
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
  const lines = awards(previous, view);
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
  $("winner-close").addEventListener("click", () => { $("winner").hidden = true; });
  $("new-game-button").addEventListener("click", () => {
    computers.stop();
    $("game").hidden = true;
    $("winner").hidden = true;
    $("setup").hidden = false;
  });
  document.querySelectorAll("[data-zoom]").forEach((button) => button.addEventListener("click", () => {
    if (!ui.map) return;
    if (button.dataset.zoom === "reset") ui.map.reset();
    else ui.map.zoom(button.dataset.zoom === "in" ? 1 / 1.4 : 1.4);
  }));
  // The language switch: one button per language; a switch redraws the texts in place.
  $("language-switch").replaceChildren(...Object.keys(LANGUAGES).map((code) => {
    const button = document.createElement("button");
    button.type = "button";
    button.lang = code;
    button.dataset.language = code;
    button.textContent = code.toUpperCase();
    button.setAttribute("aria-label", `${LANGUAGES[code]} (${code.toUpperCase()})`);
    button.addEventListener("click", () => setLanguage(code));
    return button;
  }));
  onLanguageChange(relabel);
  relabel();
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

/** The live game's log and outcome come in words from the engine: ask again in the new language. */
async function refetchWords() {
  const reply = await call({ command: "view" });
  if (reply.ok && !records.replaying) {
    draw(reply, true);
    if (reply.view.outcome && !$("winner").hidden) {
      renderWinner(reply.view, { title: $("winner-title"), reason: $("winner-reason"), table: $("winner-table") });
    }
  }
}

/** Every text on screen in the current language; the game in play is redrawn, not restarted. */
function relabel() {
  translateStatic();
  for (const button of document.querySelectorAll("[data-language]")) {
    button.setAttribute("aria-pressed", String(button.dataset.language === currentLanguage()));
  }
  form.relabel();
  computers.relabelSeats();
  // A half-made choice asks in the old language: it closes, the highlighted places stay.
  if ($("chooser").open) $("chooser").close();
  if (ui.panels && ui.view) {
    ui.panels.relabel();
    render(ui.view, true);
    if (!records.replaying) refetchWords();
    if (ui.view.outcome && !$("winner").hidden) {
      renderWinner(ui.view, { title: $("winner-title"), reason: $("winner-reason"), table: $("winner-table") });
    }
  }
}

registerTexts({
  en: {
    "startup.waiting": "The game can start once the rules engine has loaded (see above).",
    "startup.boards_failed": "The boards could not load: {message}",
  },
  de: {
    "startup.waiting": "Das Spiel kann beginnen, sobald die Spielregeln geladen sind (siehe oben).",
    "startup.boards_failed": "Die Spielpläne konnten nicht geladen werden: {message}",
  },
});

/** What build.py wrote from the bridge's answers: the boards ({boards, board: {id: board}}) and the
 *  family's games with their options schemas and words ({games}). */
async function loadSetupData() {
  const [boards, games] = await Promise.all(["boards.json", "games.json"].map(async (file) => {
    const response = await fetch(file);
    if (!response.ok) throw new Error(`${file}: HTTP ${response.status}`);
    return response.json();
  }));
  return { ...boards, games: games.games };
}

/** Why the engine did not load, and for files that do not match the build, a way out: reload. */
function showEngineFailure(error) {
  const stage = $("progress-stage");
  if (error.code !== "mismatch") {
    stage.textContent = t("engine.failed", { message: error.message });
    return;
  }
  stage.textContent = t("engine.mismatch");
  const reload = document.createElement("button");
  reload.type = "button";
  reload.dataset.action = "reload";
  reload.textContent = t("engine.reload");
  reload.addEventListener("click", () => location.reload());
  stage.after(reload);
}

async function main() {
  wire();
  ui.engine = pageEngine(); // already started by index.html
  ui.engine.watchProgress(showProgress);
  window.antike = { engine: ui.engine, view: () => ui.view, payment };
  // The new-game screen is filled from boards.json while the engine loads; only the start button
  // waits for the engine, saying why, and the progress bar stays above the form meanwhile.
  const start = document.querySelector('[data-action="start-game"]');
  const waiting = document.createElement("p");
  waiting.id = "start-waiting";
  waiting.className = "note";
  waiting.textContent = t("startup.waiting");
  start.after(waiting);
  try {
    const setup = await loadSetupData();
    ui.boards = setup.boards;
    ui.setupBoards = setup.board;
    ui.games = setup.games;
  } catch (error) {
    $("progress-stage").textContent = t("startup.boards_failed", { message: error.message });
    return;
  }
  // The page's one game today: the form is its, built from its options schema.
  registerTexts(ui.games[0].words);
  form.show(ui.games[0]);
  $("setup").hidden = false;
  try {
    await ui.engine.ready;
  } catch (error) {
    showEngineFailure(error);
    return;
  }
  await records.init(ui.boards, ui.setupBoards);
  $("loading").hidden = true;
  waiting.remove();
  start.disabled = false;
  // Registered only now, so that fetching the files for offline play does not slow the boot.
  keepOffline();
}

main();
