Feature: Portes: Backgammon as the first game of Greek Tavli
  The English Wikipedia article "Tavli" (section Portes) plays Portes with Backgammon's
  set-up and rules, except that the player who wins the opening roll then rolls both dice
  again for his first move (so a double may open the game), a game is won single or, when the
  loser has borne off no checker, double, with no triple win, and there is no doubling cube.
  With no cube, equal opening dice are simply rolled again. Greek players rarely use a cube;
  the option doubling-cube brings it back. As in Tavla and in current descriptions of Portes,
  a checker that hits in its owner's home board may not move on in the same turn; the option
  hit-and-run plays Backgammon's rule instead.

  Rule register (Tavli, English Wikipedia, section Portes):
  PO-01: The set-up, the movement, hitting, entering from the bar and bearing off are Backgammon's.
  PO-02: Each player rolls one die; the higher starts and rolls both dice again for his first move, so a double may open the game; equal dice are rolled again.
  PO-03: A checker that hits in its owner's home board may not move on in the same turn.
  PO-04: A game is won single (1 point) or double (2 points) when the loser has borne off none; there is no triple win.
  PO-05: There is no doubling cube, unless the players agree to one.

  Background:
    Given the variant "portes"

  Rule: the winner of the opening roll rolls both dice again for his first move

    @rule:PO-02
    Scenario Outline: The higher opening die rolls again
      Given a new game
      When the opening dice are <x> and <o>
      Then the position is "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | <starter> to roll again"

      Examples:
        | x | o | starter |
        | 5 | 2 | X       |
        | 1 | 3 | O       |

    @rule:PO-02
    Scenario: The first move may be a double
      Given a new game
      When the opening dice are 5 and 2
      And X rolls 6-6
      Then X is to play 6-6-6-6

    @rule:PO-02
    Scenario: Equal opening dice are rolled again, the stake unchanged
      Given a new game
      When the opening dice are 4 and 4
      Then the position is "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | opening roll"

  Rule: a game is won single, or double when the loser has borne off nothing

    @rule:PO-04
    Scenario Outline: What the winner scores
      Given the position "X off:15 | O <loser> | X has won"
      Then the score is X wins a <result> for <points> points

      Examples:
        | loser           | result | points |
        | 6:14 off:1      | single | 1      |
        | 6:15            | double | 2      |
        | bar:1 24:2 6:12 | double | 2      |

  Rule: there is no doubling cube, unless the players agree to one

    @rule:PO-05
    Scenario: Portes has no cube
      Given the starting position
      Then the variant has no doubling cube
      And X may not double

    @rule:PO-05
    Scenario: With the option doubling-cube a player may double
      Given the variant "portes" with option "doubling-cube"
      And the starting position
      Then X may double

    @rule:PO-05
    Scenario: With the cube, no double comes before the opening winner's first roll
      Given the variant "portes" with option "doubling-cube"
      And a new game
      When the opening dice are 5 and 2
      Then X may not double

  Rule: the rest is Backgammon's

    @rule:PO-01
    Scenario: Backgammon's set-up
      Given the starting position
      Then the position is "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | X to roll"

    @rule:PO-01
    Scenario: A hit checker goes to the bar and must enter first
      Given the position "X 13:15 | O 24:14 14:1 | X to roll"
      When X rolls 3-2
      And X plays "13/11* 13/10"
      Then the position is "X 13:13 11:1 10:1 | O bar:1 24:14 | O to roll"
      When O rolls 6-5
      Then "24/18 24/19" is illegal
      And "bar/20 24/18" is legal

  Rule: no hit-and-run in one's own home board

    @rule:PO-03
    Scenario: A checker that hits in the home board stops there
      Given the position "X 13:12 12:1 8:2 | O 24:13 20:1 15:1 | X to roll"
      When X rolls 3-2
      Then "8/5*/3" is illegal
      And "8/5* 8/6" is legal
      And "12/10*/7" is legal

    @rule:PO-03
    Scenario: The checkers beyond the hitter move on as usual
      Given the position "X 11:1 3:13 2:1 | O 20:1 1:14 | X to roll"
      When X rolls 6-1
      Then "11/5* 2/1" is legal
      And "11/5* 3/2" is legal

    @rule:PO-03
    Scenario: A checker that hits on the last point stops there
      Given the position "X 13:14 6:1 | O 24:1 1:14 | X to roll"
      When X rolls 5-2
      Then "6/1* 13/11" is legal

    @rule:PO-03
    Scenario: Another checker that joins the hitter may move on
      Given the position "X 8:1 7:1 off:13 | O 19:1 24:14 | X to roll"
      When X rolls 1-1
      Then "7/6* 8/5" is legal

    @rule:PO-03
    Scenario: A checker that would hit in the home board and move on must take the other way
      Given the position "X 7:1 off:14 | O 24:13 20:1 22:1 | X to roll"
      When X rolls 2-1
      Then the legal plays are:
        | play |
        | 7/4  |

    @rule:PO-03
    Scenario: With the option hit-and-run the hitter may move on
      Given the variant "portes" with option "hit-and-run"
      And the position "X 7:1 off:14 | O 24:13 20:1 22:1 | X to roll"
      When X rolls 2-1
      Then the legal plays are:
        | play     |
        | 7/4      |
        | 7/5*/4   |
