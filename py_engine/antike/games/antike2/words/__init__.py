"""Antike II's own texts, in English and German side by side: its rules help (help.py), which keeps
Antike's where the editions agree. The texts both editions share are antike_common's words package."""
