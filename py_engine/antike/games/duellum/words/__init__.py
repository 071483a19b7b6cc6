"""Every text a player reads about Antike Duellum, in English and German side by side: the rulebook's
terms, prompts and labels (terms.py), each log event (log.py), why a decision or an option is refused
(refusals.py), the page's words (page.py), the rules help (help.py), the event cards (cards.py), the
log cut into turns (log_turns.py) and a saved game's row (summary.py)."""
