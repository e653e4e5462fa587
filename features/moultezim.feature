Feature: Moultezim: the first checker runs, one checker holds a point, four points at most
  Moultezim, as bkgm.com's variants page describes it (threemountaingames.com gives the same
  text; gamerz.net's pbmserv rules agree). Each player starts with all fifteen checkers on the
  rightmost point of the far side, the two in diagonally opposite corners, and both run
  counterclockwise. One checker holds a point and nothing is hit. The first checker must pass
  the opponent's starting point before any other may move, and no player may occupy more than
  four points of the opponent's starting table, so that no prime stands right in front of the
  opponent's pile. No doubling cube (pbmserv).

  Rule register (Moultezim, bkgm.com variants as threemountaingames.com gives it; gamerz.net pbmserv):
  MZ-01: fifteen checkers each on the rightmost point of the far side, in diagonally opposite corners, both running counterclockwise
  MZ-02: one die each to start; the higher rolls both dice again for his first turn
  MZ-03: a checker may land only on a point with no opposing checker: one checker holds a point, and nothing is hit
  MZ-04: each die is a separate move; one checker taking both needs an open point between
  MZ-05: doubles are played twice
  MZ-06: both numbers if possible; if only one can be played, the higher
  MZ-07: the first checker must pass the opponent's starting point before any other checker moves
  MZ-08: no player may occupy more than four points of the opponent's starting table
  MZ-09: bearing off once all fifteen are home
  MZ-10: no doubling cube

  Background:
    Given the variant "moultezim"

  @rule:MZ-01
  Rule: the start

    Scenario: All fifteen on one point, in opposite corners
      Then X's track runs from point 24 to point 1
      And O's track runs from point 12 to point 13
      Given the starting position
      Then the position is "X 24:15 | O 24:15 | X to roll"

  @rule:MZ-02
  Rule: the opening

    Scenario: The higher die starts and rolls both dice again
      Given a new game
      When the opening dice are 5 and 2
      Then the position is "X 24:15 | O 24:15 | X to roll again"

  @rule:MZ-07
  Rule: the first checker passes the opponent's starting point first

    Scenario: From the start only the first checker moves
      Given the starting position
      When X rolls 6-5
      Then the only legal play is "24/13"

    Scenario: Once past the opponent's starting point, the next may leave
      Given the position "X 24:14 13:1 | O 24:15 | X to roll"
      When X rolls 2-1
      Then the legal plays are:
        | play        |
        | 13/10       |
        | 13/11 24/23 |

  @rule:MZ-03
  Rule: one checker holds a point

    Scenario: No landing on a lone enemy checker
      Given the position "X 24:14 10:1 | O 24:14 21:1 | X to roll"
      When X rolls 2-1
      Then "10/9 24/22" is illegal
      And "10/8 24/23" is legal

  @rule:MZ-04
  Rule: both points between closed

    Scenario: The first checker cannot take both dice past two held points
      Given the position "X 24:15 | O 24:13 7:1 6:1 | X to roll"
      When X rolls 6-5
      Then X has no legal move

  @rule:MZ-05
  Rule: doubles

    Scenario: A double two takes the first checker four times
      Given the starting position
      When X rolls 2-2
      Then the only legal play is "24/16"

  @rule:MZ-06
  Rule: the higher number when only one can be played

    Scenario: The 4 or the 2, but not both: the 4
      Given the position "X 10:1 off:14 | O 24:14 16:1 | X to roll"
      When X rolls 4-2
      Then the only legal play is "10/6"

  @rule:MZ-08
  Rule: four points of the opponent's starting table at most

    Scenario: A fifth point there is refused, moving within the four is not
      Given the position "X 24:9 11:2 10:1 9:1 8:1 3:1 | O 24:15 | X to roll"
      When X rolls 4-1
      Then "11/7 3/2" is illegal
      And "10/6 3/2" is legal
      And "11/7 8/7" is legal

  @rule:MZ-09
  Rule: bearing off

    Scenario: A checker outside the home board keeps the others on the board
      Given the position "X 7:1 6:14 | O 24:15 | X to roll"
      When X rolls 6-1
      Then "6/off 6/5" is illegal
      And "7/6 6/off" is legal

  @rule:MZ-10
  Rule: no doubling cube

    Scenario: No player may double
      Given the starting position
      Then the variant has no doubling cube
