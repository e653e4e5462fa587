/* tavli's compiled move generator: the search of tavli/movegen.py, step for step, in C.
 *
 * It knows no game. A variant is handed to it as a descriptor, a flat list of integers that
 * tavli/engine/descriptor.py compiles from the rule tree (see there for the layout): the
 * track, how many checkers block, hit or pin, the five allow-conditions as a small prefix
 * program, the turn's limits. The search is the reference generator's, kept in the same
 * order so that both find the same plays and reach each by the same steps: for every order
 * of the dice, one layer of distinct views per die (insertion-ordered hash sets), each view
 * remembering the view and step it came from; then the forced-play rule over the orders.
 *
 * A view is the mover's counts along his own track, then his bar, hand, off and the
 * opponent's bar, then (in a game that pins) the pins along his track, then the opponent's
 * hand and off: tavli/conditions.py.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <structmember.h>
#include <stdio.h>

enum { BAR = 0, HAND = 1, OFF = 2, OPP_BAR = 3, PINS = 4 };
#define FROM_BAR (-2)
#define FROM_HAND (-1)
#define MAXCELLS 128
#define MAXDICE 12   /* dice of one part, all alike (a double played up to 12 times) ... */
#define MAXMIXED 6   /* ... or at most this many, not all alike */
#define MAXORDERS 24 /* distinct orders of a part's dice */
#define MAXEND 16     /* end rules whose pinned cells are worked out (see pin_cells) */
/* The descriptor's layout this kernel reads (descriptor.py VERSION); the module says it, so
 * that a build older than the Python beside it is found out at import (engine/__init__.py). */
#define DESCRIPTOR_VERSION 10
#define MAXPINCELLS 8
#define MAXALLPINCELLS 32

/* Condition program nodes: [kind, size, ...]; size counts the whole node. */
enum { C_TRUE = 0, C_AND = 1, C_OR = 2, C_NOT = 3, C_ATOM = 4, C_OPP = 5, C_NO_MOVE = 6,
       C_PRIME = 7 };
/* whose view an end rule is judged on (C_OPP turns it to the other player's) */
static int judged_side;
/* Settle programs only (tavli.movegen.settled, stays_held and stays_false): margin, more in
 * the zone than dice left; beyond, more beyond the zone than dice left; unreached, none in
 * the zone (or off) and none that the dice's pips can bring there; kept, some in the zone at
 * the end of the track and none can bear off this turn. */
enum { Q_NONE = 0, Q_ANY = 1, Q_ALL = 2, Q_MARGIN = 3, Q_BEYOND = 4, Q_UNREACHED = 5,
       Q_KEPT = 6 };
/* A count compared with a number (the atom's last entry): at least, at most, more than,
 * fewer than, exactly. */
enum { Q_AT_LEAST = 8, Q_AT_MOST, Q_MORE, Q_FEWER, Q_EXACTLY };
static int dice_left, pips_left;  /* the dice of the part being searched, and their pips */
enum { P_BAR = 0, P_HAND = 1, P_OFF = 2, P_ZONE = 3, P_PINNED = 4, P_EACH = 5, P_OUT = 6 };
enum { A_ENTER_BAR = 0, A_ENTER_HAND, A_MOVE, A_HIT, A_BEAR_OFF, A_COUNT };

/* A set of track cells (a zone) as bits, for membership without a scan. */
typedef struct { uint64_t w[2]; } Mask;

static inline int has(const Mask *m, int c) {
    return (unsigned)c < 128 && ((m->w[c >> 6] >> (c & 63)) & 1);
}

typedef struct {
    int *d;          /* the descriptor */
    Py_ssize_t size;
    int length, ncells, stride, block, hits, pins, higher, in_order, prime, faces;
    int checkers, simple_after;  /* every end rule is judged here: positions in C */
    int horizon;                 /* how far each player's turns are counted (0: not) */
    int nend, end;               /* end rules: how many, and the offset of the first */
    int nroll;                   /* of them, those on the dice a play leaves unplayed, */
    int8_t roll_kind[2], roll_outcome[2];  /* in order (at most 2): 1 any, 2 all */
    /* per end rule and judged side: the cells of that side's view one of which must hold a
     * pinned checker for the rule to hold (-1: none such known); see pin_cells */
    int8_t end_pin_n[MAXEND][2];
    int8_t end_pin_cells[MAXEND][2][MAXPINCELLS];
    /* per mover: the points of his view, over every end rule and both players, where a pin
     * is needed for any rule to hold (-1: some rule needs none known): none pinned there,
     * and no rule is looked at */
    int end_pins_n[2];
    int8_t end_pins[2][MAXALLPINCELLS];
    PyObject *guards;            /* a turn part's condition text -> offset of its program */
    int no_entry, stack, trap;   /* entering: 1 not onto own checkers, 2 only onto empty
                                    points; stack limit; trap limit */
    int hold_most;               /* offset of the hold-at-most limits */
    int stack_in;                /* offset of the limits per zone: at most N on a point */
    int occupy;                  /* offset of the limits per zone: at most N points occupied */
    int nstops;                  /* hit-stops cells; the search's views carry a frozen block */
    int nret, ret[2];            /* hit return: cells per side (a hit checker's zone), or 0 */
    int hit_out;                 /* a hit checker that goes back nowhere leaves the game */
    int passing;                 /* never pass over: 1 own checkers, 2 any checker; 0 none */
    int nfacing;                 /* cells where a lander hits a lone enemy checker facing it */
    int8_t facing[2][MAXCELLS];  /* per side, per cell: the cell across the board, or -1 */
    int8_t hit_at[MAXCELLS];     /* per cell: a lone enemy checker landed on there is hit */
    int8_t stop_cell[MAXCELLS];
    int frozen;                  /* where the frozen block starts (= cells), if nstops */
    int out_cells;               /* cells of a view handed back: cells, + length with stops */
    int settle;                  /* offset of the settle program, or -1 */
    int lower_first;             /* a part of unlike dice starts with its lowest, or nothing */
    int track[2];    /* offsets of the board points per track index, per side */
    int opp[2];      /* offsets of the opponent's track index per track index, per side */
    int facing_tracks;  /* each track runs the other backwards: opp[s][j] == length-1-j */
    int leave;       /* offset of the leave limit (-1: none) */
    int holds;       /* offset of the hold limits */
    int leaving;     /* offset of the leaving conditions */
    int allow[A_COUNT];
    int empty[A_COUNT];  /* an allow condition that only asks a cell be empty: that cell, or -1 */
    int limited;
    Mask *masks;     /* the hold limits', then the leaving rules', then hold-at-most's cells,
                        then the zones' of the stack limits */
    int nholds, nleaving, nmost, nstack_in, noccupy;
} Rules;

typedef struct { int8_t origin, target, die, hit; } Step;

typedef struct {
    int n, cap, stride;
    int8_t *views;     /* n views, each `stride` bytes */
    int32_t *parent;   /* index of the view it came from in the layer before */
    Step *steps;
    int8_t *rank;      /* the lowest origin rank a later step may start from */
    uint64_t *table;   /* open addressing: a slot is the generation (high half), the index */
    uint32_t tmask, gen;
} Layer;

/* ---- the descriptor */

static int skip_program(const int *d, Py_ssize_t size, int at) {
    if (at < 0 || at + 1 >= size || d[at + 1] < 2 || at + d[at + 1] > size) return -1;
    return at + d[at + 1];
}

static int parse_cells(const int *d, Py_ssize_t size, int at, int length) {
    /* [n, cells...] with every cell on the track; the offset after it, or -1 */
    if (at < 0 || at >= size) return -1;
    int n = d[at];
    if (n < 0 || at + 1 + n > size) return -1;
    for (int i = 0; i < n; i++)
        if (d[at + 1 + i] < 0 || d[at + 1 + i] >= length) return -1;
    return at + 1 + n;
}

/* The cells of side ``s``'s view (at most MAXPINCELLS, written to ``cells``) one of which
 * must hold a pinned checker, of either player, for the end rule's program at ``pc`` to
 * hold; -1 where no such cells are known. An atom counting pinned checkers that asks for at
 * least one names its cells; ``and`` holds only where each part does, so any part's cells
 * will do; the opponent's view maps his cells to s's. Anything else: -1. A necessary
 * condition only: game_over still judges the rule where one of the cells is pinned. */
static int pin_cells(const Rules *r, int pc, int s, int8_t *cells) {
    const int *d = r->d;
    switch (d[pc]) {
    case C_AND: {
        int n = d[pc + 2], at = pc + 3;
        for (int i = 0; i < n; i++) {
            int found = pin_cells(r, at, s, cells);
            if (found >= 0) return found;
            at += d[at + 1];
        }
        return -1;
    }
    case C_OPP: {  /* his cell j is s's cell opp[1 - s][j] (opponent_view) */
        int found = pin_cells(r, pc + 2, 1 - s, cells);
        for (int i = 0; i < found; i++) cells[i] = (int8_t)d[r->opp[1 - s] + cells[i]];
        return found;
    }
    case C_ATOM: {
        int quant = d[pc + 2], place = d[pc + 3];
        if (place != P_PINNED) return -1;
        int n = d[pc + 4], k = quant >= Q_AT_LEAST ? d[pc + d[pc + 1] - 1] : 0;
        int some = quant == Q_ANY || (quant == Q_AT_LEAST && k >= 1)
                   || (quant == Q_MORE && k >= 0) || (quant == Q_EXACTLY && k >= 1);
        if (!some || n < 1 || n > MAXPINCELLS) return -1;
        for (int i = 0; i < n; i++) cells[i] = (int8_t)d[pc + 5 + i];
        return n;
    }
    default:
        return -1;
    }
}

/* Whether any of the ``n`` cells of the view ``v`` holds a pinned checker; with ``mirror``,
 * the cells are the other player's, mapped to v's through it. */
static int any_pinned_at(const Rules *r, const int8_t *v, const int8_t *cells, int n,
                         const int *mirror) {
    if (!r->pins) return 0;
    const int8_t *pins = v + r->length + PINS;
    for (int i = 0; i < n; i++)
        if (pins[mirror ? mirror[cells[i]] : cells[i]] != 0) return 1;
    return 0;
}

/* end_pins[side]: every rule's pin cells for the mover ``side`` (k = 0) and for the other
 * player mapped to the mover's view (k = 1, as game_over judges them), each once. */
static void gather_end_pins(Rules *r, int side) {
    int n = 0;
    for (int i = 0; i < r->nend; i++)
        for (int k = 0; k < 2; k++) {
            int who = k == 0 ? side : 1 - side;
            int count = i < MAXEND ? r->end_pin_n[i][who] : -1;
            if (count < 0) { r->end_pins_n[side] = -1; return; }
            for (int c = 0; c < count; c++) {
                int cell = r->end_pin_cells[i][who][c];
                if (k == 1) cell = r->d[r->opp[1 - side] + cell];
                int known = 0;
                for (int j = 0; j < n && !known; j++) known = r->end_pins[side][j] == cell;
                if (known) continue;
                if (n == MAXALLPINCELLS) { r->end_pins_n[side] = -1; return; }
                r->end_pins[side][n++] = (int8_t)cell;
            }
        }
    r->end_pins_n[side] = n;
}

static void rules_free(PyObject *capsule) {
    Rules *r = (Rules *)PyCapsule_GetPointer(capsule, "tavli.rules");
    if (r) {
        free(r->d);
        free(r->masks);
        Py_XDECREF(r->guards);
        free(r);
    }
}

static PyObject *k_compile(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *arg, *texts = NULL;
    if (!PyArg_ParseTuple(args, "O|O!", &arg, &PyTuple_Type, &texts)) return NULL;
    PyObject *seq = PySequence_Fast(arg, "the descriptor is a sequence of integers");
    if (!seq) return NULL;
    Py_ssize_t size = PySequence_Fast_GET_SIZE(seq);
    int *d = malloc(sizeof(int) * (size_t)(size + 1));
    Rules *r = calloc(1, sizeof(Rules));
    if (!d || !r) {
        free(d); free(r); Py_DECREF(seq);
        return PyErr_NoMemory();
    }
    for (Py_ssize_t i = 0; i < size; i++) {
        long v = PyLong_AsLong(PySequence_Fast_GET_ITEM(seq, i));
        if (v == -1 && PyErr_Occurred()) { free(d); free(r); Py_DECREF(seq); return NULL; }
        d[i] = (int)v;
    }
    Py_DECREF(seq);
    r->d = d;
    r->size = size;
    int at = 11, ok = size >= 11;
    if (ok) {
        r->length = d[0]; r->ncells = d[1]; r->block = d[2]; r->hits = d[3]; r->pins = d[4];
        r->higher = d[5]; r->in_order = d[6]; r->prime = d[7];
        r->checkers = d[9]; r->simple_after = d[10];
        ok = d[8] == DESCRIPTOR_VERSION && r->length > 0 && r->length <= 60 && r->ncells <= MAXCELLS
             && r->ncells == r->length + 6 + (r->pins ? r->length : 0);
    }
    r->stride = (r->ncells + 7) & ~7;
    for (int s = 0; ok && s < 2; s++) {
        r->track[s] = at;
        at += r->length;
        ok = at <= size;
        for (int i = 0; ok && i < r->length; i++) ok = d[r->track[s] + i] >= 1;
    }
    r->facing_tracks = 1;
    for (int s = 0; ok && s < 2; s++) {
        r->opp[s] = at;
        at += r->length;
        ok = at <= size;
        for (int j = 0; ok && j < r->length; j++)
            r->facing_tracks &= d[r->opp[s] + j] == r->length - 1 - j;
    }
    if (ok) {  /* leave limit: -1, or cells, checkers, exceptions */
        if (d[at] == -1) { r->leave = -1; at += 1; }
        else {
            r->leave = at;
            at = parse_cells(d, size, at, r->length);
            ok = at >= 0 && at + 1 < size;
            if (ok) {
                int nexc = d[at + 1];
                at += 2;
                for (int e = 0; ok && e < nexc; e++) {
                    /* checkers, nrolls, (low, high) per roll (0, 0 for doubles), program */
                    ok = at + 2 <= size;
                    if (!ok) break;
                    int nrolls = d[at + 1];
                    at += 2 + 2 * nrolls;
                    at = skip_program(d, size, at);
                    ok = at >= 0;
                }
            }
        }
    }
    if (ok) {
        r->holds = at;
        int n = d[at++];
        for (int i = 0; ok && i < n; i++) { at = parse_cells(d, size, at, r->length); ok = at >= 0; }
    }
    if (ok) {
        r->leaving = at;
        int n = d[at++];
        for (int i = 0; ok && i < n; i++) {
            at = parse_cells(d, size, at, r->length);
            ok = at >= 0;
            if (ok) { at = skip_program(d, size, at); ok = at >= 0; }
        }
    }
    for (int a = 0; ok && a < A_COUNT; a++) {
        r->allow[a] = at;
        at = skip_program(d, size, at);
        ok = at >= 0;
    }
    /* entering, stack limit, hold at most [n, (n, cells..., most)...],
     * stack limits in zones [n, (n, cells..., most)...], occupied points in zones (the same),
     * hit stops [n, cells...], trap limit */
    ok = ok && at + 2 < size;
    if (ok) {
        r->no_entry = d[at]; r->stack = d[at + 1];
        at += 2;
        r->hold_most = at;
        int n = d[at++];
        for (int i = 0; ok && i < n; i++) {
            at = parse_cells(d, size, at, r->length);
            ok = at >= 0 && at < size;
            if (ok) at += 1;
        }
    }
    for (int block = 0; block < 2; block++) {
        ok = ok && at < size;
        if (!ok) break;
        if (block == 0) r->stack_in = at; else r->occupy = at;
        int n = d[at++];
        for (int i = 0; ok && i < n; i++) {
            at = parse_cells(d, size, at, r->length);
            ok = at >= 0 && at < size;
            if (ok) at += 1;
        }
    }
    if (ok) {
        int stops = at;
        at = parse_cells(d, size, at, r->length);
        ok = at >= 0 && at < size;
        if (ok) {
            r->nstops = d[stops];
            for (int i = 0; i < r->nstops; i++) r->stop_cell[d[stops + 1 + i]] = 1;
            r->trap = d[at++];
        }
    }
    ok = ok && at < size;
    if (ok) {  /* hit return: n, then each side's n cells */
        r->nret = d[at++];
        r->ret[0] = at;
        r->ret[1] = at + r->nret;
        at += 2 * r->nret;
        ok = r->nret >= 0 && at < size;
        for (int i = r->ret[0]; ok && i < at; i++) ok = d[i] >= 0 && d[i] < r->length;
        if (ok) r->hit_out = d[at++] != 0;  /* then: where none takes it, out of the game */
    }
    memset(r->facing, -1, sizeof r->facing);
    ok = ok && at + 1 < size;
    if (ok) {  /* passing (0, 1, 2); the facing hit: n, then each side's n (cell, across) */
        r->passing = d[at];
        r->nfacing = d[at + 1];
        at += 2;
        ok = r->passing >= 0 && r->passing <= 2 && r->nfacing >= 0 && r->nfacing <= r->length
             && at + 4 * r->nfacing <= size;
        for (int side = 0; ok && side < 2; side++) {
            for (int i = 0; ok && i < r->nfacing; i++, at += 2) {
                ok = d[at] >= 0 && d[at] < r->length && d[at + 1] >= 0 && d[at + 1] < r->length;
                if (ok) r->facing[side][d[at]] = (int8_t)d[at + 1];
            }
        }
    }
    r->settle = -1;  /* per position: track order where this program holds */
    if (ok && at < size && d[at++]) {
        r->settle = at;
        at = skip_program(d, size, at);
        ok = at >= 0;
    }
    ok = ok && at < size;
    if (ok) r->lower_first = d[at++];  /* play the lower die first */
    ok = ok && at + 1 < size;
    if (ok) {  /* the turn horizon; the end rules: n, then (outcome, condition) each */
        r->horizon = d[at];
        r->nend = d[at + 1];
        r->end = at + 2;
        at += 2;
        ok = r->horizon >= 0 && r->nend >= 0;
        for (int i = 0; ok && i < r->nend; i++) {
            ok = at < size && d[at] >= 0 && d[at] <= 2;
            int program = at + 1;
            if (ok) { at = skip_program(d, size, at + 1); ok = at >= 0; }
            for (int s = 0; ok && s < 2 && i < MAXEND; s++)
                r->end_pin_n[i][s] = (int8_t)pin_cells(r, program, s, r->end_pin_cells[i][s]);
        }
        for (int side = 0; ok && side < 2; side++) gather_end_pins(r, side);
    }
    /* the turn parts' conditions: n, then a program each, named by ``texts`` in order */
    int nguards = ok && at < size ? d[at++] : -1;
    ok = ok && nguards >= 0 && nguards == (texts ? PyTuple_GET_SIZE(texts) : 0);
    if (ok && nguards) {
        r->guards = PyDict_New();
        ok = r->guards != NULL;
        for (int i = 0; ok && i < nguards; i++) {
            PyObject *offset = PyLong_FromLong(at);
            ok = offset && PyDict_SetItem(r->guards, PyTuple_GET_ITEM(texts, i), offset) == 0;
            Py_XDECREF(offset);
            if (ok) { at = skip_program(d, size, at); ok = at >= 0; }
        }
        if (!ok && PyErr_Occurred()) PyErr_Clear();
    }
    /* the dice's faces, for 'no move' in end rules: whether some number would move him */
    ok = ok && at < size;
    if (ok) { r->faces = d[at++]; ok = r->faces >= 1 && r->faces <= 60; }
    /* where a lone enemy checker may be hit: n cells (-1: anywhere) */
    memset(r->hit_at, 1, sizeof r->hit_at);
    ok = ok && at < size;
    if (ok && d[at] < 0) at++;
    else if (ok) {
        int n = d[at];
        ok = n <= r->length && at + 1 + n <= size;
        memset(r->hit_at, 0, sizeof r->hit_at);
        for (int i = 0; ok && i < n; i++) {
            ok = d[at + 1 + i] >= 0 && d[at + 1 + i] < r->length;
            if (ok) r->hit_at[d[at + 1 + i]] = 1;
        }
        at += 1 + n;
    }
    /* 'cannot play any / all of his roll': n, then (which, outcome) each */
    ok = ok && at < size && d[at] >= 0 && d[at] <= 2 && at + 1 + 2 * d[at] <= size;
    if (ok) {
        r->nroll = d[at++];
        for (int i = 0; ok && i < r->nroll; i++, at += 2) {
            r->roll_kind[i] = (int8_t)d[at];
            r->roll_outcome[i] = (int8_t)d[at + 1];
            ok = (d[at] == 1 || d[at] == 2) && d[at + 1] >= 0 && d[at + 1] <= 2;
        }
    }
    r->frozen = r->ncells;
    r->out_cells = r->ncells + (r->nstops ? r->length : 0);
    ok = ok && r->out_cells <= MAXCELLS;
    if (!ok || at != size) {
        Py_XDECREF(r->guards);
        free(d); free(r);
        PyErr_SetString(PyExc_ValueError, "malformed rules descriptor");
        return NULL;
    }
    /* the zones of the limits as masks, in the order the limits are judged */
    r->nholds = d[r->holds]; r->nleaving = d[r->leaving]; r->nmost = d[r->hold_most];
    r->nstack_in = d[r->stack_in];
    r->noccupy = d[r->occupy];
    if (r->nleaving > 64) {  /* judged as bits of a word (barred_zones) */
        Py_XDECREF(r->guards);
        free(d); free(r);
        PyErr_SetString(PyExc_ValueError, "more than 64 leaving rules");
        return NULL;
    }
    r->masks = calloc((size_t)(r->nholds + r->nleaving + r->nmost + r->nstack_in + r->noccupy
                               + 1), sizeof(Mask));
    if (!r->masks) { Py_XDECREF(r->guards); free(d); free(r); return PyErr_NoMemory(); }
    int m = 0;
    at = r->holds + 1;
    for (int i = 0; i < r->nholds; i++, m++) {
        for (int c = 0; c < d[at]; c++) r->masks[m].w[d[at + 1 + c] >> 6] |= 1ULL << (d[at + 1 + c] & 63);
        at += 1 + d[at];
    }
    at = r->leaving + 1;
    for (int i = 0; i < r->nleaving; i++, m++) {
        for (int c = 0; c < d[at]; c++) r->masks[m].w[d[at + 1 + c] >> 6] |= 1ULL << (d[at + 1 + c] & 63);
        at += 1 + d[at];
        at += d[at + 1];  /* the condition */
    }
    at = r->hold_most + 1;
    for (int i = 0; i < r->nmost; i++, m++) {
        for (int c = 0; c < d[at]; c++) r->masks[m].w[d[at + 1 + c] >> 6] |= 1ULL << (d[at + 1 + c] & 63);
        at += 2 + d[at];
    }
    at = r->stack_in + 1;  /* the occupy block follows it directly */
    for (int i = 0; i < r->nstack_in + r->noccupy; i++, m++) {
        if (i == r->nstack_in) at += 1;  /* the occupy block's count */
        for (int c = 0; c < d[at]; c++) r->masks[m].w[d[at + 1 + c] >> 6] |= 1ULL << (d[at + 1 + c] & 63);
        at += 2 + d[at];
    }
    for (int a = 0; a < A_COUNT; a++) {  /* 'only when none on the bar' (or in hand) */
        const int *p = d + r->allow[a];
        r->empty[a] = -1;
        if (p[0] == C_ATOM && p[1] == 5 && p[2] == Q_NONE && (p[3] == P_BAR || p[3] == P_HAND))
            r->empty[a] = r->length + (p[3] == P_BAR ? BAR : HAND);
    }
    r->limited = r->leave >= 0 || r->prime || r->pins || d[r->leaving] || d[r->holds]
                 || r->no_entry || r->stack || d[r->hold_most] || r->nstack_in || r->noccupy
                 || r->nstops || r->trap || r->nret || r->hit_out || r->passing
                 || r->nfacing;
    r->stride = (r->out_cells + 7) & ~7;
    return PyCapsule_New(r, "tavli.rules", rules_free);
}

