// A Duellum decision in words: the engine's catalogue says each type (`decision.<type>`) with the
// names filled in; where it has no words for one yet, the decision's own ids are shown, never a rule.

import { cardName, fieldName, knowHowName, label, paymentWords, resourceName, term, unitName, word } from "./model.js";
import { playTarget } from "./cards.js";

/** The route of a move: its regions' names, "A → B → C". */
export function pathWords(decision, names) {
  const path = decision.path ?? [decision.from, decision.to].filter(Boolean);
  const route = path[0] === decision.from ? path : [decision.from, ...path];
  return route.map((id) => names.regions[id] ?? id).join(" → ");
}

/** A decision without its payment and card. */
export function describeChoice(decision, names) {
  const place = names.regions[decision.region] ?? decision.region;
  const params = {
    place, unit: decision.unit ? unitName(decision.unit) : "", resource: decision.resource ? resourceName(decision.resource) : "",
    knowHow: decision.know_how ? knowHowName(decision.know_how) : "", card: decision.card ? cardName(decision.card) : "",
    field: decision.field ? fieldName(decision.field) : "", path: decision.type === "move" ? pathWords(decision, names) : "",
    legions: decision.legions ?? 0, galleys: decision.galleys ?? 0,
  };
  const fallback = {
    rondel: params.field, produce: `${label("instead")} ${params.resource}`,
    build_temple: `${term("temple")}: ${place}`,
    build_wall: `${term("wall")}: ${place}`,
    buy_know_how: params.knowHow, recruit: `+ ${params.unit}`, arm: `${params.unit}: ${place}`,
    move: `${params.unit}: ${params.path}`, conquer: `${place} (${params.legions} / ${params.galleys})`,
    found: `${place}: ${params.resource}`, pick: params.card, play_card: `${params.card} ${playTarget(decision, names)}`,
    trade: `${paymentWords(decision.give)} → ${paymentWords(decision.get)}`,
    done: label("done"), end_movement: label("end_movement"), withdraw: label("withdraw"), no_card: label("no_card"),
  }[decision.type] ?? decision.type;
  return word(`decision.${decision.type}`, params, fallback);
}

/** A decision in words with the card played with it and its payment. */
export function describe(decision, names) {
  let words = describeChoice(decision, names);
  if (decision.card && decision.type !== "pick" && decision.type !== "play_card") {
    words += label("with_card", { card: cardName(decision.card) });
  }
  if ("payment" in decision) words += ` (${paymentWords(decision.payment)})`;
  return words;
}
