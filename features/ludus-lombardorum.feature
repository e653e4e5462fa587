Feature: Ludus Lombardorum: half the board, three dice, two stacks of fifteen facing each other
  Ludus Lombardorum, "the Lombards' game", the third game of the tables treatise in an English
  manuscript of the early fourteenth century (British Library, Royal 13 A XVIII), as Ludii's
  game description gives it after Murray (1951, p. 124): its rules text and its code. Only
  one half of the board is used, two tables of six points. Each side has fifteen checkers,
  all on the first point of its track, the two stacks straight across from each other; each
  side runs through its own table, crosses to the other's and runs on to the point where the
  other began. Three dice, each a move. No two of a player's checkers may share a point of his
  starting table, which also bars a hit checker from coming back in where one of its own
  stands. Two checkers close a point; a lone one is hit and comes back in from the start of
  its track. Checkers are borne off from the last table; the first to bear off all wins.
  What the sources leave open is filled in from Ludus Anglicorum, the first game of the same
  treatise (a hit checker comes back in before anything else moves; bearing off once all are
  home, a larger number from the furthest point), and from Alfonso's Medio Emperador, the same
  game in Spain (a game in which neither side can move is drawn), together with the opening
  and the score: those rules are tavli's reconstruction and not tagged below. Ludii's code bears off
  whenever a die carries a checker past the end and lets the others move while a hit checker
  waits (the two options).
  Geometry (the board seen from X's seat): the bottom row holds the points 1 (right) to 6
  (left), the top row 7 (left) to 12 (right). X starts on 12, top right, and O on X's 1,
  bottom right; X runs the top row leftward and the bottom row rightward, O the other way.
  Every point below is written in the mover's own numbering: O's point p is X's 13 - p.

  Rule register (Ludus Lombardorum (Ludii game description)):
  LL-01: one half of the board only, two tables of six points, twelve in all; fifteen checkers each [Ludus Lombardorum (Ludii game description) § rules; Ludus Lombardorum (Ludii game description) § code, the board]
  LL-02: three six-sided dice; each die moves a checker, and one checker may take one die after another [Ludus Lombardorum (Ludii game description) § rules; Ludus Lombardorum (Ludii game description) § code, the moves]
  LL-03: each side starts with all fifteen on the first point of its own table, the other side's stack on the point straight across [Ludus Lombardorum (Ludii game description) § rules; Ludus Lombardorum (Ludii game description) § code, the start]
  LL-04: the two sides run opposite ways, each through its own table and then the other's, toward the point where the other began [Ludus Lombardorum (Ludii game description) § rules; Ludus Lombardorum (Ludii game description) § code, the tracks]
  LL-05: a player may not have two checkers on one point of his starting table (the fifteen set up there excepted), a hit checker coming back in included [Ludus Lombardorum (Ludii game description) § rules; Ludus Lombardorum (Ludii game description) § code, the moves]
  LL-06: two or more enemy checkers close a point; a lone one landed on, at the end of a move or on the way, is hit and goes back to the start of its track, to come in again by a die [Ludus Lombardorum (Ludii game description) § rules; Ludus Lombardorum (Ludii game description) § code, the moves]
  LL-07: checkers are borne off from the last table, the one where the other side began [Ludus Lombardorum (Ludii game description) § rules]
  LL-08: the first to bear off all fifteen wins [Ludus Lombardorum (Ludii game description) § rules; Ludus Lombardorum (Ludii game description) § code, the end]
  LL-09: a die that carries a checker past the end takes it off, from any point and at any time (option bear-off-any-point) [Ludus Lombardorum (Ludii game description) § code, the moves]
  LL-10: the other checkers may move while a hit checker waits to come back in (option free-entry) [Ludus Lombardorum (Ludii game description) § code, the moves]

  Background:
    Given the variant "ludus-lombardorum"

  @rule:LL-01 @rule:LL-02 @rule:LL-03 @rule:LL-04
  Rule: half the board, three dice, and the two stacks facing each other

    Scenario: Twelve points; fifteen on the first point of each track, the two tracks opposite
      Then the variant has 15 checkers per side
      And the variant is played with 3 dice of 6 faces
      And the board has 12 points
      And X's track runs from point 12 to point 1
      And the two tracks run in opposite directions
      And the "home" zone is the points 1 to 6
      And the variant has no doubling cube
      Given the starting position
      Then the position is "X 12:15 | O 12:15 | X to roll"
      And the pip count of X is 180
      And the pip count of O is 180

    Scenario: One checker may move by all three dice, or the dice go to different checkers
      Given the position "X 8:1 3:1 off:13 | O 12:15 | X to roll"
      When X rolls 3-2-1
      Then "8/2" is legal
      And "8/3 3/2" is legal

  @rule:LL-05
  Rule: no two of a player's checkers on one point of his starting table

    Scenario: 3-2-1 from the start: every checker that leaves stops on a point of its own
      Given the starting position
      When X rolls 3-2-1
      Then the legal plays are:
        | play              |
        | 12/11 12/10 12/9  |
        | 12/10 12/8        |
        | 12/11 12/7        |
        | 12/6              |
      And "12/9 12/9" is illegal

    Scenario: Past the starting table checkers may share a point
      Given the starting position
      When X rolls 6-6-6
      Then "12/6 12/6 12/6" is legal

  @rule:LL-06
  Rule: two checkers close a point; a lone one is hit, at the end of a move or on the way

    Scenario: The checker may not stop on O's pair; it hits O's lone checker on the way, or goes round it
      Given the position "X 10:1 off:14 | O 12:12 8:2 6:1 | X to roll"
      When X rolls 3-2-1
      Then the legal plays are:
        | play         |
        | 10/7*/6/4    |
        | 10/9/6/4     |
      And "10/5" is illegal
      When X plays "10/7*/6/4"
      Then the position is "X 4:1 off:14 | O bar:1 12:12 8:2 | O to roll"

  @rule:LL-05 @rule:LL-06
  Rule: a hit checker comes back in from the start of its track, onto no point where one of its own stands

    Scenario: The 1, the 2 and the 3 would bring it onto X's own checkers: X cannot move
      Given the position "X 12:10 11:1 10:1 9:1 3:1 bar:1 | O 12:12 6:2 5:1 | X to roll"
      When X rolls 3-2-1
      Then X has no legal move

    Scenario: The 5 brings it in, hitting O's lone checker there; then the 4 and the 1 move
      Given the position "X 12:10 11:1 10:1 9:1 3:1 bar:1 | O 12:12 6:2 5:1 | X to roll"
      When X rolls 5-4-1
      Then "bar/8* 9/5 3/2" is legal
      And "bar/8*/4 3/2" is legal
      And "11/6 9/5 3/2" is illegal

  @rule:LL-07
  Rule: bearing off from the last table, once every checker is there

    Scenario: Nothing is borne off while the checker on 8 is outside; the 6 and the 5 then take one off
      Given the position "X 8:1 2:1 off:13 | O 9:15 | X to roll"
      When X rolls 6-5-1
      Then the legal plays are:
        | play        |
        | 8/2/off 2/1 |
        | 8/3/2/off   |
      And "8/3 2/off" is illegal

  @rule:LL-07 @rule:LL-08
  Rule: the first to bear off all fifteen wins

    Scenario: The 6 and the 5 take the last two checkers off, and X has won
      Given the position "X 3:1 2:1 off:13 | O 9:15 | X to roll"
      When X rolls 6-5-1
      Then the only legal play is "3/off 2/off"
      When X plays "3/off 2/off"
      Then the game is over
      And the score is X wins a single for 1 point

  @rule:LL-09
  Rule: Ludii's code: a die past the end bears off, from any point, at any time (option bear-off-any-point)

    Scenario: The checker on 2 goes off with the 1 and the 6 while the other is still on 8
      Given the variant "ludus-lombardorum" with option "bear-off-any-point"
      And the position "X 8:1 2:1 off:13 | O 9:15 | X to roll"
      When X rolls 6-5-1
      Then the legal plays are:
        | play        |
        | 8/2/off 2/1 |
        | 8/3/2/off   |
        | 8/3 2/1/off |

  @rule:LL-10
  Rule: Ludii's code: the others move while a hit checker waits (option free-entry)

    Scenario: X first clears his 11 point, hitting on the way, and the hit checker comes in there
      Given the variant "ludus-lombardorum" with option "free-entry"
      And the position "X 12:10 11:1 10:1 9:1 3:1 bar:1 | O 12:12 6:2 5:1 | X to roll"
      When X rolls 3-2-1
      Then "11/8* bar/11 3/2" is legal

  Rule: neither side can move: a draw (tavli's reconstruction, as Medio Emperador)

    Scenario: X's hit checker comes in on his 12, hitting O's lone checker there; now neither side can ever move
      Given the position "X bar:2 6:2 5:2 4:2 3:2 2:2 1:2 off:1 | O 6:2 5:2 4:2 3:2 2:2 1:1 off:4 | X to roll"
      When X rolls 3-2-1
      Then the only legal play is "bar/12*"
      When X plays "bar/12*"
      Then the game is drawn
      And the score is a draw

  Rule: the opening (tavli's reconstruction)

    Scenario: One die each; the higher throws all three dice for his first move
      Given a new game
      When the opening dice are 5 and 3
      Then the position is "X 12:15 | O 12:15 | X to roll again"

# Sources and differences
# Read (through the issue 22 research): Ludus
# Lombardorum (Ludii game description): Ludeme/Ludii, board/race/escape/Ludus Lombardorum.lud,
# its rules text (citing Murray 1951, p. 124) and its code (the board, the tracks, the start,
# the moves, the end); R. Reid's message "RE: Ludus Lumbardorum" on the hist-games list (2007),
# which places the game third of the manuscript's eight and finds it fuller than, but
# consistent with, Alfonso's Medio Emperador; an account of the manuscript's contents
# (bckg.pagesperso-orange.fr, "Royal 13 A XVIII"). Murray's book and the manuscript (in
# Fiske's transcription, 1905) were not read; the sources the bundled Ludus Anglicorum read
# were used for the rules this game's sources leave open.
# LL-01, LL-03, LL-04: Ludii's text and code: two tables on one side of the bar, the two stacks
# straight across from each other, the tracks opposite ways. Ludii's code runs both tracks
# through a thirteenth site (the far corner of the other half of its board), an off-by-one in
# the code and no rule; tavli's tracks pass the twelve points only.
# LL-05: Ludii's rules text and code (its code lets a checker land in the starting table only
# on an empty point or on a lone enemy). tavli says it with `at most 1 checker on a point of
# start`; the fifteen set up on the first point are never judged, the limit counts what a move
# brings, so no checker may come back onto the first point either while others stand there.
# LL-06: Ludii's text says a checker landed on is sent back to where it began; its code lets a
# checker land only on a lone enemy, so two close a point (as in Ludus Anglicorum), and the hit
# checker goes to the start of its track and comes in again by a die, which is tavli's bar:
# a die of n brings it onto its own point 13 - n, in its starting table.
# Reconstructed: that a hit checker comes back in before anything else moves (the rule of Ludus
# Anglicorum, the first game of the same treatise; Ludii's code lets the others move, option
# free-entry); the scenario on it is tagged LL-05 and LL-06 for the entry itself.
# LL-07: Ludii's text says the checkers bear off "from there", the last table; tavli reads it
# as Ludus Anglicorum's rule, once all are there, by the exact number or by a larger one from
# the furthest point (the larger number is reconstructed). Ludii's code takes a checker off
# whenever a die carries it past the end, at any time (option bear-off-any-point, LL-09).
# The draw (reconstructed): no source says what happens when neither side can move, and with
# the start-table limit and the hit checker coming in first it happens: each side has a hit
# checker that can come in nowhere (every point of its starting table closed by the other's
# pairs or holding one of its own), and nothing else may move. Without an end rule such a game
# never ends (tavli's self-play met it in seed 22 of 200 random games: "had not ended after
# 100000 actions"). tavli draws it, `the game ends when a player has no move and the opponent
# has no move: a draw`, as Alfonso says of Medio Emperador, the game Reid finds consistent
# with this one; in self-play 18 of 200 random games and none of 200 heuristic ones ended so.
# Not taken: Ludus Anglicorum's loss for a player who cannot move at all (lurching); no source
# gives it for this game, and it would end games the draw leaves going (a player alone shut in
# passes and waits to be freed).
# Reconstructed also: the opening (one die each, ties thrown again, the higher throws all the
# dice for his first move); that as many dice as possible are played; one point a game and no
# doubling cube.