/* ---- conditions (tavli/conditions.py) */

/* His checkers still to bear off (on the board, pinned, on the bar, in hand), or -1 as soon
 * as they are known to be more than ``most``. */
static int not_off_upto(const Rules *r, const int8_t *v, int most) {
    int n = v[r->length + BAR] + v[r->length + HAND];
    if (n > most) return -1;
    for (int i = 0; i < r->length; i++)
        if (v[i] > 0 && (n += v[i]) > most) return -1;
    if (r->pins)
        for (int i = 0; i < r->length; i++)
            if (v[r->length + PINS + i] > 0 && ++n > most) return -1;
    return n;
}

/* Q_BEYOND and Q_UNREACHED (tavli.movegen.stays_false). */
static int stays_false(const Rules *r, int pc, const int8_t *v) {
    const int *d = r->d;
    const int L = r->length;
    int quant = d[pc + 2], place = d[pc + 3], n = place == P_OFF ? 0 : d[pc + 4];
    const int *cells = d + pc + 5;
    if (quant == Q_BEYOND) {  /* all in the zone: more beyond it than dice */
        int last = -1, beyond = 0;
        for (int i = 0; i < n; i++) if (cells[i] > last) last = cells[i];
        if (last < 0) return 0;
        for (int c = last + 1; c < L; c++)
            beyond += (v[c] > 0 ? v[c] : 0) + (r->pins && v[L + PINS + c] > 0);
        return beyond > dice_left;
    }
    if (place == P_OFF) {
        if (v[L + OFF] > 0) return 0;
    } else {
        for (int i = 0; i < n; i++)
            if (v[cells[i]] > 0 || (r->pins && v[L + PINS + cells[i]] > 0)) return 0;
    }
    int entering = v[L + BAR] > 0 || v[L + HAND] > 0;
    for (int start = entering ? -1 : 0; start < L; start++) {
        if (start >= 0 && v[start] <= 0) continue;
        if (place == P_OFF) {
            if (start < L && L <= start + pips_left) return 0;
        } else {
            for (int i = 0; i < n; i++)
                if (start < cells[i] && cells[i] <= start + pips_left) return 0;
        }
    }
    return 1;
}

/* Q_KEPT: [4, size, 6, zone, n, cells..., m, home...] (tavli.movegen.stays_held). */
static int stays_held(const Rules *r, int pc, const int8_t *v) {
    const int *d = r->d;
    const int L = r->length;
    int n = d[pc + 4];
    const int *cells = d + pc + 5;
    int m = d[pc + 5 + n];
    const int *home = d + pc + 6 + n;
    int here = 0;
    for (int i = 0; i < n; i++)
        here += v[cells[i]] > 0 || (r->pins && v[L + PINS + cells[i]] > 0);
    if (!here || m <= 0) return 0;
    int first = home[0];
    long needed = (long)(v[L + BAR] + v[L + HAND]) * (first + 1);
    for (int c = 0; c < first; c++) {
        if (r->pins && v[L + PINS + c] > 0) return 1;  /* held outside, never home */
        if (v[c] > 0) needed += (long)v[c] * (first - c);
    }
    return needed > pips_left;
}

/* out[j] = -in[n - 1 - j] for j < n: where the two tracks face each other, the opponent's
 * view is the mover's backwards, negated. Eight cells at a time where the compiler can
 * reverse a word's bytes (a bytewise negation: no carry crosses from one cell to the next). */
static void reversed_negated(const int8_t *in, int8_t *out, int n) {
    int j = 0;
#if defined(__GNUC__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    const uint64_t low7 = 0x7f7f7f7f7f7f7f7fULL, ones = 0x0101010101010101ULL;
    for (; j + 8 <= n; j += 8) {
        uint64_t w, flipped;
        memcpy(&w, in + n - j - 8, 8);
        w = ~__builtin_bswap64(w);
        flipped = ((w & low7) + ones) ^ (w & ~low7);
        memcpy(out + j, &flipped, 8);
    }
#endif
    for (; j < n; j++) out[j] = (int8_t)-in[n - 1 - j];
}

/* The view of the opponent of ``side`` made from side's view ``v``: his track in his own
 * order, colours swapped; bars, hands and offs swapped (conditions.py _of_opponent). */
static void opponent_view(const Rules *r, int side, const int8_t *v, int8_t *out) {
    const int L = r->length;
    const int *mirror = r->d + r->opp[1 - side];  /* his track index -> side's */
    const int theirs = L + PINS + (r->pins ? L : 0);  /* the opponent's hand and off */
    if (r->facing_tracks) reversed_negated(v, out, L);  /* mirror[j] == L - 1 - j */
    else for (int j = 0; j < L; j++) out[j] = (int8_t)-v[mirror[j]];
    out[L + BAR] = v[L + OPP_BAR];
    out[L + HAND] = v[theirs];
    out[L + OFF] = v[theirs + 1];
    out[L + OPP_BAR] = v[L + BAR];
    if (r->pins && r->facing_tracks) reversed_negated(v + L + PINS, out + L + PINS, L);
    else if (r->pins)
        for (int j = 0; j < L; j++) out[L + PINS + j] = (int8_t)-v[L + PINS + mirror[j]];
    out[theirs] = v[L + HAND];
    out[theirs + 1] = v[L + OFF];
}

static int could_move_view(const Rules *r, const int8_t *v, int side);
static inline int held(const Rules *r, const int8_t *v, int cell);

/* ``a prime of N [with an enemy checker behind it]`` (conditions.py _prime_predicate): N held
 * points in a row along the track of ``side`` (the view's owner); behind: an enemy checker
 * on the bar, in hand or before the whole run along its own track. */
static int has_prime(const Rules *r, const int8_t *v, int side, int size, int behind) {
    const int L = r->length;
    const int *ahead = r->d + r->opp[side];  /* each of his cells: the enemy's index of it */
    const int theirs = L + PINS + (r->pins ? L : 0);
    int run = 0;
    for (int cell = 0; cell < L; cell++) {
        run = held(r, v, cell) ? run + 1 : 0;
        if (run < size) continue;
        if (!behind || v[L + OPP_BAR] > 0 || v[theirs] > 0) return 1;
        int first = ahead[cell];
        for (int c = cell - run + 1; c <= cell; c++) if (ahead[c] < first) first = ahead[c];
        for (int c = 0; c < L; c++)
            if ((v[c] < 0 || (r->pins && v[L + PINS + c] < 0)) && ahead[c] < first) return 1;
    }
    return 0;
}

/* While game_over judges one result: whether each side could move there (-1 not asked yet).
 * 'no move' asks a search, and the rules often ask it of both sides ('a player has no move
 * and the opponent has no move'): asked once a side, and an `and` that one already answered
 * false is false without asking the other (conditions have no side effects, so the order in
 * which an `and` is judged does not change it). */
static int could_memo[2] = {-1, -1}, memo_on;

/* Whether the part at ``pc`` of an `and` is known false without a search (while memo_on):
 * 'no move' (or the opponent's) of a side already found able to move. */
static inline int known_false(const int *d, int pc) {
    if (d[pc] == C_NO_MOVE) return could_memo[judged_side] == 1;
    if (d[pc] == C_OPP && d[pc + 2] == C_NO_MOVE) return could_memo[1 - judged_side] == 1;
    return 0;
}

static int holds(const Rules *r, int pc, const int8_t *v) {
    const int *d = r->d;
    switch (d[pc]) {
    case C_TRUE:
        return 1;
    case C_AND: {
        int n = d[pc + 2], at = pc + 3;
        if (memo_on)
            for (int i = 0; i < n; i++) { if (known_false(d, at)) return 0; at += d[at + 1]; }
        at = pc + 3;
        for (int i = 0; i < n; i++) { if (!holds(r, at, v)) return 0; at += d[at + 1]; }
        return 1;
    }
    case C_OR: {
        int n = d[pc + 2], at = pc + 3;
        for (int i = 0; i < n; i++) { if (holds(r, at, v)) return 1; at += d[at + 1]; }
        return 0;
    }
    case C_NOT:
        return !holds(r, pc + 2, v);
    case C_NO_MOVE:  /* (end rules only) no number of the dice would move him */
        if (!memo_on) return !could_move_view(r, v, judged_side);
        {
            int who = judged_side;  /* (the search judges its own conditions) */
            if (could_memo[who] < 0) could_memo[who] = could_move_view(r, v, who);
            return !could_memo[who];
        }
    case C_PRIME:
        return has_prime(r, v, judged_side, d[pc + 2], d[pc + 3]);
    case C_OPP: {  /* the opponent's view of the same position (conditions.py _of_opponent) */
        int8_t flipped[MAXCELLS];
        int side = judged_side;
        judged_side = 1 - side;
        opponent_view(r, side, v, flipped);
        int result = holds(r, pc + 2, flipped);
        judged_side = side;
        return result;
    }
    default: {
        int quant = d[pc + 2], place = d[pc + 3], count = 0;
        const int L = r->length;
        if (quant == Q_BEYOND || quant == Q_UNREACHED) return stays_false(r, pc, v);
        if (quant == Q_KEPT) return stays_held(r, pc, v);
        if (place == P_BAR) count = v[L + BAR];
        else if (place == P_HAND) count = v[L + HAND];
        else if (place == P_OFF) count = v[L + OFF];
        else if (place == P_OUT)  /* hit and gone for good: on no place, nor on the board */
            count = r->checkers - v[L + OFF] - not_off_upto(r, v, INT_MAX);
        else if (place == P_EACH) {  /* the count holds on each cell apart */
            int n = d[pc + 4], k = d[pc + 5 + n];
            for (int i = 0; i < n; i++) {
                int c = d[pc + 5 + i];
                int here = (v[c] > 0 ? v[c] : 0) + (r->pins && v[L + PINS + c] > 0);
                int ok = quant == Q_AT_LEAST ? here >= k : quant == Q_AT_MOST ? here <= k
                         : quant == Q_MORE ? here > k : quant == Q_FEWER ? here < k : here == k;
                if (!ok) return 0;
            }
            return 1;
        }
        else {
            int n = d[pc + 4];
            const int *cells = d + pc + 5;
            for (int i = 0; i < n; i++) {
                int c = cells[i];
                if (place == P_ZONE) {
                    if (v[c] > 0) count += v[c];
                    if (r->pins && v[L + PINS + c] > 0) count += 1;
                } else if (v[L + PINS + c] > 0) {
                    count += 1;  /* pinned, in these cells */
                }
            }
        }
        if (quant >= Q_AT_LEAST) {
            int k = d[pc + d[pc + 1] - 1];
            switch (quant) {
            case Q_AT_LEAST: return count >= k;
            case Q_AT_MOST: return count <= k;
            case Q_MORE: return count > k;
            case Q_FEWER: return count < k;
            default: return count == k;
            }
        }
        if (quant == Q_NONE) return count == 0;
        if (quant == Q_ANY) return count > 0;
        if (quant == Q_MARGIN) return count > dice_left;
        /* all: none of his checkers still to bear off outside these (counted until more
         * are found than the zone holds: most such checks fail at the track's start) */
        int most = place == P_OFF || place == P_OUT ? 0 : count;  /* all out: none left */
        return not_off_upto(r, v, most) == most;
    }
    }
}

static inline int allowed(const Rules *r, int action, const int8_t *v) {
    int pc = r->allow[action];
    if (r->empty[action] >= 0) return v[r->empty[action]] == 0;
    return r->d[pc] == C_TRUE || holds(r, pc, v);
}

/* ---- one die from one view (Generator._free_singles, _step, _limited_singles) */

typedef struct {
    int n, cap, stride;
    int8_t *views;
    Step *steps;
} Out;

static int out_room(Out *o) {
    if (o->n < o->cap) return 1;
    int cap = o->cap ? o->cap * 2 : 64;
    int8_t *views = realloc(o->views, (size_t)cap * (size_t)o->stride);
    if (!views) return 0;
    o->views = views;
    Step *steps = realloc(o->steps, sizeof(Step) * (size_t)cap);
    if (!steps) return 0;
    o->steps = steps;
    o->cap = cap;
    return 1;
}

static int8_t *out_push(Out *o, const int8_t *view, int origin, int target, int die, int hit) {
    if (!out_room(o)) return NULL;
    int8_t *cells = o->views + (size_t)o->n * (size_t)o->stride;
    memcpy(cells, view, (size_t)o->stride);
    Step s = { (int8_t)origin, (int8_t)target, (int8_t)die, (int8_t)hit };
    o->steps[o->n++] = s;
    return cells;
}

/* Move a checker from cell `source` to `target` if it may land there (Generator._step). */
static int land(const Rules *r, const int8_t *v, int origin, int source, int target, int die,
                Out *o) {
    const int L = r->length;
    int count = v[target], hit = 0;
    if (count < 0) {
        if (-count >= r->block) return 1;
        if (r->pins) {
            if (count != -1 || v[L + PINS + target]) return 1;
        } else if (count != -1 || !r->hits || !r->hit_at[target] || !allowed(r, A_HIT, v)) {
            return 1;
        }
        hit = 1;
    }
    int8_t *cells = out_push(o, v, origin, target, die, hit);
    if (!cells) return 0;
    cells[source] -= 1;
    if (hit && r->pins) {
        cells[target] = 1;
        cells[L + PINS + target] = -1;
    } else if (hit) {
        cells[target] = 1;
        cells[L + OPP_BAR] += 1;
    } else {
        cells[target] += 1;
    }
    return 1;
}

/* Bit i set where cell i (< L <= 60) holds the mover's checkers: eight cells a word. */
static inline uint64_t occupied(const int8_t *v, int L) {
    uint64_t bits = 0;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    const uint64_t low7 = 0x7F7F7F7F7F7F7F7FULL, high = 0x8080808080808080ULL;
    for (int i = 0; i < L; i += 8) {
        uint64_t w;
        memcpy(&w, v + i, 8);  /* a view is padded to whole words */
        uint64_t nonzero = (((w & low7) + low7) | w) & high;
        uint64_t positive = nonzero & ~w;  /* the top bit of each byte above zero */
        bits |= (((positive >> 7) * 0x0102040810204080ULL) >> 56) << i;
    }
    if (L < 64) bits &= (1ULL << L) - 1;
#else
    for (int i = 0; i < L; i++) bits |= (uint64_t)(v[i] > 0) << i;
#endif
    return bits;
}

static inline int lowest_bit(uint64_t bits) {
#if defined(__GNUC__) || defined(__clang__)
    return __builtin_ctzll(bits);
#else
    int i = 0;
    while (!(bits & 1)) { bits >>= 1; i++; }
    return i;
#endif
}

static int free_singles(const Rules *r, const int8_t *v, int die, int lowest, Out *o) {
    const int L = r->length;
    int entry = die - 1;
    if (v[L + BAR] && lowest <= FROM_BAR && entry < L && allowed(r, A_ENTER_BAR, v))
        if (!land(r, v, FROM_BAR, L + BAR, entry, die, o)) return 0;
    if (v[L + HAND] && lowest <= FROM_HAND && entry < L && allowed(r, A_ENTER_HAND, v))
        if (!land(r, v, FROM_HAND, L + HAND, entry, die, o)) return 0;
    if (!allowed(r, A_MOVE, v)) return 1;
    uint64_t origins = occupied(v, L);  /* the points he has checkers on */
    if (!origins) return 1;
    int furthest = lowest_bit(origins);
    if (lowest > 0) origins &= ~0ULL << lowest;
    int bear_off = -1;
    for (; origins; origins &= origins - 1) {
        int origin = lowest_bit(origins);
        int target = origin + die;
        if (target < L) {
            int count = v[target];
            if (count >= 0) {
                int8_t *cells = out_push(o, v, origin, target, die, 0);
                if (!cells) return 0;
                cells[origin] -= 1;
                cells[target] = (int8_t)(count + 1);
            } else if (-count < r->block || count == -1) {
                if (!land(r, v, origin, origin, target, die, o)) return 0;
            }
            continue;
        }
        /* BG-20, BG-22: exact, or a higher number from the furthest checker (higher 1) or
           from any checker (higher 2: exact-or-higher-anywhere) */
        if (target > L && !(r->higher == 2 || (r->higher == 1 && origin == furthest))) continue;
        if (bear_off < 0) bear_off = allowed(r, A_BEAR_OFF, v);
        if (bear_off) {
            int8_t *cells = out_push(o, v, origin, L, die, 0);
            if (!cells) return 0;
            cells[origin] -= 1;
            cells[L + OFF] += 1;
        }
    }
    return 1;
}

/* Whether the mover holds the point at `cell` (tavli.conditions.held). */
static inline int held(const Rules *r, const int8_t *v, int cell) {
    int count = v[cell];
    if (count >= r->block) return 1;
    return r->pins && count > 0 && v[r->length + PINS + cell] < 0;
}

/* A run of `trap` held points with every enemy checker not yet off behind it
 * (Generator._traps); `near` >= 0: only the run through that cell can be new. */
static int traps(const Rules *r, const int8_t *v, int near, int side) {
    const int L = r->length;
    const int trap = r->trap;
    if (near >= 0) {
        if (!held(r, v, near)) return 0;
        int low = near, high = near;
        while (low > 0 && held(r, v, low - 1)) low--;
        while (high < L - 1 && held(r, v, high + 1)) high++;
        if (high - low + 1 < trap) return 0;
    }
    int enemies = v[L + OPP_BAR] + v[L + PINS + (r->pins ? L : 0)];
    for (int c = 0; c < L; c++) if (v[c] < 0) enemies -= v[c];
    if (r->pins)
        for (int c = 0; c < L; c++) if (v[L + PINS + c] < 0) enemies += 1;
    if (!enemies) return 0;
    const int *ahead = r->d + r->opp[side];
    int run = 0;
    for (int cell = 0; cell <= L; cell++) {
        if (cell < L && held(r, v, cell)) { run++; continue; }
        if (run >= trap) {
            int furthest = ahead[cell - run];
            for (int c = cell - run; c < cell; c++) if (ahead[c] > furthest) furthest = ahead[c];
            int past = 0;
            for (int c = 0; c < L && !past; c++) past = v[c] < 0 && ahead[c] > furthest;
            if (!past) return 1;
        }
        run = 0;
    }
    return 0;
}

/* The turn's limits, judged on the view after the step (Generator._within_limits);
 * `root_trapped`: the part began with a trap standing (judge the whole board). */
static int within_limits(const Rules *r, const int8_t *after, Step s, int side, int floor,
                         int root_trapped) {
    const int *d = r->d;
    const int L = r->length;
    if (r->leave >= 0) {
        int n = d[r->leave];
        const int *cells = d + r->leave + 1;
        if (s.origin >= 0 && s.origin < n && n <= s.target) {
            int here = 0;
            for (int i = 0; i < n; i++) if (after[cells[i]] > 0) here += after[cells[i]];
            if (here < floor) return 0;  /* one checker too many off the head this turn */
        }
    }
    int at = r->holds, nholds = d[at++];
    for (int h = 0; h < nholds; h++) {
        int n = d[at];
        const int *cells = d + at + 1;
        at += 1 + n;
        if (!has(&r->masks[h], s.target)) continue;
        int all = 1;
        for (int i = 0; i < n && all; i++) all = after[cells[i]] >= r->block;
        if (all) return 0;  /* never hold every point of this zone */
    }
    if (s.target >= L) return 1;
    if (r->stack && after[s.target] > r->stack) return 0;  /* so many on one point at most */
    at = r->stack_in;
    int nstack_in = d[at++];
    for (int h = 0; h < nstack_in; h++) {  /* ... or on one point of this zone */
        int n = d[at], most = d[at + 1 + n];
        at += 2 + n;
        if (has(&r->masks[r->nholds + r->nleaving + r->nmost + h], s.target)
            && after[s.target] > most) return 0;
    }
    at = r->occupy;
    int noccupy = d[at++];
    for (int h = 0; h < noccupy; h++) {  /* occupy at most so many points of this zone */
        int n = d[at], most = d[at + 1 + n], count = 0;
        const int *cells = d + at + 1;
        at += 2 + n;
        if (!has(&r->masks[r->nholds + r->nleaving + r->nmost + r->nstack_in + h], s.target))
            continue;
        for (int i = 0; i < n; i++) count += after[cells[i]] > 0;
        if (count > most) return 0;
    }
    at = r->hold_most;
    int nmost = d[at++];
    for (int h = 0; h < nmost; h++) {  /* hold at most so many points of this zone */
        int n = d[at];
        const int *cells = d + at + 1;
        int most = d[at + 1 + n];
        at += 2 + n;
        if (!has(&r->masks[r->nholds + r->nleaving + h], s.target)) continue;
        int count = 0;
        for (int i = 0; i < n; i++) count += held(r, after, cells[i]);
        if (count > most) return 0;
    }
    if (r->trap && traps(r, after, root_trapped ? -1 : s.target, side)) return 0;
    if (r->prime && s.target < L) {
        int low = s.target, high = s.target;
        while (low > 0 && after[low - 1] >= r->block) low--;
        while (high < L - 1 && after[high + 1] >= r->block) high++;
        if (high - low + 1 >= r->prime) {
            const int *ahead = d + r->opp[side];
            int furthest = ahead[low];
            for (int c = low; c <= high; c++) if (ahead[c] > furthest) furthest = ahead[c];
            int past = 0;
            for (int c = 0; c < L && !past; c++) past = after[c] < 0 && ahead[c] > furthest;
            if (!past) return 0;
        }
    }
    return 1;
}

