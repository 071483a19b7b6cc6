#!/usr/bin/env python3
"""Write the golden of the bridge's refusals (tests/fixtures/refusals.json).

    python tools/make_refusal_golden.py

Each case is plain data: a setup (the requests that set the table, each answered "ok"; shared by the
cases that need the same table) and the request the bridge refuses, with the refusal's code and message
in English and in German as today's bridge gives them; for a place a person clicked that the rules do not
offer (the bridge's why_not), the reason in both languages. tests/core/test_refusal_golden.py sends the same
requests and asks for the same words, word for word (issue 42: every refusal the bridge gives today is
given after the change, in both languages).

The cases, for every game where the game matters: malformed and foreign requests, unknown commands and
languages, invalid options and computer seats, decisions without a game, out of turn, for a viewer that is
no seat, while a turn waits or once the game is over, undo with nothing (or too much) to undo, replay out
of range, a turn confirmed twice, corrupt, damaged and foreign save files and records, links damaged,
forged or of a game with hidden information (tools/refusal_sweeps.py forges them); and the sweeps of
tools/refusal_sweeps.py: along a seeded game of each game, one refused decision and one why_not place for
each distinct message met. The tool prints the messages no case gives (those no request can reach, such
as a request too large to send, or that need a table no short game reaches). Run it ONLY on purpose: a
change in a refusal's words is a change the page's players see.
"""

import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "py_engine"))
sys.path.insert(0, str(ROOT / "tests"))

from antike.core import bridge  # noqa: E402
from antike.core.link import encode_link, linkable  # noqa: E402
from antike.core.match import Match  # noqa: E402
from antike.core.messages import _KEYS as MESSAGE_KEYS  # noqa: E402
from antike.core.savefile import checksum, export_game  # noqa: E402
from refusal_sweeps import (case, decision_cases, forged_link_cases, refused, sweep_game,  # noqa: E402
                            why_not_cases)

GOLDEN = ROOT / "tests" / "fixtures" / "refusals.json"
FIXTURES = ROOT / "tests" / "fixtures" / "records"
LANGUAGES = ("en", "de")
# Duellum's game stays one of house set 4 (3 coins for West's second player): the refusals do not
# depend on the set-up's coins, and house set 5's fourth coin would change the seeded game the cases
# are found along.
NEW_GAMES = {"antike": {"nations": 3, "seed": 3}, "antike2": {"nations": 3, "seed": 3},
             "duellum": {"board": "west", "seed": 3, "house_set": 4}, "attika": {"players": 2, "seed": 3}}
# Options each game refuses (tests/core/test_messages.py's, and each game's own checks).
BAD_OPTIONS = {
    "antike": {"board": {"board": "moon"}, "nations": {"nations": 7}, "nations_type": {"nations": "four"},
               "two_player": {"two_player": "duel"}, "four_nations": {"two_player": "four_nations", "nations": 3},
               "two_colours": {"two_player": "two_colours", "nations": 3}, "variants": {"variants": "expert"},
               "variant": {"variants": ["short"]}, "variant_twice": {"variants": ["expert", "expert"]},
               "twelve": {"nations": 4, "variants": ["twelve"]}, "twelve_military": {"variants": ["twelve", "military"]},
               "longer_two_colours": {"two_player": "two_colours", "variants": ["longer"]},
               "military_two_colours": {"two_player": "two_colours", "variants": ["military"]},
               "seed": {"seed": "one"}, "names": {"names": {"greeks": 5}},
               "names_not_in_play": {"names": {"romans": "Anna"}}},
    "antike2": {"board": {"board": "moon"}, "nations": {"nations": 2}, "two_player": {"two_player": "two_colours"},
                "four_nations": {"two_player": "four_nations", "nations": 5}, "variant": {"variants": ["military"]},
                "seed": {"seed": 1.5}},
    "duellum": {"board": {"board": "north"}, "first": {"first": "greeks"}, "house_set": {"house_set": 9},
                "seed": {"seed": "one"}, "names": {"names": {"greeks": "Anna"}}},
    "attika": {"players": {"players": 5}, "players_type": {"players": "two"}, "city_states": {"city_states": ["rome"]},
               "house_set": {"house_set": 9}, "turn_limit": {"turn_limit": -1}, "first": {"first": "rome"},
               "names": {"names": {"rome": "Anna"}}},
}


