"""Every bundled game in OpenSpiel, PettingZoo and Gymnasium, checked by those frameworks' own
test utilities (random_sim_test, the MCTS bot, api_test, check_env), and the shared encoding
(tavli.frameworks.encoding) against numbers that come from the dice and the golden perft counts.

The frameworks are optional extras; the tests skip a framework that is not installed, except
under CI (the CI environment variable), where a missing extra is a failure."""

from __future__ import annotations

import importlib
import os
from fractions import Fraction
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

import tavli
from tavli.frameworks.encoding import CHANCE, PHASES, SPECIALS, TERMINAL, Encoding, Node

#: The games the frameworks' own test utilities run on: every bundled game. (The whole file
#: took 34 s, and 73 s with the machine's two cores busy with other work: about 19 s of CPU;
#: the time goes mostly to random_sim_test and the MCTS game of the long games, each under
#: 1.5 s.)
GAMES = sorted(tavli.bundled_variants())
#: and the test rules file of each board layout (tests/data/boards): 12, 6 and 36 points,
#: seven-point tables with 2d7, a round board with 3d7
GAMES += sorted(str(path) for path in
                (Path(__file__).resolve().parent / "data" / "boards").glob("*.rules"))
#: OpenSpiel's whole-game tests leave out Sixe-Ace with six players: the five-player game's
#: rules with one more seat, over 2,000 actions a game (its six players are checked below,
#: and PettingZoo's and Gymnasium's tests play it)
WHOLE_GAMES = [name for name in GAMES if name != "sixe-ace-6"]
GOLDEN = Path(__file__).resolve().parent / "golden" / "backgammon-start.perft"


def need(module: str) -> ModuleType:
    if os.environ.get("CI"):
        return importlib.import_module(module)
    return pytest.importorskip(module)


# ---- the encoding, from the rules of dice and the golden counts

def test_two_dice_roll_chances_are_the_36_equally_likely_throws() -> None:
    encoding = Encoding(tavli.load_variant("backgammon"))
    chances = dict(zip(encoding.rolls, encoding.roll_chances, strict=True))
    assert len(chances) == 21
    assert chances[(6, 6)] == pytest.approx(1 / 36)
    assert chances[(6, 5)] == pytest.approx(2 / 36)
    assert sum(chances.values()) == pytest.approx(1.0)


def test_three_dice_roll_chances_count_the_orders_of_each_throw() -> None:
    encoding = Encoding(tavli.load_variant("tabula"))
    chances = dict(zip(encoding.rolls, encoding.roll_chances, strict=True))
    assert len(chances) == 56  # multisets of 3 from 6 faces
    assert chances[(6, 6, 6)] == pytest.approx(1 / 216)
    assert chances[(6, 6, 1)] == pytest.approx(3 / 216)
    assert chances[(6, 5, 4)] == pytest.approx(6 / 216)


def test_a_fixed_die_is_no_chance_outcome_but_is_in_every_roll_played() -> None:
    encoding = Encoding(tavli.load_variant("myles"))  # dice: 2d6 and a 6
    assert len(encoding.rolls) == 21 and set(map(len, encoding.rolls)) == {2}
    assert sum(encoding.roll_chances) == pytest.approx(1.0)
    assert encoding.max_steps == 3  # the two thrown and the 6, each a checker move
    start = encoding.initial()  # X moves first: a roll, no opening
    assert encoding.current(start) == CHANCE
    rolled = encoding.apply(start, encoding.roll_index[(5, 3)])
    assert rolled.position.dice == (5, 3, 6)


def test_the_opening_roll_is_a_chance_node_of_36_ordered_pairs() -> None:
    encoding = Encoding(tavli.load_variant("backgammon"))
    start = encoding.initial()
    assert encoding.current(start) == CHANCE
    outcomes = encoding.chance_outcomes(start)
    assert len(outcomes) == 36
    assert sum(Fraction(chance).limit_denominator(100) for _, chance in outcomes) == 1
    # equal dice are rolled again (BG-07), with the stake doubled in money play
    tie = encoding.apply(start, 0)  # 1-1
    assert encoding.current(tie) == CHANCE
    assert tie.position.cube == 2


