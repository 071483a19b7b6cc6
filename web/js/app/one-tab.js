// No decision accepted in any tab is lost (records.js's part of it): a game open in one tab is
// played there (app/game-hold.js holds it); another tab that opens it shows it read-only, said on a
// banner with "Play here", which takes it over (the first tab then turns read-only and says so).
// Where the browser has no Web Locks, the stored game's version is checked before each decision
// is sent to the engine, and a tab whose copy is stale is brought up to date instead.
//
//   const tabs = new OneTab(records);
//   await tabs.claim(game)        // a game (records.current) comes on screen: hold it, or show it read-only
//   await tabs.refuses(request)   // before a bridge request: a refusal reply, or null to send it
//   tabs.saved(game)              // after a decision of the game was stored
//   tabs.leave()                  // the game leaves the screen

import { t } from "../i18n.js";
import { makeButton } from "./buttons.js";
import { GameHold } from "./game-hold.js";

const $ = (id) => document.getElementById(id);

// The requests that make a decision in the game in play.
const DECIDING = new Set(["apply", "computer_move", "undo", "end_turn"]);

export class OneTab {
  /** `records`: records.js's Records (its store, writes, current game and hooks). */
  constructor(records) {
    this.records = records;
    this.readOnly = false;
    this.hold = new GameHold({ letGo: (id) => this.letGo(id), saved: (id) => this.heardSaved(id) });
    this.banner = document.createElement("div");
    this.banner.id = "game-held";
    this.banner.setAttribute("role", "status");
    this.banner.hidden = true;
    this.bannerText = document.createElement("span");
    this.playHereButton = makeButton("play-here", () => this.playHere());
    this.banner.append(this.bannerText, " ", this.playHereButton);
    $("records-message").after(this.banner);
  }

  /** The game `game` ({id, version, ...}) is coming on screen: hold it here, or, when another tab
   *  holds it, show it read-only. */
  async claim(game) {
    const held = await this.hold.claim(game.id);
    if (this.records.current === game) this.setReadOnly(!held, "records.hold.elsewhere");
  }

  /** A refusal reply for a request that would decide while this tab must not, else null. Without
   *  Web Locks the stored version is checked first: a game stored meanwhile by another tab is
   *  loaded here instead, and the decision is not sent. */
  async refuses(request) {
    if (!DECIDING.has(request.command)) return null;
    if (this.readOnly) return refusal(t("records.hold.read_only"));
    const { records } = this;
    const game = records.current;
    if (this.hold.available || !game || !records.store) return null;
    await records.writes;
    const stored = await records.store.version(game.id).catch(() => null);
    if (stored === null || stored === game.version) return null;
    await this.bringUpToDate(t("records.hold.stale"));
    return refusal(t("records.hold.stale"));
  }

  /** A decision of `game` was stored: the read-only tabs showing it follow. */
  saved(game) {
    this.hold.announceSaved(game.id);
  }

  /** Another tab stored `game` first (found when writing): this tab shows the stored game. */
  async overtaken() {
    await this.bringUpToDate(t("records.hold.stale"));
  }

  /** The game leaves the screen: another tab may play it without asking. */
  leave() {
    this.setReadOnly(false);
    this.hold.release();
  }

  /** Load the stored game in place of this tab's copy, saying `why` if given. */
  async bringUpToDate(why = null) {
    const { records } = this;
    const game = records.current;
    const entry = game && await records.store.get(game.id);
    if (!entry) return;
    const reply = await records.hooks.call({ command: "load", record: entry.record });
    if (!reply.ok || records.current !== game) return;
    game.saved = JSON.stringify(entry.record);
    game.version = entry.summary.version ?? 0;
    await records.hooks.enter(reply);
    if (why) records.message(why);
  }

  async playHere() {
    const game = this.records.current;
    if (!game) return;
    this.playHereButton.disabled = true;
    await this.hold.takeOver(game.id);
    this.playHereButton.disabled = false;
    if (this.records.current !== game) return;
    this.setReadOnly(false);
    await this.bringUpToDate();
  }

  /** Another tab takes the game `id` over: no more decisions here, and once this tab's writes
   *  have landed the game is let go. */
  async letGo(id) {
    const { records } = this;
    if (records.current?.id === id) this.setReadOnly(true, "records.hold.taken");
    await records.writes;
  }

  /** Another tab stored the game `id`: a tab showing it shows it as it is now, a read-only one
   *  quietly; the tab that plays it (which another tab wrote to only with a decision it accepted
   *  just before letting go) says so. */
  async heardSaved(id) {
    const { records } = this;
    const game = records.current;
    // Without Web Locks every tab plays, and its next decision checks the version anyway.
    if (!this.hold.available || game?.id !== id || !records.inGame() || !records.store) return;
    await records.writes;
    const stored = await records.store.version(id).catch(() => null);
    if (stored === null || stored === game.version) return;
    await this.bringUpToDate(this.readOnly ? null : t("records.hold.stale"));
  }

  setReadOnly(readOnly, words = null) {
    const changed = readOnly !== this.readOnly;
    this.readOnly = readOnly;
    this.banner.hidden = !readOnly;
    if (readOnly) {
      this.words = words;
      this.relabel();
    }
    if (changed) {
      this.records.updateTools();
      this.records.hooks.readOnlyChanged?.(readOnly);
    }
  }

  relabel() {
    if (this.words) this.bannerText.textContent = t(this.words);
    this.playHereButton.textContent = t("records.hold.play_here");
  }
}

function refusal(message) {
  return { ok: false, error: { code: "read_only", message } };
}
