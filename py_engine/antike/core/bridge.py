"""The JSON bridge: the only door between the browser and the engine.

`handle(request)` takes a JSON string and returns a JSON string: `{"ok": true, ...}` or
`{"ok": false, "error": {"code", "key", "params", "message"}}`, the message in the request's language
(antike.messages). It never raises, and a refused request changes nothing.
The bridge holds the one game in play (a page plays one game at a time).
"""

import json

from ..games.antike.board import available_boards, load_board
from .computer import ComputerPlayers
from .errors import AntikeError, InvalidRecord
from .messages import Message
from .match import Match, undo_range, undo_step
from .savefile import MAX_TEXT, export_game, file_name, import_game
from ..games.antike.view import view
from ..games.antike.words import LANGUAGES, say

# The largest save file (savefile.MAX_TEXT) must fit in an `import` request after JSON escaping.
MAX_REQUEST = MAX_TEXT * 3 // 2
_session = {"game": None, "computer_players": None}
# The language of the request being answered: every request may name one ("en" by default).
_words = {"language": "en"}


class BridgeError(AntikeError):
    """A request the bridge refuses, with its stable code: `BridgeError(code, key, **params)`."""

    def __init__(self, code, key, **params):
        super().__init__(key, **params)
        self.code = code


def _game():
    game = _session["game"]
    if game is None:
        raise BridgeError("no_game", "bridge.no_game")
    return game


LOG_TAIL = 200


def _view(game):
    # Only the log's tail travels with every reply, so a long game does not slow each redraw. The
    # reply also carries how far undo reaches and the record that autosave keeps: one round trip
    # per decision gives the page everything it needs afterwards.
    return {"view": view(game.state, game.log[-LOG_TAIL:], _words["language"]), "log_length": len(game.log),
            "computer": game.computer_json(), "can_undo": undo_range(game, _humans(game)),
            "record": game.to_json()}


def _boards(request):
    boards = []
    for board_id in available_boards():
        board = load_board(board_id)
        data = board.to_json()
        boards.append({"id": board.id, "name": board.name, "note": data.get("note", ""),
                       "translations": data.get("translations", {}),
                       "nations": {str(n): board.nations_for(n) for n in range(3, 7)},
                       "starting_nation": {str(n): board.starting_nation(n) for n in range(3, 7)},
                       "two_player_teams": [list(team) for team in board.two_player_teams],
                       "two_colour_nations": list(board.two_colour_nations)})
    return {"boards": boards}


def _board(request):
    board_id = request.get("board")
    if board_id not in available_boards():
        raise BridgeError("invalid_request", "unknown_board", value=board_id, known=available_boards())
    return {"board": load_board(board_id).to_json()}


def _new_game(request):
    game = Match(request.get("options", {}), request.get("computer", []))
    _session["game"] = game
    return _view(game)


def _view_command(request):
    return _view(_game())


def _apply(request):
    if "decision" not in request:
        raise BridgeError("invalid_request", "bridge.apply")
    game = _game()
    game.play(request["decision"])
    return _view(game)


def _computer_players(game):
    # The bots belong to the game in play; a new, loaded or imported game gets its own.
    players = _session["computer_players"]
    if players is None or players.game is not game:
        players = _session["computer_players"] = ComputerPlayers(game)
    return players


def _computer_move(request):
    game = _game()
    pending = game.state.pending
    if pending["nation"] is None:
        raise BridgeError("game_over", "bridge.game_over")
    players = _computer_players(game)
    nation = players.to_decide()
    if nation is None:
        raise BridgeError("not_computer_turn", "bridge.person",
                          seat=Message("seat", board=game.state.board.id, nation=pending["nation"]))
    log_before = len(game.log)
    decision = players.decide()
    game.play(decision)
    return {**_view(game), "nation": nation, "strength": game.computer[nation]["strength"],
            "decision": game.decisions[-1], "words": [say(event, game.state.board, _words["language"]) for event in game.log[log_before:]]}


def _save(request):
    return {"record": _game().to_json()}


