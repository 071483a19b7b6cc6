// One store for the page: the engine's latest view and the UI-only state beside it. Changes are
// gathered and drawn at most once per animation frame, however many arrive in between.
//
//   const store = new Store();
//   store.subscribe((state) => view.update(state));
//   store.set({ view, logLength, quiet });   // drawn at the next frame
//   store.state                              // what was set last

export class Store {
  constructor() {
    // The engine's view (and its whole log's length, and the ended turn waiting for its
    // confirmation) and the UI's own state: which screen is up, what the game's view has selected.
    this.state = { view: null, logLength: 0, quiet: false, screen: "setup", selected: null, confirmation: null };
    this.renderers = [];
    this.frame = null;
    this.renders = 0; // frames drawn, for the tests
  }

  subscribe(render) {
    this.renderers.push(render);
  }

  set(patch) {
    // A quiet change (a replay step, a language switch) stays quiet only if every change of the
    // frame was: announcements are never lost to a quiet change drawn in the same frame.
    const quiet = (this.frame === null || this.state.quiet) && Boolean(patch.quiet);
    Object.assign(this.state, patch, { quiet });
    this.frame ??= requestAnimationFrame(() => this.draw());
  }

  /** Draw again the state as it is (a selection changed, a language switch). */
  redraw() {
    this.set({ quiet: true });
  }

  draw() {
    this.frame = null;
    this.renders += 1;
    for (const render of this.renderers) render(this.state);
  }
}
