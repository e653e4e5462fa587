Feature: Nard: the Persian game, doubles once, exact bear-off
  Nard, as Ludii's game description gives it after Himly (1879): Backgammon's starting position
  and directions; each die is one move and a double is not played twice; a lone piece landed
  on goes to the middle of the board and comes back in by a die, counting the first point of
  the track as one, and nothing else moves until it is in; bearing off once every piece is on
  the final six points, by the exact number; all the moves the dice allow must be played. The
  winner scores 1, or 2 when the loser still has a piece in his own starting quarter. The
  opening is not described: Backgammon's, ties rolled again (a reconstruction).

  Rule register (Nard (Ludii game description, after Himly 1879)):
  NR-01: twenty-four points in a horseshoe track, the two sides running opposite ways, fifteen pieces each, two dice [Nard (Ludii game description, after Himly 1879) § rules]
  NR-02: counted from each track's origin: five pieces on the 6th point, three on the 8th, five on the 13th, two on the 24th [Nard (Ludii game description, after Himly 1879) § rules]
  NR-03: each die moves a piece, or one piece moves by both; a double is two moves like any throw [Nard (Ludii game description, after Himly 1879) § rules]
  NR-04: no piece may end on a point with two or more enemy pieces [Nard (Ludii game description, after Himly 1879) § rules]
  NR-05: a lone enemy piece landed on goes to the middle and enters again by a die, the first point counting one, not on a point of two or more; nothing else moves until it is in [Nard (Ludii game description, after Himly 1879) § rules]
  NR-06: bearing off once all pieces are on the final six points, by the exact number: a 6 from the sixth point and so on [Nard (Ludii game description, after Himly 1879) § rules]
  NR-07: all the moves the dice allow must be played [Nard (Ludii game description, after Himly 1879) § rules]
  NR-08: the first to bear off all wins 1 point, or 2 when the loser has a piece in his starting quarter [Nard (Ludii game description, after Himly 1879) § rules]

  Background:
    Given the variant "nard"

  @rule:NR-01 @rule:NR-02
  Rule: the board and the start

    Scenario: Backgammon's starting position
      Then the variant has 15 checkers per side
      And the two tracks run in opposite directions
      Given the starting position
      Then the position is "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | X to roll"

  @rule:NR-03 @rule:NR-07
  Rule: each die once, and all of them

    Scenario: A double is played as two moves
      Given the starting position
      When X rolls 4-4
      Then every legal play moves 2 times
      And "8/4(2)" is legal
      And "8/4(2) 6/2(2)" is illegal

    Scenario: Both dice must be played
      Given the starting position
      When X rolls 6-5
      Then "24/18" is illegal
      And "24/13" is legal

  @rule:NR-04
  Rule: two enemy pieces close a point

    Scenario: The opponent's six point is closed
      Given the starting position
      When X rolls 5-1
      Then "24/19 24/23" is illegal
      And "13/8 6/5" is legal

  @rule:NR-05
  Rule: a hit piece enters again first

    Scenario: A blot is hit and must enter by a die before anything else moves
      Given the position "X 24:2 13:5 8:3 6:5 | O 24:2 14:1 13:4 8:3 6:5 | X to roll"
      When X rolls 2-1
      And X plays "13/11* 6/5"
      Then the position is "X 24:2 13:4 11:1 8:3 6:4 5:1 | O bar:1 24:2 13:4 8:3 6:5 | O to roll"
      When O rolls 6-3
      Then "24/18 13/10" is illegal
      And "bar/22 24/18" is legal

  @rule:NR-06
  Rule: bearing off by the exact number

    Scenario: A larger number does not bear off; it is lost when nothing else can use it
      Given the position "X 3:1 2:14 | O 24:15 | X to roll"
      When X rolls 6-2
      Then the only legal play is "2/off"

    Scenario: A piece outside the final six points keeps the others on the board
      Given the position "X 7:1 6:14 | O 24:15 | X to roll"
      When X rolls 6-1
      Then "6/off 6/5" is illegal
      And "7/6 6/off" is legal

  @rule:NR-08
  Rule: the score

    Scenario Outline: What the winner scores
      Given the position "X off:15 | O <loser> | X has won"
      Then the score is X wins a <result> for <points> points

      Examples:
        | loser       | result | points |
        | 6:14 off:1  | single | 1      |
        | 6:15        | single | 1      |
        | 20:1 6:14   | double | 2      |

# Sources and differences
# Read: Ludii's game description of Nard (Ludeme/Ludii, Common/res/lud/board/race/escape/
# Nard.lud: its rules text, after Himly 1879, and its description); for comparison the English
# Wikipedia "Nard (game)" (Rules, Common rules: only its opening lines could be read here).
# Ludii is the only rule source; every point follows its rules text, which has no headings.
# Doubles: the text gives each die one move and says nothing of doubles; Ludii's own play code
# does not repeat a double either, so a double is two moves (NR-03), not four as in Backgammon.
# Bearing off: the text names only the exact numbers (a 6 from the sixth point, down to 1); what
# a larger number does is not said, and tavli reads it as exact only (NR-06).
# Hitting: the text says a lone piece is sent to the middle when a player ends his turn on it;
# Ludii's play code hits on every die's landing, and so does tavli (NR-05), as in Backgammon.
# Forced play: the text says all the moves the dice allow must be played; which die when only
# one of two can be played is not said, and tavli keeps Backgammon's larger die.
# The opening is not described in Ludii: tavli keeps Backgammon's (one die each, the higher
# plays the two numbers thrown), ties rolled again, a reconstruction. Wikipedia's common rules
# also begin with each player throwing one die; the rest of its opening could not be read.
# The games Wikipedia describes as Nard's variants (Nardshir, Nardy, each with its own layout)
# are other games, not this one: left out. Nard has no options: Backgammon's money-play
# options are withdrawn, as Ludii's Nard has no cube.