/* The leaving rules whose condition does not hold in `v`, as bits (judged once for all
 * the steps from one view: the condition is read before the step). */
static uint64_t barred_zones(const Rules *r, const int8_t *v) {
    const int *d = r->d;
    uint64_t barred = 0;
    int at = r->leaving + 1;
    for (int i = 0; i < r->nleaving; i++) {
        int pc = at + 1 + d[at];
        at = pc + d[pc + 1];
        if (d[pc] != C_TRUE && !holds(r, pc, v)) barred |= 1ULL << i;
    }
    return barred;
}

/* A step may leave each zone whose rule is not barred. */
static inline int may_leave(const Rules *r, uint64_t barred, Step s) {
    if (s.origin < 0) return 1;
    for (; barred; barred &= barred - 1) {
        const Mask *zone = &r->masks[r->nholds + lowest_bit(barred)];
        if (has(zone, s.origin) && !has(zone, s.target)) return 0;
    }
    return 1;
}

/* Set while only whether a step exists is asked ('no move'): singles stops at the first. */
static int one_is_enough;

static int singles(const Rules *r, const int8_t *v, int die, int lowest, int side, int floor,
                   int root_trapped, Out *o) {
    int first = o->n;
    if (!free_singles(r, v, die, lowest, o)) return 0;
    if (!r->limited) return 1;
    const int L = r->length;
    int kept = first;
    uint64_t barred = first < o->n && r->nleaving ? barred_zones(r, v) : 0;
    for (int i = first; i < o->n; i++) {
        int8_t *after = o->views + (size_t)i * (size_t)o->stride;
        Step s = o->steps[i];
        if (r->passing) {  /* never pass over own checkers (1), or any checker (2): the
                              cells strictly between, from before the first when entering */
            int c = s.origin < 0 ? 0 : s.origin + 1, end = s.target < L ? s.target : L;
            while (c < end && (r->passing == 2 ? v[c] == 0 : v[c] <= 0)) c++;
            if (c < end) continue;
        }
        if (r->nfacing && s.target < L) {  /* a lander hits a lone enemy checker facing it */
            int across = r->facing[side][s.target];
            if (across >= 0 && after[across] == -1) {
                after[across] = 0;
                after[L + OPP_BAR] += 1;
                s.hit = 1;
                o->steps[i].hit = 1;
            }
        }
        if ((r->nret || r->hit_out) && s.hit) {  /* a hit checker goes back to its zone at
                                                     once (_gone_back), or out of the game */
            const int *back = r->d + r->ret[side];
            int k = 0;
            while (k < r->nret && after[back[k]] > 0) k++;
            if (k == r->nret && !r->hit_out) continue;  /* every point holds a hitter: no hit */
            after[L + OPP_BAR] -= 1;
            if (k < r->nret) after[back[k]] -= 1;
        }
        /* never enter onto one's own checkers (1), or onto any checker (2) */
        if (r->no_entry && s.origin < 0 && s.target < L
            && (r->no_entry == 2 ? v[s.target] != 0 : v[s.target] > 0)) continue;
        if (r->nstops) {  /* a checker that hit where hitters stop moves no further */
            if (s.origin >= 0 && s.origin < L && v[s.origin] <= v[r->frozen + s.origin]) continue;
            if (s.hit && s.target < L && r->stop_cell[s.target]) after[r->frozen + s.target] += 1;
        }
        if (r->pins) {
            /* a higher number bears off only from the furthest checker, a pinned one too */
            if (r->higher == 1 && s.target == L && s.die != L - s.origin) {
                int blocked = 0;
                for (int c = 0; c < s.origin && !blocked; c++) blocked = v[L + PINS + c] > 0;
                if (blocked) continue;
            }
            /* the last checker leaving a point it pins on frees the enemy checker */
            if (s.origin >= 0 && s.origin < L && after[s.origin] == 0
                && after[L + PINS + s.origin] == -1) {
                after[s.origin] = -1;
                after[L + PINS + s.origin] = 0;
            }
        }
        if (barred && !may_leave(r, barred, s)) continue;
        if (!within_limits(r, after, s, side, floor, root_trapped)) continue;
        if (kept != i) {
            memcpy(o->views + (size_t)kept * (size_t)o->stride, after, (size_t)o->stride);
            o->steps[kept] = s;
        }
        kept++;
        if (one_is_enough) break;
    }
    o->n = kept;
    return 1;
}

/* ---- insertion-ordered sets of views */

static inline uint32_t hash_view(const int8_t *v, int stride) {
    uint64_t h = 0x9E3779B97F4A7C15ULL;
    for (int i = 0; i < stride; i += 8) {
        uint64_t w;
        memcpy(&w, v + i, 8);
        h = (h ^ w) * 0xFF51AFD7ED558CCDULL;
        h ^= h >> 29;
    }
    return (uint32_t)(h ^ (h >> 32));
}

/* Empty the layer for views of `stride` bytes (a variant of another width drops the memory).
 * A slot is in use only when its generation is the layer's, so emptying is O(1). */
static void layer_clear(Layer *l, int stride) {
    l->n = 0;
    if (l->stride != stride) {
        free(l->views); free(l->parent); free(l->steps); free(l->rank); free(l->table);
        memset(l, 0, sizeof *l);
        l->stride = stride;
    }
    if (++l->gen == 0) {  /* the generations wrapped around: clear the slots for real */
        if (l->table) memset(l->table, 0, sizeof(uint64_t) * (l->tmask + 1));
        l->gen = 1;
    }
}

static int layer_grow_table(Layer *l, int stride) {
    uint32_t size = l->table ? (l->tmask + 1) * 2 : 256;
    uint64_t *table = calloc(size, sizeof(uint64_t));
    if (!table) return 0;
    if (l->gen == 0) l->gen = 1;
    const uint64_t mark = (uint64_t)l->gen << 32;
    for (int i = 0; i < l->n; i++) {
        uint32_t at = hash_view(l->views + (size_t)i * (size_t)stride, stride) & (size - 1);
        while ((table[at] >> 32) == l->gen) at = (at + 1) & (size - 1);
        table[at] = mark | (uint32_t)i;
    }
    free(l->table);
    l->table = table;
    l->tmask = size - 1;
    return 1;
}

static inline int same_view(const int8_t *a, const int8_t *b, int stride) {
    for (int i = 0; i < stride; i += 8) {
        uint64_t x, y;
        memcpy(&x, a + i, 8);
        memcpy(&y, b + i, 8);
        if (x != y) return 0;
    }
    return 1;
}

/* Whether `v` is in the layer (whose table every view of it is in). */
static int layer_has(const Layer *l, const int8_t *v, int stride) {
    if (!l->table) return 0;
    uint32_t at = hash_view(v, stride) & l->tmask;
    uint64_t slot;
    while (((slot = l->table[at]) >> 32) == l->gen) {
        if (same_view(l->views + (size_t)(uint32_t)slot * (size_t)stride, v, stride)) return 1;
        at = (at + 1) & l->tmask;
    }
    return 0;
}

/* The index of `v` in the layer; adds it (with -1 returned in *added = 1) when new. */
static int layer_find_or_add(Layer *l, const int8_t *v, int stride, int *added) {
    if (!l->table || (uint32_t)(l->n + 1) * 2 > l->tmask + 1)
        if (!layer_grow_table(l, stride)) return -1;
    uint32_t at = hash_view(v, stride) & l->tmask;
    uint64_t slot;
    while (((slot = l->table[at]) >> 32) == l->gen) {
        int i = (int)(uint32_t)slot;
        if (same_view(l->views + (size_t)i * (size_t)stride, v, stride)) {
            *added = 0;
            return i;
        }
        at = (at + 1) & l->tmask;
    }
    if (l->n == l->cap) {
        int cap = l->cap ? l->cap * 2 : 64;
        int8_t *views = realloc(l->views, (size_t)cap * (size_t)stride);
        if (!views) return -1;
        l->views = views;
        int32_t *parent = realloc(l->parent, sizeof(int32_t) * (size_t)cap);
        if (!parent) return -1;
        l->parent = parent;
        Step *steps = realloc(l->steps, sizeof(Step) * (size_t)cap);
        if (!steps) return -1;
        l->steps = steps;
        int8_t *rank = realloc(l->rank, (size_t)cap);
        if (!rank) return -1;
        l->rank = rank;
        l->cap = cap;
    }
    int i = l->n++;
    memcpy(l->views + (size_t)i * (size_t)stride, v, (size_t)stride);
    l->table[at] = ((uint64_t)l->gen << 32) | (uint32_t)i;
    *added = 1;
    return i;
}

/* Small integers as Python objects, made once. */
static PyObject *small[256];  /* -128 .. 127 */
#define SMALL(v) Py_NewRef(small[(v) + 128])

/* tavli.turn.Play, whose instances the kernel makes directly: its slots' offsets. */
static PyTypeObject *play_type;
enum { F_VARIANT, F_BEFORE, F_VIEW, F_LAYERS, F_RAW, F_STEPS, F_POSITION, F_ENGINE, F_COUNT };
static const char *play_fields[F_COUNT] = {
    "_variant", "_before", "_view", "_layers", "_raw", "_steps", "_position", "_engine",
};
static Py_ssize_t play_offsets[F_COUNT];

/* tavli.position.Position, made directly for the plays whose result is simply the other
 * player to roll. */
static PyTypeObject *position_type;
enum { PF_POINTS, PF_BAR, PF_HAND, PF_OFF, PF_TURN, PF_PHASE, PF_DICE, PF_REST, PF_CUBE, PF_OWNER,
       PF_PINNED, PF_TURNS, PF_DOUBLES, PF_CHAIN, PF_STACKS, PF_COUNTERS, PF_VALID_IN, PF_COUNT };
/* turns, doubles, chain: the turn's history (langb's turn constructs), copied from the
 * position before the play; a chain of dice passing over is left to tavli.turn (None), and
 * tavli.turn counts the finished turn where the variant counts turns. stacks and counters
 * (stacked men, stages) are copied from the position before: the kernel plays no game that
 * has them, so they are () there. _valid_in (a slot
 * outside the dataclass's fields) is the play's variant: a position the kernel made playing
 * it is valid in it (tavli.model.position.vouch). */
static const char *position_fields[PF_COUNT] = {
    "points", "bar", "hand", "off", "turn", "phase", "dice", "rest", "cube", "cube_owner",
    "pinned", "turns", "doubles", "chain", "stacks", "counters", "_valid_in",
};
static Py_ssize_t position_offsets[PF_COUNT];
static PyObject *roll_phase, *play_phase, *over_phase, *drawn_phase, *choose_phase;
static PyObject *empty_tuple, *empty_string, *roll_again;  /* roll_again: (Pending('roll-again'),) */
static PyObject *kind_name, *when_name, *dice_name, *build_name;

#define SLOT(obj, offset) (*(PyObject **)((char *)(obj) + (offset)))

/* The offsets of a class's slots, each a writable object slot. */
static int slot_offsets(PyObject *type, const char **fields, int n, Py_ssize_t *offsets) {
    if (!PyType_Check(type)) {
        PyErr_SetString(PyExc_TypeError, "bind() takes the Play and Position classes");
        return 0;
    }
    for (int f = 0; f < n; f++) {
        PyObject *d = PyObject_GetAttrString(type, fields[f]);
        if (!d) return 0;
        int ok = Py_IS_TYPE(d, &PyMemberDescr_Type)
                 && ((PyMemberDescrObject *)d)->d_member->type == T_OBJECT_EX
                 && !(((PyMemberDescrObject *)d)->d_member->flags & READONLY);
        if (ok) offsets[f] = ((PyMemberDescrObject *)d)->d_member->offset;
        Py_DECREF(d);
        if (!ok) {
            PyErr_Format(PyExc_TypeError, "%s is not a slot of the class", fields[f]);
            return 0;
        }
    }
    return 1;
}

/* Play and Position are made and dropped by the million (a play of three dice has about a
 * hundred results, each read): they are made here without PyType_GenericAlloc's zeroing and
 * tracking (every slot is set at once, and neither refers to anything that could refer back
 * to it, so the collector never needs to see them), and dropped by ``plain_dealloc`` rather
 * than CPython's generic subtype_dealloc (no finalizer, weak reference or __dict__ to look
 * for: bind() checks that the classes have none). */
static PyObject *fresh(PyTypeObject *type) {
    return PyObject_GC_New(PyObject, type);  /* untracked; a heap type's reference taken */
}

/* The slots a bound class's dealloc clears: a Position's fields and _valid_in, or a Play's. */
static void clear_bound(PyObject *self, const Py_ssize_t *offsets, int n) {
    PyTypeObject *type = Py_TYPE(self);
    PyObject_GC_UnTrack(self);  /* one made by Python (__init__) may be tracked */
    for (int f = 0; f < n; f++) Py_CLEAR(SLOT(self, offsets[f]));
    type->tp_free(self);
    Py_DECREF(type);  /* (a subclass's subtype_dealloc leaves its heap type's to its base) */
}
static void play_dealloc(PyObject *self) { clear_bound(self, play_offsets, F_COUNT); }
static void position_dealloc(PyObject *self) { clear_bound(self, position_offsets, PF_COUNT); }

/* Whether ``type`` can take plain_dealloc: a heap type of Python's making, kept by the
 * collector, with no finalizer, weak references or __dict__, and ``n`` object slots over
 * object's (so ``offsets`` are all of them). */
static int plain_class(PyTypeObject *type, int n) {
    PyTypeObject *base = type;
    while (base->tp_base && base->tp_base != &PyBaseObject_Type) base = base->tp_base;
    return (type->tp_flags & Py_TPFLAGS_HEAPTYPE) && PyType_IS_GC(type)
           && !type->tp_finalize && !type->tp_del && type->tp_weaklistoffset == 0
           && type->tp_dictoffset == 0 && base->tp_base == &PyBaseObject_Type
           && type->tp_basicsize == (Py_ssize_t)(sizeof(PyObject) + (size_t)n * sizeof(PyObject *))
           && type->tp_itemsize == 0 && type->tp_free == PyObject_GC_Del;
}

static PyObject *k_bind(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *play, *position, *again;
    if (!PyArg_ParseTuple(args, "OOO!", &play, &position, &PyTuple_Type, &again)) return NULL;
    Py_ssize_t offsets[F_COUNT], poffsets[PF_COUNT];
    if (!slot_offsets(play, play_fields, F_COUNT, offsets)
        || !slot_offsets(position, position_fields, PF_COUNT, poffsets))
        return NULL;
    memcpy(play_offsets, offsets, sizeof offsets);
    memcpy(position_offsets, poffsets, sizeof poffsets);
    Py_XSETREF(play_type, (PyTypeObject *)Py_NewRef(play));
    Py_XSETREF(position_type, (PyTypeObject *)Py_NewRef(position));
    Py_XSETREF(roll_again, Py_NewRef(again));
    if (plain_class(play_type, F_COUNT)) play_type->tp_dealloc = play_dealloc;
    if (plain_class(position_type, PF_COUNT)) position_type->tp_dealloc = position_dealloc;
    Py_RETURN_NONE;
}

static PyObject *new_play(PyObject *variant, PyObject *before, PyObject *view, PyObject *raw,
                          PyObject *rules) {
    PyObject *play = fresh(play_type);
    if (!play) return NULL;
    PyObject *values[F_COUNT] = { variant, before, view, Py_None, raw, Py_None, Py_None, rules };
    /* a play refers to no object that could refer back to it (its slots take positions,
     * steps, bytes and the rules): no cycle for the collector to look for (fresh: untracked) */
    for (int f = 0; f < F_COUNT; f++) SLOT(play, play_offsets[f]) = Py_NewRef(values[f]);
    return play;
}

static PyObject *pair(PyObject *a, PyObject *b) {
    PyObject *t = PyTuple_New(2);
    if (!t) { Py_DECREF(a); Py_DECREF(b); return NULL; }
    PyTuple_SET_ITEM(t, 0, a);
    PyTuple_SET_ITEM(t, 1, b);
    return t;
}

/* Whether ``o`` is the count ``value``: the same object first (counts are CPython's cached
 * small ints, which small[] holds too), else by value. */
static inline int is_count(PyObject *o, long value) {
    if (value >= -128 && value <= 127 && o == small[value + 128]) return 1;
    long held = PyLong_AsLong(o);
    if (held == -1) PyErr_Clear();
    return held == value;
}

/* The pair (a, b): ``old`` itself where it holds them already (a play changes the bar, the
 * hand and the off of one side at most), else a new one. */
static PyObject *pair_like(PyObject *old, long a, long b) {
    if (PyTuple_Check(old) && PyTuple_GET_SIZE(old) == 2
        && is_count(PyTuple_GET_ITEM(old, 0), a) && is_count(PyTuple_GET_ITEM(old, 1), b))
        return Py_NewRef(old);
    PyObject *made = pair(SMALL(a), SMALL(b));
    if (made) PyObject_GC_UnTrack(made);
    return made;
}

/* The pair ``old`` with side ``me``'s count ``mine`` (the hand and the off: a play changes
 * the mover's only): ``old`` itself where it holds it already, else a new pair keeping the
 * other side's count (an int of its own, as a new pair would hold). */
static PyObject *pair_mine(PyObject *old, int me, long mine) {
    PyObject *theirs = PyTuple_GET_ITEM(old, 1 - me);
    if (is_count(PyTuple_GET_ITEM(old, me), mine)) return Py_NewRef(old);
    if (!PyLong_CheckExact(theirs)) {  /* (an int of a subclass: a plain one, as before) */
        long held = PyLong_AsLong(theirs);
        if (held == -1 && PyErr_Occurred()) return NULL;
        return me == 0 ? pair_like(old, mine, held) : pair_like(old, held, mine);
    }
    PyObject *made = me == 0 ? pair(SMALL(mine), Py_NewRef(theirs))
                             : pair(Py_NewRef(theirs), SMALL(mine));
    if (made) PyObject_GC_UnTrack(made);
    return made;
}

/* Whether the other player of view ``v`` has none left on the board, pinned, on the bar or
 * in hand (for the view's owner: not_off_upto(r, v, 0) == 0). */
static int other_none_left(const Rules *r, const int8_t *v) {
    const int L = r->length;
    const int theirs = L + PINS + (r->pins ? L : 0);  /* the other player's hand */
    if (v[L + OPP_BAR] || v[theirs]) return 0;
    for (int i = 0; i < L; i++)
        if (v[i] < 0 || (r->pins && v[L + PINS + i] < 0)) return 0;
    return 1;
}

/* The pins of the position the last result was made from, as the mover's view holds them
 * (cell by cell along his track): the results of one roll all start from one position, so
 * each is compared with them in one memcmp. Kept with references to that position and to
 * its rules' capsule, so neither address can come to mean another while they are here. */
static PyObject *pins_of, *pins_rules;
static int8_t pins_was[MAXCELLS];
static int pins_any;  /* whether any is pinned there */

/* pins_was for ``before`` (its ``pinned`` tuple ``old``) under the rules in ``capsule``,
 * worked out when it is not the last position asked about; NULL where its pins are not
 * plain counts (a tuple of the board's length, or (), of ints). */
static const int8_t *pins_before(PyObject *before, PyObject *capsule, PyObject *old,
                                 const int *track, int sign, int L) {
    if (before == pins_of && capsule == pins_rules) return pins_was;
    Py_CLEAR(pins_of);
    Py_CLEAR(pins_rules);
    if (!PyTuple_Check(old) || (PyTuple_GET_SIZE(old) != 0 && PyTuple_GET_SIZE(old) != L))
        return NULL;
    pins_any = 0;
    for (int i = 0; i < L; i++) {
        long n = 0;
        if (PyTuple_GET_SIZE(old) == L) {
            PyObject *held = PyTuple_GET_ITEM(old, track[i] - 1);
            if (!PyLong_CheckExact(held)) return NULL;
            n = PyLong_AsLong(held);
            if ((n == -1 && PyErr_Occurred()) || n < -127 || n > 127) {
                PyErr_Clear();
                return NULL;
            }
        }
        pins_was[i] = (int8_t)(sign * n);
        pins_any |= n != 0;
    }
    pins_of = Py_NewRef(before);
    pins_rules = Py_NewRef(capsule);
    return pins_was;
}

/* A18 after the end rules (ending.py): the mover ``side`` has borne off every checker, or,
 * where hit checkers leave the game, either player every one he still has (ending.all_off;
 * the mover first; a hit can take the other's last man on the board): the winner, else -1. */
static int all_off_winner(const Rules *r, int side, const int8_t *v) {
    if (!r->hit_out) return v[r->length + OFF] >= r->checkers ? side : -1;
    if (not_off_upto(r, v, 0) == 0) return side;
    return other_none_left(r, v) ? 1 - side : -1;
}

/* The rules on the dice a play leaves unplayed (turn.py _after: 'cannot play any of his roll'
 * holds where he played none, '... all of ...' where he left any), judged once the end
 * rules have not ended the game: the first that holds, as game_over says it; else -1. */
static int roll_verdict(const Rules *r, int side, Py_ssize_t played, Py_ssize_t thrown) {
    if (played >= thrown) return -1;
    for (int i = 0; i < r->nroll; i++)
        if (r->roll_kind[i] == 2 || played == 0) {
            int outcome = r->roll_outcome[i];
            return outcome == 2 ? 2 : outcome == 0 ? side : 1 - side;
        }
    return -1;
}

/* Whether the game can be over after a play to view ``v``: end rules to judge, the mover's
 * last checker off, or (hit checkers leaving the game) a player with none left but off. */
