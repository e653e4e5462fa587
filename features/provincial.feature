Feature: Provincial: three dice, fifteen men across the bar, and bearing off from anywhere
  Provincial, a tables game of a fourteenth-century English manuscript, as Ludii's game
  description gives it after Murray (1951), rules text and code: fifteen men each and three
  dice; each side starts with eight men on the sixth point of its track and seven on the
  seventh, and the two run opposite ways round the board; two or more men close a point; a lone
  man landed on is taken up and enters again at the start of its track by a die, while its
  side's other men move as they please; a man leaves the board whenever a die carries it past
  the end, wherever the others stand; the first to bear off every man wins. The opening is
  tavli's reconstruction (not tagged below).

  Rule register (Provincial (Ludii game description)):
  PV-01: twenty-four points in a horseshoe track, the two sides running opposite ways, fifteen men each [Provincial (Ludii game description) § rules; Provincial (Ludii game description) § code, board and tracks]
  PV-02: each side starts with eight men on the sixth point of its track and seven on the seventh [Provincial (Ludii game description) § rules; Provincial (Ludii game description) § code, start]
  PV-03: three six-sided dice; each die moves a man, or one man moves by several; three alike are three moves like any throw [Provincial (Ludii game description) § rules; Provincial (Ludii game description) § code, play]
  PV-04: a man may not stop on a point where two or more enemy men stand [Provincial (Ludii game description) § rules; Provincial (Ludii game description) § code, NotEnemyOrOnlyOne]
  PV-05: a lone enemy man landed on is taken off the board and enters again from the start of its own track, by a die [Provincial (Ludii game description) § rules; Provincial (Ludii game description) § code, play and Bar]
  PV-06: the hit man has no priority: its side's other men may move while it waits to enter [Provincial (Ludii game description) § code, play]
  PV-07: a man is borne off when a die carries it past the end of the track (a die at least its point number), from any point, wherever the other men stand [Provincial (Ludii game description) § rules; Provincial (Ludii game description) § code, play and CanEscape]
  PV-08: the first to bear off all his men wins [Provincial (Ludii game description) § rules; Provincial (Ludii game description) § code, end]

  Background:
    Given the variant "provincial"

  @rule:PV-01 @rule:PV-02
  Rule: the board and the start

    Scenario: Eight men on the sixth point of the track and seven on the seventh, on each side
      Then the variant has 15 checkers per side
      And X's track runs from point 24 to point 1
      And O's track runs from point 1 to point 24
      And the two tracks run in opposite directions
      Given the starting position
      Then the position is "X 19:8 18:7 | O 19:8 18:7 | X to roll"

  @rule:PV-03
  Rule: three dice, each a move

    Scenario: Three dice of six faces
      Then the variant is played with 3 dice of 6 faces
      And the variant has no doubling cube

    Scenario: Three alike are three moves, played by several men or by one
      Given the starting position
      When X rolls 2-2-2
      Then every legal play moves 3 times
      And "19/17(3)" is legal
      And "19/13" is legal
      And "19/17 18/14" is legal

    Scenario: Each die a man, or one man by two of them
      Given the starting position
      When X rolls 6-5-1
      Then "19/13 19/14 18/17" is legal
      And "19/8 18/17" is legal

  @rule:PV-04
  Rule: two or more enemy men close a point

    Scenario: No man may reach the point where seven of O's men stand
      Given the starting position
      When X rolls 6-5-1
      Then "19/7" is illegal
      And "18/6" is illegal

    Scenario: A hit man cannot enter on a point that two enemy men hold
      Given the position "X 19:7 18:6 3:2 | O bar:1 19:8 18:6 | O to roll"
      When O rolls 3-3-3
      Then "bar/22 19/16(2)" is illegal
      And "19/16(3)" is legal
      And every legal play moves 3 times

  @rule:PV-05
  Rule: a lone man landed on is taken up and enters again at the start of its track

    Scenario: X hits O's lone man on X's 15 point
      Given the position "X 19:8 18:7 | O 19:8 18:6 10:1 | X to roll"
      When X rolls 4-2-1
      And X plays "19/15* 19/17 18/17"
      Then the position is "X 19:6 18:6 17:2 15:1 | O bar:1 19:8 18:6 | O to roll"

    Scenario: The hit man enters on the point of its track the die names
      Given the position "X 19:6 18:6 17:2 15:1 | O bar:1 19:8 18:6 | O to roll"
      When O rolls 3-2-1
      Then "bar/24 19/17 19/16" is legal
      And "bar/23 19/16 19/18" is legal
      And "bar/22 19/18 19/17" is legal

  @rule:PV-06
  Rule: the hit man waits with no priority (Ludii's code)

    Scenario: O moves other men and leaves the hit man waiting
      Given the position "X 19:6 18:6 17:2 15:1 | O bar:1 19:8 18:6 | O to roll"
      When O rolls 3-2-1
      Then "19/16 19/17 18/17" is legal
      And "19/13" is legal

  @rule:PV-07
  Rule: a die past the end bears a man off, from any point, at any time

    Scenario: A man bears off while fourteen others are far from home
      Given the position "X 20:14 3:1 | O 1:15 | X to roll"
      When X rolls 6-5-4
      Then "3/off 20/15 20/16" is legal
      And "20/14 20/15 3/off" is legal

    Scenario: Larger dice bear men off from a lower point while a man stands higher
      Given the position "X 6:1 2:14 | O 1:15 | X to roll"
      When X rolls 5-4-1
      Then "6/5 2/off(2)" is legal
      And "6/1 2/off 2/1" is legal

    Scenario: A die smaller than the point number does not bear the man off
      Given the position "X 5:1 off:14 | O 1:15 | X to roll"
      When X rolls 2-1-1
      Then the only legal play is "5/1"

  @rule:PV-08
  Rule: the end

    Scenario: Bearing off the last man wins at once
      Given the position "X 2:1 off:14 | O 19:8 18:7 | X to roll"
      When X rolls 6-5-4
      Then the only legal play is "2/off"
      When X plays "2/off"
      Then the position is "X off:15 | O 19:8 18:7 | X has won"
      And the game is over
      And the score is X wins a single for 1 point

  Rule: the opening (tavli's reconstruction)

    Scenario: Equal opening dice are rolled again
      Given a new game
      When the opening dice are 4 and 4
      Then the position is "X 19:8 18:7 | O 19:8 18:7 | opening roll"

    Scenario: The higher die begins, throwing all three dice
      Given a new game
      When the opening dice are 2 and 5
      Then the position is "X 19:8 18:7 | O 19:8 18:7 | O to roll again"

# Sources and differences
# Read: Ludii's description of Provincial (Ludeme/Ludii, board/race/escape/Provincial.lud, two
# stored versions, 1.2.11 and 1.3.3, with the same rules): its description, its rules text (after
# Murray 1951, p. 123) and its code (board and tracks, start, play, Bar, CanEscape, end). Wright's
# "A History of Domestic Manners and Sentiments in England during the Middle Ages" (1862, the
# pages on tables) names "the provincial" among the games of the manuscript Royal 13 A XVIII
# but gives no rules. No other rule page for the game was found.
# The rules text and the code agree: three dice, the set-up across the bar, blocked by two, the
# hit man back to the start of its track, bearing off past the end from anywhere (PV-01..PV-08).
# The code adds what the text leaves out: the hit man enters by a die from its bar, with no
# priority over the other men (PV-06). tavli's bar is that start: a die of n enters on the n-th
# point of the track, as in Ludii.
# The rules text says a man bears off with a throw "greater than the points left"; the code takes
# a man off whenever its die reaches or passes the end, so an exact die bears off too (PV-07).
# Ludii lets player 1 start and does not require the most dice; tavli's opening (one die each,
# ties again, the winner throwing all three) is a reconstruction, and its rule that as many dice
# as possible are played is kept (the language plays the most dice in every game). Ludii's
# origin note places the game in England, about 1300-1350, not in Alfonso X's book.
