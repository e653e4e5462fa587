Feature: Tapa: the Bulgarian game of pins
  Tapa, as the English Wikipedia article "Tapa (game)" describes it: each player starts with
  all fifteen checkers on his 24 point and the two run in opposite directions. Nothing is
  hit: a checker that lands on a single enemy checker traps it, and the trapped checker cannot
  move until the trapper leaves. A checker that is trapping another cannot itself be trapped:
  two checkers, or a trapper on a trapped checker, hold a point. There is no mother rule.

  Rule register (Tapa (game), English Wikipedia):
  TP-01: Each player has fifteen checkers, all starting on his 24 point, and the two move in opposite directions.
  TP-02: The higher of two single dice starts, and rolls both dice again for his first turn.
  TP-03: A checker that lands on a single enemy checker traps it; the trapped checker cannot move until the trapper leaves.
  TP-04: A checker that traps another cannot itself be trapped: a trapper on a trapped checker holds the point, as do two checkers.
  TP-05: A double is played four times.
  TP-06: Bearing off begins when all fifteen are in the home board; a trapped checker outside it keeps it closed.
  TP-07: The first to bear off all wins one point, two if the loser has borne off none (reconstructed).
  TP-08: A game neither player can finish is drawn: both players' last checkers pinned on their starting points (VOG club).

  Background:
    Given the variant "tapa"

  Rule: the setup and the opening

    @rule:TP-01
    Scenario: All fifteen start on the 24 point
      Given the starting position
      Then the position is "X 24:15 | O 24:15 | X to roll"
      And the two tracks run in opposite directions

    @rule:TP-02
    Scenario: The winner of the opening roll rolls again
      Given a new game
      When the opening dice are 2 and 4
      Then the position is "X 24:15 | O 24:15 | O to roll again"

  Rule: trapping

    @rule:TP-03
    Scenario: A lone checker is trapped, and cannot move
      Given the position "X 24:14 20:1 | O 24:14 10:1 | X to roll"
      When X rolls 5-3
      And X plays "20/15* 24/21"
      Then the position is "X 24:13 21:1 15:1 | O 24:14 10:pinned | O to roll"
      When O rolls 6-5
      Then the legal plays are:
        | play        |
        | 24/18 24/19 |
        | 24/13       |

    @rule:TP-04
    Scenario: A trapper cannot be trapped
      Given the position "X 24:13 22:1 15:1 | O 24:13 15:1 10:pinned | O to roll"
      When O rolls 5-4
      Then "15/10" is illegal
      And "24/19 24/20" is legal

    @rule:TP-04
    Scenario: There is no mother rule
      Given the position "X 24:1 6:14 | O 7:1 13:1 off:13 | O to roll"
      When O rolls 6-1
      And O plays "7/1* 13/12"
      Then the game is not over

  Rule: doubles, bearing off and the score

    @rule:TP-05
    Scenario: A double is played four times
      Given the starting position
      When X rolls 5-5
      Then X is to play 5-5-5-5

    @rule:TP-06
    Scenario: A trapped checker outside the home board keeps bearing off closed
      Given the position "X 6:14 15:pinned | O 10:1 off:14 | X to roll"
      When X rolls 6-5
      Then "6/off 6/1" is illegal
      And "6/1 6/off" is illegal

    @rule:TP-08
    Scenario: When both players' last checkers are pinned on their starting points the game is drawn
      Given the position "X 24:pinned 6:13 2:1 | O 1:1 24:1 off:13 | X to roll"
      When X rolls 4-1
      And X plays "2/1* 6/2"
      Then the game is drawn
      And the score is a draw

    @rule:TP-07
    Scenario Outline: What the winner scores
      Given the position "X <loser> | O off:15 | O has won"
      Then the score is O wins a <result> for <points> points

      Examples:
        | loser      | result | points |
        | 3:14 off:1 | single | 1      |
        | 3:15       | gammon | 2      |
