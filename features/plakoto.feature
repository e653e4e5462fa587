Feature: Plakoto: pinning instead of hitting
  Plakoto, the second game of Greek Tavli, as Wikipedia's "Plakoto" page describes it. Each
  player starts with all fifteen checkers on the opponent's 1 point and the two run in
  opposite directions, as in Backgammon. A checker that lands on a single enemy checker does
  not hit it: it pins it, and the pinned checker may not move until every checker on top of it
  has left. A point with a checker pinned under an enemy one is held by the enemy. A pinned
  checker outside the home board keeps its owner from bearing off. If a player's last checker
  on his starting point (his "mother") is pinned there, he loses the game at once, for two
  points. The source documents of this project do not describe Plakoto, so these scenarios
  cite no clause.

  Background:
    Given the variant "plakoto"

  Rule: landing on a single enemy checker pins it

    Scenario: X pins O's lone checker, and O cannot move it
      Given the position "X 24:14 20:1 | O 24:14 10:1 | X to roll"
      When X rolls 5-2
      And X plays "24/22 20/15*"
      Then the position is "X 24:13 22:1 15:1 | O 24:14 10:pinned | O to roll"
      When O rolls 6-5
      Then the legal plays are:
        | play        |
        | 24/18 24/19 |
        | 24/13       |

    Scenario: Leaving the point sets the pinned checker free
      Given the position "X 24:13 22:1 15:1 | O 24:14 10:pinned | X to roll"
      When X rolls 3-1
      And X plays "15/12 22/21"
      Then the position is "X 24:13 21:1 12:1 | O 24:14 10:1 | O to roll"

    Scenario: A pinner with a pinned checker under it holds the point
      Given the position "X 24:13 22:1 15:1 | O 24:13 15:1 10:pinned | O to roll"
      When O rolls 5-4
      Then "15/10" is illegal

  Rule: a pinned checker outside home keeps the home board closed to bearing off

    Scenario: No checker comes off while one is pinned outside the home board
      Given the position "X 6:14 15:pinned | O 10:1 off:14 | X to roll"
      When X rolls 6-5
      Then "6/off 6/1" is illegal
      And "6/1 6/off" is illegal

  Rule: the mother checker

    Scenario: Pinning the last checker on its starting point wins the game for two points
      Given the position "X 24:1 6:14 | O 7:1 13:1 off:13 | O to roll"
      When O rolls 6-1
      And O plays "7/1* 13/12"
      Then the game is over
      And the score is O wins a mother for 2 points
