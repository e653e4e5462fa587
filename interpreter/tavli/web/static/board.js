// The tavli playground's board as a thing to touch: checkers dragged (Pointer Events), a
// double click's move, and the bot's play animated. Loaded after app.js, whose names it uses.
"use strict";

// ---- dragging a checker (mouse, pen or touch: Pointer Events)
// A press on a place a checker may leave picks it up; moved more than a few pixels, a copy of
// the checker follows the pointer and is dropped on a lit place. A press without a move stays a
// click (app.js has the click handler).

const drag = { origin: null, ghost: null, start: null, from: null, moved: false, pointer: null };
const DRAG_START = 6; // pixels: less is a click

function svgPoint(svg, x, y) {
  const point = svg.createSVGPoint();
  point.x = x;
  point.y = y;
  return point.matrixTransform(svg.getScreenCTM().inverse());
}

$("board").addEventListener("pointerdown", (event) => {
  drag.moved = false;
  const group = event.target.closest("[data-place]");
  if (!group || !tavli.play || tavli.busy || !event.isPrimary) return;
  const name = placeOf(group);
  if (!tavli.play.next.some((c) => c.origin === name)) return;
  drag.origin = name;
  drag.pointer = event.pointerId;
  drag.start = { x: event.clientX, y: event.clientY };
  drag.ghost = null;
});

$("board").addEventListener("pointermove", (event) => {
  if (drag.origin === null || event.pointerId !== drag.pointer) return;
  const svg = $("board").querySelector("svg");
  if (!drag.moved) {
    if (Math.hypot(event.clientX - drag.start.x, event.clientY - drag.start.y) < DRAG_START) return;
    drag.moved = true;
    $("board").setPointerCapture(event.pointerId); // (not at the press: a click would go to the board)
    tavli.selected = drag.origin;
    markOrigins();
    const checkers = groupsFor(drag.origin).flatMap((g) => [...g.querySelectorAll(`.checker.side-${tavli.game.turn}`)]);
    const top = checkers[checkers.length - 1];
    drag.ghost = top ? top.cloneNode(true) : document.createElementNS("http://www.w3.org/2000/svg", "circle");
    if (!top) { drag.ghost.setAttribute("r", "12"); drag.ghost.setAttribute("fill", "#888"); }
    drag.ghost.classList.add("drag-ghost");
    const from = svgPoint(svg, drag.start.x, drag.start.y);
    drag.from = { x: from.x, y: from.y };
    svg.appendChild(drag.ghost);
  }
  const at = svgPoint(svg, event.clientX, event.clientY);
  drag.ghost.setAttribute("transform", `translate(${at.x - drag.from.x} ${at.y - drag.from.y})`);
});

async function endDrag(event, dropped) {
  if (drag.origin === null || event.pointerId !== drag.pointer) return;
  const origin = drag.origin;
  drag.origin = null;
  if (drag.ghost) drag.ghost.remove();
  if (!drag.moved) return; // a click: the click handler has it
  if (event.pointerType !== "mouse") drag.moved = false; // no click follows a touch drag
  tavli.selected = null;
  const under = dropped ? document.elementFromPoint(event.clientX, event.clientY) : null;
  const group = under && $("board").contains(under) ? under.closest("[data-place]") : null;
  const click = group && tavli.play.next.find((c) => c.origin === origin && c.target === placeOf(group));
  if (click) await sendClicks([...tavli.clicks, click]);
  else markOrigins(); // dropped off a lit place: the checker goes back
}

// a finger's drag is the checker's alone: no scroll, and no fling after it to eat the next tap
$("board").addEventListener("touchmove", (event) => { if (drag.origin !== null) event.preventDefault(); },
  { passive: false });
$("board").addEventListener("pointerup", (event) => endDrag(event, true));
$("board").addEventListener("pointercancel", (event) => endDrag(event, false));

// a double click on a checker moves it by the highest die it may move by
$("board").addEventListener("dblclick", async (event) => {
  const group = event.target.closest("[data-place]");
  if (!group || !tavli.play || tavli.busy) return;
  const name = placeOf(group);
  const moves = tavli.play.next.filter((c) => c.origin === name);
  if (moves.length === 0) return;
  tavli.selected = null;
  await sendClicks([...tavli.clicks, moves.reduce((best, c) => (c.die > best.die ? c : best))]);
});

// The other side's play, moved checker by checker along its arrows at the chosen speed (the
// board is the new one already, so nothing waits on the animation; the arrows show after it).
async function animateMoves(game) {
  const duration = Number($("speed").value);
  const arrows = $("board").querySelector(".arrows");
  if (!arrows || duration === 0 || game.people.includes(arrows.dataset.side)) return; // a bot's only
  const side = arrows.dataset.side;
  const model = $("board").querySelector(`.checker.side-${side}`);
  if (!model) return;
  const shown = tavli.version;
  arrows.style.opacity = "0";
  for (const path of arrows.querySelectorAll("path.arrow")) {
    if (tavli.version !== shown) return; // a newer board is up
    const ghost = model.cloneNode(true);
    ghost.classList.add("move-ghost");
    ghost.dataset.from = path.dataset.from;
    ghost.dataset.to = path.dataset.to;
    const circle = model.querySelector("circle");
    const [cx, cy] = [Number(circle.getAttribute("cx")), Number(circle.getAttribute("cy"))];
    const length = path.getTotalLength();
    const frames = [];
    for (let i = 0; i <= 12; i++) {
      const at = path.getPointAtLength((length * i) / 12);
      frames.push({ transform: `translate(${at.x - cx}px, ${at.y - cy}px)` });
    }
    path.ownerSVGElement.appendChild(ghost);
    const motion = ghost.animate(frames, { duration, easing: "ease-in-out", fill: "forwards" });
    try {
      await motion.finished;
    } catch (error) {
      return; // cancelled
    } finally {
      ghost.remove();
    }
  }
  arrows.style.opacity = "";
}
