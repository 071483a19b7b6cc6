"""The core's own words, in English and German side by side: why a request to the bridge, a game's
options every game shares, a match, a record, a save file, a link, a backup or the computer players'
settings are refused (each key begins with what it is about: `bridge.`, `options.`, ...), and the
terms the core says in them. core/messages.py puts a message in words; a game's texts are in its
own words package.
"""

TEMPLATES = {
    "en": {
        "computer.strings": "'computer' must name {seat_nouns} (strings).",
        "computer.twice": "'computer' names {a_seat_noun} twice.",
        "computer.object": "'computer' must be an object {{{seat_noun}: {{\"strength\": ...}}}} (or a list of "
                           "{seat_nouns}).",
        "computer.not_in_play": "'computer' names {seat_nouns} not in play: {names}.",
        "computer.settings": "The computer player of {value} needs settings {{\"strength\": ...}}.",
        "computer.strength": "The computer player of {value} needs a 'strength': one of {known}.",
        "computer.unknown_settings": "Unknown setting(s) for the {strength} computer player of {value}: {names} "
                                     "(only a hard player has 'think' or 'iterations').",
        "computer.think_or_iterations": "The hard computer player of {value} thinks by the clock ('think') "
                                        "or by a number of 'iterations', not both.",
        "computer.iterations": "'iterations' of {value} must be a whole number from 1 to {high}.",
        "computer.think": "'think' of {value} must be a number of seconds from {low} to {high}.",
        "bot.strength": "There is no computer player of strength '{value}'; the strengths are: {known}.",
        "bot.think": "A hard computer player's 'think' must be a number of seconds from {low} to {high}, "
                     "not {value}.",
        "bot.iterations": "A hard computer player's 'iterations' must be a whole number from 1 to {high}, "
                          "not {value}.",
        "game.unknown": "Unknown game '{value}'; the games are: {known}.",
        # Options every game checks alike (core/option_checks.py, a game's setup).
        "options.object": "Options must be an object.",
        "options.unknown": "Unknown option(s): {names}.",
        "options.board": "Option 'board' must be one of {known}.",
        "options.variants": "Option 'variants' must be a list of variant names.",
        "options.variant": "Unknown variant '{value}'; known: {known}.",
        "options.variant_twice": "A variant is named twice.",
        "options.seed": "Option 'seed' must be a whole number.",
        "options.names": "Option 'names' must map {seat_noun} ids to names of at most 40 characters.",
        "options.names_not_in_play": "Names given for {seat_nouns} not in play: {names}.",
        # Save files (savefile.py) and records (record.py).
        "file.text": "A save file must be text.",
        "file.size": "The file is too large ({size} characters; at most {high}).",
        "file.json": "The file is not valid JSON: {detail}",
        "file.json.at": "The file is not valid JSON: {detail} at line {line}, column {column}.",
        "file.object": "The file is not a saved Antike game: its JSON is not an object.",
        "file.depth": "The file's data is nested more than {high} levels deep.",
        "file.format": "The file is not a saved Antike game (format {value}, expected {format!r}).",
        "file.version": "Unknown save file version {value}; this program reads version {version}.",
        "file.missing": "The file has no '{name}'.",
        "file.type": "The file's '{name}' must be {expected}, not {value}.",
        "file.unknown": "The file has unknown field(s): {value}.",
        "file.game": "The file is a game of '{value}', which this program does not know; it knows: {known}.",
        "file.checksum": "The file's checksum does not match its content: it was damaged or edited.",
        "file.board": "The file is for the board {board_id!r}, but its options name {value}; a game is never "
                      "loaded on another board.",
        "file.decisions": "The file has {count} decisions; at most {high} are read.",
        "file.options": "The file's options are not valid: {reason}",
        "record.object": "A saved game must be an object.",
        "record.format": "Not an Antike record (format {value!r}).",
        "record.version": "Unknown record version {value!r}; this program reads {version}.",
        "record.fields": "A record needs 'options' (an object) and 'decisions' (a list).",
        "record.options": "The record's options are not valid: {reason}",
        "record.illegal": "Decision {number} ({value}) is not allowed: {reason}",
        "record.malformed": "Decision {number} ({value}) is malformed: {reason}",
        "record.confirm_turns": "'confirm_turns' must be true or false, not {value}.",
        "record.unconfirmed": "'unconfirmed' must name the person whose turn the last decision ended, not {value}.",
        "match.unconfirmed": "The {seat} must first end their turn (or take it back).",
        "match.nothing_to_confirm": "No turn is waiting to be ended.",
        # Backup files (backup.py): every saved game in one file.
        "backup.text": "A backup must be text.",
        "backup.size": "The backup is too large ({size} characters; at most {high}).",
        "backup.json": "The file is not a backup: it is not valid JSON ({detail}).",
        "backup.json.at": "The file is not a backup: it is not valid JSON ({detail} at line {line}, column {column}).",
        "backup.object": "The file is not a backup of saved games: its JSON is not an object.",
        "backup.save_file": "The file is the save file of one game, not a backup: open it with \"Import\".",
        "backup.format": "The file is not a backup of saved games (format {value}, expected {format!r}).",
        "backup.version": "Unknown backup version {value}; this program reads version {version}.",
        "backup.depth": "The backup's data is nested more than {high} levels deep.",
        "backup.games": "The backup has no list of 'games'.",
        "backup.count": "The backup holds {count} games; at most {high} are read.",
        "backup.unknown": "The backup has unknown field(s): {value}.",
        "backup.entry": "This game of the backup is not an object.",
        "backup.field": "This game of the backup has no valid '{name}' (found {value}).",
        "backup.entry_unknown": "This game of the backup has unknown field(s): {value}.",
        "bridge.backup": "A 'backup' request needs the saved 'games' (a list).",
        "bridge.check_backup": "A 'check_backup' request needs the backup's 'text' (a string).",
        "bridge.merge": "A 'merge' request needs the 'stored' and the 'imported' record of the same game.",
        # Links (link.py): a match as a URL fragment '#play=...'.
        "link.text": "A link must be text.",
        "link.size": "The link is too long ({size} characters; at most {high}).",
        "link.prefix": "This is not a game link: it has no 'play=' part.",
        "link.base64": "The link is damaged: after 'play=' only letters, digits, '-' and '_' may follow.",
        "link.deflate": "The link is damaged: its data cannot be unpacked.",
        "link.cut": "The link is cut short: copy the whole link.",
        "link.payload": "The link unpacks to more than {high} bytes.",
        "link.format": "This is not a game link of this program.",
        "link.version": "The link has format version {value}; this program reads version {version}.",
        "link.checksum": "The link is damaged or was altered: its checksum does not match.",
        "link.header": "The link's description of its game cannot be read.",
        "link.fields": "The link must describe its game with exactly these fields: {known}.",
        "link.field": "The link's '{name}' must be {expected}.",
        "link.match_id": "A match id is 1 to 64 letters, digits, '-' or '_', not {value}.",
        "link.game": "The link is a game of '{value}', which this program does not know; it knows: {known}.",
        "link.hidden": "Games of '{value}' have hidden information, so they cannot be played by link: a link "
                       "would show everyone what only one player may see.",
        "link.unsupported": "Games of '{value}' cannot be played by link yet.",
        "link.order": "The link was made by a build whose order of legal decisions for '{game}' is version "
                      "{value}; this build's is version {version}. Open the link with the build that made "
                      "it, or ask the sender for a save file of the game.",
        "link.decisions": "The link has {count} decisions; at most {high} are read.",
        "link.options": "The link's options are not valid: {reason}",
        "link.index": "Decision {number} of the link is not allowed: it names choice {value}, but there are "
                      "only {count} legal decisions there (the link was altered).",
        "link.over": "The link has {count} decisions, but its game is over after decision {number}.",
        "link.short": "The link ends at decision {number}, before the {count} decisions it announces.",
        "link.extra": "The link has data after its last decision ({count}).",
        "link.too_long": "This game is too long for a link ({size} characters; at most {high}): send it as "
                         "a save file.",
        "link.saved": "'saved' must be an object {{\"match_id\": ..., \"record\": a saved game}}.",
        # The bridge's own refusals (bridge.py).
        "bridge.not_text": "A request must be a JSON string.",
        "bridge.too_large": "The request is too large.",
        "bridge.json": "The request is not valid JSON: {detail}",
        "bridge.object": "A request must be a JSON object with a 'command'.",
        "bridge.no_command": "A request needs a 'command'; commands: {known}.",
        "bridge.command_type": "A 'command' must be a string; commands: {known}.",
        "bridge.command": "Unknown command {value!r}; commands: {known}.",
        "bridge.language": "'language' must be one of: {known}.",
        "bridge.no_game": "No game is in play: start a new game or load one.",
        "bridge.apply": "An 'apply' request needs a 'decision'.",
        "bridge.confirm_turns": "'confirm_turns' must be true or false.",
        "bridge.target": "A 'why_not' request needs a 'target' (an object).",
        "bridge.load": "A 'load' request needs a 'record'.",
        "bridge.import": "An 'import' request needs the save file's 'text' (a string).",
        "bridge.game_over": "The game is over: nobody decides any more.",
        "bridge.person": "A person plays the {seat}, who decide now: 'computer_move' is only for a computer "
                         "player's decision.",
        "bridge.cannot_undo": "Nothing can be taken back now: only {the_seat_noun} to decide may undo "
                              "{seat_possessive} own decisions of this turn.",
        "bridge.count": "'count' must be a whole number of decisions, at least 1.",
        "bridge.undo_limit": "At most {high} decision(s) can be taken back now, not {value}.",
        "bridge.at": "'at' must be a whole number from 0 to {high} (decisions made).",
        "bridge.date": "'date' must be text, such as \"2024-05-01\".",
        "bridge.viewer": "'viewer' must be a seat of this game, null, or 'all' once the game is over: {known}.",
        "bridge.not_to_decide": "That is not for {viewer} to decide: now {seat} decides. Nothing was changed.",
        "bridge.internal": "{detail}",
    },
    "de": {
        "computer.strings": "'computer' muss {seat_nouns} nennen (Texte).",
        "computer.twice": "'computer' nennt {a_seat_noun} doppelt.",
        "computer.object": "'computer' muss ein Objekt {{{seat_noun}: {{\"strength\": ...}}}} sein (oder eine Liste "
                           "von {seat_nouns_dative}).",
        "computer.not_in_play": "'computer' nennt {seat_nouns}, die nicht im Spiel sind: {names}.",
        "computer.settings": "Der Computerspieler von {value} braucht Einstellungen {{\"strength\": ...}}.",
        "computer.strength": "Der Computerspieler von {value} braucht eine 'strength': eine von {known}.",
        "computer.unknown_settings": "Unbekannte Einstellungen für den Computerspieler von {value} "
                                     "(Stärke: {strength}): {names} (nur ein schwerer Computerspieler hat "
                                     "'think' oder 'iterations').",
        "computer.think_or_iterations": "Der schwere Computerspieler von {value} denkt nach der Uhr ('think') "
                                        "oder eine Zahl von 'iterations' lang, nicht beides.",
        "computer.iterations": "'iterations' von {value} muss eine ganze Zahl von 1 bis {high} sein.",
        "computer.think": "'think' von {value} muss eine Zahl von Sekunden zwischen {low} und {high} sein.",
        "bot.strength": "Einen Computerspieler der Stärke '{value}' gibt es nicht; die Stärken sind: {known}.",
        "bot.think": "'think' eines schweren Computerspielers muss eine Zahl von Sekunden zwischen {low} und "
                     "{high} sein, nicht {value}.",
        "bot.iterations": "'iterations' eines schweren Computerspielers muss eine ganze Zahl von 1 bis {high} "
                          "sein, nicht {value}.",
        "game.unknown": "Unbekanntes Spiel '{value}'; die Spiele sind: {known}.",
        "options.object": "Die Optionen müssen ein Objekt sein.",
        "options.unknown": "Unbekannte Optionen: {names}.",
        "options.board": "Die Option 'board' muss eines von {known} sein.",
        "options.variants": "Die Option 'variants' muss eine Liste von Varianten sein.",
        "options.variant": "Unbekannte Variante '{value}'; bekannt: {known}.",
        "options.variant_twice": "Eine Variante ist doppelt genannt.",
        "options.seed": "Die Option 'seed' muss eine ganze Zahl sein.",
        "options.names": "Die Option 'names' muss {seat_nouns_dative} (ids) Namen von höchstens 40 Zeichen geben.",
        "options.names_not_in_play": "Namen für {seat_nouns}, die nicht im Spiel sind: {names}.",
        "file.text": "Eine Spieldatei muss Text sein.",
        "file.size": "Die Datei ist zu groß ({size} Zeichen; höchstens {high}).",
        "file.json": "Die Datei ist kein gültiges JSON: {detail}",
        "file.json.at": "Die Datei ist kein gültiges JSON: {detail} in Zeile {line}, Spalte {column}.",
        "file.object": "Die Datei ist kein gespeichertes Antike-Spiel: ihr JSON ist kein Objekt.",
        "file.depth": "Die Daten der Datei sind tiefer als {high} Ebenen verschachtelt.",
        "file.format": "Die Datei ist kein gespeichertes Antike-Spiel (Format {value}, erwartet {format!r}).",
        "file.version": "Unbekannte Version der Spieldatei {value}; dieses Programm liest Version {version}.",
        "file.missing": "In der Datei fehlt '{name}'.",
        "file.type": "'{name}' der Datei muss {expected} sein, nicht {value}.",
        "file.unknown": "Die Datei hat unbekannte Felder: {value}.",
        "file.game": "Die Datei ist eine Partie von '{value}', das dieses Programm nicht kennt; es kennt: {known}.",
        "file.checksum": "Die Prüfsumme der Datei passt nicht zu ihrem Inhalt: sie wurde beschädigt oder "
                         "bearbeitet.",
        "file.board": "Die Datei ist für den Spielplan {board_id!r}, ihre Optionen nennen aber {value}; ein Spiel "
                      "wird nie auf einem anderen Spielplan geladen.",
        "file.decisions": "Die Datei hat {count} Entscheidungen; gelesen werden höchstens {high}.",
        "file.options": "Die Optionen der Datei sind ungültig: {reason}",
        "record.object": "Ein gespeichertes Spiel muss ein Objekt sein.",
        "record.format": "Kein Antike-Spielstand (Format {value!r}).",
        "record.version": "Unbekannte Version des Spielstands {value!r}; dieses Programm liest {version}.",
        "record.fields": "Ein Spielstand braucht 'options' (ein Objekt) und 'decisions' (eine Liste).",
        "record.options": "Die Optionen des Spielstands sind ungültig: {reason}",
        "record.illegal": "Entscheidung {number} ({value}) ist nicht erlaubt: {reason}",
        "record.malformed": "Entscheidung {number} ({value}) ist fehlerhaft: {reason}",
        "record.confirm_turns": "'confirm_turns' muss true oder false sein, nicht {value}.",
        "record.unconfirmed": "'unconfirmed' muss die Person nennen, deren Zug die letzte Entscheidung beendet hat, "
                              "nicht {value}.",
        "match.unconfirmed": "Die {seat} müssen erst ihren Zug beenden (oder zurücknehmen).",
        "match.nothing_to_confirm": "Kein Zug wartet darauf, beendet zu werden.",
        "backup.text": "Eine Sicherung muss Text sein.",
        "backup.size": "Die Sicherung ist zu groß ({size} Zeichen; höchstens {high}).",
        "backup.json": "Die Datei ist keine Sicherung: sie ist kein gültiges JSON ({detail}).",
        "backup.json.at": "Die Datei ist keine Sicherung: sie ist kein gültiges JSON ({detail} in Zeile {line}, "
                          "Spalte {column}).",
        "backup.object": "Die Datei ist keine Sicherung gespeicherter Spiele: ihr JSON ist kein Objekt.",
        "backup.save_file": "Die Datei ist die Spieldatei eines einzelnen Spiels, keine Sicherung: öffne sie mit "
                            "„Importieren“.",
        "backup.format": "Die Datei ist keine Sicherung gespeicherter Spiele (Format {value}, erwartet {format!r}).",
        "backup.version": "Unbekannte Version der Sicherung {value}; dieses Programm liest Version {version}.",
        "backup.depth": "Die Daten der Sicherung sind tiefer als {high} Ebenen verschachtelt.",
        "backup.games": "Der Sicherung fehlt die Liste der Spiele ('games').",
        "backup.count": "Die Sicherung enthält {count} Spiele; gelesen werden höchstens {high}.",
        "backup.unknown": "Die Sicherung hat unbekannte Felder: {value}.",
        "backup.entry": "Dieses Spiel der Sicherung ist kein Objekt.",
        "backup.field": "Diesem Spiel der Sicherung fehlt ein gültiges '{name}' (gefunden: {value}).",
        "backup.entry_unknown": "Dieses Spiel der Sicherung hat unbekannte Felder: {value}.",
        "bridge.backup": "Eine Anfrage 'backup' braucht die gespeicherten Spiele ('games', eine Liste).",
        "bridge.check_backup": "Eine Anfrage 'check_backup' braucht den Text der Sicherung ('text').",
        "bridge.merge": "Eine Anfrage 'merge' braucht den gespeicherten ('stored') und den eingelesenen "
                        "('imported') Spielstand desselben Spiels.",
        "link.text": "Ein Link muss Text sein.",
        "link.size": "Der Link ist zu lang ({size} Zeichen; höchstens {high}).",
        "link.prefix": "Das ist kein Spiel-Link: ihm fehlt der Teil 'play='.",
        "link.base64": "Der Link ist beschädigt: nach 'play=' dürfen nur Buchstaben, Ziffern, '-' und '_' "
                       "folgen.",
        "link.deflate": "Der Link ist beschädigt: seine Daten lassen sich nicht entpacken.",
        "link.cut": "Der Link ist abgeschnitten: kopiere den ganzen Link.",
        "link.payload": "Der Link entpackt sich zu mehr als {high} Bytes.",
        "link.format": "Das ist kein Spiel-Link dieses Programms.",
        "link.version": "Der Link hat die Formatversion {value}; dieses Programm liest Version {version}.",
        "link.checksum": "Der Link ist beschädigt oder wurde verändert: seine Prüfsumme stimmt nicht.",
        "link.header": "Die Beschreibung der Partie im Link ist nicht lesbar.",
        "link.fields": "Der Link muss seine Partie mit genau diesen Feldern beschreiben: {known}.",
        "link.field": "'{name}' im Link muss {expected} sein.",
        "link.match_id": "Eine Partie-Kennung besteht aus 1 bis 64 Buchstaben, Ziffern, '-' oder '_', "
                         "nicht {value}.",
        "link.game": "Der Link ist eine Partie von '{value}', das dieses Programm nicht kennt; es kennt: {known}.",
        "link.hidden": "Partien von '{value}' haben verdeckte Informationen und lassen sich daher nicht per "
                       "Link spielen: ein Link zeigte allen, was nur ein Spieler sehen darf.",
        "link.unsupported": "Partien von '{value}' lassen sich noch nicht per Link spielen.",
        "link.order": "Der Link stammt aus einer Fassung des Programms, deren Reihenfolge der erlaubten "
                      "Entscheidungen für '{game}' Version {value} ist; diese Fassung hat Version {version}. "
                      "Öffne den Link mit der Fassung, die ihn erzeugt hat, oder bitte den Absender um eine "
                      "Spieldatei der Partie.",
        "link.decisions": "Der Link hat {count} Entscheidungen; gelesen werden höchstens {high}.",
        "link.options": "Die Optionen des Links sind ungültig: {reason}",
        "link.index": "Entscheidung {number} des Links ist nicht erlaubt: sie nennt Wahl {value}, dort gibt "
                      "es aber nur {count} erlaubte Entscheidungen (der Link wurde verändert).",
        "link.over": "Der Link hat {count} Entscheidungen, seine Partie endet aber nach Entscheidung {number}.",
        "link.short": "Der Link endet bei Entscheidung {number}, vor den angekündigten {count} Entscheidungen.",
        "link.extra": "Der Link hat Daten nach seiner letzten Entscheidung ({count}).",
        "link.too_long": "Diese Partie ist zu lang für einen Link ({size} Zeichen; höchstens {high}): sende sie "
                         "als Spieldatei.",
        "link.saved": "'saved' muss ein Objekt {{\"match_id\": ..., \"record\": ein gespeichertes Spiel}} sein.",
        "bridge.not_text": "Eine Anfrage muss ein JSON-Text sein.",
        "bridge.too_large": "Die Anfrage ist zu groß.",
        "bridge.json": "Die Anfrage ist kein gültiges JSON: {detail}",
        "bridge.object": "Eine Anfrage muss ein JSON-Objekt mit einem 'command' sein.",
        "bridge.no_command": "Eine Anfrage braucht ein 'command'; Befehle: {known}.",
        "bridge.command_type": "Ein 'command' muss ein Text sein; Befehle: {known}.",
        "bridge.command": "Unbekannter Befehl {value!r}; Befehle: {known}.",
        "bridge.language": "'language' muss eines davon sein: {known}.",
        "bridge.no_game": "Es wird kein Spiel gespielt: beginne ein neues Spiel oder lade eines.",
        "bridge.apply": "Eine Anfrage 'apply' braucht eine 'decision'.",
        "bridge.confirm_turns": "'confirm_turns' muss true oder false sein.",
        "bridge.target": "Eine Anfrage 'why_not' braucht ein 'target' (ein Objekt).",
        "bridge.load": "Eine Anfrage 'load' braucht einen 'record'.",
        "bridge.import": "Eine Anfrage 'import' braucht den Text der Spieldatei ('text').",
        "bridge.game_over": "Das Spiel ist beendet: niemand entscheidet mehr.",
        "bridge.person": "Die {seat} sind am Zug und werden von einem Menschen gespielt: 'computer_move' "
                         "gilt nur für Entscheidungen eines Computerspielers.",
        "bridge.cannot_undo": "Jetzt kann nichts zurückgenommen werden: nur {the_seat_noun} am Zug darf "
                              "{seat_possessive} eigenen Entscheidungen dieses Zuges zurücknehmen.",
        "bridge.count": "'count' muss eine ganze Zahl von Entscheidungen sein, mindestens 1.",
        "bridge.undo_limit": "Jetzt lassen sich nicht {value} Entscheidungen zurücknehmen, höchstens {high}.",
        "bridge.at": "'at' muss eine ganze Zahl von 0 bis {high} sein (getroffene Entscheidungen).",
        "bridge.date": "'date' muss ein Text sein, etwa \"2024-05-01\".",
        "bridge.viewer": "'viewer' muss jemand sein, der in diesem Spiel mitspielt, null, oder 'all' nach dem "
                         "Spielende: {known}.",
        "bridge.not_to_decide": "Das hat nicht {viewer} zu entscheiden: jetzt entscheidet {seat}. Nichts wurde "
                                "geändert.",
        "bridge.internal": "Interner Fehler: {detail}",
    },
}

