// The new-game form, built from a game's options schema (dist/games.json, the bridge's `games`
// reply; the schema's shape is in docs/protocol.md). It knows no game: every field, choice, label,
// note, seat and constraint comes from the schema, in the schema's own words per language.
//
//   const form = new NewGameForm({ fields, advanced, seats, starter, seatChoice });
//   form.show(game);         // a games.json entry: {id, title, options: schema, words}
//   form.read();             // {game, options, seats}: what new_game is given, and the seats
//                            // (each [member ids]) for the computer players' choice
//   form.relabel();          // after a language switch
//
// An integer field marked "random" (the seed) starts empty: left so, the game gets a random number,
// which its options keep, so that it replays; `redrawRandom` draws new ones for a rematch.
//
// `fields` and `advanced` are the containers of the fields (an advanced one, the seed, goes in the
// second), `seats` the one of the seat rows and `starter` the element of the seats' note;
// `seatChoice(i, memberIds, names)` gives the HTML of seat i's person-or-computer select, and
// `refreshed()` is told when the seat rows were made anew.

import { currentLanguage, t } from "../i18n.js";

/** A random whole number for a field marked "random" (a seed), from 0 to 2^32 - 1. */
function randomNumber() {
  return crypto.getRandomValues(new Uint32Array(1))[0];
}

/** `options` with a new random value in each of the schema's "random" fields: a rematch's. */
export function redrawRandom(schema, options) {
  const drawn = { ...options };
  for (const field of schema.fields) if (field.random) drawn[field.name] = randomNumber();
  return drawn;
}

/** Words of the schema ({language: text}) in the current language. */
export function says(words) {
  return words?.[currentLanguage()] ?? words?.en ?? "";
}

