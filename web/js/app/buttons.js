// A button of the page's tools: its `data-action` names it for styles, tests and keyboard users.

/** A button that calls `onClick`; its words are set by whoever relabels it. */
export function makeButton(action, onClick) {
  const button = document.createElement("button");
  button.type = "button";
  button.dataset.action = action;
  button.addEventListener("click", onClick);
  return button;
}
