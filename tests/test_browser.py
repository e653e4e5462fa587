"""The playground in a real browser: Playwright drives Debian's Chromium (no browser download)
against `tavli serve` running on this machine. A whole game of backgammon and one of Race
Gammon (chained turns) are played by clicking the page; a broken rules file shows its error
mark; the explorer draws a play on hover.

Skipped, saying why, where Playwright or a Chromium executable is missing.
"""

from __future__ import annotations

import itertools
import os
import re
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi", reason="the playground needs the serve extra: "
                    "pip install 'tavli[serve]'")
sync_api = pytest.importorskip("playwright.sync_api", reason="browser tests need Playwright: "
                               "pip install 'tavli[browser-tests]'")

from browser_play import (  # noqa: E402
    after,
    click_place,
    new_game,
    play_first,
    play_out,
    roll_until_play,
    version,
)
from tavli.language.resources import bundled_variant_files  # noqa: E402
from tavli.records.mat import parse_mat  # noqa: E402

CHROMIUM = os.environ.get("TAVLI_CHROMIUM") or shutil.which("chromium") \
    or shutil.which("chromium-browser") or "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]


@pytest.fixture(scope="module")
def server() -> Iterator[str]:
    """`tavli serve` in its own process (as a person starts it), on a free port."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    command = [sys.executable, "-c", "import sys; from tavli.cli import main; "
               f"sys.exit(main(['serve', '--port', '{port}']))"]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, text=True)
    try:
        assert process.stdout is not None
        first = process.stdout.readline()
        assert f"http://127.0.0.1:{port}/" in first, first  # the URL is printed
        url = f"http://127.0.0.1:{port}"
        deadline = time.monotonic() + 30
        while True:
            try:
                with urllib.request.urlopen(url + "/api/variants", timeout=5):
                    break
            except OSError:
                if time.monotonic() > deadline or process.poll() is not None:
                    pytest.fail("tavli serve did not answer within 30 s")
                time.sleep(0.1)
        yield url
    finally:
        process.terminate()
        process.wait(timeout=20)


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    if not Path(CHROMIUM).exists():
        pytest.skip(f"no Chromium at {CHROMIUM}: install Debian's chromium "
                    "(apt-get install chromium) or set TAVLI_CHROMIUM")
    with sync_api.sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield launched
        launched.close()


@pytest.fixture(scope="module")
def desktop(browser: Any) -> Iterator[Any]:
    """One desktop-sized page for the module's tests (a new context costs about a second)."""
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    opened = context.new_page()
    opened.set_default_timeout(15_000)
    yield opened
    context.close()


@pytest.fixture(scope="module")
def phone(browser: Any, server: str) -> Iterator[Any]:
    """A phone's page: 390 px wide, touch."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True,
                                  is_mobile=True, device_scale_factor=2)
    opened = context.new_page()
    opened.set_default_timeout(15_000)
    opened.goto(server + "/")
    opened.wait_for_selector("#game-select option", state="attached")
    yield opened
    context.close()


@pytest.fixture
def page(desktop: Any, server: str) -> Any:
    """The page, loaded afresh."""
    desktop.goto(server + "/")
    desktop.wait_for_selector("#game-select option", state="attached")
    return desktop


# where the docs' screenshots go (docs/pictures/make_screenshots.py sets it)
SCREENSHOTS = os.environ.get("TAVLI_SCREENSHOTS")


def screenshot(page: Any, name: str) -> None:
    """The page's game area as the docs show it, when screenshots are asked for."""
    if SCREENSHOTS:
        page.wait_for_timeout(1600)  # a moving checker or a moment's board settled
        page.locator("#play").screenshot(path=str(Path(SCREENSHOTS) / name))


