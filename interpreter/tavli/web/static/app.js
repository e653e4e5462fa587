// The tavli playground: plain JavaScript over the JSON API (see /openapi.json).
"use strict";

const $ = (id) => document.getElementById(id);

async function api(method, path, body) {
  const options = { method, headers: {} };
  if (body !== undefined) {
    options.headers["Content-Type"] = "application/json";
    options.body = JSON.stringify(body);
  }
  const response = await fetch(path, options);
  const type = response.headers.get("Content-Type") || "";
  const data = type.includes("json") ? await response.json() : await response.text();
  if (!response.ok) {
    throw new Error(typeof data === "object" && data.error ? data.error : String(data));
  }
  return data;
}

function showError(element, error) {
  element.textContent = error ? String(error.message || error) : "";
  element.hidden = !error;
}

// One request of the game's at a time: its buttons are off while one is in flight, so a
// double click rolls once (the fieldset disables them all without touching their own state).
async function busy(work) {
  if (tavli.busy) return;
  tavli.busy = true;
  for (const id of ["actions", "offer", "new-game"]) $(id).disabled = true;
  // an answer that is slow to come is a bot deciding: say so (not for the quick ones)
  const sign = setTimeout(() => {
    const game = tavli.game;
    if (game && game.people.length === game.sides.length) return; // hot-seat: no bot to wait for
    const bot = game && game.sides.length === 2 ? game.sides.find((s) => s !== game.human) : "The bot";
    $("thinking").textContent = `${bot} is thinking…`;
    $("thinking").hidden = false;
  }, 200);
  try {
    await work();
  } finally {
    clearTimeout(sign);
    $("thinking").hidden = true;
    tavli.busy = false;
    for (const id of ["actions", "offer", "new-game"]) $(id).disabled = false;
  }
}

// ---- tabs

document.querySelectorAll("nav [role=tab]").forEach((tab) => {
  tab.addEventListener("click", () => showTab(tab.dataset.tab));
});

function showTab(name) {
  document.querySelectorAll("nav [role=tab]").forEach((tab) => {
    tab.setAttribute("aria-selected", String(tab.dataset.tab === name));
  });
  document.querySelectorAll(".tab").forEach((section) => { section.hidden = section.id !== name; });
}

// ---- the games on offer

// version: how many answers the page has drawn (the browser tests wait on it)
const tavli = { variants: [], game: null, clicks: [], play: null, selected: null, customRules: null,
  version: 0, busy: false };
window.tavli = tavli; // for the browser tests and the curious

async function loadVariants() {
  tavli.variants = await api("GET", "/api/variants");
  for (const select of [$("game-select"), $("rules-start"), $("explore-game")]) {
    select.innerHTML = "";
    for (const v of tavli.variants) {
      const option = document.createElement("option");
      option.value = v.name;
      option.textContent = v.title;
      select.appendChild(option);
    }
    if (tavli.variants.some((v) => v.name === "backgammon")) select.value = "backgammon";
  }
  await loadMatches(); // (match.js) the match files, after the games
  showOptions();
}

function showOptions() {
  const variant = tavli.variants.find((v) => v.name === $("game-select").value);
  const box = $("game-options");
  box.innerHTML = "";
  showMatchChoice(); // (match.js) a match for two sides
  showSides(variant ? variant.side_names : ["X", "O"]);
  if (!variant) return;
  for (const [name, description] of Object.entries(variant.options)) {
    const label = document.createElement("label");
    label.title = description;
    label.innerHTML = `<input type="checkbox" value="${name}"> ${name}`;
    box.appendChild(label);
  }
}

// the person may take any side of the game: X, O, and where more play, their letters
function showSides(names) {
  const select = $("side-select");
  const chosen = select.value;
  select.innerHTML = "";
  for (const name of names) select.insertAdjacentHTML("beforeend", `<option>${name}</option>`);
  select.value = names.includes(chosen) ? chosen : names[0];
}

$("game-select").addEventListener("change", () => {
  tavli.customRules = null;
  $("custom-rules-note").hidden = true;
  showOptions();
});

// ---- playing

