// Both players' boards: resources and coins, units in supply / recruit pool / on the board, walls in
// supply, the five know-hows with their prices (first buyer / later buyer, from the view), the
// personages and the score track 0-9 with its wall symbols. Drawn from the model; no rules.

import { PERSONAGES, RESOURCES, UNITS, knowHowName, label, personageName, resourceName, term, unitName, word } from "./model.js";
import { htmlElement as node } from "../shared/html-element.js";

export const KNOW_HOWS = ["strata", "navigatio", "moneta", "res_publica", "commercium"];
// The track's wall symbols as the board prints them (D-PERS-10; the one at 0 is the set-up wall).

/** The price of a know-how for `player` as the view gives it ({first, later} or a number), else
 *  what the legal list asks for it now (`offers`: {know_how: gold}). */
function priceWords(prices, player, id, offers) {
  const entry = player.prices?.[id] ?? prices?.[id] ?? prices?.prices?.[id];
  let words = "";
  if (typeof entry === "number") words = `${entry}`;
  else if (entry) words = "price" in entry ? `${entry.price}` : `${entry.first ?? "?"} / ${entry.later ?? "?"}`;
  if (offers?.[id] !== undefined) words += `${words ? " · " : ""}${label("price", { price: offers[id] })}`;
  return words;
}

export class PlayerBoards {
  constructor(container) {
    this.container = container;
  }

  /** `offers` {know_how: gold}: what the acting player's legal buys cost now. */
  update(model, offers = {}) {
    this.offers = offers;
    const cards = model.players.map((player) => this.card(player, model));
    this.container.replaceChildren(...cards);
  }

  card(player, model) {
    const card = node("section", { class: "seat-card duellum-board", dataset: { nation: player.id, player: player.id } });
    card.style.borderColor = player.colour;
    card.classList.toggle("acting", model.actor === player.id);
    const title = node("h4");
    const letter = node("span", { class: "seat-letter" }, player.letter);
    letter.style.background = player.colour;
    title.append(letter, node("span", {}, player.player === player.name ? player.name : `${player.name} (${player.player})`),
                 node("span", { class: "score", "data-score": player.score }, `${player.score} / ${model.goal}`));
    card.append(title);
    // Resources and coins.
    const stock = node("div", { class: "resources" });
    for (const resource of RESOURCES) {
      const item = node("span", { class: `stock ${resource}`, dataset: { resource } }, `${player.resources[resource]} ${resourceName(resource)}`);
      stock.append(item);
    }
    stock.append(node("span", { class: "stock coin", dataset: { resource: "coin" } },
                      `${player.coins} ${term(player.coins === 1 ? "coin" : "coins")}`));
    card.append(stock);
    // Units: supply, pool, board.
    const table = node("table", { class: "unit-table" });
    const head = node("tr");
    head.append(node("th"), ...["supply", "pool", "board"].map((where) => node("th", {}, label(where))));
    table.append(head);
    for (const unit of UNITS) {
      const row = node("tr", { dataset: { unit } });
      row.append(node("th", {}, unitName(unit)), node("td", { dataset: { where: "supply" } }, `${player.supply[unit]}`),
                 node("td", { dataset: { where: "pool" } }, `${player.pool[unit]}`),
                 node("td", { dataset: { where: "board" } }, `${model.onBoard[player.id]?.[unit] ?? 0}`));
      table.append(row);
    }
    card.append(table);
    card.append(node("div", { class: "walls", "data-walls": player.walls }, label("walls", { n: player.walls })));
    // Know-hows: held ones marked; each with its prices.
    const knowHows = node("ul", { class: "know-hows duellum-know-hows" });
    for (const id of KNOW_HOWS) {
      const held = player.knowHows.includes(id);
      const item = node("li", { class: held ? "held" : "", dataset: { knowHow: id, held: held ? "1" : "" } });
      const price = priceWords(model.know_how_prices, player, id, model.actor === player.id ? this.offers : null);
      item.textContent = `${held ? "✔ " : ""}${knowHowName(id)}${price && !held ? ` (${price})` : ""}`;
      const tip = word(`tip.know_how.${id}`, {}, "");
      if (tip) item.dataset.tip = tip;
      knowHows.append(item);
    }
    card.append(knowHows);
    // Personages.
    const people = node("div", { class: "personages" });
    for (const kind of PERSONAGES) {
      const n = player.personages[kind] ?? 0;
      people.append(node("span", { class: n ? "has" : "none", dataset: { personage: kind } }, `${personageName(kind)} ${n}`));
    }
    card.append(people);
    card.append(node("div", { class: "progress" }, label("progress", { cities: player.cities ?? "?", temples: player.temples ?? "?",
                                                                          points: player.navigatorPoints ?? "?" })));
    card.append(this.track(player, model));
    return card;
  }

  // The score track: 0 to 9, the player's disc on his score, a wall symbol where the board prints one.
  track(player, model) {
    const track = node("ol", { class: "score-track", "aria-label": label("track") });
    for (let step = 0; step <= model.goal; step += 1) {
      const cell = node("li", { dataset: { step } }, `${step}`);
      if (model.wallSymbols.includes(step)) {
        cell.classList.add("wall-symbol");
        cell.title = label("track.wall");
      }
      if (player.score === step) {
        cell.classList.add("here");
        cell.style.background = player.colour;
      }
      track.append(cell);
    }
    return track;
  }
}
