Feature: Moultezim: the first checker runs, one checker holds a point, four points at most
  Moultezim, as bkgm.com's variants page describes it (threemountaingames.com gives the same
  text). Each player starts with all fifteen checkers on the rightmost point of the far side,
  the two in diagonally opposite corners, and both run counterclockwise. One checker holds a
  point and nothing is hit. The first checker must pass the opponent's starting point before
  any other may move, and no player may occupy more than four points of the opponent's
  starting table, so that no prime stands right in front of the opponent's pile. No doubling
  cube (gamerz.net's pbmserv rules).

  pbmserv and fibs.com limit primes another way: a player must leave at least one point of
  his own starting table open, and may block the rest of the board as he likes: the option
  own-start-open.

  Rule register (Moultezim, bkgm.com variants as threemountaingames.com gives it; Help For Moultezim, gamerz.net pbmserv; Moultezim rules, fibs.com The Board):
  MZ-01: fifteen checkers each on the rightmost point of the far side, in diagonally opposite corners, both running counterclockwise [Moultezim, bkgm.com variants as threemountaingames.com gives it § Setup; Help For Moultezim, gamerz.net pbmserv § Rules for Moultezim, Summary; Moultezim rules, fibs.com The Board § The Gameplay]
  MZ-02: one die each to start; the higher rolls both dice again for his first turn [Moultezim, bkgm.com variants as threemountaingames.com gives it § To start]
  MZ-03: a checker may land only on a point with no opposing checker: one checker holds a point, and nothing is hit [Moultezim, bkgm.com variants as threemountaingames.com gives it § Movement; Moultezim, bkgm.com variants as threemountaingames.com gives it § No hitting; Help For Moultezim, gamerz.net pbmserv § Rules for Moultezim, Summary; Moultezim rules, fibs.com The Board § The Gameplay]
  MZ-04: each die is a separate move; one checker taking both needs an open point between [Moultezim, bkgm.com variants as threemountaingames.com gives it § Movement]
  MZ-05: doubles are played twice [Moultezim, bkgm.com variants as threemountaingames.com gives it § Movement]
  MZ-06: both numbers if possible; if only one can be played, the higher [Moultezim, bkgm.com variants as threemountaingames.com gives it § Movement]
  MZ-07: the first checker must pass the opponent's starting point before any other checker moves [Moultezim, bkgm.com variants as threemountaingames.com gives it § First checker away; Help For Moultezim, gamerz.net pbmserv § Rules for Moultezim, Summary; Moultezim rules, fibs.com The Board § The Gameplay]
  MZ-08: no player may occupy more than four points of the opponent's starting table [Moultezim, bkgm.com variants as threemountaingames.com gives it § Opponent's starting table]
  MZ-09: bearing off once all fifteen are home [Moultezim, bkgm.com variants as threemountaingames.com gives it § Bearing Off; Help For Moultezim, gamerz.net pbmserv § Rules for Moultezim, Summary]
  MZ-10: no doubling cube [Help For Moultezim, gamerz.net pbmserv § Options for Moultezim]
  MZ-11: another limit on primes: at least one point of a player's own starting table stays open, and the opponent's starting table is not limited (the option own-start-open) [Help For Moultezim, gamerz.net pbmserv § Rules for Moultezim, Summary; Moultezim rules, fibs.com The Board § The Gameplay]

  Background:
    Given the variant "moultezim"

  @rule:MZ-01
  Rule: the start

    Scenario: All fifteen on one point, in opposite corners
      Then X's track runs from point 24 to point 1
      And O's track runs from point 12 to point 13
      Given the starting position
      Then the position is "X 24:15 | O 24:15 | X to roll"

  @rule:MZ-02
  Rule: the opening

    Scenario: The higher die starts and rolls both dice again
      Given a new game
      When the opening dice are 5 and 2
      Then the position is "X 24:15 | O 24:15 | X to roll again"

  @rule:MZ-07
  Rule: the first checker passes the opponent's starting point first

    Scenario: From the start only the first checker moves
      Given the starting position
      When X rolls 6-5
      Then the only legal play is "24/13"

    Scenario: Once past the opponent's starting point, the next may leave
      Given the position "X 24:14 13:1 | O 24:15 | X to roll"
      When X rolls 2-1
      Then the legal plays are:
        | play        |
        | 13/10       |
        | 13/11 24/23 |

  @rule:MZ-03
  Rule: one checker holds a point

    Scenario: No landing on a lone enemy checker
      Given the position "X 24:14 10:1 | O 24:14 21:1 | X to roll"
      When X rolls 2-1
      Then "10/9 24/22" is illegal
      And "10/8 24/23" is legal

  @rule:MZ-04
  Rule: both points between closed

    Scenario: The first checker cannot take both dice past two held points
      Given the position "X 24:15 | O 24:13 7:1 6:1 | X to roll"
      When X rolls 6-5
      Then X has no legal move

  @rule:MZ-05
  Rule: doubles

    Scenario: A double two takes the first checker four times
      Given the starting position
      When X rolls 2-2
      Then the only legal play is "24/16"

  @rule:MZ-06
  Rule: the higher number when only one can be played

    Scenario: The 4 or the 2, but not both: the 4
      Given the position "X 10:1 off:14 | O 24:14 16:1 | X to roll"
      When X rolls 4-2
      Then the only legal play is "10/6"

  @rule:MZ-08
  Rule: four points of the opponent's starting table at most

    Scenario: A fifth point there is refused, moving within the four is not
      Given the position "X 24:9 11:2 10:1 9:1 8:1 3:1 | O 24:15 | X to roll"
      When X rolls 4-1
      Then "11/7 3/2" is illegal
      And "10/6 3/2" is legal
      And "11/7 8/7" is legal

  @rule:MZ-09
  Rule: bearing off

    Scenario: A checker outside the home board keeps the others on the board
      Given the position "X 7:1 6:14 | O 24:15 | X to roll"
      When X rolls 6-1
      Then "6/off 6/5" is illegal
      And "7/6 6/off" is legal

  @rule:MZ-10
  Rule: no doubling cube

    Scenario: No player may double
      Given the starting position
      Then the variant has no doubling cube

  @rule:MZ-11
  Rule: pbmserv's and fibs.com's limit: one's own starting table keeps an open point (the option own-start-open)

    Scenario: Without the option, a player may close all six points of his own starting table
      Given the position "X 24:10 23:1 22:1 21:1 20:1 3:1 | O 24:15 | X to roll"
      When X rolls 5-1
      Then "24/19 3/2" is legal

    Scenario: With the option own-start-open the sixth point of one's own starting table stays open
      Given the variant "moultezim" with option "own-start-open"
      And the position "X 24:10 23:1 22:1 21:1 20:1 3:1 | O 24:15 | X to roll"
      When X rolls 5-1
      Then "24/19 3/2" is illegal
      And "24/19 23/22" is legal

    Scenario: With the option own-start-open a fifth point of the opponent's starting table is allowed
      Given the variant "moultezim" with option "own-start-open"
      And the position "X 24:9 11:2 10:1 9:1 8:1 3:1 | O 24:15 | X to roll"
      When X rolls 4-1
      Then "11/7 3/2" is legal

