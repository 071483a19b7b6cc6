// Antike's rules help at the point of use: what a rondel field does and would give now, with
// what reaching it costs; a know-how's effect, price now and what it needs; a personage's way to
// the next one ("Next king at 10 cities - you have 8"); a city's defence. Every text is the game's
// catalogue's (`tip.*`), every number the engine's view's (rondel.preview, a nation's progress and
// know_how_prices, a province's defence_parts). The tooltip box and its mouse, touch and keyboard
// handling are the view kit's (../shared/tooltips.js).
//
//   const tips = new AntikeTips();      // one tooltip element for the page, wired once
//   tips.update(view, names);           // write each element's text (data-tip) after a redraw

import { t, tCount } from "../../i18n.js";
import { payment } from "./panels.js";
import { Tooltips, setTip } from "../shared/tooltips.js";

const $ = (id) => document.getElementById(id);

/** The kind of action a rondel field's preview is of, as the catalogue's `tip.cannot_act.*` names it. */
export function fieldAction(field, preview) {
  return preview.gives ? "production" : field.startsWith("maneuver") ? "maneuver" : field;
}

/** What a rondel field does; at the rondel step, what it would give now and what reaching it costs. */
export function fieldTip(field, view) {
  const lines = [t(`tip.field.${field}`)];
  const preview = view.rondel.preview[field];
  if (!preview) return lines.join("\n");
  const action = fieldAction(field, preview);
  if (!preview.can_act) lines.push(t(`tip.cannot_act.${action}`));
  else if (preview.gives) {
    for (const [resource, n] of Object.entries(preview.gives)) {
      lines.push(t("tip.gives", { n, resource: t(`resource.${resource}`) }));
    }
  } else if (action === "temple" || action === "arming") lines.push(tCount(`tip.most.${action}`, preview.most));
  else if (action === "know_how") {
    lines.push(t("tip.know_hows", { knowHows: preview.know_hows.map((id) => t(`know_how.${id}`)).join(", ") }));
  }
  if (preview.can_found) lines.push(t("tip.can_found"));
  lines.push(preview.cost ? t("tip.cost", { payment: payment(preview.payment) }) : t("tip.cost.free"));
  return lines.join("\n");
}

function knowHowTip(id, nation) {
  const lines = [t(`tip.know_how.${id}`)];
  const offer = nation.know_how_prices[id];
  if (!offer) return [...lines, t("tip.know_how.held")].join("\n");
  lines.push(t("tip.know_how.price", { price: offer.price }), t(offer.new ? "tip.know_how.new" : "tip.know_how.known"));
  if (!offer.open) lines.push(t("tip.know_how.needs", { knowHow: t(`know_how.${offer.needs}`) }));
  return lines.join("\n");
}

function personageTip(kind, nation) {
  const lines = [t(`tip.personage.${kind}`)];
  const progress = nation.progress[kind];
  if (progress) {
    lines.push(t("tip.progress", { kind: t(`personage.${kind}.one`), needed: progress.next,
                                   what: t(`counts.${progress.counts}`), have: progress.have }));
  }
  return lines.join("\n");
}

/** A city's defence in parts, and for another nation's city what conquering it takes. Antike II's
 *  defence has a part for a nation of few personages (A2-MAN-4), which its words name. */
export function defenceTip(place, province, acting) {
  const parts = province.defence_parts;
  const lines = [place, t("tip.defence", { total: province.defence, city: parts.city, units: parts.units,
                                           knowHow: parts.know_how, smallNation: parts.small_nation ?? 0 })];
  if (acting && province.owner !== acting) lines.push(t("tip.defence.conquer", { total: province.defence, place }));
  return lines.join("\n");
}

export class AntikeTips extends Tooltips {
  update(view, names) {
    for (const field of view.rondel.fields) setTip($("rondel").querySelector(`[data-field="${field}"]`), fieldTip(field, view));
    for (const nation of view.nations) {
      const card = $("seats").querySelector(`[data-nation="${nation.id}"]`);
      if (!card) continue;
      for (const node of card.querySelectorAll("[data-know-how]")) setTip(node, knowHowTip(node.dataset.knowHow, nation));
      for (const node of card.querySelectorAll("[data-personage]")) {
        setTip(node.parentElement, personageTip(node.dataset.personage, nation));
      }
    }
    for (const [id, province] of Object.entries(view.provinces)) {
      const node = $("map").querySelector(`[data-province="${id}"]`);
      if (province.owner) setTip(node, defenceTip(names.provinces[id], province, view.pending.nation));
      else if (province.neutral_temple) setTip(node, [names.provinces[id], t("tip.neutral_temple")].join("\n"));
      else if (node?.dataset.tip) delete node.dataset.tip; // a neutral temple destroyed: nothing to say
    }
    this.refresh();
  }

}
