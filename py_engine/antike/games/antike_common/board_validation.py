"""Checking a board's JSON data (`validate_board`): every problem in words, so that a broken board
is refused with reasons before a game is played on it (R-MAP-1..3, R-SET-1..5)."""

from collections import Counter

from .words.log import LANGUAGES

PROVINCE_COUNT = 50  # R-MAP-1
RESOURCES = ("marble", "iron", "gold")  # R-MAP-1
BORDER_KINDS = ("land", "sea", "combined")  # R-MAP-2
NATION_COUNTS = ("3", "4", "5", "6")  # R-SET-1; JSON object keys are strings
# A board's own names are English; `translations` give them in the engine's other languages.
TRANSLATED_LANGUAGES = tuple(language for language in LANGUAGES if language != "en")


def validate_board(data) -> list[str]:
    """Every problem of a board's JSON data, in words; an empty list means the board is valid."""
    if not isinstance(data, dict):
        return [f"a board must be a JSON object, not {type(data).__name__}"]
    problems = []
    for key in ("id", "name"):
        if not data.get(key) or not isinstance(data[key], str):
            problems.append(f"{key!r} must be a non-empty string")
    _check_version(data, problems)
    _check_translations(data.get("translations"), ("name", "note"), "the board", problems)
    provinces = _check_provinces(data.get("provinces"), problems)
    _check_borders(data.get("borders"), provinces, problems)
    nations = _check_nations(data.get("nations"), problems)
    by_count = _check_nations_by_count(data.get("nations_by_count"), nations, problems)
    _check_start_cities(data.get("start_cities"), by_count, provinces, problems)
    _check_starting_nation(data.get("starting_nation"), by_count, problems)
    _check_two_player(data, nations, by_count, problems)
    _check_neutral_temples(data, provinces, problems)
    return problems


def _check_version(data, problems) -> None:
    """A board's version (1 when missing), the drawing it shares with its other versions (`map`) and
    the board that replaces it for new games (`superseded_by`), if any."""
    version = data.get("version", 1)
    if type(version) is not int or version < 1:
        problems.append(f"'version' must be a whole number from 1, not {version!r}")
    for key in ("map", "superseded_by"):
        if key in data and (not isinstance(data[key], str) or not data[key] or data[key] == data.get("id")):
            problems.append(f"{key!r} must name another board, not {data[key]!r}")


def _duplicates(values) -> list:
    return [value for value, n in Counter(values).items() if n > 1]


def _known(value, ids) -> bool:
    # Checks the type first: a malformed file may hold lists where ids belong, and lists cannot be hashed.
    return isinstance(value, str) and value in ids


def _is_number(value) -> bool:
    # bool is an int in Python but never a coordinate.
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _check_provinces(provinces, problems) -> dict:
    """Check R-MAP-1; return {id: resource or None if invalid} of the provinces with an id."""
    if not isinstance(provinces, list):
        problems.append("'provinces' must be a list")
        return {}
    if len(provinces) != PROVINCE_COUNT:
        problems.append(f"expected {PROVINCE_COUNT} provinces (R-MAP-1), found {len(provinces)}")
    found = {}
    for index, province in enumerate(provinces):
        if not isinstance(province, dict) or not isinstance(province.get("id"), str):
            problems.append(f"province #{index} has no string 'id'")
            continue
        pid = province["id"]
        if not province.get("name") or not isinstance(province["name"], str):
            problems.append(f"province {pid!r}: 'name' must be a non-empty string")
        resource = province.get("resource")
        if resource not in RESOURCES:
            problems.append(f"province {pid!r}: resource {resource!r} is not marble, iron or gold")
            resource = None
        for key in ("x", "y", "lat", "lon"):
            if not _is_number(province.get(key)):
                problems.append(f"province {pid!r}: {key!r} must be a number, not {province.get(key)!r}")
        found[pid] = resource
    ids = [p["id"] for p in provinces if isinstance(p, dict) and isinstance(p.get("id"), str)]
    for pid in _duplicates(ids):
        problems.append(f"province id {pid!r} is used more than once")
    return found


