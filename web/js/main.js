// The shell: loads the engine, runs the new-game screen built from the game's options schema, and
// shows a game through its view module (games.js), which offers exactly the engine's legal
// decisions. It knows no game: one store holds the engine's view and what the UI adds, and the game's
// view draws it at most once per frame. Saved games, files, undo and replay are records.js; computer
// players' turns computer.js; seats played at another device, by link, links.js.

import { pageEngine } from "./engine-client.js";
import { LANGUAGES, currentLanguage, onLanguageChange, setLanguage, t, translateStatic, useGameTexts } from "./i18n.js";
import "./app/words.js";
import { Records } from "./records.js";
import { keepOffline } from "./offline.js";
import { ComputerTurns } from "./computer.js";
import { LinkPlay } from "./links.js";
import { NewGameForm, redrawRandom, says } from "./app/new-game-form.js";
import { Store } from "./app/store.js";
import { gameView, hasGameView, preloadGameViews } from "./games.js";
import { EndTurnBar } from "./app/end-turn.js";
import { HowToPlay } from "./app/how-to-play.js";
import { HandOver } from "./app/hand-over.js";
import { SavedTable } from "./app/saved-table.js";
import { Opening } from "./app/opening.js";

const $ = (id) => document.getElementById(id);

// `tables`: the view made for each view class (games of one view share it, and its listeners on the
// page); `words`: the game whose words are in use.
const ui = { engine: null, games: [], tables: new Map(), table: null, words: null };
// The engine's latest view and the UI's additions; the game's view draws them once per frame.
const store = new Store();
store.subscribe((state) => ui.table?.update(state));
// The seats' names (the game's view knows them) for the shell's messages.
const seatNames = () => ui.table?.seatNames() ?? {};
// Autosave, saved games, save files, undo and replay.
// Computer players: their seats on the new-game screen and their turns, played in the worker.
const computers = new ComputerTurns({ call, show, seatNames });
// The game's short rules, from the header on every screen.
const help = new HowToPlay(document.querySelector("header.top"));
const records = new Records({ call, show, enter: enterGame, draw, describe: (decision) => ui.table.describe(decision),
                             inGame: () => store.state.screen === "game", whyNoUndo: () => links.whyNoUndo(),
                             replayEnded: () => handOver.reset(),
                             readOnlyChanged: () => {
                               computers.stop();
                               store.redraw();
                             } });