# A place of each game's table.
PLACES = {"antike": {"province": "athen"}, "antike2": {"province": "athen"}, "duellum": {"region": "roma"},
          "attika": {"field": "0,0"}}


def bad_computers(seat):
    """Computer seats refused (tests/core/test_messages.py's), for a game whose first seat is `seat`."""
    return {"strings": [1], "twice": [seat, seat], "object": seat, "not_in_play": {"nobody": {"strength": "easy"}},
            "settings": {seat: "easy"}, "strength": {seat: {"strength": "divine"}},
            "unknown_settings": {seat: {"strength": "easy", "think": 2}},
            "think_or_iterations": {seat: {"strength": "hard", "think": 2, "iterations": 5}},
            "iterations": {seat: {"strength": "hard", "iterations": 0}},
            "think": {seat: {"strength": "hard", "think": 100}}}


def ask(request):
    """The bridge's reply to `request` (data)."""
    return json.loads(bridge.handle(json.dumps(request)))


def seeded(game, count, seed=3, computer=None):
    """A game of `game` with `count` seeded random decisions ({seat index: strength} played by the computer)."""
    seats = Match(NEW_GAMES[game], (), game).humans()
    match = Match(NEW_GAMES[game], {seats[i]: {"strength": s} for i, s in (computer or {}).items()}, game)
    rng = random.Random(seed)
    while len(match.decisions) < count and match.rules.to_decide(match.state) is not None:
        match.play(rng.choice(match.rules.legal_decisions(match.state)))
    return match


def out_of_turn(match):
    """A decision legal at an earlier point of `match` (another seat's, where one decided) not legal now."""
    legal_now = match.rules.legal_decisions(match.state)
    now = match.rules.to_decide(match.state)
    for point in sorted(range(len(match.decisions)), key=lambda n: match.decider(n) == now):
        for decision in match.rules.legal_decisions(match.state_at(point)):
            if decision not in legal_now:
                return decision
    raise ValueError("no decision of another point is illegal now")


def signed(data):
    """A save file's data signed again, as text."""
    return json.dumps({**data, "checksum": checksum(data)})


def common_cases():
    """The refusals that come before any game matters."""
    game = {"command": "new_game", "game": "antike", "options": NEW_GAMES["antike"]}
    return [
        case("json.malformed", "{oops"), case("json.not_object", "[1, 2]"), case("json.truncated", '{"command": "vi'),
        case("command.missing", {"language": "{language}"}),
        case("command.type", {"command": ["view"], "language": "{language}"}),
        case("command.unknown", {"command": "fly", "language": "{language}"}),
        case("language.unknown", {"command": "view", "language": "fr"}),
        case("no_game.view", {"command": "view", "language": "{language}"}),
        case("no_game.apply", {"command": "apply", "decision": {"type": "done"}, "language": "{language}"}),
        case("game.unknown", {"command": "new_game", "game": "chess", "language": "{language}"}),
        case("static.board_unknown", {"command": "board", "board": "moon", "language": "{language}"}),
        case("summarize.no_record", {"command": "summarize", "language": "{language}"}),
        case("load.no_record", {"command": "load", "language": "{language}"}),
        case("import.not_text", {"command": "import", "text": 5, "language": "{language}"}),
        case("export.date", {"command": "export", "date": 5, "language": "{language}"}, [game]),
        case("confirm_turns.type", {"command": "new_game", "options": NEW_GAMES["antike"], "confirm_turns": "yes",
                                    "language": "{language}"}),
        case("read_link.not_text", {"command": "read_link", "text": 5, "language": "{language}"}),
        case("link.prefix", {"command": "open_link", "text": "#move=abc", "language": "{language}"}),
        case("link.base64", {"command": "open_link", "text": "play=a+b/c", "language": "{language}"}),
        case("link.deflate", {"command": "open_link", "text": "play=____", "language": "{language}"}),
        case("file.foreign", {"command": "import", "text": json.dumps({"hello": "world"}), "language": "{language}"}),
        case("file.json", {"command": "import", "text": "{not json", "language": "{language}"}),
        case("file.object", {"command": "import", "text": "[1, 2]", "language": "{language}"}),
        case("file.depth", {"command": "import", "text": '{"a": ' * 20 + "1" + "}" * 20, "language": "{language}"}),
        case("record.not_object", {"command": "load", "record": [], "language": "{language}"}),
        case("record.format", {"command": "load", "record": {"format": "chess"}, "language": "{language}"}),
        case("record.version", {"command": "load", "record": {"format": "antike-record", "version": 3},
                                "language": "{language}"}),
        case("record.fields", {"command": "load", "record": {"format": "antike-record", "version": 2},
                               "language": "{language}"}),
    ] + [case(f"link.order_1.{path.stem}", {"command": "open_link", "text": path.read_text(encoding="utf-8").strip(),
                                             "language": "{language}"})
         for path in sorted(FIXTURES.glob("order-1-antike-*.link.txt"))]


