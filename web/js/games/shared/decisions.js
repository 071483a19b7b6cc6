// The decisions a table offers, made the same way on every game's table: grouped by where they are
// made, a button a decision (its JSON in data-decision, which tests and keyboard users find it by),
// the "All choices" list of every decision offered, and the engine's reason when a place is clicked
// that no decision is offered at. The table holds no rules: what is offered, and why not, is the
// engine's.

import { t } from "../../i18n.js";
import { showRefusal } from "./refusal.js";

const $ = (id) => document.getElementById(id);

/** Add `value` to the list of `key` in the Map `map` (alternatives of one choice, gathered). */
export function addTo(map, key, value) {
  if (!map.has(key)) map.set(key, []);
  map.get(key).push(value);
}

/** The decisions of `legal` put in `groups` ({name: a list, or a Map of lists by key}), each where
 *  `placeOf(decision)` says it is made: [name] for a list, [name, key] for a Map (a place, a field). */
export function groupDecisions(legal, groups, placeOf) {
  for (const decision of legal) {
    const [name, key] = placeOf(decision);
    const group = groups[name];
    if (group instanceof Map) addTo(group, key, decision);
    else group.push(decision);
  }
  return groups;
}

/** A button labelled `label` that makes `decision` through `play` when clicked. */
export function decisionButton(decision, label, play) {
  const button = document.createElement("button");
  button.type = "button";
  button.textContent = label;
  button.dataset.decision = JSON.stringify(decision);
  button.addEventListener("click", () => play(decision));
  return button;
}

/** The "All choices" list: a button a decision of `legal`, made by `button(decision)`, and their
 *  count; grouped by kind (issue 44 item 3), each group headed by `kindOf(decision)`, the game's
 *  word for the decision's kind (decisions of one word share a group), in the engine's order. */
export function showAllChoices(legal, button, kindOf) {
  const groups = new Map();
  for (const decision of legal) addTo(groups, kindOf(decision), decision);
  $("all-choices-list").replaceChildren(...[...groups].map(([kind, decisions]) => {
    const group = document.createElement("section");
    group.className = "choice-group";
    const heading = document.createElement("h4");
    heading.textContent = `${kind} (${decisions.length})`;
    group.append(heading, ...decisions.map((decision) => button(decision)));
    return group;
  }));
  $("all-choices").querySelector("summary").textContent = t("page.all_choices.count", { n: legal.length });
}

/** A click at `target` (the engine's why_not target: a place or a field, by its id) that no
 *  decision is offered at: the engine says why, at the prompt and beside the click (refusal.js),
 *  unless nothing at all is offered (another seat's decision, a computer player's turn, a replay,
 *  a turn waiting to be ended). `table` has the shell's hooks (call, offers) and the view on screen. */
export async function sayWhyNot(table, target) {
  if (!table.view?.legal.length || !table.hooks.offers(table.view)) return;
  const reply = await table.hooks.call({ command: "why_not", target });
  if (reply.ok) showRefusal(reply.reason);
}
