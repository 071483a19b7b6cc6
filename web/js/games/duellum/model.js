// What Duellum's table reads from the engine: the board's regions and borders (the bridge's `board`
// reply) and a view, each read once into one plain shape the table's parts draw. It holds no rules:
// it only names things (players, regions, cards) and says the engine's words, with the ids.

import { capital, currentLanguage, t } from "../../i18n.js";

export const RESOURCES = ["marble", "iron", "gold"];
export const UNITS = ["legion", "galley"];
export const PERSONAGES = ["king", "citizen", "scholar", "general", "navigator"];

/** The game's words for `key`, or `fallback` (ids) where its catalogue has none yet. */
export function word(key, params = {}, fallback = null) {
  const text = t(key, params);
  return text === key && fallback !== null ? fallback : text;
}

/** A text of the engine's that may come as {en, de} or as a string. */
export function localText(value) {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  return value[currentLanguage()] ?? value.en ?? Object.values(value)[0] ?? "";
}

export const term = (id) => word(`term.${id}`, {}, id);
export const resourceName = term;
export const unitName = term;
export const knowHowName = term;
export const fieldName = term;
export const personageName = term;
export const cardName = (id) => word(`card.${id}`, {}, id);
export const cardText = (id) => word(`card_text.${id}`, {}, "");
export const cardWhen = (id) => word(`card_when.${id}`, {}, "");
export const label = (id, params = {}) => word(`label.${id}`, params, id);
export { capital };
const cardId = (card) => (typeof card === "string" ? card : card.id);

/** The board as drawn: regions [{id, kind, name, site, start, lat, lon, ship}], borders [{a, b, kind}],
 *  players [{id, name}]. A sea region without a site shows a ship symbol (D-MAP-4). */
export function readBoard(board) {
  const regions = (board.regions ?? board.provinces ?? []).map((region) => ({
    ...region,
    kind: region.kind ?? "land",
    ship: region.ship ?? ((region.kind === "sea") && !region.site),
  }));
  return { id: board.id, regions, borders: board.borders ?? [], players: board.players ?? [], raw: board };
}

const listOf = (value) => (Array.isArray(value) ? value : Object.entries(value ?? {}).map(([id, entry]) => ({ id, ...entry })));
const count = (value) => (Array.isArray(value) ? value.length : Number(value ?? 0));

/** A player's whole record, whatever keys the view gives it. */
function readPlayer(entry, board) {
  const named = board.players.find((player) => player.id === entry.id);
  const name = entry.name ?? localText(named?.name) ?? entry.id;
  const knowHows = Array.isArray(entry.know_hows) ? entry.know_hows : Object.keys(entry.know_hows ?? {});
  return {
    id: entry.id, name, player: entry.player ?? name, colour: entry.colour, ink: entry.ink,
    letter: entry.letter ?? name.slice(0, 1).toUpperCase(),
    resources: Object.fromEntries(RESOURCES.map((r) => [r, entry.resources?.[r] ?? entry[r] ?? 0])),
    coins: entry.coins ?? entry.coin ?? 0,
    supply: { legion: entry.supply?.legion ?? entry.supply?.legions ?? 0, galley: entry.supply?.galley ?? entry.supply?.galleys ?? 0 },
    pool: { legion: entry.pool?.legion ?? entry.pool?.legions ?? 0, galley: entry.pool?.galley ?? entry.pool?.galleys ?? 0 },
    walls: typeof entry.walls === "object" ? entry.walls.supply : entry.walls ?? 0,
    onBoard: entry.on_board ?? null,
    knowHows, personages: entry.personages ?? {}, score: entry.score ?? 0, rondel: entry.rondel ?? null,
    hand: (entry.hand ?? []).map(cardId), prices: entry.know_how_prices ?? null, navigatorPoints: entry.navigator_points ?? null,
    cities: entry.cities ?? null, temples: entry.temples ?? null,
  };
}

/** The view as the table draws it. */
export function readView(view, board) {
  const players = listOf(view.players ?? view.nations).map((entry) => readPlayer(entry, board));
  const byId = Object.fromEntries(players.map((player) => [player.id, player]));
  // Each region's city (if it has an owner) and units.
  const regions = view.regions ?? {};
  const cities = view.cities ?? Object.fromEntries(Object.entries(regions).filter(([, r]) => r.owner)
    .map(([id, r]) => [id, { owner: r.owner, resource: r.resource, temple: r.temple, wall: r.wall,
                             strength: r.strength, strength_parts: r.strength_parts }]));
  const units = view.units ?? Object.fromEntries(Object.entries(regions).map(([id, r]) => [id, r.units ?? {}]));
  // Units on the board, per player and kind.
  const onBoard = Object.fromEntries(players.map((p) => [p.id, { legion: 0, galley: 0 }]));
  for (const stacks of Object.values(units)) {
    for (const [player, kinds] of Object.entries(stacks ?? {})) {
      for (const unit of UNITS) if (onBoard[player]) onBoard[player][unit] += kinds?.[unit] ?? 0;
    }
  }
  const cards = view.cards ?? {};
  const pending = view.pending ?? {};
  return {
    players, byId, cities, units, onBoard,
    bank: view.bank ?? {},
    cards: { display: (cards.display ?? []).map(cardId), discards: (cards.discards ?? []).map(cardId),
             deck: count(cards.deck_count ?? cards.deck ?? 0) },
    strengths: view.strengths ?? view.defence ?? {},
    rondel: view.rondel ?? {},
    pending, actor: pending.player ?? pending.nation ?? null,
    know_how_prices: view.know_how_prices ?? view.know_hows ?? null,
    legal: view.legal ?? [],
    // The goal and the score track's wall symbols, as the engine's view gives them (D-GOAL-1, D-PERS-10).
    goal: view.goal, wallSymbols: view.wall_symbols ?? [],
  };
}

/** A payment {marble: 1, coin: 2} in words, "free" when empty. */
export function paymentWords(payment) {
  const parts = Object.entries(payment ?? {}).filter(([, n]) => n)
    .map(([kind, n]) => `${n} ${term(kind === "coin" && n !== 1 ? "coins" : kind)}`);
  return parts.length ? parts.join(", ") : term("nothing");
}
