/* The batched environment's step in C (tavli.frameworks.vector_batch; included by _kernel.c,
 * whose Play and Position slots, plays search and position_after it uses).
 *
 * batch_step(state, actions) advances every game of a batch by one decision, on the same
 * Python lists the Python path keeps (tavli.frameworks.vector_games.Games: positions, plays
 * alive, where their steps start, the moves chosen, whose decision) and the same NumPy rows
 * (observations, masks, each game's uniforms). It does what recurs: a checker move, the last
 * one (the play made, the other player to roll), roll, double, take, the roll of the dice
 * (one uniform, as Generator.choice uses it) and the next plays; and it hands back the index
 * of every game whose step it leaves to Python (a new game, an illegal action, a game that
 * ends, anything but those). The variant is on it only where Python found every field of
 * its observation to be one written here (vector_batch.covers). */

typedef struct {
    PyObject *rules, *variant;
    PyObject *positions, *rolling, *alive, *start_at, *prefix, *to_play, *renew, *legal;
    PyObject *steps;        /* dict: a step's 4 bytes -> its action */
    PyObject *action_of;    /* callable(step bytes) -> action, for a step not met before */
    PyObject *refill;       /* callable(index): the game's next 256 uniforms */
    PyObject *open_play;    /* callable(index, position): plays the kernel does not find */
    PyObject *outcomes;     /* per roll outcome: (dice, chain, vouched) as start_turn makes them */
    PyObject *chains;       /* the observation's chain flags, in order */
    PyObject *tracks;       /* per side, the board points along its track */
    PyObject *take_or_drop; /* the phase's string */
    float *obs; uint8_t *mask; double *uniforms; int64_t *used;
    double cdf[64]; int noutcomes;
    int count, size, nactions, length, faces, die_slots, sides_checkers;
    int no_move, roll, dbl, take, drop, beaver, beavers;
    long cube_max;  /* -1: no cube */
    int f_board, f_checkers, f_cube, f_turn, f_phase, f_dice, f_chosen, f_turns;
    int ph_roll, ph_play, ph_take;
} Batch;

static void batch_free(PyObject *capsule) {
    Batch *b = (Batch *)PyCapsule_GetPointer(capsule, "tavli.batch");
    if (!b) return;
    PyObject **objects[] = {
        &b->rules, &b->variant, &b->positions, &b->rolling, &b->alive, &b->start_at,
        &b->prefix, &b->to_play, &b->renew, &b->steps, &b->action_of, &b->refill,
        &b->open_play, &b->outcomes, &b->chains, &b->tracks, &b->take_or_drop, &b->legal,
    };
    for (size_t i = 0; i < sizeof objects / sizeof objects[0]; i++) Py_CLEAR(*objects[i]);
    PyMem_Free(b);
}