static inline int may_end(const Rules *r, const int8_t *v) {
    return r->nend || r->hit_out || v[r->length + OFF] >= r->checkers;
}

static int game_over_judged(const Rules *r, int side, const int8_t *v);

/* The outcome of the end rules for the mover ``side`` after a play to view ``v`` (ending.py:
 * each rule in order, for the mover and then the other player; then A18, every checker
 * off): -1 the game goes on, 0 or 1 the winner, 2 a draw. Whether each side could move is
 * asked at most once meanwhile (could_memo). */
static int game_over(const Rules *r, int side, const int8_t *v) {
    could_memo[0] = could_memo[1] = -1;
    memo_on = 1;
    int outcome = game_over_judged(r, side, v);
    memo_on = 0;
    return outcome;
}

static int game_over_judged(const Rules *r, int side, const int8_t *v) {
    int at = r->end;
    if (r->end_pins_n[side] >= 0
        && !any_pinned_at(r, v, r->end_pins[side], r->end_pins_n[side], NULL))
        return all_off_winner(r, side, v);  /* no rule can hold */
    int8_t theirs[MAXCELLS];
    int seen = 0;  /* the other player's view, made once for all the rules */
    for (int i = 0; i < r->nend; i++) {
        int outcome = r->d[at];
        for (int k = 0; k < 2; k++) {
            int who = k == 0 ? side : 1 - side;
            int held;
            judged_side = side;
            int npins = i < MAXEND ? r->end_pin_n[i][who] : -1;
            if (npins >= 0 && !any_pinned_at(r, v, r->end_pin_cells[i][who], npins,
                                             k == 0 ? NULL : r->d + r->opp[1 - side]))
                continue;  /* none pinned where the rule needs one: it does not hold */
            if (k == 0) held = holds(r, at + 1, v);
            else {
                if (!seen) { opponent_view(r, side, v, theirs); seen = 1; }
                judged_side = who;
                held = holds(r, at + 1, theirs);
            }
            if (held) return outcome == 2 ? 2 : outcome == 0 ? who : 1 - who;
        }
        at = skip_program(r->d, r->size, at + 1);
    }
    return all_off_winner(r, side, v);
}

/* position_after(play): the position a kernel-found play leads to (turn.py _after), made
 * here when it is the other player's turn to roll, the game ends (by an end rule the kernel
 * judges, or the last checker borne off), or the next part of a chained turn is dice to play
 * with no condition; else None, and tavli.game.turn works it out (dice passed over to the
 * opponent, a choice or a new roll next, a condition to judge). */
static PyObject *k_position_after(PyObject *self, PyObject *play) {
    (void)self;
    if (!play_type || !Py_IS_TYPE(play, play_type)) {
        PyErr_SetString(PyExc_TypeError, "position_after() takes a Play the kernel made");
        return NULL;
    }
    PyObject *capsule = SLOT(play, play_offsets[F_ENGINE]);
    if (capsule == Py_None) Py_RETURN_NONE;
    Rules *r = (Rules *)PyCapsule_GetPointer(capsule, "tavli.rules");
    if (!r) return NULL;
    PyObject *before = SLOT(play, play_offsets[F_BEFORE]);
    PyObject *view = SLOT(play, play_offsets[F_VIEW]);
    PyObject *raw = SLOT(play, play_offsets[F_RAW]);
    const int L = r->length;
    if (!r->simple_after || !Py_IS_TYPE(before, position_type)
        || !PyBytes_Check(view) || PyBytes_GET_SIZE(view) < r->ncells)
        Py_RETURN_NONE;
    PyObject *dice = SLOT(before, position_offsets[PF_DICE]);
    PyObject *rest = SLOT(before, position_offsets[PF_REST]);
    PyObject *chain = SLOT(before, position_offsets[PF_CHAIN]);
    long side = PyLong_AsLong(SLOT(before, position_offsets[PF_TURN]));
    if (side != 0 && side != 1) Py_RETURN_NONE;
    if (!PyUnicode_Check(chain) || (PyUnicode_GET_LENGTH(chain) != 0
                                    && PyUnicode_CompareWithASCIIString(chain, "passing") != 0))
        Py_RETURN_NONE;  /* dice passed over by the opponent: tavli.turn's to follow */
    if (!PyBytes_Check(raw) || PyBytes_GET_SIZE(raw) < 1) Py_RETURN_NONE;
    const int8_t *v = (const int8_t *)PyBytes_AS_STRING(view);
    Py_ssize_t played = (uint8_t)PyBytes_AS_STRING(raw)[PyBytes_GET_SIZE(raw) - 1];
    int over = may_end(r, v) ? game_over(r, (int)side, v) : -1;
    if (over < 0 && r->nroll) over = roll_verdict(r, (int)side, played, PyTuple_GET_SIZE(dice));
    int passing = PyUnicode_GET_LENGTH(chain) != 0;  /* "passing": only "" and it come here */
    /* what comes next: the game is over; the turn ends (the other player rolls); the next
     * part of the chain (turn.py advance) */
    enum { OVER, TURN_ENDS, PLAY_NEXT, CHOOSE_NEXT, ROLL_NEXT } next;
    PyObject *part = NULL;
    if (over >= 0) next = OVER;
    else if (played < PyTuple_GET_SIZE(dice) || PyTuple_GET_SIZE(rest) == 0) {
        if (passing && played < PyTuple_GET_SIZE(dice))
            Py_RETURN_NONE;  /* unplayed dice pass to the opponent: tavli.turn's */
        next = TURN_ENDS;  /* RG-12, AD-06, AD-07 */
    } else {
        part = PyTuple_GET_ITEM(rest, 0);
        PyObject *kind = PyObject_GetAttr(part, kind_name);
        PyObject *when = kind ? PyObject_GetAttr(part, when_name) : NULL;
        int known = kind && when && PyUnicode_Check(kind) && PyUnicode_Check(when);
        int held = 1;
        if (known && PyUnicode_GET_LENGTH(when) != 0) {  /* RG-13: the part's condition */
            PyObject *at = r->guards ? PyDict_GetItemWithError(r->guards, when) : NULL;
            known = at != NULL;
            if (known) { judged_side = (int)side; held = holds(r, (int)PyLong_AsLong(at), v); }
        }
        if (!known) next = TURN_ENDS;  /* unused: Python's */
        else if (!held) next = TURN_ENDS;
        else if (PyUnicode_CompareWithASCIIString(kind, "play") == 0) next = PLAY_NEXT;
        else if (PyUnicode_CompareWithASCIIString(kind, "choose-double") == 0) next = CHOOSE_NEXT;
        else if (PyUnicode_CompareWithASCIIString(kind, "roll-again") == 0) next = ROLL_NEXT;
        else known = 0;
        Py_XDECREF(kind); Py_XDECREF(when);
        if (PyErr_Occurred()) return NULL;
        if (!known) Py_RETURN_NONE;
    }
    PyObject *turn, *phase, *next_dice, *next_rest, *turns, *next_chain;
    PyObject *old_turns = SLOT(before, position_offsets[PF_TURNS]);
    turns = Py_NewRef(old_turns);
    next_dice = Py_NewRef(empty_tuple);
    next_rest = Py_NewRef(empty_tuple);
    next_chain = Py_NewRef(empty_string);
    turn = SMALL(side);
    switch (next) {
    case OVER:
        Py_SETREF(turn, SMALL(over == 2 ? 0 : over));
        phase = Py_NewRef(over == 2 ? drawn_phase : over_phase);
        break;
    case TURN_ENDS: {  /* the turn counts where turns are counted */
        Py_SETREF(turn, SMALL(1 - side));
        phase = Py_NewRef(roll_phase);
        long counted = PyLong_AsLong(PyTuple_GET_ITEM(old_turns, side));
        if (counted < r->horizon) {
            long x = PyLong_AsLong(PyTuple_GET_ITEM(old_turns, 0));
            long o = PyLong_AsLong(PyTuple_GET_ITEM(old_turns, 1));
            Py_SETREF(turns, pair(SMALL(side == 0 ? x + 1 : x), SMALL(side == 1 ? o + 1 : o)));
        }
        break;
    }
    case PLAY_NEXT:
        phase = Py_NewRef(play_phase);
        Py_SETREF(next_dice, PyObject_GetAttr(part, dice_name));
        Py_SETREF(next_rest, PyTuple_GetSlice(rest, 1, PyTuple_GET_SIZE(rest)));
        Py_SETREF(next_chain, Py_NewRef(chain));
        break;
    case CHOOSE_NEXT:  /* the part stays in rest, the chain too */
        phase = Py_NewRef(choose_phase);
        Py_SETREF(next_rest, Py_NewRef(rest));
        Py_SETREF(next_chain, Py_NewRef(chain));
        break;
    default:  /* roll again: the same player, the same turn (A4) */
        phase = Py_NewRef(roll_phase);
        Py_SETREF(next_rest, Py_NewRef(roll_again));
        break;
    }
    if (!turns || !next_dice || !next_rest) {
        Py_DECREF(turn); Py_DECREF(phase); Py_XDECREF(turns); Py_XDECREF(next_dice);
        Py_XDECREF(next_rest); Py_DECREF(next_chain);
        return NULL;
    }
    const int *track = r->d + r->track[side];
    int sign = side == 0 ? 1 : -1;
    /* a track passes every board point once: the board has L points */
    PyObject *points = PyTuple_New(L), *pinned = NULL, *bar = NULL, *hand = NULL, *off = NULL;
    if (points) {
        int any_pin = 0;
        for (int i = 0; i < L; i++) PyTuple_SET_ITEM(points, track[i] - 1, SMALL(sign * v[i]));
        PyObject *old_pinned = SLOT(before, position_offsets[PF_PINNED]);
        int same = 0;  /* (pins before that are not plain counts are never shared) */
        if (r->pins) {
            const int8_t *was = pins_before(before, capsule, old_pinned, track, sign, L);
            if (was && memcmp(v + L + PINS, was, (size_t)L) == 0) {
                any_pin = pins_any;  /* the play pinned and freed none */
                same = any_pin;
            } else {
                for (int i = 0; i < L && !any_pin; i++) any_pin = v[L + PINS + i] != 0;
            }
        }
        if (same) {  /* the play pinned and freed none: the pins before, shared */
            pinned = Py_NewRef(old_pinned);
        } else if (any_pin) {
            pinned = PyTuple_New(L);
            if (pinned)
                for (int i = 0; i < L; i++)
                    PyTuple_SET_ITEM(pinned, track[i] - 1, SMALL(sign * v[L + PINS + i]));
        } else {
            pinned = Py_NewRef(empty_tuple);
        }
        PyObject *old_bar = SLOT(before, position_offsets[PF_BAR]);
        PyObject *old_hand = SLOT(before, position_offsets[PF_HAND]);
        PyObject *old_off = SLOT(before, position_offsets[PF_OFF]);
        int me = (int)side, them = 1 - me;
        long bars[2];
        bars[me] = v[L + BAR]; bars[them] = v[L + OPP_BAR];
        bar = pair_like(old_bar, bars[0], bars[1]);
        hand = pair_mine(old_hand, me, v[L + HAND]);
        off = pair_mine(old_off, me, v[L + OFF]);
    }
    PyObject *position = (points && pinned && bar && hand && off)
                         ? fresh(position_type) : NULL;
    if (!position) {
        Py_XDECREF(points); Py_XDECREF(pinned); Py_XDECREF(bar); Py_XDECREF(hand);
        Py_XDECREF(off); Py_DECREF(turn); Py_DECREF(phase); Py_DECREF(next_dice);
        Py_DECREF(next_rest); Py_DECREF(turns); Py_DECREF(next_chain);
        return NULL;
    }
    PyObject *values[PF_COUNT] = {
        points, bar, hand, off, turn, phase, next_dice, next_rest,
        Py_NewRef(SLOT(before, position_offsets[PF_CUBE])),
        Py_NewRef(SLOT(before, position_offsets[PF_OWNER])), pinned, turns,
        Py_NewRef(SLOT(before, position_offsets[PF_DOUBLES])),
        next_chain,
        Py_NewRef(SLOT(before, position_offsets[PF_STACKS])),
        Py_NewRef(SLOT(before, position_offsets[PF_COUNTERS])),
        Py_NewRef(SLOT(play, play_offsets[F_VARIANT])),
    };
    for (int f = 0; f < PF_COUNT; f++) SLOT(position, position_offsets[f]) = values[f];
    /* a position holds tuples of numbers, strings, the turn's Pending parts and the variant,
     * none of which refers back to it: no cycle for the collector to look for (made by the
     * million in a game's search, they would otherwise set it off again and again; fresh
     * made the position untracked) */
    PyObject_GC_UnTrack(points);
    return position;
}

/* play_position(play): Play.position, the property: the position made once and kept; made
 * here where position_after can, else by the play's own ``_build`` (tavli.game.turn). */
static PyObject *k_play_position(PyObject *self, PyObject *play) {
    if (!play_type || !Py_IS_TYPE(play, play_type)) {
        PyErr_SetString(PyExc_TypeError, "play_position() takes a Play");
        return NULL;
    }
    PyObject *kept = SLOT(play, play_offsets[F_POSITION]);
    if (kept && kept != Py_None) return Py_NewRef(kept);
    PyObject *made = k_position_after(self, play);
    if (!made) return NULL;
    if (made == Py_None) {
        Py_DECREF(made);
        return PyObject_CallMethodNoArgs(play, build_name);  /* it keeps what it makes */
    }
    Py_XSETREF(SLOT(play, play_offsets[F_POSITION]), Py_NewRef(made));
    return made;
}

/* gnubg_position_id(points, bar, mover): GNU Backgammon's Position ID of a board in the
 * standard geometry (tavli.notation.gnubg.position_id of side_boards): the boards of the
 * player not on roll and of the mover, each count as that many 1 bits and a 0 bit, lowest
 * bit first, in 10 bytes, base64 without padding. None where it cannot say (a negative
 * count, more than 80 bits): the Python path says why. position_id_text writes it at
 * ``text`` (14 characters): its length, 0 where it cannot say, -1 with an exception. */
static int position_id_text(PyObject *points, PyObject *bar, int mover, char *text) {
    if (PyTuple_GET_SIZE(points) != 24 || PyTuple_GET_SIZE(bar) != 2 || (mover & ~1))
        return 0;
    long boards[2][25];
    for (int i = 0; i < 24; i++) {
        long c = PyLong_AsLong(PyTuple_GET_ITEM(points, i));
        if (c == -1 && PyErr_Occurred()) return -1;
        boards[0][i] = c > 0 ? c : 0;        /* X's own point i + 1 is board point i + 1 */
        boards[1][23 - i] = c < 0 ? -c : 0;  /* O's own point 24 - i is board point i + 1 */
    }
    for (int s = 0; s < 2; s++) {
        boards[s][24] = PyLong_AsLong(PyTuple_GET_ITEM(bar, s));
        if (boards[s][24] == -1 && PyErr_Occurred()) return -1;
        if (boards[s][24] < 0) return 0;
    }
    uint8_t key[12] = {0};
    int bit = 0;
    for (int k = 0; k < 2; k++) {
        const long *board = boards[k == 0 ? 1 - mover : mover];
        for (int i = 0; i < 25; i++) {
            if (bit + board[i] + 1 > 80) return 0;
            for (long c = 0; c < board[i]; c++, bit++) key[bit >> 3] |= (uint8_t)(1u << (bit & 7));
            bit++;  /* the 0 bit after each count */
        }
    }
    static const char digits[] =
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    int n = 0;
    for (int i = 0; i < 10; i += 3) {  /* 10 bytes: three groups of 3, one of 1 */
        uint32_t v = (uint32_t)key[i] << 16 | (uint32_t)key[i + 1] << 8 | key[i + 2];
        text[n++] = digits[v >> 18 & 63];
        text[n++] = digits[v >> 12 & 63];
        if (i + 1 < 10) text[n++] = digits[v >> 6 & 63];
        if (i + 2 < 10) text[n++] = digits[v & 63];
    }
    return n;
}

static PyObject *k_gnubg_position_id(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *points, *bar;
    int mover;
    if (!PyArg_ParseTuple(args, "O!O!i", &PyTuple_Type, &points, &PyTuple_Type, &bar, &mover))
        return NULL;
    char text[16];
    int n = position_id_text(points, bar, mover, text);
    if (n < 0) return NULL;
    if (n == 0) Py_RETURN_NONE;
    return PyUnicode_FromStringAndSize(text, n);
}

/* quick_native(text, tracks, checkers, points) -> (points, bar, off, turn, cube, owner) | None:
 * tavli.game.quick_text's reading of the native notation's commonest text (each side's
 * points in falling order, a side to roll, perhaps the cube), the same fields it makes;
 * None wherever it answers None (tests/test_notation_roundtrip.py holds the two alike). */
static int quick_number(const char **p, const char *end, int most_digits, long *out) {
    const char *q = *p;
    long v = 0;
    int n = 0;
    while (q < end && *q >= '0' && *q <= '9' && n < most_digits) { v = v * 10 + (*q - '0'); q++; n++; }
    if (n == 0 || (q < end && *q >= '0' && *q <= '9')) return 0;  /* none, or too many */
    *p = q;
    *out = v;
    return 1;
}

static int quick_word(const char **p, const char *end, const char *word) {
    size_t n = strlen(word);
    if ((size_t)(end - *p) < n || memcmp(*p, word, n) != 0) return 0;
    *p += n;
    return 1;
}

/* One side's part after its letter: [" bar:N"] (" P:N")* [" off:N"], up to " | "; its men
 * set in ``cells`` (a board point's count, O's negative) along ``track`` (length entries). */
static int quick_side(const char **p, const char *end, int side, PyObject *track, long checkers,
                      long points, long *cells, long *bar, long *off) {
    long total = 0, length = (long)PyTuple_GET_SIZE(track), last = length + 1, count, own;
    if (quick_word(p, end, " bar:")) {
        if (!quick_number(p, end, 2, &count) || count < 1 || count > checkers) return 0;
        bar[side] = count;
        total += count;
    }
    for (;;) {  /* " P:N" while the next word is a point's */
        const char *q = *p;
        if (q >= end || *q != ' ') break;
        q++;
        if (!quick_number(&q, end, 2, &own) || q >= end || *q != ':') break;
        q++;
        if (!quick_number(&q, end, 2, &count)) return 0;
        if (count < 1 || count > checkers || own < 1 || own >= last) return 0;
        last = own;  /* each point once, in falling order */
        long board = PyLong_AsLong(PyTuple_GET_ITEM(track, (Py_ssize_t)(length - own))) - 1;
        if (board < 0 || board >= points || cells[board]) { PyErr_Clear(); return 0; }
        cells[board] = side == 0 ? count : -count;
        total += count;
        *p = q;
    }
    if (quick_word(p, end, " off:")) {
        if (!quick_number(p, end, 2, &count) || count < 1 || count > checkers) return 0;
        off[side] = count;
        total += count;
    }
    return total == checkers;
}

static PyObject *k_quick_native(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *text, *tracks;
    long checkers, points;
    if (!PyArg_ParseTuple(args, "UO!ll", &text, &PyTuple_Type, &tracks, &checkers, &points))
        return NULL;
    Py_ssize_t size;
    const char *s = PyUnicode_AsUTF8AndSize(text, &size);
    if (!s) return NULL;
    if (points < 1 || points > MAXCELLS || PyTuple_GET_SIZE(tracks) != 2) Py_RETURN_NONE;
    const char *p = s, *end = s + size;
    long cells[MAXCELLS] = {0}, bar[2] = {0, 0}, off[2] = {0, 0}, cube = 1, turn, owner = -1;
    for (int side = 0; side < 2; side++) {
        PyObject *track = PyTuple_GET_ITEM(tracks, side);
        if (!PyTuple_Check(track)) Py_RETURN_NONE;
        if (!quick_word(&p, end, side == 0 ? "X" : "O")
            || !quick_side(&p, end, side, track, checkers, points, cells, bar, off)
            || !quick_word(&p, end, " | "))
            Py_RETURN_NONE;
    }
    if (quick_word(&p, end, "X to roll")) turn = 0;
    else if (quick_word(&p, end, "O to roll")) turn = 1;
    else Py_RETURN_NONE;
    if (quick_word(&p, end, " | cube ")) {
        if (!quick_number(&p, end, 5, &cube)) Py_RETURN_NONE;
        if (quick_word(&p, end, " X")) owner = 0;
        else if (quick_word(&p, end, " O")) owner = 1;
    }
    if (p != end || cube < 1 || (cube & (cube - 1))) Py_RETURN_NONE;
    PyObject *board = PyTuple_New((Py_ssize_t)points);
    if (!board) return NULL;
    for (long i = 0; i < points; i++) {
        PyObject *v = PyLong_FromLong(cells[i]);
        if (!v) { Py_DECREF(board); return NULL; }
        PyTuple_SET_ITEM(board, (Py_ssize_t)i, v);
    }
    PyObject *owner_object = owner < 0 ? Py_NewRef(Py_None) : PyLong_FromLong(owner);
    return Py_BuildValue("N(ll)(ll)llN", board, bar[0], bar[1], off[0], off[1], turn, cube,
                         owner_object);
}


/* make_position(17 values): a Position with these fields and _valid_in, made without the
 * frozen dataclass's __init__ (which sets each field through object.__setattr__). */
static PyObject *k_make_position(PyObject *self, PyObject *const *args, Py_ssize_t nargs) {
    (void)self;
    if (!position_type || nargs != PF_COUNT) {
        PyErr_Format(PyExc_TypeError, "make_position() takes %d values", PF_COUNT);
        return NULL;
    }
    PyObject *position = fresh(position_type);
    if (!position) return NULL;
    for (int f = 0; f < PF_COUNT; f++) SLOT(position, position_offsets[f]) = Py_NewRef(args[f]);
    PyObject_GC_Track(position);  /* its values are the caller's: the collector sees them */
    return position;
}

/* The search's memory, kept between calls (the GIL is held throughout). */
static Layer pool[MAXORDERS][MAXDICE];
static Layer start_layer;
static Layer results;
static Out scratch;

static void sorted_desc(const int *dice, int n, int *out) {
    for (int i = 0; i < n; i++) out[i] = dice[i];
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && out[j] > out[j - 1]; j--) {
            int t = out[j]; out[j] = out[j - 1]; out[j - 1] = t;
        }
}