def game_cases(game):
    """The refusals of a game in play of `game`."""
    new = {"command": "new_game", "game": game, "options": NEW_GAMES[game]}
    short = seeded(game, 6)
    with_computer = seeded(game, 0, computer={1: "easy"})
    played = {"command": "load", "record": short.to_json()}
    seats = short.rules.seats(short.state)
    language = "{language}"
    cases = [case(f"{game}.options.{name}", {"command": "new_game", "game": game, "options": options,
                                             "language": language})
             for name, options in BAD_OPTIONS[game].items()]
    cases += [case(f"{game}.computer.{name}", refused("new_game", game=game, options=NEW_GAMES[game], computer=computer))
              for name, computer in bad_computers(seats[0]).items()]
    cases += [
        case(f"{game}.options.not_object", {"command": "new_game", "game": game, "options": [], "language": language}),
        case(f"{game}.options.unknown", {"command": "new_game", "game": game, "options": {"colour": "red"},
                                         "language": language}),
        case(f"{game}.apply.no_decision", {"command": "apply", "language": language}, [new]),
        case(f"{game}.apply.not_object", {"command": "apply", "decision": "x", "language": language}, [new]),
        case(f"{game}.apply.unknown_type", {"command": "apply", "decision": {"type": "fly"}, "language": language},
             [new]),
        case(f"{game}.apply.out_of_turn", {"command": "apply", "decision": out_of_turn(short), "language": language},
             [played]),
        case(f"{game}.apply.viewer", {"command": "apply", "decision": short.rules.legal_decisions(short.state)[0],
                                      "viewer": "nobody", "language": language}, [played]),
        case(f"{game}.computer_move.person", {"command": "computer_move", "language": language}, [new]),
        case(f"{game}.undo.nothing", {"command": "undo", "language": language}, [new]),
        case(f"{game}.undo.computer_to_decide", {"command": "undo", "language": language},
             [{"command": "load", "record": with_computer.to_json()}]),
        case(f"{game}.replay.at", {"command": "replay", "at": 99, "language": language}, [played]),
        case(f"{game}.end_turn.nothing", {"command": "end_turn", "language": language}, [new]),
        case(f"{game}.why_not.target", {"command": "why_not", "target": "x", "language": language}, [new]),
        case(f"{game}.link.match_id", {"command": "link", "match_id": "a b", "language": language}, [played]),
    ]
    undoable = next(n for n in range(1, 60) if _undo_reach(seeded(game, n)))
    reach = _undo_reach(seeded(game, undoable))
    undo_setup = [{"command": "load", "record": seeded(game, undoable).to_json()}]
    cases += [case(f"{game}.undo.count", {"command": "undo", "count": 0, "language": language}, undo_setup),
              case(f"{game}.undo.limit", {"command": "undo", "count": reach + 1, "language": language}, undo_setup)]
    waiting = _waiting(game)
    cases += [case(f"{game}.apply.unconfirmed", {"command": "apply", "decision": waiting[1], "language": language},
                   [{"command": "load", "record": waiting[0]}]),
              case(f"{game}.computer_move.unconfirmed", {"command": "computer_move", "language": language},
                   [{"command": "load", "record": waiting[0]}]),
              case(f"{game}.record.unconfirmed", {"command": "load", "record": {**short.to_json(), "confirm_turns": True,
                                                                              "unconfirmed": "nobody"},
                                                  "language": language})]
    finished = _finished(game)
    over = [{"command": "load", "record": finished}]
    cases += [case(f"{game}.computer_move.game_over", refused("computer_move"), over),
              case(f"{game}.apply.game_over", refused("apply", decision=short.decisions[0]), over),
              case(f"{game}.why_not.game_over", refused("why_not", target=PLACES[game]), over)]
    cases += _file_cases(game, short)
    cases += _record_cases(game, short)
    cases += _link_cases(game, short, played)
    return cases


