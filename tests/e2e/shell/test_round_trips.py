"""A decision costs one request to the engine (issue 18): the reply carries the view, how far undo
reaches and the record that autosave keeps."""
import json

from test_play import GOLDEN, end_turn, make, start_game

# Counts what the page posts to its engine worker (installed before any script of the page runs).
COUNT_MESSAGES = """
window.__workerMessages = 0;
const post = Worker.prototype.postMessage;
Worker.prototype.postMessage = function (...args) {
  window.__workerMessages += 1;
  return post.apply(this, args);
};
"""
# The number of decisions of each game autosave keeps in the browser (IndexedDB); none before the
# page made its database (opening it here first would make one without the page's stores).
SAVED_DECISIONS = """async () => {
  if (!(await indexedDB.databases()).some((database) => database.name === "antike")) return [];
  return new Promise((resolve) => {
    const open = indexedDB.open("antike");
    open.onsuccess = () => {
      const request = open.result.transaction("records").objectStore("records").getAll();
      request.onsuccess = () => {
        open.result.close();
        resolve(request.result.map((entry) => entry.record.decisions.length));
      };
    };
  });
}"""
# True once the page is at rest after a reply: no request to its engine waits for an answer, the
# autosave of the one game holds `decisions` decisions (autosave is the last thing a reply starts),
# and a frame has been drawn since.
SETTLED = f"""async (decisions) => {{
  if (window.antike.engine.waiting.size) return false;
  const saved = await ({SAVED_DECISIONS})();
  if (saved.length !== 1 || saved[0] !== decisions) return false;
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  return window.antike.engine.waiting.size === 0;
}}"""


def settle(page, decisions):
    """Wait until the page is at rest with `decisions` decisions made and saved (SETTLED)."""
    page.wait_for_function(SETTLED, arg=decisions)


def test_a_persons_decision_costs_one_message_to_the_worker(page, page_log, wait_engine_ready):
    page.add_init_script(COUNT_MESSAGES)
    start_game(page, wait_engine_ready, seed=35)
    decisions = json.loads(GOLDEN.read_text())["decisions"]
    counted = []
    for made, decision in enumerate(decisions[:8]):
        end_turn(page)  # ending a turn is a request of its own, not part of the next decision
        settle(page, made)  # the decision before, its autosave and redraws are done
        before = page.evaluate("window.__workerMessages")
        make(page, decision)
        settle(page, made + 1)  # a message the decision caused after its redraw is counted too
        counted.append(page.evaluate("window.__workerMessages") - before)
    assert counted == [1] * len(counted), counted
    saved = page.evaluate(SAVED_DECISIONS)
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
