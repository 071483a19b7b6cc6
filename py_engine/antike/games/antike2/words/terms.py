"""Antike II's own terms (its Latin names) and their glosses, English and German."""

TERMS = {
    "en": {
        "field.iron": "Ferrum", "field.temple": "Templum", "field.gold": "Aurum", "field.maneuver_1": "Movere",
        "field.arming": "Militia", "field.marble": "Marmor", "field.know_how": "Scientia",
        "field.maneuver_2": "Movere",
        "mercatura": "Mercatura", "commercium": "Commercium", "metallum": "Metallum", "moneta": "Moneta",
        "regnum": "Regnum", "res_publica": "Res Publica", "strata": "Strata", "navigatio": "Navigatio",
    },
    "de": {
        "field.iron": "Ferrum", "field.temple": "Templum", "field.gold": "Aurum", "field.maneuver_1": "Movere",
        "field.arming": "Militia", "field.marble": "Marmor", "field.know_how": "Scientia",
        "field.maneuver_2": "Movere",
        "mercatura": "Mercatura", "commercium": "Commercium", "metallum": "Metallum", "moneta": "Moneta",
        "regnum": "Regnum", "res_publica": "Res Publica", "strata": "Strata", "navigatio": "Navigatio",
    },
}


# The rondel's Latin names glossed in the reader's language, as the page shows them beside them.
GLOSSES = {
    "en": {"iron": "Iron", "temple": "Temple", "gold": "Gold", "maneuver_1": "Maneuver", "arming": "Arming",
           "marble": "Marble", "know_how": "Know-how", "maneuver_2": "Maneuver"},
    "de": {"iron": "Eisen", "temple": "Tempel", "gold": "Gold", "maneuver_1": "Manöver", "arming": "Rüsten",
           "marble": "Marmor", "know_how": "Fortschritt", "maneuver_2": "Manöver"},
}
