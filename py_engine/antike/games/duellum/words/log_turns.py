"""Duellum's log cut into turns, so that the page can follow the opponent: each turn's part of the
log (from its `turn` event) with a title for the separator the page draws before it ("Turn 7 ·
Romans") and a one-line summary of what the player did ("Romans: Militia; armed 2 legions in Roma;
took a king"), shown as "since your last turn" (Antike's log_turns.py does the same for its rounds).
The opponent's picks in a turn are said in that turn's summary after the player's own part.
"""

from ....core.messages import count_key
from ..board import load_board
from .terms import CARD_NAMES, amount, term

WORDS = {
    "en": {
        "title.turn": "Turn {turn} · {player}", "title.setup": "Set-up",
        "summary": "{player}: {parts}", "summary.and": "; ", "summary.list": ", ",
        "summary.produce": "+{units} {resource}",
        "summary.temple": "temple in {places}", "summary.wall": "city wall in {places}",
        "summary.know_how": "bought {know_hows}", "summary.recruit": "recruited {units}",
        "summary.arm": "armed {units} in {places}", "summary.move.one": "moved 1 unit to {places}",
        "summary.move.other": "moved {n} units to {places}",
        "summary.fight": "fights in {places}", "summary.conquest": "conquered {places}",
        "summary.withdrawn": "withdrew from {places}",
        "summary.found": "founded {places}", "summary.card": "played {cards}", "summary.trade": "traded",
        "summary.personage": "took {personages}", "summary.pick": "{player} picked {cards}",
        "summary.nothing": "no action",
    },
    "de": {
        "title.turn": "Zug {turn} · {player}", "title.setup": "Aufbau",
        "summary": "{player}: {parts}", "summary.and": "; ", "summary.list": ", ",
        "summary.produce": "+{units} {resource}",
        "summary.temple": "Tempel in {places}", "summary.wall": "Stadtmauer in {places}",
        "summary.know_how": "erworben: {know_hows}", "summary.recruit": "rekrutiert: {units}",
        "summary.arm": "{units} aufgestellt in {places}", "summary.move.one": "1 Einheit bewegt nach {places}",
        "summary.move.other": "{n} Einheiten bewegt nach {places}",
        "summary.fight": "Kämpfe in {places}", "summary.conquest": "erobert: {places}",
        "summary.withdrawn": "zurückgezogen aus {places}",
        "summary.found": "gegründet: {places}", "summary.card": "gespielt: {cards}", "summary.trade": "getauscht",
        "summary.personage": "erhalten: {personages}", "summary.pick": "{player} nehmen {cards}",
        "summary.nothing": "keine Aktion",
    },
}


def _unique(items):
    return list(dict.fromkeys(items))


def _count_units(events, language):
    units = [e["unit"] for e in events]
    return WORDS[language]["summary.list"].join(amount(unit, units.count(unit), language) for unit in _unique(units))


def _summary(events, player, board, language):
    words = WORDS[language]
    joined = words["summary.list"].join

    def places(regions):
        return joined(board.region_name(region) for region in _unique(regions))

    def of(kind, who=player):
        return [e for e in events if e["event"] == kind and (who is None or e.get("player") == who)]

    parts = [term(e["field"], language) for e in of("rondel")]
    parts += [words["summary.produce"].format(units=e["units"], resource=term(e["resource"], language))
              for e in of("production") if e["units"]]
    for kind in ("temple", "wall"):
        if of(kind):
            parts.append(words[f"summary.{kind}"].format(places=places(e["region"] for e in of(kind))))
    if of("know_how"):
        parts.append(words["summary.know_how"].format(know_hows=joined(term(e["know_how"], language)
                                                                       for e in of("know_how"))))
    if of("recruit"):
        parts.append(words["summary.recruit"].format(units=_count_units(of("recruit"), language)))
    if of("arm"):
        parts.append(words["summary.arm"].format(units=_count_units(of("arm"), language),
                                                 places=places(e["region"] for e in of("arm"))))
    if of("move"):
        moves = of("move")
        parts.append(words[count_key("summary.move", len(moves))].format(
            n=len(moves), places=places(e["path"][-1] for e in moves)))
    for kind, found in (("fight", of("fight", None)), ("conquest", of("conquest")), ("withdrawn", of("withdrawn")),
                        ("found", of("found"))):
        if found:
            parts.append(words[f"summary.{kind}"].format(places=places(e["region"] for e in found)))
    cards = of("card") + of("card_played")
    if cards:
        parts.append(words["summary.card"].format(cards=joined(CARD_NAMES[language][e["card"]] for e in cards)))
    if of("trade"):
        parts.append(words["summary.trade"])
    if of("personage"):
        parts.append(words["summary.personage"].format(personages=joined(
            amount(e["personage"], e["count"], language) for e in of("personage"))))
    said = words["summary"].format(player=board.player_name(player, language),
                                   parts=words["summary.and"].join(parts or [words["summary.nothing"]]))
    picks = [e for e in events if e["event"] == "pick" and e.get("player") != player]
    if picks:
        said += words["summary.and"] + words["summary.pick"].format(
            player=board.player_name(picks[0]["player"], language),
            cards=joined(CARD_NAMES[language][e["card"]] for e in picks))
    return said


def log_turns(log, options, language="en"):
    """The parts of `log` (events, the whole log or its tail), in order: {"first": the index in `log`
    of its first event, "player" (and "nation", the same, for the page's log) whose turn it is (None
    for the set-up), "turn", "title" and "summary" (words; None for the set-up)}. A tail that begins
    inside a turn begins with that turn's part, its player the first event's."""
    board = load_board(options["board"])
    words = WORDS[language]
    parts = []
    for index, event in enumerate(log):
        if event["event"] == "turn":
            parts.append({"first": index, "player": event["player"], "turn": event["turn"]})
        elif not parts:
            parts.append({"first": index, "player": event.get("player") if event["event"] != "start" else None,
                          "turn": None})
    ends = [part["first"] for part in parts[1:]] + [len(log)]
    for part, end in zip(parts, ends):
        player = part["player"]
        part["nation"] = player
        if player is None:
            part["title"], part["summary"] = words["title.setup"], None
            continue
        name = board.player_name(player, language)
        part["title"] = words["title.turn"].format(turn=part["turn"] or "…", player=name)
        part["summary"] = _summary(log[part["first"]:end], player, board, language)
    return parts
