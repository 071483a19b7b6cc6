"""The JSON bridge: the only door between the browser and the engine.

`handle(request)` takes a JSON string and returns a JSON string: `{"ok": true, ...}` or
`{"ok": false, "error": {"code", "key", "params", "message"}}`, the message in the request's language
(core/messages.py). It never raises, and a refused request changes nothing.
The bridge is a registry of the family's games (core/registry.py): a request names its game
(registry.DEFAULT_GAME when it does not), and a game's package is imported only when a game of it is started or
loaded. It holds the one game in play (a page plays one game at a time).
"""

import json

from .bridge_files import _backup, _check_backup, _export, _link, _merge, _read_link, _save
from .bridge_session import BridgeError, _game, _session, _summary, _words
from .computer import ComputerPlayers
from .errors import AntikeError, InvalidRecord, InvalidRequest, TurnUnconfirmed
from .link import check_match_id, compare, linkable, read_link
from .match import Match, undo_range, undo_step
from .messages import LANGUAGES, Message
from .protocol import ALL
from .registry import DEFAULT_GAME, game_ids, rules_of
from .savefile import MAX_TEXT, import_game

# The largest save file (savefile.MAX_TEXT) must fit in an `import` request after JSON escaping.
MAX_REQUEST = MAX_TEXT * 3 // 2
LOG_TAIL = 200


def _viewer(match, request):
    # Who looks: a seat, None (a spectator: only what is public) or ALL (a finished game's replay).
    # By default the seat to decide when a person plays it, so that in hot-seat play each person
    # sees what their own seat may see; while a computer player decides (or once the game is over),
    # the one person of a game against computer players keeps his own seat's view (his hand stays
    # in sight), and several persons get a spectator's.
    seats = match.rules.seats(match.state)
    if "viewer" not in request:
        if match.unconfirmed is not None:  # the person confirming their turn still looks at the table
            return match.unconfirmed
        seat = match.rules.to_decide(match.state)
        if seat is not None and seat not in match.computer:
            return seat
        persons = [seat for seat in seats if seat not in match.computer]
        return persons[0] if len(persons) == 1 else None
    viewer = request["viewer"]
    if viewer is None or viewer in seats or (viewer == ALL and match.rules.outcome(match.state) is not None):
        return viewer
    raise BridgeError("invalid_request", "bridge.viewer", known=[*seats, ALL])


def _game_view(match, state, log, viewer):
    # Only the log's tail travels with every reply, so a long game does not slow each redraw.
    # `to_decide`: the seat to decide there (None once the game is over), in the same field for every
    # game, so that the page's shell (computer seats, links) needs no game's own name for it.
    view = match.rules.view(state, log[-LOG_TAIL:], viewer, _words["language"])
    return {**view, "game": match.game, "viewer": viewer, "to_decide": match.rules.to_decide(state)}


def _view(match, request):
    # A reply with a view also carries how far undo reaches and the record that autosave keeps:
    # one round trip per decision gives the page everything it needs afterwards.
    viewer = _viewer(match, request)
    return {"view": _game_view(match, match.state, match.log, viewer), "log_length": len(match.log),
            "computer": match.computer_json(), "can_undo": undo_range(match, match.humans()),
            "record": match.to_json(), "summary": _summary(match), **_confirmation(match, viewer)}


def _confirmation(match, viewer):
    # A turn awaiting its confirmation: whose, and what it did, in words, for the page's "End turn".
    # Said for the reply's viewer like the rest of the reply: a hot-seat page that asks for another
    # person's view than the one whose turn waits must not get that person's hidden draws in words.
    if match.unconfirmed is None:
        return {"unconfirmed": None}
    said = (match.rules.say(event, match.options, viewer, _words["language"]) for event in match.turn_events())
    return {"unconfirmed": match.unconfirmed, "turn_summary": [line for line in said if line is not None]}


def _deciding(match, request, seat):
    # A request that names a seat as its viewer acts for that seat: a decision sent from a view that
    # is no longer on screen (another person's, before a hand-over) must not be played for the seat
    # that decides now.
    viewer = _viewer(match, request)
    if "viewer" in request and viewer not in (None, ALL) and seat is not None and viewer != seat:
        rules = match.rules
        raise BridgeError("not_to_decide", "bridge.not_to_decide", viewer=rules.seat_message(match.state, viewer),
                          seat=rules.seat_message(match.state, seat))


def _confirming(match, request):
    # The page asks persons to confirm their turns: `confirm_turns` on a request that starts a match.
    if "confirm_turns" in request:
        confirm = request["confirm_turns"]
        if not isinstance(confirm, bool):
            raise BridgeError("invalid_request", "bridge.confirm_turns")
        match.set_confirm_turns(confirm, match.unconfirmed if confirm else None)
    return match


def _summarize(request):
    # A game saved by a page that kept no summary in words: its record replayed, nothing else touched.
    record = request.get("record")
    if record is None:
        raise InvalidRecord("bridge.load")
    return {"summary": _summary(Match.from_json(record))}


def _games(request):
    games = []
    for game_id in game_ids():
        rules = rules_of(game_id)
        games.append({"id": game_id, "title": rules.title, "options": rules.options_schema(), "words": rules.words(),
                      "hidden_information": getattr(rules, "hidden_information", False),
                      "strengths": list(rules.strengths),
                      "private_views": getattr(rules, "private_views", False),
                      "links": linkable(game_id)})
    return {"games": games}


def _static(request):
    # Data a game's views draw from that never changes during a game (its maps, its components).
    rules = rules_of(request.get("game", DEFAULT_GAME))
    return rules.static_data(request)


