// Computer players in the page: the seat choices of the new-game screen and the loop that plays
// the computer's decisions, one bridge `computer_move` at a time, in the engine's worker.
//
//   const computers = new ComputerTurns({ call, show, names });
//   computers.offerLinks(game)               // the game on the new-game screen (games.json's entry):
//                                            // its links and its computer strengths
//   computers.seatChoice(i, seat, names)    // HTML of seat i's "Human / Computer …" select
//   computers.setupChoice(seats)            // {seat: settings} for new_game's `computer`
//   computers.interruptFor(request)         // from call(): a new, loaded or undone game stops the loop
//   computers.follow(reply)                 // from show(), before drawing: runs the computer's turns
//   computers.decides(view)                 // true while a computer player is to decide
//   computers.stop()                        // leaving the game (the New game button)
//
// The seat to decide is the view's `to_decide`, which the bridge adds to every game's view, so this
// loop names no game's own fields. A game offers the computer strengths its engine entry lists
// (games.json's `strengths`): a game with none has no "Computer" choice.
//
// The loop: whenever a shown reply leaves a computer seat to decide, it names who is thinking
// (#thinking), asks the bridge for that seat's decision, and shows the reply through show() (so
// that autosave sees every computer decision), until a person must decide or the game ends. The
// worker thinks while the page stays free (the map pans and zooms). A generation counter stops a
// loop whose game was replaced: replies that come back for an older generation are dropped.
//
// Pace: between two computer decisions the loop waits PACE_MS, so that a person sees the map change
// and can follow the log. The URL parameter `computer-pace=<milliseconds>` sets another pause
// (tests use `?computer-pace=0`).

import { onLanguageChange, t } from "./i18n.js";
import "./app/words.js";

const STRENGTHS = ["easy", "medium", "hard"]; // the order the choices show in
const PACE_MS = 800;
// Requests after which the game on screen is another one (or an earlier point of it): a loop
// still running for the game before must stop.
const REPLACING = new Set(["new_game", "load", "import", "open_link", "undo", "apply"]);
const $ = (id) => document.getElementById(id);

