// The places offered on the map, listed again beside it as buttons (#targets), so that a finger
// need not hit a small place and a keyboard reaches each in name order. Every game's table lists
// its targets here; which places are offered is the engine's legal list.
//
//   showTargets([targetButton(id, name, choose), ...]);
//   showTargets(moveTargets({ onMap, origins, selected, ends, name, words, choose }));

const $ = (id) => document.getElementById(id);

/** A button for the place `id`, labelled `label`, that calls `choose(id)`; `kind`, if given, in
 *  its data-kind (a game with several kinds of targets). */
export function targetButton(id, label, choose, kind = null) {
  const button = document.createElement("button");
  button.type = "button";
  button.className = "target";
  button.dataset.target = id;
  if (kind) button.dataset.kind = kind;
  button.textContent = label;
  button.addEventListener("click", () => choose(id));
  return button;
}

/** Show `buttons` beside the map, the list hidden when there are none. */
export function showTargets(buttons) {
  $("targets").hidden = !buttons.length;
  $("targets").replaceChildren(...buttons);
}

/** The targets of a map whose units move from place to place, in name order: the places a decision
 *  is made at (`onMap`) and the places a move may start from (`origins`); once one is `selected`,
 *  where it may go (`ends`) and a button to choose another. `name(id)` names a place; `words` says
 *  {moveTo(place), moveFrom(place), otherUnit}; `choose(id)` acts on a place. */
export function moveTargets({ onMap, origins, selected, ends, name, words, choose }) {
  const byName = (a, b) => name(a).localeCompare(name(b));
  if (selected) {
    return [...new Set(ends)].sort(byName).map((id) => targetButton(id, words.moveTo(name(id)), choose))
      .concat([targetButton(selected, words.otherUnit, choose)]);
  }
  return [...onMap].sort(byName).map((id) => targetButton(id, name(id), choose))
    .concat([...origins].sort(byName).map((id) => targetButton(id, words.moveFrom(name(id)), choose)));
}