# Sources and differences
# Read: Moultezim on threemountaingames.com (the text of bkgm.com's variants page, every
# section); Help For Moultezim (gamerz.net pbmserv: Options for Moultezim, and Rules for
# Moultezim, Summary); Moultezim rules (fibs.com, The Board: The Gameplay); and, on primes
# only, seki.webmasters.gr.jp's Moultezim page and backgammon.help's.
# They agree on the start, counterclockwise running, one checker holding a point with no
# hitting, the first checker going round first, and bearing off: all in the default.
# Primes: bkgm.com allows at most four points of the opponent's starting table: the default.
# pbmserv says a player may block any part of the board but must leave one of the first six
# points from his start open; fibs.com says no player may cover every point of his "home
# board", beside "home point" for the starting point, so read as pbmserv's starting table:
# both are the option own-start-open. seki.webmasters.gr.jp and backgammon.help forbid a
# prime on the opponent's starting table; read literally (all six of its points, one of
# which the opponent's pile holds until it has gone) it would hardly ever apply, and their
# wording is too loose to tell it from bkgm.com's limit: left out.
# pbmserv lets the first checker count once it has gone twelve points, to the opponent's
# starting point; bkgm.com wants it past that point: the default. They differ only if the
# opponent's starting point is already empty before the first checker reaches it: left out.
# The cube: only pbmserv names it (no cube), the default; no page names a win worth more than
# a single game.