def test_a_whole_game_of_backgammon_by_dragging(page: Any) -> None:
    new_game(page, "backgammon", 37)  # 30 turns of the person's: a short game
    result = play_out(page, by="mouse")  # every checker dragged by the mouse
    assert result.startswith(("X wins", "O wins"))
    assert page.is_visible("#result")
    assert result.startswith("X wins") and page.get_attribute("#result", "class") == "result"
    assert page.locator("#moves li").count() > 10
    with page.expect_download() as download:
        page.click("#record")
    saved = Path(download.value.path()).read_text()
    assert saved.startswith("game 1\nvariant: backgammon\n") and f"result: {result}" in saved
    with page.expect_download() as download:  # the same game as a .mat match
        page.click("#record-mat")
    record, = parse_mat(Path(download.value.path()).read_text())
    assert record.variant == "backgammon" and record.result == result
    # the analysis: every play of the person's and every cube decision, valued in points
    moves = page.evaluate("window.tavli.game.moves")
    now = version(page)
    page.click("#analyse")
    after(page, now)
    rows = page.locator("#analysis tr.decision")
    plays = page.locator("#analysis tr.decision.play")
    assert plays.count() == sum(line.startswith("X: play ") for line in moves)
    assert rows.count() > plays.count()  # rolls where a double could have been offered
    for cells in rows.evaluate_all("rows => rows.map(r => [...r.cells].map(c => c.textContent))"):
        assert re.fullmatch(r"-?\d+\.\d{3}", cells[2]) and re.fullmatch(r"\d+\.\d{3}", cells[5])
    assert "GNU Backgammon" in page.inner_text("#analysis .unit")


def test_hint_lists_every_legal_play_best_first(page: Any) -> None:
    new_game(page, "backgammon", 3)
    roll_until_play(page)
    game = page.evaluate("window.tavli.game")
    explored = page.evaluate("""([position]) => fetch('/api/explore', {method: 'POST',
        headers: {'Content-Type': 'application/json'}, body: JSON.stringify({variant:
        'backgammon', position})}).then((r) => r.json())""", [game["position"]])
    now = version(page)
    page.click("#hint")
    after(page, now)
    rows = page.locator("#hints li").all_inner_texts()
    assert sorted(row.split()[:-1] for row in rows) == sorted(
        p["play"].split() for p in explored["plays"])
    values = [float(row.split()[-1]) for row in rows]
    assert values == sorted(values, reverse=True)
    assert "GNU Backgammon" in page.inner_text("#hints .unit")
    play_first(page)  # the play made, the hints go
    assert page.locator("#hints li").count() == 0


def test_undo_takes_back_a_move_before_the_play_is_confirmed(page: Any) -> None:
    new_game(page, "backgammon", 3)
    roll_until_play(page)
    human = page.evaluate("window.tavli.game.human")
    before = page.evaluate("window.tavli.play")
    move = before["next"][0]
    now = version(page)
    click_place(page, move["origin"], human)
    assert page.locator("#board .place.target").count() > 0  # where it may go is lit
    click_place(page, move["target"], human)
    after(page, now)
    assert len(page.evaluate("window.tavli.play.clicks")) == 1
    now = version(page)
    page.click("#undo")
    after(page, now)
    again = page.evaluate("window.tavli.play")
    assert again["clicks"] == [] and again["next"] == before["next"]


def test_a_whole_game_of_race_gammon_with_its_chained_turns(page: Any) -> None:
    new_game(page, "race-gammon", 26)  # 40 turns of the person's, a chained turn among them
    result = play_out(page)
    assert result.startswith(("X wins", "O wins"))
    moves = page.evaluate("window.tavli.game.moves")  # one line an action
    # RG-11..RG-13: after a double (and its complement) the same player rolls again
    rolls = [line.split(": roll ") for line in moves if ": roll " in line]
    assert any(side == next_side and len(set(dice.split("-"))) == 1
               for (side, dice), (next_side, _) in itertools.pairwise(rolls)), \
        "no double was followed by the same player's roll: no chained turn was played"
    # the person (X) lost: said in the loser's red, 'play again' beside it
    assert result.startswith("O wins") and page.get_attribute("#result", "class") == "result lost"
    first = page.evaluate("window.tavli.game.id")
    now = version(page)
    page.click("#play-again")
    after(page, now)
    assert page.evaluate("window.tavli.game.id") != first and page.is_hidden("#result-line")