TERMS = {
    "en": {
        "expected.string": "a string", "expected.number": "a whole number", "expected.object": "an object",
        "expected.list": "a list", "expected.computer": "an object (or a list of {seat_nouns})",
        "strength.easy": "easy", "strength.medium": "medium", "strength.hard": "hard",
    },
    "de": {
        "expected.string": "ein Text", "expected.number": "eine ganze Zahl", "expected.object": "ein Objekt",
        "expected.list": "eine Liste", "expected.computer": "ein Objekt (oder eine Liste von {seat_nouns_dative})",
        "strength.easy": "leicht", "strength.medium": "mittel", "strength.hard": "schwer",
    },
}

SEAT_WORDS = {
    "en": {"seat_noun": "player", "seat_nouns": "players", "seat_nouns_dative": "players", "a_seat_noun": "a player",
           "the_seat_noun": "the player", "seat_possessive": "their"},
    "de": {"seat_noun": "Spieler", "seat_nouns": "Spieler", "seat_nouns_dative": "Spielern",
           "a_seat_noun": "einen Spieler", "the_seat_noun": "der Spieler", "seat_possessive": "seine"},
}
"""What the core's messages call a game's seats (`{seat_nouns}`, `{a_seat_noun}`, ... in their texts)
when the game names them no other way (its Rules' `seat_words`, the same fields in every language):
players. The German `a_seat_noun` stands where the sentence names it as its object; English has no
dative, so its `seat_nouns_dative` is its plural."""
