Feature: Shesh Besh: Backgammon without the cube, and a backgammon only from the bar
  "What is Shesh Besh?" (katgammon.com, after bkgm.com) says the game is almost identical to
  Backgammon: there is no doubling cube; a game won counts 1 and a gammon ("mars") 2; a
  backgammon ("Turkish mars") counts 3, but only when the loser has borne off no checker and
  still has one on the bar, which is rarer than Backgammon's backgammon. Everything else is
  Backgammon's; with no cube, equal opening dice are simply rolled again. Other descriptions
  have the opening winner roll both dice again: the option opening-reroll.

  Background:
    Given the variant "shesh-besh"

  Rule: a backgammon needs a checker on the bar

    Scenario Outline: What the winner scores
      Given the position "X off:15 | O <loser> | X has won"
      Then the score is X wins a <result> for <points> points

      Examples:
        | loser             | result       | points |
        | 6:14 off:1        | single       | 1      |
        | 6:15              | mars         | 2      |
        | 24:2 6:13         | mars         | 2      |
        | bar:1 6:14        | turkish-mars | 3      |
        | bar:1 6:13 off:1  | single       | 1      |

  Rule: the opening is Backgammon's, without automatic doubles

    Scenario: The opening winner plays both numbers
      Given a new game
      When the opening dice are 5 and 2
      Then X is to play 5-2

    Scenario: Equal opening dice are rolled again, the stake unchanged
      Given a new game
      When the opening dice are 6 and 6
      Then the position is "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | opening roll"

    Scenario: With the option opening-reroll the winner rolls both dice again
      Given the variant "shesh-besh" with option "opening-reroll"
      And a new game
      When the opening dice are 5 and 2
      Then the position is "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | X to roll again"

  Rule: there is no doubling cube

    Scenario: No player may double
      Given the starting position
      Then the variant has no doubling cube
      And X may not double