// Seats played at another device: sending the game to them by link, and opening their links.
const links = new LinkPlay({ call, records, enter: enterGame, seatNames });
// A person's ended turn waits for "End turn" (or Undo).
const endTurn = new EndTurnBar({ call, show, seatNames });
store.subscribe((state) => endTurn.update(state));
// The table last drawn for each saved game, and the boards' answers: a returning person's newest game
// in progress is drawn from it before the engine is ready, read-only.
const savedTables = new SavedTable();
const opening = new Opening({
  tables: savedTables, records, enter: (reply, readOnly) => enterGame(reply, readOnly), drawable: hasGameView,
  leaveTable: () => $("new-game-button").click(),
  hotSeat: () => handOver.hotSeat, engine: (request) => ui.engine.call({ ...request, language: currentLanguage() }),
});
// Hot-seat play of a game whose seats see different views: the device passes between persons.
const handOver = new HandOver({
  call, paint: (reply, quiet) => paint(reply, quiet), seatNames, leaveGame: () => $("new-game-button").click(),
  private: (gameId) => Boolean(ui.games.find((game) => game.id === gameId)?.private_views),
  // The persons at this device: the seats that are neither computer players nor played elsewhere.
  persons: (reply) => (reply.summary?.en?.seats ?? []).map((seat) => seat.id)
    .filter((seat) => !Object.hasOwn(reply.computer ?? {}, seat) && !(records.current?.link?.remote ?? []).includes(seat)),
});
// The new-game form, built from the game's options schema.
const form = new NewGameForm({
  fields: $("setup-fields"), advanced: $("setup-more"), seats: $("setup-names"), seatsLegend: $("setup-seats-legend"),
  starter: $("setup-starter"), seatChoice: (i, members, name) => computers.seatChoice(i, { members }, name),
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

// The requests that make the game in play: a new one, or one opened from the browser, a file or a link.
const STARTING = new Set(["new_game", "load", "import", "open_link"]);
// Requests that neither read nor change the game in play (a stored record summed up for the list of
// saved games): answered while a kept table is on screen, where every other request waits for its game.
const BESIDE_THE_GAME = new Set(["summarize"]);

async function call(request) {
  // A board asked for again is the one kept; a table drawn before the engine is ready asks nothing else.
  const kept = savedTables.answer(request);
  if (kept) return kept;
  if (opening.active && !BESIDE_THE_GAME.has(request.command)) {
    return { ok: false, error: { code: "starting", message: t("startup.table_refused") } };
  }
  // While the hand-over screen waits for the next person, nothing is played: the game stays as it is.
  const refused = handOver.refusal(request);
  if (refused) return { ok: false, error: { code: "hand_over", message: refused } };
  // A tab showing a game that another tab plays makes no decision in it.
  const refusal = await records.refuses(request);
  if (refusal) return refusal;
  computers.interruptFor(request);
  document.body.dataset.busy = "true";
  try {
    // The engine says its log and the game's end in the page's language; every game this page
    // starts or opens asks persons to confirm the end of their turns. In hot-seat play of private
    // views, each request is answered for the person who looks now (app/hand-over.js).
    const confirming = STARTING.has(request.command) ? { confirm_turns: true } : {};
    const reply = await ui.engine.call({ ...handOver.ask(request), ...confirming, language: currentLanguage() });
    savedTables.remember(request, reply);
    return reply;
  } finally {
    delete document.body.dataset.busy;
  }
}

// ---- New game screen -------------------------------------------------------------------------

async function startGame(event) {
  event.preventDefault();
  $("setup-error").textContent = "";
  const { game, options, seats } = form.read();
  const refused = await beginGame({ game, options, computer: computers.setupChoice(seats.map((members) => ({ members }))) },
                                  links.remoteChoice(seats));
  if (refused) $("setup-error").textContent = refused;
}

/** Start a new game ({game, options, computer}), its `remote` seats played elsewhere, and show it;
 *  the engine's message if it refuses. */
async function beginGame(request, remote) {
  const reply = await call({ command: "new_game", ...request });
  if (!reply.ok) return reply.error.message;
  records.beginNewGame("new", links.newMatch(remote));
  await enterGame(reply);
  return null;
}

/** The game in play once more: the same options and seats, new random values (a new seed), a new match. */
async function rematch() {
  const saved = await call({ command: "save" });
  if (!saved.ok) return;
  const { game, options, computer } = saved.record;
  const schema = ui.games.find((entry) => entry.id === game).options;
  const refused = await beginGame({ game, options: redrawRandom(schema, options), computer },
                                  records.current?.link?.remote ?? []);
  if (refused) $("error").textContent = refused;
}

/** Speak the words of the game `id` (games.json's entry): the one on the new-game form, or in play. */
function useGameWords(id) {
  if (ui.words === id) return;
  ui.words = id;
  useGameTexts(ui.games.find((entry) => entry.id === id).words);
  translateStatic();
  showTitle();
  help.relabel();
}

/** The header and the window name the game whose words are in use, in the current language. */
function showTitle() {
  const title = says(ui.games.find((game) => game.id === ui.words)?.title);
  if (!title) return;
  $("page-title").textContent = title;
  document.title = title;
}

/** The new-game form of the game `id`: its options, seats and words. */
function chooseGame(id) {
  const game = ui.games.find((entry) => entry.id === id);
  useGameWords(id);
  computers.offerLinks(game);
  form.show(game);
}

/** Open a game on screen with its first reply: its game's view (one per view class, made once) is
 *  mounted. Nobody is known at the device yet: a game started or opened (saved, a file, a link)
 *  first hands the device over when several persons play it here. `readOnly`: a saved game's kept
 *  table, drawn while the engine starts (nothing is saved, nothing played). */
async function enterGame(reply, readOnly = false) {
  const gameId = reply.view.game;
  const View = await gameView(gameId);
  useGameWords(gameId);
  if (!ui.tables.has(View)) {
    ui.tables.set(View, new View({
      call, play, offers: (view) => !opening.active && !records.readOnly && !computers.decides(view) && !links.decides(view)
        && !store.state.confirmation,
      select: (selected) => store.set({ selected, quiet: true }), newGame: () => $("new-game-button").click(), rematch,
    }));
  }
  ui.table = ui.tables.get(View);
  // The view on screen: the others' listeners on the shared page (zoom buttons, keys) stay quiet.
  for (const table of ui.tables.values()) table.onScreen = table === ui.table;
  document.body.dataset.game = gameId; // the game on screen (its view's styles may ask)
  handOver.reset();
  savedTables.beginGame();
  await ui.table.mount(reply);
  store.set({ screen: "game" });
  $("setup").hidden = true;
  $("game").hidden = false;
  $("new-game-button").hidden = false;
  if (readOnly) paint(reply, true);
  else show(reply);
}

/** Show a reply that carries a view (and the whole log's length, of which view.log is the tail).
 *  Every reply that changed the game passes here, so records.js saves it; during a replay the
 *  live game is saved but the past state stays on screen. */
function show(reply) {
  // First: a computer player's choices are not offered on screen; a read-only tab plays none.
  if (!records.readOnly) computers.follow(reply);
  if (!records.replaying) draw(reply);
  links.follow(reply); // before autosave: what the other devices have is saved with the game
  records.changed(reply);
  opening.keep(reply);
}

/** Redraw with a reply's view; `quiet` leaves out the awards and winner announcements (replay). */
function draw(reply, quiet = false) {
  // Another person's view waits for the hand-over screen's tap (hot-seat, private views).
  if (handOver.holds(reply)) return;
  paint(reply, quiet);
}

/** Put a reply's view in the store, drawn at the next frame. */
function paint(reply, quiet = false) {
  // A decision made (a live reply) ends a half-made move: its selection goes with the view it was made in.
  const selection = quiet ? {} : { selected: null };
  // A past state (replay) has no turn waiting to be ended; the live game says whether one does.
  const confirmation = reply.unconfirmed ? { seat: reply.unconfirmed, summary: reply.turn_summary } : null;
  store.set({ view: reply.view, logLength: reply.log_length ?? reply.view.log.length, quiet, confirmation,
              ...selection });
}

/** Make `decision`, offered in the view of `viewer` (a seat, or null): in hot-seat play of private
 *  views the engine refuses it when that seat is not to decide (a control left from another
 *  person's view). */
async function play(decision, viewer = null) {
  $("error").textContent = "";
  const seat = handOver.hotSeat && viewer !== null ? { viewer } : {};
  const reply = await call({ command: "apply", decision, ...seat });
  if (!reply.ok) {
    $("error").textContent = reply.error.message;
    return;
  }
  show(reply);
}

// ---- Start -----------------------------------------------------------------------------------

function wire() {
  $("setup-form").addEventListener("submit", startGame);
  $("setup-game").addEventListener("change", (event) => chooseGame(event.target.value));
  $("new-game-button").addEventListener("click", () => {
    opening.leave();
    computers.stop();
    useGameWords($("setup-game").value); // the form's game speaks again, also in its rules help
    store.set({ screen: "setup" });
    handOver.leave();
    $("game").hidden = true;
    $("winner").hidden = true;
    $("setup").hidden = false;
  });
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
}

/** The live game's log and outcome come in words from the engine: ask again in the new language. */
async function refetchWords() {
  const reply = await call({ command: "view" });
  if (reply.ok && !records.replaying) {
    draw(reply, true);
    ui.table.relabel();
  }
}

/** Every text on screen in the current language; the game in play is redrawn, not restarted. */
function relabel() {
  translateStatic();
  for (const button of document.querySelectorAll("[data-language]")) {
    button.setAttribute("aria-pressed", String(button.dataset.language === currentLanguage()));
  }
  for (const option of $("setup-game").options) {
    option.textContent = says(ui.games.find((game) => game.id === option.value).title);
  }
  form.relabel();
  showTitle();
  computers.relabelSeats();
  help.relabel();
  if (ui.table && store.state.view) {
    ui.table.relabel();
    store.redraw();
    if (!records.replaying) refetchWords();
  }
}

/** The family's games with their options schemas and words ({games}), which build.py wrote from
 *  the bridge's answer, so that the new-game screen needs no engine. */
async function loadGames() {
  const response = await fetch("games.json");
  if (!response.ok) throw new Error(`games.json: HTTP ${response.status}`);
  return (await response.json()).games;
}

/** Why the engine did not load, and for files that do not match the build, a way out: reload. */
function showEngineFailure(error) {
  opening.offerFile(); // a game drawn from its kept table stays on screen, its record offered as a file
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
  window.antike = { engine: ui.engine, view: () => store.state.view, store };
  // The new-game screen is filled from games.json while the engine loads; only the start button
  // waits for the engine, saying why, and the progress bar stays above the form meanwhile.
  const start = document.querySelector('[data-action="start-game"]');
  const waiting = document.createElement("p");
  waiting.id = "start-waiting";
  waiting.className = "note";
  waiting.textContent = t("startup.waiting");
  start.after(waiting);
  try {
    ui.games = (await loadGames()).filter((game) => hasGameView(game.id));
  } catch (error) {
    $("progress-stage").textContent = t("startup.games_failed", { message: error.message });
    return;
  }
  // The family's games to choose from (the choice shows only when there are several); the first is
  // the form's until another is chosen.
  $("setup-game").replaceChildren(...ui.games.map((game) => Object.assign(document.createElement("option"),
                                                                            { value: game.id })));
  $("setup-game-row").hidden = ui.games.length < 2;
  chooseGame(ui.games[0].id);
  relabel(); // the games' titles
  // A returning person sees the newest game in progress at once (unless a link in the address names
  // the game to open); the new-game screen is one click away.
  document.documentElement.dataset.opening = "table";
  if (links.inAddress() || !await opening.show()) $("setup").hidden = false;
  try {
    await ui.engine.ready;
  } catch (error) {
    showEngineFailure(error);
    return;
  }
  await records.init();
  if (!await opening.resume()) $("new-game-button").click();
  // The page has settled on its first screen: the game drawn before comes alive, or the new-game screen.
  document.documentElement.dataset.opening = "done";
  $("loading").hidden = true;
  waiting.remove();
  start.disabled = false;
  // Registered only now, so that fetching the files for offline play does not slow the boot; the
  // game views too, which the new-game screen does not need.
  keepOffline();
  preloadGameViews();
  // A link in the address is opened once the saved games are known (its match may be one of them).
  links.listen();
}

main();
