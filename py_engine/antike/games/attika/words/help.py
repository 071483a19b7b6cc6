"""Attika's rules help for the page, in English and German: a short "How to play" (`help.*`, shown in
the catalogue's order under `help.title`), the words that say why a build option is or is not
possible (`tip.*`) and the end summary's words (`end.*`). words.page_words hands them to the page
with Attika's other words.

Numbers the rules set (actions, cards, the road's cost) are not written here: `{reveals}` and the
like are filled in from the rules' own constants, so that a text never states its own.
"""

from ..components import AMPHORAS, GROUPS, MAIN_PIECES, PIECE_COUNT, ROAD_COST, STACK_SIZE
from ..turns import NO_ACTION_CARDS, NORMAL_ACTIONS

HELP_WORDS = {
    "en": {
        "help.title": "How to play",
        "help.goal": "Each player is a city state of ancient Greece with {pieces} buildings. You win at once "
                     "when all {pieces} of your buildings stand on the map, or when one chain of your own "
                     "buildings touches two shrines.",
        "help.turn": "On your turn you either reveal (up to {reveals} times) or build (up to {builds} times); "
                     "your first action decides which. You may stop at any moment: then you draw one card "
                     "for each of these actions left unused, or {no_action} cards if you took no action, "
                     "and the next player goes on.",
        "help.reveal": "Reveal: turn up the top building of one of your four stacks (stack 1 holds your "
                       "{main} main buildings, the others {stack} buildings each). Build it at once or put it "
                       "on your player board. When a stack runs empty, you turn up a new board tile and lay "
                       "it against the map: its fields are yours to build on at once.",
        "help.build": "Build: take a building from your player board and put it on an empty field (never on "
                      "a shrine). Its cost is the landscape symbols printed on it. Every symbol on the field "
                      "and on its empty neighbours strikes one symbol of its kind off the cost; pay the rest "
                      "with one card of the kind, or any two cards, per symbol. A road costs {road} cards of "
                      "any kind, one card less per symbol around it.",
        "help.order": "Building order: a building is free when it touches one of your buildings with an arrow "
                      "pointing to it on your player board (a road beside one of your roads, too).",
        "help.settlements": "Settlements: your buildings that touch each other form a settlement. A building "
                            "that touches none of yours starts a new one and costs one more card of any kind "
                            "per settlement you already have. A building that touches two settlements joins "
                            "them.",
        "help.shrines": "Shrines: nobody builds on a shrine. Join two of them with one settlement of yours "
                        "and you win.",
        "help.amphoras": "Amphoras: complete one of the {groups} groups (all its buildings on the map, linked "
                         "among themselves) and you take an amphora from the supply ({amphoras} in all; a "
                         "card when it is empty). On your turn an amphora buys one more action of the turn's "
                         "kind once its normal actions are used, or one more card when you stop.",
        "help.end": "The end: all {pieces} buildings on the map or two shrines joined win at once. If nothing "
                    "can change any more (no empty field and no tile to come, or no card and no building "
                    "left to build), the most buildings on the map win.",
        "tip.cost": "{building}: costs {cost} (printed symbols; each field's symbols lower it).",
        "tip.road": "{building}: costs {road} cards of any kind, one less per symbol on and around its field.",
        "tip.possible": "You can build it now: at least one field is within your hand's reach.",
        "tip.possible.reveal": "You can reveal now: the stack holds {count}.",
        "tip.count.one": "1 building", "tip.count.other": "{count} buildings",
        "tip.not.kind": "Not now: this turn you already {kind}; a turn keeps to one kind of action.",
        "tip.not.actions": "Not now: the turn's actions are used, and an extra one costs an amphora.",
        "tip.not.unaffordable": "Not now: no empty field where your hand pays for it.",
        "tip.not.empty": "Not now: the stack is empty.",
        "tip.not.step": "Not now: finish the step in hand first.",
        "tip.kind.reveal": "revealed", "tip.kind.build": "built",
        "tip.info": "Why?",
        "end.player": "City state", "end.on_map": "On the map", "end.by_group": "Buildings by group", "end.settlements": "Settlements",
        "end.shrines": "Shrines (one settlement)", "end.cards": "Cards left", "end.amphoras": "Amphoras",
        "end.turns": "The game lasted {n} turns.",
        "end.rematch": "Rematch",
        "end.rematch.title": "The same city states and players, with a new seed",
    },
    "de": {
        "help.title": "Spielanleitung",
        "help.goal": "Jeder spielt einen Stadtstaat im alten Griechenland mit {pieces} Gebäuden. Du gewinnst "
                     "sofort, wenn alle {pieces} deiner Gebäude auf dem Plan stehen oder wenn eine Kette "
                     "deiner eigenen Gebäude zwei Heiligtümer berührt.",
        "help.turn": "In deinem Zug deckst du auf (bis zu {reveals}-mal) oder baust (bis zu {builds}-mal); "
                     "deine erste Aktion entscheidet, was. Du darfst jederzeit aufhören: dann ziehst du eine "
                     "Karte für jede dieser Aktionen, die du nicht genutzt hast, oder {no_action} Karten, "
                     "wenn du keine Aktion gemacht hast, und der Nächste ist am Zug.",
        "help.reveal": "Aufdecken: du deckst das oberste Gebäude eines deiner vier Stapel auf (Stapel 1 hält "
                       "deine {main} Hauptgebäude, die anderen je {stack} Gebäude). Du baust es sofort oder "
                       "legst es auf deine Ablagetafel. Wird ein Stapel leer, deckst du ein neues "
                       "Spielplanteil auf und legst es an den Plan an: auf seinen Feldern kannst du sofort "
                       "bauen.",
        "help.build": "Bauen: du nimmst ein Gebäude von deiner Ablagetafel und stellst es auf ein leeres Feld "
                      "(nie auf ein Heiligtum). Es kostet die Landschaftssymbole, die darauf gedruckt sind. "
                      "Jedes Symbol auf dem Feld und auf seinen leeren Nachbarfeldern streicht ein Symbol "
                      "seiner Art von den Kosten; den Rest zahlst du mit einer Karte der Art oder zwei "
                      "beliebigen Karten je Symbol. Eine Straße kostet {road} beliebige Karten, eine Karte "
                      "weniger je Symbol um sie herum.",
        "help.order": "Sinnvolle Baureihenfolge: ein Gebäude ist kostenlos, wenn es eines deiner Gebäude berührt, "
                      "von dem auf deiner Ablagetafel ein Pfeil auf es zeigt (auch eine Straße neben einer "
                      "deiner Straßen).",
        "help.settlements": "Siedlungen: deine Gebäude, die einander berühren, bilden eine Siedlung. Ein "
                            "Gebäude, das keines deiner Gebäude berührt, gründet eine neue und kostet eine "
                            "beliebige Karte mehr je Siedlung, die du schon hast. Ein Gebäude, das zwei "
                            "Siedlungen berührt, verbindet sie.",
        "help.shrines": "Heiligtümer: auf einem Heiligtum wird nie gebaut. Verbindest du zwei davon mit einer "
                        "deiner Siedlungen, gewinnst du.",
        "help.amphoras": "Amphoren: vollendest du eine der {groups} Gruppen (alle ihre Gebäude auf dem Plan, "
                         "untereinander verbunden), nimmst du eine Amphore aus dem Vorrat ({amphoras} in allem; "
                         "ist er leer, eine Karte). In deinem Zug kauft eine Amphore eine weitere Aktion der "
                         "Art des Zuges, wenn die normalen verbraucht sind, oder eine Karte mehr beim Aufhören.",
        "help.end": "Das Ende: alle {pieces} Gebäude auf dem Plan oder zwei verbundene Heiligtümer gewinnen "
                    "sofort. Kann sich nichts mehr ändern (kein leeres Feld und kein Teil mehr, oder keine "
                    "Karte und kein Gebäude mehr zu bauen), gewinnen die meisten Gebäude auf dem Plan.",
        "tip.cost": "{building}: kostet {cost} (gedruckte Symbole; die Symbole der Felder senken es).",
        "tip.road": "{building}: kostet {road} beliebige Karten, eine weniger je Symbol auf und um das Feld.",
        "tip.possible": "Du kannst es jetzt bauen: mindestens ein Feld kannst du mit deiner Hand bezahlen.",
        "tip.possible.reveal": "Du kannst jetzt aufdecken: der Stapel hält {count}.",
        "tip.count.one": "1 Gebäude", "tip.count.other": "{count} Gebäude",
        "tip.not.kind": "Jetzt nicht: in diesem Zug hast du schon {kind}; ein Zug bleibt bei einer Art Aktion.",
        "tip.not.actions": "Jetzt nicht: die Aktionen des Zuges sind verbraucht, eine weitere kostet eine Amphore.",
        "tip.not.unaffordable": "Jetzt nicht: kein leeres Feld, auf dem deine Hand es bezahlt.",
        "tip.not.empty": "Jetzt nicht: der Stapel ist leer.",
        "tip.not.step": "Jetzt nicht: beende zuerst den laufenden Schritt.",
        "tip.kind.reveal": "aufgedeckt", "tip.kind.build": "gebaut",
        "tip.info": "Warum?",
        "end.player": "Stadtstaat", "end.on_map": "Auf dem Plan", "end.by_group": "Gebäude nach Gruppe", "end.settlements": "Siedlungen",
        "end.shrines": "Heiligtümer (eine Siedlung)", "end.cards": "Karten übrig", "end.amphoras": "Amphoren",
        "end.turns": "Die Partie dauerte {n} Züge.",
        "end.rematch": "Revanche",
        "end.rematch.title": "Dieselben Stadtstaaten und Spieler, mit neuem Startwert",
    },
}

# Placeholders the page fills from the view (not the rules' numbers): left as they are.
PAGE_PLACEHOLDERS = ("building", "cost", "count", "kind", "n")


def _numbers():
    # The rules' own numbers, for the texts' placeholders.
    return {"pieces": PIECE_COUNT, "reveals": NORMAL_ACTIONS["reveal"], "builds": NORMAL_ACTIONS["build"],
            "no_action": NO_ACTION_CARDS, "main": len(MAIN_PIECES), "stack": STACK_SIZE, "road": ROAD_COST,
            "groups": len(GROUPS), "amphoras": AMPHORAS}


def help_words(language):
    """The rules help, the build options' reasons and the end summary's words in `language`, the
    rules' numbers filled in."""
    numbers = {**_numbers(), **{name: "{" + name + "}" for name in PAGE_PLACEHOLDERS}}
    return {key: text.format(**numbers) for key, text in HELP_WORDS[language].items()}
