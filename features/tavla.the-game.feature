Feature: Tavla: the traditional Turkish game
  The English Wikipedia article "Tavla" gives the traditional game Backgammon's set-up and aim,
  with these differences: the winner of the opening roll rolls the dice again for his first
  turn, so a double is possible on the very first move; a win scores 1 point and a gammon 2;
  there is no backgammon and no doubling cube. (The article also says that a checker may not
  hit and run on in a player's home board; tavli's rules language cannot say that yet, and
  these scenarios do not cover it.)

  Background:
    Given the variant "tavla"

  Scenario: The variant is also known by its Persian name
    Then the variant is also called "Takhteh"

  Rule: the winner of the opening roll rolls again for his first turn

    Scenario: The opening numbers are not played
      Given a new game
      When the opening dice are 2 and 6
      Then the position is "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | O to roll again"
      When O rolls 3-1
      Then O is to play 3-1

    Scenario: Equal opening dice are rolled again
      Given a new game
      When the opening dice are 3 and 3
      Then the position is "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | opening roll"

  Rule: a win scores 1, a gammon 2, and there is no backgammon

    Scenario Outline: What the winner scores
      Given the position "X <loser> | O off:15 | O has won"
      Then the score is O wins a <result> for <points> points

      Examples:
        | loser           | result | points |
        | 4:14 off:1      | single | 1      |
        | 13:15           | gammon | 2      |
        | bar:2 24:3 13:10 | gammon | 2     |

  Rule: there is no doubling cube

    Scenario: No player may double
      Given the starting position
      Then the variant has no doubling cube
      And X may not double
