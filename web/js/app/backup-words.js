// The words of backing up every saved game and restoring them (app/backup-all.js), English and German.

import { registerTexts } from "../i18n.js";

registerTexts({
  en: {
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
  },
  de: {
    "records.backup": "Alle Spiele sichern",
    "records.backup.title": "Alle gespeicherten Spiele in einer Datei sichern, um sie anderswo aufzuheben",
    "records.restore": "Aus einer Sicherung wiederherstellen",
    "records.restore.title": "Die Spiele einer Sicherungsdatei zurückholen",
    "records.backup.remind": "Manche Spiele sind älter als eine Woche und wurden nie exportiert: sichere sie, damit ein aufgeräumter Browser oder ein verlorenes Gerät sie dir nicht nimmt.",
    "records.backup.error": "Die Sicherung konnte nicht erstellt werden: {reason}",
    "records.backup.left_out": "Die Sicherung enthält {games} Spiele; diese ließen sich nicht lesen und fehlen darin: {names}",
    "records.restore.refused": "{file} wurde nicht wiederhergestellt, nichts wurde geändert: {reason}",
    "records.restore.report": "Aus der Sicherung wiederhergestellt: {added} hinzugefügt, {longer} als längere Fassung behalten, {both} doppelt behalten (markiert „aus der Sicherung“), {same} schon vorhanden.",
    "records.restore.damaged": "Beschädigt und nicht wiederhergestellt: {names}.",
    "records.restore.damaged_game": "Spiel {number} ({reason})",
    "records.saved.backup": "aus der Sicherung",
  },
});