/* batch_new(objects, numbers, obs, mask, uniforms, used, cdf): the state of one batch */
static PyObject *k_batch_new(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *objects, *numbers, *cdf;
    Py_buffer views[4];
    if (!PyArg_ParseTuple(args, "O!O!w*w*w*w*O!", &PyTuple_Type, &objects, &PyTuple_Type,
                          &numbers, &views[0], &views[1], &views[2], &views[3], &PyTuple_Type,
                          &cdf))
        return NULL;
    Batch *b = NULL;
    PyObject *out = NULL;
    if (PyTuple_GET_SIZE(objects) != 18 || PyTuple_GET_SIZE(numbers) != 26
        || PyTuple_GET_SIZE(cdf) < 1 || PyTuple_GET_SIZE(cdf) > 64) {
        PyErr_SetString(PyExc_ValueError, "batch_new: 18 objects, 26 numbers, 1-64 chances");
        goto done;
    }
    b = PyMem_Calloc(1, sizeof *b);
    if (!b) { PyErr_NoMemory(); goto done; }
    PyObject **slots[18] = {
        &b->rules, &b->variant, &b->positions, &b->rolling, &b->alive, &b->start_at,
        &b->prefix, &b->to_play, &b->renew, &b->steps, &b->action_of, &b->refill,
        &b->open_play, &b->outcomes, &b->chains, &b->tracks, &b->take_or_drop, &b->legal,
    };
    for (int i = 0; i < 18; i++) *slots[i] = Py_NewRef(PyTuple_GET_ITEM(objects, i));
    int *ints[26] = {
        &b->count, &b->size, &b->nactions, &b->length, &b->faces, &b->die_slots,
        &b->sides_checkers, &b->no_move, &b->roll, &b->dbl, &b->take, &b->drop, &b->beaver,
        &b->beavers, NULL, &b->f_board, &b->f_checkers, &b->f_cube, &b->f_turn, &b->f_phase,
        &b->f_dice, &b->f_chosen, &b->f_turns, &b->ph_roll, &b->ph_play, &b->ph_take,
    };
    for (int i = 0; i < 26; i++) {
        long v = PyLong_AsLong(PyTuple_GET_ITEM(numbers, i));
        if (v == -1 && PyErr_Occurred()) goto done;
        if (ints[i]) *ints[i] = (int)v; else b->cube_max = v;
    }
    b->noutcomes = (int)PyTuple_GET_SIZE(cdf);
    for (int i = 0; i < b->noutcomes; i++) b->cdf[i] = PyFloat_AsDouble(PyTuple_GET_ITEM(cdf, i));
    if (PyErr_Occurred()) goto done;
    if (views[0].len != (Py_ssize_t)b->count * b->size * 4
        || views[1].len != (Py_ssize_t)b->count * b->nactions
        || views[2].len != (Py_ssize_t)b->count * 256 * 8 || views[3].len != (Py_ssize_t)b->count * 8
        || PyTuple_GET_SIZE(b->outcomes) != b->noutcomes) {
        PyErr_SetString(PyExc_ValueError, "batch_new: arrays of the wrong size");
        goto done;
    }
    b->obs = views[0].buf; b->mask = views[1].buf;
    b->uniforms = views[2].buf; b->used = views[3].buf;
    /* the arrays are the Games' own, kept alive by it as long as the capsule */
    out = PyCapsule_New(b, "tavli.batch", batch_free);
    if (out) b = NULL;
done:
    for (int i = 0; i < 4; i++) PyBuffer_Release(&views[i]);
    if (b) {
        PyObject *cap = PyCapsule_New(b, "tavli.batch", batch_free);  /* frees it */
        Py_XDECREF(cap);
    }
    return out;
}

static long slot_long(PyObject *position, int field) {
    return PyLong_AsLong(SLOT(position, position_offsets[field]));
}

static long pair_item(PyObject *position, int field, int side) {
    return PyLong_AsLong(PyTuple_GET_ITEM(SLOT(position, position_offsets[field]), side));
}

static int same_text(PyObject *a, PyObject *b) {
    return a == b || PyUnicode_Compare(a, b) == 0;
}

/* Encoding.observation of a position with no part pending and no move chosen, by ``side``,
 * whose phase is the flag ``phase`` (the fields vector_batch.covers allows). */
static void write_row(Batch *b, int index, PyObject *p, int side, int phase) {
    float *row = b->obs + (size_t)index * b->size;
    memset(row, 0, sizeof(float) * (size_t)b->size);
    int opp = 1 - side;
    PyObject *track = PyTuple_GET_ITEM(b->tracks, side);
    PyObject *points = SLOT(p, position_offsets[PF_POINTS]);
    PyObject *pinned = SLOT(p, position_offsets[PF_PINNED]);
    int pins = PyTuple_GET_SIZE(pinned) > 0;
    float *cell = row + b->f_board;
    for (int k = 0; k < b->length; k++, cell += 4) {
        long at = PyLong_AsLong(PyTuple_GET_ITEM(track, k)) - 1;
        long mine = PyLong_AsLong(PyTuple_GET_ITEM(points, at));
        if (side) mine = -mine;
        cell[0] = mine > 0 ? (float)mine : 0.0f;
        cell[1] = mine < 0 ? (float)-mine : 0.0f;
        if (pins) {
            long pin = PyLong_AsLong(PyTuple_GET_ITEM(pinned, at));
            if (side) pin = -pin;
            cell[2] = pin > 0 ? (float)pin : 0.0f;
            cell[3] = pin < 0 ? (float)-pin : 0.0f;
        }
    }
    float *c = row + b->f_checkers;
    int fields[3] = { PF_BAR, PF_HAND, PF_OFF };
    for (int f = 0; f < 3; f++) {
        c[f] = (float)pair_item(p, fields[f], side);
        c[3 + f] = (float)pair_item(p, fields[f], opp);
    }
    long cube = slot_long(p, PF_CUBE);
    float bits = 0.0f;
    while (cube > 1) { cube >>= 1; bits += 1.0f; }  /* the cube is a power of two here */
    PyObject *owner = SLOT(p, position_offsets[PF_OWNER]);
    row[b->f_cube] = bits;
    row[b->f_cube + 1] = owner == Py_None;
    long who = owner == Py_None ? -1 : PyLong_AsLong(owner);
    row[b->f_cube + 2] = who == side;
    row[b->f_cube + 3] = who == opp;
    long turn = slot_long(p, PF_TURN);
    row[b->f_turn] = turn == side;
    row[b->f_turn + 1] = turn == opp;
    row[b->f_phase + phase] = 1.0f;
    PyObject *dice = SLOT(p, position_offsets[PF_DICE]);
    for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(dice); i++) {
        long face = PyLong_AsLong(PyTuple_GET_ITEM(dice, i));
        if (face >= 1 && face <= b->faces) row[b->f_dice + face - 1] += 1.0f;
    }
    float *t = row + b->f_turns;
    t[0] = (float)pair_item(p, PF_TURNS, side);
    t[1] = (float)pair_item(p, PF_TURNS, opp);
    t[2] = (float)pair_item(p, PF_DOUBLES, side);
    t[3] = (float)pair_item(p, PF_DOUBLES, opp);
    PyObject *chain = SLOT(p, position_offsets[PF_CHAIN]);
    for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(b->chains); i++)
        t[4 + i] = same_text(chain, PyTuple_GET_ITEM(b->chains, i));
}

