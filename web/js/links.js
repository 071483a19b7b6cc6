// Play at a distance with no server (issue 24): a seat may be played by a person at another device,
// and the game travels between the devices as a link (`#play=...`: the engine's `link`, the options
// and every decision; a URL's fragment never reaches a server). What is this device's knowledge,
// not the game's, stays with its saved copy (records.js keeps it in the summary), never in the
// engine's record or in the link: {matchId, remote: [seats played elsewhere], shared: how many
// decisions the other devices have too}.
//
//   const links = new LinkPlay({ call, records, enter, seatNames });
//   links.remoteChoice(seats)   // the seats the new-game screen gives to persons elsewhere
//   links.newMatch(remote)      // a new game's facts for records.beginNewGame (null: no seat remote)
//   links.decides(view)         // true while a person elsewhere is to decide: this page offers nothing
//   links.follow(reply)         // from show(), before autosave: offers "Send your move" when due
//   links.whyNoUndo()           // why undo cannot go back (moves sent or received), or null
//   await links.listen()        // open the link in the page's address, now and whenever it changes
//
// Sending: a move is sent whenever the decision belongs to a seat played elsewhere - after "End turn",
// and also in the middle of a turn, when a fight question goes to such a seat: the turn pauses and
// the link goes to that seat. Standing orders (always fight, never fight...) would let the turn run
// on, but are rules of their own that every player would have to learn and trust; a pause needs no
// rule and answers every question exactly as the person would. Computer seats are played by the
// device that holds the game when their turn comes (their choices are seeded: any device plays them
// the same), so a link always goes to a person.
//
// Undo: the engine lets a person take back only their own decisions of the turn under way, never
// another seat's, so nothing sent or received can be undone; when asked, the page says why.
//
// Receiving: the link's header names its match; the saved copy of that match (the one played last,
// if a diverged link left two) is compared with it by the engine (`open_link`), and
//   same or newer  -> the link's game goes on in the saved copy's place;
//   older          -> the saved copy, further on, is kept and shown: nothing changes;
//   diverged       -> both are kept, the link's as a separate saved game;
//   none here      -> the person says which seats are theirs (the dialog names who sent it: the
//                     engine's `sender`), and the game is saved.
// A link that goes on with the game is good news, shown as such, and says whose turn it is (the
// person's here, or a seat's elsewhere), again in the other language after a switch. A refused link
// shows the engine's message and changes nothing saved.

import { currentLanguage, onLanguageChange, t, tCount } from "./i18n.js";
import "./app/words.js";
import { SendMovePanel } from "./app/send-move.js";
import { askSeats } from "./app/seat-claim.js";

const PREFIX = "play=";
const $ = (id) => document.getElementById(id);

// Whether the game of a reply is over: the engine says so in every language of its summary.
const finished = (reply) => Object.values(reply.summary)[0].finished;
// The summary of a reply's game in the page's language (the engine gives it in every one).
const summaryWords = (reply) => reply.summary[currentLanguage()] ?? Object.values(reply.summary)[0];
// A seat as the game's summary names it: its person's name, with the seat's where they differ.
const personOf = (seat) => (seat.player && seat.player !== seat.name ? `${seat.player} (${seat.name})` : seat.name);

export class LinkPlay {
  /** `call(request)` asks the engine; `records` keeps the games (records.js); `enter(reply)`
   *  shows a game; `seatNames()` gives the game's seat names ({seat id: name}) in the current language. */
  constructor(hooks) {
    this.hooks = hooks;
    this.panel = new SendMovePanel();
    this.decisions = 0; // of the game in play, at its last reply
    this.offered = 0; // counts the links asked for: only the latest is shown
    this.sending = null; // the link on offer: {url, seat (null: the game is over), filename}
    this.news = null; // the good news on screen: {say() -> its words now, text: as shown}
    onLanguageChange(() => {
      this.showSending(); // the seat's name in the new language
      this.sayNewsAgain();
    });
  }

  /** The game in play's facts, if it is played by link. */
  get match() {
    return this.hooks.records.current?.link ?? null;
  }

  // ---- New game ---------------------------------------------------------------------------------

  /** The members of `seats` ([[member ids]]) whose seat select (computer.js's) says "elsewhere". */
  remoteChoice(seats) {
    return seats.flatMap((members, i) =>
      document.querySelector(`[data-seat-player="${i}"]`)?.value === "remote" ? members : []);
  }

  newMatch(remote) {
    return remote.length ? { matchId: crypto.randomUUID(), remote, shared: 0 } : null;
  }

  // ---- Sending ----------------------------------------------------------------------------------

  decides(view) {
    return Boolean(this.match?.remote.includes(view?.to_decide));
  }

  follow(reply) {
    this.decisions = reply.record.decisions.length;
    const match = this.match;
    const offer = ++this.offered;
    const due = match && !reply.unconfirmed && (this.decides(reply.view) || finished(reply));
    if (!due) {
      this.sending = null;
      this.panel.hide();
      return;
    }
    // Set before autosave reads it: from here on these decisions are the other devices' too.
    match.shared = this.decisions;
    this.offerSending(offer, match, finished(reply) ? null : reply.view.to_decide);
  }