def _check_borders(borders, provinces, problems) -> None:
    """Check R-MAP-2: known ends, no self-border, each pair once, known kind, all provinces connected."""
    if not isinstance(borders, list):
        problems.append("'borders' must be a list")
        return
    seen = set()
    adjacent = {pid: set() for pid in provinces}
    for index, border in enumerate(borders):
        if not isinstance(border, dict):
            problems.append(f"border #{index} must be an object with 'a', 'b' and 'kind'")
            continue
        a, b, kind = border.get("a"), border.get("b"), border.get("kind")
        name = f"border {a}-{b}"
        unknown = [end for end in (a, b) if not _known(end, provinces)]
        for end in unknown:
            problems.append(f"{name}: {end!r} is not a known province")
        if kind not in BORDER_KINDS:
            problems.append(f"{name}: kind {kind!r} is not land, sea or combined")
        if a == b:
            problems.append(f"{name} joins a province to itself")
        if unknown or a == b:
            continue
        pair = frozenset((a, b))
        if pair in seen:
            problems.append(f"{name} is given more than once (a border is listed once, either way round)")
        else:
            seen.add(pair)
            adjacent[a].add(b)
            adjacent[b].add(a)
    for pid, ns in adjacent.items():
        if not ns:
            problems.append(f"province {pid!r} has no border")
    if adjacent:
        first = min(adjacent)
        reached, frontier = {first}, [first]
        while frontier:
            for other in adjacent[frontier.pop()] - reached:
                reached.add(other)
                frontier.append(other)
        if len(reached) < len(adjacent):
            problems.append(f"the board is not connected: {sorted(set(adjacent) - reached)} "
                            f"cannot be reached from {first!r}")


def _check_nations(nations, problems) -> set:
    """Check each nation has id, name, colour and letter, none shared; return the nation ids."""
    if not isinstance(nations, list):
        problems.append("'nations' must be a list")
        return set()
    nations = [nation if isinstance(nation, dict) else {} for nation in nations]
    for index, nation in enumerate(nations):
        label = repr(nation["id"]) if isinstance(nation.get("id"), str) else f"#{index}"
        for key in ("id", "name", "colour", "letter"):
            if not nation.get(key) or not isinstance(nation[key], str):
                problems.append(f"nation {label} must have a non-empty string {key!r}")
        _check_translations(nation.get("translations"), ("name",), f"nation {label}", problems)
    # Colour and letter must each tell nations apart: the letter is for players who cannot see colour.
    for key in ("id", "colour", "letter"):
        for value in _duplicates(n[key] for n in nations if isinstance(n.get(key), str)):
            problems.append(f"nation {key} {value!r} is used by more than one nation")
    return {n["id"] for n in nations if isinstance(n.get("id"), str)}


def _check_translations(translations, fields, where, problems) -> None:
    """Check optional `translations` {language: {field: text}}: known languages and fields, non-empty texts."""
    if translations is None:
        return
    if not isinstance(translations, dict):
        problems.append(f"{where}: 'translations' must be an object {{language: {{field: text}}}}, "
                        f"not {translations!r}")
        return
    for language, texts in translations.items():
        where_language = f"{where}: translations[{language!r}]"
        if language not in TRANSLATED_LANGUAGES:
            problems.append(f"{where_language}: unknown language (known: {', '.join(TRANSLATED_LANGUAGES)})")
        elif not isinstance(texts, dict) or not texts:
            problems.append(f"{where_language} must be an object giving {' and/or '.join(map(repr, fields))}, "
                            f"not {texts!r}")
        else:
            for field, text in texts.items():
                if field not in fields:
                    problems.append(f"{where_language}: unknown field {field!r} "
                                    f"(known: {', '.join(map(repr, fields))})")
                elif not isinstance(text, str) or not text.strip():
                    problems.append(f"{where_language}[{field!r}] must be a non-empty string, not {text!r}")


def _check_nations_by_count(by_count, nations, problems) -> dict:
    """Check R-SET-1 lists for 3..6 nations; return {count: list of nations} of the valid lists."""
    if not isinstance(by_count, dict):
        problems.append("'nations_by_count' must be an object with keys '3' to '6'")
        return {}
    found = {}
    for count in NATION_COUNTS:
        ids = by_count.get(count)
        if not isinstance(ids, list):
            problems.append(f"nations_by_count[{count!r}] is missing")
            continue
        unknown = [nation for nation in ids if not _known(nation, nations)]
        for nation in unknown:
            problems.append(f"nations_by_count[{count!r}]: {nation!r} is not a known nation")
        if unknown:
            continue
        if len(set(ids)) != int(count) or len(ids) != int(count):
            problems.append(f"nations_by_count[{count!r}] must list {count} different nations, lists {ids}")
        else:
            found[count] = ids
    return found


