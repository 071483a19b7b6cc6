// The first time a link of a match is opened at a device, the page asks which of its seats are
// played here ("mine"); the others are played elsewhere and get this device's moves by link.
//
//   const mine = await askSeats({ seats, suggested, invitation, inviter });
//   // seats: [{id, name, colour, letter}] the persons' seats; suggested: the id to decide now (the link
//   // was sent to it); invitation: the game's title; inviter: who sent it (a person or a seat), or
//   // null; -> the ids chosen, or null when the person chose not to open the link
//
// The dialog is the only one on screen: another dialog open (a half-made choice, the rules) closes,
// and the new-game form behind it steps aside until the person has answered, so that its seats are
// not taken for the link's.

import { t } from "../i18n.js";
import "./words.js";

const $ = (id) => document.getElementById(id);

function seatBox({ id, name, colour, letter }, checked) {
  const label = document.createElement("label");
  const box = document.createElement("input");
  box.type = "checkbox";
  box.value = id;
  box.checked = checked;
  const swatch = document.createElement("span");
  swatch.className = "seat-letter";
  swatch.style.background = colour;
  swatch.textContent = letter;
  swatch.setAttribute("aria-hidden", "true");
  label.append(box, " ", swatch, ` ${name}`);
  return label;
}

/** The dialog's heading: the invitation, and who sent it where known. */
function heading(invitation, inviter) {
  const title = document.createElement("h3");
  title.textContent = t("seats.invitation", { title: invitation });
  if (!inviter) return [title];
  const from = document.createElement("p");
  from.className = "seat-claim-from";
  from.textContent = t("seats.from", { inviter });
  return [title, from];
}

export function askSeats({ seats, suggested, invitation, inviter = null }) {
  return new Promise((resolve) => {
    for (const open of document.querySelectorAll("dialog[open]")) open.close();
    const setup = $("setup");
    const setupShown = setup && !setup.hidden;
    if (setupShown) setup.hidden = true;
    const dialog = document.createElement("dialog");
    dialog.id = "seat-claim";
    const form = document.createElement("form");
    form.method = "dialog";
    const title = document.createElement("h4");
    title.textContent = t("seats.title");
    const note = document.createElement("p");
    note.textContent = t("seats.note");
    const boxes = seats.map((seat) => seatBox(seat, seat.id === suggested));
    const list = document.createElement("fieldset");
    list.setAttribute("aria-label", t("seats.title"));
    list.append(...boxes);
    const error = document.createElement("p");
    error.className = "error";
    error.setAttribute("role", "alert");
    const play = document.createElement("button");
    play.value = "play";
    play.dataset.action = "claim-seats";
    play.className = "primary";
    play.textContent = t("seats.play");
    const decline = document.createElement("button");
    decline.value = "decline";
    decline.dataset.action = "decline-link";
    decline.textContent = t("seats.decline");
    form.append(...heading(invitation, inviter), title, note, list, error, play, " ", decline);
    dialog.append(form);
    const chosen = () => boxes.map((label) => label.querySelector("input")).filter((box) => box.checked)
      .map((box) => box.value);
    form.addEventListener("submit", (event) => {
      if (event.submitter === play && chosen().length === 0) {
        event.preventDefault();
        error.textContent = t("seats.none");
      }
    });
    // Escape, like "Not now", opens nothing.
    dialog.addEventListener("close", () => {
      const mine = dialog.returnValue === "play" ? chosen() : null;
      // Declined, the new-game form comes back; played, the game takes the screen.
      if (setupShown && mine === null) setup.hidden = false;
      resolve(mine);
      dialog.remove();
    });
    document.body.append(dialog);
    dialog.showModal();
    play.focus();
  });
}
