Feature: Fevga: the first checker runs first
  Fevga, the third game of Greek Tavli, as the iTavli rules page "Fevga" and Wikipedia's
  "Tavli" page describe it. Both players start with all fifteen checkers on one point in
  opposite corners (X on his 24 point, O on X's 12 point) and run the same way round. Nothing
  is hit: a single checker of either colour holds its point. A player moves only his first
  checker until it has reached the other player's starting quarter (his own points 12 to 7)
  or gone further; then any checker may leave the start. A player may never hold all six
  points of his own starting quarter, nor, as in Long Nardy, six points in a row unless a
  checker of the opponent is already past them. The source documents of this project do not
  describe Fevga, so these scenarios cite no clause.

  Background:
    Given the variant "fevga"

  Rule: the first checker runs alone until it reaches the other player's starting quarter

    Scenario: The opening roll moves one checker only
      Given the starting position
      When X rolls 6-5
      Then the legal plays are:
        | play  |
        | 24/13 |

    Scenario: Short of the other starting quarter the first checker still moves alone
      Given the position "X 24:14 16:1 | O 24:15 | X to roll"
      When X rolls 2-1
      Then the legal plays are:
        | play  |
        | 16/13 |

    Scenario: Once it is there, more checkers may leave the start
      Given the position "X 24:14 10:1 | O 24:15 | X to roll"
      When X rolls 2-1
      Then "24/23 24/22" is legal
      And "24/21" is legal

  Rule: one point of the starting quarter stays open

    Scenario: The sixth point of the starting quarter may not be taken
      Given the position "X 24:10 23:1 22:1 21:1 20:1 10:1 | O 24:15 | X to roll"
      When X rolls 5-1
      Then "24/19 24/23" is illegal
      And "24/19 23/22" is legal

  Rule: nothing is hit

    Scenario: A single O checker holds its point
      Given the position "X 24:14 10:1 | O 24:14 10:1 | X to roll"
      When X rolls 2-1
      Then "24/22" is illegal