def _check_start_cities(start_cities, by_count, provinces, problems) -> None:
    """Check R-SET-2: per count, the nations of that count, each with one marble, iron and gold city."""
    if not isinstance(start_cities, dict):
        problems.append("'start_cities' must be an object with keys '3' to '6'")
        return
    for count in NATION_COUNTS:
        lines = start_cities.get(count)
        if not isinstance(lines, dict):
            problems.append(f"start_cities[{count!r}] is missing")
            continue
        if count in by_count and set(lines) != set(by_count[count]):
            problems.append(f"start_cities[{count!r}] must have exactly the nations "
                            f"{by_count[count]}, has {list(lines)}")
        owner = {}
        for nation, cities in lines.items():
            where = f"start_cities[{count!r}][{nation!r}]"
            if not isinstance(cities, list) or len(cities) != 3:
                problems.append(f"{where} must be a list of three provinces, not {cities!r}")
                continue
            known = [city for city in cities if _known(city, provinces)]
            for city in cities:
                if city not in known:
                    problems.append(f"{where}: {city!r} is not a known province")
            line = [provinces[city] for city in known]
            # Only a full line of valid resources is judged: a bad resource is reported with its province.
            if len(line) == 3 and set(line) <= set(RESOURCES) and Counter(line) != Counter(RESOURCES):
                problems.append(f"{where} must be one marble, one iron and one gold city, is "
                                + ", ".join(f"{c} ({provinces[c]})" for c in cities))
            for city in sorted(set(known)):
                if city in owner:
                    problems.append(f"start_cities[{count!r}]: {city!r} is a start city of both "
                                    f"{owner[city]} and {nation}")
                owner.setdefault(city, nation)


def _check_starting_nation(starting, by_count, problems) -> None:
    """Check R-SET-3: for each count the starting nation is one of that count's nations."""
    if not isinstance(starting, dict):
        problems.append("'starting_nation' must be an object with keys '3' to '6'")
        return
    for count in NATION_COUNTS:
        nation = starting.get(count)
        if count in by_count and nation not in by_count[count]:
            problems.append(f"starting_nation[{count!r}] is {nation!r}, "
                            f"not one of the nations {by_count[count]}")


def _check_neutral_temples(data, provinces, problems) -> None:
    """Check Antike II's neutral temples (A2-NEU-1), if the board has them: three known provinces of
    three different resources, none a start city at any count."""
    if "antike2" not in data:
        return
    temples = data["antike2"].get("neutral_temples") if isinstance(data["antike2"], dict) else None
    if not isinstance(temples, list) or len(temples) != 3 or not all(_known(p, provinces) for p in temples):
        problems.append(f"antike2.neutral_temples must be three known provinces, not {temples!r}")
        return
    if sorted(provinces[p] for p in temples) != sorted(RESOURCES):
        problems.append(f"antike2.neutral_temples {temples} must stand on one marble, one iron and one gold site")
    start = data.get("start_cities")
    if isinstance(start, dict):
        starts = {city for lines in start.values() if isinstance(lines, dict)
                  for cities in lines.values() if isinstance(cities, list) for city in cities if isinstance(city, str)}
        for province in temples:
            if province in starts:
                problems.append(f"antike2.neutral_temples: {province!r} is a start city")


def _check_two_player(data, nations, by_count, problems) -> None:
    """Check R-SET-4 teams (two pairs of the four nations) and the R-SET-5 nations."""
    teams = data.get("two_player_teams")
    four = by_count.get("4")
    if (not isinstance(teams, list) or len(teams) != 2
            or not all(isinstance(team, list) and len(team) == 2 and all(isinstance(n, str) for n in team)
                       for team in teams)):
        problems.append(f"two_player_teams must be two pairs of nations, not {teams!r}")
    elif four is not None and sorted(n for team in teams for n in team) != sorted(four):
        problems.append(f"two_player_teams {teams} must split the nations of the 4-nation game "
                        f"{four} into two pairs")
    colours = data.get("two_colour_nations")
    if (not isinstance(colours, list) or len(colours) != 2
            or not all(_known(n, nations) for n in colours) or colours[0] == colours[1]):
        problems.append(f"two_colour_nations must be two different known nations, not {colours!r}")