def _golden_counts() -> dict[tuple[int, int], int]:
    counts = {}
    for line in GOLDEN.read_text().splitlines():
        if line.startswith("#") or not line.strip():
            continue
        _, roll, count, _ = (part.strip() for part in line.split("|"))
        high, low = sorted(map(int, roll.split("-")), reverse=True)
        counts[(high, low)] = int(count)
    return counts


def _rolled(encoding: Encoding, node: Node, roll: tuple[int, ...]) -> Node:
    """``node`` after its player rolls ``roll`` (choosing to roll first where he could
    double)."""
    if encoding.current(node) != CHANCE:
        node = encoding.apply(node, encoding.ROLL)
    return encoding.apply(node, encoding.roll_index[roll])


def _leaves(encoding: Encoding, node: Node) -> int:
    """Complete plays reachable by checker-move actions from ``node``."""
    total = 0
    for action in encoding.legal_actions(node):
        after = encoding.apply(node, action)
        total += 1 if not after.steps else _leaves(encoding, after)
    return total


def test_checker_move_actions_reach_each_golden_play_once() -> None:
    game = tavli.load_variant("backgammon")
    encoding = Encoding(game)
    start = Node(tavli.starting_position(game))
    for roll, count in _golden_counts().items():
        rolled = _rolled(encoding, start, roll)
        assert _leaves(encoding, rolled) == count, roll


def test_a_checker_move_action_is_its_start_and_its_die() -> None:
    game = tavli.load_variant("backgammon")
    encoding = Encoding(game)
    # docs/rl.md: action = (24 - own point) * 6 + die - 1; bar is index 24, hand 25
    assert encoding.num_actions == 26 * 6 + len(SPECIALS) + 6
    rolled = _rolled(encoding, Node(tavli.starting_position(game)), (3, 1))
    point = tavli.game.play_text.find_play(tavli.plays(game, rolled.position), "8/5 6/5")
    assert encoding.play_actions(point) == ((24 - 8) * 6 + 2, (24 - 6) * 6 + 0)
    assert encoding.action_name((24 - 8) * 6 + 2) == "8/5 (3)"
    node = rolled
    for action in encoding.play_actions(point):
        node = encoding.apply(node, action)
    assert tavli.format_position(game, node.position) == \
        "X 24:2 13:5 8:2 6:4 5:2 | O 24:2 13:5 8:3 6:5 | O to roll"


def test_an_illegal_action_says_why_and_changes_nothing() -> None:
    game = tavli.load_variant("backgammon")
    encoding = Encoding(game)
    rolled = _rolled(encoding, Node(tavli.starting_position(game)), (3, 1))
    with pytest.raises(tavli.IllegalActionError, match="not legal"):
        encoding.apply(rolled, encoding.TAKE)
    assert encoding.legal_actions(rolled)  # the node is a value: still the same


def test_a_dropped_double_pays_the_stake_before_it() -> None:
    game = tavli.load_variant("backgammon")
    encoding = Encoding(game)
    node = Node(tavli.parse_position(game, "X 6:15 | O 24:15 | X to roll | cube 2 X"))
    assert encoding.current(node) == 0
    assert encoding.legal_actions(node) == [encoding.ROLL, encoding.DOUBLE]
    offered = encoding.apply(node, encoding.DOUBLE)
    assert encoding.current(offered) == 1  # O answers
    dropped = encoding.apply(offered, encoding.DROP)
    assert encoding.current(dropped) == TERMINAL
    assert encoding.returns(dropped) == (2.0, -2.0)  # BG-09: the stake before the double


def test_a_gammon_pays_double() -> None:
    game = tavli.load_variant("backgammon")
    encoding = Encoding(game)
    won = Node(tavli.parse_position(game, "X off:15 | O 6:15 | X has won"))
    assert encoding.returns(won) == (2.0, -2.0)  # BG-26


def test_the_observation_has_the_documented_shape_and_fields() -> None:
    game = tavli.load_variant("acey-deucey")
    encoding = Encoding(game)
    # docs/rl.md: 4 per point, 6 checker counts, 4 cube, 2 turn, the 10 phases, the dice per
    # face, each pending part (4 kinds + faces + times + condition), 2 per chosen move, and
    # the turn state (turns and doubles of each, 3 flags for whose dice)
    parts, steps = 3, 4  # 1-2: the roll, a chosen double 4 times, roll again
    size = 4 * 24 + 6 + 4 + 2 + 10 + 6 + parts * (4 + 6 + 2) + 2 * steps + 7
    assert len(PHASES) == 10
    assert encoding.observation_size == size
    node = _rolled(encoding, Node(tavli.starting_position(game)), (2, 1))
    seen = encoding.observation(node, 0)
    assert seen.shape == (size,)
    fields = dict(zip([name for name, _ in encoding.fields],
                      _split(seen, encoding), strict=True))
    assert list(fields["checkers"]) == [0, 15, 0, 0, 15, 0]  # bar, hand, off; mine first
    assert list(fields["dice"]) == [1, 1, 0, 0, 0, 0]
    assert list(fields["pending"][:3]) == [0, 1, 0]  # next: a double to choose


