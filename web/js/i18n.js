// The page's texts in English and German.
//
// The shell's own texts are one module's (app/words.js), which registers them here:
//   registerTexts({ en: { "undo.button": "Undo" }, de: { "undo.button": "Rückgängig" } });
//   button.textContent = t("undo.button");
//   t("turn.round", { round: 3 })   // "{round}" in a text is replaced by the parameter
// The language comes from the player's choice (remembered in localStorage), else the browser's.
// Counted texts have two keys, "key.one" and "key.other" (`tCount`). Static texts of index.html
// carry data-i18n attributes (`translateStatic`).
// A key missing in German falls back to English, and a missing key shows as itself, so a gap is
// visible on screen and found by the check over the tables (`missingTexts`).
// The words of the game on screen (its catalogue, games.json's `words`) are a layer of their own over
// the page's texts, set with `useGameTexts`: two games of the family say one key differently
// (a field's English name in one game, its Latin name in another), so a game's words replace the other's.

export const LANGUAGES = { en: "English", de: "Deutsch" };
const STORAGE_KEY = "antike.language";
const tables = { en: {}, de: {} };
let gameTables = { en: {}, de: {} };
const listeners = new Set();

function initialLanguage() {
  let stored = null;
  try {
    stored = localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage may be switched off (private mode); the browser's language is the next best.
  }
  if (stored in LANGUAGES) return stored;
  const wanted = (typeof navigator !== "undefined" && navigator.languages) || [];
  for (const tag of wanted) {
    const base = tag.toLowerCase().split("-")[0];
    if (base in LANGUAGES) return base;
  }
  return "en";
}

let language = initialLanguage();

/** Add a module's texts: {en: {key: text}, de: {key: text}}. */
export function registerTexts(texts) {
  for (const code of Object.keys(LANGUAGES)) Object.assign(tables[code], texts[code] ?? {});
}

/** The words of the game now on screen ({en: {key: text}, de: {key: text}}), in place of the game's before. */
export function useGameTexts(texts) {
  gameTables = Object.fromEntries(Object.keys(LANGUAGES).map((code) => [code, { ...(texts[code] ?? {}) }]));
}

/** The text for `key` in the current language, with "{name}" replaced by params.name. */
export function t(key, params = {}) {
  const text = gameTables[language][key] ?? tables[language][key] ?? gameTables.en[key] ?? tables.en[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
}

/** A counted text: `key + ".one"` for 1, else `key + ".other"`, with "{n}" the count. */
export function tCount(key, n, params = {}) {
  return t(`${key}.${n === 1 ? "one" : "other"}`, { ...params, n });
}

/** A text at the start of a line: its first letter a capital ("hand" -> "Hand"). */
export const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);

/** A board's or a seat's `field` ("name", "note") in the current language: the engine's board
 *  data carries its translations ({name, translations: {de: {name}}}); without one, its own text. */
export function localized(item, field = "name") {
  return item.translations?.[language]?.[field] ?? item[field];
}

/** Fill the static texts of the page's HTML: `data-i18n="key"` sets an element's text,
 *  `data-i18n-label="key"` its aria-label (for controls named by an icon). */
export function translateStatic(root = document) {
  for (const node of root.querySelectorAll("[data-i18n]")) node.textContent = t(node.dataset.i18n);
  for (const node of root.querySelectorAll("[data-i18n-label]")) node.setAttribute("aria-label", t(node.dataset.i18nLabel));
}

/** The language in use ("en" or "de"). */
export function currentLanguage() {
  return language;
}

/** Switch language, remember it, and tell every listener (which redraw their texts). */
export function setLanguage(code) {
  if (!(code in LANGUAGES) || code === language) return;
  language = code;
  try {
    localStorage.setItem(STORAGE_KEY, code);
  } catch {
    // Not remembered, but the switch still applies to this visit.
  }
  document.documentElement.lang = code;
  for (const listener of listeners) listener(code);
}

/** Call `listener(code)` whenever the language changes. */
export function onLanguageChange(listener) {
  listeners.add(listener);
}

/** A copy of one language's whole table {key: text} (for checks over the translations). */
export function textsOf(code) {
  return { ...tables[code], ...gameTables[code] };
}

/** Keys present in one language's table but not another's: {de: [...], en: [...]}. */
export function missingTexts() {
  const missing = {};
  for (const code of Object.keys(LANGUAGES)) {
    const others = Object.keys(LANGUAGES).filter((other) => other !== code);
    const own = textsOf(code);
    missing[code] = [...new Set(others.flatMap((other) => Object.keys(textsOf(other))))].filter((key) => !(key in own));
  }
  return missing;
}

if (typeof document !== "undefined") document.documentElement.lang = language;
