Feature: Tables Rabbatuées: the piles laid down, borne off, then entered again to rebuild the start
  Tables Rabbatuées, or dames rabattues, a French tables game, after the Dictionnaire des jeux
  (1792) and Ludii's game description, which cites it. Fifteen men each and two dice, each
  side keeping to one table on its own side. The men start in piles: two on each of the three
  points by the board's edge (1 to 3), three on each of the three by the bar (4 to 6), every
  man but the bottom one lying on another. A die lays down one man of the pile on the point of
  its number without moving it: a pile of two is down after one die, a pile of three after
  two. A double lays down, or later bears off, as many men as the two dice's total, on any
  points. When all its men are down, a side bears them off the same way, a die taking a man
  off the point of its number. When all are off, it enters them again: a die puts a man back
  on the point of its number while that point holds fewer than at the start, piled as at the
  start. The first to rebuild the whole start wins. A number the thrower cannot use goes to
  the opponent, who uses it for himself, except that a side still laying down does not take
  the numbers of a side bearing off. A stage ends after the die that completes it, and the
  rest of the throw is played in the next. The score, and each die once while rebuilding, are
  tavli's reconstruction (not tagged below). Options: no passing at all (no-passing), passing
  with no exception (no-exception), Ludii's code moving the men once down (ludii-bearing), and
  the game won by bearing all off (simple).
  Geometry (the board seen from X's seat): X's table is the bottom right one, his points 1 to
  6 with the 1 at the right end, by the board's edge; O's is the top right one, his 1 to 6
  being X's 24 to 19. Every point below is written in the mover's own numbering.

  Rule register (Dictionnaire des jeux (1792); Tables Rabbatuees (Ludii game description); Wikipedia, Doublets (tables game)):
  TR-01: two players, fifteen men each, two dice; lots decide who throws first [Dictionnaire des jeux (1792) § Dames rabattues]
  TR-02: each builds six piles in one table on his side: two men on each of the three points by the edge, three on each of the three by the bar [Dictionnaire des jeux (1792) § Dames rabattues]
  TR-03: a die lays down one man of the pile on the point of its number, the ace by the edge and the six by the bar [Dictionnaire des jeux (1792) § Dames rabattues]
  TR-04: a pile of two is down after one die, a pile of three after two [Tables Rabbatuees (Ludii game description) § code, the unstacking phase]
  TR-05: a double lays down, or bears off, as many men as its total, on any points [Tables Rabbatuees (Ludii game description) § rules; Tables Rabbatuees (Ludii game description) § code, doubles]
  TR-06: a number the thrower cannot use goes to the opponent, for his own men [Tables Rabbatuees (Ludii game description) § rules, version 1.2.1; Wikipedia, Doublets (tables game) § Dames rabattues]
  TR-07: a side still laying down does not take the numbers of a side bearing off [Wikipedia, Doublets (tables game) § Dames rabattues]
  TR-08: once all are down, a side bears its men off, a die taking a man off the point of its number [Tables Rabbatuees (Ludii game description) § rules]
  TR-09: once all are off, a side enters them again, a die of n putting a man back on point n while it holds fewer than at the start [Tables Rabbatuees (Ludii game description) § rules; Tables Rabbatuees (Ludii game description) § code, the rebuilding phase]
  TR-10: the first to rebuild the whole start wins [Tables Rabbatuees (Ludii game description) § rules; Tables Rabbatuees (Ludii game description) § code, the end]
  TR-11: a number the thrower cannot use is lost (option no-passing) [Tables Rabbatuees (Ludii game description) § rules, version 1.3.12]
  TR-12: every number the thrower cannot use passes, whatever the stages (option no-exception) [Tables Rabbatuees (Ludii game description) § rules, version 1.2.1]
  TR-13: once down, the men move by the dice and leave past the end, from any point (option ludii-bearing) [Tables Rabbatuees (Ludii game description) § code, the bearing phase]
  TR-14: no rebuilding: the first to bear all his men off wins (option simple) [Wikipedia, Doublets (tables game) § Dames rabattues]

  Background:
    Given the variant "tables-rabbatuees"

  @rule:TR-01 @rule:TR-02
  Rule: the equipment and the piles at the start

    Scenario: Six piles in each side's own table
      Then the variant has 15 checkers per side
      And the variant is played with 2 dice of 6 faces
      And the two tracks run in opposite directions
      And the variant has no doubling cube
      Given the starting position
      Then the position is "X 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | X to roll"

    Scenario: The opening throw only decides who begins
      Given a new game
      When the opening dice are 2 and 4
      Then the position is "X 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | O to roll again"

  @rule:TR-03
  Rule: a die lays down one man of the pile on the point of its number

    Scenario: The 1792 example: a 6-1 lays one man down on the 6 point and one on the ace point
      Given the starting position
      When X rolls 6-1
      Then the only legal play is "6/6 1/1"
      When X plays "6/6 1/1"
      Then the position is "X 6:3:half-stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2 | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | O to roll"

  @rule:TR-04
  Rule: a pile of two is down after one die, a pile of three after two

    Scenario: The second man of the 6 point laid down, and the 3 point's one
      Given the position "X 6:3:half-stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2 | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | X to roll"
      When X rolls 6-3
      And X plays "6/6 3/3"
      Then the position is "X 6:3 5:3:stacked 4:3:stacked 3:2 2:2:stacked 1:2 | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | O to roll"

  @rule:TR-05
  Rule: a double plays its total on any points

    Scenario: A 1-1 lays down the last two piles; nothing is left to bear off
      Given the position "X 6:3 5:3 4:3 3:2 2:2:stacked 1:2:stacked | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | X to roll"
      When X rolls 1-1
      Then the only legal play is "2/2 1/1"
      When X plays "2/2 1/1"
      Then the position is "X 6:3 5:3 4:3 3:2 2:2 1:2 | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | O to roll | stage X bearing O unstacking"

    Scenario: Bearing off, a 1-1 takes two men off any of the points
      # points 6, 5, 4 and 2 hold two men each: two men off one point (4 ways) or off two (6)
      Given the position "X 6:2 5:2 4:2 2:2 off:7 | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | X to roll | stage X bearing O unstacking"
      When X rolls 1-1
      Then there are 10 legal plays
      And "6/off 2/off" is legal
      And "4/off(2)" is legal

  @rule:TR-06 @rule:TR-09
  Rule: rebuilding, a die enters a man on its point while that point is short; an unused number goes to the opponent

    Scenario: The 6 point holds its three, so the 6 goes to O, who bears a man off
      # the 5 point holds one of its three: the man entered lies on it, as the start piles it
      Given the position "X 6:3:stacked 5:1 3:2:stacked off:9 | O 6:2 2:1 off:12 | X to roll | stage X rebuilding O bearing"
      When X rolls 6-5
      Then the only legal play is "off/5"
      When X plays "off/5"
      Then the position is "X 6:3:stacked 5:2:stacked 3:2:stacked off:8 | O 6:2 2:1 off:12 | O to play 6 passed by X | stage X rebuilding O bearing"
      When O plays "6/off"
      Then the position is "X 6:3:stacked 5:2:stacked 3:2:stacked off:8 | O 6:1 2:1 off:13 | O to roll | stage X rebuilding O bearing"

  @rule:TR-07
  Rule: a side still laying down does not take the numbers of a side bearing off

    Scenario: X bears off and cannot use 4-3; O is still laying down, so the numbers are lost
      Given the position "X 6:2 5:1 off:12 | O 6:3 5:3 4:3:stacked 3:2:stacked 2:2 1:2 | X to roll | stage X bearing O unstacking"
      When X rolls 4-3
      Then X has no legal move
      When X plays "no move"
      Then the position is "X 6:2 5:1 off:12 | O 6:3 5:3 4:3:stacked 3:2:stacked 2:2 1:2 | O to roll | stage X bearing O unstacking"

  @rule:TR-08
  Rule: once all are down, a die bears a man off the point of its number

    Scenario: The 6 bears a man off; the 2 names an empty point and goes to O, who bears off too
      Given the position "X 6:2 5:1 off:12 | O 6:2 2:1 off:12 | X to roll | stage X bearing O bearing"
      When X rolls 6-2
      Then the only legal play is "6/off"
      When X plays "6/off"
      Then the position is "X 6:1 5:1 off:13 | O 6:2 2:1 off:12 | O to play 2 passed by X | stage X bearing O bearing"

  @rule:TR-09 @rule:TR-10
  Rule: all off is no win: the men are entered again, and the start rebuilt wins

    Scenario: The last man borne off, the rest of the throw enters a man again
      Given the position "X 6:1 off:14 | O 6:2 2:1 off:12 | X to roll | stage X bearing O bearing"
      When X rolls 6-3
      Then the only legal play is "6/off off/3"
      When X plays "6/off off/3"
      Then the position is "X 3:1 off:14 | O 6:2 2:1 off:12 | O to roll | stage X rebuilding O bearing"

    Scenario: The last two men entered again: the start is rebuilt and X has won
      Given the position "X 6:3:stacked 5:2:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:1 off:2 | O 6:2 2:1 off:12 | X to roll | stage X rebuilding O bearing"
      When X rolls 1-5
      Then the only legal play is "off/5 off/1"
      When X plays "off/5 off/1"
      Then the game is over
      And the score is X wins a single for 1 point

  @rule:TR-11
  Rule: Ludii's current text: unused numbers are lost (option no-passing)

    Scenario: The 6 is lost, and O throws
      Given the variant "tables-rabbatuees" with option "no-passing"
      And the position "X 6:3:stacked 5:1 3:2:stacked off:9 | O 6:2 2:1 off:12 | X to roll | stage X rebuilding O bearing"
      When X rolls 6-5
      And X plays "off/5"
      Then the position is "X 6:3:stacked 5:2:stacked 3:2:stacked off:8 | O 6:2 2:1 off:12 | O to roll | stage X rebuilding O bearing"

  @rule:TR-12
  Rule: every unused number passes, whatever the stages (option no-exception)

    Scenario: X's 4-3 goes to O, who lays down a man on his 4 point and his 3 point
      Given the variant "tables-rabbatuees" with option "no-exception"
      And the position "X 6:2 5:1 off:12 | O 6:3 5:3 4:3:stacked 3:2:stacked 2:2 1:2 | X to roll | stage X bearing O unstacking"
      When X rolls 4-3
      And X plays "no move"
      Then the position is "X 6:2 5:1 off:12 | O 6:3 5:3 4:3:stacked 3:2:stacked 2:2 1:2 | O to play 4-3 passed by X | stage X bearing O unstacking"
      When O plays "4/4 3/3"
      Then the position is "X 6:2 5:1 off:12 | O 6:3 5:3 4:3:half-stacked 3:2 2:2 1:2 | O to roll | stage X bearing O unstacking"

  @rule:TR-13
  Rule: Ludii's code: once down, the men move by the dice and leave past the end (option ludii-bearing)

    Scenario: A 6-5 takes the men off the 2 and 1 points, past the end
      Given the variant "tables-rabbatuees" with option "ludii-bearing"
      And the position "X 2:1 1:1 off:13 | O 6:2 2:1 off:12 | X to roll | stage X bearing O bearing"
      When X rolls 6-5
      Then the only legal play is "2/off 1/off"

  @rule:TR-14
  Rule: no rebuilding: all off wins (option simple)

    Scenario: The last man borne off wins the game
      Given the variant "tables-rabbatuees" with option "simple"
      And the position "X 6:1 off:14 | O 6:2 2:1 off:12 | X to roll | stage X bearing O bearing"
      When X rolls 6-3
      Then the only legal play is "6/off"
      When X plays "6/off"
      Then the game is over
      And the score is X wins a single for 1 point

# Sources and differences
# Read (through the issue 25 research): Encyclopédie méthodique, Dictionnaire des jeux (Paris,
# 1792), "Dames rabattues", pp. 64-65, only its opening part (the set-up, the dice, how a die
# lays a man down, the 6-1 example), as transcribed on jocari.be; Tables Rabbatuees (Ludii
# game description): Ludeme/Ludii, board/race/escape/Tables Rabbatuees.lud, versions 1.3.12
# and 1.2.1, their rules texts and code; Wikipedia, "Doublets (tables game)", on dames
# rabattues; salondesjeux.fr, "Les Dames Rabattues" (after a 1699 Paris rulebook), for the
# set-up. The rest of the 1792 article was not read: the doubles, the passing, and whether the
# men are entered again at all come from Ludii and Wikipedia, and are to be checked against it.
# TR-01: lots decide the first thrower; tavli's opening throw (one die each) only decides, and
# the winner throws both dice again.
# TR-04: Ludii's code, consistent with the 1792 text (a die lays one man down).
# TR-05: `on doubles in stage unstacking: play the total on any points`, and the same in stage
# bearing; while rebuilding each die is played once, as Ludii's code does.
# TR-06, TR-07: Ludii's version 1.2.1 text passes unused numbers, version 1.3.12 does not, and
# the code never does (option no-passing, TR-11). Wikipedia adds the exception TR-07; tavli
# says it as `unplayed dice: passed to the opponent when not (stage bearing and the opponent
# has stage unstacking)`, judged once the thrower has played what he could. Passing while
# rebuilding is allowed, as TR-07 names only bearing against laying down. Without the
# exception: option no-exception (TR-12).
# TR-08: Ludii's code moves the men forward and off past the end, any overshoot (option
# ludii-bearing, TR-13, where a double then moves as two dice while bearing, a
# reconstruction); by default a die bears off from the point of its number, as it lays down
# (the same reading as Dubblets').
# TR-09: `in stage rebuilding: a die of n enters a borne-off man on the n-th point from the
# end, up to its setup count`: the entered man lies on those there, as the start piles them,
# so the rebuilt start is the start. The last man borne off ends the bearing stage at once,
# and the rest of the throw enters men.
# TR-10: `stage rebuilding ends when none off: he wins`; all off is then no win.
# TR-14: Wikipedia equates the game with Dubblets, which ends when all are off (option simple:
# `stage bearing ends when all off: he wins`).
# Reconstructed: the score (one point a game), no doubling cube, as many dice as possible
# played, the larger when not both can be.
