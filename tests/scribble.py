"""Scribbling on what the engine hands out, to show that nothing else changes with it."""


def scramble(value):
    """Change everything changeable inside `value`, in place."""
    if isinstance(value, dict):
        for key in list(value):
            if isinstance(value[key], (dict, list)):
                scramble(value[key])
            else:
                value[key] = "changed"
        value["added"] = 1
    elif isinstance(value, list):
        for item in value:
            scramble(item)
        value.append("added")
