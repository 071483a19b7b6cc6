// Making a page element in one call, as a game's boards and cards draw theirs.

/** A new element `tag` with `attributes` (`dataset`: an object of data-* values) and, unless
 *  `text` is null, that text. */
export function htmlElement(tag, attributes = {}, text = null) {
  const element = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes)) {
    if (key === "dataset") Object.assign(element.dataset, value);
    else element.setAttribute(key, value);
  }
  if (text !== null) element.textContent = text;
  return element;
}
