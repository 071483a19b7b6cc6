// Whether the browser keeps this page's games safe from its clean-up of stored data: without
// persistent storage a browser may clear them when space runs short, and Safari after seven days
// without a visit. The page asks for it when a game is first saved; the list of saved games says
// which it is (records.js, app/saved-games-list.js).

/** Ask the browser to keep this page's storage (where it offers that); resolves to whether it does. */
export async function askToKeep() {
  try {
    if (await navigator.storage?.persisted?.()) return true;
    return Boolean(await navigator.storage?.persist?.());
  } catch {
    return false; // a browser that refuses to say keeps nothing safe as far as the page knows
  }
}

/** Whether the browser has promised to keep this page's storage. */
export async function keptSafe() {
  try {
    return Boolean(await navigator.storage?.persisted?.());
  } catch {
    return false;
  }
}
