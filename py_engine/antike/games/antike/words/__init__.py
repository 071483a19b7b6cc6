"""Antike's own texts, in English and German side by side: its rules help (help.py). The texts both
editions share are antike_common's words package."""
