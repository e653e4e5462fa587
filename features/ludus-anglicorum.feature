Feature: Ludus Anglicorum: three dice, all fifteen on one point, no piling in the starting quarter
  Ludus Anglicorum, "the English game", from an English manuscript of about 1300 (British
  Library, Royal 13 A XVIII), as Ludii's game description gives it after Murray (1951, p. 124),
  rules text, rulesets and code, with the words of Murray it quotes on its evidence page, and
  the fuller account of English Wikipedia (after Murray 1941). Fifteen checkers each, three
  dice. Each side starts with all fifteen on one point, the other side's on the point across
  from it, and the two run opposite ways round, each toward the point where the other began.
  No two of a player's checkers may share a point of his starting quarter; a hit checker comes
  back into that quarter, onto no point where one of his own stands, before anything else
  moves. Two checkers close a point and a lone one is hit. Checkers are borne off from the last
  quarter once all are there; the first to bear off all wins, and a player who cannot move at
  all has lost. With only two dice, the third number is a 6 every time, or the player's choice
  (the options), or the opponent's choice (left out: the closing note says why). The opening
  and the score are tavli's reconstruction (not tagged below).

  Rule register (Ludus Anglicorum (Ludii game description); Ludus Anglicorum (Ludii portal evidence, quoting Murray 1951); Ludus Anglicorum (English Wikipedia)):
  LA-01: a board of twenty-four points in two rows; fifteen checkers each [Ludus Anglicorum (Ludii game description) § rules; Ludus Anglicorum (English Wikipedia) § Players and equipment]
  LA-02: three six-sided dice; each die moves a checker, or one checker moves by one die and then by another [Ludus Anglicorum (Ludii game description) § rules; Ludus Anglicorum (Ludii portal evidence, quoting Murray 1951) § content; Ludus Anglicorum (English Wikipedia) § Players and equipment]
  LA-03: one side starts with all fifteen on a single point, the other with all fifteen on the point directly across from it [Ludus Anglicorum (Ludii game description) § rules; Ludus Anglicorum (Ludii game description) § code, the start; Ludus Anglicorum (English Wikipedia) § Rules]
  LA-04: the two sides run opposite ways round the board, each toward the point where the other began [Ludus Anglicorum (Ludii game description) § rules; Ludus Anglicorum (Ludii game description) § code, the tracks; Ludus Anglicorum (English Wikipedia) § Rules]
  LA-05: a player may not have two checkers on one point of his starting quarter (the fifteen set up there excepted) [Ludus Anglicorum (Ludii game description) § rules; Ludus Anglicorum (Ludii game description) § code, the moves; Ludus Anglicorum (Ludii portal evidence, quoting Murray 1951) § content]
  LA-06: two or more enemy checkers close a point; a lone enemy checker landed on, at the end of a move or on the way, is hit [Ludus Anglicorum (Ludii game description) § rules; Ludus Anglicorum (English Wikipedia) § Rules]
  LA-07: a hit checker comes back in within its starting quarter, never onto a point where one of its own stands, and nothing else of its side moves until it is in [Ludus Anglicorum (Ludii portal evidence, quoting Murray 1951) § content; Ludus Anglicorum (English Wikipedia) § Rules]
  LA-08: checkers are borne off from the last quarter, the one where the other side began, once all are there: by the exact number, or by a larger one from the furthest point [Ludus Anglicorum (English Wikipedia) § Rules]
  LA-09: the first to bear off all his checkers wins [Ludus Anglicorum (Ludii game description) § rules; Ludus Anglicorum (English Wikipedia) § Rules]
  LA-10: a player left with no move at all, shut in by the other's points or by his own checkers, has lost [Ludus Anglicorum (English Wikipedia) § Rules]
  LA-11: with only two dice, a 6 is played with every throw as the third number (option throw-of-six) [Ludus Anglicorum (Ludii game description) § ruleset Throw of 6; Ludus Anglicorum (Ludii portal evidence, quoting Murray 1951) § content; Ludus Anglicorum (English Wikipedia) § Players and equipment]
  LA-12: with only two dice, the player names the third number after his throw (option players-choice) [Ludus Anglicorum (Ludii game description) § ruleset Player's Choice; Ludus Anglicorum (Ludii portal evidence, quoting Murray 1951) § content]
  LA-13: a die that carries a checker past the end takes it off, from any point and at any time (option bear-off-any-point) [Ludus Anglicorum (Ludii game description) § code, the moves]
  LA-14: the other checkers may move while a hit checker waits to come back in (option free-entry) [Ludus Anglicorum (Ludii game description) § code, the moves]

  Background:
    Given the variant "ludus-anglicorum"

  @rule:LA-01 @rule:LA-02 @rule:LA-03 @rule:LA-04
  Rule: the board, the dice and the start

    Scenario: Fifteen on the first point of each track, the two points facing each other
      Then the variant has 15 checkers per side
      And the variant is played with 3 dice of 6 faces
      And the two tracks run in opposite directions
      And the variant has no doubling cube
      Given the starting position
      Then the position is "X 24:15 | O 24:15 | X to roll"
      And the pip count of X is 360
      And the pip count of O is 360

    Scenario: One checker may move by all three dice, or the dice go to different checkers
      Given the position "X 15:2 off:13 | O 24:15 | X to roll"
      When X rolls 3-2-1
      Then "15/9" is legal
      And "15/10 15/14" is legal

  @rule:LA-05
  Rule: no two of a player's checkers on one point of his starting quarter

    Scenario: Three aces from the start: one checker three points on, or two checkers to two points
      Given the starting position
      When X rolls 1-1-1
      Then the legal plays are:
        | play        |
        | 24/21       |
        | 24/23 24/22 |

    Scenario: Past the starting quarter checkers may share a point
      Given the starting position
      When X rolls 6-6-6
      Then "24/18 24/18 24/18" is legal

  @rule:LA-06
  Rule: two checkers close a point; a lone one is hit, at the end of a move or on the way

    Scenario: The 3 cannot stop on the closed point; the lone checker is hit or passed by
      Given the position "X 15:1 off:14 | O 24:12 15:1 13:2 | X to roll"
      When X rolls 5-3-2
      Then the legal plays are:
        | play        |
        | 15/10*/5    |
        | 15/13/8/5   |
      When X plays "15/10*/5"
      Then the position is "X 5:1 off:14 | O bar:1 24:12 13:2 | O to roll"

  @rule:LA-07
  Rule: a hit checker comes back into its starting quarter, onto none of its own, before anything else moves

    Scenario: Neither a 1 nor a 3 brings it in, where its own checkers stand, and nothing else moves
      Given the position "X 12:1 off:14 | O bar:1 24:10 22:1 12:3 | O to roll"
      When O rolls 3-3-1
      Then O has no legal move

    Scenario: It comes in on a free point of the quarter first, then the other dice move as they may
      Given the position "X 12:1 off:14 | O bar:1 24:10 22:1 12:3 | O to roll"
      When O rolls 4-2-1
      Then "bar/23 24/20 22/21" is legal
      And "bar/21 12/10 12/11" is legal
      And "12/8 12/10 12/11" is illegal

  @rule:LA-08
  Rule: bearing off from the last quarter, once every checker is there

    Scenario: The 4 may not bear off the checker on the 3 point while another is still on the 12
      Given the position "X 12:1 3:1 off:13 | O 24:15 | X to roll"
      When X rolls 4-2-1
      Then "12/9 3/off" is illegal
      And "12/5" is legal

  @rule:LA-08 @rule:LA-09
  Rule: a larger number bears off from the furthest point; the first to bear off all wins

    Scenario: The 6 and the 5 take the last two checkers off, and X has won
      Given the position "X 4:1 2:1 off:13 | O 24:15 | X to roll"
      When X rolls 6-5-1
      Then the only legal play is "4/off 2/off"
      When X plays "4/off 2/off"
      Then the game is over
      And the score is X wins a single for 1 point

  @rule:LA-10
  Rule: a player who cannot move at all has lost

    Scenario: O's hit checker can come in nowhere, his own checkers fill his starting quarter, and O has lost
      Given the position "X 18:1 off:14 | O 24:1 23:1 22:1 21:1 20:1 19:1 10:1 1:8 | X to roll"
      When X rolls 3-2-1
      Then the legal plays are:
        | play        |
        | 18/15*/12   |
        | 18/12       |
      When X plays "18/15*/12"
      Then the game is over
      And the score is X wins a single for 1 point

  @rule:LA-11
  Rule: with two dice, a 6 with every throw (option throw-of-six)

    Scenario: Two dice and a 6
      Given the variant "ludus-anglicorum" with option "throw-of-six"
      Then the variant throws 2 dice of 6 faces and a fixed 6
      Given the starting position
      When X rolls 5-3
      Then X is to play 5-3-6

  @rule:LA-12
  Rule: with two dice, a number the player names (option players-choice)

    Scenario: After the throw X names the third number, and plays it with the two thrown
      Given the variant "ludus-anglicorum" with option "players-choice"
      And the starting position
      When X rolls 4-2
      Then the position is "X 24:15 | O 24:15 | X to choose a number to play with 4-2"
      When X chooses the number 5
      Then X is to play 4-2-5
      And "24/18 24/19" is legal

  @rule:LA-13
  Rule: Ludii's code: a die past the end bears off, from any point, at any time (option bear-off-any-point)

    Scenario: The 4 takes the checker on the 3 point off while another is still on the 12
      Given the variant "ludus-anglicorum" with option "bear-off-any-point"
      And the position "X 12:1 3:1 off:13 | O 24:15 | X to roll"
      When X rolls 4-2-1
      Then "12/9 3/off" is legal

  @rule:LA-14
  Rule: Ludii's code: the others move while a hit checker waits (option free-entry)

    Scenario: The hit checker cannot come in with 3-3-1, and the three numbers move other checkers
      Given the variant "ludus-anglicorum" with option "free-entry"
      And the position "X 12:1 off:14 | O bar:1 24:10 22:1 12:3 | O to roll"
      When O rolls 3-3-1
      Then "12/9 12/9 12/11" is legal

  Rule: the opening (tavli's reconstruction)

    Scenario: One die each; the higher throws all three dice for his first move
      Given a new game
      When the opening dice are 5 and 3
      Then the position is "X 24:15 | O 24:15 | X to roll again"

# Sources and differences
# Read: Ludus Anglicorum (Ludii game description): Ludeme/Ludii, board/race/escape/Ludus
# Anglicorum.lud, its rules text, its rulesets (Ludus Anglicorum, the default; Throw of 6;
# Player's Choice; Opponent's Choice; all cite Murray 1951, p. 124) and its code (the tracks,
# the start, the moves, the end). Its evidence page (ludii.games, "Evidence for Ludus
# Anglicorum") quotes Murray's words on the third die and on re-entering. English Wikipedia,
# "Ludus Anglicorum" (after Murray 1941 and Lewins), in the stored copies (parts of it only).
# Murray's books themselves were not found.
# The dice (LA-02, LA-11, LA-12): every source names three dice first (Ludii's rules text and
# its default ruleset, Murray's words, Wikipedia); the manuscript's other readings are for a
# player with two dice only. So three dice are the default. The throw of 6 (Ludii, Murray,
# Wikipedia) is option throw-of-six, `dice: 2d6 and a 6`; the player's choice (Ludii, Murray)
# is option players-choice, `dice: 2d6 and a chosen number`. Ludii's code carries only the
# three dice (its other rulesets are empty).
# Left out: the opponent's choice (Ludii's ruleset Opponent's Choice; Murray's words on the
# evidence page: the opponent may name the third number). The language has no way to say it: `and a chosen number`
# is an action of the player on roll. It would need a decision taken by the player not on
# roll in the middle of the other's turn: a dice statement such as `dice: 2d6 and a number
# the opponent chooses`, a phase in which the position waits for O to name X's third number
# ("O to choose a number for X to play with 4-2"), the frameworks' current player switching
# to O for that one action and back, and the bots choosing for the other side (the worst
# number for the mover, not the best).
# LA-03, LA-04: X starts with fifteen on his 24 point and O on his own 24, X's 1: the point
# across the board, where X's track ends, as in Backgammon's geometry.
# LA-05: Ludii's rules text and code limit the starting quarter (its code lets a checker land
# there only on an empty point or on a lone enemy); the evidence page's summary says the
# starting half, and Murray's words speak of the player's half of the board. Wikipedia's example of a player
# shut in, with a checker on each point of his starting quarter and eight piled on his last
# point, fits the quarter; tavli limits the quarter (`at most 1 checker on a point of start`).
# The fifteen set up on the first point are never judged: the limit counts what a move brings.
# LA-07: Murray (re-entering onto no point of one's own) and Wikipedia (into the starting
# quarter, and nothing else moves until it is in). Ludii's code sends the hit checker to the
# start of its track to come in by a die, like Backgammon's bar, and lets other checkers move
# meanwhile (option free-entry, LA-14); tavli follows Wikipedia.
# LA-08: Wikipedia (the exact number, or a larger one for the furthest checker; checkers wait
# on the last point while others are still out). Ludii's code takes a checker off whenever a
# die carries it past the end, at any time (option bear-off-any-point, LA-13); its rules
# text says only that they bear off from the point where the other began.
# LA-10: Wikipedia names the ways of winning by shutting the other in (lympolding and
# lurching; Murray and Lewins read them a little differently: a hit checker that cannot come
# in anywhere; a player who cannot move for the other's points and his own piled checkers).
# tavli says both with `the game ends when a player has no move: he loses` (no number the dice
# could show moves any of his checkers). A player who has borne off all has no move either,
# so `the game ends when a player has all off: he wins` comes first. Ludii's code has no such
# win. In tavli's self-play (20 games each, heuristic bots) 5 of 20 games ended so; without the
# rule the same games still ended, by bearing off, the shut-in side freed when the other came
# home and hit. The rule stands in all three readings (an option cannot withdraw an end rule).
# Reconstructed: the opening (one die each, ties thrown again, the higher throws all the dice
# for his first move); that as many dice as possible are played, the larger when not all can
# be; one point a game and no doubling cube; the worth of a win by shutting in (Wikipedia
# does not say; tavli scores it as any other win).
