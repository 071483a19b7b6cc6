// One tab plays a game: the tab that opens a saved game holds it with a Web Lock named after the
// game, and a BroadcastChannel carries the tabs' word to each other ("take": a tab asks to play the
// game here; "saved": the holder stored a decision). Tabs on different games hold different locks,
// so they never disturb each other. A lock is released when its tab closes, so a game is never left
// held by a tab that is gone.
//
//   const hold = new GameHold({ letGo, saved });
//   await hold.claim(id)    // true: held here (or locks unavailable); false: another tab holds it
//   await hold.takeOver(id) // asks the holder to let go, resolves once held here
//   hold.announceSaved(id)  // tell the other tabs that the game was stored anew
//   await hold.release()
//
// Where the browser has no Web Locks, every tab may play: records.js then checks the stored
// record's version before each decision, so a stale tab is brought up to date instead of overwriting.

const CHANNEL = "antike.games";
const lockName = (id) => `antike.game.${id}`;

export class GameHold {
  /** `letGo(id)`: another tab takes the game `id` over; resolves once this tab may release it (its
   *  writes landed). `saved(id)`: another tab stored the game `id` anew. */
  constructor({ letGo, saved }) {
    this.hooks = { letGo, saved };
    this.locks = globalThis.navigator?.locks ?? null;
    this.held = null; // {id, release(), released: a promise settled once the lock is free}
    this.channel = typeof BroadcastChannel === "function" ? new BroadcastChannel(CHANNEL) : null;
    this.channel?.addEventListener("message", (event) => this.heard(event.data));
  }

  /** Whether tabs can hold games (Web Locks); without them records.js checks versions instead. */
  get available() {
    return Boolean(this.locks);
  }

  /** Hold the game `id` if no other tab does: true if it is held here (or locks are unavailable),
   *  false if another tab holds it. */
  async claim(id) {
    if (!this.locks) return true;
    if (this.held?.id === id) return true;
    await this.release();
    return new Promise((resolve) => {
      const released = this.locks.request(lockName(id), { ifAvailable: true }, (lock) => {
        if (!lock) {
          resolve(false);
          return undefined;
        }
        return new Promise((release) => {
          this.held = { id, release, released };
          resolve(true);
        });
      });
    });
  }

  /** Take the game `id` over from the tab that holds it; resolves once it is held here. */
  async takeOver(id) {
    await this.release();
    return new Promise((resolve) => {
      // Queued before the request is sent, so the lock comes here as soon as the holder lets go.
      const released = this.locks.request(lockName(id), () => new Promise((release) => {
        this.held = { id, release, released };
        resolve();
      }));
      this.channel?.postMessage({ take: id });
    });
  }

  /** Tell the other tabs that the game `id` was stored anew (a read-only tab shows it). */
  announceSaved(id) {
    this.channel?.postMessage({ saved: id });
  }

  /** Let go of the game held here, if any; resolves once the lock is free. */
  async release() {
    const { held } = this;
    if (!held) return;
    this.held = null;
    held.release();
    await held.released;
  }

  async heard(message) {
    if (message?.take !== undefined && message.take === this.held?.id) {
      await this.hooks.letGo(message.take);
      await this.release();
    } else if (message?.saved !== undefined) {
      this.hooks.saved(message.saved);
    }
  }
}
