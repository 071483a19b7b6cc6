"""The bridge's commands that turn games into texts a person keeps or sends, and read them back without
replacing the game in play: a save file, a backup of every game the page keeps, a link."""

from .backup import export_backup, merge, read_backup
from .bridge_session import BridgeError, _game, _summary, _words
from .errors import InvalidRecord, InvalidRequest
from .link import encode_link, read_link
from .savefile import export_game, file_name


def _save(request):
    return {"record": _game().to_json()}


def _export(request):
    game = _game()
    # The page's date (the engine has no clock), as "YYYY-MM-DD", goes into the file's name.
    date = request.get("date")
    if date is not None and not isinstance(date, str):
        raise BridgeError("invalid_request", "bridge.date")
    return {"text": export_game(game), "filename": file_name(game, date)}


def _backup(request):
    # Every game the page keeps, in one file; the page's date (the engine has no clock) names it.
    games, date = request.get("games"), request.get("date")
    if not isinstance(games, list):
        raise InvalidRequest("bridge.backup")
    if date is not None and not isinstance(date, str):
        raise BridgeError("invalid_request", "bridge.date")
    text, damaged = export_backup(games)
    name = f"antike-backup-{date}.json" if date else "antike-backup.json"
    return {"text": text, "filename": name, "games": len(games) - len(damaged), "damaged": _damaged(damaged)}


def _check_backup(request):
    # Nothing is replaced: the page stores each game by this answer and `merge`'s.
    text = request.get("text")
    if not isinstance(text, str):
        raise InvalidRecord("bridge.check_backup")
    games, damaged = read_backup(text)
    return {"games": [{**{field: game[field] for field in ("id", "saved_at", "exported", "summary")},
                       "game": game["match"].game, "record": game["match"].to_json(),
                       "words": _summary(game["match"]), "decisions": len(game["match"].decisions),
                       "finished": game["match"].rules.outcome(game["match"].state) is not None,
                       "computer": list(game["match"].computer)}
                      for game in games],
            "damaged": _damaged(damaged)}


def _damaged(damaged):
    # Each damaged game named, with why, in the request's language.
    return [{**{key: value for key, value in entry.items() if key != "error"}, "error": entry["error"].to_json(),
             "message": entry["error"].say(_words["language"])} for entry in damaged]


def _merge(request):
    return merge(request.get("stored"), request.get("imported"))


def _link(request):
    # The match id is the page's: made when the match starts, kept with its saved copy.
    game = _game()
    text = encode_link(game, request.get("match_id"))
    return {"text": text, "length": len(text), "match_id": request["match_id"], "decisions": len(game.decisions)}


def _read_link(request):
    # Only the header, not replayed: the page learns the match id and finds its saved copy.
    return {"link": read_link(request.get("text")).header()}
