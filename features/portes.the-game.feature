Feature: Portes: Backgammon as the first game of Greek Tavli
  The English Wikipedia article "Tavli" (section Portes) plays Portes with Backgammon's
  set-up and rules, except that the player who wins the opening roll then rolls both dice
  again for his first move (so a double may open the game), a game is won single or, when the
  loser has borne off no checker, double, with no triple win, and there is no doubling cube.
  With no cube, equal opening dice are simply rolled again. Greek players rarely use a cube;
  the option doubling-cube brings it back.

  Background:
    Given the variant "portes"

  Rule: the winner of the opening roll rolls both dice again for his first move

    Scenario Outline: The higher opening die rolls again
      Given a new game
      When the opening dice are <x> and <o>
      Then the position is "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | <starter> to roll again"

      Examples:
        | x | o | starter |
        | 5 | 2 | X       |
        | 1 | 3 | O       |

    Scenario: The first move may be a double
      Given a new game
      When the opening dice are 5 and 2
      And X rolls 6-6
      Then X is to play 6-6-6-6

    Scenario: Equal opening dice are rolled again, the stake unchanged
      Given a new game
      When the opening dice are 4 and 4
      Then the position is "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | opening roll"

  Rule: a game is won single, or double when the loser has borne off nothing

    Scenario Outline: What the winner scores
      Given the position "X off:15 | O <loser> | X has won"
      Then the score is X wins a <result> for <points> points

      Examples:
        | loser           | result | points |
        | 6:14 off:1      | single | 1      |
        | 6:15            | double | 2      |
        | bar:1 24:2 6:12 | double | 2      |

  Rule: there is no doubling cube, unless the players agree to one

    Scenario: Portes has no cube
      Given the starting position
      Then the variant has no doubling cube
      And X may not double

    Scenario: With the option doubling-cube a player may double
      Given the variant "portes" with option "doubling-cube"
      And the starting position
      Then X may double

    Scenario: With the cube, no double comes before the opening winner's first roll
      Given the variant "portes" with option "doubling-cube"
      And a new game
      When the opening dice are 5 and 2
      Then X may not double
