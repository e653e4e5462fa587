Feature: Long Nardy: one way round, a single checker holds a point
  Long Nardy as Wikipedia's "Long Nardy" page and the Georgian nardi federation's rules of long
  backgammon describe it. Both players start with all fifteen checkers on their "head" (X on
  his 24 point, O in the opposite corner, X's 12 point) and run the same way round. Nothing is
  hit: one checker of the other colour closes a point. Only one checker may leave the head in
  a turn, but on a player's first throw a 6-6, 4-4 or 3-3 lets two leave (one could not get
  far with the other's head in the way). No one may build six points in a row unless a
  checker of the opponent is already past them. The source documents of this project do not
  describe Long Nardy, so these scenarios cite no clause.

  Background:
    Given the variant "long-nardy"

  Rule: one checker off the head a turn

    Scenario: From the start a plain roll moves a single checker off the head
      Given the starting position
      When X rolls 6-5
      Then the legal plays are:
        | play  |
        | 24/13 |

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

    Scenario: Later doubles take only one checker off the head
      Given the position "X 24:14 18:1 | O 24:15 | X to roll"
      When X rolls 6-6
      Then the legal plays are:
        | play  |
        | 24/18 |

  Rule: no hitting: a single enemy checker closes the point

    Scenario: X may not land where one O checker stands
      Given the position "X 24:15 | O 24:14 10:1 | X to roll"
      When X rolls 2-1
      Then "24/22" is illegal
      And "24/21" is legal

  Rule: no six points in a row unless an enemy checker is past them

    Scenario: The sixth point in a row may not be made while every O checker is behind it
      Given the position "X 24:9 18:1 17:1 16:1 15:1 14:1 3:1 | O 24:15 | X to roll"
      When X rolls 5-1
      Then "24/19 3/2" is illegal
      And "18/13 3/2" is legal

    Scenario: Once an O checker is past them, the six points may be made
      Given the position "X 24:9 18:1 17:1 16:1 15:1 14:1 3:1 | O 24:14 1:1 | X to roll"
      When X rolls 5-1
      Then "24/19 3/2" is legal

  Rule: the end of the game

    Scenario: A loser who has borne off nothing loses a mars
      Given the position "X 1:1 off:14 | O 24:15 | X to roll"
      When X rolls 2-1
      And X plays "1/off"
      Then the score is X wins a mars for 2 points
