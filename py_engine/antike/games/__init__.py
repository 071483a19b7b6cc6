"""The games of the family, one package each; each is imported only when a game of it is played."""