static int compare_dice(const int *a, const int *b, int n) {
    for (int i = 0; i < n; i++) if (a[i] != b[i]) return a[i] < b[i] ? -1 : 1;
    return 0;
}

/* Every distinct order of the dice, as itertools.permutations lists them, first kept. */
static int dice_orders(const int *dice, int n, int orders[MAXORDERS][MAXDICE]) {
    int count = 0, same = 1;
    for (int i = 1; i < n; i++) same &= dice[i] == dice[0];
    if (same) {
        for (int i = 0; i < n; i++) orders[0][i] = dice[i];
        return 1;
    }
    int idx[MAXDICE];
    for (int i = 0; i < n; i++) idx[i] = i;
    for (;;) {
        int cand[MAXDICE], dup = 0;
        for (int i = 0; i < n; i++) cand[i] = dice[idx[i]];
        for (int o = 0; o < count && !dup; o++) dup = memcmp(orders[o], cand, sizeof(int) * (size_t)n) == 0;
        if (!dup && count == MAXORDERS) return -1;  /* more orders than the search keeps */
        if (!dup) memcpy(orders[count++], cand, sizeof(int) * (size_t)n);
        /* the next permutation of the indexes, in lexicographic order */
        int k = n - 2;
        while (k >= 0 && idx[k] > idx[k + 1]) k--;
        if (k < 0) break;
        int m = n - 1;
        while (idx[m] < idx[k]) m--;
        int t = idx[k]; idx[k] = idx[m]; idx[m] = t;
        for (int a = k + 1, b = n - 1; a < b; a++, b--) { t = idx[a]; idx[a] = idx[b]; idx[b] = t; }
    }
    return count;
}

static int leave_floor(const Rules *r, const int8_t *v, const int *dice, int n) {
    const int *d = r->d;
    int at = r->leave, count = d[at];
    const int *cells = d + at + 1;
    int here = 0;
    for (int i = 0; i < count; i++) if (v[cells[i]] > 0) here += v[cells[i]];
    int checkers = d[at + 1 + count], nexc = d[at + 2 + count];
    at += 3 + count;
    int low = dice[0], high = dice[0], same = 1;
    for (int i = 1; i < n; i++) {
        if (dice[i] < low) low = dice[i];
        if (dice[i] > high) high = dice[i];
        same &= dice[i] == dice[0];
    }
    for (int e = 0; e < nexc; e++) {
        int exc_checkers = d[at], nrolls = d[at + 1], match = 0;
        for (int k = 0; k < nrolls; k++) {
            int a = d[at + 2 + 2 * k], b = d[at + 3 + 2 * k];
            match |= (a == low && b == high) || (a == 0 && b == 0 && same);
        }
        int pc = at + 2 + 2 * nrolls;
        at = pc + d[pc + 1];
        if (match && (d[pc] == C_TRUE || holds(r, pc, v))) return here - exc_checkers;
    }
    return here - checkers;
}


static PyObject *names[7];  /* the Position fields the kernel reads, interned */

static const int name_slots[7] = { PF_POINTS, PF_BAR, PF_HAND, PF_OFF, PF_PINNED, PF_TURN, PF_DICE };

static PyObject *field(PyObject *position, int i, PyObject **keep) {
    PyObject *v = NULL;
    if (position_type && Py_IS_TYPE(position, position_type))  /* its slot, read directly */
        v = Py_XNewRef(SLOT(position, position_offsets[name_slots[i]]));
    if (!v) v = PyObject_GetAttr(position, names[i]);
    keep[i] = v;
    if (v && !PyTuple_Check(v) && i != 5) {
        PyErr_SetString(PyExc_TypeError, "a position's board fields are tuples");
        return NULL;
    }
    return v;
}

/* plays(rules, variant, position) -> [Play, ...]: every distinct result of the position's
 * dice for the player on turn, each with the steps that first reached it. */
/* The view of ``side`` (tavli.model.position.view_of) from a position's fields; 0 with an
 * error set where the board is shorter than the track. */
static int mover_view(const Rules *r, PyObject *points, PyObject *bar, PyObject *hand,
                      PyObject *off, PyObject *pinned, int side, int8_t *view) {
    memset(view, 0, MAXCELLS + 8);
    Py_ssize_t npoints = PyTuple_GET_SIZE(points), npinned = PyTuple_GET_SIZE(pinned);
    const int *track = r->d + r->track[side];
    int sign = side == 0 ? 1 : -1, opp = 1 - side;
    const int L = r->length;
    for (int i = 0; i < L; i++) {
        if (track[i] > npoints || (r->pins && npinned && track[i] > npinned)) {
            PyErr_SetString(PyExc_ValueError, "the board is shorter than the track");
            return 0;
        }
        view[i] = (int8_t)(sign * PyLong_AsLong(PyTuple_GET_ITEM(points, track[i] - 1)));
        if (r->pins && npinned)
            view[L + PINS + i] = (int8_t)(sign * PyLong_AsLong(PyTuple_GET_ITEM(pinned, track[i] - 1)));
    }
    view[L + BAR] = (int8_t)PyLong_AsLong(PyTuple_GET_ITEM(bar, side));
    view[L + HAND] = (int8_t)PyLong_AsLong(PyTuple_GET_ITEM(hand, side));
    view[L + OFF] = (int8_t)PyLong_AsLong(PyTuple_GET_ITEM(off, side));
    view[L + OPP_BAR] = (int8_t)PyLong_AsLong(PyTuple_GET_ITEM(bar, opp));
    /* then the opponent's hand and off, which no step of the mover changes */
    int theirs = L + PINS + (r->pins ? L : 0);
    view[theirs] = (int8_t)PyLong_AsLong(PyTuple_GET_ITEM(hand, opp));
    view[theirs + 1] = (int8_t)PyLong_AsLong(PyTuple_GET_ITEM(off, opp));
    return !PyErr_Occurred();
}

/* The view of ``side`` of a two-sided Position object; 0 with an error set where it is not
 * one. */
static int position_view(const Rules *r, PyObject *position, int side, int8_t *view) {
    PyObject *keep[7] = {NULL};
    int ok = 1;
    for (int i = 0; i < 7 && ok; i++) ok = field(position, i, keep) != NULL;
    ok = ok && PyTuple_GET_SIZE(keep[1]) == 2 && PyTuple_GET_SIZE(keep[2]) == 2
         && PyTuple_GET_SIZE(keep[3]) == 2
         && mover_view(r, keep[0], keep[1], keep[2], keep[3], keep[4], side, view);
    for (int i = 0; i < 7; i++) Py_XDECREF(keep[i]);
    if (!ok && !PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "not a position");
    return ok;
}

/* Whether some number 1..faces would move one of ``side``'s checkers in his view ``view``
 * (at least ``MAXCELLS + 8`` bytes, the cells after the view proper zero): a single step of
 * that die, as the search's first layer finds them; -1 when memory ran out. */
static int moves_with_some_die(const Rules *r, const int8_t *view, int side, int faces) {
    if (scratch.stride != r->stride) {
        free(scratch.views); free(scratch.steps);
        memset(&scratch, 0, sizeof scratch);
        scratch.stride = r->stride;
    }
    int root_has_trap = r->trap && traps(r, view, -1, side);
    for (int die = 1; die <= faces; die++) {
        int floor = r->leave >= 0 ? leave_floor(r, view, &die, 1) : 0;
        dice_left = 1;
        pips_left = die;
        scratch.n = 0;
        one_is_enough = 1;
        int ok = singles(r, view, die, FROM_BAR, side, floor, root_has_trap, &scratch);
        one_is_enough = 0;
        if (!ok) return -1;
        if (scratch.n > 0) return 1;
    }
    return 0;
}

/* 'no move' (tavli.game.ending._not_blocked): a player who has borne off every checker is
 * finished, not blocked; else whether some number of the dice would move him. A failed
 * allocation counts as a move (the end is then judged again in Python, which finds the
 * same). */
static int could_move_view(const Rules *r, const int8_t *v, int side) {
    if (r->hit_out ? not_off_upto(r, v, 0) == 0 : v[r->length + OFF] >= r->checkers) return 1;
    int8_t view[MAXCELLS + 8];
    memset(view, 0, sizeof view);
    memcpy(view, v, (size_t)r->ncells);
    return moves_with_some_die(r, view, side, r->faces) != 0;
}

/* could_move(rules, position, side, faces): whether some number 1..faces would move one of
 * ``side``'s checkers, were it his turn to play it (tavli.game.ending.could_move): a single
 * step of that die, as the search's first layer finds them. */
static PyObject *k_could_move(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *capsule, *position;
    int side, faces;
    if (!PyArg_ParseTuple(args, "OOii", &capsule, &position, &side, &faces)) return NULL;
    Rules *r = (Rules *)PyCapsule_GetPointer(capsule, "tavli.rules");
    if (!r) return NULL;
    if (side != 0 && side != 1) {
        PyErr_SetString(PyExc_ValueError, "the side is 0 or 1");
        return NULL;
    }
    int8_t view[MAXCELLS + 8];
    if (!position_view(r, position, side, view)) return NULL;
    int could = moves_with_some_die(r, view, side, faces);
    if (could < 0) return PyErr_NoMemory();
    return PyBool_FromLong(could);
}

/* A play the search found: its view (valid during the call), the layers of its order and
 * its index in the last of them (its steps read back through the parents; none when
 * ``best`` is 0: nothing could be played, the view is the one searched). */
typedef int (*PlayVisitor)(void *ctx, const int8_t *state, Layer *const *layers, int at,
                           int best);

enum { SEARCH_OK = 0, SEARCH_NO_MEMORY = -1, SEARCH_ORDERS = -2, SEARCH_STOPPED = -3 };

/* An earlier order ``e`` than ``o`` whose die ``k`` is the same and whose dice before it are
 * the same ones in another order, and which reached that far: its views before die ``k``
 * (NULL where there is none). */
static const Layer *earlier_twin(int orders[MAXORDERS][MAXDICE], Layer *layer_of[MAXORDERS][MAXDICE],
                                 const int *depth, int o, int k) {
    for (int e = 0; e < o; e++) {
        if (orders[e][k] != orders[o][k] || depth[e] < k) continue;
        int mine[MAXDICE], theirs[MAXDICE];
        sorted_desc(orders[o], k, mine);
        sorted_desc(orders[e], k, theirs);
        if (compare_dice(mine, theirs, k) == 0) return layer_of[e][k - 1];
    }
    return NULL;
}

/* Every distinct result of ``dice`` for ``side`` from his view ``view`` (at least MAXCELLS + 8
 * bytes, zero after the view proper), each handed to ``visit`` once, in the reference
 * generator's order; SEARCH_STOPPED where ``visit`` returned 0. */
static int search(const Rules *r, const int8_t *view, int side, const int *dice, int ndice,
                  PlayVisitor visit, void *ctx) {
    const int stride = r->stride;
    int floor = r->leave >= 0 ? leave_floor(r, view, dice, ndice) : 0;

    int orders[MAXORDERS][MAXDICE];
    int norders = dice_orders(dice, ndice, orders);
    if (norders < 0) return SEARCH_ORDERS;
    int lower_only = 0;
    if (r->lower_first && norders > 1) {  /* only the orders that start with the lowest die */
        int low = dice[0], kept = 0;
        for (int i = 1; i < ndice; i++) if (dice[i] < low) low = dice[i];
        for (int o = 0; o < norders; o++)
            if (orders[o][0] == low) {
                if (kept != o) memcpy(orders[kept], orders[o], sizeof(int) * (size_t)ndice);
                kept++;
            }
        norders = kept;
        lower_only = 1;
    }
    int depth[MAXORDERS];
    int best = 0;
    if (scratch.stride != stride) {
        free(scratch.views); free(scratch.steps);
        memset(&scratch, 0, sizeof scratch);
        scratch.stride = stride;
    }
    layer_clear(&start_layer, stride);
    int added;
    if (layer_find_or_add(&start_layer, view, stride, &added) < 0) return SEARCH_NO_MEMORY;
    start_layer.rank[0] = FROM_BAR;
    /* a trap standing when the part begins: the first step must open it (judged whole) */
    int root_has_trap = r->trap && traps(r, view, -1, side);
    /* track order where the rules allow it everywhere, or here (tavli.movegen.settled) */
    dice_left = ndice;
    pips_left = 0;
    for (int i = 0; i < ndice; i++) pips_left += dice[i];
    int in_order = !lower_only && (r->in_order || (r->settle >= 0 && holds(r, r->settle, view)));
    /* an order's layers after the dice it shares with an earlier order are that order's */
    Layer *layer_of[MAXORDERS][MAXDICE];
    for (int o = 0; o < norders; o++) {
        const Layer *lowest = &start_layer;
        depth[o] = 0;
        for (int k = 0; k < ndice; k++) {
            int die = orders[o][k], shared = -1;
            for (int e = 0; e < o && shared < 0; e++)
                if (memcmp(orders[e], orders[o], sizeof(int) * (size_t)(k + 1)) == 0) shared = e;
            if (shared >= 0) {
                Layer *same = layer_of[shared][k];
                layer_of[o][k] = same;
                if (same->n == 0) break;
                depth[o] = k + 1;
                lowest = same;
                continue;
            }
            Layer *next = layer_of[o][k] = &pool[o][k];
            layer_clear(next, stride);
            /* The last die after the same dice in another order (3-1-2 after 1-3-2): a view
             * an earlier such order reached before its last die has its results already,
             * every one of them found first there (a view's steps by one die depend on the
             * view and the die alone, where the track order is not kept). */
            const Layer *twin = k >= 1 && k == ndice - 1 && !in_order
                ? earlier_twin(orders, layer_of, depth, o, k) : NULL;
            for (int si = 0; si < lowest->n; si++) {
                const int8_t *state = lowest->views + (size_t)si * (size_t)stride;
                if (twin && layer_has(twin, state, stride)) continue;
                scratch.n = 0;
                if (!singles(r, state, die, lowest->rank[si], side, floor, root_has_trap && k == 0,
                             &scratch))
                    return SEARCH_NO_MEMORY;
                for (int j = 0; j < scratch.n; j++) {
                    Step s = scratch.steps[j];
                    int rank = in_order ? s.origin : FROM_BAR;
                    int at = layer_find_or_add(next, scratch.views + (size_t)j * (size_t)stride,
                                               stride, &added);
                    if (at < 0) return SEARCH_NO_MEMORY;
                    if (added) {
                        next->parent[at] = si;
                        next->steps[at] = s;
                        next->rank[at] = (int8_t)rank;
                    } else if (rank < next->rank[at]) {
                        next->rank[at] = (int8_t)rank;
                    }
                }
            }
            if (next->n == 0) break;
            depth[o] = k + 1;
            lowest = next;
        }
        if (depth[o] > best) best = depth[o];
    }
    if (best == 0)  /* nothing can be played: the view unchanged, no steps */
        return visit(ctx, view, NULL, 0, 0) ? SEARCH_OK : SEARCH_STOPPED;
    /* SN-07, RG-10: when not every die can be used, the larger numbers must be */
    int wanted[MAXDICE], used[MAXDICE], have = 0;
    for (int o = 0; o < norders; o++) {
        if (depth[o] != best) continue;
        sorted_desc(orders[o], best, used);
        if (!have || compare_dice(used, wanted, best) > 0)
            memcpy(wanted, used, sizeof(int) * (size_t)best);
        have = 1;
    }
    /* the orders whose plays count; a view each found first is a play */
    int counted[MAXORDERS], ncounted = 0;
    for (int o = 0; o < norders; o++) {
        if (depth[o] != best) continue;
        sorted_desc(orders[o], best, used);
        if (compare_dice(used, wanted, best) == 0) counted[ncounted++] = o;
    }
    /* A layer holds each view once: with one or two such orders (and no marks to drop),
     * the second's views are looked up in the first's layer, and no set of results is
     * built; otherwise the results are gathered in a set of their own. */
    int gather = r->nstops || ncounted > 2;
    if (gather) layer_clear(&results, stride);
    for (int c = 0; c < ncounted; c++) {
        int o = counted[c];
        const Layer *last = layer_of[o][best - 1];
        const Layer *earlier = c ? layer_of[counted[0]][best - 1] : NULL;
        for (int i = 0; i < last->n; i++) {
            int8_t settled[MAXCELLS + 8];
            const int8_t *state = last->views + (size_t)i * (size_t)stride;
            if (r->nstops) {  /* whoever stopped on the way, the same position is one play */
                memcpy(settled, state, (size_t)stride);
                memset(settled + r->frozen, 0, (size_t)(stride - r->frozen));
                state = settled;
            }
            if (gather) {
                if (layer_find_or_add(&results, state, stride, &added) < 0)
                    return SEARCH_NO_MEMORY;
                if (!added) continue;
            } else if (earlier && layer_has(earlier, state, stride)) {
                continue;
            }
            if (!visit(ctx, state, layer_of[o], i, best)) return SEARCH_STOPPED;
        }
    }
    return SEARCH_OK;
}

/* What k_plays' visitor needs: the Python objects each play refers to, and the list. */
typedef struct { const Rules *r; PyObject *variant, *position, *capsule, *list; } PlaysCtx;

/* One Play object per result: one bytes object holding the view (signed cells, a tuple
 * only if someone asks), the steps, four bytes a step (origin, target, die, hit), and their
 * number (tavli.turn reads them). */
static int add_play(void *ctx, const int8_t *state, Layer *const *layers, int at, int best) {
    PlaysCtx *c = (PlaysCtx *)ctx;
    const Rules *r = c->r;
    PyObject *t = PyBytes_FromStringAndSize(NULL, r->out_cells + 4 * best + 1);
    if (!t) return 0;
    int8_t *raw = (int8_t *)PyBytes_AS_STRING(t);
    memcpy(raw, state, (size_t)r->out_cells);
    raw += r->out_cells;
    raw[4 * best] = (int8_t)best;
    for (int k = best - 1; k >= 0; k--) {
        const Layer *l = layers[k];
        Step s = l->steps[at];
        raw[4 * k] = s.origin; raw[4 * k + 1] = s.target;
        raw[4 * k + 2] = s.die; raw[4 * k + 3] = s.hit;
        at = l->parent[at];
    }
    PyObject *item = new_play(c->variant, c->position, t, t, c->capsule);
    Py_DECREF(t);
    if (!item) return 0;
    int ok = PyList_Append(c->list, item) == 0;
    Py_DECREF(item);
    return ok;
}

static PyObject *k_plays(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *capsule, *variant, *position;
    if (!PyArg_ParseTuple(args, "OOO", &capsule, &variant, &position)) return NULL;
    Rules *r = (Rules *)PyCapsule_GetPointer(capsule, "tavli.rules");
    if (!r) return NULL;
    if (!play_type) {
        PyErr_SetString(PyExc_RuntimeError, "the kernel has no Play class bound");
        return NULL;
    }
    PyObject *keep[7] = {NULL};
    int8_t view[MAXCELLS + 8];
    int dice[MAXDICE];
    Py_ssize_t ndice = 0;
    int side = 0, ok = 1;
    for (int i = 0; i < 7 && ok; i++) ok = field(position, i, keep) != NULL;
    PyObject *points = keep[0], *bar = keep[1], *hand = keep[2], *off = keep[3];
    PyObject *pinned = keep[4], *dice_obj = keep[6];
    if (ok) {
        side = (int)PyLong_AsLong(keep[5]);
        ndice = PyTuple_GET_SIZE(dice_obj);
        ok = ndice >= 1 && ndice <= MAXDICE && (side == 0 || side == 1)
             && PyTuple_GET_SIZE(bar) == 2 && PyTuple_GET_SIZE(hand) == 2
             && PyTuple_GET_SIZE(off) == 2;
        for (Py_ssize_t i = 1; ok && i < ndice; i++)  /* not all alike: at most MAXMIXED */
            if (PyLong_AsLong(PyTuple_GET_ITEM(dice_obj, i)) != PyLong_AsLong(PyTuple_GET_ITEM(dice_obj, 0)))
                ok = ndice <= MAXMIXED;
        if (!ok && !PyErr_Occurred())
            PyErr_SetString(PyExc_ValueError, "the kernel plays 1 to 12 dice alike, or 1 to 6 "
                            "not all alike, for side 0 or 1");
    }
    if (ok) {
        for (Py_ssize_t i = 0; i < ndice; i++) dice[i] = (int)PyLong_AsLong(PyTuple_GET_ITEM(dice_obj, i));
        ok = mover_view(r, points, bar, hand, off, pinned, side, view);
    }
    for (int i = 0; i < 7; i++) Py_XDECREF(keep[i]);  /* the position still holds them */
    if (!ok) return NULL;
    if (PyErr_Occurred()) return NULL;
    PyObject *list = PyList_New(0);
    if (!list) return NULL;
    PlaysCtx ctx = { r, variant, position, capsule, list };
    int found = search(r, view, side, dice, (int)ndice, add_play, &ctx);
    if (found == SEARCH_OK) return list;
    Py_DECREF(list);
    if (found == SEARCH_ORDERS)
        PyErr_SetString(PyExc_ValueError, "the dice have more orders than the kernel searches");
    else if (found == SEARCH_NO_MEMORY)
        PyErr_NoMemory();
    return NULL;  /* (SEARCH_STOPPED: the visitor's error is set) */
}

/* ---- texts (tavli/notation/moves.py, tavli/notation/native.py), for the oracle's sake */

typedef struct { char *s; Py_ssize_t n, cap; } Buf;

static int buf_put(Buf *b, const char *text, Py_ssize_t n) {
    if (b->n + n + 1 > b->cap) {
        Py_ssize_t cap = (b->n + n + 1) * 2;
        char *s = PyMem_Realloc(b->s, (size_t)cap);
        if (!s) { PyErr_NoMemory(); return 0; }
        b->s = s;
        b->cap = cap;
    }
    memcpy(b->s + b->n, text, (size_t)n);
    b->n += n;
    return 1;
}

static int buf_str(Buf *b, const char *text) { return buf_put(b, text, (Py_ssize_t)strlen(text)); }

/* write v's decimal digits at p (at most 20 characters, no terminator); the end */
static char *put_long(char *p, long v) {
    unsigned long u = v < 0 ? 0UL - (unsigned long)v : (unsigned long)v;
    if (v < 0) *p++ = '-';
    if (u < 10) { *p++ = (char)('0' + u); return p; }
    if (u < 100) { *p++ = (char)('0' + u / 10); *p++ = (char)('0' + u % 10); return p; }
    char tmp[24];
    int n = 0;
    while (u) { tmp[n++] = (char)('0' + u % 10); u /= 10; }
    while (n) *p++ = tmp[--n];
    return p;
}

