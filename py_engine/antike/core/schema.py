"""Options schemas: what a new game of a game may be given, as data for the page and for the engine.

A schema is {"fields": [...], "seats": {...}}, every text in it an object {language: words}.
Fields, in the order the page shows them:
- "choice": one of `choices` ({"value", "label", "note"?}); a choice with "sets" sets those
  options (one choice of "players" may set both the number of seats and a two-player form),
  one without sets the option named by the field to its value;
- "flags": any of `choices` (a list option); a flag may carry "requires" ([{"option", "among",
  "message"}]: the option's value must be among those) and "excludes" ([{"flag", "message"}]);
- "integer": a whole number (a seed); a field marked "advanced" may be shown folded away; one
  marked "random" (default null) is a new random number when left empty, and again for a rematch,
  kept in the options so that the game replays;
- "seat_names": a name per seat (see "seats").
"seats" is a table of the seats a form's choices give: nested by the values of the fields named in
"by", each leaf {"seats": [{"members": [{"id", "name", "colour", "letter"}], "label"}], "note"}.
A seat's "label" is null when the seat is named by its single member.

The engine checks a flags field's constraints with `flag_problem`, the page disables what the
same constraints forbid: one rule, said once.
"""


def flag_problem(choices, chosen, options):
    """The first constraint that the `chosen` flags (of a field's `choices`) break in `options`, as
    (message key, flag), or None."""
    for choice in choices:
        if choice["value"] not in chosen:
            continue
        for need in choice.get("requires", ()):
            if options.get(need["option"]) not in need["among"]:
                return need["message"], choice["value"]
        for other in choice.get("excludes", ()):
            if other["flag"] in chosen:
                return other["message"], choice["value"]
    return None
