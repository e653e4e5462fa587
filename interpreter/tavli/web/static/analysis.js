// During a play: the legal plays ranked best first with their values ("Hint"). After a game: each of the person's checker plays and cube decisions weighed against the
// best (GET /api/games/{id}/analysis), what it gave up in expected points, with the marks
// players know (?! doubtful, ? bad, ?? very bad).
"use strict";

function showAnalysis(game) {
  const finished = Boolean(game.result);
  $("analyse").hidden = !finished;
  if (!finished || (tavli.analysed && tavli.analysed !== game.id)) {
    $("analysis").hidden = true;
    $("analysis").innerHTML = "";
    tavli.analysed = null;
  }
}

function analysisCell(text, number) {
  const cell = document.createElement("td");
  cell.textContent = text;
  if (number) cell.className = "number";
  return cell;
}

function drawAnalysis(found) {
  const box = $("analysis");
  box.innerHTML = "";
  const head = document.createElement("p");
  head.textContent = `${found.side}'s decisions: ${found.decisions.length}, ` +
    `${found.given_up.toFixed(3)} points given up in all.`;
  const unit = document.createElement("p");
  unit.className = "unit";
  unit.textContent = `Values: ${found.unit}.`;
  const table = document.createElement("table");
  table.innerHTML = "<thead><tr><th>#</th><th>made</th><th>value</th><th>best</th>" +
    "<th>value</th><th>given up</th><th></th></tr></thead>";
  const body = document.createElement("tbody");
  for (const d of found.decisions) {
    const row = document.createElement("tr");
    row.className = `decision ${d.kind}` + (d.mark === "??" ? " blunder" : "");
    row.append(analysisCell(String(d.turn), true), analysisCell(d.made),
      analysisCell(d.value.toFixed(3), true), analysisCell(d.best),
      analysisCell(d.best_value.toFixed(3), true), analysisCell(d.loss.toFixed(3), true),
      analysisCell(d.mark));
    body.appendChild(row);
  }
  table.appendChild(body);
  box.append(head, unit, table);
  box.hidden = false;
}

$("analyse").addEventListener("click", async () => {
  const game = tavli.game;
  if (!game) return;
  $("analyse").disabled = true;
  try {
    drawAnalysis(await api("GET", `/api/games/${game.id}/analysis`));
    tavli.analysed = game.id;
    tavli.version += 1; // (the tests wait for a new answer drawn)
  } catch (error) {
    showError($("error"), error);
  } finally {
    $("analyse").disabled = false;
  }
});

function hideHints() {
  $("hints").hidden = true;
  $("hints").innerHTML = "";
}

$("hint").addEventListener("click", async () => {
  const game = tavli.game;
  if (!game) return;
  try {
    const found = await api("GET", `/api/games/${game.id}/hint`);
    const box = $("hints");
    box.innerHTML = "";
    const unit = document.createElement("p");
    unit.className = "unit";
    unit.textContent = `Plays best first, valued by ${found.unit}.`;
    const list = document.createElement("ol");
    for (const ranked of found.plays) {
      const item = document.createElement("li");
      item.textContent = `${ranked.play}  ${ranked.value.toFixed(3)}`;
      list.appendChild(item);
    }
    box.append(unit, list);
    box.hidden = false;
    tavli.version += 1; // (the tests wait for a new answer drawn)
  } catch (error) {
    showError($("error"), error);
  }
});