static int buf_int(Buf *b, long v) {
    char tmp[24];
    return buf_put(b, tmp, put_long(tmp, v) - tmp);
}

/* A place of a step: a point (its number), or bar 26, hand 27, off -1 (moves.py's ranks). */
#define PLACE_BAR 26
#define PLACE_HAND 27
#define PLACE_OFF (-1)

static int place_of(PyObject *o, long *out) {
    if (PyLong_Check(o)) { *out = PyLong_AsLong(o); return *out != -1 || !PyErr_Occurred(); }
    if (PyUnicode_Check(o)) {
        if (PyUnicode_CompareWithASCIIString(o, "bar") == 0) { *out = PLACE_BAR; return 1; }
        if (PyUnicode_CompareWithASCIIString(o, "hand") == 0) { *out = PLACE_HAND; return 1; }
        if (PyUnicode_CompareWithASCIIString(o, "off") == 0) { *out = PLACE_OFF; return 1; }
    }
    PyErr_SetString(PyExc_ValueError, "a step's places are points, bar, hand or off");
    return 0;
}

static int put_place(Buf *b, long place) {
    if (place == PLACE_BAR) return buf_str(b, "bar");
    if (place == PLACE_HAND) return buf_str(b, "hand");
    if (place == PLACE_OFF) return buf_str(b, "off");
    return buf_int(b, place);
}

#define MAXSTEPS 64
typedef struct { long places[MAXSTEPS + 1]; int hits[MAXSTEPS]; int n; } Path;

static PyObject *write_play(const long *origin, const long *target, const int *hit,
                            Py_ssize_t count, int expanded);

/* format_play(steps, expanded): the play's text, as tavli.notation.moves writes it; None
 * where a point is numbered 26 or more (see below). */
static PyObject *k_format_play(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *steps;
    int expanded = 0;
    if (!PyArg_ParseTuple(args, "O!|p", &PyTuple_Type, &steps, &expanded)) return NULL;
    Py_ssize_t count = PyTuple_GET_SIZE(steps);
    if (count == 0) return PyUnicode_FromString("no move");
    if (count > MAXSTEPS) { PyErr_SetString(PyExc_ValueError, "too many steps"); return NULL; }
    long origin[MAXSTEPS], target[MAXSTEPS];
    int hit[MAXSTEPS];
    for (Py_ssize_t i = 0; i < count; i++) {
        PyObject *step = PyTuple_GET_ITEM(steps, i);
        if (!PyTuple_Check(step) || PyTuple_GET_SIZE(step) < 4) {
            PyErr_SetString(PyExc_TypeError, "steps are (origin, target, die, hit) tuples");
            return NULL;
        }
        PyObject *from = PyTuple_GET_ITEM(step, 0), *to = PyTuple_GET_ITEM(step, 1);
        if (!place_of(from, &origin[i]) || !place_of(to, &target[i]))
            return NULL;
        /* a point numbered like bar or hand (a track of 26 points or more): None, and the
         * caller writes it in Python */
        if ((PyLong_Check(from) && origin[i] >= PLACE_BAR)
            || (PyLong_Check(to) && target[i] >= PLACE_BAR))
            Py_RETURN_NONE;
        /* a step that stays on its point (a pile laid down or raised, stacked men): each is
         * written apart, by the Python writer */
        if (PyLong_Check(from) && PyLong_Check(to) && origin[i] == target[i]) Py_RETURN_NONE;
        /* a borne-off man entered again (off/4, stacked games): never joined to the step
         * that bore it off, so the Python writer writes it too */
        if (origin[i] == PLACE_OFF) Py_RETURN_NONE;
        hit[i] = PyObject_IsTrue(PyTuple_GET_ITEM(step, 3));
        if (hit[i] < 0) return NULL;
    }
    return write_play(origin, target, hit, count, expanded);
}

/* play_text(steps, length, expanded=False): format_play of the steps of a play the kernel
 * found, read straight from its step bytes (four signed bytes each: origin and target cells
 * of the mover's view, die, hit; as tavli.movegen.to_steps reads them), no Step objects. */
static PyObject *steps_text(const char *raw, Py_ssize_t size, int length, int expanded);
static PyObject *text_of(PyObject *play, int expanded);

static PyObject *k_play_text(PyObject *self, PyObject *args) {
    (void)self;
    const char *raw;
    Py_ssize_t size;
    int length, expanded = 0;
    if (!PyArg_ParseTuple(args, "y#i|p", &raw, &size, &length, &expanded)) return NULL;
    return steps_text(raw, size, length, expanded);
}

/* text_of_play(play, expanded=False): play_text of a Play the kernel made (its step bytes
 * end its raw slot: four a step, then their number); None for any other play, or a track
 * of 26 points or more (whose point numbers play_text does not write). */
static PyObject *k_text_of_play(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *play;
    int expanded = 0;
    if (!PyArg_ParseTuple(args, "O|p", &play, &expanded)) return NULL;
    return text_of(play, expanded);
}

static PyObject *text_of(PyObject *play, int expanded) {
    if (!play_type || !Py_IS_TYPE(play, play_type)) Py_RETURN_NONE;
    PyObject *capsule = SLOT(play, play_offsets[F_ENGINE]);
    PyObject *raw = SLOT(play, play_offsets[F_RAW]);
    if (!capsule || !PyCapsule_CheckExact(capsule) || !raw || !PyBytes_Check(raw)
        || PyBytes_GET_SIZE(raw) < 1)
        Py_RETURN_NONE;
    Rules *r = (Rules *)PyCapsule_GetPointer(capsule, "tavli.rules");
    if (!r) return NULL;
    if (r->length >= PLACE_BAR) Py_RETURN_NONE;
    const char *found = PyBytes_AS_STRING(raw);
    Py_ssize_t size = PyBytes_GET_SIZE(raw);
    Py_ssize_t steps = 4 * (Py_ssize_t)(uint8_t)found[size - 1];
    if (steps > size - 1) Py_RETURN_NONE;
    return steps_text(found + size - 1 - steps, steps, r->length, expanded);
}

static PyObject *steps_text(const char *raw, Py_ssize_t size, int length, int expanded) {
    Py_ssize_t count = size / 4;
    /* a point numbered like bar or hand (26, 27) would be misread by put_place */
    if (size % 4 || count > MAXSTEPS || length < 1 || length >= PLACE_BAR) {
        PyErr_SetString(PyExc_ValueError, "play_text: four bytes a step, a track under 26 points");
        return NULL;
    }
    if (count == 0) return PyUnicode_FromString("no move");
    long origin[MAXSTEPS], target[MAXSTEPS];
    int hit[MAXSTEPS];
    for (Py_ssize_t i = 0; i < count; i++) {
        int o = (signed char)raw[4 * i], t = (signed char)raw[4 * i + 1];
        if (o < -2 || o >= length || t < 0 || t > length) {
            PyErr_SetString(PyExc_ValueError, "play_text: a step's cell off the track");
            return NULL;
        }
        origin[i] = o == -2 ? PLACE_BAR : o == -1 ? PLACE_HAND : length - o;
        target[i] = t == length ? PLACE_OFF : length - t;
        hit[i] = raw[4 * i + 3] != 0;
    }
    return write_play(origin, target, hit, count, expanded);
}

/* the text of a play of ``count`` steps (places as place_of ranks them) */
static PyObject *write_play(const long *origin, const long *target, const int *hit,
                            Py_ssize_t count, int expanded) {
    Buf b = {0};
    PyObject *result = NULL;
    if (expanded) {
        int order[MAXSTEPS];
        for (int i = 0; i < count; i++) order[i] = i;
        /* stable sort by (-rank(origin), -rank(target)) */
        for (int i = 1; i < count; i++)
            for (int j = i; j > 0; j--) {
                int a = order[j - 1], c = order[j];
                if (origin[a] > origin[c] || (origin[a] == origin[c] && target[a] >= target[c])) break;
                order[j - 1] = c; order[j] = a;
            }
        for (int i = 0; i < count; i++) {
            int k = order[i];
            if ((i && !buf_str(&b, " ")) || !put_place(&b, origin[k]) || !buf_str(&b, "/")
                || !put_place(&b, target[k]) || (hit[k] && !buf_str(&b, "*")))
                goto done;
        }
        result = PyUnicode_FromStringAndSize(b.s, b.n);
        goto done;
    }
    /* each step continues the first checker that arrived at its origin, or starts one */
    Path paths[MAXSTEPS];
    int npaths = 0;
    for (int i = 0; i < count; i++) {
        int found = -1;
        for (int p = 0; p < npaths && found < 0; p++)
            if (paths[p].places[paths[p].n] == origin[i]) found = p;
        if (found < 0) {
            found = npaths++;
            paths[found].n = 0;
            paths[found].places[0] = origin[i];
        }
        Path *path = &paths[found];
        path->hits[path->n] = hit[i];
        path->places[++path->n] = target[i];
    }
    int order[MAXSTEPS];
    for (int i = 0; i < npaths; i++) order[i] = i;
    for (int i = 1; i < npaths; i++)
        for (int j = i; j > 0; j--) {
            const Path *a = &paths[order[j - 1]], *c = &paths[order[j]];
            long a0 = a->places[0], c0 = c->places[0], an = a->places[a->n], cn = c->places[c->n];
            if (a0 > c0 || (a0 == c0 && an >= cn)) break;
            int t = order[j - 1]; order[j - 1] = order[j]; order[j] = t;
        }
    /* each path's text: where it starts, where it hits, where it ends */
    Py_ssize_t starts[MAXSTEPS + 1], lens[MAXSTEPS];
    Buf texts = {0};
    for (int i = 0; i < npaths; i++) {
        const Path *path = &paths[order[i]];
        starts[i] = texts.n;
        if (!put_place(&texts, path->places[0])) goto done_texts;
        for (int k = 1; k <= path->n; k++) {
            if (!path->hits[k - 1] && k != path->n) continue;
            if (!buf_str(&texts, "/") || !put_place(&texts, path->places[k])
                || (path->hits[k - 1] && !buf_str(&texts, "*")))
                goto done_texts;
        }
        lens[i] = texts.n - starts[i];
    }
    /* the same move by several checkers once, with their number; in first-seen order */
    int first = 1;
    for (int i = 0; i < npaths; i++) {
        int seen = 0, same = 0;
        for (int k = 0; k < i && !seen; k++)
            seen = lens[k] == lens[i] && memcmp(texts.s + starts[k], texts.s + starts[i], (size_t)lens[i]) == 0;
        if (seen) continue;
        for (int k = 0; k < npaths; k++)
            same += lens[k] == lens[i] && memcmp(texts.s + starts[k], texts.s + starts[i], (size_t)lens[i]) == 0;
        if ((!first && !buf_str(&b, " ")) || !buf_put(&b, texts.s + starts[i], lens[i]))
            goto done_texts;
        if (same > 1 && (!buf_str(&b, "(") || !buf_int(&b, same) || !buf_str(&b, ")")))
            goto done_texts;
        first = 0;
    }
    result = PyUnicode_FromStringAndSize(b.s, b.n);
done_texts:
    PyMem_Free(texts.s);
done:
    PyMem_Free(b.s);
    return result;
}

/* The room one side's part takes at most: "X", three " word:N" items, and per point
 * " N:N" and " N:pinned" (a number at most 20 characters). */
#define SIDE_ROOM(length) (1 + 3 * 27 + (size_t)(length) * (42 + 28))

/* One side's part of the native notation written at ``p`` (SIDE_ROOM of the track's length
 * free): its end, or NULL with an exception. */
static char *put_side(char *p, PyObject *track, PyObject *points, PyObject *hand, PyObject *bar,
                      PyObject *off, PyObject *pinned, int side) {
    if ((side != 0 && side != 1) || PyTuple_GET_SIZE(hand) != 2 || PyTuple_GET_SIZE(bar) != 2
        || PyTuple_GET_SIZE(off) != 2) {
        PyErr_SetString(PyExc_ValueError, "side_text: a side is 0 or 1, pairs have two items");
        return NULL;
    }
    Py_ssize_t length = PyTuple_GET_SIZE(track), npoints = PyTuple_GET_SIZE(points);
    Py_ssize_t npinned = PyTuple_GET_SIZE(pinned);
    long sign = side == 0 ? 1 : -1;
    long h = PyLong_AsLong(PyTuple_GET_ITEM(hand, side));
    long r = PyLong_AsLong(PyTuple_GET_ITEM(bar, side));
    long o = PyLong_AsLong(PyTuple_GET_ITEM(off, side));
    if (PyErr_Occurred()) return NULL;
    *p++ = side == 0 ? 'X' : 'O';
    if (h) { memcpy(p, " hand:", 6); p = put_long(p + 6, h); }
    if (r) { memcpy(p, " bar:", 5); p = put_long(p + 5, r); }
    for (Py_ssize_t i = 0; i < length; i++) {
        long point = PyLong_AsLong(PyTuple_GET_ITEM(track, i));
        if (point < 1 || point > npoints) {
            if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "a track point off the board");
            return NULL;
        }
        long count = PyLong_AsLong(PyTuple_GET_ITEM(points, point - 1)) * sign;
        if (count > 0) {
            *p++ = ' ';
            p = put_long(p, (long)(length - i));
            *p++ = ':';
            p = put_long(p, count);
        }
    }
    for (Py_ssize_t i = 0; npinned && i < length; i++) {
        long point = PyLong_AsLong(PyTuple_GET_ITEM(track, i));
        if (point < 1 || point > npinned) {
            if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "a track point off the board");
            return NULL;
        }
        if (PyLong_AsLong(PyTuple_GET_ITEM(pinned, point - 1)) * sign > 0) {
            *p++ = ' ';
            p = put_long(p, (long)(length - i));
            memcpy(p, ":pinned", 7);
            p += 7;
        }
    }
    if (o) { memcpy(p, " off:", 5); p = put_long(p + 5, o); }
    return PyErr_Occurred() ? NULL : p;
}

/* side_text(track, points, hand, bar, off, pinned, side): one side's part of the native
 * notation, ``X hand:2 bar:1 24:2 13:5 13:pinned off:3``. */
static PyObject *k_side_text(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *track, *points, *hand, *bar, *off, *pinned;
    int side;
    if (!PyArg_ParseTuple(args, "O!O!O!O!O!O!i", &PyTuple_Type, &track, &PyTuple_Type, &points,
                          &PyTuple_Type, &hand, &PyTuple_Type, &bar, &PyTuple_Type, &off,
                          &PyTuple_Type, &pinned, &side))
        return NULL;
    size_t most = SIDE_ROOM(PyTuple_GET_SIZE(track));
    char small_buf[2048];
    char *text = most <= sizeof small_buf ? small_buf : PyMem_Malloc(most);
    if (!text) return PyErr_NoMemory();
    PyObject *result = NULL;
    char *end = put_side(text, track, points, hand, bar, off, pinned, side);
    if (end && (result = PyUnicode_New(end - text, 127)))
        memcpy(PyUnicode_DATA(result), text, (size_t)(end - text));  /* ASCII: no decoding */
    if (text != small_buf) PyMem_Free(text);
    return result;
}

/* ---- the oracle's plays reply (tavli.services.oracle_plays): each play's item written here */

enum { FMT_NATIVE, FMT_GNUBG, FMT_XGID, FMT_FIBS, FMT_COUNT };

/* The parts of a position's text in notation ``fmt`` that its checkers decide (the rest is
 * the turn's, the same for every result of a roll that leads to the same state): native,
 * both sides' parts ``X ... | O ...`` (``tracks``: each side's); gnubg, the Position ID
 * with ``who`` on roll; XGID, the 26 cells; FIBS, the 26 cells seen by ``who`` (the "you"
 * of the board), and in ``b`` the four counts off and on the bar. 1 when written, 0 where
 * this writer cannot say (checkers in hand, a board not of 24 points, a count over 15 in
 * an XGID), -1 with an exception. */
static int board_parts(int fmt, PyObject *position, int who, PyObject *tracks, Buf *a, Buf *b) {
    if (!position_type || !Py_IS_TYPE(position, position_type)) return 0;
    PyObject *points = SLOT(position, position_offsets[PF_POINTS]);
    PyObject *bar = SLOT(position, position_offsets[PF_BAR]);
    PyObject *hand = SLOT(position, position_offsets[PF_HAND]);
    PyObject *off = SLOT(position, position_offsets[PF_OFF]);
    PyObject *pinned = SLOT(position, position_offsets[PF_PINNED]);
    if (!points || !bar || !hand || !off || !pinned || !PyTuple_Check(points)
        || !PyTuple_Check(bar) || !PyTuple_Check(hand) || !PyTuple_Check(off)
        || !PyTuple_Check(pinned) || PyTuple_GET_SIZE(bar) != 2 || PyTuple_GET_SIZE(hand) != 2
        || PyTuple_GET_SIZE(off) != 2 || (who & ~1))
        return 0;
    if (fmt == FMT_NATIVE) {
        if (!PyTuple_Check(tracks) || PyTuple_GET_SIZE(tracks) != 2) return 0;
        PyObject *t0 = PyTuple_GET_ITEM(tracks, 0), *t1 = PyTuple_GET_ITEM(tracks, 1);
        if (!PyTuple_Check(t0) || !PyTuple_Check(t1)) return 0;
        size_t most = SIDE_ROOM(PyTuple_GET_SIZE(t0)) + SIDE_ROOM(PyTuple_GET_SIZE(t1)) + 3;
        if (!buf_put(a, "", 0)) return -1;
        if ((size_t)(a->cap - a->n) < most + 1) {
            char *s = PyMem_Realloc(a->s, (size_t)a->n + most + 1);
            if (!s) { PyErr_NoMemory(); return -1; }
            a->s = s;
            a->cap = a->n + (Py_ssize_t)most + 1;
        }
        char *p = put_side(a->s + a->n, t0, points, hand, bar, off, pinned, 0);
        if (!p) return -1;
        memcpy(p, " | ", 3);
        p = put_side(p + 3, t1, points, hand, bar, off, pinned, 1);
        if (!p) return -1;
        a->n = p - a->s;
        return 1;
    }
    if (PyTuple_GET_SIZE(points) != 24) return 0;
    long h0 = PyLong_AsLong(PyTuple_GET_ITEM(hand, 0)), h1 = PyLong_AsLong(PyTuple_GET_ITEM(hand, 1));
    long bars[2] = { PyLong_AsLong(PyTuple_GET_ITEM(bar, 0)), PyLong_AsLong(PyTuple_GET_ITEM(bar, 1)) };
    long offs[2] = { PyLong_AsLong(PyTuple_GET_ITEM(off, 0)), PyLong_AsLong(PyTuple_GET_ITEM(off, 1)) };
    long cells[24];
    for (int i = 0; i < 24; i++) cells[i] = PyLong_AsLong(PyTuple_GET_ITEM(points, i));
    if (PyErr_Occurred()) return -1;
    if (h0 || h1 || bars[0] < 0 || bars[1] < 0) return 0;
    if (fmt == FMT_GNUBG) {
        char text[16];
        int n = position_id_text(points, bar, who, text);
        return n <= 0 ? n : buf_put(a, text, n) ? 1 : -1;
    }
    if (fmt == FMT_XGID) {  /* board point p is cell p: X's upper case, O's lower case */
        static const char upper[] = "-ABCDEFGHIJKLMNO", lower[] = "-abcdefghijklmno";
        char text[26];
        if (bars[0] > 15 || bars[1] > 15) return 0;
        text[0] = lower[bars[1]];
        for (int i = 0; i < 24; i++) {
            if (cells[i] > 15 || cells[i] < -15) return 0;
            text[i + 1] = cells[i] >= 0 ? upper[cells[i]] : lower[-cells[i]];
        }
        text[25] = upper[bars[0]];
        return buf_put(a, text, 26) ? 1 : -1;
    }
    if (fmt == FMT_FIBS) {  /* X's checkers negative, O's positive; point 1 the one of "you" */
        long row[26];
        for (int p = 1; p <= 24; p++) row[p] = -cells[who == 0 ? p - 1 : 24 - p];
        row[25] = who == 0 ? -bars[0] : bars[1];
        row[0] = who == 0 ? bars[1] : -bars[0];
        for (int i = 0; i < 26; i++)
            if ((i && !buf_put(a, ":", 1)) || !buf_int(a, row[i])) return -1;
        long counts[4] = { offs[who], offs[1 - who], bars[who], bars[1 - who] };
        for (int i = 0; i < 4; i++)
            if ((i && !buf_put(b, ":", 1)) || !buf_int(b, counts[i])) return -1;
        return 1;
    }
    return 0;
}

static int format_code(int fmt) {
    if (fmt < 0 || fmt >= FMT_COUNT) {
        PyErr_SetString(PyExc_ValueError, "a notation code is 0 to 3");
        return 0;
    }
    return 1;
}

/* board_parts(fmt, position, who, tracks) -> (a, b) | None: board_parts above, for the
 * Python side to split a text written in Python around them (and for the tests). */
static PyObject *k_board_parts(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *position, *tracks;
    int fmt, who;
    if (!PyArg_ParseTuple(args, "iOiO", &fmt, &position, &who, &tracks) || !format_code(fmt))
        return NULL;
    Buf a = {0}, b = {0};
    PyObject *result = NULL;
    int done = buf_put(&a, "", 0) && buf_put(&b, "", 0)
               ? board_parts(fmt, position, who, tracks, &a, &b) : -1;
    if (done == 0) result = Py_NewRef(Py_None);
    else if (done > 0) result = Py_BuildValue("(s#s#)", a.s, a.n, b.s, b.n);
    PyMem_Free(a.s);
    PyMem_Free(b.s);
    return result;
}

/* Whether two positions share every field but the checkers (the same objects: the later
 * one made by position_after from the same position before, or the very same values). */
static int same_turn(PyObject *p, PyObject *q) {
    static const int kept[] = { PF_TURN, PF_PHASE, PF_DICE, PF_REST, PF_CUBE, PF_OWNER, PF_TURNS,
                                PF_DOUBLES, PF_CHAIN, PF_STACKS, PF_COUNTERS };
    for (size_t i = 0; i < sizeof kept / sizeof kept[0]; i++)
        if (SLOT(p, position_offsets[kept[i]]) != SLOT(q, position_offsets[kept[i]])) return 0;
    return 1;
}