def test_a_broken_rules_file_shows_its_error_mark(page: Any) -> None:
    page.click("#tab-rules")
    page.select_option("#rules-start", "backgammon")
    page.click("#rules-load")
    page.wait_for_selector("#rules-verdict.ok")
    text = bundled_variant_files()["backgammon"].read_text()
    line = next(i for i, row in enumerate(text.splitlines(), start=1)
                if row.startswith("blocked by"))
    page.fill("#rules-text", text.replace("blocked by 2", "blockd by 2"))
    page.wait_for_selector("#rules-verdict.bad")
    problem = page.locator("#problems li").first
    assert problem.inner_text().startswith(f"{line}:1: ")
    marked = page.locator("#gutter .error-mark").all_inner_texts()
    assert marked == [str(line)]
    assert page.is_disabled("#rules-play")
    page.fill("#rules-text", text)  # mended: it may be played
    page.wait_for_selector("#rules-verdict.ok")
    assert page.locator("#gutter .error-mark").count() == 0
    now = version(page)
    page.click("#rules-play")
    after(page, now)
    assert page.is_visible("#play") and page.evaluate("window.tavli.game.variant.name") == \
        "backgammon"


def test_the_explorer_draws_each_play_on_hover(page: Any) -> None:
    page.click("#tab-explore")
    page.select_option("#explore-game", "backgammon")
    page.select_option("#explore-format", "xgid")
    page.fill("#explore-position", "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10")
    page.fill("#explore-dice", "3 1")
    page.click("#explore-show")
    page.wait_for_selector("#explore-plays li")
    plays = page.locator("#explore-plays li")
    assert "8/5 6/5" in plays.all_inner_texts()
    assert page.locator("#explore-board .arrow").count() == 0
    plays.filter(has_text="8/5 6/5").first.hover()
    page.wait_for_selector("#explore-board .arrow")
    assert page.locator("#explore-board .arrow").count() == 2


def test_the_move_list_has_room_for_three_figure_numbers(page: Any) -> None:
    # the numbers are the list's markers, drawn in the room the list leaves at its left
    room, needed = page.evaluate("""() => {
        const list = document.getElementById("moves");
        const probe = document.createElement("li");
        list.appendChild(probe);
        const style = getComputedStyle(probe);
        const ruler = document.createElement("span");
        ruler.style.font = style.font;
        ruler.style.whiteSpace = "pre";
        ruler.textContent = "100. ";
        document.body.appendChild(ruler);
        const needed = ruler.getBoundingClientRect().width;
        const room = probe.getBoundingClientRect().left - list.getBoundingClientRect().left;
        ruler.remove(); probe.remove();
        return [room, needed];
    }""")
    assert room >= needed, f"{room:.0f} px for a number {needed:.0f} px wide"


def test_a_double_click_on_roll_rolls_once(page: Any) -> None:
    new_game(page, "backgammon", 3)  # the person's first decision is a roll (5-2, played)
    lines = len(page.evaluate("window.tavli.game.moves"))
    now = version(page)
    page.dblclick("#roll")
    after(page, now)
    page.wait_for_timeout(300)  # a second request, had one gone, is answered by now
    assert page.is_hidden("#error"), page.inner_text("#error")
    assert len(page.evaluate("window.tavli.game.moves")) == lines + 1  # X: roll 5-2


def test_a_roll_that_cannot_be_played_is_shown(page: Any) -> None:
    new_game(page, "backgammon", 37)
    play_first(page)  # 24/18 13/8; O's 1-5 hits the blot left on X's 24 point (6/1*)
    now = version(page)
    page.click("#roll")  # 6-6, on the bar against O's six point: no move
    after(page, now)
    assert "X cannot play 6-6" in page.inner_text("#status")
    dice = page.locator("#board .dice.side-X title")  # the dice thrown, on the board a moment
    assert dice.text_content() == "X to play 6-6-6-6"


def fits_the_phone(phone: Any) -> None:
    """No sideways scroll, and the board at least 90 % of the width."""
    width = phone.viewport_size["width"]  # (a page too wide makes innerWidth grow with it)
    scrolled, board = phone.evaluate("""() => [document.documentElement.scrollWidth,
        document.querySelector("#board svg").getBoundingClientRect().width]""")
    assert scrolled <= width, f"the page is {scrolled} px wide on a {width} px screen"
    assert board >= 0.9 * width, f"the board is {board:.0f} px of {width}"


