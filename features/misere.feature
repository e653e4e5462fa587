Feature: Misère backgammon: the first to bear off all loses
  Misère backgammon, as backgammonmoments.com describes it ("the goal is to lose"), is
  Backgammon with its goal turned round: every move is Backgammon's, but the first player to
  bear off all fifteen checkers loses the game. Gammons and backgammons do not count; the
  doubling cube may be used. Zillions of Games' Backgammon package plays the same game as
  "Deadgammon". The rules file says it with one end rule: the game ends when a player has all
  off, and he loses.

  Rule register (Now Try This: the goal is to lose (backgammonmoments.com); Backgammon, Deadgammon (Zillions of Games)):
  MI-01: The set-up, the movement, hitting, entering and bearing off are Backgammon's. [Now Try This: the goal is to lose (backgammonmoments.com) § introduction; Backgammon, Deadgammon (Zillions of Games) § description]
  MI-02: The first player to bear off all fifteen checkers loses the game; the other wins. [Now Try This: the goal is to lose (backgammonmoments.com) § introduction; Backgammon, Deadgammon (Zillions of Games) § description]
  MI-03: A game counts one point, times the cube: there are no gammons or backgammons. [Now Try This: the goal is to lose (backgammonmoments.com) § Things to consider while playing Misere]
  MI-04: The doubling cube is used as in Backgammon. [Now Try This: the goal is to lose (backgammonmoments.com) § Things to consider while playing Misere]

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

# Sources and differences
# Read: "Now Try This: ... the Goal is to LOSE" (backgammonmoments.com), its opening paragraphs
# and its list "Things to consider while playing Misere"; Zillions of Games' Backgammon package
# (submission 107), its description, where Deadgammon is Backgammon in which the first to bear
# off all fifteen loses. The Zillions rules page "Misère backgammon" the old file named is not
# in the stored copies read here, so no point cites it.
# The two agree on the game; only backgammonmoments speaks of the score and the cube (no
# gammons or backgammons, the cube may be used), and Zillions says nothing against it: all of
# it is the default. backgammonmoments adds that games can be long but do end: nothing to play.
