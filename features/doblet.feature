Feature: Doblet: twelve men piled in pairs, laid down by the dice, then a race the long way round with three dice
  Doblet, a tables game of Alfonso X's Libro de los Juegos (1283), as Ludii's game description
  gives it: its rules text, its code, and the part of the book's text it quotes. Twelve men
  each and three dice. Each player piles his men two to a point on the six points of his own
  starting table; the two starting tables face each other on one side of the bar. A die lays
  down the pile on the point of its number, counted from the start of the track, without
  moving it. No man moves before all of a side's piles are down; then the men run the long way
  round toward the table where the other began, one die a move. Never more than two men on a
  point; a lone man landed on is taken out of the game for good. A man is borne off by the
  exact number. While a player is laying his piles down, or once all his men are in his last
  table, a number he cannot use goes to the other, who uses it for himself. The first to bear
  off all his men wins. A stage ends after the die that completes it, and the rest of the
  throw moves men. The opening, each of three alike played once, and the score are tavli's
  reconstruction (not tagged below). Men may be borne off only from the last table (option
  bear-off-from-home); Ludii's code passes no numbers (option no-passing).
  Geometry (the board seen from X's seat): X starts on his 24 to 19, the top right table, and
  runs the top row leftward and the bottom row rightward; O starts on his 24 to 19 (X's 1 to
  6, the bottom right table) and runs the other way. Every point below is written in the
  mover's own numbering.

  Rule register (Alfonso X, Libro de los Juegos (1283); Doblet (Ludii game description); Quinze Tablas (Ludii game description)):
  DO-01: two players, twelve men each, three six-sided dice [Alfonso X, Libro de los Juegos (1283) § fol. 74, doblet; Doblet (Ludii game description) § code, the equipment]
  DO-02: each piles his men two to a point on the six points of his own starting table; the two tables face each other on one side of the bar [Alfonso X, Libro de los Juegos (1283) § fol. 74, doblet]
  DO-03: the winner of the opening throw plays first [Alfonso X, Libro de los Juegos (1283) § fol. 74, doblet]
  DO-04: a die lays down the pile on the point of its number, counted from the start of the track; the men stay put [Alfonso X, Libro de los Juegos (1283) § fol. 74, doblet; Doblet (Ludii game description) § code, the unstacking phase]
  DO-05: no man of a side moves before all its piles are down [Doblet (Ludii game description) § rules; Doblet (Ludii game description) § code, the phases]
  DO-06: then the men run the long way round toward the table where the other began, each die a move [Doblet (Ludii game description) § rules]
  DO-07: never more than two men on a point [Doblet (Ludii game description) § rules; Doblet (Ludii game description) § code, the moves]
  DO-08: a lone man landed on is taken out of the game for good [Doblet (Ludii game description) § rules; Doblet (Ludii game description) § code, the moves]
  DO-09: a man is borne off by the exact number, at any time [Doblet (Ludii game description) § rules; Doblet (Ludii game description) § code, bearing off]
  DO-10: while laying down, or once all his men are in his last table, a number the thrower cannot use goes to the other, who uses it for himself [Alfonso X, Libro de los Juegos (1283) § fol. 74, doblet; Doblet (Ludii game description) § rules]
  DO-11: the first to bear off all his men wins [Alfonso X, Libro de los Juegos (1283) § fol. 74, doblet; Doblet (Ludii game description) § code, the end]
  DO-12: men are borne off only once all are in the last table (option bear-off-from-home) [Alfonso X, Libro de los Juegos (1283) § fol. 74, doblet]
  DO-13: a number the thrower cannot use is lost (option no-passing) [Doblet (Ludii game description) § code, the moves]
  DO-14: when neither side can move, the game is drawn, as the same book says of Quinze Tablas [Alfonso X, Libro de los Juegos (1283) § fol. 73-74, quinze tablas; Quinze Tablas (Ludii game description) § rules]

  Background:
    Given the variant "doblet"

  @rule:DO-01 @rule:DO-02
  Rule: the equipment and the piles at the start

    Scenario: Six piles of two in each player's starting table
      Then the variant has 12 checkers per side
      And the variant is played with 3 dice of 6 faces
      And the two tracks run in opposite directions
      And the variant has no doubling cube
      Given the starting position
      Then the position is "X 24:2:stacked 23:2:stacked 22:2:stacked 21:2:stacked 20:2:stacked 19:2:stacked | O 24:2:stacked 23:2:stacked 22:2:stacked 21:2:stacked 20:2:stacked 19:2:stacked | X to roll"

  @rule:DO-03
  Rule: the winner of the opening throw plays first

    Scenario: One die each; the higher throws the three dice for his first turn
      Given a new game
      When the opening dice are 5 and 3
      Then the position is "X 24:2:stacked 23:2:stacked 22:2:stacked 21:2:stacked 20:2:stacked 19:2:stacked | O 24:2:stacked 23:2:stacked 22:2:stacked 21:2:stacked 20:2:stacked 19:2:stacked | X to roll again"

  @rule:DO-04 @rule:DO-10
  Rule: a die lays down the pile on the point of its number, from the start of the track

    Scenario: A 6-6-2 lays down the sixth and the second points of the track; the second 6 goes to O
      # the 6 names the sixth point of X's track, his 19; the 2 his 23; his 19 is then down
      Given the starting position
      When X rolls 6-6-2
      Then the only legal play is "23/23 19/19"
      When X plays "23/23 19/19"
      Then the position is "X 24:2:stacked 23:2 22:2:stacked 21:2:stacked 20:2:stacked 19:2 | O 24:2:stacked 23:2:stacked 22:2:stacked 21:2:stacked 20:2:stacked 19:2:stacked | O to play 6 passed by X"
      When O plays "19/19"
      Then the position is "X 24:2:stacked 23:2 22:2:stacked 21:2:stacked 20:2:stacked 19:2 | O 24:2:stacked 23:2:stacked 22:2:stacked 21:2:stacked 20:2:stacked 19:2 | O to roll"

  @rule:DO-05 @rule:DO-10
  Rule: no man moves before all the piles are down

    Scenario: X's 24, 23 and 22 are down: a 3-2-1 neither moves a man nor lays one down, and goes to O
      Given the position "X 24:2 23:2 22:2 21:2 20:2:stacked 19:2:stacked | O 24:2:stacked 23:2:stacked 22:2:stacked 21:2:stacked 20:2:stacked 19:2:stacked | X to roll"
      When X rolls 3-2-1
      Then X has no legal move
      When X plays "no move"
      Then the position is "X 24:2 23:2 22:2 21:2 20:2:stacked 19:2:stacked | O 24:2:stacked 23:2:stacked 22:2:stacked 21:2:stacked 20:2:stacked 19:2:stacked | O to play 3-2-1 passed by X"
      When O plays "24/24 23/23 22/22"
      Then the position is "X 24:2 23:2 22:2 21:2 20:2:stacked 19:2:stacked | O 24:2 23:2 22:2 21:2:stacked 20:2:stacked 19:2:stacked | O to roll"

  @rule:DO-06 @rule:DO-07 @rule:DO-08
  Rule: then the men run the long way round, two at most to a point, a lone man hit out of the game

    Scenario: A 5-2 hits O's lone man out of the game; the 1 cannot make a third man on a point
      # O's lone man on his 13 stands on X's 12; X's 14 is open. 24/23, 23/22, 22/21 and 21/20
      # would put a third man on a point; 20/19 and 12/11 are open
      Given the position "X 24:2 23:2 22:2 21:2 20:2 19:2 | O 24:2 23:2 22:2 21:2 20:2 19:1 13:1 | X to roll | stage X moving O moving"
      When X rolls 5-2-1
      Then "19/14/12* 20/19" is legal
      And "19/14/12*/11" is legal
      And "19/14/12* 24/23" is illegal
      When X plays "19/14/12* 20/19"
      Then the position is "X 24:2 23:2 22:2 21:2 20:1 19:2 12:1 | O 24:2 23:2 22:2 21:2 20:2 19:1 out:1 | O to roll | stage X moving O moving"

  @rule:DO-09 @rule:DO-10
  Rule: a man is borne off by the exact number; at the end, unused numbers go to the other

    Scenario: The 3 bears the man on 3 off; the 6 and the 4 bear none, and go to O
      Given the position "X 3:1 1:2 off:9 | O 12:2 8:2 5:2 4:2 3:2 out:2 | X to roll | stage X moving O moving"
      When X rolls 6-4-3
      Then the only legal play is "3/off"
      When X plays "3/off"
      Then the position is "X 1:2 off:10 | O 12:2 8:2 5:2 4:2 3:2 out:2 | O to play 6-4 passed by X | stage X moving O moving"

    Scenario: Between the two, an unused number is lost
      # X's man on 8 is not home; 8/2 would put a third man on his 2, and the 6s bear none off
      Given the position "X 8:1 2:2 off:9 | O 12:2 8:2 5:2 4:2 3:2 out:2 | X to roll | stage X moving O moving"
      When X rolls 6-6-6
      Then X has no legal move
      When X plays "no move"
      Then the position is "X 8:1 2:2 off:9 | O 12:2 8:2 5:2 4:2 3:2 out:2 | O to roll | stage X moving O moving"

    Scenario: A man is borne off before the others are home
      Given the position "X 13:1 1:1 off:10 | O 11:2 10:2 9:2 8:2 3:2 out:2 | X to roll | stage X moving O moving"
      When X rolls 3-2-1
      Then the legal plays are:
        | play       |
        | 13/7       |
        | 13/8 1/off |

  @rule:DO-11
  Rule: the first to bear off all his men wins

    Scenario: The 1 bears the last man off
      Given the position "X 1:1 off:11 | O 12:2 8:2 5:2 4:2 3:2 out:2 | X to roll | stage X moving O moving"
      When X rolls 3-2-1
      Then the only legal play is "1/off"
      When X plays "1/off"
      Then the game is over
      And the score is X wins a single for 1 point

  @rule:DO-14
  Rule: when neither side can move, the game is drawn (the book's tie in Quinze Tablas)

    Scenario: X's pairs stand before O's and O's before X's: neither can move
      # X's next points, 6 to 1, hold O's pairs, and his own 12 to 7 hold two each; O's next
      # points are X's 7 to 12
      Given the position "X 12:2 11:2 10:2 9:2 8:2 7:2 | O 24:2 23:2 22:2 21:2 20:2 19:2 | X to roll | stage X moving O moving"
      When X rolls 6-3-1
      Then X has no legal move
      When X plays "no move"
      Then the game is drawn

  @rule:DO-12
  Rule: men borne off only once all are in the last table (option bear-off-from-home)

    Scenario: The man on 13 must come home first: all three dice move it
      Given the variant "doblet" with option "bear-off-from-home"
      And the position "X 13:1 1:1 off:10 | O 11:2 10:2 9:2 8:2 3:2 out:2 | X to roll | stage X moving O moving"
      When X rolls 3-2-1
      Then the only legal play is "13/7"

  @rule:DO-13
  Rule: Ludii's code: unused numbers are lost (option no-passing)

    Scenario: The second 6 is lost, and O throws
      Given the variant "doblet" with option "no-passing"
      And the starting position
      When X rolls 6-6-2
      And X plays "23/23 19/19"
      Then the position is "X 24:2:stacked 23:2 22:2:stacked 21:2:stacked 20:2:stacked 19:2 | O 24:2:stacked 23:2:stacked 22:2:stacked 21:2:stacked 20:2:stacked 19:2:stacked | O to roll"

# Sources and differences
# Read (through the issue 25 research): Alfonso X, Libro de los Juegos (1283), fol. 74,
# "doblet", only the opening part of Golladay's English translation as Ludii's evidence quotes
# it; Doblet (Ludii game description): Ludeme/Ludii, board/race/escape/Doblet.lud (version
# 1.3.4), its rules text and its code.
# DO-01: the book's tables games are played with three dice, and Ludii's code has three.
# DO-02: on tavli's board X's 24 to 19 and O's 24 to 19 (X's 1 to 6), as Quinze Tablas.
# DO-04: Ludii's code names a die's point from the start of the track (die n, the n-th point,
# own 25 - n): `in stage unstacking: a die of n unstacks the n-th point from the start`.
# Every pile is two men, so one die lays a pile down (`stack states: unstacked, stacked`).
# DO-05: Ludii's text and code keep each side in its unstacking phase until all its piles are
# down; the rest of the throw then moves men, as Ludii's code plays it.
# DO-09: Ludii's code bears off at any time, with no "all home" test, as Quinze Tablas in the
# same book; the book's "bearing off at the end" (DO-10) reads as a last stage, so an option
# allows bearing off only once all are home (DO-12).
# DO-10: Ludii's text, after the book, passes a number the thrower cannot use "while
# unstacking, or bearing off at the end"; its code does not (option no-passing, DO-13). tavli
# reads "bearing off" as all his men in his last table:
# `unplayed dice: passed to the opponent when stage unstacking or all in home`, judged once
# the thrower has played what he could; the receiver uses the number in his own stage.
# Reconstructed: the opening (one die each, ties thrown again, the higher throws all three
# dice), three alike played as three dice, as many dice as possible played (else the larger),
# one point a game and no doubling cube.
# DO-14: no source of Doblet says what happens when both sides block each other, which the
# limit of two to a point makes possible (each side's pairs on the six points in front of the
# other's); the book gives Quinze Tablas a tie then, and tavli reads Doblet the same way, so
# that every game can end.
