Feature: Hypergammon: Backgammon with three checkers
  Hypergammon is Backgammon played with three checkers each instead of fifteen, one on each of
  the three points farthest from home (Wikipedia's "Hypergammon", after gnubg.org and
  bkgm.com; GridGammon's help gives the same). It is often played with the Jacoby rule.

  Rule register (Hypergammon, Wikipedia; Hypergammon, GridGammon help):
  HY-01: Backgammon's rules, with three checkers each instead of fifteen [Hypergammon, GridGammon help § Hypergammon; Hypergammon, Wikipedia § Rule variations]
  HY-02: each player starts with one checker on each of his 24, 23 and 22 points [Hypergammon, Wikipedia § Rule variations; Hypergammon, GridGammon help § Hypergammon]
  HY-03: often played with the Jacoby rule: gammons and backgammons count extra only once the cube has been turned [Hypergammon, Wikipedia § Rule variations]

  Background:
    Given the variant "hypergammon"

  @rule:HY-01
  Rule: three checkers, otherwise Backgammon

    Scenario: Three checkers each
      Then the variant has 3 checkers per side
      And the variant extends "backgammon"

    Scenario: A single checker is hit and must come in before anything else moves
      Given the position "X 24:1 23:1 5:1 | O 22:1 23:1 24:1 | X to roll"
      When X rolls 1-2
      And X plays "24/23 5/3*"
      Then the position is "X 23:2 3:1 | O bar:1 23:1 24:1 | O to roll"
      When O rolls 6-5
      Then "24/18 23/18" is illegal
      And "bar/20 24/18" is legal

    Scenario: A backgammon: the loser has none off and one in the winner's home
      Given the position "X off:3 | O 24:1 23:1 3:1 | X has won"
      Then the score is X wins a backgammon for 3 points

  @rule:HY-02
  Rule: the starting position

    Scenario: One checker on each of the three farthest points
      Given the starting position
      Then the position is "X 24:1 23:1 22:1 | O 24:1 23:1 22:1 | X to roll"
      And the pip count of X is 69

  @rule:HY-03
  Rule: the Jacoby rule, for money play

    Scenario: Offered as an option
      Then the variant has the option "jacoby"

    Scenario Outline: With the Jacoby rule, a gammon counts extra only once the cube is turned
      Given the variant "hypergammon" with option "jacoby"
      And the position "X off:3 | O 6:3 | X has won<cube>"
      Then the score is X wins a <result> for <points> points

      Examples:
        | cube        | result | points |
        |             | single | 1      |
        | \| cube 2 O | gammon | 4      |

# Sources and differences
# Read: Wikipedia's "Hypergammon" (Rule variations; it cites gnubg.org and bkgm.com) and
# GridGammon's help page "Hypergammon" (from its program's help).
# They agree: Backgammon with three checkers each, on the 24, 23 and 22 points. GridGammon says
# the rules are otherwise Backgammon's; Wikipedia adds that the game is often played with the
# Jacoby rule, which stays Backgammon's option jacoby (inherited), not the default, since
# "often" is not "always" and match play has no Jacoby rule. No difference between them is
# left out.
