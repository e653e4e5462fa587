Feature: Long Nardy: one way round, a single checker holds a point
  Long Nardy as Wikipedia's "Long Nardy" page and the Georgian nardi federation's rules of long
  backgammon describe it. Both players start with all fifteen checkers on their "head" (X on
  his 24 point, O in the opposite corner, X's 12 point) and run the same way round. Nothing is
  hit: one checker of the other colour closes a point. Only one checker may leave the head in
  a turn, but on a player's first throw a 6-6, 4-4 or 3-3 lets two leave (one could not get
  far with the other's head in the way). The higher opening die decides who starts, and the
  starter throws both dice again for his first move, so both players' first throws can use
  that exception. No one may build six points in a row unless a checker of the opponent is
  already past them. The source documents of this project do not describe Long Nardy, so
  these scenarios cite no clause.

  Rule register (Long Nardy, Wikipedia; Georgian Sport Nardi Federation, rules of long backgammon):
  LN-01: Each player has fifteen checkers, all on his head at the start: X on his 24 point, O in the opposite corner.
  LN-02: Both players run the same way round; one checker of the other colour closes a point, and nothing is hit.
  LN-03: Each player throws one die to start; the higher starts, and equal dice are thrown again.
  LN-04: The starter throws both dice again for his first move (the Narde reading, where he plays the opening dice, is an option).
  LN-05: Only one checker may leave the head in a turn.
  LN-06: In a player's first turn, a throw of 6-6, 4-4 or 3-3 lets two checkers leave the head; in later turns these throws take one.
  LN-07: No one may make six points in a row unless an opponent's checker is already past them.
  LN-08: A player bears off once all his checkers are home, by the exact number or, from the highest point, a higher one.
  LN-09: The winner scores one game (oin), or two (mars) when the loser has borne off none.

  Background:
    Given the variant "long-nardy"

  Rule: the set-up and the opening

    @rule:LN-01
    Scenario: Every checker starts on its owner's head
      Given a new game
      Then the position is "X 24:15 | O 24:15 | opening roll"
      And X's track runs from point 24 to point 1
      And O's track runs from point 12 to point 13

    @rule:LN-03
    Scenario: Equal opening dice are thrown again
      Given a new game
      When the opening dice are 4 and 4
      Then the position is "X 24:15 | O 24:15 | opening roll"

    @rule:LN-03 @rule:LN-04
    Scenario: The higher die starts, and the starter throws both dice for his first move
      Given a new game
      When the opening dice are 2 and 5
      Then the position is "X 24:15 | O 24:15 | O to roll again"

    @rule:LN-04 @rule:LN-06
    Scenario: The starter's first throw can be one of the doubles that take two off the head
      Given a new game
      When the opening dice are 5 and 2
      And X rolls 6-6
      Then the legal plays are:
        | play     |
        | 24/18(2) |

    @rule:LN-04
    Scenario: With the option opening-numbers the starter plays the opening dice
      Given the variant "long-nardy" with option "opening-numbers"
      And a new game
      When the opening dice are 5 and 2
      Then X is to play 5-2

  Rule: one checker off the head a turn

    @rule:LN-05
    Scenario: From the start a plain roll moves a single checker off the head
      Given the starting position
      When X rolls 6-5
      Then the legal plays are:
        | play  |
        | 24/13 |

    @rule:LN-06
    Scenario Outline: The first throw's doubles take two checkers off the head
      Given the starting position
      When X rolls <roll>
      Then the legal plays are:
        | play    |
        | <plays> |

      Examples:
        | roll | plays             |
        | 6-6  | 24/18(2)          |
        | 4-4  | 24/16(2)          |

    @rule:LN-06
    Scenario: A first throw of 3-3 moves two checkers off the head, together or apart
      Given the starting position
      When X rolls 3-3
      Then the legal plays are:
        | play        |
        | 24/18(2)    |
        | 24/15 24/21 |

    @rule:LN-06
    Scenario: The second player's first throw has the exception too
      Given the position "X 24:14 13:1 | O 24:15 | O to roll | turns X 1+ O 0"
      When O rolls 6-6
      Then the legal plays are:
        | play     |
        | 24/18(2) |

    @rule:LN-05 @rule:LN-06
    Scenario: Later doubles take only one checker off the head
      Given the position "X 24:14 18:1 | O 24:13 18:2 | X to roll | turns X 1+ O 1+"
      When X rolls 6-6
      Then the legal plays are:
        | play  |
        | 24/18 |

    @rule:LN-05
    Scenario: With a 1 in the roll a single checker still leaves the head
      Given the starting position
      When X rolls 2-1
      Then the legal plays are:
        | play  |
        | 24/21 |

    @rule:LN-05
    Scenario: The last but one checker may leave the head
      Given the position "X 24:2 1:13 | O 24:15 | X to roll | turns X 1+ O 1+"
      When X rolls 6-5
      Then the legal plays are:
        | play  |
        | 24/13 |

    @rule:LN-05 @rule:LN-06
    Scenario: A plain roll in the first turn still takes one checker off the head
      Given the starting position
      When X rolls 5-4
      Then "24/20 24/19" is illegal
      And "24/15" is legal

    @rule:LN-04 @rule:LN-06
    Scenario: With the option opening-numbers the second player's first throw keeps the exception
      Given the variant "long-nardy" with option "opening-numbers"
      And a new game
      When the opening dice are 5 and 2
      And X plays "24/19/17"
      And O rolls 4-4
      Then the legal plays are:
        | play     |
        | 24/16(2) |

  Rule: no hitting: a single enemy checker closes the point

    @rule:LN-02
    Scenario: X may not land where one O checker stands
      Given the position "X 24:15 | O 24:14 10:1 | X to roll"
      When X rolls 2-1
      Then "24/22" is illegal
      And "24/21" is legal

  Rule: no six points in a row unless an enemy checker is past them

    @rule:LN-07
    Scenario: The sixth point in a row may not be made while every O checker is behind it
      Given the position "X 24:9 18:1 17:1 16:1 15:1 14:1 3:1 | O 24:15 | X to roll | turns X 1+ O 1+"
      When X rolls 5-1
      Then "24/19 3/2" is illegal
      And "18/13 3/2" is legal

    @rule:LN-07
    Scenario: The sixth point may not be made at the far end of the row either
      Given the position "X 24:9 19:1 18:1 17:1 16:1 15:1 3:1 | O 24:15 | X to roll | turns X 1+ O 1+"
      When X rolls 6-4
      Then "24/14" is illegal
      And "24/18 19/15" is legal

    @rule:LN-07
    Scenario: The sixth point may not be made in the middle of the row
      Given the position "X 24:9 19:1 18:1 17:1 15:1 14:1 3:1 | O 24:15 | X to roll | turns X 1+ O 1+"
      When X rolls 6-2
      Then "24/16" is illegal
      And "24/18 3/1" is legal

    @rule:LN-07
    Scenario: The sixth point may not be made next to the head
      Given the position "X 24:10 23:1 22:1 21:1 20:1 3:1 | O 24:15 | X to roll | turns X 1+ O 1+"
      When X rolls 5-1
      Then "24/19 3/2" is illegal
      And "24/18" is legal

    @rule:LN-07
    Scenario: Six points at the end of the track may be made past an O checker on his last quarter
      Given the position "X 24:9 8:1 6:1 5:1 4:1 3:1 2:1 | O 24:14 3:1 | X to roll | turns X 1+ O 1+"
      When X rolls 6-1
      Then "8/1" is legal

    @rule:LN-07
    Scenario: Six points at the end of the track may not be made with every O checker behind them
      Given the position "X 24:9 8:1 6:1 5:1 4:1 3:1 2:1 | O 24:15 | X to roll | turns X 1+ O 1+"
      When X rolls 6-1
      Then "8/1" is illegal

    @rule:LN-07
    Scenario: The sixth point may not be made next to the last point of the track
      Given the position "X 24:9 7:1 5:1 4:1 3:1 2:1 1:1 | O 24:15 | X to roll | turns X 1+ O 1+"
      When X rolls 2-1
      Then "7/6 24/22" is illegal
      And "7/5 24/23" is legal

    @rule:LN-07
    Scenario: Five points next to the head are no row of six, whatever O has borne off
      Given the position "X 24:11 23:1 22:1 21:1 3:1 | O 24:14 off:1 | X to roll | turns X 1+ O 1+"
      When X rolls 4-1
      Then "24/20 3/2" is legal

    @rule:LN-07
    Scenario: Bearing off from six points in a row is no new row
      Given the position "X 6:2 5:2 4:2 3:2 2:2 1:2 off:3 | O 24:14 3:1 | X to roll | turns X 1+ O 1+"
      When X rolls 6-5
      Then "6/off 5/off" is legal

    @rule:LN-07
    Scenario: Once an O checker is past them, the six points may be made
      Given the position "X 24:9 18:1 17:1 16:1 15:1 14:1 3:1 | O 24:14 1:1 | X to roll | turns X 1+ O 1+"
      When X rolls 5-1
      Then "24/19 3/2" is legal

  Rule: bearing off and the end of the game

    @rule:LN-08
    Scenario: No checker is borne off while one is still outside the home
      Given the position "X 8:1 3:1 off:13 | O 24:15 | X to roll | turns X 1+ O 1+"
      When X rolls 3-1
      Then "8/7 3/off" is illegal
      And "8/4" is legal

    @rule:LN-08
    Scenario: A higher number bears off from the highest point
      Given the position "X 3:1 2:1 off:13 | O 24:15 | X to roll | turns X 1+ O 1+"
      When X rolls 6-5
      Then the legal plays are:
        | play          |
        | 3/off 2/off   |

    @rule:LN-09
    Scenario: A loser who has borne off something loses a single game
      Given the position "X 1:1 off:14 | O 1:2 off:13 | X to roll | turns X 1+ O 1+"
      When X rolls 2-1
      And X plays "1/off"
      Then the score is X wins a single for 1 point

    @rule:LN-09
    Scenario: A loser who has borne off nothing loses a mars
      Given the position "X 1:1 off:14 | O 24:15 | X to roll | turns X 1+ O 1+"
      When X rolls 2-1
      And X plays "1/off"
      Then the score is X wins a mars for 2 points
