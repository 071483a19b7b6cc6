"""The log cut into turns, so that a page can follow the other nations (issue 20, item 4).

A turn's lines begin with its `rondel` event; a round's start (`round`, `take_resource`) and the
start cities come between turns. Each part of the log gets a title for the separator the page draws
before it ("Round 3 · Greeks") and, for a nation's turn, a one-line summary of what it did ("Greeks:
Maneuver; 2 moves to Sparta; conquered Athen"), which the page shows as "since your last turn".
"""

from .log import units_words
from .terms import TERMS

WORDS = {
    "en": {
        "title.turn": "Round {round} · {nation}", "title.round": "Round {round}", "title.setup": "Start cities",
        "summary": "{nation}: {parts}", "summary.and": "; ", "summary.list": ", ",
        "summary.produce": "+{amount} {resource}",
        "summary.arm": "armed {units} in {places}",
        "summary.temple.one": "built a temple in {places}", "summary.temple.other": "built {n} temples in {places}",
        "summary.know_how": "bought {know_hows}",
        "summary.move.one": "{n} move to {places}", "summary.move.other": "{n} moves to {places}",
        "summary.fight": "fights in {places}", "summary.conquer": "conquered {places}",
        "summary.destroy_temple": "destroyed the neutral temple in {places}",
        "summary.found": "founded {places}", "summary.give_up": "gave up {places}",
        "summary.earn": "earned: {personages}", "summary.trade": "traded",
    },
    "de": {
        "title.turn": "Runde {round} · {nation}", "title.round": "Runde {round}", "title.setup": "Startstädte",
        "summary": "{nation}: {parts}", "summary.and": "; ", "summary.list": ", ",
        "summary.produce": "+{amount} {resource}",
        "summary.arm": "{units} gerüstet in {places}",
        "summary.temple.one": "Tempel gebaut in {places}", "summary.temple.other": "{n} Tempel gebaut in {places}",
        "summary.know_how": "erworben: {know_hows}",
        "summary.move.one": "{n} Bewegung nach {places}", "summary.move.other": "{n} Bewegungen nach {places}",
        "summary.fight": "Kämpfe in {places}", "summary.conquer": "erobert: {places}",
        "summary.destroy_temple": "neutraler Tempel zerstört: {places}",
        "summary.found": "gegründet: {places}", "summary.give_up": "aufgegeben: {places}",
        "summary.earn": "erhalten: {personages}", "summary.trade": "getauscht",
    },
}

# The page's words about following the others (page.page_words hands them over).
PAGE_WORDS = {
    "en": {"since.title": "Since your last turn:", "log.show": "{line} (show on the map)"},
    "de": {"since.title": "Seit deinem letzten Zug:", "log.show": "{line} (auf der Karte zeigen)"},
}

# Events whose province a turn's summary lists under one heading, in the order they are said.
PLACE_PARTS = ("fight", "conquer", "destroy_temple", "found", "give_up")


def _unique(items):
    return list(dict.fromkeys(items))


def _summary(events, nation, board, language, edition):
    words = WORDS[language]
    terms = edition.terms_of(language) if edition is not None else TERMS[language]

    def places(ids):
        return words["summary.list"].join(board.provinces[p]["name"] for p in _unique(ids))

    def of(kind):
        return [e for e in events if e["event"] == kind and e.get("nation") == nation]

    parts = [terms["field." + e["field"]] for e in of("rondel")]
    parts += [words["summary.produce"].format(amount=e["amount"], resource=terms[e["resource"]])
              for e in of("produce") if e["amount"]]
    if of("arm"):
        units = {unit: sum(e["unit"] == unit for e in of("arm")) for unit in ("legion", "galley")}
        parts.append(words["summary.arm"].format(units=units_words(units, language),
                                                 places=places(e["province"] for e in of("arm"))))
    if of("temple"):
        n = len(of("temple"))
        parts.append(words[f"summary.temple.{'one' if n == 1 else 'other'}"].format(
            n=n, places=places(e["province"] for e in of("temple"))))
    if of("know_how"):
        parts.append(words["summary.know_how"].format(
            know_hows=words["summary.list"].join(terms[e["know_how"]] for e in of("know_how"))))
    if of("trade") or of("exchange"):
        parts.append(words["summary.trade"])
    moves = of("move")
    if moves:
        parts.append(words[f"summary.move.{'one' if len(moves) == 1 else 'other'}"].format(
            n=len(moves), places=places(e["target"] for e in moves)))
    # A fight in the turn: one the nation began, or one an entered nation chose (fight_entry).
    fights = [e["province"] for e in events if e["event"] == "fight" and e["nation"] == nation
              or e["event"] == "fight_entry" and e["mover"] == nation]
    found = {"fight": fights, **{kind: [e["province"] for e in of(kind)] for kind in PLACE_PARTS[1:]}}
    parts += [words[f"summary.{kind}"].format(places=places(found[kind])) for kind in PLACE_PARTS if found[kind]]
    earned = [e["kind"] for e in of("earn")]
    if earned:
        parts.append(words["summary.earn"].format(personages=words["summary.list"].join(
            terms.get("no." + kind, terms[kind]) for kind in earned)))
    return words["summary"].format(nation=board.nation_name(nation, language), parts=words["summary.and"].join(parts))


def log_turns(log, current_round, board, language="en", edition=None):
    """The parts of `log` (a list of events, the whole log or its tail), in order.

    Each part is {"first": the index in `log` of its first event, "nation": whose turn it is (None for
    a round's start and the start cities), "round", "title" (words) and "summary" (words, for a
    nation's turn; else None)}. A tail that begins inside a turn begins with that turn's part, its
    nation the first event's. `current_round` is the round the game is in at the log's end;
    `edition` (edition.py) says its own terms, if any.
    """
    words = WORDS[language]
    starts = [event["round"] for event in log if event["event"] == "round"]
    round_ = starts[0] - 1 if starts else current_round
    parts = []
    for index, event in enumerate(log):
        kind = event["event"]
        if kind == "round":
            round_ = event["round"]
            parts.append({"first": index, "nation": None, "round": round_})
        elif kind == "rondel" or not parts and "nation" in event and kind != "start_city":
            parts.append({"first": index, "nation": event["nation"], "round": round_})
        elif kind == "start_city" and (not parts or parts[-1].get("setup") is None):
            parts.append({"first": index, "nation": None, "round": round_, "setup": True})
        elif not parts:
            parts.append({"first": index, "nation": None, "round": round_})
    ends = [part["first"] for part in parts[1:]] + [len(log)]
    for part, end in zip(parts, ends):
        nation = part["nation"]
        if part.pop("setup", None):
            part["title"] = words["title.setup"]
        elif nation:
            part["title"] = words["title.turn"].format(round=part["round"], nation=board.nation_name(nation, language))
        else:
            part["title"] = words["title.round"].format(round=part["round"])
        part["summary"] = _summary(log[part["first"]:end], nation, board, language, edition) if nation else None
    return parts