def test_the_board_fills_a_phone(phone: Any) -> None:
    new_game(phone, "backgammon", 3)
    fits_the_phone(phone)


def test_a_phone_plays_by_touch(phone: Any) -> None:
    new_game(phone, "backgammon", 3)
    before = len(phone.evaluate("window.tavli.game.moves"))
    play_out(phone, by="touch", plays=3)  # three plays, each checker dragged by a finger
    fits_the_phone(phone)
    moves = phone.evaluate("window.tavli.game.moves")[before:]
    assert sum(line.startswith("X: play ") for line in moves) == 3, moves
    screenshot(phone, "playground-phone.png")
    new_game(phone, "hypergammon", 9)  # and a whole game (three men a side), every man by touch
    assert play_out(phone, by="touch").startswith(("X wins", "O wins"))
    fits_the_phone(phone)


def test_the_explorer_knows_a_pasted_id_and_clears_the_board_on_error(page: Any) -> None:
    page.click("#tab-explore")
    page.select_option("#explore-game", "backgammon")  # the notation left as it comes
    page.fill("#explore-dice", "3 1")
    for pasted in ("4HPwATDgc/ABMA:cAkAAAAAAAAE",  # GNU Backgammon's Position ID:Match ID
                   "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10"):
        page.fill("#explore-position", pasted)
        page.click("#explore-show")
        page.wait_for_selector("#explore-plays li, #explore-error:not([hidden])")
        assert page.is_hidden("#explore-error"), page.inner_text("#explore-error")
        assert "8/5 6/5" in page.locator("#explore-plays li").all_inner_texts()
        page.evaluate("document.getElementById('explore-plays').innerHTML = ''")
    page.fill("#explore-position", "no position at all")
    page.click("#explore-show")
    page.wait_for_selector("#explore-error", state="visible")
    assert page.locator("#explore-board svg").count() == 0  # the last board is gone
    assert page.locator("#explore-plays li").count() == 0


def test_the_board_says_which_checkers_are_the_players(page: Any) -> None:
    page.select_option("#side-select", "O")
    new_game(page, "backgammon", 3)
    # the picture draws X's checkers light (#fbf7ea) and O's dark (#2f2a26)
    assert page.inner_text("#you") == "You play O — the dark checkers"
    fill = page.get_attribute("#board .checker.side-O circle", "fill")
    assert page.get_attribute("#you circle", "fill") == fill == "#2f2a26"


def test_new_game_asks_before_throwing_a_game_away(page: Any) -> None:
    new_game(page, "backgammon", 3)
    first = page.evaluate("window.tavli.game.id")
    page.once("dialog", lambda dialog: dialog.dismiss())
    page.click("#new-game")
    page.wait_for_timeout(200)
    assert page.evaluate("window.tavli.game.id") == first  # kept
    page.once("dialog", lambda dialog: dialog.accept())
    now = version(page)
    page.click("#new-game")
    after(page, now)
    assert page.evaluate("window.tavli.game.id") != first


def test_the_move_list_reads_a_row_a_move_a_column_a_side(page: Any) -> None:
    new_game(page, "backgammon", 37)
    play_first(page)
    now = version(page)
    page.click("#roll")
    after(page, now)
    # the opening 6-5 played 24/18 13/8; O's 1-5: 24/23 6/1*; X's 6-6 from the bar: nothing;
    # O's 6-5: 23/18 8/2 (dice highest first, the opening's with the first play)
    assert page.locator("#moves-head span").all_inner_texts() == ["X", "O"]
    rows = [row.locator(".cell").all_inner_texts() for row in page.locator("#moves li").all()]
    assert rows == [["65: 24/18 13/8", "51: 24/23 6/1*"], ["66: no move", "65: 23/18 8/2"]]
    marker = page.evaluate("""getComputedStyle(document.querySelector('#moves li'), '::marker')
        .content""")
    assert marker == 'counter(list-item) ") "'  # 1) 65: 24/18 13/8   51: 24/23 6/1*