def _undo_reach(match):
    bridge_reply = ask({"command": "load", "record": match.to_json()})
    return bridge_reply["can_undo"]


def _waiting(game):
    # A record whose person's turn waits for confirmation, and the decision that would come next.
    for count in range(1, 200):
        match = seeded(game, count)
        match.set_confirm_turns(True)
        record = match.to_json()
        ended = match.ended_turn()
        if ended is not None:
            match.set_confirm_turns(True, ended)
            match.end_turn()
            return {**record, "unconfirmed": ended}, match.rules.legal_decisions(match.state)[0]
    raise ValueError(f"no turn of {game} ended in 200 decisions")


def _finished(game):
    golden = {"antike": "orient-3-seed-35", "antike2": "antike2-orient-3-seed-15", "duellum": "duellum-east-seed-50",
              "attika": "attika-2-seed-5"}[game]
    data = json.loads((ROOT / "tests" / "golden" / f"{golden}.json").read_text(encoding="utf-8"))
    return {"format": "antike-record", "version": 2, "game": game, "options": data["options"], "computer": {},
            "decisions": data["decisions"]}


def _file_cases(game, match):
    data = json.loads(export_game(match))
    illegal = data["decisions"] + [out_of_turn(match)]
    edits = {
        "checksum": json.dumps({**data, "decisions": data["decisions"][:-1]}),
        "format": signed({**data, "format": "chess"}), "version": signed({**data, "version": 3}),
        "missing": signed({key: value for key, value in data.items() if key not in ("computer", "checksum")}),
        "type": signed({**data, "decisions": {}}), "unknown": signed({**data, "colour": "red"}),
        "game": signed({**data, "game": "chess"}),
        "options": signed({**data, "options": {**data["options"], "seed": "one"}}),
        "computer": signed({**data, "computer": {"nobody": {"strength": "easy"}}}),
        "illegal": signed({**data, "decisions": illegal}),
        "malformed": signed({**data, "decisions": [{"type": "fly"}]}),
        "truncated": export_game(match)[:-40],
    }
    if game == "antike":
        older = {key: value for key, value in data.items() if key not in ("game", "checksum")}
        edits["version_1_board"] = signed({**older, "version": 1, "board": "occident"})
        edits["version_1_game"] = signed({**data, "version": 1})
    return [case(f"{game}.file.{name}", {"command": "import", "text": text, "language": "{language}"})
            for name, text in edits.items()]


def _record_cases(game, match):
    record = match.to_json()
    edits = {"options": {**record, "options": {**record["options"], "seed": "one"}},
             "illegal": {**record, "decisions": record["decisions"] + [out_of_turn(match)]},
             "malformed": {**record, "decisions": [{"type": "fly"}]},
             "confirm_turns": {**record, "confirm_turns": "yes"},
             "computer": {**record, "computer": {"nobody": {"strength": "easy"}}}}
    return [case(f"{game}.record.{name}", {"command": "load", "record": edited, "language": "{language}"})
            for name, edited in edits.items()]