$("new-game-form").addEventListener("submit", async (event) => {
  event.preventDefault();
  const going = tavli.game && (!tavli.game.result || (tavli.game.match && !tavli.game.match.over));
  if (going && !window.confirm("Throw away the game in progress?")) return;
  const body = { human: $("side-select").value, bot: $("bot-select").value };
  const chosen = $("game-select").value;
  if (tavli.customRules !== null) body.rules = tavli.customRules;
  else if (chosen.startsWith("match:")) body.rotation = chosen.slice("match:".length);
  else body.variant = chosen;
  if (!$("match-choice").hidden && $("match-length").value !== "") body.match = Number($("match-length").value);
  body.options = [...$("game-options").querySelectorAll("input:checked")].map((i) => i.value);
  if ($("seed").value !== "") body.seed = Number($("seed").value);
  await busy(async () => {
    try {
      showGame(await api("POST", "/api/games", body));
    } catch (error) {
      showError($("error"), error);
    }
  });
});

function showGame(game) {
  if (!tavli.game || tavli.game.id !== game.id) tavli.colour = null;
  tavli.game = game;
  tavli.clicks = [];
  tavli.selected = null;
  showError($("error"), null);
  const missed = game.missed ? `${game.missed.side} cannot play ${game.missed.dice.join("-")}. ` : "";
  const who = game.people.length > 1 ? `${game.people.join(" and ")} take turns here` : `you are ${game.human}`;
  $("status").textContent = `${game.variant.title}: ${who}. ${missed}` +
    (game.result ? "" : `Waiting for ${game.waiting_for}.`);
  $("result-line").hidden = !game.result;
  $("result").textContent = game.result ? `Game over: ${game.result}` : "";
  // a loss in the loser's red, a win in green
  $("result").classList.toggle("lost", Boolean(game.result) && game.people.length === 1 &&
    !game.result.startsWith(`${game.human} wins`));
  for (const choice of ["roll", "double", "take", "drop", "beaver", "play-opening", "roll-again"]) {
    $(choice).hidden = !game.choices.includes(choice);
  }
  $("choose-double").hidden = !game.choices.includes("choose-double");
  $("decide").hidden = !game.choices.includes("decide");
  $("decide-choice").innerHTML = "";
  for (const word of game.decide_choices || []) {
    $("decide-choice").insertAdjacentHTML("beforeend", `<option>${word}</option>`);
  }
  if (game.choices.includes("choose-double")) {
    $("double-number").innerHTML = "";
    for (let n = 1; n <= game.variant.faces; n++) {
      $("double-number").insertAdjacentHTML("beforeend", `<option>${n}</option>`);
    }
  }
  showMoves(game);
  $("record").hidden = false;
  $("record").href = `/api/games/${game.id}/record`;
  // a finished game of backgammon (or a variation GNU Backgammon names), as a .mat match
  $("record-mat").hidden = !game.result || game.mat_refusal !== null;
  $("record-mat").href = `/api/games/${game.id}/record.mat`;
  showPlay(game.play, game.svg);
  if (game.missed && !game.play) showMissed(game);
  else if (!game.play) animateMoves(game);
  showColour(game.people.length > 1 ? game.turn : game.human, game.people.length > 1);
  showOffer(game);
  showMatch(game); // (match.js) the score, the Crawford game, the next game
  showAnalysis(game); // (analysis.js) once the game is over, what each decision gave up
  // 'roll for me': a roll that is the person's only choice is made at once (once this
  // request is done: the buttons are free again in a moment)
  if ($("auto-roll").checked && game.choices.length === 1 && game.choices[0] === "roll") {
    setTimeout(() => { if (tavli.game === game) decide("roll"); }, 0);
  }
  // 'bear off for me': a play that only bears off, the only one legal, made at once
  if ($("auto-bear-off").checked && game.play && game.play.auto) {
    setTimeout(() => { if (tavli.game === game) sendPlay(game.play.auto); }, 0);
  }
}

// a double offered to the person, on the board: the value he would take, Take and Drop beside it
function showOffer(game) {
  const offered = game.offer && game.choices.includes("take");
  $("offer").hidden = !offered;
  const home = offered ? $("offer") : $("actions");
  for (const id of ["take", "drop", "beaver"]) {
    if ($(id).parentElement !== home) home.insertBefore($(id), offered ? null : $("play-opening"));
  }
  if (offered) $("offer-text").textContent = `${game.offer.side} doubles: the cube to ${game.offer.value}`;
}