/* A copy of ``p`` with the given fields changed (NULL: kept); ``vouched``: its _valid_in
 * kept (Position.to_play's valid_in), else unset (tavli.model.position.changed). */
static PyObject *changed_position(PyObject *p, PyObject *phase, PyObject *dice,
                                  PyObject *chain, PyObject *cube, PyObject *owner,
                                  PyObject *valid_in) {
    PyObject *made = position_type->tp_alloc(position_type, 0);
    if (!made) return NULL;
    for (int f = 0; f < PF_VALID_IN; f++) {
        PyObject *v = SLOT(p, position_offsets[f]);
        if (f == PF_PHASE && phase) v = phase;
        else if (f == PF_DICE && dice) v = dice;
        else if (f == PF_REST && dice) v = empty_tuple;
        else if (f == PF_CHAIN && chain) v = chain;
        else if (f == PF_CUBE && cube) v = cube;
        else if (f == PF_OWNER && owner) v = owner;
        SLOT(made, position_offsets[f]) = Py_NewRef(v);
    }
    if (valid_in) SLOT(made, position_offsets[PF_VALID_IN]) = Py_NewRef(valid_in);
    if (PyObject_IS_GC(made)) PyObject_GC_UnTrack(made);
    return made;
}

static int step_action(Batch *b, const char *step) {
    PyObject *key = PyBytes_FromStringAndSize(step, 4);
    if (!key) return -1;
    PyObject *hit = PyDict_GetItemWithError(b->steps, key);
    long action;
    if (hit) action = PyLong_AsLong(hit);
    else if (PyErr_Occurred()) action = -1;
    else {
        PyObject *made = PyObject_CallOneArg(b->action_of, key);
        action = made ? PyLong_AsLong(made) : -1;
        Py_XDECREF(made);
    }
    Py_DECREF(key);
    return (int)action;
}

static int set_item(PyObject *list, int index, PyObject *value) {  /* steals value */
    if (!value) return 0;
    return PyList_SetItem(list, index, value) == 0;
}

/* The open moves of plays ``alive`` at byte ``at`` of their steps, as the game's mask. */
static int mask_moves(Batch *b, int index, PyObject *alive, Py_ssize_t at) {
    uint8_t *mask = b->mask + (size_t)index * b->nactions;
    memset(mask, 0, (size_t)b->nactions);
    char last[4];
    int have = 0;
    for (Py_ssize_t k = 0; k < PyList_GET_SIZE(alive); k++) {
        const char *raw = PyBytes_AS_STRING(SLOT(PyList_GET_ITEM(alive, k), play_offsets[F_RAW]));
        if (have && memcmp(last, raw + at, 4) == 0) continue;  /* plays sharing a move are near */
        memcpy(last, raw + at, 4);
        have = 1;
        int action = step_action(b, raw + at);
        if (action < 0 || action >= b->nactions) {
            if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "a step without an action");
            return 0;
        }
        mask[action] = 1;
    }
    return 1;
}

