// The shell's own words, English and German (German says "du" to the player): the page's frame,
// the new-game screen, saved games and files, undo and replay, computer players, links, hot-seat
// hand-over and the rules help's dialog. Every word about a game (its pieces, its map, its log) is
// that game's catalogue's (games.json's `words`), never the shell's. Each module that shows these
// words imports this one.

import { registerTexts } from "../i18n.js";

registerTexts({
  en: {
    // Saved games, save files, undo and replay (records.js, app/replay.js)
    "records.undo": "Undo",
    "records.undo.title": "Take back your last decision (Ctrl+Z)",
    "records.undo.none": "Nothing to take back: Undo takes back only your own decisions of this turn, "
      + "never the turns of the other players or the computer",
    "records.replay": "Replay",
    "records.replay.title": "Step through the whole game, decision by decision or turn by turn",
    "records.export": "Export",
    "records.export.title": "Save the game as a .antike.json file",
    "records.import": "Import",
    "records.import.title": "Open a game from a .antike.json file",
    "records.replay.turn_back": "Previous turn",
    "records.replay.back": "Previous decision",
    "records.replay.forward": "Next decision",
    "records.replay.turn_forward": "Next turn",
    "records.replay.seek": "Point of the game",
    "records.replay.leave": "Back to the game",
    "records.replay.position": "Replay: decision {at} of {total}",
    "records.replay.start": "The start of the game",
    "records.replay.decision": "Decision {at}: {words}",
    "records.replay.now": "(now)",
    "records.saved.title": "Your games",
    "records.saved.continue": "Continue",
    "records.saved.open": "Open",
    "records.saved.delete": "Delete",
    "records.saved.confirm": "Really delete?",
    "records.saved.decisions.one": "{n} decision",
    "records.saved.decisions.other": "{n} decisions",
    "records.saved.played": "last played {time}",
    "records.saved.started": "started {time}",
    "records.saved.imported": "imported from a file",
    // Backing up every saved game and restoring them (app/backup-all.js)
    "records.backup": "Back up all games",
    "records.backup.title": "Save every saved game in one file, to keep it safe elsewhere",
    "records.restore": "Restore from a backup",
    "records.restore.title": "Bring back the games of a backup file",
    "records.backup.remind": "Some games are older than a week and were never exported: back them up, so that a cleaned-up browser or a lost device does not take them.",
    "records.backup.error": "The backup could not be made: {reason}",
    "records.backup.left_out": "The backup holds {games} games; these could not be read and were left out: {names}",
    "records.restore.refused": "{file} was not restored, nothing was changed: {reason}",
    "records.restore.report": "Restored from the backup: {added} added, {longer} kept as the longer copy, {both} kept twice (marked \"from the backup\"), {same} already here.",
    "records.restore.damaged": "Damaged and not restored: {names}.",
    "records.restore.damaged_game": "game {number} ({reason})",
    "records.saved.backup": "from the backup",
    "records.saved.computer": "computer",
    "records.saved.remote": "by link",
    "records.saved.received": "received by link",
    "records.message.close": "Close",
    "records.error.storage": "Games cannot be kept in this browser ({reason}); use Export to keep a game.",
    "records.error.save": "The game could not be saved in the browser: {reason}",
    "records.error.open": "The saved game could not be opened: {reason}",
    "records.error.missing": "That game is no longer saved in this browser.",
    "records.error.import": "{file} was not imported: {reason}",
    "records.error.too_large": "the file is larger than {megabytes} MB",
    "records.error.export": "The game could not be exported: {reason}",
    "records.error.undo": "Nothing was taken back: {reason}",
    "records.error.replay": "The replay could not be shown: {reason}",
    "records.damaged.title": "A damaged saved game",
    "records.damaged.summary": "its description cannot be read",
    "records.damaged.record": "its decisions cannot be read",
    "records.damaged.no_record": "its decisions are missing",
    "records.damaged.no_summary": "its description is missing",
    "records.damaged.export": "Export as it is",
    "records.damaged.export.title": "Download what is stored of it, to look at it",
    "records.error.list": "The saved games could not be read: {reason}",
    "records.safe.kept": "This browser keeps these games safe from its clean-up of stored data.",
    "records.safe.not_kept": "This browser may clear these games to free space, or after some days without a visit "
      + "(Safari: seven). To keep them, install this page as an app (in the browser's menu: Install, or Add to Home "
      + "Screen), or export them.",
    "records.hold.elsewhere": "This game is open in another tab: it is shown here read-only.",
    "records.hold.taken": "This game is now played in another tab: it is shown here read-only.",
    "records.hold.play_here": "Play here",
    "records.hold.read_only": "This game is played in another tab; use Play here to decide in this one.",
    "records.hold.stale": "This game was played on in another tab; here it is as it is now. Nothing was overwritten: decide again.",
    "records.error.unsaved": "This game is not being saved in the browser ({reason}). It goes on here, but "
      + "closing or reloading the page would lose it: export it to a file to keep it.",
    "records.storage.full": "the browser's storage for this page is full",
    "records.storage.refused": "the browser does not let this page keep data: a private window, or storage turned off",

    // The page: its header, the engine's loading, the new-game screen and the table's frame (main.js)
    "page.new_game": "New game", "page.loading": "Loading the rules engine…", "page.more": "More",
    "page.start": "Start game", "page.cancel": "Cancel", "page.language": "Language",
    "page.zoom_in": "Zoom in", "page.zoom_out": "Zoom out", "page.zoom_reset": "Show the whole map",
    "page.turn_order": "Turn order", "page.log": "Log", "page.look": "Look at the board",
    "page.all_choices": "All choices", "page.all_choices.count": "All choices ({n})",
    "setup.name_for": "Name for {seat}", "setup.and": " and ", "setup.random": "random", "setup.game": "Game",
    "engine.failed": "The engine could not load: {message}",
    "engine.mismatch": "The game's files in this browser do not match each other (an old copy, or a site "
      + "updated halfway). Reload the page to fetch them again.",
    "engine.reload": "Reload",
    "stage.starting": "starting", "stage.starting Python": "starting Python and the engine",
    "stage.importing the engine": "importing the engine", "stage.ready": "ready",
    "startup.waiting": "The game can start once the rules engine has loaded (see above).",
    "startup.games_failed": "The games could not load: {message}",
    "startup.table_waiting": "Your game as you left it: it comes alive as soon as the rules engine has started.",
    "startup.table_refused": "One moment: the rules engine is still starting.",
    "startup.table_export": "Save this game as a file",
    "startup.table_export.title": "Keep this game as a file, to open it on this page in another browser or on another device",

    // Computer players: their seats on the new-game screen and their turns (computer.js)
    "computer.human": "A person at this device", "computer.remote": "A person elsewhere (by link)",
    "computer.no_links": "This game is not played by link: a link carries the whole game to whoever opens "
      + "it, hidden hands included.",
    "computer.links_later": "This game cannot be played by link yet.",
    "computer.easy": "Computer (easy)", "computer.medium": "Computer (medium)",
    "computer.hard": "Computer (hard)", "computer.seat": "Who plays {seat}",
    "computer.think": "Thinking time of a hard computer player, seconds per turn",
    "computer.strength.easy": "easy", "computer.strength.medium": "medium", "computer.strength.hard": "hard",
    "computer.thinking": "{seat} ({strength}) are thinking…",
    "computer.failed": "The computer player could not decide: {reason}",

    // Seats played at another device, by link (links.js)
    "link.refused": "The link cannot be opened: {reason}",
    "link.failed": "No link could be made for this game: {reason}",
    "link.newer.one": "The link brings {n} new move.",
    "link.newer.other": "The link brings {n} new moves.",
    "link.same": "This link brings nothing new.",
    "link.yours": "The game is yours to play.",
    "link.elsewhere": "Next: {seat}, at another device.",
    "link.over": "The game is over.",
    "link.older": "This link is older than the game saved here ({link} moves, here {saved}): "
      + "the saved game is kept and nothing changed.",
    "link.diverged": "This link went another way than the game saved here after move {common} "
      + "(someone took back a move and played otherwise): both are kept in your games.",
    "link.declined": "The link was not opened; nothing changed.",
    "link.undo_sent": "Undo cannot go back past a move sent or received by link: it is on the other device too.",

    // Offline play (offline.js)
    "offline.update": "A new version is ready.", "offline.reload": "Reload",

    // A turn waiting for "End turn" (app/end-turn.js)
    "end_turn.done": "{seat}: your turn is done.",
    "end_turn.button": "End turn",
    "end_turn.undo": "Undo takes it back until you end it.",

    // Hot-seat hand-over (app/hand-over.js)
    "hand_over.title": "Pass the device to {player}", "hand_over.note": "Only {player} should look now.",
    "hand_over.continue": "I am {player}: continue",
    "hand_over.leave": "New game or saved games",
    "hand_over.first": "First pass the device to {player}: nothing is played until {player} continues.",

    // The rules help dialog (app/how-to-play.js)
    "dialog.close": "Close",

    // Sending a move by link (app/send-move.js)
    "send.title": "{seat} play at another device: send them your move.",
    "send.over": "The game is over: send the last moves to the other players.",
    "send.note": "Send this link by message or e-mail; it opens the game in this page, even offline. "
      + "Undo cannot take back a move once sent.",
    "send.link": "Link to send",
    "send.copy": "Copy link",
    "send.share": "Share…",
    "send.download": "Download as a file",
    "send.copied": "The link is copied: paste it into a message.",
    "send.copy_failed": "This browser did not allow copying: the link is selected, copy it from there.",
    "send.share_failed": "The link could not be shared: {reason}",

    // The seats played at this device, asked when a link is first opened (app/seat-claim.js)
    "seats.invitation": "An invitation to play {title}",
    "seats.from": "From: {inviter}",
    "seats.title": "Which seats do you play at this device?",
    "seats.note": "The others play elsewhere; they get your moves by link.",
    "seats.play": "Play",
    "seats.decline": "Not now",
    "seats.none": "Choose at least one seat.",
  },
  de: {
    // Saved games, save files, undo and replay (records.js, app/replay.js)
    "records.undo": "Rückgängig",
    "records.undo.title": "Deine letzte Entscheidung zurücknehmen (Strg+Z)",
    "records.undo.none": "Nichts zurückzunehmen: Rückgängig nimmt nur deine eigenen Entscheidungen dieses Zuges "
      + "zurück, nie die Züge der anderen oder des Computers",
    "records.replay": "Nachspielen",
    "records.replay.title": "Die ganze Partie Entscheidung für Entscheidung oder Zug für Zug durchgehen",
    "records.export": "Exportieren",
    "records.export.title": "Die Partie als .antike.json-Datei speichern",
    "records.import": "Importieren",
    "records.import.title": "Eine Partie aus einer .antike.json-Datei öffnen",
    "records.replay.turn_back": "Vorheriger Zug",
    "records.replay.back": "Vorherige Entscheidung",
    "records.replay.forward": "Nächste Entscheidung",
    "records.replay.turn_forward": "Nächster Zug",
    "records.replay.seek": "Stelle der Partie",
    "records.replay.leave": "Zurück zur Partie",
    "records.replay.position": "Nachspielen: Entscheidung {at} von {total}",
    "records.replay.start": "Der Beginn der Partie",
    "records.replay.decision": "Entscheidung {at}: {words}",
    "records.replay.now": "(jetzt)",
    "records.saved.title": "Deine Partien",
    "records.saved.continue": "Fortsetzen",
    "records.saved.open": "Öffnen",
    "records.saved.delete": "Löschen",
    "records.saved.confirm": "Wirklich löschen?",
    "records.saved.decisions.one": "{n} Entscheidung",
    "records.saved.decisions.other": "{n} Entscheidungen",
    "records.saved.played": "zuletzt gespielt {time}",
    "records.saved.started": "begonnen {time}",
    "records.saved.imported": "aus einer Datei importiert",
    "records.backup": "Alle Partien sichern",
    "records.backup.title": "Alle gespeicherten Partien in einer Datei sichern, um sie anderswo aufzuheben",
    "records.restore": "Aus einer Sicherung wiederherstellen",
    "records.restore.title": "Die Partien einer Sicherungsdatei zurückholen",
    "records.backup.remind": "Manche Partien sind älter als eine Woche und wurden nie exportiert: sichere sie, damit ein aufgeräumter Browser oder ein verlorenes Gerät sie dir nicht nimmt.",
    "records.backup.error": "Die Sicherung konnte nicht erstellt werden: {reason}",
    "records.backup.left_out": "Die Sicherung enthält {games} Partien; diese ließen sich nicht lesen und fehlen darin: {names}",
    "records.restore.refused": "{file} wurde nicht wiederhergestellt, nichts wurde geändert: {reason}",
    "records.restore.report": "Aus der Sicherung wiederhergestellt: {added} hinzugefügt, {longer} als längere Fassung behalten, {both} doppelt behalten (markiert „aus der Sicherung“), {same} schon vorhanden.",
    "records.restore.damaged": "Beschädigt und nicht wiederhergestellt: {names}.",
    "records.restore.damaged_game": "Partie {number} ({reason})",
    "records.saved.backup": "aus der Sicherung",
    "records.saved.computer": "Computer",
    "records.saved.remote": "per Link",
    "records.saved.received": "per Link erhalten",
    "records.message.close": "Schließen",
    "records.error.storage": "Dieser Browser kann keine Partien aufbewahren ({reason}); mit Exportieren kannst du eine Partie sichern.",
    "records.error.save": "Die Partie konnte nicht im Browser gespeichert werden: {reason}",
    "records.error.open": "Die gespeicherte Partie konnte nicht geöffnet werden: {reason}",
    "records.error.missing": "Diese Partie ist in diesem Browser nicht mehr gespeichert.",
    "records.error.import": "{file} wurde nicht importiert: {reason}",
    "records.error.too_large": "die Datei ist größer als {megabytes} MB",
    "records.error.export": "Die Partie konnte nicht exportiert werden: {reason}",
    "records.error.undo": "Nichts wurde zurückgenommen: {reason}",
    "records.error.replay": "Die Wiederholung konnte nicht gezeigt werden: {reason}",
    "records.damaged.title": "Eine beschädigte gespeicherte Partie",
    "records.damaged.summary": "ihre Beschreibung ist nicht lesbar",
    "records.damaged.record": "ihre Entscheidungen sind nicht lesbar",
    "records.damaged.no_record": "ihre Entscheidungen fehlen",
    "records.damaged.no_summary": "ihre Beschreibung fehlt",
    "records.damaged.export": "So exportieren, wie sie ist",
    "records.damaged.export.title": "Herunterladen, was von ihr gespeichert ist, um es anzusehen",
    "records.error.list": "Die gespeicherten Partien konnten nicht gelesen werden: {reason}",
    "records.safe.kept": "Dieser Browser schützt diese Partien davor, beim Aufräumen gespeicherter Daten gelöscht zu werden.",
    "records.safe.not_kept": "Dieser Browser kann diese Partien löschen, um Platz zu schaffen, oder nach einigen Tagen "
      + "ohne Besuch (Safari: sieben). Um sie zu behalten, installiere diese Seite als App (im Menü des Browsers: "
      + "Installieren oder Zum Home-Bildschirm), oder exportiere sie.",
    "records.hold.elsewhere": "Diese Partie ist in einem anderen Tab offen: hier wird sie nur angezeigt.",
    "records.hold.taken": "Diese Partie wird jetzt in einem anderen Tab gespielt: hier wird sie nur angezeigt.",
    "records.hold.play_here": "Hier spielen",
    "records.hold.read_only": "Diese Partie wird in einem anderen Tab gespielt; mit „Hier spielen“ entscheidest du in diesem.",
    "records.hold.stale": "Diese Partie wurde in einem anderen Tab weitergespielt; hier ist sie, wie sie jetzt steht. Nichts wurde überschrieben: entscheide noch einmal.",
    "records.error.unsaved": "Diese Partie wird nicht im Browser gespeichert ({reason}). Du kannst weiterspielen, "
      + "aber wenn du die Seite schließt oder neu lädst, ist sie verloren: exportiere sie in eine Datei, um sie zu behalten.",
    "records.storage.full": "der Speicher des Browsers für diese Seite ist voll",
    "records.storage.refused": "der Browser lässt diese Seite keine Daten aufbewahren: ein privates Fenster, oder der Speicher ist abgeschaltet",

    // The page: its header, the engine's loading, the new-game screen and the table's frame (main.js)
    "page.new_game": "Neues Spiel", "page.loading": "Die Spielregeln werden geladen…", "page.more": "Mehr",
    "page.start": "Spiel starten", "page.cancel": "Abbrechen", "page.language": "Sprache",
    "page.zoom_in": "Vergrößern", "page.zoom_out": "Verkleinern", "page.zoom_reset": "Ganze Karte zeigen",
    "page.turn_order": "Zugreihenfolge", "page.log": "Spielverlauf", "page.look": "Spielplan ansehen",
    "page.all_choices": "Alle Möglichkeiten", "page.all_choices.count": "Alle Möglichkeiten ({n})",
    "setup.name_for": "Name für {seat}", "setup.and": " und ", "setup.random": "zufällig", "setup.game": "Spiel",
    "engine.failed": "Die Regel-Engine konnte nicht geladen werden: {message}",
    "engine.mismatch": "Die Dateien des Spiels in diesem Browser passen nicht zueinander (eine alte Kopie oder "
      + "eine halb aktualisierte Seite). Lade die Seite neu, um sie neu zu holen.",
    "engine.reload": "Neu laden",
    "stage.starting": "Start", "stage.starting Python": "Python und die Regel-Engine starten",
    "stage.importing the engine": "die Regel-Engine wird importiert", "stage.ready": "bereit",
    "startup.waiting": "Das Spiel kann beginnen, sobald die Spielregeln geladen sind (siehe oben).",
    "startup.games_failed": "Die Spiele konnten nicht geladen werden: {message}",
    "startup.table_waiting": "Dein Spiel, wie du es verlassen hast: Es geht weiter, sobald die Regel-Engine gestartet ist.",
    "startup.table_refused": "Einen Moment: Die Regel-Engine startet noch.",
    "startup.table_export": "Dieses Spiel als Datei sichern",
    "startup.table_export.title": "Dieses Spiel als Datei behalten, um es auf dieser Seite in einem anderen Browser oder auf einem anderen Gerät zu öffnen",

    // Computer players: their seats on the new-game screen and their turns (computer.js)
    "computer.human": "Ein Mensch an diesem Gerät", "computer.remote": "Ein Mensch anderswo (per Link)",
    "computer.no_links": "Dieses Spiel wird nicht per Link gespielt: Ein Link trägt das ganze Spiel zu jedem, "
      + "der ihn öffnet, verdeckte Karten eingeschlossen.",
    "computer.links_later": "Dieses Spiel kann noch nicht per Link gespielt werden.",
    "computer.easy": "Computer (leicht)", "computer.medium": "Computer (mittel)",
    "computer.hard": "Computer (schwer)", "computer.seat": "Wer spielt {seat}",
    "computer.think": "Bedenkzeit eines schweren Computerspielers, Sekunden pro Zug",
    "computer.strength.easy": "leicht", "computer.strength.medium": "mittel", "computer.strength.hard": "schwer",
    "computer.thinking": "{seat} ({strength}) überlegen…",
    "computer.failed": "Der Computerspieler konnte nicht entscheiden: {reason}",

    // Seats played at another device, by link (links.js)
    "link.refused": "Der Link kann nicht geöffnet werden: {reason}",
    "link.failed": "Für diese Partie konnte kein Link erstellt werden: {reason}",
    "link.newer.one": "Der Link bringt {n} neuen Zug.",
    "link.newer.other": "Der Link bringt {n} neue Züge.",
    "link.same": "Dieser Link bringt nichts Neues.",
    "link.yours": "Du bist am Zug.",
    "link.elsewhere": "Als Nächstes: {seat}, an einem anderen Gerät.",
    "link.over": "Die Partie ist zu Ende.",
    "link.older": "Dieser Link ist älter als die hier gespeicherte Partie ({link} Züge, hier {saved}): "
      + "die gespeicherte Partie bleibt, nichts wurde geändert.",
    "link.diverged": "Dieser Link weicht nach Zug {common} von der hier gespeicherten Partie ab "
      + "(jemand hat einen Zug zurückgenommen und anders gespielt): beide bleiben in deinen Partien.",
    "link.declined": "Der Link wurde nicht geöffnet; nichts wurde geändert.",
    "link.undo_sent": "Rückgängig kann nicht hinter einen per Link gesendeten oder erhaltenen Zug zurück: "
      + "er ist auch auf dem anderen Gerät.",

    // Offline play (offline.js)
    "offline.update": "Eine neue Version ist bereit.", "offline.reload": "Neu laden",

    // A turn waiting for "End turn" (app/end-turn.js)
    "end_turn.done": "{seat}: dein Zug ist fertig.",
    "end_turn.button": "Zug beenden",
    "end_turn.undo": "Bis dahin kannst du ihn rückgängig machen.",

    // Hot-seat hand-over (app/hand-over.js)
    "hand_over.title": "Gib das Gerät an {player} weiter", "hand_over.note": "Nur {player} sollte jetzt hinsehen.",
    "hand_over.continue": "Ich bin {player}: weiter",
    "hand_over.leave": "Neue Partie oder gespeicherte Partien",
    "hand_over.first": "Gib das Gerät erst an {player} weiter: nichts wird gespielt, bis {player} weitermacht.",

    // The rules help dialog (app/how-to-play.js)
    "dialog.close": "Schließen",

    // Sending a move by link (app/send-move.js)
    "send.title": "{seat} spielen an einem anderen Gerät: sende ihnen deinen Zug.",
    "send.over": "Die Partie ist zu Ende: sende die letzten Züge an die anderen Mitspieler.",
    "send.note": "Sende diesen Link als Nachricht oder E-Mail; er öffnet die Partie in dieser Seite, "
      + "auch offline. Ein gesendeter Zug kann nicht mehr rückgängig gemacht werden.",
    "send.link": "Zu sendender Link",
    "send.copy": "Link kopieren",
    "send.share": "Teilen…",
    "send.download": "Als Datei herunterladen",
    "send.copied": "Der Link ist kopiert: füge ihn in eine Nachricht ein.",
    "send.copy_failed": "Dieser Browser erlaubt das Kopieren nicht: der Link ist markiert, kopiere ihn dort.",
    "send.share_failed": "Der Link konnte nicht geteilt werden: {reason}",

    // The seats played at this device, asked when a link is first opened (app/seat-claim.js)
    "seats.invitation": "Eine Einladung zu {title}",
    "seats.from": "Von: {inviter}",
    "seats.title": "Wen spielst du an diesem Gerät?",
    "seats.note": "Die anderen spielen anderswo; sie erhalten deine Züge per Link.",
    "seats.play": "Spielen",
    "seats.decline": "Jetzt nicht",
    "seats.none": "Wähle mindestens einen aus.",
  },
});
