Feature: Shesh Besh: Backgammon without the cube, and a backgammon only from the bar
  "What is Shesh Besh?" (katgammon.com, after bkgm.com) says the game is almost identical to
  Backgammon: there is no doubling cube; a game won counts 1 and a gammon ("mars") 2; a
  backgammon ("Turkish mars") counts 3, but only when the loser has borne off no checker and
  still has one on the bar, which is rarer than Backgammon's backgammon. Everything else is
  Backgammon's; with no cube, equal opening dice are simply rolled again. Other descriptions
  have the opening winner roll both dice again (the option opening-reroll) and count
  Backgammon's ordinary backgammon 3 (the option common-backgammon).

  Rule register (What is Shesh Besh? (katgammon.com, after bkgm.com); Shesh Besh (nextgammon.com); What Is Shesh Besh? (backgammonmoments.com); Shesh Besh Rules (Jawaker blog)):
  SB-01: otherwise the game is Backgammon [What is Shesh Besh? (katgammon.com, after bkgm.com) § introduction; What is Shesh Besh? (katgammon.com, after bkgm.com) § closing paragraph; Shesh Besh (nextgammon.com) § Movement]
  SB-02: there is no doubling cube [What is Shesh Besh? (katgammon.com, after bkgm.com) § difference 1; What Is Shesh Besh? (backgammonmoments.com) § difference 3]
  SB-03: a game won counts 1 point, a gammon ("mars") 2 [What is Shesh Besh? (katgammon.com, after bkgm.com) § difference 2; What Is Shesh Besh? (backgammonmoments.com) § difference 2]
  SB-04: a backgammon ("Turkish mars") counts 3, only when the loser has none off and a checker on the bar [What is Shesh Besh? (katgammon.com, after bkgm.com) § difference 3]
  SB-05: money games and matches to a number of points are both played [What is Shesh Besh? (katgammon.com, after bkgm.com) § closing paragraph]
  SB-06: the opening is Backgammon's: the higher single die plays both numbers; equal dice are rolled again [What is Shesh Besh? (katgammon.com, after bkgm.com) § closing paragraph; Shesh Besh Rules (Jawaker blog) § Determining the Starting Player]
  SB-07: another reading: the opening winner rolls both dice again for his first move (the option opening-reroll) [Shesh Besh (nextgammon.com) § To start; What Is Shesh Besh? (backgammonmoments.com) § difference 1; Shesh Besh Rules (Jawaker blog) § Determining the Starting Player]
  SB-08: another reading: a backgammon counts 3 as in Backgammon, with a checker on the bar or in the winner's home board (the option common-backgammon) [What Is Shesh Besh? (backgammonmoments.com) § difference 2]

  Background:
    Given the variant "shesh-besh"

  @rule:SB-01
  Rule: otherwise it is Backgammon

    Scenario: Backgammon's board, checkers and setup
      Then the variant extends "backgammon"
      And the variant has 15 checkers per side
      Given the starting position
      Then the position is "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | X to roll"

    Scenario: A blot is hit to the bar and must enter before anything else moves
      Given the position "X 24:2 13:5 8:3 6:5 | O 24:2 14:1 13:4 8:3 6:5 | X to roll"
      When X rolls 2-1
      And X plays "13/11* 6/5"
      Then the position is "X 24:2 13:4 11:1 8:3 6:4 5:1 | O bar:1 24:2 13:4 8:3 6:5 | O to roll"
      When O rolls 6-6
      Then O has no legal move

  @rule:SB-03 @rule:SB-04
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

    @rule:SB-06
    Scenario: The opening winner plays both numbers
      Given a new game
      When the opening dice are 5 and 2
      Then X is to play 5-2

    @rule:SB-06
    Scenario: Equal opening dice are rolled again, the stake unchanged
      Given a new game
      When the opening dice are 6 and 6
      Then the position is "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | opening roll"

    @rule:SB-07
    Scenario: With the option opening-reroll the winner rolls both dice again
      Given the variant "shesh-besh" with option "opening-reroll"
      And a new game
      When the opening dice are 5 and 2
      Then the position is "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | X to roll again"

  @rule:SB-02
  Rule: there is no doubling cube

    Scenario: No player may double
      Given the starting position
      Then the variant has no doubling cube
      And X may not double

  @rule:SB-05
  Rule: money games and matches

    Scenario: A match to 3 points goes to the first to reach it
      Given a 3-point match of "shesh-besh"
      When X wins a game of the match for 2 points
      And O wins a game of the match for 1 point
      And X wins a game of the match for 1 point
      Then the match score is X 3, O 1
      And the match is over, won by X

  @rule:SB-08
  Rule: with the option common-backgammon, Backgammon's backgammon counts 3

    Scenario Outline: What the winner scores with the option common-backgammon
      Given the variant "shesh-besh" with option "common-backgammon"
      And the position "X off:15 | O <loser> | X has won"
      Then the score is X wins a <result> for <points> points

      Examples:
        | loser             | result     | points |
        | 6:14 off:1        | single     | 1      |
        | 6:15              | mars       | 2      |
        | 24:2 6:13         | backgammon | 3      |
        | bar:1 6:14        | backgammon | 3      |

# Sources and differences
# Read: What is Shesh Besh? (katgammon.com, after bkgm.com), its four numbered differences and
# the paragraphs around them; Shesh Besh (nextgammon.com), sections Setup, To start, Movement;
# What Is Shesh Besh? (backgammonmoments.com), its three differences; Shesh Besh Rules (Jawaker
# blog), section Determining the Starting Player.
# All agree: no cube, 1 for a game, 2 for a gammon (mars), otherwise Backgammon's play.
# The opening: katgammon lists no difference, so the default is Backgammon's (the higher
# single die plays both numbers); nextgammon, backgammonmoments and Jawaker have the winner
# roll both dice again: the option opening-reroll.
# The backgammon: katgammon counts 3 only with a loser's checker on the bar (Turkish mars),
# the default; backgammonmoments gives 3 for a backgammon with no such condition, read as
# Backgammon's: the option common-backgammon.
# Equal opening dice: katgammon is silent; Jawaker rolls them again, the default (no cube).
# Left out: katgammon's fourth difference (one pair of dice, thrown anywhere on the board) is
# about physical play and has nothing for tavli to play.