  async offerSending(offer, match, seat) {
    const made = await this.hooks.call({ command: "link", match_id: match.matchId });
    if (offer !== this.offered) return;
    if (!made.ok) {
      $("error").textContent = t("link.failed", { reason: made.error.message });
      return;
    }
    const url = new URL(location.href);
    url.hash = made.text;
    this.sending = { url: url.href, seat, filename: `antike-${match.matchId.slice(0, 8)}-${made.decisions}.txt` };
    this.showSending();
  }

  showSending() {
    if (!this.sending) return;
    const { seat } = this.sending;
    const to = seat === null ? null : this.hooks.seatNames()[seat] ?? seat;
    this.panel.show({ ...this.sending, to });
  }

  whyNoUndo() {
    const match = this.match;
    return match && match.shared > 0 && this.decisions === match.shared ? t("link.undo_sent") : null;
  }

  // ---- Receiving --------------------------------------------------------------------------------

  /** Whether the page's address holds a link to open. */
  inAddress() {
    return location.hash.slice(1).startsWith(PREFIX);
  }

  async listen() {
    window.addEventListener("hashchange", () => this.openFromAddress());
    await this.openFromAddress();
  }

  async openFromAddress() {
    const text = location.hash.slice(1);
    if (!text.startsWith(PREFIX)) return;
    // Read once: a reload must not open it again, and a link sent from here must not carry it.
    history.replaceState(null, "", location.pathname + location.search);
    await this.open(text);
  }

  async open(text) {
    const { records } = this.hooks;
    records.clearMessage();
    const read = await this.hooks.call({ command: "read_link", text });
    if (!read.ok) {
      records.message(t("link.refused", { reason: read.error.message }));
      return;
    }
    const matchId = read.link.match_id;
    const copy = await this.savedCopy(matchId);
    const saved = copy ? { saved: { match_id: matchId, record: copy.record } } : {};
    const reply = await this.hooks.call({ command: "open_link", text, ...saved });
    if (!reply.ok) {
      records.message(t("link.refused", { reason: reply.error.message }));
      await records.resumeLive(); // the game in play goes on as it was
      return;
    }
    const { relation, common, saved: here, link } = reply.comparison ?? { relation: "other_match" };
    const shared = reply.record.decisions.length;
    if (relation === "older") {
      await records.continueGame(copy.id);
      records.message(t("link.older", { link, saved: here }));
    } else if (relation === "same" || relation === "newer") {
      records.continueAs(copy, { ...copy.summary.link, shared });
      await this.hooks.enter(reply);
      this.tellNews(() => [relation === "same" ? t("link.same") : tCount("link.newer", link - here),
                           this.whoseTurn(reply, copy.summary.link.remote)].join(" "));
    } else if (relation === "diverged") {
      records.beginNewGame("link", { ...copy.summary.link, shared });
      await this.hooks.enter(reply);
      records.message(t("link.diverged", { common }));
    } else {
      await this.adopt(reply, matchId, shared);
    }
  }

  /** A match new to this device: its person says which seats are theirs, then it is saved. */
  async adopt(reply, matchId, shared) {
    const { records } = this.hooks;
    const words = summaryWords(reply);
    const persons = words.seats.filter((seat) => !(seat.id in reply.computer));
    const sender = words.seats.find((seat) => seat.id === reply.sender);
    const mine = await askSeats({ seats: persons, suggested: reply.view.to_decide, invitation: words.title,
                                  inviter: sender ? personOf(sender) : null });
    if (mine === null) {
      // The engine's game in play is the link's now: the game on screen is loaded again.
      if (records.current && records.inGame()) await records.continueGame(records.current.id);
      records.message(t("link.declined"));
      return;
    }
    const remote = persons.map((seat) => seat.id).filter((id) => !mine.includes(id));
    records.beginNewGame("link", { matchId, remote, shared });
    await this.hooks.enter(reply);
    this.tellNews(() => this.whoseTurn(reply, remote));
  }

  /** Whose turn it is in the game of `reply`, whose seats `remote` are played elsewhere: yours, a
   *  seat's at another device, or nobody's (the game is over). */
  whoseTurn(reply, remote) {
    if (finished(reply)) return t("link.over");
    const seat = reply.view.to_decide;
    if (!remote.includes(seat)) return t("link.yours");
    const words = summaryWords(reply).seats.find((entry) => entry.id === seat);
    return t("link.elsewhere", { seat: words ? personOf(words) : seat });
  }

  /** Show good news (`say()` gives its words in the current language), marked as good news. */
  tellNews(say) {
    this.news = { say, text: say() };
    this.hooks.records.message(this.news.text, { good: true });
  }

  sayNewsAgain() {
    const { records } = this.hooks;
    if (!this.news || !records.showing(this.news.text)) return;
    this.tellNews(this.news.say);
  }

  /** The saved copy ({id, summary, record}) of match `matchId` played last, or null. */
  async savedCopy(matchId) {
    const { records } = this.hooks;
    if (!records.store) return null;
    await records.writes; // the latest autosave first
    const summary = (await records.store.summaries()).find((entry) => entry.link?.matchId === matchId);
    return summary ? records.store.get(summary.id) : null;
  }
}
