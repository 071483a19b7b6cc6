// Attika's words on the page: every word about the game is the engine's catalogue's (its `words()`,
// delivered per game, i18n.js useGameTexts: `kind.*`, `building.*`, `decision.*`, `label.*`, ...);
// here they are only put together (a payment in cards, a decision). The chrome every game's table
// shares is the shell's (main.js).

import { t } from "../../i18n.js";

export const KINDS = ["mountain", "hill", "forest", "water"];

/** The game's word for `key` (its catalogue), or `fallback` where it has none. */
export function word(key, params = {}, fallback = null) {
  const text = t(key, params);
  return text === key && fallback !== null ? fallback : text;
}

export const term = (id) => word(`term.${id}`, {}, id);
export const label = (id, params = {}) => word(`label.${id}`, params, id);
export const kindName = (kind, n = 1) => word(n === 1 ? `kind.${kind}` : `kinds.${kind}`, {}, kind);
export const buildingName = (id) => word(`building.${id}`, {}, id);
export const groupName = (id) => word(`group.${id}`, {}, id);
/** A field (or a place for a tile) in words, by the label the map draws on it (the view's map.labels). */
export const fieldName = (cell, labels = {}) => label("cell", { cell: labels[cell] ?? cell });
/** `n` things in words, the catalogue's singular term for 1, else its plural: count(2, "card", "cards"). */
export const count = (n, one, other) => `${n} ${term(n === 1 ? one : other)}`;

/** Cards per kind (and `extra` cards of any kind) in words: "1 hill, 2 waters"; "nothing" when none. */
export function cardsText(cards = {}, extra = 0) {
  const parts = KINDS.filter((kind) => cards[kind]).map((kind) => `${cards[kind]} ${kindName(kind, cards[kind])}`);
  if (extra) parts.push(`${count(extra, "card", "cards")} ${term("any")}`);
  return parts.join(", ") || term("nothing");
}

/** Whether nothing is left to pay ({symbols, extra} of the view's `site_costs`). */
const isFree = (cost) => !Object.values(cost.symbols ?? {}).some(Boolean) && !cost.extra;

/** What a field costs the building in hand ({symbols, extra} of the view's `site_costs`), in words. */
export function costText(cost) {
  if (!cost) return "";
  return isFree(cost) ? term("free") : cardsText(cost.symbols, cost.extra);
}

/** What a field saves and what is left to pay there (a `site_costs` entry), in words: "saves 1 forest,
 *  1 water · pay 1 hill"; "free (building order)" where an arrow drops the whole cost. */
export function siteText(cost) {
  if (!cost) return "";
  if (cost.building_order) return label("free_by_order");
  const saved = cost.saves_cards ? count(cost.saves_cards, "card", "cards") : cardsText(cost.saves);
  const parts = [label("saves", { saved }), isFree(cost) ? term("free") : label("pay", { cost: costText(cost) })];
  if (cost.settlement_cards) parts.push(label("settlement_cards", { cards: count(cost.settlement_cards, "card", "cards") }));
  return parts.join(" · ");
}

/** A decision in the engine's words; `view` gives the cards a stop draws. */
export function describe(decision, view = null) {
  const amphora = decision.amphora ? ".amphora" : "";
  switch (decision.type) {
    case "reveal": return t(`decision.reveal${amphora}`, { stack: decision.stack });
    case "build": return t(`decision.build${amphora}`, { building: buildingName(decision.building) });
    case "stop": {
      const cards = count((view?.cards_due ?? 0) + (decision.amphoras ?? 0), "card", "cards");
      if (!decision.amphoras) return t("decision.stop", { cards });
      return t("decision.stop.amphoras", { amphoras: count(decision.amphoras, "amphora", "amphoras"), cards });
    }
    case "park": return t("decision.park");
    case "site": return t("decision.site", { field: fieldName(decision.field, view?.map?.labels) });
    case "pay": return t("decision.pay", { payment: cardsText(decision.payment) });
    case "lay_tile": return t("decision.lay_tile", { centre: fieldName(decision.centre, view?.map?.labels), rotation: decision.rotation });
    default: return decision.type;
  }
}
