// Match play in the playground: a match to N points, or a bundled match file (the Tavli
// match: Portes, Plakoto and Fevga in turn), chosen with the game; the score, the Crawford
// game and the match's winner said above the board; "Next game" once a game is over.
"use strict";

for (let n = 1; n <= 25; n++) {
  $("match-length").insertAdjacentHTML("beforeend", `<option value="${n}">match to ${n}</option>`);
}

// the bundled match files, listed after the games as 'match:tavli'
async function loadMatches() {
  tavli.matches = await api("GET", "/api/matches");
  const group = document.createElement("optgroup");
  group.label = "Matches";
  for (const file of tavli.matches) {
    const option = document.createElement("option");
    option.value = `match:${file.name}`;
    option.textContent = `${file.title} (${file.games.map((g) => g.title).join(", ")})`;
    group.appendChild(option);
  }
  $("game-select").appendChild(group);
}

// a match is between two sides; a match file is always a match, to its own points unless changed
function showMatchChoice() {
  const name = $("game-select").value;
  const file = (tavli.matches || []).find((m) => `match:${m.name}` === name);
  const variant = tavli.variants.find((v) => v.name === name);
  $("match-choice").hidden = !file && tavli.customRules === null && !(variant && variant.sides === 2);
  $("match-length").options[0].hidden = Boolean(file);
  if (file) $("match-length").value = String(file.points);
  else if (tavli.lastFile) $("match-length").value = ""; // back from a match file: one game
  tavli.lastFile = Boolean(file);
}

function showMatch(game) {
  const match = game.match;
  $("match-line").hidden = !match;
  $("next-game").hidden = !match || !game.result || match.over;
  $("play-again").hidden = Boolean(match && !match.over); // a new match only once this one is won
  if (!match) return;
  const score = game.sides.map((side) => `${side} ${match.score[side]}`).join(", ");
  let text = `${match.title ? `${match.title}: ` : ""}match to ${match.length}, ${score}; ` +
    `game ${match.game}${match.title ? ` (${game.variant.title})` : ""}`;
  if (match.crawford) text += ", the Crawford game: no doubling";
  else if (match.post_crawford) text += ", post-Crawford";
  if (match.over) text += `. ${match.winner} wins the match`;
  else if (match.next_crawford) text += ". The next game is the Crawford game";
  $("match-text").textContent = text;
  if (match.over) $("result").textContent += `; ${match.winner} wins the match`;
}

$("next-game").addEventListener("click", () => busy(async () => {
  try {
    showGame(await api("POST", `/api/games/${tavli.game.id}/next`));
  } catch (error) {
    showError($("error"), error);
  }
}));
