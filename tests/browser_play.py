"""Playing the playground's page as a person does (tests/test_browser.py): clicks, drags by
the mouse or a finger, whole games played out by the first move offered."""

from __future__ import annotations

from typing import Any


def version(page: Any) -> int:
    return int(page.evaluate("window.tavli.version"))


def after(page: Any, before: int) -> None:
    """Wait until the page has drawn a new answer."""
    page.wait_for_function("v => window.tavli.version > v", arg=before, polling=10)


def click_place(page: Any, name: str, human: str) -> None:
    """Click a place on the board the way a person does: the point, or his bar/hand/off."""
    place = name if name.startswith("p") else f"{name}:{human}"
    page.locator(f"#board [data-place=\"{place}\"] .hit-area").click(force=True)


CENTRES = """([origin, target]) => [origin, target].map((name) => {
    const area = document.querySelector(`#board [data-place="${name}"] .hit-area`);
    const box = area.getBoundingClientRect();
    return [box.x + box.width / 2, box.y + box.height / 2];
})"""


def drag_place(page: Any, origin: str, target: str, human: str, touch: bool = False) -> None:
    """Drag a checker from a place to a place, by the mouse or (on a touch screen) a finger."""
    names = [name if name.startswith("p") else f"{name}:{human}" for name in (origin, target)]
    page.locator("#board").scroll_into_view_if_needed()
    (x0, y0), (x1, y1) = page.evaluate(CENTRES, names)
    path = [(x0 + (x1 - x0) * i / 3, y0 + (y1 - y0) * i / 3) for i in range(1, 4)]
    if not touch:
        page.mouse.move(x0, y0)
        page.mouse.down()
        for x, y in path:
            page.mouse.move(x, y)
        page.mouse.up()
        return
    cdp = page.context.new_cdp_session(page)
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart",
                                          "touchPoints": [{"x": x0, "y": y0}]})
    for x, y in path:
        cdp.send("Input.dispatchTouchEvent", {"type": "touchMove",
                                              "touchPoints": [{"x": x, "y": y}]})
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    cdp.detach()


def play_out(page: Any, limit: int = 4000, by: str = "clicks", plays: int = 0) -> str:
    """Play the person's side until the result shows (or ``plays`` plays are made): roll,
    take, the opening numbers, the highest double, and each checker by its first offered
    move, ``by`` clicks, drags (alternating with clicks), mouse (every checker dragged by
    the mouse) or touch (every checker dragged by a finger)."""
    moved = made = 0
    for _ in range(limit):
        state, play, now = page.evaluate(
            "[window.tavli.game, window.tavli.play, window.tavli.version]")
        if state["result"]:
            return str(state["result"])
        human = state["turn"]  # the side making the play: the person's, or at hot-seat either
        if play is not None:
            if play["finished"]:
                page.tap("#confirm") if by == "touch" else page.click("#confirm")
                made += 1
            else:
                move = play["next"][0]
                moved += 1
                # (a step that stays on its point, as a stacked man's, is clicked twice)
                if by == "clicks" or (by == "drags" and moved % 2) \
                        or move["origin"] == move["target"]:
                    click_place(page, move["origin"], human)
                    click_place(page, move["target"], human)
                else:
                    drag_place(page, move["origin"], move["target"], human, by == "touch")
            after(page, now)
            if plays and made >= plays:
                return "unfinished"
            continue
        choices = state["choices"]
        for choice in ("roll", "take", "play-opening"):
            if choice in choices:
                page.tap(f"#{choice}") if by == "touch" else page.click(f"#{choice}")
                break
        else:
            if "choose-double" in choices:
                page.select_option("#double-number", "6")
                page.click("#choose-double-button")
            else:
                raise AssertionError(f"nothing to click: waiting for {state['waiting_for']}")
        after(page, now)
    raise AssertionError("the game did not end")


def roll_until_play(page: Any) -> None:
    """Roll until the person has a play to make."""
    while page.evaluate("window.tavli.play") is None:
        now = version(page)
        page.click("#roll")
        after(page, now)


def play_first(page: Any) -> None:
    """Make the person's play by its first offered moves, clicked, and confirm it."""
    human = page.evaluate("window.tavli.game.human")
    while not page.evaluate("window.tavli.play.finished"):
        move = page.evaluate("window.tavli.play.next[0]")
        now = version(page)
        click_place(page, move["origin"], human)
        click_place(page, move["target"], human)
        after(page, now)
    now = version(page)
    page.click("#confirm")
    after(page, now)


def new_game(page: Any, variant: str, seed: int, speed: str = "0") -> None:
    """A new game against the random bot, its moves shown at once unless a ``speed`` (ms a
    step) is named (an animation running beside a long game slows the test)."""
    page.select_option("#game-select", variant)
    page.select_option("#speed", speed)
    page.select_option("#bot-select", "random")
    page.fill("#seed", str(seed))
    now = version(page)
    if page.evaluate("window.tavli.game !== null && !window.tavli.game.result"):
        page.once("dialog", lambda dialog: dialog.accept())  # throw the game away: yes
    page.click("#new-game")
    after(page, now)
