"""Attika's new-game form in words: its options and their choices, English and German."""

WORDS = {
    "en": {"players": "Players", "players.n": "{n} players", "names": "Seats", "first": "Start player",
           "first.lot": "drawn by lot", "turn_limit": "Turn limit (for simulations; every player's turns)",
           "seed": "Seed", "note": "Attika with house components: the published tiles, costs and arrows are not "
                                   "public.", "starter": "The start player is drawn by lot unless one is chosen; "
                                                         "starting hands {hands} cards from the start player.",
           "house_set": "Set-up", "house_set.current": "House rule", "house_set.printed": "As printed",
           "house_set.why": "Why the house rule: in two-player games between computer players the start player "
                            "won about 59 % with the printed start hands, about half with the house rule's "
                            "(400 games each); for 3 and 4 players both are the same."},
    "de": {"players": "Spieler", "players.n": "{n} Spieler", "names": "Wer spielt mit?", "first": "Startspieler",
           "first.lot": "ausgelost", "turn_limit": "Zuggrenze (für Simulationen; Züge je Spieler)",
           "seed": "Startwert", "note": "Attika mit Hausmaterial: die veröffentlichten Teile, Kosten und Pfeile "
                                        "sind nicht öffentlich.", "starter": "Der Startspieler wird ausgelost, "
                                                                             "wenn keiner gewählt ist; Starthände "
                                                                             "{hands} Karten ab dem "
                                                                             "Startspieler.",
           "house_set": "Aufbau", "house_set.current": "Hausregel", "house_set.printed": "Wie gedruckt",
           "house_set.why": "Warum die Hausregel: in Partien zu zweit zwischen Computerspielern gewann der "
                            "Startspieler mit den gedruckten Starthänden etwa 59 %, mit denen der Hausregel "
                            "etwa die Hälfte (je 400 Partien); zu dritt und zu viert sind beide gleich."},
}
