// "Send your move": the game in play as a link (links.js makes it) for the person who plays the
// next decision at another device, offered three ways: copied to the clipboard, through the
// device's share sheet where there is one, or as a small file holding the same text. The link also
// stays on screen, selectable, for a browser that allows neither copying nor sharing.
//
//   const panel = new SendMovePanel();
//   panel.show({ url, to, filename });   // `to`: the seat's name it goes to; null once the game is over
//                                        // (shown again after a language switch, in its words)
//   panel.hide();

import { registerTexts, t } from "../i18n.js";
import { makeButton } from "./buttons.js";
import { downloadText } from "./download.js";

registerTexts({
  en: {
    "send.title": "{nation} play at another device: send them your move.",
    "send.over": "The game is over: send the last moves to the other players.",
    "send.note": "Send this link by message or e-mail; it opens the game in this page, even offline. "
      + "Undo cannot take back a move once sent.",
    "send.link": "Link to send",
    "send.copy": "Copy link",
    "send.share": "Share…",
    "send.download": "Download as a file",
    "send.copied": "The link is copied: paste it into a message.",
    "send.copy_failed": "This browser did not allow copying: the link is selected, copy it from there.",
    "send.share_failed": "The link could not be shared: {reason}",
  },
  de: {
    "send.title": "{nation} spielen an einem anderen Gerät: senden Sie ihnen Ihren Zug.",
    "send.over": "Die Partie ist zu Ende: senden Sie die letzten Züge an die anderen.",
    "send.note": "Senden Sie diesen Link als Nachricht oder E-Mail; er öffnet die Partie in dieser Seite, "
      + "auch offline. Ein gesendeter Zug kann nicht mehr rückgängig gemacht werden.",
    "send.link": "Zu sendender Link",
    "send.copy": "Link kopieren",
    "send.share": "Teilen…",
    "send.download": "Als Datei herunterladen",
    "send.copied": "Der Link ist kopiert: fügen Sie ihn in eine Nachricht ein.",
    "send.copy_failed": "Dieser Browser erlaubt das Kopieren nicht: der Link ist markiert, kopieren Sie ihn dort.",
    "send.share_failed": "Der Link konnte nicht geteilt werden: {reason}",
  },
});

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
    this.title.textContent = to === null ? t("send.over") : t("send.title", { nation: to });
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
