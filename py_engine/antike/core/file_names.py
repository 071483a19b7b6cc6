"""A save file's name: what the game puts first, the players' given names, the caller's date and
the number of decisions, in characters that are the same on every system and need no escaping.
The engine has no clock: the date is the caller's, so that a replay gives the same name."""

import re
import unicodedata

_UNSAFE = re.compile(r"[^a-z0-9]+")
# Letters that NFKD does not take apart into an ASCII letter and a mark.
_SPELLED_OUT = str.maketrans({"ß": "ss", "æ": "ae", "œ": "oe", "ø": "o", "đ": "d", "ł": "l", "þ": "th"})
MAX_NAME_PART = 20  # characters of one name or of the date in a file name


def safe_part(text):
    """`text` in a file name: lower-case ASCII letters and digits, other runs of characters a single
    hyphen ("Jörg SSe" -> "jorg-sse"), at most MAX_NAME_PART characters; "" when nothing is left."""
    spelled = unicodedata.normalize("NFKD", text.lower().translate(_SPELLED_OUT))
    ascii_text = spelled.encode("ascii", "ignore").decode("ascii")
    return _UNSAFE.sub("-", ascii_text).strip("-")[:MAX_NAME_PART].strip("-")


def save_file_name(first_parts, seats, names, decision_count, date=None):
    """<first parts>[-<names>][-<date>]-decision-<k>.antike.json: for each seat in `seats` (seating
    order) that has a name in `names`, that name cut by safe_part (the seat's id when nothing safe is
    left), each name once (a name given to several seats, as to a team, appears once); the date if it
    is a string with something safe in it."""
    parts = list(first_parts)
    given = []
    for seat in seats:
        name = names.get(seat)
        if name is not None:
            part = safe_part(name) or seat
            if part not in given:
                given.append(part)
    parts += given
    if isinstance(date, str) and safe_part(date):
        parts.append(safe_part(date))
    return "-".join(parts) + f"-decision-{decision_count}.antike.json"