// which checkers are the person's: their colour as the board draws them, and in words
function showColour(side, hotSeat) {
  const checker = $("board").querySelector(`.checker.side-${side} circle`);
  if (hotSeat) tavli.colour = null; // each side's own
  if (checker) tavli.colour = checker.getAttribute("fill");
  const swatch = $("you").querySelector("circle");
  swatch.setAttribute("fill", tavli.colour || "none");
  const shade = tavli.colour ? ` — the ${lightness(tavli.colour) > 0.5 ? "light" : "dark"} checkers` : "";
  $("you-text").textContent = hotSeat ? `${side} to move${shade}` : `You play ${side}${shade}`;
  $("you").hidden = false;
}

function lightness(hex) { // #rrggbb -> 0 (black) to 1 (white), as the eye weighs the channels
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

// the move list in the form players read: "1) 31: 8/5 6/5   52: 13/11 13/8", a column a side
function showMoves(game) {
  const moves = $("moves");
  for (const id of ["moves", "moves-head"]) $(id).style.setProperty("--sides", game.sides.length);
  $("moves-head").innerHTML = "";
  for (const name of game.sides) {
    $("moves-head").insertAdjacentHTML("beforeend", "<span></span>");
    $("moves-head").lastElementChild.textContent = name;
  }
  moves.innerHTML = "";
  for (const row of game.rows) {
    const item = document.createElement("li");
    if (row.length < game.sides.length) { // a note between the moves: unnumbered
      item.className = "note";
      item.textContent = row[0];
      moves.appendChild(item);
      continue;
    }
    const cells = document.createElement("div");
    cells.className = "row";
    for (const text of row) {
      const cell = document.createElement("span");
      cell.className = "cell";
      cell.textContent = text;
      cells.appendChild(cell);
    }
    item.appendChild(cells);
    moves.appendChild(item);
  }
  moves.scrollTop = moves.scrollHeight;
}

// the dice the person could not play, on the board for a moment before the game goes on
function showMissed(game) {
  const shown = tavli.version;
  $("board").innerHTML = game.missed.svg;
  setTimeout(() => { if (tavli.version === shown) $("board").innerHTML = game.svg; }, 1500);
}

function showPlay(play, svg) {
  tavli.play = play;
  tavli.version += 1;
  $("play-controls").hidden = !play;
  if (!play || play.clicks.length === 0) hideHints(); // (analysis.js) a new play: no old hints
  $("board").classList.toggle("playing", Boolean(play));
  $("board").innerHTML = play ? play.svg : svg;
  if (!play) return;
  $("partial").textContent = play.clicks.map(clickText).join(" ") || `play ${play.dice.join("-")}`;
  $("undo").disabled = play.clicks.length === 0;
  $("confirm").disabled = !play.finished;
  markOrigins();
}

// a click from a point to itself on which the mover has no man is a take (take/2: the enemy
// man's point, as his owner counts it); from one of his own, a pile laid down (6/6)
function clickText(c) {
  const own = groupsFor(c.origin).some((g) => g.querySelector(`.checker.side-${tavli.game.turn}`));
  const taken = c.origin === c.target && c.origin.startsWith("p") && !own;
  return taken ? `take/${place(c.target)}` : `${place(c.origin)}/${place(c.target)}`;
}

function place(name) { // p13 -> the point's number as the player counts it
  if (!name.startsWith("p")) return name;
  const group = $("board").querySelector(`[data-place="${name}"]`);
  return group ? group.dataset.own : name.slice(1);
}

// the SVG names the mover's bar, hand and off 'bar:X' and so on; a click names them 'bar'
function placeOf(group) {
  const name = group.dataset.place;
  return name.includes(":") ? name.split(":")[0] : name;
}

function groupsFor(name) {
  const mover = tavli.game.turn; // the bar, hand and off of the side making the play
  const id = name.startsWith("p") ? name : `${name}:${mover}`;
  return [...$("board").querySelectorAll(`[data-place="${id}"]`)];
}

function markOrigins() {
  $("board").querySelectorAll(".place").forEach((g) => {
    g.classList.remove("origin", "selected", "target");
    g.removeAttribute("tabindex");
  });
  if (!tavli.play) return;
  for (const click of tavli.play.next) groupsFor(click.origin).forEach((g) => g.classList.add("origin"));
  if (tavli.selected) {
    groupsFor(tavli.selected).forEach((g) => g.classList.add("selected"));
    for (const click of tavli.play.next) {
      if (click.origin === tavli.selected) groupsFor(click.target).forEach((g) => g.classList.add("target"));
    }
  }
  // the keyboard reaches the lit places (Tab), and Enter or Space chooses one as a click does
  $("board").querySelectorAll(".place.origin, .place.target").forEach((g) => {
    g.setAttribute("tabindex", "0");
    g.setAttribute("role", "button");
    const name = placeOf(g);
    g.setAttribute("aria-label", name.startsWith("p") ? `point ${place(name)}` : name);
  });
}

async function choose(name) {
  const next = tavli.play.next;
  if (tavli.selected) {
    const click = next.find((c) => c.origin === tavli.selected && c.target === name);
    if (click) {
      tavli.selected = null;
      await sendClicks([...tavli.clicks, click]);
      return;
    }
  }
  tavli.selected = next.some((c) => c.origin === name) && tavli.selected !== name ? name : null;
  markOrigins();
}

$("board").addEventListener("click", async (event) => {
  if (drag.moved) { drag.moved = false; return; } // the click that ends a drag
  const group = event.target.closest("[data-place]");
  if (!group || !tavli.play || tavli.busy) return;
  await choose(placeOf(group));
});

$("board").addEventListener("keydown", async (event) => {
  const group = event.target.closest("[data-place]");
  if (!group || !tavli.play || tavli.busy || (event.key !== "Enter" && event.key !== " ")) return;
  event.preventDefault();
  await choose(placeOf(group));
});

async function sendClicks(clicks) {
  await busy(async () => {
    try {
      const play = await api("POST", `/api/games/${tavli.game.id}/clicks`, { clicks });
      tavli.clicks = clicks;
      showPlay(play);
      showError($("error"), null);
    } catch (error) {
      showError($("error"), error);
    }
  });
}

// the same game and settings again, with new dice (a seed given would replay the same game)
$("play-again").addEventListener("click", () => {
  $("seed").value = "";
  $("new-game").click();
});

$("undo").addEventListener("click", () => sendClicks(tavli.clicks.slice(0, -1)));

$("confirm").addEventListener("click", () => sendPlay(tavli.clicks));

function sendPlay(clicks) {
  return busy(async () => {
    try {
      showGame(await api("POST", `/api/games/${tavli.game.id}/play`, { clicks }));
    } catch (error) {
      showError($("error"), error);
    }
  });
}

function decide(decision, number, choice) {
  return busy(async () => {
    try {
      const body = { decision };
      if (number !== undefined) body.number = number;
      if (choice !== undefined) body.choice = choice;
      showGame(await api("POST", `/api/games/${tavli.game.id}/decide`, body));
    } catch (error) {
      showError($("error"), error);
    }
  });
}

for (const choice of ["roll", "double", "take", "drop", "beaver", "play-opening", "roll-again"]) {
  $(choice).addEventListener("click", () => decide(choice));
}
$("choose-double-button").addEventListener("click", () => decide("choose-double", Number($("double-number").value)));
$("decide-button").addEventListener("click", () => decide("decide", undefined, $("decide-choice").value));

// ---- the rules editor

let checkTimer = null;
let checkedText = null;

$("rules-load").addEventListener("click", async () => {
  $("rules-text").value = await api("GET", `/api/variants/${$("rules-start").value}/rules`);
  scheduleCheck(0);
});

$("rules-text").addEventListener("input", () => scheduleCheck(300));
$("rules-text").addEventListener("scroll", () => { $("gutter").scrollTop = $("rules-text").scrollTop; });

function scheduleCheck(delay) {
  clearTimeout(checkTimer);
  drawGutter([]);
  checkTimer = setTimeout(checkRules, delay);
}

function drawGutter(problems) {
  const lines = $("rules-text").value.split("\n").length;
  const bad = new Set(problems.map((p) => p.line));
  const gutter = $("gutter");
  gutter.innerHTML = "";
  for (let n = 1; n <= lines; n++) {
    const span = document.createElement("span");
    span.textContent = String(n);
    if (bad.has(n)) { span.className = "error-mark"; span.title = "error on this line"; }
    gutter.appendChild(span);
    gutter.appendChild(document.createTextNode("\n"));
  }
  gutter.scrollTop = $("rules-text").scrollTop;
}

async function checkRules() {
  const text = $("rules-text").value;
  const answer = await api("POST", "/api/check", { text });
  if (text !== $("rules-text").value) return; // typed on: a newer check follows
  checkedText = answer.ok ? text : null;
  $("rules-play").disabled = !answer.ok;
  const verdict = $("rules-verdict");
  verdict.className = "verdict " + (answer.ok ? "ok" : "bad");
  verdict.textContent = answer.ok ? `ok: ${answer.variant.title}` :
    `${answer.problems.length} error${answer.problems.length === 1 ? "" : "s"}`;
  const list = $("problems");
  list.innerHTML = "";
  for (const p of answer.problems) {
    const item = document.createElement("li");
    item.className = "problem";
    item.dataset.line = p.line;
    item.dataset.column = p.column;
    item.textContent = p.line ? `${p.line}:${p.column}: ${p.message}` : p.message;
    item.addEventListener("click", () => jumpTo(p.line, p.column));
    list.appendChild(item);
  }
  drawGutter(answer.problems);
}

function jumpTo(line, column) {
  if (!line) return;
  const area = $("rules-text");
  const lines = area.value.split("\n");
  let offset = 0;
  for (let i = 0; i < line - 1 && i < lines.length; i++) offset += lines[i].length + 1;
  offset += Math.max(column - 1, 0);
  area.focus();
  area.setSelectionRange(offset, offset + 1);
}

$("rules-play").addEventListener("click", () => {
  if (checkedText === null) return;
  tavli.customRules = checkedText;
  $("custom-rules-note").hidden = false;
  $("game-options").innerHTML = "";
  showMatchChoice();
  showTab("play");
  $("new-game").click();
});

// ---- the position explorer

let explored = null;

$("explore-form").addEventListener("submit", async (event) => {
  event.preventDefault();
  const dice = $("explore-dice").value.trim();
  const body = {
    variant: $("explore-game").value, format: $("explore-format").value,
    position: $("explore-position").value,
  };
  if (dice) body.dice = dice.split(/[\s,-]+/).map(Number);
  try {
    explored = { body, answer: await api("POST", "/api/explore", body), arrows: new Map() };
    showExplored();
    showError($("explore-error"), null);
  } catch (error) {
    explored = null; // no board beside the error: it would be taken for the position asked
    for (const id of ["explore-board", "explore-notations", "explore-plays"]) $(id).innerHTML = "";
    showError($("explore-error"), error);
  }
});

function showExplored() {
  const { answer } = explored;
  $("explore-board").innerHTML = answer.svg;
  const notations = $("explore-notations");
  notations.innerHTML = "";
  for (const [name, text] of Object.entries(answer.notations)) {
    notations.insertAdjacentHTML("beforeend", "<dt></dt><dd></dd>");
    notations.lastElementChild.previousElementSibling.textContent = name;
    notations.lastElementChild.textContent = text;
  }
  const list = $("explore-plays");
  list.innerHTML = "";
  for (const play of answer.plays) {
    const item = document.createElement("li");
    item.textContent = play.play;
    item.tabIndex = 0;
    item.title = play.position;
    item.addEventListener("mouseenter", () => drawPlay(play.play));
    item.addEventListener("focus", () => drawPlay(play.play));
    item.addEventListener("mouseleave", () => { if (explored) $("explore-board").innerHTML = explored.answer.svg; });
    list.appendChild(item);
  }
}

async function drawPlay(text) {
  const current = explored;
  if (!current.arrows.has(text)) {
    const body = { ...current.body, position: current.answer.position, format: "native", play: text };
    delete body.dice;
    current.arrows.set(text, (await api("POST", "/api/board", body)).svg);
  }
  if (explored === current) $("explore-board").innerHTML = current.arrows.get(text);
}

loadVariants().catch((error) => showError($("error"), error));
