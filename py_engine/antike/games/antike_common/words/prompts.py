"""What the Antike editions' view asks of the seat to decide, step by step, English and German."""

# What each step asks, after the nation's name ("Greeks: choose a start city").
PROMPTS = {
    "en": {
        "choose_start_city": "choose a start city",
        "take_resource": "the bank has no coin: take a marble, iron or gold unit",
        "rondel": "choose a rondel field",
        "rondel.from": "choose a rondel field (now on {field}; 1-{free} steps free)",
        "temple": "build temples ({temple} marble each): choose a highlighted city, then Done",
        "arming": "arm legions and galleys ({unit} iron each): choose a highlighted city, then Done",
        "know_how": "buy know-hows: choose one on offer, then Done",
        "movement": "maneuver, phase 1: choose a unit and a highlighted province to move it one border, or "
                    "a fight; then end the movement",
        "fight_question": "fight the {mover} {unit} entering {province}?",
        "mover_fight_question": "your {unit} enters {province}: fight a {unit} there first, or not?",
        "conquest": "maneuver, phase 2: choose a highlighted city to conquer, then Done",
        "founding": "found cities ({city} marble + {city} iron + {city} gold each): choose a highlighted "
                    "province, then Done",
        "choose_personage": "all eight know-hows: choose the stack to take a personage from",
        "game_over": "The game is over.",
        "temple.none": "build temples ({temple} marble each): no city possible now; choose Done",
        "arming.none": "arm legions and galleys ({unit} iron each): no city possible now; choose Done",
        "movement.none": "maneuver, phase 1: no unit can move or fight now; end the movement",
        "conquest.none": "maneuver, phase 2: no city to conquer now; choose Done",
        "founding.none": "found cities ({city} marble + {city} iron + {city} gold each): no province possible "
                         "now; choose Done",
        "or_trade": " (or trade first)",
    },
    "de": {
        "choose_start_city": "eine Startstadt wählen",
        "take_resource": "die Bank hat keine Münze: eine Einheit Marmor, Eisen oder Gold nehmen",
        "rondel": "ein Feld auf dem Rondell wählen",
        "rondel.from": "ein Feld auf dem Rondell wählen (jetzt auf {field}; 1-{free} Felder kostenfrei)",
        "temple": "Tempel bauen (je {temple} Marmor): eine hervorgehobene Stadt wählen, dann Fertig",
        "arming": "Legionen und Galeeren aufstellen (je {unit} Eisen): eine hervorgehobene Stadt wählen, "
                  "dann Fertig",
        "know_how": "Fortschritte erwerben: einen angebotenen wählen, dann Fertig",
        "movement": "Manöver, Phase 1: eine Einheit und eine hervorgehobene Provinz wählen, um sie eine "
                    "Grenze weit zu bewegen, oder einen Kampf; dann die Bewegung beenden",
        "fight_question": "gegen die {unit} der {mover} kämpfen, die {province} betritt?",
        "mover_fight_question": "die eigene {unit} betritt {province}: dort zuerst gegen eine {unit} kämpfen "
                                "oder nicht?",
        "conquest": "Manöver, Phase 2: eine hervorgehobene Stadt zum Erobern wählen, dann Fertig",
        "founding": "Städte gründen (je {city} Marmor + {city} Eisen + {city} Gold): eine hervorgehobene "
                    "Provinz wählen, dann Fertig",
        "choose_personage": "alle acht Fortschritte: den Stapel wählen, von dem eine Persönlichkeit kommt",
        "game_over": "Das Spiel ist beendet.",
        "temple.none": "Tempel bauen (je {temple} Marmor): gerade in keiner Stadt möglich; Fertig wählen",
        "arming.none": "Legionen und Galeeren aufstellen (je {unit} Eisen): gerade in keiner Stadt möglich; "
                       "Fertig wählen",
        "movement.none": "Manöver, Phase 1: gerade kann keine Einheit ziehen oder kämpfen; die Bewegung beenden",
        "conquest.none": "Manöver, Phase 2: gerade ist keine Stadt zu erobern; Fertig wählen",
        "founding.none": "Städte gründen (je {city} Marmor + {city} Eisen + {city} Gold): gerade in keiner "
                         "Provinz möglich; Fertig wählen",
        "or_trade": " (oder zuerst handeln)",
    },
}
