"""The Antike editions' new-game form in words: their options and choices, English and German."""

# The form's words, in every language: the option names, the choices and the seats' notes.
WORDS = {
    "en": {
        "board": "Board", "players": "Players", "variants": "Variants", "seed": "Seed", "names": "Seats",
        "players.3": "3 nations", "players.4": "4 nations", "players.5": "5 nations", "players.6": "6 nations",
        "players.four_nations": "2 players, 4 nations",
        "seat.player": "Player {n}",
        "starter": "Starting nation (rulebook): {nation}.", "starter.lot": "drawn by lot (from the seed)",
    },
    "de": {
        "board": "Spielplan", "players": "Spieler", "variants": "Varianten", "seed": "Startwert", "names": "Wer spielt mit?",
        "players.3": "3 Völker", "players.4": "4 Völker", "players.5": "5 Völker", "players.6": "6 Völker",
        "players.four_nations": "2 Spieler, 4 Völker",
        "seat.player": "Spieler {n}",
        "starter": "Startvolk (Spielregel): {nation}.", "starter.lot": "ausgelost (aus dem Startwert)",
    },
}
