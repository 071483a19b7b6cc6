// Tooltips on the map's regions (the view kit's tooltip box and its mouse, touch and keyboard handling):
// the site's and region's names, what stands there (the city with its tile and owner, temple, wall,
// each player's units) and a city's strength with its parts as the engine's view gives them.

import { t } from "../../i18n.js";
import { Tooltips, setTip } from "../shared/tooltips.js";
import { capital, cardName, cardWhen, label, resourceName, term, unitName, word } from "./model.js";

// What a personage's count follows, from a player's record (D-PERS-2, -3, -5): shown as "now: n".
const PROGRESS = { king: (player) => player.cities, citizen: (player) => player.temples,
                   navigator: (player) => player.navigatorPoints };

// A part of a city's strength (the view's strength_parts) in the game's words.
const PART_WORDS = { base: "term.city", units: "term.legions", res_publica: "term.res_publica", wall: "term.wall",
                     festung: "card.festung" };
const partName = (part) => (part === "units" ? `${word("term.legions", {}, "legions")}/${word("term.galleys", {}, "galleys")}`
  : word(PART_WORDS[part] ?? part, {}, part));

/** A city's strength as the view gives it: {total, parts {part: n}} or null. */
export function strengthOf(model, id) {
  const city = model.cities[id];
  const given = model.strengths?.[id] ?? (city && (city.strength ?? city.defence) !== undefined
    ? { total: city.strength ?? city.defence, parts: city.strength_parts ?? city.defence_parts ?? {} } : null);
  if (given === null || given === undefined) return null;
  return typeof given === "number" ? { total: given, parts: {} } : { total: given.total ?? given.strength, parts: given.parts ?? {} };
}

/** The lines saying what stands in region `region` (a board region). */
export function regionLines(region, model, names) {
  const lines = [region.site ? `${region.site} (${region.name})` : region.name];
  lines.push(label(region.kind === "sea" ? "region.sea" : "region.land")
    + (region.ship ? ` · ${label("region.ship")}` : "") + (region.start ? ` · ${label("region.start")}` : ""));
  const city = model.cities[region.id];
  if (city) {
    const owner = model.byId[city.owner];
    lines.push(label("region.city", { resource: resourceName(city.resource), player: owner?.name ?? city.owner })
      + (city.temple ? ` · ${term("temple")}` : "") + (city.wall ? ` · ${term("wall")}` : ""));
    const strength = strengthOf(model, region.id);
    if (strength) {
      const parts = Object.entries(strength.parts).filter(([, n]) => n)
        .map(([part, n]) => `${partName(part)} ${n}`).join(" + ");
      lines.push(`${capital(label("strength"))} ${strength.total}` + (parts ? `: ${parts}` : ""));
    }
  } else if (region.site) lines.push(label("region.empty_site"));
  for (const [playerId, kinds] of Object.entries(model.units[region.id] ?? {})) {
    const units = ["legion", "galley"].filter((unit) => kinds?.[unit]).map((unit) => `${kinds[unit]} ${unitName(unit)}`);
    if (units.length) lines.push(`${model.byId[playerId]?.name ?? playerId}: ${units.join(", ")}`);
  }
  return lines;
}

/** A region's name for screen readers: everything its tooltip says, in one line. */
export function regionLabel(region, model, names) {
  return regionLines(region, model, names).join(", ");
}

export class DuellumTips extends Tooltips {
  update(model, board, names) {
    this.model = model;
    this.board = board;
    this.names = names;
    for (const region of board.regions) {
      const node = document.querySelector(`#map [data-region="${region.id}"]`);
      setTip(node, regionLines(region, model, names).join("\n"));
    }
    for (const node of document.querySelectorAll("#seats [data-know-how]")) {
      const tip = word(`tip.know_how.${node.dataset.knowHow}`, {}, "");
      if (tip) setTip(node, tip);
    }
    // The rondel's fields: what each does, and at the rondel step what moving there costs.
    for (const node of document.querySelectorAll("#rondel [data-field]")) {
      const field = node.dataset.field;
      const lines = [word(`tip.field.${field}`, {}, "")];
      const cost = model.pending.step === "rondel" ? model.rondel.costs?.[field] : undefined;
      if (cost !== undefined) lines.push(cost ? t("tip.cost", { n: cost }) : t("tip.cost.free"));
      setTip(node, lines.filter(Boolean).join("\n"));
    }
    // Personages: how one is earned, and where the player stands.
    for (const node of document.querySelectorAll("#seats [data-personage]")) {
      const kind = node.dataset.personage;
      const player = model.byId[node.closest("[data-player]")?.dataset.player];
      const have = player && PROGRESS[kind]?.(player);
      setTip(node, [word(`tip.personage.${kind}`, {}, ""), have === undefined || have === null ? ""
        : t("tip.have", { have })].filter(Boolean).join("\n"));
    }
    // Event cards (display, hands, a preview): their name and when they may be played.
    for (const node of document.querySelectorAll(".event-card[data-card]")) {
      const card = node.dataset.card;
      setTip(node, [cardName(card), cardWhen(card)].filter(Boolean).join("\n"));
    }
    this.refresh();
  }

  /** The tooltip's text of region `id` (a conquest's question shows it). */
  regionTip(id) {
    const region = this.board.regions.find((each) => each.id === id);
    return regionLines(region, this.model, this.names).join("\n");
  }
}