def test_four_sides_are_four_players_with_the_observation_the_design_sizes() -> None:
    game = tavli.load_variant("el-mundo")
    encoding = Encoding(game)
    fields = dict(encoding.fields)
    # docs/architecture.md: 2nL for the board, 3n checkers, n turn flags, 2n counts + 3 flags
    assert (fields["board"], fields["checkers"], fields["turn"], fields["turns"]) == (
        2 * 4 * 18, 3 * 4, 4, 2 * 4 + 3)
    # a new game seen by Y: his 12 in hand first, then Z's, X's, O's (turn order from him)
    seen = dict(zip([name for name, _ in encoding.fields],
                    _split(encoding.observation(encoding.initial(), 2), encoding), strict=True))
    assert list(seen["checkers"]) == [0, 12, 0] * 4
    assert list(seen["turn"]) == [0, 0, 1, 0]  # X to roll: two seats after Y
    # MU-11: X bears off his last man; each of the three others pays him one
    won = Node(tavli.parse_position(game, "X off:12 | O 12:12 | Y 12:12 | Z 12:12 | X has won"))
    assert encoding.returns(won) == (3.0, -1.0, -1.0, -1.0)
    pyspiel = need("pyspiel")
    importlib.import_module("tavli.openspiel")
    assert pyspiel.load_game("tavli", {"variant": "el-mundo"}).num_players() == 4
    assert pyspiel.load_game("tavli", {"variant": "backgammon"}).num_players() == 2
    agents = importlib.import_module("tavli.pettingzoo").env(variant="el-mundo").possible_agents
    assert agents == ["player_0", "player_1", "player_2", "player_3"]


def test_sixe_ace_seats_five_and_six_and_the_last_out_pays_each_other() -> None:
    five = tavli.load_variant("sixe-ace")
    # SA-10: V is left with his men; he pays each of the four gone out one
    over = Node(tavli.parse_position(five, "X off:6 | O off:6 | Y off:6 | Z off:6 | V 2:6 | "
                                           "Z has won"))
    assert Encoding(five).returns(over) == (1.0, 1.0, 1.0, 1.0, -4.0)
    pyspiel = need("pyspiel")
    importlib.import_module("tavli.openspiel")
    assert pyspiel.load_game("tavli", {"variant": "sixe-ace"}).num_players() == 5
    assert pyspiel.load_game("tavli", {"variant": "sixe-ace-6"}).num_players() == 6
    agents = importlib.import_module("tavli.pettingzoo").env(variant="sixe-ace-6").possible_agents
    assert agents == [f"player_{i}" for i in range(6)]


def _split(seen: Any, encoding: Encoding) -> list[Any]:
    out, start = [], 0
    for _, size in encoding.fields:
        out.append(seen[start:start + size])
        start += size
    return out


# ---- OpenSpiel

@pytest.mark.parametrize("name", WHOLE_GAMES)
def test_openspiel_random_sim_test_passes(name: str) -> None:
    pyspiel = need("pyspiel")
    importlib.import_module("tavli.openspiel")
    game = pyspiel.load_game("tavli", {"variant": name})
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)


