"""The engine's refusals on a German page: a bad save file is refused in German, and the engine in the
browser answers a refused decision in the language the request names (docs/engine-api.md, "Errors")."""

from test_play import start_game
from test_records import bridge, export_text, import_text


def test_a_german_page_shows_the_engines_refusals_in_german(browser, base_url, wait_engine_ready):
    context = browser.new_context(base_url=base_url, locale="de-DE")
    errors = []
    try:
        page = context.new_page()
        page.on("pageerror", lambda error: errors.append(str(error)))
        start_game(page, wait_engine_ready)
        assert page.evaluate("document.documentElement.lang") == "de"
        _, text = export_text(page)
        tampered = text.replace('"seed": 1', '"seed": 2')
        assert tampered != text
        import_text(page, tampered, "bad.antike.json")
        page.wait_for_selector("#records-message:not([hidden])")
        assert ("bad.antike.json wurde nicht importiert: Die Prüfsumme der Datei passt nicht zu ihrem Inhalt: "
                "sie wurde beschädigt oder bearbeitet.") in page.inner_text("#records-message")

        done = {"command": "apply", "decision": {"type": "done"}}
        german = bridge(page, {**done, "language": "de"})["error"]
        english = bridge(page, done)["error"]
        assert german["key"] == english["key"] == "wrong_step"
        assert german["message"] == ("Araber sind am Zug und müssen ein Feld auf dem Rondell wählen; "
                                     "'done' ist jetzt nicht möglich.")
        assert english["message"] == "It is the Arabs' decision to choose a rondel field; 'done' is not possible now."
        assert errors == []
    finally:
        context.close()
