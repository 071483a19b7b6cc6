"""Duellum's new-game form in words: its options and their choices, English and German."""

WORDS = {
    "en": {"board": "Board (house layout)", "names": "Seats", "first": "Start player", "first.lot": "drawn by lot",
           "seed": "Seed", "note": "House layout and house event deck: the published boards and cards are not "
                                   "public.", "starter": "The start player is drawn by lot unless one is chosen; "
                                                         "the other takes {coins}.",
           "house_set": "Set-up", "house_set.current": "House rule", "house_set.printed": "As printed",
           "house_set.why": "Why the house rule: with the printed coin for the second player the start player "
                            "won about 60 % of the measured games between computer players, with the house "
                            "rule's coins about half (400 games a board)."},
    "de": {"board": "Spielplan (Hausplan)", "names": "Wer spielt mit?", "first": "Startspieler", "first.lot": "ausgelost",
           "seed": "Startwert", "note": "Hausplan und Haus-Ereignisdeck: die veröffentlichten Pläne und Karten sind "
                                        "nicht öffentlich.", "starter": "Der Startspieler wird ausgelost, wenn "
                                                                         "keiner gewählt ist; der andere nimmt "
                                                                         "{coins}.",
           "house_set": "Aufbau", "house_set.current": "Hausregel", "house_set.printed": "Wie gedruckt",
           "house_set.why": "Warum die Hausregel: mit der gedruckten Münze für den zweiten Spieler gewann der "
                            "Startspieler etwa 60 % der gemessenen Partien zwischen Computerspielern, mit den "
                            "Münzen der Hausregel etwa die Hälfte (400 Partien je Plan)."},
}
