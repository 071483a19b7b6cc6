"""Every text a player reads about Antike and Antike II that both editions share, in English and German
side by side: the rulebooks' terms and each log event (log.py), why a decision or an option is refused
(refusals.py), the page's words (page.py), the log cut into turns (log_turns.py) and a saved game's
row (summary.py). What differs by edition is in that edition's own words package (help.py)."""
