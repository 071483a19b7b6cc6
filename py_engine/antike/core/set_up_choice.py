"""The new-game form's choice of set-up, alike for every game with a house set (a game whose house
rules change its set-up): the current house set, the default, or the set-up as printed in the
rulebook (house set 1), each with one line on why the house set differs. It is a plain
"choice" of core/schema.py, so the page builds it as any other; the seats' note, which states the
set-up, is given by that choice too (the seats table's last level, `seats_by_set_up`)."""

# The version of every game's house set that deals the rulebook's set-up.
PRINTED = 1


def set_up_choices(current):
    """The house set versions the form offers, the default first: `current`, then the printed one."""
    return (current, PRINTED)


def set_up_field(current, words):
    """The field "house_set": the house set `current` (the default) or the set-up as printed; `words(key)`
    gives {language: text} of the game's "house_set" (the field's label), "house_set.current",
    "house_set.printed" (the choices' labels) and "house_set.why" (the line under either choice)."""
    why = words("house_set.why")
    labels = {current: words("house_set.current"), PRINTED: words("house_set.printed")}
    return {"name": "house_set", "kind": "choice", "label": words("house_set"), "default": current,
            "choices": [{"value": version, "label": labels[version], "note": why}
                        for version in set_up_choices(current)]}


def seats_by_set_up(current, leaf):
    """The seats table's level under the set-up choice: {version, as the form reads it: leaf(version)}."""
    return {str(version): leaf(version) for version in set_up_choices(current)}
