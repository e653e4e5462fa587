Feature: Plakoto: pinning instead of hitting
  Plakoto, the second game of Greek Tavli, as Wikipedia's "Plakoto" page and Ludii's
  description (after J. Mamoun's primer on bkgm.com) describe it; the pin and mother rules
  agree with BrainKing's and fibs.com's pages. Each player starts with all fifteen checkers on
  the opponent's 1 point and the two run in opposite directions, as in Backgammon. A checker
  that lands on a single enemy checker does not hit it: it pins it, and the pinned checker may
  not move until every checker on top of it has left. A player's last checker on his starting
  point is his "mother": pinned there, it loses him the game, for two points, but only once
  the pinner has no checker left on his own starting point; when both mothers are pinned the
  game is drawn. bkgm.com's Tavli article scores the pinned mother as a backgammon, 3 points:
  the option mother-backgammon.

  Rule register (Plakoto (English Wikipedia); Tavli (English Wikipedia); Plakoto (Ludii game description, after Mamoun, bkgm.com); Tavli (bkgm.com, Condos); Plakoto (BrainKing); Rules for Plakoto (fibs.com, The Board)):
  PL-01: Each player has fifteen checkers, all starting on the opponent's 1 point (his own 24), and the two move in opposite directions. [Plakoto (English Wikipedia) § Goal; Plakoto (English Wikipedia) § Play; Plakoto (Ludii game description, after Mamoun, bkgm.com) § rules]
  PL-02: Each player rolls one die; the higher starts, and rolls both dice again for his first turn. [Plakoto (English Wikipedia) § Play; Plakoto (Ludii game description, after Mamoun, bkgm.com) § rules]
  PL-03: A checker that lands on a single enemy checker pins it; the pinned checker cannot move until the pinner has left. [Tavli (English Wikipedia) § Plakoto; Plakoto (Ludii game description, after Mamoun, bkgm.com) § rules; Tavli (bkgm.com, Condos) § Plakoto]
  PL-04: A point is closed to a player when two or more enemy checkers stand there, or an enemy checker pins one of his. [Tavli (English Wikipedia) § Plakoto; Plakoto (Ludii game description, after Mamoun, bkgm.com) § rules]
  PL-05: Bearing off begins only when all fifteen checkers are in the home board; one pinned outside keeps it closed. [Plakoto (Ludii game description, after Mamoun, bkgm.com) § rules; Rules for Plakoto (fibs.com, The Board) § The Gameplay]
  PL-06: No checker is borne off while any of the player's own checkers is pinned, even after bearing off has begun. [Plakoto (Ludii game description, after Mamoun, bkgm.com) § rules; Rules for Plakoto (fibs.com, The Board) § The Gameplay]
  PL-07: A double is played four times. [Plakoto (Ludii game description, after Mamoun, bkgm.com) § rules]
  PL-08: A mother checker pinned on its starting point loses the game once the pinner has no checker left on his own starting point. [Plakoto (Ludii game description, after Mamoun, bkgm.com) § rules; Plakoto (BrainKing) § rules; Rules for Plakoto (fibs.com, The Board) § The Gameplay]
  PL-09: A game lost through the mother counts two points. [Plakoto (Ludii game description, after Mamoun, bkgm.com) § rules]
  PL-10: When both mothers are pinned the game is a draw. [Plakoto (Ludii game description, after Mamoun, bkgm.com) § rules; Plakoto (BrainKing) § rules; Rules for Plakoto (fibs.com, The Board) § The Gameplay]
  PL-11: Otherwise the first to bear off all wins one point, two if the loser has borne off none. [Plakoto (Ludii game description, after Mamoun, bkgm.com) § rules]
  PL-12: There is no doubling cube. [Tavli (bkgm.com, Condos) § Description]
  PL-13: Another reading: a pinned mother loses the game as a backgammon, for 3 points (the option mother-backgammon). [Tavli (bkgm.com, Condos) § Plakoto]

  Background:
    Given the variant "plakoto"

  Rule: the setup and the opening roll

    @rule:PL-01
    Scenario: All fifteen checkers start on the opponent's 1 point
      Given the starting position
      Then the position is "X 24:15 | O 24:15 | X to roll"
      And the two tracks run in opposite directions

    @rule:PL-02
    Scenario: The winner of the opening roll rolls both dice again
      Given a new game
      When the opening dice are 5 and 2
      Then the position is "X 24:15 | O 24:15 | X to roll again"
      When X rolls 4-4
      Then X is to play 4-4-4-4

    @rule:PL-02
    Scenario: With the opening-numbers option the opening dice are played
      Given the variant "plakoto" with option "opening-numbers"
      And a new game
      When the opening dice are 5 and 2
      Then X is to play 5-2

  Rule: landing on a single enemy checker pins it

    @rule:PL-03
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

    @rule:PL-03
    Scenario: Leaving the point sets the pinned checker free
      Given the position "X 24:13 22:1 15:1 | O 24:14 10:pinned | X to roll"
      When X rolls 3-1
      And X plays "15/12 22/21"
      Then the position is "X 24:13 21:1 12:1 | O 24:14 10:1 | O to roll"

    @rule:PL-04
    Scenario: A pinner with a pinned checker under it holds the point
      Given the position "X 24:13 22:1 15:1 | O 24:13 15:1 10:pinned | O to roll"
      When O rolls 5-4
      Then "15/10" is illegal

    @rule:PL-04
    Scenario: Two checkers close a point
      Given the position "X 24:13 10:2 | O 24:15 | O to roll"
      When O rolls 6-5
      Then "24/15" is illegal
      And "24/19 24/18" is legal

  Rule: bearing off

    @rule:PL-05
    Scenario: No checker comes off while one is pinned outside the home board
      Given the position "X 6:14 15:pinned | O 10:1 off:14 | X to roll"
      When X rolls 6-5
      Then "6/off 6/1" is illegal
      And "6/1 6/off" is illegal

    @rule:PL-06
    Scenario: No checker comes off while one is pinned inside the home board
      Given the position "X 6:10 4:1 5:pinned off:3 | O 20:1 off:14 | X to roll"
      When X rolls 6-4
      Then the legal plays are:
        | play |
        | 6/2  |

    @rule:PL-06
    Scenario: With the bear-off-past-pins option a pin inside the home board does not stop bearing off
      Given the variant "plakoto" with option "bear-off-past-pins"
      And the position "X 6:10 4:1 5:pinned off:3 | O 20:1 off:14 | X to roll"
      When X rolls 6-4
      Then "6/off 4/off" is legal

  Rule: doubles

    @rule:PL-07
    Scenario: A double is played four times
      Given the position "X 24:15 | O 24:15 | X to roll"
      When X rolls 3-3
      Then X is to play 3-3-3-3
      And "24/21 24/21 24/21 24/21" is legal

  Rule: the mother checker

    @rule:PL-08 @rule:PL-09
    Scenario: Pinning the mother when the pinner has left his own start wins for two points
      Given the position "X 24:1 6:14 | O 7:1 13:1 off:13 | O to roll"
      When O rolls 6-1
      And O plays "7/1* 13/12"
      Then the game is over
      And the score is O wins a mother for 2 points

    @rule:PL-08 @rule:PL-09
    Scenario: A pinned mother loses only once the pinner's own start is empty
      Given the position "X 24:1 6:14 | O 24:2 7:1 off:12 | O to roll"
      When O rolls 6-1
      And O plays "7/1* 24/23"
      Then the game is not over
      When X rolls 2-1
      And X plays "6/4 6/5"
      And O rolls 2-1
      And O plays "24/22 23/22"
      Then the game is over
      And the score is O wins a mother for 2 points

    @rule:PL-10
    Scenario: When both mothers are pinned the game is drawn
      Given the position "X 24:pinned 6:13 2:1 | O 1:1 24:1 off:13 | X to roll"
      When X rolls 4-1
      And X plays "2/1* 6/2"
      Then the game is drawn
      And the score is a draw
      And the position is "X 6:12 2:1 1:1 24:pinned | O 1:1 24:pinned off:13 | drawn"

  Rule: the score

    @rule:PL-11
    Scenario Outline: What the winner scores
      Given the position "X <loser> | O off:15 | O has won"
      Then the score is O wins a <result> for <points> points

      Examples:
        | loser       | result | points |
        | 3:14 off:1  | single | 1      |
        | 3:15        | gammon | 2      |

    @rule:PL-11
    Scenario: Bearing off the last checker wins
      Given the position "X 2:1 off:14 | O 6:14 off:1 | X to roll"
      When X rolls 4-1
      And X plays "2/off"
      Then the game is over
      And the score is X wins a single for 1 point

    @rule:PL-12
    Scenario: There is no doubling cube
      Given the starting position
      Then the variant has no doubling cube
      And X may not double

    @rule:PL-13
    Scenario: With the option mother-backgammon the pinned mother loses 3 points
      Given the variant "plakoto" with option "mother-backgammon"
      And the position "X 24:1 6:14 | O 7:1 13:1 off:13 | O to roll"
      When O rolls 6-1
      And O plays "7/1* 13/12"
      Then the game is over
      And the score is O wins a mother for 3 points

    @rule:PL-13
    Scenario: With the option mother-backgammon a game borne off still scores 1 or 2
      Given the variant "plakoto" with option "mother-backgammon"
      And the position "X 3:15 | O off:15 | O has won"
      Then the score is O wins a gammon for 2 points

# Sources and differences
# Read: Plakoto (English Wikipedia), sections Goal, Play and Rules; Tavli (English Wikipedia),
# section Plakoto; Ludii's Plakoto description (after J. Mamoun's primer on bkgm.com), rules;
# Tavli (bkgm.com, Condos), sections Description and Plakoto; BrainKing's Plakoto rules;
# fibs.com's "Rules for Plakoto" (The Board), sections The Gameplay and How to Win.
# The pinned mother: Ludii (Mamoun) loses it for 2 points, with the exception while the
# pinner still has checkers on his own start, and a draw when both are pinned; BrainKing and
# fibs.com give the same end and exception: the default. Condos says the caught mother is won
# "as a backgammon", and his Description makes a backgammon 3 points (a score Tavli otherwise
# drops): the option mother-backgammon (3 points; the end rule and its exception unchanged).
# Bearing off with a checker of one's own pinned inside the home board: Ludii and fibs.com
# forbid it (the default); Wikipedia only asks that all fifteen be home: the option
# bear-off-past-pins (tavli 0.1's reading).
# The opening: Wikipedia and Ludii have the winner of the single dice roll both dice again
# (the default); BrainKing's list of differences from Backgammon leaves the opening out, so
# Backgammon's opening numbers: the option opening-numbers.
# The winner of one game starting the next is a match rule (variants/tavli.match), not here.