/* The position is the game's, and a decision of the agent's is set out; 0 on an error. */
static int settle(Batch *b, int index, PyObject *p, int rolling) {
    Py_INCREF(p);
    for (;;) {
        PyObject *phase = SLOT(p, position_offsets[PF_PHASE]);
        long turn = slot_long(p, PF_TURN);
        PyObject *rest = SLOT(p, position_offsets[PF_REST]);
        if (same_text(phase, roll_phase)) {
            PyObject *owner = SLOT(p, position_offsets[PF_OWNER]);
            long cube = slot_long(p, PF_CUBE);
            int may_double = b->cube_max >= 0 && PyTuple_GET_SIZE(rest) == 0
                && (owner == Py_None || PyLong_AsLong(owner) == turn) && cube * 2 <= b->cube_max;
            if (rolling || !may_double) {  /* the dice: one uniform, as Generator.choice */
                if (b->used[index] >= 256) {
                    PyObject *at = PyLong_FromLong(index);
                    PyObject *done = at ? PyObject_CallOneArg(b->refill, at) : NULL;
                    Py_XDECREF(at);
                    if (!done) { Py_DECREF(p); return 0; }
                    Py_DECREF(done);
                }
                double u = b->uniforms[(size_t)index * 256 + b->used[index]++];
                int lo = 0, hi = b->noutcomes;  /* bisect_right */
                while (lo < hi) { int mid = (lo + hi) / 2; if (u < b->cdf[mid]) hi = mid; else lo = mid + 1; }
                if (lo > b->noutcomes - 1) lo = b->noutcomes - 1;
                PyObject *outcome = PyTuple_GET_ITEM(b->outcomes, lo);
                PyObject *valid = SLOT(p, position_offsets[PF_VALID_IN]);
                PyObject *made = changed_position(
                    p, play_phase, PyTuple_GET_ITEM(outcome, 0), PyTuple_GET_ITEM(outcome, 1),
                    NULL, NULL, valid == b->variant && PyObject_IsTrue(PyTuple_GET_ITEM(outcome, 2))
                    ? b->variant : NULL);
                Py_DECREF(p);
                if (!made) return 0;
                p = made;
                rolling = 0;
                continue;
            }
            write_row(b, index, p, (int)turn, b->ph_roll);
            uint8_t *mask = b->mask + (size_t)index * b->nactions;
            memset(mask, 0, (size_t)b->nactions);
            mask[b->roll] = mask[b->dbl] = 1;
            Py_INCREF(Py_None);
            return set_item(b->positions, index, p) && set_item(b->alive, index, Py_None)
                && set_item(b->legal, index, Py_NewRef(Py_None))
                && set_item(b->to_play, index, Py_NewRef(small[turn + 128]));
        }
        if (same_text(phase, b->take_or_drop)) {
            int taker = 1 - (int)turn;
            write_row(b, index, p, taker, b->ph_take);
            uint8_t *mask = b->mask + (size_t)index * b->nactions;
            memset(mask, 0, (size_t)b->nactions);
            mask[b->take] = mask[b->drop] = 1;
            long cube = slot_long(p, PF_CUBE);
            if (b->beavers && (b->cube_max < 0 || cube * 4 <= b->cube_max)) mask[b->beaver] = 1;
            Py_INCREF(Py_None);
            return set_item(b->positions, index, p) && set_item(b->alive, index, Py_None)
                && set_item(b->legal, index, Py_NewRef(Py_None))
                && set_item(b->to_play, index, Py_NewRef(small[taker + 128]));
        }
        /* the play phase (covers: nothing else comes here) */
        PyObject *chain = SLOT(p, position_offsets[PF_CHAIN]);
        int who = PyUnicode_CompareWithASCIIString(chain, "moved") == 0 ? 1 - (int)turn : (int)turn;
        PyObject *args = PyTuple_Pack(3, b->rules, b->variant, p);
        PyObject *plays = args ? k_plays(NULL, args) : NULL;
        Py_XDECREF(args);
        if (!plays) { Py_DECREF(p); return 0; }
        if (PyList_GET_SIZE(plays) == 0) {  /* (never: the kernel finds at least no move) */
            Py_DECREF(plays);
            PyObject *done = PyObject_CallFunction(b->open_play, "iO", index, p);
            Py_DECREF(p);
            Py_XDECREF(done);
            return done != NULL;
        }
        PyObject *first = SLOT(PyList_GET_ITEM(plays, 0), play_offsets[F_RAW]);
        Py_ssize_t n = PyBytes_GET_SIZE(first);
        Py_ssize_t start = n - 1 - 4 * (uint8_t)PyBytes_AS_STRING(first)[n - 1];
        int ok;
        if (n == start + 1) {  /* no move can be made: the only play is none */
            uint8_t *mask = b->mask + (size_t)index * b->nactions;
            memset(mask, 0, (size_t)b->nactions);
            mask[b->no_move] = 1;
            ok = 1;
        } else {
            ok = mask_moves(b, index, plays, start);
        }
        write_row(b, index, p, who, b->ph_play);
        ok = ok && set_item(b->start_at, index, PyLong_FromSsize_t(start))
            && set_item(b->prefix, index, PyBytes_FromStringAndSize("", 0))
            && set_item(b->alive, index, plays)
            && set_item(b->to_play, index, Py_NewRef(small[who + 128]))
            && set_item(b->legal, index, Py_NewRef(Py_None))
            && set_item(b->positions, index, p);
        return ok;
    }
}

