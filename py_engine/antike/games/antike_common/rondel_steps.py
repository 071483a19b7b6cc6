"""Rondel steps, the same rule in every Antike game (R-TURN-6, A2's rondel, D-RON-3): eight fields
clockwise, the same field again is a whole round (E-1, E-D-1), the first move is free and later
steps beyond the free ones cost one unit each. Each game passes its own fields and free steps; this
module imports nothing, so that a game reusing it loads no other game's rules."""


def steps(from_field, to_field, fields):
    """Fields advanced clockwise on `fields` from one field to another: 1 to 8, staying is 8."""
    distance = (fields.index(to_field) - fields.index(from_field)) % len(fields)
    return distance or len(fields)


def step_cost(from_field, to_field, fields, free):
    """Units to pay to reach `to_field`: nothing on the first move (from None), else 1 per field
    beyond the `free` ones."""
    if from_field is None:
        return 0
    return max(0, steps(from_field, to_field, fields) - free)