def _link_cases(game, match, played):
    if not linkable(game):
        return [case(f"{game}.link.hidden", {"command": "link", "match_id": "m1", "language": "{language}"}, [played])]
    text = encode_link(match, "m1")
    middle = len(text) // 2
    flipped = text[:middle] + ("A" if text[middle] != "A" else "B") + text[middle + 1:]
    broken = (("damaged", "open_link", {"text": flipped}), ("cut", "open_link", {"text": text[:middle]}),
              ("damaged_header", "read_link", {"text": flipped}),
              ("saved", "open_link", {"text": text, "saved": {"match_id": "m1"}}))
    return [case(f"{game}.link.{name}", {"command": command, **fields, "language": "{language}"})
            for name, command, fields in broken]


def said(reply):
    """What a reply says to the person: a refusal's code and message, or why_not's reason."""
    if reply["ok"]:
        return {"reason": reply["reason"]}
    return {"code": reply["error"]["code"], "message": reply["error"]["message"]}


def _keys(error):
    # A refusal's message key and the keys of the messages nested in it.
    found, stack = set(), [error]
    while stack:
        message = stack.pop()
        found.add(message["key"])
        stack.extend(value for value in message["params"].values() if isinstance(value, dict) and "key" in value)
    return found


def answered(item, met):
    """What the bridge says to the case's request in each language (the keys it used added to `met`);
    raises if a setup is refused, or the request is answered with anything but a refusal or a reason."""
    answers = {}
    for language in LANGUAGES:
        bridge._session.update(game=None, computer_players=None)  # each case starts with no game in play
        for request in item["setup"]:
            reply = ask(request)
            if not reply["ok"]:
                raise ValueError(f"{item['name']}: setup refused: {reply['error']['message']}")
        request = item["request"]
        text = request if isinstance(request, str) else json.dumps(
            {key: language if value == "{language}" else value for key, value in request.items()})
        reply = json.loads(bridge.handle(text))
        if reply["ok"] and "reason" not in reply:
            raise ValueError(f"{item['name']}: not refused")
        # A reason's key is the sweep's case name's last part (the bridge's reply holds only its words).
        met.update(_keys(reply["error"]) if not reply["ok"] else set(item["name"].split(".", 3)[3:]))
        answers[language] = said(reply)
    return answers


def all_cases():
    """Every case: the bridge's own, each game's, the sweeps' and the forged links'."""
    cases = common_cases() + forged_link_cases()
    for game, options in NEW_GAMES.items():
        match = sweep_game(game, options)
        cases += game_cases(game) + decision_cases(game, match) + why_not_cases(game, match)
    return cases


def main():
    """Write tests/fixtures/refusals.json and say which messages no case gives."""
    setups, golden, met = {}, [], set()
    for item in all_cases():
        answers = answered(item, met)
        setup = None
        if item["setup"]:
            text = json.dumps(item["setup"], separators=(",", ":"))
            setup = setups.setdefault(text, f"setup-{len(setups) + 1:03d}")
        golden.append({"name": item["name"], "setup": setup, "request": item["request"], "said": answers})
    names = [item["name"] for item in golden]
    assert len(names) == len(set(names)), "case names must be unique"
    # One setup and one case a line: a changed refusal is one changed line in the diff.
    lines = [f"  {json.dumps(name)}: {text}" for text, name in setups.items()]
    cases = [f"  {json.dumps(item, ensure_ascii=False)}" for item in golden]
    GOLDEN.write_text('{"setups": {\n' + ",\n".join(lines) + '\n},\n"cases": [\n' + ",\n".join(cases) + "\n]}\n",
                      encoding="utf-8")
    print(f"{GOLDEN.relative_to(ROOT)}: {len(golden)} cases, {len(setups)} setups")
    print("messages no case gives:", ", ".join(sorted(set(MESSAGE_KEYS) - met)))


if __name__ == "__main__":
    main()