/** A new element with these attributes and, when given, this text. */
export function element(name, attributes = {}, text = null) {
  const node = document.createElement(name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
  if (text !== null) node.textContent = text;
  return node;
}

export class NewGameForm {
  constructor(places) {
    this.places = places;
    this.game = null;
    this.inputs = {}; // field name -> its select, input or list of checkboxes
  }

  /** Build the form of `game` (a games.json entry). */
  show(game) {
    this.game = game;
    this.inputs = {};
    this.places.fields.replaceChildren();
    this.places.advanced.replaceChildren();
    this.places.seats.replaceChildren(); // another game's seats keep nothing
    for (const field of game.options.fields) {
      const place = field.advanced ? this.places.advanced : this.places.fields;
      if (field.kind === "choice") this.addChoice(place, field);
      else if (field.kind === "flags") this.addFlags(place, field);
      else if (field.kind === "integer") this.addInteger(place, field);
      else if (field.kind === "seat_names") this.seatField = field;
    }
    this.refresh();
  }

  addChoice(place, field) {
    const select = element("select", { id: `setup-${field.name}`, name: field.name });
    for (const choice of field.choices) {
      const option = element("option", { value: choice.value });
      if (choice.value === field.default) option.selected = true;
      select.append(option);
    }
    select.addEventListener("change", () => this.refresh());
    const label = element("label");
    label.append(element("span", { "data-label": field.name }), " ", select);
    place.append(label);
    if (field.choices.some((choice) => choice.note)) {
      place.append(element("p", { id: `setup-${field.name}-note`, class: "note" }));
    }
    this.inputs[field.name] = select;
  }

  addFlags(place, field) {
    const fieldset = element("fieldset", { id: `setup-${field.name}` });
    fieldset.append(element("legend", { "data-label": field.name }));
    const boxes = field.choices.map((choice) => {
      const box = element("input", { type: "checkbox", name: field.name, value: choice.value });
      box.checked = field.default.includes(choice.value);
      box.addEventListener("change", () => this.refresh());
      const label = element("label");
      label.append(box, " ", element("span", { "data-choice": `${field.name}.${choice.value}` }));
      fieldset.append(label);
      return box;
    });
    place.append(fieldset);
    this.inputs[field.name] = boxes;
  }

  addInteger(place, field) {
    const input = element("input", { type: "number", id: `setup-${field.name}`, name: field.name,
                                     value: field.default === null ? "" : String(field.default), min: "0", step: "1" });
    const label = element("label");
    label.append(element("span", { "data-label": field.name }), " ", input);
    place.append(label);
    this.inputs[field.name] = input;
  }

  field(name) {
    return this.game.options.fields.find((field) => field.name === name);
  }

  /** The options the choices made so far give (choices and flags; names and numbers apart). */
  chosen() {
    const options = {};
    for (const field of this.game.options.fields) {
      if (field.kind === "choice") {
        const choice = field.choices.find((c) => String(c.value) === this.inputs[field.name].value);
        Object.assign(options, choice.sets ?? { [field.name]: choice.value });
      } else if (field.kind === "flags") {
        options[field.name] = this.inputs[field.name].filter((box) => box.checked && !box.disabled)
          .map((box) => box.value);
      } else if (field.kind === "integer") {
        const typed = this.inputs[field.name].value;
        // Left empty: a random number for a random field, else the field's default (null: none, as
        // a turn limit that is not set).
        const empty = field.random ? randomNumber() : field.default ?? null;
        options[field.name] = typed === "" ? empty : Number(typed) || 0;
      }
    }
    return options;
  }

  /** A flag the other choices forbid (the schema's requires and excludes) is disabled and cleared. */
  applyConstraints() {
    // A flag cleared here may free another one: passes until nothing changes.
    let before;
    do {
      before = this.flagStates();
      this.constraintPass();
    } while (this.flagStates() !== before);
  }

  flagStates() {
    return this.game.options.fields.filter((f) => f.kind === "flags")
      .flatMap((f) => this.inputs[f.name].map((box) => `${box.checked}${box.disabled}`)).join();
  }

  constraintPass() {
    for (const field of this.game.options.fields.filter((f) => f.kind === "flags")) {
      const boxes = this.inputs[field.name];
      for (const [i, choice] of field.choices.entries()) {
        const options = this.chosen();
        const required = (choice.requires ?? []).every((need) => need.among.includes(options[need.option] ?? null));
        // Exclusion works both ways: a flag that excludes a checked one, or that a checked one excludes.
        const excluded = (choice.excludes ?? []).some((other) => options[field.name].includes(other.flag))
          || field.choices.some((other) => options[field.name].includes(other.value)
            && (other.excludes ?? []).some((exclusion) => exclusion.flag === choice.value));
        boxes[i].disabled = !required || excluded;
        if (boxes[i].disabled) boxes[i].checked = false;
      }
    }
  }

  /** The seats the choices give: the schema's table, walked by the values of the fields it names. */
  seats() {
    const table = this.game.options.seats;
    return table.by.reduce((level, name) => level[this.inputs[name].value], table.table);
  }

  refresh() {
    this.applyConstraints();
    // A seat that is drawn again (another field changed, as the start player) keeps the name typed
    // for it and who plays it.
    const kept = new Map([...this.places.seats.querySelectorAll("[data-seat-player]")].map((select) => {
      const input = select.closest("label").querySelector("input");
      return [select.dataset.seatMembers, { player: select.value, name: input.value !== input.dataset.default ? input.value : null }];
    }));
    const rows = this.seats().seats.map((seat, i) => {
      const row = element("label");
      for (const member of seat.members) {
        const badge = element("span", { class: "seat-letter", style: `background:${member.colour}` }, member.letter);
        row.append(badge, " ", element("span", { "data-seat-member": member.id }), " ");
      }
      const name = element("input", { name: `seat-${i}`, maxlength: "40" });
      row.append(name);
      row.insertAdjacentHTML("beforeend", this.places.seatChoice(i, seat.members.map((m) => m.id), ""));
      return row;
    });
    this.places.seats.replaceChildren(...rows);
    this.relabel();
    for (const select of this.places.seats.querySelectorAll("[data-seat-player]")) {
      const before = kept.get(select.dataset.seatMembers);
      if (!before) continue;
      if ([...select.options].some((option) => option.value === before.player)) select.value = before.player;
      if (before.name !== null) select.closest("label").querySelector("input").value = before.name;
    }
    this.places.refreshed();
  }

  /** Every text of the form in the current language; a seat's name not changed by the player
   *  (its player number, or its members' name) follows the language. */
  relabel() {
    if (!this.game) return;
    for (const field of this.game.options.fields) {
      for (const node of document.querySelectorAll(`[data-label="${field.name}"]`)) node.textContent = says(field.label);
      if (field.random) this.inputs[field.name].placeholder = t("setup.random");
      if (field.kind === "seat_names") this.places.seatsLegend.textContent = says(field.label);
      for (const choice of field.choices ?? []) {
        if (field.kind === "choice") {
          this.inputs[field.name].querySelector(`option[value="${choice.value}"]`).textContent = says(choice.label);
        } else {
          document.querySelector(`[data-choice="${field.name}.${choice.value}"]`).textContent = says(choice.label);
        }
      }
      const note = document.getElementById(`setup-${field.name}-note`);
      if (note) note.textContent = says(field.choices.find((c) => String(c.value) === this.inputs[field.name].value).note);
    }
    const seats = this.seats();
    seats.seats.forEach((seat, i) => {
      const names = seat.members.map((member) => says(member.name));
      for (const member of seat.members) {
        document.querySelector(`[data-seat-member="${member.id}"]`).textContent = says(member.name);
      }
      const input = document.querySelector(`input[name="seat-${i}"]`);
      const fallback = seat.label ? says(seat.label) : names[0];
      if (input.value === (input.dataset.default ?? "")) input.value = fallback;
      input.dataset.default = fallback;
      input.setAttribute("aria-label", t("setup.name_for", { seat: names.join(t("setup.and")) }));
      const player = document.querySelector(`[data-seat-player="${i}"]`);
      player.dataset.seatName = names.join(" + ");
    });
    this.places.starter.textContent = says(seats.note);
  }

  /** {game, options, seats}: the game's id, the options for new_game, and each seat's member ids. */
  read() {
    const options = this.chosen();
    const seats = this.seats().seats;
    if (this.seatField) {
      const names = {};
      seats.forEach((seat, i) => {
        const input = document.querySelector(`input[name="seat-${i}"]`);
        const name = input.value.trim();
        // A seat still called by its members' name gives no player's name: the engine then names
        // the seat itself, in the language of whoever reads.
        const ownName = !seat.label && name === input.dataset.default;
        if (name && !ownName) for (const member of seat.members) names[member.id] = name;
      });
      options[this.seatField.name] = names;
    }
    return { game: this.game.id, options, seats: seats.map((seat) => seat.members.map((member) => member.id)) };
  }
}
