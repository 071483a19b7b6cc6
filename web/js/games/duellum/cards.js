// The event cards (D-EV): the display's face-up cards, both hands (open, D-EV-6), the discard pile
// and the deck, of which the view gives only the count. Each card shows its name and text in the
// page's language (the engine's words). A pick (`pick` / `no_card`) is made at the prompt (issue 44,
// item 5): while it is asked, the decision bar holds a button a display card and one to take none,
// and the cards' texts under them; a card of the player's hand that the
// legal list lets him play (`play_card`) opens its preview: the card's text and one button per
// target the engine offers, sent only from there.

import { capital, cardName, cardText, cardWhen, label, term } from "./model.js";
import { htmlElement as node } from "../shared/html-element.js";

/** A card as the page shows it: name, text, when it may be played. */
export function cardElement(id, extra = {}) {
  const card = node("div", { class: "event-card", dataset: { card: id, ...extra } });
  card.append(node("b", { class: "card-name" }, cardName(id)), node("p", { class: "card-text" }, cardText(id)));
  const when = cardWhen(id);
  if (when) card.append(node("p", { class: "card-when" }, when));
  return card;
}

export class CardsView {
  /** `container` is the side panel's card area, `pickPlace` the decision bar's place for a pick;
   *  `hooks` {play(decision), preview(card, options)}. */
  constructor(container, pickPlace, hooks) {
    this.container = container;
    this.pickPlace = pickPlace;
    this.hooks = hooks;
  }

  /** `model` (model.readView); `picks` the legal pick / no_card decisions, `plays` {card: [play_card]}. */
  update(model, picks, plays) {
    this.showPick(model, picks);
    const parts = [];
    // The display and the deck.
    const display = node("section", { class: "card-display", id: "card-display" });
    display.append(node("h4", {}, `${label("cards.display")} (${label("display")})`));
    const row = node("div", { class: "card-row" });
    for (const id of model.cards.display) row.append(cardElement(id, { place: "display" }));
    display.append(row);
    const piles = node("p", { class: "card-piles" });
    piles.append(node("span", { id: "deck-count", "data-count": model.cards.deck }, `${capital(label("deck"))}: ${model.cards.deck}`),
                 document.createTextNode(" · "),
                 node("span", { id: "discard-count", "data-count": model.cards.discards.length },
                      `${label("discards")}: ${model.cards.discards.length}`));
    display.append(piles);
    if (model.cards.discards.length) {
      const discards = node("details", { class: "discards" });
      discards.append(node("summary", {}, capital(label("discards"))),
                      node("p", {}, model.cards.discards.map(cardName).join(", ")));
      display.append(discards);
    }
    parts.push(display, this.bank(model.bank));
    // Both hands.
    for (const player of model.players) {
      const hand = node("section", { class: "card-hand", dataset: { hand: player.id } });
      const title = node("h4", {}, `${capital(label("hand"))}: ${player.name} (${player.hand.length})`);
      title.style.borderLeft = `6px solid ${player.colour}`;
      hand.append(title);
      const cards = node("div", { class: "card-row" });
      for (const id of player.hand) {
        const card = cardElement(id, { place: "hand", player: player.id });
        const options = plays.get(id);
        if (options && model.actor === player.id) {
          card.classList.add("legal");
          const button = node("button", { type: "button", class: "primary", dataset: { play: id } },
                              label("cards.play", { card: cardName(id) }));
          button.addEventListener("click", () => this.hooks.preview(id, options));
          card.append(button);
        }
        cards.append(card);
      }
      if (!player.hand.length) cards.append(node("p", { class: "note" }, label("cards.none")));
      hand.append(cards);
      parts.push(hand);
    }
    this.container.replaceChildren(...parts);
  }

  /** The pick at the prompt: a button a display card (its name) and the button to take none, side
   *  by side, then the cards' texts; nothing while no pick is asked. The buttons come first, so that
   *  on a phone's bar, which scrolls, they stay in view above the texts. */
  showPick(model, picks) {
    const key = JSON.stringify([picks, model.cards.display, label("cards.no_card")]);
    if (key === this.pickKey) return;
    this.pickKey = key;
    const buttons = node("div", { class: "card-pick-buttons" });
    const texts = node("div", { class: "card-pick-texts" });
    for (const id of model.cards.display) {
      const pick = picks.find((decision) => decision.type === "pick" && decision.card === id);
      if (!pick) continue;
      const button = node("button", { type: "button", class: "primary", dataset: { decision: JSON.stringify(pick), card: id } },
                          label("cards.pick", { card: cardName(id) }));
      button.addEventListener("click", () => this.hooks.play(pick));
      buttons.append(button);
      texts.append(cardElement(id, { place: "pick" }));
    }
    const skip = picks.find((decision) => decision.type === "no_card");
    if (skip) {
      const button = node("button", { type: "button", dataset: { decision: JSON.stringify(skip) } }, label("cards.no_card"));
      button.addEventListener("click", () => this.hooks.play(skip));
      buttons.append(button);
    }
    const asked = buttons.children.length > 0;
    this.pickPlace.replaceChildren(...(asked ? [buttons, texts] : []));
    this.pickPlace.hidden = !asked;
  }

  /** The bank's stock in the engine's terms: coins, temples, tiles, walls, personage stacks. */
  bank(stock) {
    const counts = (entries) => Object.entries(entries ?? {}).map(([id, n]) => `${term(id)} ${n}`).join(", ");
    const line = [`${term("coins")} ${stock.coins ?? 0}`, `${term("temple")} ${stock.temples ?? 0}`,
                  `${label("tiles")}: ${counts(stock.tiles)}`, `${term("walls")} ${stock.walls ?? 0}`,
                  `${label("personages")}: ${counts(stock.personages)}`];
    return node("p", { class: "bank-stock", id: "bank-stock" }, `${capital(label("bank"))}: ${line.join(" · ")}`);
  }
}

/** The words of a play_card decision's target: its regions, unit, resources taken. */
export function playTarget(decision, names) {
  const parts = [];
  if (decision.region) parts.push(names.regions[decision.region] ?? decision.region);
  if (decision.regions) parts.push(decision.regions.map((id) => names.regions[id] ?? id).join(", "));
  if (decision.unit) parts.push(term(decision.unit));
  for (const key of ["take", "replacements"]) {
    if (decision[key] && typeof decision[key] === "object") {
      parts.push(Object.entries(decision[key]).filter(([, n]) => n)
        .map(([kind, n]) => `${n} ${term(kind)}`).join(", "));
    }
  }
  return parts.join(" · ");
}
