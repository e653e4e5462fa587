Feature: Buffa de Baldrac: three dice, enter everything, then run opposite ways
  Buffa de Baldrac, from Alfonso X's Libro de los Juegos (1283), as Ludii's game description
  gives it: three dice; every piece starts off the board and is entered by the dice into one's
  own first quarter, the two first quarters lying on one half of the board; only when all are in
  do pieces move on, the two sides running opposite ways toward the quarter where the other
  entered; a lone piece landed on goes back and must be entered again; bearing off once all are
  in the last quarter, by the exact number; the most moves the dice allow must be played. The
  opening is Golladay's translation of the book: the players roll, and the winner plays first.

  Rule register (Buffa de Baldrac (Ludii game description); Libro de los Juegos f.79 (Golladay's translation, ludii.games evidence)):
  BB-01: fifteen pieces each and three dice [Buffa de Baldrac (Ludii game description) § rules]
  BB-02: each die moves a piece, or two dice one piece and the third another, or all three one piece [Buffa de Baldrac (Ludii game description) § rules]
  BB-03: every piece starts off the board and enters by a die into its own first quarter, the two first quarters on one half of the board [Buffa de Baldrac (Ludii game description) § rules; Libro de los Juegos f.79 (Golladay's translation, ludii.games evidence) § buffa de baldrac]
  BB-04: all pieces must be entered before any piece moves on [Buffa de Baldrac (Ludii game description) § rules; Libro de los Juegos f.79 (Golladay's translation, ludii.games evidence) § buffa de baldrac]
  BB-05: the two sides run opposite ways, toward the quarter where the other entered [Buffa de Baldrac (Ludii game description) § rules]
  BB-06: a lone enemy piece landed on goes back off the board and must be entered again [Buffa de Baldrac (Ludii game description) § rules]
  BB-07: bearing off once all are in the last quarter, by the exact number only: a 6 from the sixth point down to a 1 from the first [Buffa de Baldrac (Ludii game description) § rules]
  BB-08: the most moves the dice allow must be played [Buffa de Baldrac (Ludii game description) § rules]
  BB-09: the first to bear off all of his pieces wins [Buffa de Baldrac (Ludii game description) § rules]
  BB-10: the players roll to decide who begins, and the winner plays first [Libro de los Juegos f.79 (Golladay's translation, ludii.games evidence) § buffa de baldrac]

  Background:
    Given the variant "buffa-de-baldrac"

  @rule:BB-01 @rule:BB-05
  Rule: the equipment and the tracks

    Scenario: Fifteen pieces each, three dice, opposite tracks
      Then the variant has 15 checkers per side
      And the variant is played with 3 dice of 6 faces
      And the two tracks run in opposite directions

  @rule:BB-02 @rule:BB-03 @rule:BB-04 @rule:BB-08
  Rule: entering

    Scenario: From the start every die enters a piece
      Given the starting position
      Then the position is "X hand:15 | O hand:15 | X to roll"
      When X rolls 1-3-5
      Then the only legal play is "hand/24 hand/22 hand/20"

    Scenario: A piece already in waits while others are still to enter
      Given the position "X 24:1 hand:14 | O hand:15 | X to roll"
      When X rolls 1-2-3
      Then "24/18" is illegal
      And the only legal play is "hand/24 hand/23 hand/22"

    Scenario: Once all are in, the dice move pieces on, one or several
      Given the position "X 24:15 | O hand:15 | X to roll"
      When X rolls 1-3-5
      Then the legal plays include:
        | play                  |
        | 24/23 24/21 24/19     |
        | 24/15                 |
        | 24/20 24/19           |

  @rule:BB-06
  Rule: a lone piece goes back to be entered again

    Scenario: A hit piece must be entered before its side moves anything else
      Given the position "X 18:15 | O 10:1 1:14 | X to roll"
      When X rolls 3-2-1
      And X plays "18/15* 18/16 18/17"
      Then the position is "X 18:12 17:1 16:1 15:1 | O bar:1 1:14 | O to roll"
      When O rolls 4-5-6
      Then "1/off(3)" is illegal
      And "bar/21/16/10*" is legal

  @rule:BB-07
  Rule: bearing off by the exact number

    Scenario: Only exact numbers bear off
      Given the position "X 3:1 2:14 | O 1:15 | X to roll"
      When X rolls 6-5-4
      Then X has no legal move

    Scenario: The exact numbers bear off, the rest move inside
      Given the position "X 3:1 2:14 | O 1:15 | X to roll"
      When X rolls 3-2-1
      Then "3/off 2/off 2/1" is legal

    Scenario: A piece outside the last quarter keeps the others on the board
      Given the position "X 10:1 2:14 | O 1:15 | X to roll"
      When X rolls 2-1-1
      Then "2/off 10/8" is illegal
      And "10/6" is legal

  @rule:BB-09
  Rule: the end

    Scenario: The first to bear off every piece wins
      Given the position "X off:15 | O 1:15 | X has won"
      Then the game is over
      And the score is X wins a single for 1 point

  @rule:BB-10
  Rule: a roll decides who begins (Golladay's translation)

    Scenario: Equal dice are rolled again
      Given a new game
      When the opening dice are 2 and 2
      Then the position is "X hand:15 | O hand:15 | opening roll"

    Scenario: The winner begins, throwing all three dice
      Given a new game
      When the opening dice are 3 and 6
      Then the position is "X hand:15 | O hand:15 | O to roll again"

# Sources and differences
# Read: Buffa de Baldrac (Ludii game description): Ludeme/Ludii,
# board/race/escape/Buffa de Baldrac.lud, its rules text and its code. Libro de los Juegos f.79
# (Golladay's translation, ludii.games evidence): ludii.games, "Evidence for Buffa de Baldrac"
# (DLP.Evidence.1858); the stored copy stops after the entering and the first moves.
# The opening: the translation has the players roll ("the roll battle") and the winner play
# first (BB-10); Ludii's code simply lets the first player start. How the roll is made (one die
# each), equal dice thrown again and the winner then throwing all three are tavli's reading.
# Entering onto a lone enemy piece: Ludii's code lets the entering piece share the point without
# hitting; its rules text sends back any lone piece landed on (BB-06). Default: the text; the
# code's reading is left out as an oversight.
# A hit piece: Ludii's code puts it back in the hand; tavli puts it on the bar and enters it the
# same way, before any piece still in hand. They differ only while a side has both, which BB-04
# all but rules out (every piece is in long before the other side can reach the first quarter).
# One piece moved by two or three dice: Ludii's code jumps by the sum without looking at the
# points between; its rules text moves the piece by each die in turn. Default: die by die, each
# resting point open (BB-02).