def test_a_double_click_moves_a_checker_by_its_highest_die(page: Any) -> None:
    new_game(page, "backgammon", 3)
    now = version(page)
    page.click("#roll")  # 5-2
    after(page, now)
    now = version(page)
    page.locator('#board [data-place="p13"] .hit-area').dblclick(force=True)
    after(page, now)
    assert page.evaluate("window.tavli.play.clicks") == [
        {"origin": "p13", "target": "p8", "die": 5}]  # the 5, not the 2 (13/11)


def test_roll_for_me_rolls_when_rolling_is_the_only_choice(page: Any) -> None:
    page.check("#auto-roll")
    new_game(page, "plakoto", 1)  # no cube: after O's first play X may only roll
    page.wait_for_function("window.tavli.play !== null")  # rolled, with no click on Roll
    assert page.evaluate("window.tavli.game.moves")[-1].startswith("X: roll ")


def test_a_slow_answer_says_the_bot_is_thinking(page: Any) -> None:
    new_game(page, "backgammon", 3)
    held: list[Any] = []
    page.route("**/api/games/*/decide", lambda route: held.append(route))  # a slow bot
    page.click("#roll")
    page.wait_for_selector("#thinking:not([hidden])")
    assert page.inner_text("#thinking") == "O is thinking…"
    assert page.is_disabled("#roll")
    now = version(page)
    held[0].continue_()
    after(page, now)
    assert page.is_hidden("#thinking")
    page.unroute("**/api/games/*/decide")


def test_a_double_offered_is_drawn_on_the_board(page: Any) -> None:
    new_game(page, "backgammon", 241)
    play_first(page)  # 24/18 13/8; O hits the blot left on 24
    now = version(page)
    page.click("#roll")  # 6-6 from the bar against O's six point: no move; O doubles
    after(page, now)
    assert page.inner_text("#offer-text") == "O doubles: the cube to 2"
    assert page.is_hidden("#record-mat")  # a .mat only once the game is over
    board, offer = (page.locator(sel).bounding_box() for sel in ("#board", "#offer"))
    assert board["y"] < offer["y"] < board["y"] + board["height"]  # on the board
    assert page.locator("#offer #take").is_visible() and page.locator("#offer #drop").is_visible()
    now = version(page)
    page.click("#take")
    after(page, now)
    assert page.is_hidden("#offer") and page.locator("#actions #take").count() == 1


def test_the_keyboard_moves_a_checker(page: Any) -> None:
    new_game(page, "backgammon", 3)
    now = version(page)
    page.click("#roll")  # 5-2
    after(page, now)
    reachable = page.eval_on_selector_all("#board [tabindex='0']",
                                          "gs => gs.map(g => g.dataset.place)")
    origins = {move["origin"] for move in page.evaluate("window.tavli.play.next")}
    assert set(reachable) == origins  # the places a checker may leave, and only those
    page.focus('#board [data-place="p13"]')
    page.keyboard.press("Enter")
    assert page.get_attribute('#board [data-place="p8"]', "aria-label") == "point 8"
    page.focus('#board [data-place="p8"]')
    now = version(page)
    page.keyboard.press(" ")
    after(page, now)
    assert page.evaluate("window.tavli.play.clicks") == [
        {"origin": "p13", "target": "p8", "die": 5}]
    screenshot(page, "playground-desktop.png")


GHOST = """() => {  // the moving checker held at its start, half way and its end
    const ghost = document.querySelector("#board .move-ghost"), [motion] = ghost.getAnimations();
    const duration = motion.effect.getTiming().duration, circle = ghost.querySelector("circle");
    const at = (time) => { motion.currentTime = time; const b = circle.getBoundingClientRect();
                           return [b.x + b.width / 2, b.y + b.height / 2]; };
    return {duration, from: ghost.dataset.from, to: ghost.dataset.to,
            start: at(0), middle: at(duration / 2), end: at(duration)};
}"""


