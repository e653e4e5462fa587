Feature: Tawula: two on the board, thirteen to enter, never onto one's own
  Tawula ("Turkish backgammon"), as bkgm.com's variants page describes it, with Wikipedia's
  "Tawula" (after Bell 1988) and Ludii's description (after Falkener 1892). Each player starts
  with two checkers on the rightmost point of the far side and thirteen off the board; the two
  players are in diagonally opposite corners and both run counterclockwise. The thirteen enter
  on the starting table by the dice, never onto a point where one's own checkers stand, and
  the two starting checkers stay until all thirteen are in. A lone checker landed on is hit and
  enters again before its side moves anything else (Falkener). No doubling cube and no double
  games (Wikipedia). Wikipedia's limit on stacking in the opponent's tables cannot be said yet
  (docs/not-yet-expressible.md).

  Rule register (Tawula, bkgm.com variants; Wikipedia after Bell 1988; Ludii after Falkener 1892):
  TW-01: two checkers start on the rightmost point of the far side and thirteen off the board, the players in diagonally opposite corners, both running counterclockwise
  TW-02: one die each; the higher plays the numbers rolled
  TW-03: the first two checkers may not move until all the others have entered
  TW-04: a checker enters on the point of the starting table its die names, never onto a point with one's own checkers or two or more enemy checkers
  TW-05: after entering a checker, the other numbers may enter more or move checkers already in
  TW-06: a checker may land only on a point without two or more enemy checkers
  TW-07: doubles are played twice
  TW-08: a lone enemy checker landed on is removed and must enter again before its side moves anything else
  TW-09: bearing off once all are in the finishing table
  TW-10: no doubling cube and no double games

  Background:
    Given the variant "tawula"

  @rule:TW-01
  Rule: the start

    Scenario: Two on the board, thirteen to enter, in opposite corners
      Then X's track runs from point 24 to point 1
      And O's track runs from point 12 to point 13
      Given the starting position
      Then the position is "X 24:2 hand:13 | O 24:2 hand:13 | X to roll"

  @rule:TW-02
  Rule: the opening

    Scenario: The higher die plays the opening numbers
      Given a new game
      When the opening dice are 5 and 2
      Then X is to play 5-2

  @rule:TW-03 @rule:TW-04 @rule:TW-05
  Rule: entering

    Scenario: A 6 and a 3 enter two checkers, or one that then moves on
      Given the starting position
      When X rolls 6-3
      Then the legal plays are:
        | play            |
        | hand/19 hand/22 |
        | hand/16         |

    Scenario: A one would enter on the starting checkers' point, which is refused
      Given the starting position
      When X rolls 1-1
      Then X has no legal move

    Scenario: A point with one's own checker is closed to entering until it is left
      Given the position "X 24:2 22:1 hand:12 | O 24:2 hand:13 | X to roll"
      When X rolls 3-1
      Then the legal plays are:
        | play          |
        | 22/18         |
        | 22/21 hand/22 |

    Scenario: The starting checkers stay while one is still to enter
      Given the position "X 24:2 10:12 hand:1 | O 24:2 hand:13 | X to roll"
      When X rolls 2-1
      Then "24/22 24/23" is illegal

    Scenario: Once all are in, the starting checkers may go
      Given the position "X 24:2 10:13 | O 24:2 hand:13 | X to roll"
      When X rolls 2-1
      Then "24/22 24/23" is legal

  @rule:TW-06
  Rule: two enemy checkers close a point

    Scenario: No entering on a point the opponent holds with two
      Given the position "X 24:2 hand:13 | O 24:2 7:2 hand:11 | X to roll"
      When X rolls 6-2
      Then "hand/23 hand/19" is illegal
      And the only legal play is "hand/17"

  @rule:TW-07
  Rule: doubles

    Scenario: A double is four moves
      Given the position "X 24:2 10:13 | O 24:2 hand:13 | X to roll"
      When X rolls 1-1
      Then every legal play moves 4 times

  @rule:TW-08
  Rule: a lone checker is hit and enters again first

    Scenario: The hit checker must come in before anything else
      Given the position "X 24:2 10:13 | O 24:2 21:1 hand:12 | X to roll"
      When X rolls 1-3
      And X plays "10/9* 10/7"
      Then the position is "X 24:2 10:11 9:1 7:1 | O bar:1 24:2 hand:12 | O to roll"
      When O rolls 3-2
      Then the only legal play is "bar/20"

  @rule:TW-09
  Rule: bearing off

    Scenario: A checker outside the finishing table keeps the others on the board
      Given the position "X 7:1 6:14 | O 24:15 | X to roll"
      When X rolls 6-1
      Then "6/off 6/5" is illegal
      And "7/6 6/off" is legal

  @rule:TW-10
  Rule: no cube, no double games

    Scenario: A single game, whatever the loser has left
      Given the position "X off:15 | O 24:2 hand:13 | X has won"
      Then the score is X wins a single for 1 point
      And the variant has no doubling cube