function pace() {
  const wanted = new URLSearchParams(location.search).get("computer-pace");
  const ms = wanted === null ? PACE_MS : Number(wanted);
  return Number.isFinite(ms) && ms >= 0 ? ms : PACE_MS;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export class ComputerTurns {
  /**
   * @param {{call: (request: object) => Promise<object>, show: (reply: object) => void,
   *          seatNames: () => object}} hooks
   *   call asks the bridge, show shows a reply that changed the game, seatNames gives the game's
   *   seat names in the current language ({seat id: name}).
   */
  constructor(hooks) {
    this.hooks = hooks;
    this.computer = {}; // the game's computer players, {seat: settings}, from the last reply
    this.view = null;
    this.generation = 0;
    this.looping = null; // the generation whose loop is running, if any
    this.strengths = []; // the computer strengths of the game on the new-game screen
    this.pace = pace();
    $("setup-names").addEventListener("change", () => this.showThinkSetting());
    onLanguageChange(() => {
      this.relabelSeats();
      this.indicate();
    });
  }

  // ---- New game screen ---------------------------------------------------------------------

  /** The select of seat `i` (of the members seat.members, named `name`): a person here, a person
   *  elsewhere (links.js reads that choice) or a computer strength. */
  seatChoice(i, seat, name) {
    const strengths = STRENGTHS.filter((strength) => this.strengths.includes(strength));
    const kinds = this.byLink ? ["human", "remote", ...strengths] : ["human", ...strengths];
    const options = kinds.map((kind) => `<option value="${kind}">${t(`computer.${kind}`)}</option>`);
    return `<select name="seat-player-${i}" data-seat-player="${i}" data-seat-members="${seat.members.join(" ")}" `
      + `data-seat-name="${name}" `
      + `aria-label="${t("computer.seat", { seat: name })}">${options.join("")}</select>`;
  }

  /** Whether the game on the new-game screen may be played by link: not a game with hidden
   *  information, since a link carries the whole game to whoever opens it (hands included), nor one
   *  whose legal lists have no order version yet (the engine's `links`); the note says which. */
  offerLinks(game) {
    this.strengths = game.strengths ?? [];
    this.byLink = game.links && !game.hidden_information;
    const note = $("setup-no-links");
    note.hidden = this.byLink;
    note.dataset.i18n = game.hidden_information ? "computer.no_links" : "computer.links_later";
    note.textContent = t(note.dataset.i18n);
  }

  relabelSeats() {
    for (const select of document.querySelectorAll("[data-seat-player]")) {
      select.setAttribute("aria-label", t("computer.seat", { seat: select.dataset.seatName }));
      for (const option of select.options) option.textContent = t(`computer.${option.value}`);
    }
  }

  /** The computer players chosen on the new-game screen: {seat: settings} for new_game. */
  setupChoice(seats) {
    const think = Number($("setup-think").value);
    const computer = {};
    seats.forEach((seat, i) => {
      const kind = document.querySelector(`[data-seat-player="${i}"]`)?.value ?? "human";
      if (!STRENGTHS.includes(kind)) return; // a person, here or elsewhere
      const settings = kind === "hard" ? { strength: kind, think } : { strength: kind };
      for (const member of seat.members) computer[member] = settings;
    });
    return computer;
  }

  /** The thinking-time setting shows while some seat is a hard computer player. */
  showThinkSetting() {
    const hard = [...document.querySelectorAll("[data-seat-player]")].some((select) => select.value === "hard");
    $("setup-think-row").hidden = !hard;
  }

  // ---- Playing -----------------------------------------------------------------------------

  /** True when the pending decision of `view` belongs to a computer player (and no person's ended
   *  turn still waits for its confirmation). */
  decides(view) {
    const seat = view?.to_decide;
    return Boolean(!this.waiting && seat && this.computer[seat]);
  }

  /** Called before each bridge request: one that replaces the game on screen ends the loop. */
  interruptFor(request) {
    if (REPLACING.has(request.command)) this.stop();
  }

  /** Stop any loop: its replies still to come are dropped. */
  stop() {
    this.generation += 1;
    this.looping = null;
    this.view = null;
    this.indicate();
  }

  /** Take note of a reply about to be shown; if a computer is to decide, play its turns. */
  follow(reply) {
    // Only replies about the game in play name its computer players (a replay's past view does not).
    if (!reply.computer) return;
    this.computer = reply.computer;
    this.waiting = Boolean(reply.unconfirmed);
    this.view = reply.view;
    this.indicate();
    if (this.looping !== this.generation && this.decides(reply.view)) this.loop(this.generation);
  }

  async loop(generation) {
    this.looping = generation;
    let first = true;
    try {
      while (generation === this.generation && this.decides(this.view)) {
        // The first decision follows a person's at once; later ones wait, so the map visibly changes.
        if (!first) await sleep(this.pace);
        first = false;
        if (generation !== this.generation) return;
        const reply = await this.hooks.call({ command: "computer_move" });
        if (generation !== this.generation) return;
        if (!reply.ok) {
          $("error").textContent = t("computer.failed", { reason: reply.error.message });
          return;
        }
        this.hooks.show(reply); // calls follow(): the view and the indicator are the new ones
      }
    } catch (error) {
      // The engine itself failed (engine-client rejects): say so, and leave the game as it is.
      if (generation === this.generation) $("error").textContent = t("computer.failed", { reason: error.message });
    } finally {
      if (this.looping === generation) this.looping = null;
    }
  }

  /** Show who is thinking (the seat to decide, if a computer plays it), or nothing. */
  indicate() {
    const indicator = $("thinking");
    const view = this.view;
    if (!this.decides(view)) {
      indicator.hidden = true;
      delete indicator.dataset.seat;
      indicator.textContent = "";
      return;
    }
    const seat = view.to_decide;
    // From the board's names in the current language: the view may still be in the one before a switch.
    const name = this.hooks.seatNames()[seat] ?? seat;
    const strength = t(`computer.strength.${this.computer[seat].strength}`);
    indicator.textContent = t("computer.thinking", { seat: name, strength });
    indicator.dataset.seat = seat;
    indicator.hidden = false;
  }
}
