"""Antike II's neutral temples (A2-NEU-1) stand where the stated principle puts them, on every board
and every version of one (issue 25: a changed board is checked again).

The principle, in its order: never a start city nor next to two start cities, at any nation count;
of the triples with one site per resource, the widest smallest gap between the three (borders of
any kind); then the fairest spread of the nations' distances to their nearest neutral temple, summed
over the nation counts (largest minus smallest), its standard deviation breaking a tie."""

import itertools
import statistics
from collections import deque

import pytest

from antike.games.antike_common.board import available_boards, load_board


def neighbours(board, province):
    """Provinces across one border of any kind (each kind is crossed by legions or by galleys)."""
    return set(board.neighbours(province, "legion")) | set(board.neighbours(province, "galley"))


def borders_away(board, source):
    """Borders of any kind from `source` to every province."""
    distance, queue = {source: 0}, deque([source])
    while queue:
        here = queue.popleft()
        for there in sorted(neighbours(board, here)):
            if there not in distance:
                distance[there] = distance[here] + 1
                queue.append(there)
    return distance


def principled_sites(board):
    data = board.to_json()
    provinces = {p["id"]: p["resource"] for p in data["provinces"]}
    lines_by_count = list(data["start_cities"].values())
    starts_by_count = [{city for cities in lines.values() for city in cities} for lines in lines_by_count]
    allowed = [p for p in provinces if all(p not in starts and len(neighbours(board, p) & starts) < 2
                                           for starts in starts_by_count)]
    away = {p: borders_away(board, p) for p in provinces}

    def gap(triple):
        return min(away[a][b] for a, b in itertools.combinations(triple, 2))

    def spread(triple):
        spreads, deviations = 0, 0.0
        for lines in lines_by_count:
            nearest = [min(away[site][city] for site in triple for city in cities) for cities in lines.values()]
            spreads += max(nearest) - min(nearest)
            deviations += statistics.pstdev(nearest)
        return spreads, deviations

    triples = [t for t in itertools.combinations(sorted(allowed), 3)
               if sorted(provinces[p] for p in t) == ["gold", "iron", "marble"]]
    widest = max(gap(t) for t in triples)
    best = min((spread(t), t) for t in triples if gap(t) == widest)
    ties = [t for t in triples if gap(t) == widest and spread(t) == best[0]]
    return sorted(best[1]), len(ties)


@pytest.mark.parametrize("board_id", available_boards())
def test_A2_NEU_1_neutral_temples_follow_the_principle(board_id):
    board = load_board(board_id)
    sites, ties = principled_sites(board)
    assert ties == 1, "the principle must pick one triple"
    assert sites == sorted(board.to_json()["antike2"]["neutral_temples"])