@pytest.mark.parametrize("name", WHOLE_GAMES)
def test_openspiel_mcts_bot_plays_a_whole_game(name: str) -> None:
    pyspiel = need("pyspiel")
    np = need("numpy")
    mcts = need("open_spiel.python.algorithms.mcts")
    importlib.import_module("tavli.openspiel")
    game = pyspiel.load_game("tavli", {"variant": name})
    dice = np.random.RandomState(7)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=dice, max_length=1)
    # OpenSpiel's MCTS takes only games rewarded at their end: where points are scored during
    # play (rewards as they come), a uniformly random player stands in for it
    terminal = game.get_type().reward_model == pyspiel.GameType.RewardModel.TERMINAL
    bot = mcts.MCTSBot(game, 2.0, 2, evaluator, solve=False, random_state=dice) \
        if terminal else None
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes, chances = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(int(dice.choice(outcomes, p=chances)))
        else:
            state.apply_action(bot.step(state) if bot is not None
                               else int(dice.choice(state.legal_actions())))
    returns = state.returns()
    drawn = state.node.position.phase == "drawn"  # two pinned mothers (Plakoto, Tapa)
    if not terminal:  # each side's points scored during play, the winner's result added
        result = tavli.score(game.variant, state.node.position)  # type: ignore[attr-defined]
        assert result is not None and len(returns) == game.num_players()
        assert returns == [paid + kept for paid, kept in
                           zip(result.payments or (0, 0), result.scored or (0, 0), strict=True)]
        return
    # one value per side, summing to 0 (the winner is paid by the others)
    assert len(returns) == game.num_players() and sum(returns) == 0
    assert (not any(returns)) == drawn


def test_openspiel_options_and_rules_files_are_parameters() -> None:
    pyspiel = need("pyspiel")
    importlib.import_module("tavli.openspiel")
    race = pyspiel.load_game("tavli", {"variant": "race-gammon", "options": "free-entry"})
    assert race.variant.chosen == {"free-entry"}  # type: ignore[attr-defined]
    path = Path(tavli.__file__).parent
    rules = next(path.rglob("hypergammon.rules"), None) or \
        Path(__file__).resolve().parent.parent / "variants" / "hypergammon.rules"
    game = pyspiel.load_game("tavli", {"variant": str(rules)})
    assert game.variant.checkers == 3  # type: ignore[attr-defined]


# ---- PettingZoo

@pytest.mark.parametrize("name", GAMES)
def test_pettingzoo_api_test_passes(name: str) -> None:
    api = need("pettingzoo.test")
    environment = importlib.import_module("tavli.pettingzoo").env(variant=name)
    api.api_test(environment, num_cycles=50, verbose_progress=False)


# ---- Gymnasium

@pytest.mark.parametrize("name", GAMES)
def test_gymnasium_check_env_passes_and_a_game_ends(name: str) -> None:
    gymnasium = need("gymnasium")
    checker = need("gymnasium.utils.env_checker")
    np = need("numpy")
    importlib.import_module("tavli.gymnasium")
    env = gymnasium.make("tavli/Tavli-v0", variant=name, opponent="heuristic")
    checker.check_env(env.unwrapped, skip_render_check=True)
    env = gymnasium.make("tavli/Tavli-v0", variant=name, opponent="random")  # a quick game
    observation, info = env.reset(seed=3)
    pick = np.random.default_rng(3)
    done, reward = False, 0.0
    while not done:
        assert env.observation_space.contains(observation)
        action = pick.choice(np.flatnonzero(info["action_mask"]))
        observation, reward, done, truncated, info = env.step(action)
        assert not truncated and "illegal_action" not in info
    drawn = env.unwrapped.node.position.phase == "drawn"  # two pinned mothers (Plakoto, Tapa)
    assert (reward == 0) == drawn


def test_gymnasium_an_illegal_action_ends_the_episode_as_the_largest_loss() -> None:
    gymnasium = need("gymnasium")
    importlib.import_module("tavli.gymnasium")
    env = gymnasium.make("tavli/Tavli-v0", variant="backgammon", opponent="random")
    _, info = env.reset(seed=1)
    illegal = int(info["action_mask"].argmin())
    _, reward, done, _, info = env.step(illegal)
    assert done and info["illegal_action"]
    assert reward == -3 * 64  # a backgammon at the highest cube


# ---- docs/rl.md

def test_every_training_example_in_the_rl_page_runs() -> None:
    page = Path(__file__).resolve().parent.parent / "docs" / "rl.md"
    blocks = [part.split("```")[0] for part in page.read_text().split("```python\n")[1:]]
    assert len(blocks) >= 3
    for module in ("pyspiel", "pettingzoo", "gymnasium"):
        need(module)
    for number, block in enumerate(blocks, start=1):
        lines = [line for line in block.splitlines() if line.strip()]
        assert len(lines) <= 12, f"rl.md block {number} has {len(lines)} lines"
        exec(compile(block, f"rl.md block {number}", "exec"), {})
