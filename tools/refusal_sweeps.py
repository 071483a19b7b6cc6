"""The refusal golden's sweeps (tools/make_refusal_golden.py): along a seeded game of each game, the
decisions the bridge refuses and the places it says "why not" of, one case for each distinct message;
and links forged with the documented layout (tests/link_forge.py), one for each way a link is refused.

A case is {"name", "setup": the requests that set the table, "request"}; "{language}" in a request
stands for the language of the run (the golden holds every case in English and German)."""

import random

from antike.core.errors import AntikeError
from antike.core.match import Match
from antike.games.antike_common.simulate import choose
from link_forge import GOLDEN_3, as_link, body, forged, header_of, leb128, out_of_range, pairs_of, three

# Points of the sweep's game (decisions made) where its decisions and places are tried.
POINTS = tuple(range(0, 301, 10))
NEIGHBOURS = 6  # a decision legal up to this many decisions before or after, but not now
ELSEWHERE = 25  # and one legal at every this many decisions of the whole game
MUTATED = 30  # of each point's legal decisions, the first this many are mutated field by field
WEIGHTED = ("antike", "antike2")


def case(name, request, setup=()):
    """A case: `setup` requests, then the refused `request` (a raw string is sent as it is)."""
    return {"name": name, "setup": list(setup), "request": request}


def refused(command, **fields):
    """A request of `command` in the run's language."""
    return {"command": command, **fields, "language": "{language}"}


def sweep_game(game, options, seed=5):
    """A seeded game of `game` played to the sweep's last point (Antike's editions by the weighted
    policy, which reaches fights and conquests; the others uniformly)."""
    match, rng = Match(options, (), game), random.Random(seed)
    while len(match.decisions) < POINTS[-1] + NEIGHBOURS and match.rules.to_decide(match.state) is not None:
        legal = match.rules.legal_decisions(match.state)
        match.play(choose(match.state, rng) if game in WEIGHTED else rng.choice(legal))
    return match


def _loaded(match, point):
    record = match.to_json()
    return [{"command": "load", "record": {**record, "decisions": record["decisions"][:point]}}]


def _mutations(decision):
    # The decision with one field dropped or replaced by a value of another kind.
    for name, value in decision.items():
        if name == "type":
            continue
        yield {key: item for key, item in decision.items() if key != name}
        if isinstance(value, str):
            yield {**decision, name: "nowhere"}
        elif isinstance(value, bool):
            yield {**decision, name: "yes"}
        elif isinstance(value, int):
            yield from ({**decision, name: 99}, {**decision, name: -1})
        elif isinstance(value, dict):
            yield from ({**decision, name: {"gold": 99}}, {**decision, name: []})
        yield {**decision, "extra": 1}


def _signature(error):
    # A refusal's code and key, and the key of the reason it gives, if any.
    reason = error.message.params.get("reason")
    return error.code, error.message.key, getattr(reason, "key", None)


def decision_cases(game, match):
    """One refused decision for each distinct refusal met along `match`."""
    rules, seen, cases = match.rules, set(), []
    for point in (p for p in POINTS if p <= len(match.decisions) - NEIGHBOURS):
        state = match.state_at(point)
        legal = rules.legal_decisions(state)
        near = range(max(0, point - NEIGHBOURS), point + NEIGHBOURS + 1)
        far = range(0, len(match.decisions), ELSEWHERE)
        others = [d for n in [*near, *far] if n != point for d in rules.legal_decisions(match.state_at(n))
                  if d not in legal]
        mutated = [m for decision in legal[:MUTATED] for m in _mutations(decision)]
        for candidate in others + mutated:
            try:
                rules.checked_decision(state, candidate)
            except AntikeError as error:
                signature = _signature(error)
                if signature not in seen:
                    seen.add(signature)
                    cases.append(case(f"{game}.decision.{len(cases) + 1:02d}.{signature[1]}",
                                      refused("apply", decision=candidate), _loaded(match, point)))
    return cases


def _targets(game, state, legal):
    # Every place of the table a person may click, as the game's view names it.
    if game in WEIGHTED:
        origins = sorted({d["from"] for d in legal if d["type"] == "move"})
        return [{"province": p} for p in state.board.provinces] + [
            {"province": p, "from": origin} for origin in origins[:2] for p in state.board.provinces]
    if game == "duellum":
        return [{"region": region} for region in state.board.regions]
    return [{"field": field} for field in [*state.fields, *state.shrines, "9,9"]]


def why_not_cases(game, match):
    """One place for each distinct reason the bridge's why_not gives along `match`, and a place the
    table does not have (a refusal)."""
    rules, seen, cases = match.rules, set(), []
    for point in (p for p in POINTS if p <= len(match.decisions)):
        state = match.state_at(point)
        for target in _targets(game, state, rules.legal_decisions(state)):
            key = rules.why_not(state, target).key
            if key not in seen:
                seen.add(key)
                cases.append(case(f"{game}.why_not.{len(cases) + 1:02d}.{key}", refused("why_not", target=target),
                                  _loaded(match, point)))
    nowhere = {"antike": {"province": "atlantis"}, "antike2": {"province": "atlantis", "from": "roma"},
               "duellum": {"region": "atlantis"}, "attika": {"field": "north"}}[game]
    cases.append(case(f"{game}.why_not.unknown_place", refused("why_not", target=nowhere), _loaded(match, 0)))
    return cases


def _valid_cut(text, count):
    # `count` characters cut off the end, keeping a length base64 can hold.
    return text[:-count] if (len(text) - count - 5) % 4 != 1 else text[:-count - 1]


def forged_link_cases():
    """A link forged for each way the bridge refuses one (tests/core/test_link.py's refusals)."""
    from antike.core.link import encode_link
    head = header_of(three())
    pairs = pairs_of(GOLDEN_3)
    links = {
        "stream_tail": as_link(body(head), after=b"\0\0\0"),
        "cut": _valid_cut(encode_link(three(), "m1"), 12),
        "bomb": as_link(bytes(1_000_010), seal=False),
        "not_ours": as_link(b"PK\x01" + bytes(20)), "too_short": as_link(b"AL", seal=False),
        "format_version": as_link(body(head, version=2)),
        "checksum": as_link(body(head) + bytes(4), seal=False),
        "header_length": as_link(b"AL\x01" + leb128(500) + b"{}"),
        "header_not_json": as_link(body(b"{game}")), "header_list": as_link(body(b"[1, 2]")),
        "field_missing": as_link(body(b'{"game": "antike"}')), "field_unknown": forged(seats=2),
        "field_type": forged(order="1"), "match_id": forged(match="two words"), "game": forged(game="chess"),
        "hidden": forged(game="duellum"), "order": forged(order=7), "decisions": forged(decisions=10 ** 9),
        "options": forged(options={"board": "atlantis", "nations": 3}),
        "computer": forged(computer={"romans": {"strength": "easy"}}),
        "index": forged(out_of_range()), "over": forged([*pairs, (1, 2)]),
        "short": forged(pairs[:100], decisions=len(pairs)),
        "extra": forged([*pairs[:100], (255, 256)], decisions=100),
    }
    return [case(f"link.forged.{name}", refused("open_link", text=text)) for name, text in links.items()]