def _replace_game(game, request):
    # The reply is made before the game takes the place of the one in play: a refusal (a viewer
    # that is no seat of the new game) leaves the game in play as it was.
    reply = _view(_confirming(game, request), request)
    _session["game"] = game
    _computer_players(game).ready()
    return reply


def _new_game(request):
    return _replace_game(Match(request.get("options", {}), request.get("computer", []),
                               request.get("game", DEFAULT_GAME)), request)


def _view_command(request):
    return _view(_game(), request)


def _apply(request):
    if "decision" not in request:
        raise BridgeError("invalid_request", "bridge.apply")
    game = _game()
    # A refused viewer (or one that is not to decide) must not leave the decision played.
    _deciding(game, request, game.unconfirmed or game.rules.to_decide(game.state))
    game.play(request["decision"])
    return _view(game, request)


def _computer_players(game):
    # The bots belong to the game in play; a new, loaded or imported game gets its own.
    players = _session["computer_players"]
    if players is None or players.game is not game:
        players = _session["computer_players"] = ComputerPlayers(game)
    return players


def _computer_move(request):
    game = _game()
    rules = game.rules
    seat = rules.to_decide(game.state)
    if seat is None:
        raise BridgeError("game_over", "bridge.game_over")
    if game.unconfirmed is not None:
        raise TurnUnconfirmed("match.unconfirmed", seat=rules.seat_message(game.state, game.unconfirmed))
    players = _computer_players(game)
    _viewer(game, request)
    if players.to_decide() is None:
        raise BridgeError("not_computer_turn", "bridge.person", seat=rules.seat_message(game.state, seat))
    log_before = len(game.log)
    decision = players.decide()
    game.play(decision)
    reply = _view(game, request)
    viewer = reply["view"]["viewer"]
    words = [rules.say(event, game.options, viewer, _words["language"]) for event in game.log[log_before:]]
    return {**reply, "seat": seat, "strength": game.computer[seat]["strength"],
            "decision": game.decisions[-1], "words": [said for said in words if said is not None]}


def _load(request):
    record = request.get("record")
    if record is None:
        raise InvalidRecord("bridge.load")
    return _replace_game(Match.from_json(record), request)


def _import(request):
    text = request.get("text")
    if not isinstance(text, str):
        raise InvalidRecord("bridge.import")
    return _replace_game(import_game(text), request)


def _open_link(request):
    link = read_link(request.get("text"))
    saved = request.get("saved")
    if "saved" in request and (not isinstance(saved, dict) or set(saved) != {"match_id", "record"}):
        raise InvalidRequest("link.saved")
    game = link.replayed()
    reply = {"link": link.header(), "sender": _sender(game)}
    if saved is not None:
        reply["comparison"] = compare(check_match_id(saved["match_id"], InvalidRequest), saved["record"],
                                      link.match_id, game.to_json())
    # Only now: a refused link (or viewer) leaves the game in play as it was.
    return {**_replace_game(game, request), **reply}


def _sender(match):
    # Who sent a link: the last seat that a person played (computer seats' turns are played by
    # whichever device holds the game), so that the page names who invites; None before any such.
    for number in range(len(match.decisions) - 1, -1, -1):
        seat = match.decider(number)
        if seat not in match.computer:
            return seat
    return None


def _end_turn(request):
    game = _game()
    _deciding(game, request, game.unconfirmed)
    game.end_turn()
    return _view(game, request)


def _why_not(request):
    # A place the page shows was clicked, but no decision is offered there: the rules say why.
    game = _game()
    target = request.get("target")
    if not isinstance(target, dict):
        raise BridgeError("invalid_request", "bridge.target")
    return {"reason": game.rules.why_not(game.state, target).say(_words["language"])}


def _undo_info(request):
    return {"can_undo": undo_range(_game(), _game().humans())}


def _undo(request):
    game = _game()
    humans = game.humans()
    limit = undo_range(game, humans)
    if limit == 0:
        raise BridgeError("cannot_undo", "bridge.cannot_undo", game=game.game)
    if "count" not in request:
        count = undo_step(game, humans)
    else:
        count = request["count"]
        if not isinstance(count, int) or isinstance(count, bool) or count < 1:
            raise BridgeError("invalid_request", "bridge.count")
        if count > limit:
            raise BridgeError("cannot_undo", "bridge.undo_limit", high=limit, value=count)
    _viewer(game, request)
    game.undo(count)
    return _view(game, request)


def _replay(request):
    game = _game()
    at, total = request.get("at"), len(game.decisions)
    if not isinstance(at, int) or isinstance(at, bool) or not 0 <= at <= total:
        raise BridgeError("invalid_request", "bridge.at", high=total)
    log = game.log_at(at)
    # A finished game's replay shows everything; one in progress, what the viewer may see.
    viewer = _viewer(game, request) if game.rules.outcome(game.state) is None else ALL
    return {"view": _game_view(game, game.state_at(at), log, viewer), "log_length": len(log),
            "at": at, "total": total, "turn_starts": game.turn_starts()}


COMMANDS = {"games": _games, "boards": _static, "board": _static, "new_game": _new_game, "view": _view_command,
            "apply": _apply, "computer_move": _computer_move, "save": _save, "load": _load, "export": _export,
            "import": _import, "undo": _undo, "undo_info": _undo_info, "replay": _replay, "link": _link,
            "read_link": _read_link, "open_link": _open_link, "summarize": _summarize,
            "end_turn": _end_turn, "why_not": _why_not, "backup": _backup, "check_backup": _check_backup,
            "merge": _merge}


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
