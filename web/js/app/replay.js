// Replay of the game in play: stepping through its past states, decision by decision or turn by
// turn, with the replay bar; the live game goes on being saved meanwhile (records.js).
//
//   const replay = new Replay(records);   // builds the bar into #replay-bar
//   replay.active                         // true while a past state is on screen
//   replay.enter(); replay.to(n); replay.stepTurn(-1 | 1); replay.leave(); replay.stop()

import { t } from "../i18n.js";
import { makeButton } from "./buttons.js";

const $ = (id) => document.getElementById(id);
const SVG = "http://www.w3.org/2000/svg";
// The step buttons' signs as drawn shapes (16 x 16): glyphs such as ⏮ are missing from some fonts.
// Buttons are named in words by their aria-label and title.
const ICONS = {
  turnBack: "M2 2h2v12H2z M14 2v12L8 8z M9 2v12L3 8z",
  back: "M12 2v12L4 8z",
  forward: "M4 2v12l8-6z",
  turnForward: "M12 2h2v12h-2z M2 2v12l6-6z M7 2v12l6-6z",
};

function icon(name) {
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", "0 0 16 16");
  svg.setAttribute("width", "16");
  svg.setAttribute("height", "16");
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("class", "icon");
  const path = document.createElementNS(SVG, "path");
  path.setAttribute("d", ICONS[name]);
  path.setAttribute("fill", "currentColor");
  svg.append(path);
  return svg;
}

export class Replay {
  constructor(records) {
    this.records = records;
    this.state = null; // while replaying: {at, total, turnStarts, decisions}
    this.buildBar();
  }

  get active() {
    return this.state !== null;
  }

  async enter() {
    if (this.state || !this.records.inGame()) return;
    this.records.clearMessage();
    this.records.closeChooser();
    const saved = await this.records.hooks.call({ command: "save" });
    if (!saved.ok) {
      this.records.message(t("records.error.replay", { reason: saved.error.message }));
      return;
    }
    const total = saved.record.decisions.length;
    this.state = { at: total, total, turnStarts: [0], decisions: saved.record.decisions };
    this.records.updateTools();
    await this.to(total);
    if (!this.state) return;
    // The bar appears once the turns are known, so the turn buttons know where to go.
    $("winner").hidden = true;
    $("game").dataset.replay = "true";
    this.records.tools.bar.hidden = false;
  }

  async to(at) {
    const replay = this.state;
    if (!replay || at < 0 || at > replay.total) return;
    // Set at once, so quick presses count from where the last one went, not from the last drawn.
    replay.at = at;
    this.showPosition();
    const reply = await this.records.hooks.call({ command: "replay", at });
    if (this.state !== replay || replay.at !== at) return;
    if (!reply.ok) {
      this.records.message(t("records.error.replay", { reason: reply.error.message }));
      return;
    }
    replay.turnStarts = reply.turn_starts;
    this.showPosition();
    // A past state is shown, never played: its legal decisions are left out.
    this.records.hooks.draw({ ...reply, view: { ...reply.view, legal: [] } }, true);
  }

  stepTurn(direction) {
    const { at, total, turnStarts } = this.state;
    const target = direction < 0 ? turnStarts.filter((n) => n < at).pop() ?? 0
      : turnStarts.find((n) => n > at) ?? total;
    this.to(target);
  }

  /** Forget the replay (the caller shows the live game). */
  stop(inGame = this.records.inGame()) {
    this.state = null;
    delete $("game").dataset.replay;
    this.records.tools.bar.hidden = true;
    this.records.updateTools(inGame);
  }

  async leave() {
    if (!this.state) return;
    this.stop();
    // Whoever watched the replay, the live game's hidden parts wait for the person to decide (hot-seat).
    this.records.hooks.replayEnded?.();
    const reply = await this.records.hooks.call({ command: "view" });
    if (reply.ok && !this.state) this.records.hooks.draw(reply, true);
  }

  showPosition() {
    const { at, total, decisions } = this.state;
    const bar = this.records.tools;
    bar.position.textContent = t("records.replay.position", { at, total }) + (at === total ? ` ${t("records.replay.now")}` : "");
    bar.decision.textContent = at === 0 ? t("records.replay.start")
      : t("records.replay.decision", { at, words: this.records.hooks.describe(decisions[at - 1]) });
    bar.seek.max = total;
    bar.seek.value = at;
    bar.back.disabled = bar.turnBack.disabled = at === 0;
    bar.forward.disabled = bar.turnForward.disabled = at === total;
  }

  buildBar() {
    const bar = $("replay-bar");
    const tools = this.records.tools;
    tools.bar = bar;
    tools.turnBack = makeButton("replay-turn-back", () => this.stepTurn(-1));
    tools.back = makeButton("replay-back", () => this.to(this.state.at - 1));
    tools.forward = makeButton("replay-forward", () => this.to(this.state.at + 1));
    tools.turnForward = makeButton("replay-turn-forward", () => this.stepTurn(1));
    tools.leave = makeButton("leave-replay", () => this.leave());
    for (const name of Object.keys(ICONS)) tools[name].append(icon(name));
    tools.seek = document.createElement("input");
    tools.seek.type = "range";
    tools.seek.min = 0;
    tools.seek.dataset.action = "replay-seek";
    tools.seek.addEventListener("input", () => this.to(Number(tools.seek.value)));
    tools.position = document.createElement("p");
    tools.position.className = "replay-position";
    tools.decision = document.createElement("p");
    tools.decision.className = "replay-decision";
    const steps = document.createElement("div");
    steps.className = "replay-steps";
    steps.append(tools.turnBack, tools.back, tools.forward, tools.turnForward, tools.leave);
    bar.append(tools.position, tools.seek, steps, tools.decision);
  }
}
