// A refused click's reason where the person looks (issue 44, item 2): the engine's why-not, said in
// the decision bar (#error, read out by screen readers) and shown in a bubble beside the point of the
// click, or beside the place that has the keyboard's focus, kept inside the window, so that it is
// seen at every size whatever part of the page is scrolled into view. The bubble goes at the next
// press or key.

// What the person last acted with: a press at a point, or a key on the focused element.
let last = null;
let bubble = null;

function wire() {
  document.addEventListener("pointerdown", (event) => {
    last = { x: event.clientX, y: event.clientY };
    hideRefusal();
  }, true);
  document.addEventListener("keydown", () => {
    last = null;
    hideRefusal();
  }, true);
  bubble = document.createElement("div");
  bubble.id = "refusal";
  // #error says it to screen readers; the bubble is for the eye.
  bubble.setAttribute("aria-hidden", "true");
  bubble.hidden = true;
  document.body.append(bubble);
}

/** The point the person looks at: the last press, else the focused element, else the map's middle. */
function lookedAt() {
  if (last) return last;
  const focused = document.activeElement;
  const box = (focused && focused !== document.body ? focused : document.getElementById("map-view")).getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
}

/** Say `reason` in the decision bar and beside where the person looks. */
export function showRefusal(reason) {
  if (!bubble) wire();
  document.getElementById("error").textContent = reason;
  bubble.textContent = reason;
  bubble.hidden = false;
  const { x, y } = lookedAt();
  const { width, height } = bubble.getBoundingClientRect();
  // Above the point, where a finger does not cover it; below it when there is no room above.
  const top = y - height - 16 >= 4 ? y - height - 16 : Math.min(y + 24, innerHeight - height - 4);
  bubble.style.left = `${Math.max(4, Math.min(x - width / 2, innerWidth - width - 4))}px`;
  bubble.style.top = `${Math.max(4, top)}px`;
}

export function hideRefusal() {
  if (bubble) bubble.hidden = true;
}
