// What makes acting obvious beside the map (issue 20, item 1): the places a decision may be made at,
// listed by name as buttons too (a finger need not hit a small city), and the questions asked before
// a choice that cannot be taken back by accident: a conquest (the defence, the units given up), the
// destruction of a neutral temple (Antike II) and a rondel field whose action can do nothing now. Words are the game's catalogue's; which places and
// fields are choices, and what they would do, the engine's view and legal list say.
//
//   renderTargets(container, groups, selected, names, onProvince)  // the target buttons
//   conquestNote(view, province, names)                            // the confirmation's text
//   destroyNote(options)                                           // a neutral temple's
//   cannotAct(view, field)                                         // null, or why it does nothing

import { t } from "../../i18n.js";
import { defenceTip, fieldAction } from "./tooltips.js";

function targetButton(id, label, onProvince) {
  const button = document.createElement("button");
  button.type = "button";
  button.className = "target";
  button.dataset.target = id;
  button.textContent = label;
  button.addEventListener("click", () => onProvince(id));
  return button;
}

/** Buttons for the places on the map that a decision may be made at now, in name order: the map's
 *  targets (or, in a maneuver, the provinces to move from; once one is chosen, where it may go). */
export function renderTargets(container, groups, selected, names, onProvince) {
  const place = (id) => names.provinces[id] ?? id;
  const byName = (a, b) => place(a).localeCompare(place(b));
  let buttons;
  if (selected) {
    const destinations = [...new Set(groups.moves.get(selected).map((decision) => decision.to))].sort(byName);
    buttons = destinations.map((id) => targetButton(id, t("targets.move_to", { place: place(id) }), onProvince));
    buttons.push(targetButton(selected, t("targets.other_unit"), onProvince));
  } else {
    const origins = [...groups.moves.keys()].sort(byName);
    buttons = [...groups.onMap.keys()].sort(byName).map((id) => targetButton(id, place(id), onProvince))
      .concat(origins.map((id) => targetButton(id, t("targets.move_from", { place: place(id) }), onProvince)));
  }
  container.hidden = buttons.length === 0;
  container.replaceChildren(...buttons);
}

/** What the conquest of `province` asks before it is made: the city's defence, and that the units
 *  given up for it leave the board. */
export function conquestNote(view, province, names) {
  const place = names.provinces[province] ?? province;
  return [defenceTip(place, view.provinces[province], view.pending.nation), t("conquer.confirm.note")].join("\n");
}

/** What destroying a neutral temple asks before it is made (Antike II, A2-NEU-4): its strength, which
 *  is the number of units given up, read from the decisions offered. */
export function destroyNote(options) {
  return t("destroy.confirm.note", { strength: options[0].legions + options[0].galleys });
}

/** Why the rondel field `field` can do nothing now (its preview says so), else null. */
export function cannotAct(view, field) {
  const preview = view.rondel.preview?.[field];
  return preview && !preview.can_act ? t(`tip.cannot_act.${fieldAction(field, preview)}`) : null;
}
