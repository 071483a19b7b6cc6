// What makes acting obvious (issue 20, item 1): the questions asked before a choice that cannot be
// taken back by accident: a conquest (the defence, the units given up), the destruction of a neutral
// temple (Antike II) and a rondel field whose action can do nothing now (the places a decision may be
// made at are listed by the view kit's targets.js). Words are the game's catalogue's; which places
// and fields are choices, and what they would do, the engine's view and legal list say.
//
//   conquestNote(view, province, names)                            // the confirmation's text
//   destroyNote(options)                                           // a neutral temple's
//   cannotAct(view, field)                                         // null, or why it does nothing

import { t } from "../../i18n.js";
import { defenceTip, fieldAction } from "./tips.js";

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