/* Game ``i``'s step is left to Python. */
static int leave(PyObject *todo, int i) {
    PyObject *at = PyLong_FromLong(i);
    int ok = at && PyList_Append(todo, at) == 0;
    Py_XDECREF(at);
    return ok;
}

/* batch_step(batch, actions) -> [index]: the games whose step is left to Python */
static PyObject *k_batch_step(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *capsule;
    Py_buffer acts;
    if (!PyArg_ParseTuple(args, "Oy*", &capsule, &acts)) return NULL;
    Batch *b = (Batch *)PyCapsule_GetPointer(capsule, "tavli.batch");
    PyObject *todo = b ? PyList_New(0) : NULL;
    if (!todo || acts.len != (Py_ssize_t)b->count * 8) {
        if (todo && !PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "one int64 action a game");
        PyBuffer_Release(&acts);
        Py_XDECREF(todo);
        return NULL;
    }
    const int64_t *actions = acts.buf;
    int ok = 1;
    for (int i = 0; ok && i < b->count; i++) {
        int64_t a = actions[i];
        int left = PyObject_IsTrue(PyList_GET_ITEM(b->renew, i))
            || a < 0 || a >= b->nactions || !b->mask[(size_t)i * b->nactions + a];
        PyObject *p = PyList_GET_ITEM(b->positions, i);
        PyObject *alive = PyList_GET_ITEM(b->alive, i);
        PyObject *play = NULL;
        if (alive != Py_None && (!PyList_Check(alive) || PyList_GET_SIZE(alive) == 0
                                 || !Py_IS_TYPE(PyList_GET_ITEM(alive, 0), play_type)))
            left = 1;  /* the reference search's plays: Python's */
        if (!left && alive != Py_None) {
            if (a == b->no_move) play = PyList_GET_ITEM(alive, 0);
            else {
                Py_ssize_t start = PyLong_AsSsize_t(PyList_GET_ITEM(b->start_at, i));
                PyObject *prefix = PyList_GET_ITEM(b->prefix, i);
                Py_ssize_t at = start + PyBytes_GET_SIZE(prefix);
                const char *chosen = NULL;
                for (Py_ssize_t k = 0; k < PyList_GET_SIZE(alive) && !chosen; k++) {
                    const char *raw = PyBytes_AS_STRING(SLOT(PyList_GET_ITEM(alive, k), play_offsets[F_RAW]));
                    int action = step_action(b, raw + at);
                    if (action < 0) { ok = 0; break; }
                    if (action == a) chosen = raw + at;
                }
                if (!ok) break;
                if (!chosen) {  /* (never: the mask is of these plays) Python's to judge */
                    ok = leave(todo, i);
                    continue;
                }
                PyObject *kept = PyList_New(0);
                if (!kept) { ok = 0; break; }
                for (Py_ssize_t k = 0; ok && k < PyList_GET_SIZE(alive); k++) {
                    PyObject *q = PyList_GET_ITEM(alive, k);
                    if (memcmp(PyBytes_AS_STRING(SLOT(q, play_offsets[F_RAW])) + at, chosen, 4) == 0)
                        ok = PyList_Append(kept, q) == 0;
                }
                PyObject *head = ok ? PyList_GET_ITEM(kept, 0) : NULL;
                if (ok && PyBytes_GET_SIZE(SLOT(head, play_offsets[F_RAW])) == at + 5) {
                    play = head;  /* the whole play (a play is never the start of another) */
                    Py_INCREF(play);
                    Py_DECREF(kept);
                } else if (ok) {  /* a move of the play: the position waits for the rest */
                    PyObject *longer = PyBytes_FromStringAndSize(NULL, PyBytes_GET_SIZE(prefix) + 4);
                    ok = longer != NULL;
                    if (ok) {
                        memcpy(PyBytes_AS_STRING(longer), PyBytes_AS_STRING(prefix), (size_t)PyBytes_GET_SIZE(prefix));
                        memcpy(PyBytes_AS_STRING(longer) + PyBytes_GET_SIZE(prefix), chosen, 4);
                        ok = mask_moves(b, i, kept, at + 4);
                    }
                    float *row = b->obs + (size_t)i * b->size + b->f_chosen + 2 * (PyBytes_GET_SIZE(prefix) / 4);
                    row[0] = (float)(a / b->die_slots + 1);
                    row[1] = (float)(a % b->die_slots + 1);
                    ok = ok && set_item(b->alive, i, kept);
                    if (!ok) { Py_XDECREF(longer); if (PyList_GET_ITEM(b->alive, i) != kept) Py_DECREF(kept); break; }
                    ok = set_item(b->prefix, i, longer)
                        && set_item(b->legal, i, Py_NewRef(Py_None));
                    continue;
                } else {
                    Py_DECREF(kept);
                    break;
                }
                if (!ok) break;
                /* play holds a reference of its own from here */
                PyObject *after = k_position_after(NULL, play);
                Py_DECREF(play);
                if (!after) { ok = 0; break; }
                if (after == Py_None || !same_text(SLOT(after, position_offsets[PF_PHASE]), roll_phase)
                    || PyTuple_GET_SIZE(SLOT(after, position_offsets[PF_REST])) != 0) {
                    Py_DECREF(after);  /* the game ends, or goes on as tavli.game.turn says */
                    ok = leave(todo, i);
                    continue;
                }
                ok = settle(b, i, after, 0);
                Py_DECREF(after);
                continue;
            }
        }
        if (!left && play) {  /* no move: the only play */
            PyObject *after = k_position_after(NULL, play);
            if (!after) { ok = 0; break; }
            if (after != Py_None && same_text(SLOT(after, position_offsets[PF_PHASE]), roll_phase)
                && PyTuple_GET_SIZE(SLOT(after, position_offsets[PF_REST])) == 0) {
                ok = settle(b, i, after, 0);
                Py_DECREF(after);
                continue;
            }
            Py_DECREF(after);
            left = 1;
        }
        if (!left && alive == Py_None) {
            PyObject *phase = SLOT(p, position_offsets[PF_PHASE]);
            if (a == b->roll && same_text(phase, roll_phase)) {
                ok = settle(b, i, p, 1);
                continue;
            }
            if (a == b->dbl && same_text(phase, roll_phase)) {
                PyObject *made = changed_position(p, b->take_or_drop, NULL, NULL, NULL, NULL, NULL);
                ok = made && settle(b, i, made, 0);
                Py_XDECREF(made);
                continue;
            }
            if (a == b->take && same_text(phase, b->take_or_drop)) {
                long turn = slot_long(p, PF_TURN);
                PyObject *cube = PyLong_FromLong(slot_long(p, PF_CUBE) * 2);
                PyObject *made = cube ? changed_position(p, roll_phase, NULL, NULL, cube,
                                                         small[1 - turn + 128], NULL) : NULL;
                Py_XDECREF(cube);
                ok = made && settle(b, i, made, 0);
                Py_XDECREF(made);
                continue;
            }
        }
        ok = leave(todo, i);
    }
    PyBuffer_Release(&acts);
    if (!ok || PyErr_Occurred()) {
        Py_DECREF(todo);
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_RuntimeError, "batch_step failed");
        return NULL;
    }
    return todo;
}
