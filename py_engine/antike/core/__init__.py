"""What every game of the family shares: the game protocol, matches (records, undo, replay), save
files, computer seats, messages and errors, and the bridge to the browser."""