@pytest.mark.parametrize(("speed", "duration"), [("slow", 900), ("fast", 150)])
def test_the_bots_checkers_move_at_the_speed_chosen(page: Any, speed: str,
                                                     duration: float) -> None:
    page.select_option("#speed", label=speed)
    new_game(page, "backgammon", 3, page.input_value("#speed"))  # O's opening 24/22 8/3
    page.wait_for_function("""() => {  // caught moving, and held there
        const ghost = document.querySelector('#board .move-ghost');
        if (ghost) ghost.getAnimations().forEach((motion) => motion.pause());
        return ghost !== null;
    }""")
    seen = page.evaluate(GHOST)
    assert seen["duration"] == duration and (seen["from"], seen["to"]) in {("24", "22"), ("8", "3")}
    (x0, y0), (x1, y1), (x2, y2) = seen["start"], seen["middle"], seen["end"]
    assert min(x0, x2) < x1 < max(x0, x2)  # half way, it is between the two points
    assert abs(y1 - y0) < 40 and abs(y1 - y2) < 40  # (on the arrow's gentle curve)


@pytest.mark.parametrize("name", ["xii-scripta", "el-mundo", "yahoudieh", "ketch-dolt",
                                  "sixe-ace"])
def test_each_kind_of_board_plays_by_dragging(page: Any, name: str) -> None:
    """Another board (three rows of twelve; two tables of six, each side on his own), more
    sides (four; five, dice passed on), stacked men: two turns, every other checker
    dragged."""
    new_game(page, name, 6 if name == "ketch-dolt" else 5)  # (a seed where no one is dolted
    before = len(page.evaluate("window.tavli.game.moves"))  # before X's second play)
    assert play_out(page, by="drags", plays=2) == "unfinished"
    human = page.evaluate("window.tavli.game.human")
    moves = page.evaluate("window.tavli.game.moves")[before:]
    assert sum(line.startswith(f"{human}: play ") for line in moves) >= 2, moves


def test_two_people_take_turns_at_one_screen(page: Any) -> None:
    page.select_option("#bot-select", "hot-seat")
    page.fill("#seed", "3")
    now = version(page)
    page.click("#new-game")
    after(page, now)
    assert page.evaluate("window.tavli.game.people") == ["X", "O"]
    assert page.inner_text("#status").startswith("Backgammon: X and O take turns here.")
    play_out(page, by="drags", plays=4)  # every other checker dragged, by either side
    moves = page.evaluate("window.tavli.game.moves")
    assert any(line.startswith("X: play ") for line in moves)
    assert sum(line.startswith("O: play ") for line in moves) >= 2  # the opening's and one more


def test_a_man_on_the_bar_is_marked_where_he_must_enter_from(page: Any) -> None:
    new_game(page, "backgammon", 37)
    play_first(page)  # 24/18 13/8, then O hits the blot on 24
    for _ in range(2):  # 6-6 cannot enter against O's six point; the next roll can
        now = version(page)
        page.click("#roll")
        after(page, now)
    origins = {move["origin"] for move in page.evaluate("window.tavli.play.next")}
    assert origins == {"bar"}  # entering comes first
    lit = page.locator("#board .place.origin").evaluate_all("gs => gs.map(g => g.dataset.place)")
    assert lit == ["bar:X"]
    stroke = page.eval_on_selector('#board [data-place="bar:X"] .hit-area',
                                   "area => getComputedStyle(area).strokeWidth")
    assert stroke == "3px"  # outlined: the place to start from, seen at once


# tiny races as rules files (tests/test_web_match.py works their outcomes out by hand)
SPRINT = 'variant sprint "Sprint" extends backgammon\ncheckers: 1\nsetup: 12:1\n'
HOME = 'variant home "Home" extends backgammon\ncheckers: 2\nsetup: 1:2\n'


def rules_game(page: Any, text: str, match: str = "") -> None:
    """A hot-seat game (or a match to ``match``) of a rules file written in the editor."""
    page.select_option("#bot-select", "hot-seat")
    page.select_option("#speed", "0")
    page.select_option("#match-length", match)
    page.fill("#seed", "7")
    page.click("#tab-rules")
    page.fill("#rules-text", text)
    page.wait_for_selector("#rules-verdict.ok")
    now = version(page)
    page.click("#rules-play")
    after(page, now)


