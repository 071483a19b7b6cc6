// "Send your move": the game in play as a link (links.js makes it) for the person who plays the
// next decision at another device, offered three ways: copied to the clipboard, through the
// device's share sheet where there is one, or as a small file holding the same text. The link also
// stays on screen, selectable, for a browser that allows neither copying nor sharing.
//
//   const panel = new SendMovePanel();
//   panel.show({ url, to, filename });   // `to`: the seat's name it goes to; null once the game is over
//                                        // (shown again after a language switch, in its words)
//   panel.hide();

import { t } from "../i18n.js";
import "./words.js";
import { makeButton } from "./buttons.js";
import { downloadText } from "./download.js";

const $ = (id) => document.getElementById(id);

export class SendMovePanel {
  constructor() {
    this.element = $("send-move");
    this.title = document.createElement("b");
    this.note = document.createElement("p");
    this.note.className = "note";
    this.field = document.createElement("input");
    this.field.type = "text";
    this.field.readOnly = true;
    this.field.id = "send-move-link";
    this.field.addEventListener("focus", () => this.field.select());
    this.copyButton = makeButton("copy-link", () => this.copy());
    this.copyButton.classList.add("primary");
    this.shareButton = makeButton("share-link", () => this.share());
    // Only where the device has a share sheet (phones, some desktops).
    this.shareButton.hidden = typeof navigator.share !== "function";
    this.downloadButton = makeButton("download-link", () => this.download());
    this.status = document.createElement("p");
    this.status.setAttribute("role", "status");
    const buttons = document.createElement("div");
    buttons.className = "send-move-buttons";
    buttons.append(this.copyButton, this.shareButton, this.downloadButton);
    this.element.append(this.title, this.field, buttons, this.status, this.note);
    this.sending = null;
  }

  show(sending) {
    const fresh = sending.url !== this.sending?.url;
    this.sending = sending;
    this.element.hidden = false;
    this.field.value = sending.url;
    if (fresh) this.status.textContent = "";
    this.relabel();
    // The copy button takes the focus once per link: Enter copies it, as a click would.
    if (fresh) this.copyButton.focus({ preventScroll: true });
  }

  hide() {
    this.sending = null;
    this.element.hidden = true;
  }

  relabel() {
    if (!this.sending) return;
    const { to } = this.sending;
    this.title.textContent = to === null ? t("send.over") : t("send.title", { seat: to });
    this.note.textContent = t("send.note");
    this.field.setAttribute("aria-label", t("send.link"));
    this.copyButton.textContent = t("send.copy");
    this.shareButton.textContent = t("send.share");
    this.downloadButton.textContent = t("send.download");
  }

  async copy() {
    try {
      await navigator.clipboard.writeText(this.sending.url);
      this.status.textContent = t("send.copied");
    } catch {
      this.field.focus();
      this.status.textContent = t("send.copy_failed");
    }
  }

  async share() {
    try {
      await navigator.share({ title: document.title, url: this.sending.url });
    } catch (error) {
      // Closing the share sheet is no failure.
      if (error.name !== "AbortError") this.status.textContent = t("send.share_failed", { reason: error.message });
    }
  }

  download() {
    downloadText(`${this.sending.url}\n`, this.sending.filename, "text/plain");
  }
}
