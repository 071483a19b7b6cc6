// The toast: a line said for a moment over the table (index.html's #toast), such as the cards a
// seat took since the view before; a new one replaces the one on screen.

const SHOWN_MS = 3500;
let timer = null;

/** Say `lines` (joined by " · ") for a moment; nothing when there are none. */
export function announce(lines) {
  if (!lines.length) return;
  const toast = document.getElementById("toast");
  toast.textContent = lines.join(" · ");
  toast.hidden = false;
  clearTimeout(timer);
  timer = setTimeout(() => { toast.hidden = true; }, SHOWN_MS);
}
