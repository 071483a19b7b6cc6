// The chrome texts of Duellum's table (headings, buttons, the tooltip's frame), English and German.
// The game's own words (fields, resources, know-hows, personages, cards, decisions, the log and the
// prompt) are the engine's catalogue's, delivered per game (i18n.js, useGameTexts).

import { registerTexts } from "../../i18n.js";

registerTexts({
  en: {
    "duellum.supply": "supply", "duellum.pool": "pool", "duellum.board": "on the board", "duellum.price": "now {price}",
    "duellum.walls": "Walls in supply: {n}", "duellum.track": "Score track", "duellum.track.wall": "wall symbol",
    "duellum.cards.display": "Event cards", "duellum.cards.pick": "Take {card}", "duellum.cards.no_card": "Take no card",
    "duellum.cards.play": "Play {card}", "duellum.cards.none": "none",
    "duellum.moving": " (unit in {place}: choose where it goes)", "duellum.move_to": "→ {place}",
    "duellum.move_from": "Move from {place}", "duellum.other_unit": "Another unit",
    "duellum.chooser.path": "Move to {place}: which way?", "duellum.chooser.field": "{field}: how to pay?",
    "duellum.with_card": ", with {card}", "duellum.instead": "instead of the coin:",
    "duellum.turn": "Turn {turn}",
    "duellum.region.sea": "sea region", "duellum.region.land": "land region", "duellum.region.ship": "ship symbol",
    "duellum.region.start": "start city", "duellum.region.city": "City ({resource}) of {player}",
    "duellum.region.temple": "temple", "duellum.region.wall": "wall", "duellum.region.empty_site": "empty city site",
    "duellum.region.strength": "Strength {total}",
    "duellum.progress": "cities {cities} · temples {temples} · navigator points {points}",
    "duellum.tiles": "city tiles",
    "duellum.to_decide": "{player} to decide",
    "duellum.legend": "Cells: regions, tinted in the owner's colour · square: start city · ship: sea region "
      + "with a ship symbol · borders: red land, blue dashed sea, both: combined · bar under a city: wall · roof: temple",
  },
  de: {
    "duellum.supply": "Vorrat", "duellum.pool": "Pool", "duellum.board": "auf dem Plan", "duellum.price": "jetzt {price}",
    "duellum.walls": "Mauern im Vorrat: {n}", "duellum.track": "Siegpunktleiste", "duellum.track.wall": "Mauersymbol",
    "duellum.cards.display": "Ereigniskarten", "duellum.cards.pick": "{card} nehmen", "duellum.cards.no_card": "Keine Karte nehmen",
    "duellum.cards.play": "{card} spielen", "duellum.cards.none": "keine",
    "duellum.moving": " (Einheit in {place}: wohin soll sie?)", "duellum.move_to": "→ {place}",
    "duellum.move_from": "Ziehen von {place}", "duellum.other_unit": "Andere Einheit",
    "duellum.chooser.path": "Nach {place}: auf welchem Weg?", "duellum.chooser.field": "{field}: wie bezahlen?",
    "duellum.with_card": ", mit {card}", "duellum.instead": "statt der Münze:",
    "duellum.turn": "Zug {turn}",
    "duellum.region.sea": "Seeregion", "duellum.region.land": "Landregion", "duellum.region.ship": "Schiffssymbol",
    "duellum.region.start": "Startstadt", "duellum.region.city": "Stadt ({resource}) von {player}",
    "duellum.region.temple": "Tempel", "duellum.region.wall": "Mauer", "duellum.region.empty_site": "freier Stadtplatz",
    "duellum.region.strength": "Stärke {total}",
    "duellum.progress": "Städte {cities} · Tempel {temples} · Seefahrerpunkte {points}",
    "duellum.tiles": "Stadtplättchen",
    "duellum.to_decide": "{player} am Zug",
    "duellum.legend": "Flächen: Regionen, in der Farbe des Besitzers getönt · Quadrat: Startstadt · Schiff: "
      + "Seeregion mit Schiffssymbol · Grenzen: rot Land, blau gestrichelt See, beides: kombiniert · Balken unter "
      + "einer Stadt: Mauer · Dach: Tempel",
  },
});
