Feature: XII Scripta: three rows of twelve, three dice, both sides entering on the middle row
  XII Scripta (the game of twelve lines, ludus duodecim scriptorum), the Roman race game on a
  board of three rows of twelve, as Ludii's game description gives it: its description of the
  boards, its ruleset after Murray (1951, pp. 30-31, who follows Austin 1934-35) and its code.
  No ancient text gives the rules; every rule set is a modern reconstruction. Each side has
  fifteen men, all off the board at first, and three dice; a die's number moves a man by
  itself or together with another die's for the same man, and no throw earns another. Both
  sides bring their men in at the left end of the middle row and run along it to the right;
  then X runs the top row from right to left and ends on the bottom row, left to right, while
  O (in Ludii's code) runs the bottom row from right to left and ends on the top row, left to
  right. Men of one side may share a point, two of them close it, and a lone man landed on is
  taken and has to come in again before his side moves anything else. A side bears off once
  all its men are in its last row, each man by the exact number; the first to bear off all
  wins. The options: O's route turned half round from X's (rotated-route), and Ludii's code's
  bearing off at any time (bear-off-any-time). The opening and the score are tavli's
  reconstruction (not tagged below).
  The board, seen from X's seat: the bottom row is points 1 (right) to 12 (left), the middle
  row 13 (left) to 24 (right), the top row 25 (right) to 36 (left). Plays and positions number
  the points along the player's own route, 36 his first and 1 his last: the middle row is 36
  (left) to 25 (right) for both; X's top row is his 24 (right) to 13 (left) and his bottom row
  his 12 (left) to 1 (right); O's bottom row is his 24 (right) to 13 (left) and his top row his
  12 (left) to 1 (right). So on the middle row X's point p is O's point p; elsewhere X's point
  p is O's point 25 - p.

  Rule register (XII Scripta (Ludii game description)):
  XS-01: a board of thirty-six points in three rows of twelve, each row halved [XII Scripta (Ludii game description) § description; XII Scripta (Ludii game description) § ruleset Historical Information (Incomplete); XII Scripta (Ludii game description) § code, the board]
  XS-02: fifteen men a side [XII Scripta (Ludii game description) § code, the start]
  XS-03: three six-sided dice; a die's number moves a man on its own or added to another die's for the same man, never split between men; doubles and triples give no second throw [XII Scripta (Ludii game description) § ruleset Murray (Suggested); XII Scripta (Ludii game description) § code, the moves]
  XS-04: the route runs along the middle row from left to right, back along the far row from right to left, then along the near row from left to right [XII Scripta (Ludii game description) § ruleset Murray (Suggested); XII Scripta (Ludii game description) § ruleset Historical Information (Incomplete); XII Scripta (Ludii game description) § description; XII Scripta (Ludii game description) § code, the tracks]
  XS-05: the second side runs the middle row the same way, then the other outer row from right to left, and ends on the row the first side runs second, from left to right [XII Scripta (Ludii game description) § code, the tracks]
  XS-06: every man starts off the board and comes in by a die at the start of the route, a die of n onto the n-th point [XII Scripta (Ludii game description) § code, the start; XII Scripta (Ludii game description) § code, the tracks]
  XS-07: men of one side may share a point; two or more of them close it to the other side [XII Scripta (Ludii game description) § ruleset Murray (Suggested); XII Scripta (Ludii game description) § code, the moves]
  XS-08: a lone man landed on is taken off, and must come in again before his side moves any other man [XII Scripta (Ludii game description) § ruleset Murray (Suggested); XII Scripta (Ludii game description) § code, the moves]
  XS-09: men are borne off only once all of them stand in the last row [XII Scripta (Ludii game description) § ruleset Murray (Suggested)]
  XS-10: a man is borne off only by the exact number that takes him past the last point [XII Scripta (Ludii game description) § code, the moves]
  XS-11: the first to bear off all his men wins [XII Scripta (Ludii game description) § ruleset Murray (Suggested); XII Scripta (Ludii game description) § code, the end]
  XS-12: the second side's route is the first's turned half round: in at the right end of the middle row, along it to the left, then his far row, then his near row (option rotated-route) [XII Scripta (Ludii game description) § ruleset Murray (Suggested)]
  XS-13: a die that takes a man exactly past the last point bears him off at any time (option bear-off-any-time) [XII Scripta (Ludii game description) § code, the moves]

  Background:
    Given the variant "xii-scripta"

  @rule:XS-01 @rule:XS-02 @rule:XS-03 @rule:XS-06
  Rule: the board, the men, the dice and the start

    Scenario: Thirty-six points, fifteen men each, three dice, everyone off the board
      Then the variant has 15 checkers per side
      And the board has 36 points
      And each player's track passes every point once
      And the variant is played with 3 dice of 6 faces
      And the variant has no doubling cube
      And the "home" zone is the points 1 to 12
      Given the starting position
      Then the position is "X hand:15 | O hand:15 | X to roll"

  @rule:XS-03 @rule:XS-06
  Rule: men come in at the start of the route, each die alone or added to another for one man

    Scenario: 6-5-4 brings in three men, two, or one that reaches the top row
      Given the starting position
      When X rolls 6-5-4
      Then the legal plays are:
        | play                    |
        | hand/33 hand/32 hand/31 |
        | hand/33 hand/26         |
        | hand/32 hand/27         |
        | hand/31 hand/28         |
        | hand/22                 |

    Scenario: A man moves die by die: each die alone would end on a closed point, so X cannot move
      Given the position "X 31:1 off:14 | O 30:2 29:2 25:2 hand:9 | X to roll"
      When X rolls 6-2-1
      Then X has no legal move

    Scenario: Three alike are played once, each die, and give no second throw
      Given the starting position
      When X rolls 2-2-2
      Then X is to play 2-2-2
      When X plays "hand/35(3)"
      Then the position is "X hand:12 35:3 | O hand:15 | O to roll"

  @rule:XS-04 @rule:XS-05
  Rule: both routes run the middle row left to right; then X takes the top row and O the bottom row

    Scenario: The two tracks start together on the middle row and end on different rows
      Then X's track runs from point 13 to point 1
      And O's track runs from point 13 to point 25

    Scenario: X's man leaves the middle row for the top row
      Given the position "X 26:1 off:14 | O 30:15 | X to roll"
      When X rolls 3-2-1
      Then the only legal play is "26/20"

    Scenario: O's man leaves the middle row for the bottom row, past X's two men on the top row
      Given the position "X 22:2 off:13 | O 27:1 off:14 | O to roll"
      When O rolls 3-1-1
      Then the only legal play is "27/22"
      When O plays "27/22"
      Then the position is "X 22:2 off:13 | O 22:1 off:14 | X to roll"

  @rule:XS-07 @rule:XS-08
  Rule: two men close a point; a lone man is taken, even on the way, and comes in before anything else moves

    Scenario: On the shared middle row O's man passes X's lone man, or touches down on it and takes it
      Given the position "X 26:1 off:14 | O 27:1 off:14 | O to roll"
      When O rolls 3-2-1
      Then the legal plays are:
        | play       |
        | 27/21      |
        | 27/26*/21  |
      When O plays "27/26*/21"
      Then the position is "X bar:1 off:14 | O 21:1 off:14 | X to roll"

    Scenario: O's taken man finds his 31, 32 and 34 closed, and nothing else of O's may move
      Given the position "X 35:2 34:2 33:2 32:2 31:2 29:1 hand:4 | O bar:1 26:1 hand:13 | O to roll"
      When O rolls 6-5-3
      Then O has no legal move

    Scenario: X's taken man comes in with the 1 first; then the 5 and the 4 move as they may
      Given the position "X bar:1 20:1 off:13 | O 33:2 32:2 hand:11 | X to roll"
      When X rolls 5-4-1
      Then the legal plays are:
        | play          |
        | bar/36/31/27  |
        | bar/31 20/16  |
        | bar/36 20/11  |
      And "20/10" is illegal

  @rule:XS-09 @rule:XS-10
  Rule: bearing off once all are in the last row, each man by the exact number

    Scenario: The man on the top row must reach the bottom row before the 2 takes the other off
      Given the position "X 14:1 2:1 off:13 | O 30:15 | X to roll"
      When X rolls 6-2-1
      Then the legal plays are:
        | play          |
        | 14/5          |
        | 14/6 2/1      |
        | 14/8/7 2/off  |

    Scenario: With a man still on the top row the 2 may not bear off
      Given the position "X 20:1 2:1 off:13 | O 30:15 | X to roll"
      When X rolls 2-1-1
      Then the legal plays are:
        | play       |
        | 20/16      |
        | 20/17 2/1  |

    Scenario: 5-4-3 neither bears off the men on 2 and 1 nor moves them
      Given the position "X 2:1 1:1 off:13 | O 30:15 | X to roll"
      When X rolls 5-4-3
      Then X has no legal move

  @rule:XS-11
  Rule: the first to bear off all his men wins

    Scenario: The 3 and the 1 bear off the last two men; the 6 cannot be played
      Given the position "X 3:1 1:1 off:13 | O 30:15 | X to roll"
      When X rolls 6-3-1
      Then the only legal play is "3/off 1/off"
      When X plays "3/off 1/off"
      Then the game is over
      And the score is X wins a single for 1 point

  @rule:XS-12
  Rule: O's route turned half round from X's (option rotated-route)

    Scenario: X's two men on the left end of the middle row close O's first point
      Given the position "X 36:2 hand:13 | O hand:15 | O to roll"
      When O rolls 1-1-1
      Then O has no legal move

    Scenario: With the route turned, O comes in at the right end of the middle row and runs on freely
      Given the variant "xii-scripta" with option "rotated-route"
      Then O's track runs from point 24 to point 36
      Given the position "X 36:2 hand:13 | O hand:15 | O to roll"
      When O rolls 1-1-1
      Then the legal plays are:
        | play              |
        | hand/36(3)        |
        | hand/36 hand/35   |
        | hand/34           |

  @rule:XS-13
  Rule: Ludii's code bears a man off whenever the number is exact (option bear-off-any-time)

    Scenario: The 2 bears off the man on 2 while the other is still on the top row
      Given the variant "xii-scripta" with option "bear-off-any-time"
      And the position "X 20:1 2:1 off:13 | O 30:15 | X to roll"
      When X rolls 2-1-1
      Then the legal plays are:
        | play        |
        | 20/16       |
        | 20/17 2/1   |
        | 20/18 2/off |

  Rule: the opening (tavli's reconstruction)

    Scenario: One die each; the higher throws all three dice for his first move
      Given a new game
      When the opening dice are 5 and 3
      Then the position is "X hand:15 | O hand:15 | X to roll again"

# Sources and differences
# Read: XII Scripta (Ludii game description): Ludeme/Ludii, board/race/escape/XII Scripta.lud,
# its description (the boards, the Ostia board's route), its two rulesets, Murray (Suggested)
# (its rules text, citing Murray 1951, pp. 30-31) and Historical Information (Incomplete)
# (the board and route, from Ludii's evidence), and its code (the board, the two tracks, the
# start, the moves, the end). Murray's book and Austin's articles were not read; the research
# notes for issue 22 also name Bell's and Finkel's reconstructions (fifteen men; a separate
# entry row), not followed here.
# XS-01: `board: 36 points in 3 rows of 12`. The boards divide each row in two halves of six;
# tavli's board statement draws a row of twelve and has no halves of rows (the halves carry
# no rule).
# XS-04, XS-05: Ludii's code gives X (its first player) the route of the rules text and the
# Ostia board, `track X: 13..24, 25..36, 12..1`, and O the middle row the same way, then the
# bottom row right to left and the top row left to right, `track O: 13..24, 1..12, 36..25`.
# Murray's words (far row, then near row) can be read from O's own seat: then O's route is
# X's turned half round, in at the right end of the middle row (option rotated-route,
# `track O: 24..13, 12..1, 25..36`). Some modern sets let each side enter on his own half of
# the middle row; that needs an entry area apart from the track, and is not offered.
# XS-03: Murray's words let a man move by the numbers of two or three dice together; Ludii's
# code (its combined dice) moves him by the sum at once, touching down on no point between,
# so a closed point or a lone enemy man on the way does not matter there. tavli moves a man
# die by die: each point where a die ends must be open, and a lone enemy man there is taken
# (the scenarios of X's man on his 31, who cannot move, and of O's man touching down on X's
# on his 26). The language has no move by the sum of the dice that does not touch down;
# docs/not-yet-expressible.md has the entry. The rest of the game is played as the sources
# give it.
# XS-08: Murray's words and Ludii's code agree that a taken man comes in before any other man
# moves (`allow entering from hand only when none on bar` and `allow moving on board only
# when none on bar`: a man still in hand waits too). Ludii's code keeps him in a second slot
# of the hand; tavli puts him on the bar, from which he comes in as a man from the hand does.
# XS-09, XS-10, XS-13: Murray's words bear off once all are in the last row; Ludii's code
# bears a man off whenever a die takes him exactly past the last point, wherever the others
# are (option bear-off-any-time), and never by a larger number. Murray's words say nothing of
# the number; tavli takes the code's exact number in both readings.
# Reconstructed: the opening (one die each, ties thrown again, the higher throws all three
# dice for his first move); that as many dice as possible are played, the larger numbers when
# not all can be; one point a game and no doubling cube.
