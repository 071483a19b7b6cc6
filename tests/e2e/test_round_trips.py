"""A decision costs one request to the engine (issue 18): the reply carries the view, how far undo
reaches and the record that autosave keeps."""
from test_play import GOLDEN, end_turn, make, start_game
import json

# Counts what the page posts to its engine worker (installed before any script of the page runs).
COUNT_MESSAGES = """
window.__workerMessages = 0;
const post = Worker.prototype.postMessage;
Worker.prototype.postMessage = function (...args) {
  window.__workerMessages += 1;
  return post.apply(this, args);
};
"""


def test_a_persons_decision_costs_one_message_to_the_worker(page, page_log, wait_engine_ready):
    page.add_init_script(COUNT_MESSAGES)
    start_game(page, wait_engine_ready, seed=35)
    decisions = json.loads(GOLDEN.read_text())["decisions"]
    counted = []
    for decision in decisions[:8]:
        end_turn(page)  # ending a turn is a request of its own, not part of the next decision
        page.wait_for_timeout(300)  # let autosave and redraws of the decision before settle
        before = page.evaluate("window.__workerMessages")
        make(page, decision)
        page.wait_for_timeout(300)
        counted.append(page.evaluate("window.__workerMessages") - before)
    assert counted == [1] * len(counted), counted
    saved = page.evaluate("""() => new Promise((resolve) => {
      const open = indexedDB.open("antike");
      open.onsuccess = () => {
        const request = open.result.transaction("records").objectStore("records").getAll();
        request.onsuccess = () => resolve(request.result.map((entry) => entry.record.decisions.length));
      };
    })""")
    assert saved == [8]  # autosave kept every decision without asking the engine again
    page_log.assert_no_errors()


def test_the_page_draws_at_most_once_per_frame(page, page_log, wait_engine_ready):
    """One store holds the view; however many changes arrive in a frame, the game's view draws once."""
    start_game(page, wait_engine_ready)
    drawn = page.evaluate("""async () => {
      const store = window.antike.store;
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      await frame();
      const before = {renders: store.renders, version: document.querySelector("#game").dataset.version};
      for (let i = 0; i < 10; i++) store.set({ view: store.state.view, quiet: true });
      await frame();
      await frame();
      return {renders: store.renders - before.renders,
              versions: Number(document.querySelector("#game").dataset.version) - Number(before.version)};
    }""")
    assert drawn == {"renders": 1, "versions": 1}
    page_log.assert_no_errors()