/* play_items(plays, expanded, fmt, tracks, state_of) -> str | None: the items of a plays
 * reply, ``{"play": ..., "position": ..., FIELDS}`` joined by ", " (tavli.services.oracle
 * writes the same in Python). ``state_of(after)`` gives, for a result position, ``(who, s0,
 * s1, s2, fields)``: the position's text is s0, the board's first part, s1, its second, s2
 * (board_parts), and FIELDS the reply's fields after it, all JSON-ready; it is asked once
 * for each run of results that share their turn's fields (same_turn). None when any play
 * is not the kernel's, or a text is one this writer cannot make, or ``state_of`` answers
 * None: the caller writes the reply in Python. */
static PyObject *k_play_items(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *plays, *tracks, *state_of;
    int expanded, fmt;
    if (!PyArg_ParseTuple(args, "O!piOO", &PyList_Type, &plays, &expanded, &fmt, &tracks,
                          &state_of) || !format_code(fmt))
        return NULL;
    Buf out = {0}, a = {0}, b = {0};
    PyObject *result = NULL, *last = NULL, *pieces = NULL;
    int who = 0;
    const char *s[3] = { "", "", "" }, *fields = "";
    Py_ssize_t ns[3] = { 0, 0, 0 }, nfields = 0;
    for (Py_ssize_t i = 0; i < PyList_GET_SIZE(plays); i++) {
        PyObject *play = PyList_GET_ITEM(plays, i);
        if (!play_type || !Py_IS_TYPE(play, play_type)) goto unable;
        PyObject *text = text_of(play, expanded);
        if (!text) goto done;
        if (text == Py_None) { Py_DECREF(text); goto unable; }
        PyObject *after = k_play_position(NULL, play);
        if (!after) { Py_DECREF(text); goto done; }
        if (!Py_IS_TYPE(after, position_type)) { Py_DECREF(text); Py_DECREF(after); goto unable; }
        if (!last || !same_turn(last, after)) {
            Py_XSETREF(last, Py_NewRef(after));
            Py_XSETREF(pieces, PyObject_CallOneArg(state_of, after));
            if (!pieces) { Py_DECREF(text); Py_DECREF(after); goto done; }
            if (pieces == Py_None) { Py_DECREF(text); Py_DECREF(after); goto unable; }
            if (!PyTuple_Check(pieces) || PyTuple_GET_SIZE(pieces) != 5) {
                PyErr_SetString(PyExc_TypeError, "state_of answers (who, s0, s1, s2, fields)");
                Py_DECREF(text); Py_DECREF(after);
                goto done;
            }
            who = (int)PyLong_AsLong(PyTuple_GET_ITEM(pieces, 0));
            for (int k = 0; k < 3; k++)
                s[k] = PyUnicode_AsUTF8AndSize(PyTuple_GET_ITEM(pieces, k + 1), &ns[k]);
            fields = PyUnicode_AsUTF8AndSize(PyTuple_GET_ITEM(pieces, 4), &nfields);
            if (PyErr_Occurred() || !s[0] || !s[1] || !s[2] || !fields) {
                Py_DECREF(text); Py_DECREF(after);
                goto done;
            }
        }
        a.n = b.n = 0;
        int parts = buf_put(&a, "", 0) && buf_put(&b, "", 0)
                    ? board_parts(fmt, after, who, tracks, &a, &b) : -1;
        Py_DECREF(after);
        Py_ssize_t nplay;
        const char *played = parts > 0 ? PyUnicode_AsUTF8AndSize(text, &nplay) : NULL;
        int ok = parts > 0 && played
                 && (i == 0 || buf_put(&out, ", ", 2))
                 && buf_str(&out, "{\"play\": \"") && buf_put(&out, played, nplay)
                 && buf_str(&out, "\", \"position\": \"") && buf_put(&out, s[0], ns[0])
                 && buf_put(&out, a.s, a.n) && buf_put(&out, s[1], ns[1])
                 && buf_put(&out, b.s, b.n) && buf_put(&out, s[2], ns[2])
                 && buf_str(&out, "\", ") && buf_put(&out, fields, nfields)
                 && buf_put(&out, "}", 1);
        Py_DECREF(text);
        if (parts == 0) goto unable;
        if (!ok) goto done;
    }
    result = PyUnicode_DecodeASCII(out.s ? out.s : "", out.n, NULL);
    goto done;
unable:
    result = Py_NewRef(Py_None);
done:
    Py_XDECREF(last);
    Py_XDECREF(pieces);
    PyMem_Free(out.s);
    PyMem_Free(a.s);
    PyMem_Free(b.s);
    return result;
}

/* ---- playouts: the heuristic's evaluation (tavli.players.heuristic.evaluate) and games
 * played on by it (tavli.players.rollout, tavli.players.doubling), all in C.
 *
 * The evaluation's weights and what it reads of the variant beyond the rules (the home
 * zone, whether a blot can be hit) come from Python (tavli.players.playouts): one source of
 * truth. tests/test_playouts.py holds the values here equal to Python's. */

enum { W_OFF, W_POINT, W_HOME_POINT, W_RUN, W_BAR, W_DIRECT, W_INDIRECT, W_EXPOSED, W_AGAIN,
       W_COUNT };
#define WIN_VALUE 10000.0

typedef struct {
    double w[W_COUNT];
    Mask home;   /* the home zone's track cells */
    int risk;    /* a lone checker can be hit and two or more block: blots are at risk */
} Weighing;

/* (weights, home cells, risk) as tavli.players.playouts.weighing builds it */
static int read_weighing(PyObject *arg, const Rules *r, Weighing *out) {
    PyObject *weights, *home;
    int risk;
    memset(out, 0, sizeof *out);
    if (!PyArg_ParseTuple(arg, "OOp", &weights, &home, &risk)) return 0;
    if (!PyTuple_Check(weights) || PyTuple_GET_SIZE(weights) != W_COUNT || !PyTuple_Check(home)) {
        PyErr_SetString(PyExc_ValueError, "a weighing is (9 weights, home cells, risk)");
        return 0;
    }
    for (int i = 0; i < W_COUNT; i++) {
        out->w[i] = PyFloat_AsDouble(PyTuple_GET_ITEM(weights, i));
        if (PyErr_Occurred()) return 0;
    }
    for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(home); i++) {
        long c = PyLong_AsLong(PyTuple_GET_ITEM(home, i));
        if (PyErr_Occurred()) return 0;
        if (c < 0 || c >= r->length) {
            PyErr_SetString(PyExc_ValueError, "a home cell off the track");
            return 0;
        }
        out->home.w[c >> 6] |= (uint64_t)1 << (c & 63);
    }
    out->risk = risk;
    return 1;
}

/* measures.pips: pips still to go, in a view */
static long view_pips(const Rules *r, const int8_t *v) {
    const int L = r->length;
    long total = 0;
    for (int i = 0; i < L; i++) if (v[i] > 0) total += (long)(L - i) * v[i];
    if (r->pins)
        for (int i = 0; i < L; i++) if (v[L + PINS + i] > 0) total += (long)(L - i) * v[L + PINS + i];
    return total + (long)(L + 1) * (v[L + BAR] + v[L + HAND]);
}

/* heuristic.evaluate of a position going on, for ``side`` whose view is ``mine`` (``again``:
 * he is to move again in this turn); the terms in Python's order, so the sums agree. One
 * pass over the cells counts both sides' pips and the points made, and lays out the enemy's
 * cells in his own order (his view's, opponent_view) for the blots' risk. */
static double weigh(const Rules *r, const Weighing *j, int side, const int8_t *mine, int again) {
    const int L = r->length;
    const int *cross = r->d + r->opp[side];  /* his track index of each of side's cells */
    const int theirs_at = L + PINS + (r->pins ? L : 0);  /* his hand, then his off */
    int8_t theirs[MAXCELLS];
    long my_pips = 0, his_pips = 0;
    double made = 0.0;
    int run = 0, longest = 0, blots = 0;
    for (int i = 0; i < L; i++) {
        int c = mine[i];
        if (c > 0) my_pips += (long)(L - i) * c;
        else if (c < 0) his_pips += (long)(L - cross[i]) * -c;
        theirs[cross[i]] = (int8_t)-c;
        if (c >= r->block) {
            made += j->w[W_POINT] + (has(&j->home, i) ? j->w[W_HOME_POINT] : 0.0);
            if (++run > longest) longest = run;
        } else {
            run = 0;
        }
        blots += c == 1;
    }
    if (r->pins)
        for (int i = 0; i < L; i++) {
            int c = mine[L + PINS + i];
            if (c > 0) my_pips += (long)(L - i) * c;
            else if (c < 0) his_pips += (long)(L - cross[i]) * -c;
        }
    int his_bar = mine[L + OPP_BAR], his_hand = mine[theirs_at];
    my_pips += (long)(L + 1) * (mine[L + BAR] + mine[L + HAND]);
    his_pips += (long)(L + 1) * (his_bar + his_hand);
    double score = (double)(his_pips - my_pips);
    score += j->w[W_OFF] * mine[L + OFF] + j->w[W_BAR] * his_bar;
    made += j->w[W_RUN] * (longest > 1 ? longest - 1 : 0);
    /* _blot_risk: each blot's travelled pips, times a share by the nearest hitter behind it */
    double risk = 0.0;
    if (j->risk && blots) {
        const int F = r->faces;
        int waiting = his_bar + his_hand > 0;
        for (int i = 0; i < L; i++) {
            if (mine[i] != 1) continue;
            int there = cross[i];
            int nearest = waiting ? there + 1 : -1;
            int stop = there - 2 * F - 1 > -1 ? there - 2 * F - 1 : -1;
            for (int behind = there - 1; behind > stop; behind--)
                if (theirs[behind] > 0) { nearest = there - behind; break; }
            if (nearest < 0 || nearest > 2 * F) continue;
            double share = nearest <= F ? j->w[W_DIRECT] : j->w[W_INDIRECT];
            risk += j->w[W_EXPOSED] + share * (i + 1);
        }
    }
    score += made - risk;
    if (again) score += j->w[W_AGAIN];
    return score;
}

/* evaluate(rules, weighing, position, side, again) -> float: weigh() of a position going on
 * (tavli.players.playouts.evaluate judges the ended ones) */
static PyObject *k_evaluate(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *capsule, *weighing_arg, *position;
    int side, again;
    if (!PyArg_ParseTuple(args, "OOOip", &capsule, &weighing_arg, &position, &side, &again))
        return NULL;
    Rules *r = (Rules *)PyCapsule_GetPointer(capsule, "tavli.rules");
    if (!r) return NULL;
    if (side != 0 && side != 1) {
        PyErr_SetString(PyExc_ValueError, "the side is 0 or 1");
        return NULL;
    }
    Weighing j;
    if (!read_weighing(weighing_arg, r, &j)) return NULL;
    int8_t view[MAXCELLS + 8];
    if (!position_view(r, position, side, view)) return NULL;
    return PyFloat_FromDouble(weigh(r, &j, side, view, again));
}

/* The generator of a playout's dice (splitmix64): reproducible from its seed. */
static inline uint64_t next_random(uint64_t *state) {
    uint64_t z = (*state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

static inline int below(uint64_t *state, int n) {  /* 0 .. n - 1 */
    return (int)(((next_random(state) >> 32) * (uint64_t)n) >> 32);
}

/* The plays of one part weighed, keeping those the choice may fall on: the first of the
 * best value (as ``max`` keeps it), or with ``random_ties`` every play within 1e-9 of the
 * best (HeuristicBot.choose_play's ties), in the order found. */
typedef struct {
    const Rules *r;
    const Weighing *j;
    int side, again, ndice, random_ties;
    int next_guard;    /* the next part's condition (RG-13), -1 none: judged after the play */
    int n, cap;        /* the plays kept */
    double top;        /* the best value so far */
    double *values;
    int8_t *views;     /* n views, ncells bytes each */
    int8_t *over;      /* game_over of each: -1 goes on, 0/1 the winner, 2 a draw */
    int played;        /* the dice each play uses (all alike) */
} Weighed;

static int weigh_play(void *ctx, const int8_t *state, Layer *const *layers, int at, int best) {
    (void)layers; (void)at;
    Weighed *w = (Weighed *)ctx;
    const Rules *r = w->r;
    int over = may_end(r, state) ? game_over(r, w->side, state) : -1;
    double value;
    if (over == 2) value = 0.0;
    else if (over >= 0) value = over == w->side ? WIN_VALUE : -WIN_VALUE;
    else {  /* he moves again where the next part comes: every die played, its condition met */
        int again = w->again && best == w->ndice;
        if (again && w->next_guard >= 0) {
            judged_side = w->side;
            again = holds(r, w->next_guard, state);
        }
        value = weigh(r, w->j, w->side, state, again);
    }
    w->played = best;
    if (w->n == 0 || value > w->top) {  /* a new best: drop the plays it leaves behind */
        w->top = value;
        int kept = 0;
        for (int i = 0; w->random_ties && i < w->n; i++)
            if (w->values[i] >= value - 1e-9) {
                if (kept != i) {
                    w->values[kept] = w->values[i];
                    w->over[kept] = w->over[i];
                    memcpy(w->views + (size_t)kept * (size_t)r->ncells,
                           w->views + (size_t)i * (size_t)r->ncells, (size_t)r->ncells);
                }
                kept++;
            }
        w->n = kept;
    } else if (!w->random_ties || value < w->top - 1e-9) {
        return 1;  /* not the first best, nor tied with the best */
    }
    if (w->n == w->cap) {
        int cap = w->cap ? 2 * w->cap : 64;
        double *values = realloc(w->values, sizeof(double) * (size_t)cap);
        if (values) w->values = values;
        int8_t *views = realloc(w->views, (size_t)cap * (size_t)r->ncells);
        if (views) w->views = views;
        int8_t *overs = realloc(w->over, (size_t)cap);
        if (overs) w->over = overs;
        if (!values || !views || !overs) return 0;
        w->cap = cap;
    }
    w->values[w->n] = value;
    w->over[w->n] = (int8_t)over;
    memcpy(w->views + (size_t)w->n * (size_t)r->ncells, state, (size_t)r->ncells);
    w->n++;
    return 1;
}

/* A turn's parts per roll, from tavli.players.playouts.turn_table: for each roll of the
 * dice (itertools.product's order), its parts, each (0 dice to play | 1 roll again, the dice,
 * its condition's text or ''), the condition one the kernel judges (Rules.guards). */
#define MAXPARTS 4
enum { PART_PLAY = 0, PART_ROLL_AGAIN = 1, PART_CHOOSE = 2, PART_COMPLEMENT = 3 };
typedef struct {
    int nparts;
    int kind[MAXPARTS], guard[MAXPARTS], ndice[MAXPARTS], times[MAXPARTS];
    int dice[MAXPARTS][MAXDICE];
} RollPlan;

static RollPlan *read_table(const Rules *r, PyObject *table, int nthrown) {
    long rolls = 1;
    for (int i = 0; i < nthrown && rolls <= 100000; i++) rolls *= r->faces;
    if (!PyTuple_Check(table) || PyTuple_GET_SIZE(table) != rolls || rolls > 100000) {
        PyErr_SetString(PyExc_ValueError, "the turn table has a plan per roll");
        return NULL;
    }
    RollPlan *plans = calloc((size_t)rolls, sizeof(RollPlan));
    if (!plans) { PyErr_NoMemory(); return NULL; }
    for (long k = 0; k < rolls; k++) {
        PyObject *parts = PyTuple_GET_ITEM(table, k);
        int ok = PyTuple_Check(parts) && PyTuple_GET_SIZE(parts) >= 1
                 && PyTuple_GET_SIZE(parts) <= MAXPARTS;
        for (Py_ssize_t p = 0; ok && p < PyTuple_GET_SIZE(parts); p++) {
            PyObject *part = PyTuple_GET_ITEM(parts, p), *dice, *when;
            int kind, times;
            ok = PyArg_ParseTuple(part, "iO!Ui", &kind, &PyTuple_Type, &dice, &when, &times)
                 && kind >= PART_PLAY && kind <= PART_COMPLEMENT
                 && PyTuple_GET_SIZE(dice) <= MAXDICE
                 && (kind != PART_PLAY || PyTuple_GET_SIZE(dice) >= 1)
                 && (kind < PART_CHOOSE || (times >= 1 && times <= MAXDICE
                                             && PyTuple_GET_SIZE(dice) == 0))
                 /* a chosen double's complement comes right after the chosen double */
                 && (kind != PART_COMPLEMENT || (p > 0 && plans[k].kind[p - 1] == PART_CHOOSE));
            if (ok) plans[k].times[p] = times;
            for (Py_ssize_t i = 0; ok && i < PyTuple_GET_SIZE(dice); i++) {
                long die = PyLong_AsLong(PyTuple_GET_ITEM(dice, i));
                ok = die >= 1 && die <= 60;
                plans[k].dice[p][i] = (int)die;
            }
            plans[k].guard[p] = -1;
            if (ok && PyUnicode_GET_LENGTH(when) > 0) {  /* RG-13: a condition the kernel judges */
                PyObject *at = r->guards ? PyDict_GetItemWithError(r->guards, when) : NULL;
                ok = at != NULL && p > 0;
                if (ok) plans[k].guard[p] = (int)PyLong_AsLong(at);
            }
            if (ok) {
                plans[k].kind[p] = kind;
                plans[k].ndice[p] = (int)PyTuple_GET_SIZE(dice);
            }
        }
        if (!ok) {
            free(plans);
            if (!PyErr_Occurred())
                PyErr_SetString(PyExc_ValueError, "a roll's plan is 1 to 4 parts: dice to play "
                                "(1 to 12), a new roll, a double to choose and its complement, "
                                "after the first under a condition the kernel judges");
            return NULL;
        }
        plans[k].nparts = (int)PyTuple_GET_SIZE(parts);
    }
    return plans;
}

static PyObject *int_pair(long a, long b) {
    return pair(PyLong_FromLong(a), PyLong_FromLong(b));
}

/* playout(rules, weighing, position, table, thrown, turns, seed, random_ties, most[, rolls]) ->
 * (outcome, points, pinned, bar, hand, off, turn, turns): the game played on from
 * ``position`` (a player about to roll, nothing left of his turn) by the heuristic for
 * both sides, on dice from ``seed`` (``thrown`` dice a roll; each roll's parts from
 * ``table``), for ``turns`` turns (-1: to the end, at most ``most``). Outcome 0: stopped, the
 * next player to roll on ``turn``; 1 won by ``turn``; 2 drawn; 3 not ended in ``most`` turns.
 * Ties between plays go to the first found, or with ``random_ties`` to a random one. Tests
 * may give the dice instead (``rolls``: one die after another; stopped where they run out). */
static PyObject *k_playout(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *capsule, *weighing_arg, *position, *table, *given = NULL;
    int thrown, limit, random_ties, most;
    unsigned long long seed;
    if (!PyArg_ParseTuple(args, "OOOOiiKpi|O!", &capsule, &weighing_arg, &position, &table,
                          &thrown, &limit, &seed, &random_ties, &most, &PyTuple_Type, &given))
        return NULL;
    Py_ssize_t next_die = 0;  /* dice given (a test's): the rolls, one die after another */
    Rules *r = (Rules *)PyCapsule_GetPointer(capsule, "tavli.rules");
    if (!r) return NULL;
    /* (a play's weighing judges its position alone: not the dice it leaves unplayed) */
    if (!r->simple_after || r->nroll || thrown < 1 || thrown > MAXDICE) {
        PyErr_SetString(PyExc_ValueError, "these rules are not played out in the kernel");
        return NULL;
    }
    Weighing j;
    if (!read_weighing(weighing_arg, r, &j)) return NULL;
    PyObject *keep[7] = {NULL};
    int ok = 1;
    for (int i = 0; i < 7 && ok; i++) ok = field(position, i, keep) != NULL;
    int8_t view[MAXCELLS + 8];
    int mover = ok ? (int)PyLong_AsLong(keep[5]) : 0;
    ok = ok && (mover == 0 || mover == 1) && PyTuple_GET_SIZE(keep[1]) == 2
         && PyTuple_GET_SIZE(keep[2]) == 2 && PyTuple_GET_SIZE(keep[3]) == 2
         && mover_view(r, keep[0], keep[1], keep[2], keep[3], keep[4], mover, view);
    long turns[2] = {0, 0};
    if (ok) {
        PyObject *counted = PyObject_GetAttrString(position, "turns");
        ok = counted && PyTuple_Check(counted) && PyTuple_GET_SIZE(counted) == 2;
        if (ok) {
            turns[0] = PyLong_AsLong(PyTuple_GET_ITEM(counted, 0));
            turns[1] = PyLong_AsLong(PyTuple_GET_ITEM(counted, 1));
        }
        Py_XDECREF(counted);
    }
    for (int i = 0; i < 7; i++) Py_XDECREF(keep[i]);
    if (!ok || PyErr_Occurred()) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "not a position");
        return NULL;
    }
    RollPlan *plans = read_table(r, table, thrown);
    if (!plans) return NULL;
    uint64_t rng = seed;
    Weighed w = { r, &j, 0, 0, 0, random_ties, -1, 0, 0, 0.0, NULL, NULL, NULL, 0 };
    int outcome = 0, winner = -1, failed = SEARCH_OK;
    const int L = r->length;
    int rolled_again = 0;  /* a part rolled again: the same player, the same turn (A4) */
    int number_chosen = 1;  /* the double chosen last (its complement comes next) */
    for (;;) {
        if (most-- <= 0 && limit < 0) {
            outcome = 3;
            break;
        }
        if (!rolled_again) {
            if (limit == 0) break;
            if (limit > 0) limit--;
        }
        rolled_again = 0;
        long index = 0;
        if (given && next_die + thrown > PyTuple_GET_SIZE(given)) break;  /* (stopped) */
        for (int k = 0; k < thrown; k++) {
            long die = given ? PyLong_AsLong(PyTuple_GET_ITEM(given, next_die++)) - 1
                             : below(&rng, r->faces);
            if (die < 0 || die >= r->faces) die = 0;  /* (a test's mistake: read as a 1) */
            index = index * r->faces + die;
        }
        const RollPlan *plan = &plans[index];
        int ended = 0;
        for (int p = 0; p < plan->nparts && !ended; p++) {
            if (plan->guard[p] >= 0) {  /* RG-13: the part comes only where its condition holds */
                judged_side = mover;
                if (!holds(r, plan->guard[p], view)) break;
            }
            if (plan->kind[p] == PART_ROLL_AGAIN) { rolled_again = 1; break; }
            w.side = mover;
            w.again = p + 1 < plan->nparts;
            w.next_guard = w.again ? plan->guard[p + 1] : -1;
            int dice[MAXDICE], ndice = plan->ndice[p];
            memcpy(dice, plan->dice[p], sizeof dice);
            if (plan->kind[p] == PART_CHOOSE) {
                /* HeuristicBot.choose_double: the double whose best play weighs most, the
                 * higher number on a tie (within 1e-9) */
                int times = plan->times[p], chosen = r->faces;
                double best_value = -2 * WIN_VALUE;
                for (int number = r->faces; number >= 1 && failed == SEARCH_OK; number--) {
                    for (int k = 0; k < times; k++) dice[k] = number;
                    w.ndice = times;
                    w.n = 0;
                    failed = search(r, view, mover, dice, times, weigh_play, &w);
                    if (failed == SEARCH_OK && w.top > best_value + 1e-9) {
                        chosen = number;
                        best_value = w.top;
                    }
                }
                if (failed != SEARCH_OK) { ended = 1; break; }
                for (int k = 0; k < times; k++) dice[k] = chosen;
                ndice = times;
                number_chosen = chosen;
            } else if (plan->kind[p] == PART_COMPLEMENT) {
                ndice = plan->times[p];
                for (int k = 0; k < ndice; k++) dice[k] = r->faces + 1 - number_chosen;
            }
            w.ndice = ndice;
            w.n = 0;
            failed = search(r, view, mover, dice, ndice, weigh_play, &w);
            if (failed != SEARCH_OK) { ended = 1; break; }
            int pick = w.n > 1 ? below(&rng, w.n) : 0;  /* (kept: the best, or its ties) */
            memset(view, 0, sizeof view);
            memcpy(view, w.views + (size_t)pick * (size_t)r->ncells, (size_t)r->ncells);
            int over = w.over[pick];
            if (over >= 0) {
                outcome = over == 2 ? 2 : 1;
                winner = over == 2 ? 0 : over;
                ended = 1;
            } else if (w.played < ndice) {
                break;  /* RG-12: the turn ends where a part's dice are not all played */
            }
        }
        if (ended) break;
        if (rolled_again) continue;
        if (turns[mover] < r->horizon) turns[mover]++;
        int8_t theirs[MAXCELLS + 8];
        memset(theirs, 0, sizeof theirs);
        opponent_view(r, mover, view, theirs);
        memcpy(view, theirs, sizeof view);
        mover = 1 - mover;
    }
    free(plans); free(w.values); free(w.views); free(w.over);
    if (failed == SEARCH_ORDERS) {
        PyErr_SetString(PyExc_ValueError, "the dice have more orders than the kernel searches");
        return NULL;
    }
    if (failed != SEARCH_OK) return PyErr_NoMemory();
    /* the board as tuples: the mover's view read back onto the board's points */
    const int *track = r->d + r->track[mover];
    int sign = mover == 0 ? 1 : -1, them = 1 - mover;
    const int theirs_at = L + PINS + (r->pins ? L : 0);
    PyObject *points = PyTuple_New(L), *pinned = NULL;
    if (!points) return NULL;
    int any_pin = 0;
    for (int i = 0; i < L; i++) {
        PyTuple_SET_ITEM(points, track[i] - 1, SMALL(sign * view[i]));
        if (r->pins && view[L + PINS + i]) any_pin = 1;
    }
    if (any_pin) {
        pinned = PyTuple_New(L);
        if (pinned)
            for (int i = 0; i < L; i++)
                PyTuple_SET_ITEM(pinned, track[i] - 1, SMALL(sign * view[L + PINS + i]));
    } else {
        pinned = Py_NewRef(empty_tuple);
    }
    long bars[2], hands[2], offs[2];
    bars[mover] = view[L + BAR]; bars[them] = view[L + OPP_BAR];
    hands[mover] = view[L + HAND]; hands[them] = view[theirs_at];
    offs[mover] = view[L + OFF]; offs[them] = view[theirs_at + 1];
    return Py_BuildValue("iNNNNNiN", outcome, points, pinned, int_pair(bars[0], bars[1]),
                         int_pair(hands[0], hands[1]), int_pair(offs[0], offs[1]),
                         outcome == 1 || outcome == 2 ? winner : mover,
                         int_pair(turns[0], turns[1]));
}