def _load(request):
    record = request.get("record")
    if record is None:
        raise InvalidRecord("bridge.load")
    game = Match.from_json(record)
    _session["game"] = game
    return _view(game)


def _export(request):
    game = _game()
    return {"text": export_game(game), "filename": file_name(game)}


def _import(request):
    text = request.get("text")
    if not isinstance(text, str):
        raise InvalidRecord("bridge.import")
    game = import_game(text)
    _session["game"] = game
    return _view(game)


def _humans(game):
    return [nation for nation in game.state.order if nation not in game.computer]


def _undo_info(request):
    return {"can_undo": undo_range(_game(), _humans(_game()))}


def _undo(request):
    game = _game()
    humans = _humans(game)
    limit = undo_range(game, humans)
    if limit == 0:
        raise BridgeError("cannot_undo", "bridge.cannot_undo")
    if "count" not in request:
        count = undo_step(game, humans)
    else:
        count = request["count"]
        if not isinstance(count, int) or isinstance(count, bool) or count < 1:
            raise BridgeError("invalid_request", "bridge.count")
        if count > limit:
            raise BridgeError("cannot_undo", "bridge.undo_limit", high=limit, value=count)
    game.undo(count)
    return _view(game)


def _replay(request):
    game = _game()
    at, total = request.get("at"), len(game.decisions)
    if not isinstance(at, int) or isinstance(at, bool) or not 0 <= at <= total:
        raise BridgeError("invalid_request", "bridge.at", high=total)
    log = game.log_at(at)
    return {"view": view(game.state_at(at), log[-LOG_TAIL:], _words["language"]), "log_length": len(log),
            "at": at, "total": total, "turn_starts": game.turn_starts()}


COMMANDS = {"boards": _boards, "board": _board, "new_game": _new_game, "view": _view_command,
            "apply": _apply, "computer_move": _computer_move, "save": _save, "load": _load, "export": _export,
            "import": _import, "undo": _undo, "undo_info": _undo_info, "replay": _replay}


MAX_MESSAGE = 600


def _error(code, message):
    # Messages quote the offending input; a huge input must not make a huge reply.
    text = message.say(_words["language"])
    if len(text) > MAX_MESSAGE:
        text = text[:MAX_MESSAGE - 1] + "…"
    return json.dumps({"ok": False, "error": {"code": code, **message.to_json(), "message": text}})


def _answer(request):
    if not isinstance(request, str):
        raise BridgeError("invalid_request", "bridge.not_text")
    if len(request) > MAX_REQUEST:
        raise BridgeError("invalid_request", "bridge.too_large")
    try:
        data = json.loads(request)
    except (ValueError, RecursionError) as error:
        raise BridgeError("invalid_json", "bridge.json", detail=str(error)) from None
    if not isinstance(data, dict):
        raise BridgeError("invalid_request", "bridge.object")
    language = data.get("language", "en")
    known_language = isinstance(language, str) and language in LANGUAGES
    if known_language:  # from here on, a refusal is said in the request's language
        _words["language"] = language
    command = data.get("command")
    # Checked as a string first: a list or object is unhashable, and its repr could be huge.
    if command is None:
        raise BridgeError("unknown_command", "bridge.no_command", known=list(COMMANDS))
    if not isinstance(command, str):
        raise BridgeError("unknown_command", "bridge.command_type", known=list(COMMANDS))
    if command not in COMMANDS:
        raise BridgeError("unknown_command", "bridge.command", value=command[:40], known=list(COMMANDS))
    if not known_language:
        raise BridgeError("invalid_request", "bridge.language", known=list(LANGUAGES))
    return COMMANDS[command](data)


def handle(request):
    """Answer one JSON request with one JSON reply; never raises (see docs/engine-api.md)."""
    _words["language"] = "en"  # until the request names a known language
    try:
        try:
            return json.dumps({"ok": True, **_answer(request)})
        except AntikeError as error:
            return _error(error.code, error.message)
    except Exception as error:  # the bridge must answer whatever happens; the game in play is untouched
        return _error("internal_error", Message("bridge.internal", detail=f"{type(error).__name__}: {error}"))
