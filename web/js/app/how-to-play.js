// "How to play": a button in the header, on the new-game screen and in the game alike, opens a
// dialog with the game's short rules. The words are the game's own (its catalogue's `help.*`, in
// games.json): `help.title` names the dialog, every other `help.*` text is a paragraph, in the
// catalogue's order, so the shell names no rule of any game.
//
//   const help = new HowToPlay(header);   // the button goes at the end of `header`
//   help.relabel();                       // after the game's words are registered, or a switch

import { t, textsOf } from "../i18n.js";
import "./words.js";
import { makeButton } from "./buttons.js";
import { element } from "./new-game-form.js";

const TITLE = "help.title";

export class HowToPlay {
  constructor(header) {
    this.button = makeButton("how-to-play", () => this.open());
    this.button.hidden = true;
    header.append(this.button);
    this.dialog = element("dialog", { id: "how-to-play", "aria-labelledby": "how-to-play-title" });
    this.title = element("h2", { id: "how-to-play-title" });
    this.body = element("div", { class: "help-text" });
    const form = element("form", { method: "dialog" });
    this.close = element("button", { "data-action": "close-help" });
    form.append(this.close);
    this.dialog.append(this.title, this.body, form);
    document.body.append(this.dialog);
  }

  /** Open at the top, where the rules begin: the close button (at the end) takes the focus without
   *  scrolling the dialog down to it, and a dialog read to its end before opens at the top again. */
  open() {
    this.dialog.showModal();
    this.dialog.scrollTop = 0;
    this.close.focus({ preventScroll: true });
  }

  /** The texts in the current language; the button shows once the game's help is known. */
  relabel() {
    const known = t(TITLE) !== TITLE;
    this.button.hidden = !known;
    if (!known) return;
    this.button.textContent = t(TITLE);
    this.title.textContent = t(TITLE);
    this.close.textContent = t("dialog.close");
    const sections = Object.keys(textsOf("en")).filter((key) => key.startsWith("help.") && key !== TITLE);
    this.body.replaceChildren(...sections.map((key) => element("p", { "data-help": key.slice("help.".length) }, t(key))));
  }
}
