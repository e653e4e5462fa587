Feature: Russian Backgammon: the same game as Race Gammon
  bkgm.com's variants page "Russian Backgammon" describes the game this project bundles as Race
  Gammon (the Ukrainian "one-way race"): every checker starts off the board, both players enter
  in the same quarter, run the same way round and bear off from the same quarter; the opening
  winner may play the opening numbers or roll again; every checker must be in before anything
  else moves (the page also says entered checkers may move while others wait: Race Gammon's
  option free-entry); a double is played twice, then its complement twice, then the player
  rolls again. gammonparty.com's copy adds that there is no doubling cube, and the rules posted
  on itavli.com that hitting and scoring are Backgammon's and that a double thrown while
  entering has no complement. variants/russian-backgammon.rules extends race-gammon and adds
  no rule; these scenarios check it against the page point by point.

  Rule register (Russian Backgammon, bkgm.com variants; Russian Backgammon, gammonparty.com; New Backgammon game, new pleasure!, itavli.com forum):
  RB-01: every checker starts off the board; both players enter in the same quarter, move the same way and bear off from the same quarter [Russian Backgammon, bkgm.com variants § Setup; Russian Backgammon, gammonparty.com § Setup; New Backgammon game, new pleasure!, itavli.com forum § post]
  RB-02: the first to bear off all his checkers wins [Russian Backgammon, bkgm.com variants § Object; Russian Backgammon, gammonparty.com § Object]
  RB-03: one die each to start; the higher may play those numbers or roll both dice again [Russian Backgammon, bkgm.com variants § To start; Russian Backgammon, gammonparty.com § To start]
  RB-04: a checker enters on the point of the opponent's home board that its die names [Russian Backgammon, bkgm.com variants § Entering checkers; Russian Backgammon, gammonparty.com § Entering checkers]
  RB-05: once some checkers are in, a roll may move them, enter more, or both [Russian Backgammon, bkgm.com variants § Entering checkers; Russian Backgammon, gammonparty.com § Entering checkers]
  RB-06: every checker must be entered before any other move [Russian Backgammon, bkgm.com variants § Entering checkers; Russian Backgammon, gammonparty.com § Entering checkers]
  RB-07: a checker may land only on a point without two or more enemy checkers [Russian Backgammon, bkgm.com variants § Movement]
  RB-08: each die is a separate move; one checker moving both needs an open point between [Russian Backgammon, bkgm.com variants § Movement; Russian Backgammon, gammonparty.com § Movement]
  RB-09: both numbers if possible; if only one can be played, the higher [Russian Backgammon, bkgm.com variants § Movement; Russian Backgammon, gammonparty.com § Movement]
  RB-10: a double is played twice, then its complement (7 minus it) twice, then the player rolls again [Russian Backgammon, bkgm.com variants § Doubles; Russian Backgammon, gammonparty.com § Doubles; New Backgammon game, new pleasure!, itavli.com forum § post]
  RB-11: no doubling cube [Russian Backgammon, gammonparty.com § introduction]
  RB-12: hitting, entering from the bar and scoring as in Backgammon [New Backgammon game, new pleasure!, itavli.com forum § post]
  RB-13: a double thrown while checkers are still to enter is played four times and no more: no complement and no new throw [New Backgammon game, new pleasure!, itavli.com forum § post]

  Background:
    Given the variant "russian-backgammon"

  @rule:RB-01
  Rule: one track for both

    Scenario: All off the board, one shared track
      Then the variant extends "race-gammon"
      And the two tracks are the same
      Given the starting position
      Then the position is "X hand:15 | O hand:15 | X to roll"

  @rule:RB-03
  Rule: the opening

    Scenario: The opening winner may play the opening numbers or roll again
      Given a new game
      When the opening dice are 5 and 2
      Then X is to play 5-2 or roll again

  @rule:RB-04 @rule:RB-06
  Rule: entering comes first

    Scenario: A 6 and a 3 enter on the opponent's six and three points
      Given the starting position
      When X rolls 6-3
      Then the only legal play is "hand/19 hand/22"

    Scenario: An entered checker waits while others are still to come in
      Given the position "X 20:1 hand:14 | O hand:15 | X to roll"
      When X rolls 6-3
      Then "20/14 hand/22" is illegal
      And the only legal play is "hand/19 hand/22"

  @rule:RB-05
  Rule: the other reading: entered checkers may move while others wait

    Scenario: With the option free-entry a roll may move one checker and enter another
      Given the variant "russian-backgammon" with option "free-entry"
      And the position "X 20:1 hand:14 | O hand:15 | X to roll"
      When X rolls 6-3
      Then "20/14 hand/22" is legal

  @rule:RB-07
  Rule: two checkers close a point

    Scenario: The 6 cannot enter on a point held by two enemy checkers
      Given the position "X 20:1 hand:14 | O 19:2 hand:13 | X to roll"
      When X rolls 6-1
      Then the only legal play is "hand/24"

  @rule:RB-08
  Rule: one checker by both dice needs an open point between

    Scenario: Both points between are closed
      Given the position "X 20:3 off:12 | O 18:2 17:2 hand:11 | X to roll"
      When X rolls 3-2
      Then X has no legal move

  @rule:RB-09
  Rule: the higher number when only one can be played

    Scenario: The 4 or the 2, but not both: the 4
      Given the position "X 10:1 off:14 | O 4:2 hand:13 | X to roll"
      When X rolls 4-2
      Then the only legal play is "10/6"

  @rule:RB-10
  Rule: doubles, their complement, and a new roll

    Scenario: Two-two, then four fives, then roll again
      Given the position "X 14:15 | O hand:15 | X to roll"
      When X rolls 2-2
      And X plays "14/12(4)"
      Then the position is "X 14:11 12:4 | O hand:15 | X to play 5-5-5-5, then roll again"
      When X plays "12/7(4)"
      Then the position is "X 14:11 7:4 | O hand:15 | X to roll again"

  @rule:RB-13
  Rule: a double while entering: four moves and no more

    Scenario: 5-5 with every checker still to enter enters four and ends the turn
      Given the position "X hand:15 | O hand:15 | X to roll"
      When X rolls 5-5
      And X plays "hand/20(4)"
      Then the position is "X hand:11 20:4 | O hand:15 | O to roll"

  @rule:RB-11
  Rule: no cube

    Scenario: No player may double
      Given the starting position
      Then the variant has no doubling cube

  @rule:RB-02 @rule:RB-12
  Rule: hitting and scoring as in Backgammon

    Scenario: Entering on a lone enemy checker hits it
      Given the position "X hand:15 | O 22:1 hand:14 | X to roll"
      When X rolls 3-1
      And X plays "hand/22* hand/24"
      Then the position is "X 24:1 22:1 hand:13 | O bar:1 hand:14 | O to roll"

    Scenario Outline: What the winner scores
      Given the position "X off:15 | O <loser> | X has won"
      Then the score is X wins a <result> for <points> points

      Examples:
        | loser       | result     | points |
        | 6:14 off:1  | single     | 1      |
        | 10:15       | gammon     | 2      |
        | bar:1 10:14 | backgammon | 3      |

# Sources and differences
# Read: bkgm.com's variants page "Russian Backgammon" (Setup, Object, To start, Entering
# checkers, Movement, Doubles); gammonparty.com's "Russian Backgammon" (the same headings, and
# an introduction); the post "New Backgammon game, new pleasure!" on the itavli.com forum.
# bkgm.com and gammonparty say both that entered checkers may move while others wait and that
# every checker must enter before any other move: the default is the second (RB-06), the
# first the option free-entry, restated here with bkgm.com as its source.
# gammonparty lets a checker move "only to an unoccupied point", where bkgm.com closes only a
# point of two or more and itavli hits as in Backgammon: the default follows bkgm.com and
# itavli (a lone checker is hit); gammonparty's wording is left out, no source saying that a
# lone checker blocks.
# gammonparty says there is no doubling; the others say nothing of the cube: no cube (RB-11).
# itavli alone says a double thrown while entering has no complement (RB-13), and that hitting
# and scoring are Backgammon's (RB-12); the others do not contradict it.
