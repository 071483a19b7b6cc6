"""Every text a player reads about Attika, in English and German side by side: the rulebook's terms,
prompts and labels (terms.py), each log event (log.py), why a decision or an option is refused
(refusals.py), the page's words (page.py), the rules help (help.py) and a saved game's row and end
summary (summary.py)."""