/* ---- the strong bot's evaluation (tavli.players.evaluation.judge) of a position going on.
 * Python hands over the weights and what it works out once per variant (the chances of a
 * shot per throw); tests/test_playouts.py holds the values equal to Python's. */

enum { XF_TEMPO, XF_PIPS, XF_OFF, XF_HELD, XF_HOME_HELD, XF_PRIME, XF_TRAPPED, XF_BAR, XF_BAR_CLOSED,
       XF_BAR_HOME, XF_PINNED, XF_PINNED_PIPS, XF_RISK, XF_RISK_PIPS, XF_RISK_BOARD, XF_ANCHORS,
       XF_BLOTS, XF_HOME_BLOTS, XF_STACKED, XF_BACK, XF_SHUT, XF_SHUT_RISK, XF_COUNT };
#define MAXTHROWS 4096

typedef struct {
    double contact[XF_COUNT], race[XF_COUNT];
    Mask home;
    int risk;      /* a blot can be hit (not 'blocked', and two or more block) */
    int moving;    /* the rules say when a board checker may move (allow moving-on-board) */
    int reach, dice, negate;
    int nlimits;   /* entry_limits: own checkers that close each entry point to him (0: none) */
    int limits[64];
    int nthrows;
    uint64_t throws[MAXTHROWS];  /* per throw: bit k set where one checker can go k pips */
} Judging;

static int read_doubles(PyObject *t, double *out, int n) {
    if (!PyTuple_Check(t) || PyTuple_GET_SIZE(t) != n) {
        PyErr_SetString(PyExc_ValueError, "a weight table of the wrong size");
        return 0;
    }
    for (int i = 0; i < n; i++) out[i] = PyFloat_AsDouble(PyTuple_GET_ITEM(t, i));
    return !PyErr_Occurred();
}

/* (contact weights, race weights, home cells, risk, moving, reach, dice, negate, throws,
 * entry limits) as tavli.players.evaluation.judging builds it */
static int read_judging(PyObject *arg, const Rules *r, Judging *out) {
    PyObject *contact, *race, *home, *throws, *limits;
    out->nthrows = out->nlimits = 0;
    memset(&out->home, 0, sizeof out->home);
    if (!PyArg_ParseTuple(arg, "OOOppiipOO", &contact, &race, &home, &out->risk, &out->moving,
                          &out->reach, &out->dice, &out->negate, &throws, &limits))
        return 0;
    if (!PyTuple_Check(limits) || PyTuple_GET_SIZE(limits) > r->length
        || PyTuple_GET_SIZE(limits) > r->faces || PyTuple_GET_SIZE(limits) > 64) {
        PyErr_SetString(PyExc_ValueError, "not a table of entry limits");
        return 0;
    }
    out->nlimits = (int)PyTuple_GET_SIZE(limits);
    for (int i = 0; i < out->nlimits; i++) {
        out->limits[i] = (int)PyLong_AsLong(PyTuple_GET_ITEM(limits, i));
        if (PyErr_Occurred()) return 0;
    }
    if (!read_doubles(contact, out->contact, XF_COUNT) || !read_doubles(race, out->race, XF_COUNT))
        return 0;
    if (!PyTuple_Check(home) || !PyTuple_Check(throws) || PyTuple_GET_SIZE(throws) < 1
        || PyTuple_GET_SIZE(throws) > MAXTHROWS || out->reach < 1 || out->reach > 63) {
        PyErr_SetString(PyExc_ValueError, "not a judging table");
        return 0;
    }
    for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(home); i++) {
        long c = PyLong_AsLong(PyTuple_GET_ITEM(home, i));
        if (c < 0 || c >= r->length) {
            if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "a home cell off the track");
            return 0;
        }
        out->home.w[c >> 6] |= (uint64_t)1 << (c & 63);
    }
    out->nthrows = (int)PyTuple_GET_SIZE(throws);
    for (int i = 0; i < out->nthrows; i++) {
        out->throws[i] = PyLong_AsUnsignedLongLong(PyTuple_GET_ITEM(throws, i));
        if (PyErr_Occurred()) return 0;
    }
    return 1;
}

/* evaluation.shut_chance: what ``view``'s own checkers add to the chance that no die brings
 * a checker in from the bar (``blocked``: the cell where a hit blot stood, left to the
 * hitter's lone checker; -1 none) */
static double shut_chance(const Rules *r, const Judging *j, const int8_t *view, int blocked) {
    if (!j->nlimits) return 0.0;
    int held = 0, full = 0;
    for (int c = 0; c < j->nlimits; c++) {
        int count = c == blocked ? -1 : view[c];
        if (count <= -r->block) held++;
        else if (count >= j->limits[c]) full++;
    }
    double all = 1.0, enemy = 1.0;
    for (int k = 0; k < j->dice; k++) {
        all *= (double)(held + full) / r->faces;
        enemy *= (double)held / r->faces;
    }
    return all - enemy;
}

/* evaluation._blot_risk: the chance of a shot at each of ``who``'s blots, summed, and summed
 * times the pips each has travelled, and times the chance of its being shut out once hit */
static void blot_chances(const Rules *r, const Judging *j, const int8_t *view,
                         const int8_t *enemy, int who, double *risk, double *risk_pips,
                         double *shut_risk) {
    const int L = r->length, F = r->faces;
    *risk = *risk_pips = *shut_risk = 0.0;
    if (!j->risk) return;
    double shut_here = shut_chance(r, j, view, -1);
    const int *cross = r->d + r->opp[who];
    int waiting = enemy[L + BAR] + enemy[L + HAND] > 0;
    int stuck = 0;
    if (j->moving) {
        judged_side = 1 - who;
        stuck = !allowed(r, A_MOVE, enemy);
    }
    int many = stuck && enemy[L + BAR] + enemy[L + HAND] > 1;
    int far = stuck ? F : j->reach;
    for (int cell = 0; cell < L; cell++) {
        if (view[cell] != 1 || (r->pins && view[L + PINS + cell] < 0)) continue;
        int there = cross[cell];
        uint64_t shots = 0;
        if (!many)
            for (int behind = there - far > 0 ? there - far : 0; behind < there; behind++)
                if (enemy[behind] > 0) shots |= (uint64_t)1 << (there - behind);
        if (waiting && there + 1 <= (many ? F : j->reach)) shots |= (uint64_t)1 << (there + 1);
        if (!shots) continue;
        int hits = 0;
        for (int t = 0; t < j->nthrows; t++) hits += (j->throws[t] & shots) != 0;
        double chance = (double)hits / j->nthrows;
        *risk += chance;
        *risk_pips += chance * (cell + 1);
        if (j->nlimits)
            *shut_risk += chance * (cell >= j->nlimits ? shut_here : shut_chance(r, j, view, cell));
    }
}

/* evaluation._side_features: every feature but the tempo, for ``who`` (view ``view``, his
 * enemy's ``enemy``; ``moved``: his blots face the enemy's next roll) */
static void side_features(const Rules *r, const Judging *j, const int8_t *view,
                          const int8_t *enemy, int who, int moved, double *f) {
    const int L = r->length, need = r->block, F = r->faces;
    const int *cross = r->d + r->opp[who];
    const int quarter = L / 4;
    int held = 0, home_held = 0, anchors = 0, blots = 0, home_blots = 0, stacked = 0, back = 0;
    int run = 0, longest = 0, last = 0;
    for (int cell = 0; cell < L; cell++) {
        int count = view[cell];
        if (count <= 0) { run = 0; continue; }
        int at_home = has(&j->home, cell);
        if (count >= need || (r->pins && view[L + PINS + cell] < 0)) {
            held++;
            home_held += at_home;
            anchors += has(&j->home, cross[cell]);
            if (++run > longest) { longest = run; last = cell; }
        } else {
            run = 0;
        }
        if (count == 1) { blots++; home_blots += at_home; }
        if (count > 3) stacked += count - 3;
        if (cell < quarter) back += count;
    }
    double prime = 0.0, trapped = 0.0;
    if (longest > 1) {  /* _enemies_before: enemy checkers within two rolls before the run */
        int first = cross[last - longest + 1];
        for (int c = last - longest + 2; c <= last; c++) if (cross[c] < first) first = cross[c];
        int near = 2 * F, behind = first < near ? enemy[L + BAR] : 0;
        for (int c = first - near > 0 ? first - near : 0; c < first; c++)
            if (enemy[c] > 0) behind += enemy[c];
        prime = longest * (longest - 1) / 2.0;
        trapped = (double)behind * (longest - 1);
    }
    double bar = 0.0, bar_closed = 0.0, bar_home = 0.0;
    int on_bar = enemy[L + BAR];
    if (on_bar) {
        int closed = 0;
        for (int c = 0; c < (F < L ? F : L); c++) closed += enemy[c] <= -need;
        double p = (double)closed / F, power = 1.0;
        for (int k = 0; k < j->dice; k++) power *= p;
        bar = on_bar;
        bar_closed = on_bar * power;
        bar_home = (double)on_bar * home_held;
    }
    double pinned = 0.0, pinned_pips = 0.0;
    if (r->pins)
        for (int c = 0; c < L; c++)
            if (view[L + PINS + c] > 0) {
                pinned += view[L + PINS + c];
                pinned_pips += (double)view[L + PINS + c] * (c + 1);
            }
    double risk = 0.0, risk_pips = 0.0, risk_board = 0.0, shut_risk = 0.0;
    if (moved) {
        blot_chances(r, j, view, enemy, who, &risk, &risk_pips, &shut_risk);
        if (risk) {
            int board = 0;
            for (int c = 0; c < L; c++) board += has(&j->home, c) && enemy[c] >= need;
            risk_board = risk * board;
        }
    }
    double shut = view[L + BAR] > 0 ? view[L + BAR] * shut_chance(r, j, view, -1) : 0.0;
    double out[XF_COUNT - 1] = {
        (double)view_pips(r, view), view[L + OFF], held, home_held, prime, trapped, bar,
        bar_closed, bar_home, pinned, pinned_pips, risk, risk_pips, risk_board, anchors, blots,
        home_blots, stacked, back, shut, shut_risk };
    memcpy(f, out, sizeof out);
}

/* measures.has_contact, from the views of both sides */
static int in_contact(const Rules *r, const int8_t *mine, const int8_t *theirs) {
    const int L = r->length;
    if (mine[L + BAR] || mine[L + HAND] || theirs[L + BAR] || theirs[L + HAND]) return 1;
    const int8_t *views[2] = { mine, theirs };
    for (int s = 0; s < 2; s++) {
        int lowest_own = L, highest_enemy = -1;
        for (int c = 0; c < L; c++) {
            if (views[s][c] > 0 && c < lowest_own) lowest_own = c;
            if (views[s][c] < 0) highest_enemy = c;
        }
        if (lowest_own < L && highest_enemy >= 0 && lowest_own < highest_enemy) return 1;
    }
    return 0;
}

/* judge of a position going on, for ``side`` whose view is ``mine``; ``mover``: who moves
 * next (-1: no one yet, before the opening roll) */
static double judge_view(const Rules *r, const Judging *j, int side, const int8_t *mine,
                         int mover) {
    int8_t theirs[MAXCELLS + 8];
    memset(theirs, 0, sizeof theirs);
    opponent_view(r, side, mine, theirs);
    double ours[XF_COUNT - 1], enemy[XF_COUNT - 1];
    side_features(r, j, mine, theirs, side, mover == 1 - side, ours);
    side_features(r, j, theirs, mine, 1 - side, mover == side, enemy);
    const double *w = in_contact(r, mine, theirs) ? j->contact : j->race;
    double value = 0.0;
    double tempo = mover < 0 ? 0.0 : mover == side ? 1.0 : -1.0;
    if (w[XF_TEMPO]) value += w[XF_TEMPO] * tempo;
    for (int i = 1; i < XF_COUNT; i++)
        if (w[i]) value += w[i] * (ours[i - 1] - enemy[i - 1]);
    return j->negate ? -value : value;
}

/* judge(rules, judging, position, side, mover) -> float: judge_view of a position going on
 * (tavli.players.evaluation.judge judges the ended ones) */
static PyObject *k_judge(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *capsule, *judging_arg, *position;
    int side, mover;
    if (!PyArg_ParseTuple(args, "OOOii", &capsule, &judging_arg, &position, &side, &mover))
        return NULL;
    Rules *r = (Rules *)PyCapsule_GetPointer(capsule, "tavli.rules");
    if (!r) return NULL;
    if ((side != 0 && side != 1) || mover < -1 || mover > 1) {
        PyErr_SetString(PyExc_ValueError, "the side is 0 or 1, the mover -1, 0 or 1");
        return NULL;
    }
    static Judging j;  /* (the GIL is held: one judging at a time) */
    if (!read_judging(judging_arg, r, &j)) return NULL;
    int8_t view[MAXCELLS + 8];
    if (!position_view(r, position, side, view)) return NULL;
    return PyFloat_FromDouble(judge_view(r, &j, side, view, mover));
}

#include "_batch.c"  /* the batched environment's step */

static PyMethodDef methods[] = {
    {"compile", k_compile, METH_VARARGS,
     "compile(descriptor, guards=()) -> rules: a variant's rules for the search; guards: the "
     "texts of the turn parts' conditions, in the descriptor's order"},
    {"plays", k_plays, METH_VARARGS,
     "plays(rules, variant, position) -> [Play]: the legal plays of the position's dice"},
    {"format_play", k_format_play, METH_VARARGS,
     "format_play(steps, expanded=False) -> str: tavli.notation.moves.format_play in C"},
    {"play_text", k_play_text, METH_VARARGS,
     "play_text(step_bytes, length, expanded=False) -> str: format_play from the kernel's steps"},
    {"text_of_play", k_text_of_play, METH_VARARGS,
     "text_of_play(play, expanded=False) -> str | None: play_text of a Play the kernel made"},
    {"side_text", k_side_text, METH_VARARGS,
     "side_text(track, points, hand, bar, off, pinned, side) -> str: one side, native"},
    {"board_parts", k_board_parts, METH_VARARGS,
     "board_parts(fmt, position, who, tracks) -> (str, str) | None: the checkers' parts of "
     "a position's text (0 native, 1 gnubg, 2 XGID, 3 FIBS)"},
    {"play_items", k_play_items, METH_VARARGS,
     "play_items(plays, expanded, fmt, tracks, state_of) -> str | None: a plays reply's items"},
    {"bind", k_bind, METH_VARARGS,
     "bind(Play, Position, (Pending('roll-again'),)): the classes the kernel makes, and the "
     "rest of a turn that rolls again"},
    {"play_position", k_play_position, METH_O,
     "play_position(play) -> Position: Play.position, made once"},
    {"make_position", (PyCFunction)(void (*)(void))k_make_position, METH_FASTCALL,
     "make_position(points, ..., chain, valid_in) -> Position, without __init__"},
    {"quick_native", k_quick_native, METH_VARARGS,
     "quick_native(text, tracks, checkers, points) -> the commonest native text's fields, or None"},
    {"gnubg_position_id", k_gnubg_position_id, METH_VARARGS,
     "gnubg_position_id(points, bar, mover) -> the Position ID, or None"},
    {"could_move", k_could_move, METH_VARARGS,
     "could_move(rules, position, side, faces) -> whether some number would move a checker"},
    {"position_after", k_position_after, METH_O,
     "position_after(play) -> Position | None: the position a kernel-found play leads to"},
    {"evaluate", k_evaluate, METH_VARARGS,
     "evaluate(rules, weighing, position, side, again) -> float: the heuristic's evaluation "
     "of a position going on"},
    {"judge", k_judge, METH_VARARGS,
     "judge(rules, judging, position, side, mover) -> float: the strong bot's evaluation "
     "of a position going on"},
    {"playout", k_playout, METH_VARARGS,
     "playout(rules, weighing, position, table, thrown, turns, seed, random_ties, most) -> "
     "(outcome, points, pinned, bar, hand, off, turn, turns): the game played on by the "
     "heuristic"},
    {"batch_new", k_batch_new, METH_VARARGS,
     "batch_new(objects, numbers, obs, mask, uniforms, used, cdf) -> the state of a batch "
     "of games (tavli.frameworks.vector_batch)"},
    {"batch_step", k_batch_step, METH_VARARGS,
     "batch_step(batch, actions) -> [index]: every game's decision taken where it can be, "
     "the games left to Python"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_kernel", "tavli's compiled move generator", -1, methods,
    NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__kernel(void) {
    for (int i = 0; i < 256; i++)
        if (!(small[i] = PyLong_FromLong(i - 128))) return NULL;
    if (!(roll_phase = PyUnicode_InternFromString("roll"))) return NULL;
    if (!(play_phase = PyUnicode_InternFromString("play"))) return NULL;
    if (!(over_phase = PyUnicode_InternFromString("over"))) return NULL;
    if (!(drawn_phase = PyUnicode_InternFromString("drawn"))) return NULL;
    if (!(choose_phase = PyUnicode_InternFromString("choose-double"))) return NULL;
    if (!(empty_string = PyUnicode_InternFromString(""))) return NULL;
    if (!(kind_name = PyUnicode_InternFromString("kind"))) return NULL;
    if (!(when_name = PyUnicode_InternFromString("when"))) return NULL;
    if (!(dice_name = PyUnicode_InternFromString("dice"))) return NULL;
    if (!(build_name = PyUnicode_InternFromString("_build"))) return NULL;
    if (!(empty_tuple = PyTuple_New(0))) return NULL;
    const char *fields[7] = { "points", "bar", "hand", "off", "pinned", "turn", "dice" };
    for (int i = 0; i < 7; i++)
        if (!(names[i] = PyUnicode_InternFromString(fields[i]))) return NULL;
    PyObject *m = PyModule_Create(&module);
    if (m && PyModule_AddIntConstant(m, "DESCRIPTOR_VERSION", DESCRIPTOR_VERSION) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
