Feature: Misère backgammon: the first to bear off all loses
  Misère backgammon, as Zillions of Games' rules describe it, is Backgammon with its goal
  turned round: every move is Backgammon's, but the first player to bear off all fifteen
  checkers loses the game. Gammons and backgammons do not count; the doubling cube is used.
  The rules file says it with one end rule: the game ends when a player has all off, and he
  loses.

  Rule register (Misère backgammon, Zillions of Games):
  MI-01: The set-up, the movement, hitting, entering and bearing off are Backgammon's.
  MI-02: The first player to bear off all fifteen checkers loses the game; the other wins.
  MI-03: A game counts one point, times the cube: there are no gammons or backgammons.
  MI-04: The doubling cube is used as in Backgammon.

  Background:
    Given the variant "misere"

  Rule: the moves are Backgammon's

    @rule:MI-01
    Scenario: Backgammon's set-up
      Given the starting position
      Then the position is "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | X to roll"

    @rule:MI-01
    Scenario: Bearing off is still forced when it is the only play
      Given the position "X 2:1 3:1 off:13 | O 6:15 | X to roll"
      When X rolls 3-2
      Then the legal plays are:
        | play        |
        | 3/off 2/off |
        | 3/1 2/off   |

  Rule: the first to bear off all loses

    @rule:MI-02
    Scenario: Bearing off the last checker loses the game
      Given the position "X 1:1 off:14 | O 6:15 | X to roll"
      When X rolls 2-1
      And X plays "1/off"
      Then the game is over
      And the score is O wins a single for 1 point

    @rule:MI-02
    Scenario: The player who keeps a checker back plays on
      Given the position "X 2:1 3:1 off:13 | O 6:15 | X to roll"
      When X rolls 3-2
      And X plays "3/1 2/off"
      Then the game is not over
      And the position is "X 1:1 off:14 | O 6:15 | O to roll"

  Rule: the score

    @rule:MI-03
    Scenario: The loser has borne off all, so no win is more than single
      Given the position "X off:15 | O 24:2 13:13 | O has won"
      Then the score is O wins a single for 1 point

    @rule:MI-03 @rule:MI-04
    Scenario: The cube multiplies the single game
      Given the position "X off:15 | O 24:2 6:13 | O has won | cube 4 X"
      Then the score is O wins a single for 4 points

    @rule:MI-04
    Scenario: A player may double before his roll
      Given the starting position
      Then X may double
      When X doubles
      And O takes
      Then the cube is at 2, owned by O
