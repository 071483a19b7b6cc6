"""Offline play and the boot order: after one visit the game starts and plays with no server at all;
the new-game screen is usable while the engine loads, with only its start button waiting."""
import json
import shutil
import threading

import pytest

import build


@pytest.fixture
def own_server(dist, tmp_path):
    """A server of this test's own, which the test may stop, on a copy of dist/ (a build running
    meanwhile would be a new version to the service worker); yields its base URL, a stop() and
    the folder served."""
    site = tmp_path / "dist"
    shutil.copytree(dist, site)
    server = build.make_server(site, port=0, quiet=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    stopped = []

    def stop():
        if not stopped:
            server.shutdown()
            server.server_close()
            stopped.append(True)

    yield f"http://127.0.0.1:{server.server_port}/", stop, site
    stop()


def build_version(site):
    """The version build.py wrote into the site's sw.js."""
    first = (site / "sw.js").read_text().splitlines()[0]
    return first.split("build ")[1].rstrip(".")


def click_decision(page, wanted):
    """Click the button in #actions whose data-decision is of type `wanted`; return the decision."""
    for button in page.query_selector_all("#actions [data-decision]"):
        decision = json.loads(button.get_attribute("data-decision"))
        if decision["type"] == wanted:
            button.click()
            return decision
    raise AssertionError(f"no {wanted} button among {page.inner_text('#actions')!r}")


def wait_new_version(page, before):
    page.wait_for_function(f"document.querySelector('#game').dataset.version !== '{before}'")


def test_after_one_visit_the_game_starts_and_plays_with_the_server_gone(
        browser, own_server, wait_engine_ready):
    base_url, stop_server, site = own_server
    context = browser.new_context(base_url=base_url)
    try:
        page = context.new_page()
        errors = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto("index.html")
        wait_engine_ready(page)
        page.wait_for_selector("html[data-offline=ready]", state="attached", timeout=60_000)
        first_version = build_version(site)
        assert page.evaluate("caches.keys()") == [f"antike-{first_version}"]

        # A new build on the server: the page offers to reload into it, which replaces the cache.
        with (site / "index.html").open("a") as page_file:
            page_file.write("<!-- the next build -->\n")
        build.add_service_worker(site)
        assert build_version(site) != first_version
        # What the browser does on the next navigation, asked for now to save a boot.
        page.evaluate("navigator.serviceWorker.getRegistration().then((registration) => registration.update())")
        page.wait_for_selector("#update-banner [data-action=reload]", timeout=60_000)
        with page.expect_navigation():
            page.click("#update-banner [data-action=reload]")
        wait_engine_ready(page)
        page.wait_for_selector("html[data-offline=ready]", state="attached", timeout=60_000)
        assert page.evaluate("caches.keys()") == [f"antike-{build_version(site)}"]

        stop_server()
        context.set_offline(True)
        page.reload()
        wait_engine_ready(page)
        # Nothing reaches the network: an address the cache does not hold fails. (navigator.onLine is
        # not asked: Debian's Chromium 150 says true in a page that its service worker served offline.)
        assert page.evaluate("fetch(`not-cached-${Date.now()}`, {cache: 'no-store'}).then(() => 'fetched', () => 'failed')") \
            == "failed"
        page.click("[data-action=start-game]")
        page.wait_for_selector("#game[data-version]")

        before = page.get_attribute("#game", "data-version")
        # Arming (Rüsten) is free from the start and asks for units until "done".
        page.locator('#rondel [data-field="arming"]').dispatch_event("click")
        wait_new_version(page, before)
        view = page.evaluate("window.antike.view()")
        acting = view["pending"]["nation"]
        assert view["pending"]["step"] == "arming", view["pending"]
        before = page.get_attribute("#game", "data-version")
        click_decision(page, "done")
        wait_new_version(page, before)
        view = page.evaluate("window.antike.view()")
        assert view["pending"]["nation"] != acting, "the turn did not pass on"
        assert not errors
    finally:
        context.close()


def test_the_new_game_form_is_ready_before_the_engine(page, page_log):
    # The worker script is held back, so the engine cannot load until the test lets it.
    held = []
    page.route("**/js/worker.js", lambda route: held.append(route))
    page.goto("index.html")
    page.wait_for_selector("#setup:not([hidden])")
    page.wait_for_function("document.querySelectorAll('#setup-names input').length === 3")
    assert page.get_attribute("html", "data-engine") == "loading"
    assert page.is_visible("#progress")
    assert page.is_disabled("[data-action=start-game]")
    assert page.is_visible("#start-waiting")

    # The rest of the form works: another board and player count redraw the seats.
    page.select_option("#setup-board", "occident_v4")
    page.select_option("#setup-players", "5")
    page.wait_for_function("document.querySelectorAll('#setup-names input').length === 5")
    page.fill("input[name=seat-0]", "Ada")
    assert page.is_disabled("[data-action=start-game]")

    assert held, "the page did not ask for the engine worker"
    for route in held:
        route.continue_()
    page.wait_for_selector("[data-action=start-game]:not([disabled])", timeout=60_000)
    assert not page.is_visible("#start-waiting")
    assert not page.is_visible("#progress")
    assert page.input_value("input[name=seat-0]") == "Ada"
    page_log.assert_no_errors()
