"""What the bridge's commands share: the one game in play, the language of the request being answered,
and the bridge's own refusals (core/bridge.py is the door, core/bridge_files.py its commands on files
and links)."""

from .errors import AntikeError
from .messages import LANGUAGES

_session = {"game": None, "computer_players": None}
# The language of the request being answered: every request may name one ("en" by default).
_words = {"language": "en"}


class BridgeError(AntikeError):
    """A request the bridge refuses, with its stable code: `BridgeError(code, key, **params)`."""

    def __init__(self, code, key, **params):
        super().__init__(key, **params)
        self.code = code


def _game():
    game = _session["game"]
    if game is None:
        raise BridgeError("no_game", "bridge.no_game")
    return game


def _summary(match):
    # In every language: the saved-games list is drawn in whichever the page has then.
    return {language: match.rules.summary(match.state, language) for language in LANGUAGES}