def test_a_match_to_3_with_the_cube(page: Any) -> None:
    """Each game's first roll is doubled and dropped (a point to the doubler) but the Crawford
    game's, which has no cube and is played out; 'Next game' between them."""
    rules_game(page, SPRINT, "3")
    said: set[str] = set()
    for _ in range(300):
        game = page.evaluate("window.tavli.game")
        match, choices = game["match"], game["choices"]
        said.add(page.inner_text("#match-text"))
        if game["result"] and match["over"]:
            break
        now = version(page)
        if game["result"]:
            page.click("#next-game")
        elif game["play"]:
            play = page.evaluate("window.tavli.play")
            if play["finished"]:
                page.click("#confirm")
            else:
                move = play["next"][0]
                click_place(page, move["origin"], game["turn"])
                click_place(page, move["target"], game["turn"])
        elif "take" in choices:
            assert page.is_visible("#offer") and page.inner_text("#offer-text").endswith(
                "the cube to 2")
            page.click("#drop")
        elif "double" in choices:
            page.click("#double")
        else:  # only in the Crawford game: elsewhere the first roll is doubled
            assert match["crawford"] and page.is_hidden("#double") and choices == ["roll"]
            page.click("#roll")
        after(page, now)
    else:
        raise AssertionError("the match did not end")
    assert any("the Crawford game: no doubling" in text for text in said), said
    winner = match["winner"]
    assert match["score"][winner] >= 3 and page.is_hidden("#next-game")
    assert page.inner_text("#match-text").endswith(f"{winner} wins the match")
    assert page.inner_text("#result").endswith(f"{winner} wins the match")


def test_bear_off_for_me_makes_a_play_that_only_bears_off(page: Any) -> None:
    page.check("#auto-bear-off")
    rules_game(page, HOME)
    page.wait_for_function("window.tavli.game.result !== null", polling=10)
    assert page.inner_text("#result").endswith("wins a gammon: 2 points")


def test_an_opening_tie_that_turns_the_cube_is_said_where_it_happens(page: Any) -> None:
    new_game(page, "backgammon", 13)  # the opening dice 3-3, 6-6, then 2-6 (O starts)
    rows = page.locator("#moves li").all_inner_texts()
    # BG-07: each tie doubles the stake before anyone plays
    assert rows[:2] == ["33: the cube turns to 2", "66: the cube turns to 4"]


def test_the_tavli_match_is_chosen_and_played_in_its_games(page: Any) -> None:
    """The Tavli match (Portes, Plakoto, Fevga in turn, to 5) from the Game list: its name,
    length and first game above the board; its first game played a few turns."""
    page.select_option("#game-select", "match:tavli")
    page.select_option("#speed", "0")
    page.select_option("#bot-select", "random")
    page.fill("#seed", "2")
    now = version(page)
    if page.evaluate("window.tavli.game !== null && !window.tavli.game.result"):
        page.once("dialog", lambda dialog: dialog.accept())
    page.click("#new-game")
    after(page, now)
    assert page.inner_text("#match-text").startswith("Tavli: match to 5, X 0, O 0; game 1 "
                                                     "(Portes)")
    assert play_out(page, by="drags", plays=2) == "unfinished"
    assert page.evaluate("window.tavli.game.variant.name") == "portes"


def test_the_person_takes_a_third_side_of_el_mundo(page: Any) -> None:
    """The side list follows the game (El Mundo's X, O, Y, Z); the person plays Y against
    three bots, two plays dragged."""
    page.select_option("#game-select", "el-mundo")
    assert page.locator("#side-select option").all_inner_texts() == ["X", "O", "Y", "Z"]
    page.select_option("#side-select", "Y")
    new_game(page, "el-mundo", 5)
    assert page.evaluate("window.tavli.game.human") == "Y"
    assert play_out(page, by="drags", plays=2) == "unfinished"
    moves = page.evaluate("window.tavli.game.moves")
    assert sum(line.startswith("Y: play ") for line in moves) >= 2, moves
    page.select_option("#game-select", "backgammon")  # back to two sides: X or O again
    assert page.locator("#side-select option").all_inner_texts() == ["X", "O"]
