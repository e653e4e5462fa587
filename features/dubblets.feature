Feature: Dubblets: the piles laid down by the dice, then borne off by the dice, numbers unused going to the opponent
  Dubblets, an English tables game, as Cotton's Compleat Gamester (1674) describes it in its
  chapter on the game. Fifteen men each and two dice. Each side keeps to its own home table,
  the last six points of its track, and the two never meet. The men start in piles: three on
  each of the points 6, 5 and 4, two on each of the points 3, 2 and 1, every man but the bottom
  one lying on another. First a die lays down one man of the pile on the point of its number,
  without moving it: a pile of two is down after one die, a pile of three after two. A double
  lays down as many men as the two dice's total, on any points. When all its men are down, a
  side bears them off the same way: a die takes one man off the point of its number, a double
  as many men as its total, from any points. A number the thrower cannot use is the
  opponent's, who uses it for his own men, in his own stage. The first to bear off all fifteen
  wins. A stage ends after the die that completes it, and the rest of the throw is played in
  the next. The score and the geometry of the two tables are tavli's reconstruction (not
  tagged below). Willughby's rules, as summarised, pass no numbers (option willughby); Ludii's
  code moves the men once down and takes them off past the end (option ludii-bearing).
  Geometry (the board seen from X's seat): X's table is the bottom right one, his points 1 to
  6 with the 1 at the right end; O's is the top right one, his 1 to 6 being X's 24 to 19.
  Every point below is written in the mover's own numbering.

  Rule register (Cotton, The Compleat Gamester (1674); Dubblets (Ludii game description); Wikipedia, Doublets (tables game)):
  DB-01: two players, fifteen men each, two dice; each side plays only in its own home table [Cotton, The Compleat Gamester (1674) § ch. XXIX; Dubblets (Ludii game description) § code, the tracks]
  DB-02: at the start three men are piled on each of the points 6, 5 and 4, and two on each of the points 3, 2 and 1 [Cotton, The Compleat Gamester (1674) § ch. XXIX]
  DB-03: the higher opening throw plays first, and that throw is not played [Cotton, The Compleat Gamester (1674) § ch. XXIX; Wikipedia, Doublets (tables game) § Willughby]
  DB-04: a die lays down one man of the pile on the point of its number, the men staying where they are [Cotton, The Compleat Gamester (1674) § ch. XXIX; Dubblets (Ludii game description) § code, the unstacking phase]
  DB-05: a pile of two is down after one die, a pile of three after two [Dubblets (Ludii game description) § code, the unstacking phase]
  DB-06: a number the thrower cannot use is the opponent's, who uses it for his own men [Cotton, The Compleat Gamester (1674) § ch. XXIX]
  DB-07: a double lays down, or bears off, as many men as its total, on any points [Cotton, The Compleat Gamester (1674) § ch. XXIX; Dubblets (Ludii game description) § rules; Dubblets (Ludii game description) § code, doubles]
  DB-08: no man is borne off before all of its side's men are down; each side changes stage on its own [Cotton, The Compleat Gamester (1674) § ch. XXIX]
  DB-09: once down, a die bears off a man from the point of its number [Cotton, The Compleat Gamester (1674) § ch. XXIX]
  DB-10: the first to bear off all fifteen wins [Cotton, The Compleat Gamester (1674) § ch. XXIX; Dubblets (Ludii game description) § code, the end]
  DB-11: a number the thrower cannot use is lost (option willughby) [Wikipedia, Doublets (tables game) § Willughby]
  DB-12: once down, the men move by the dice and leave past the end, from any point (option ludii-bearing) [Dubblets (Ludii game description) § code, the bearing phase]

  Background:
    Given the variant "dubblets"

  @rule:DB-01 @rule:DB-02
  Rule: the equipment and the piles at the start

    Scenario: Six piles in each side's own table, every man but the bottom one lying on another
      Then the variant has 15 checkers per side
      And the variant is played with 2 dice of 6 faces
      And the two tracks run in opposite directions
      And the variant has no doubling cube
      Given the starting position
      Then the position is "X 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | X to roll"

  @rule:DB-03
  Rule: the higher opening throw plays first, and throws again

    Scenario: One die each; the higher throws both dice again for his first turn
      Given a new game
      When the opening dice are 5 and 3
      Then the position is "X 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | X to roll again"

  @rule:DB-04 @rule:DB-05
  Rule: a die lays down one man of the pile on the point of its number

    Scenario: A 6-3 leaves one man of the 6 point lying on another and lays the 3 point flat
      Given the starting position
      When X rolls 6-3
      Then the only legal play is "6/6 3/3"
      When X plays "6/6 3/3"
      Then the position is "X 6:3:half-stacked 5:3:stacked 4:3:stacked 3:2 2:2:stacked 1:2:stacked | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | O to roll"

  @rule:DB-06
  Rule: a number the thrower cannot use is the opponent's, for his own men

    Scenario: X's 5 and 1 points are down; O lays down a man on each of his own
      Given the position "X 6:3:half-stacked 5:3 4:3 3:2 2:2 1:2 | O 6:3:stacked 5:3:stacked 4:3 3:2 2:2 1:2:stacked | X to roll"
      When X rolls 5-1
      Then X has no legal move
      When X plays "no move"
      Then the position is "X 6:3:half-stacked 5:3 4:3 3:2 2:2 1:2 | O 6:3:stacked 5:3:stacked 4:3 3:2 2:2 1:2:stacked | O to play 5-1 passed by X"
      When O plays "5/5 1/1"
      Then the position is "X 6:3:half-stacked 5:3 4:3 3:2 2:2 1:2 | O 6:3:stacked 5:3:half-stacked 4:3 3:2 2:2 1:2 | O to roll"

  @rule:DB-07
  Rule: a double plays its total on any points

    Scenario: A 2-2 lays down four men, on any of the piles
      Given the starting position
      When X rolls 2-2
      Then the position is "X 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | X to play 4 on any points, unplayed dice to O"
      And "6/6(2) 5/5(2)" is legal
      And "3/3 2/2 1/1 4/4" is legal
      And "3/3(2)" is illegal

    Scenario: Two fours bear off eight men from any points; X has four left and wins
      Given the position "X 6:2 4:1 1:1 off:11 | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | X to roll | stage X bearing O unstacking"
      When X rolls 4-4
      Then the only legal play is "6/off(2) 4/off 1/off"
      When X plays "6/off(2) 4/off 1/off"
      Then the game is over
      And the score is X wins a single for 1 point

  @rule:DB-08
  Rule: no man is borne off before all are down; the rest of the throw then bears off

    Scenario: With the 1 point still piled, a 6-5 does nothing for X and goes to O
      Given the position "X 6:3 5:3 4:3 3:2 2:2 1:2:stacked | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | X to roll"
      When X rolls 6-5
      Then X has no legal move

    Scenario: The 2 lays the last pile down, and the 6 then bears a man off the 6 point
      Given the position "X 6:3 5:3 4:3 3:2 2:2:stacked 1:2 | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | X to roll"
      When X rolls 2-6
      Then the only legal play is "6/off 2/2"
      When X plays "6/off 2/2"
      Then the position is "X 6:2 5:3 4:3 3:2 2:2 1:2 off:1 | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | O to roll | stage X bearing O unstacking"

  @rule:DB-09 @rule:DB-06
  Rule: once down, a die bears off a man from the point of its number

    Scenario: The 6 bears a man off; X's 3 point is empty, so the 3 goes to O, who lays down his 3 point
      Given the position "X 6:2 5:3 4:3 2:2 1:2 off:3 | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | X to roll | stage X bearing O unstacking"
      When X rolls 6-3
      Then the only legal play is "6/off"
      When X plays "6/off"
      Then the position is "X 6:1 5:3 4:3 2:2 1:2 off:4 | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | O to play 3 passed by X | stage X bearing O unstacking"
      When O plays "3/3"
      Then the position is "X 6:1 5:3 4:3 2:2 1:2 off:4 | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2 2:2:stacked 1:2:stacked | O to roll | stage X bearing O unstacking"

  @rule:DB-10
  Rule: the first to bear off all fifteen wins

    Scenario: The 3 takes the last man off; the game is over before the 2 is looked at
      Given the position "X 3:1 off:14 | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | X to roll | stage X bearing O unstacking"
      When X rolls 3-2
      Then the only legal play is "3/off"
      When X plays "3/off"
      Then the game is over
      And the score is X wins a single for 1 point

  @rule:DB-11
  Rule: Willughby: a number the thrower cannot use is lost (option willughby)

    Scenario: X's 5 and 1 points are down; the numbers are lost and O throws
      Given the variant "dubblets" with option "willughby"
      And the position "X 6:3:half-stacked 5:3 4:3 3:2 2:2 1:2 | O 6:3:stacked 5:3:stacked 4:3 3:2 2:2 1:2:stacked | X to roll"
      When X rolls 5-1
      And X plays "no move"
      Then the position is "X 6:3:half-stacked 5:3 4:3 3:2 2:2 1:2 | O 6:3:stacked 5:3:stacked 4:3 3:2 2:2 1:2:stacked | O to roll"

  @rule:DB-12
  Rule: Ludii's code: once down, the men move by the dice and leave past the end (option ludii-bearing)

    Scenario: A 6-5 takes the men off the 2 and 1 points, past the end
      # by default the 6 and the 5 name empty points and go to O
      Given the variant "dubblets" with option "ludii-bearing"
      And the position "X 2:1 1:1 off:13 | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | X to roll | stage X bearing O unstacking"
      When X rolls 6-5
      Then the only legal play is "2/off 1/off"

    Scenario: While laying down, a double still plays its total on any points
      Given the variant "dubblets" with option "ludii-bearing"
      And the starting position
      When X rolls 1-1
      # two steps on the piles: two different piles (15 pairs), or both on one pile of three (3)
      Then there are 18 legal plays

# Sources and differences
# Read (through the issue 25 research): Cotton, The Compleat Gamester (1674), ch. XXIX
# "Dubblets", pp. 161-162, as quoted in full in Ludii's evidence for the game; Dubblets (Ludii
# game description): Ludeme/Ludii, board/race/escape/Dubblets.lud (versions 1.3.4 and 1.3.10),
# its rules text and its code; Wikipedia, "Doublets (tables game)", for Willughby's Volume of
# Plaies (c. 1665-1670), which was not read itself.
# DB-02: Cotton names the points (sice, cinque, quater, trey, deuce, ace) but not where they
# lie; tavli puts the ace next to bear-off, as in backgammon. While the dice name points (both
# stages by default) the geometry changes nothing.
# DB-03: Cotton's higher throw plays first; that the opening throw is not played is Willughby's
# (as summarised) and tavli's reading: `opening winner: rolls both dice again`.
# DB-05: Cotton says a die lays down a man; how many dice a pile of three takes is Ludii's code
# (a half-stacked state between).
# DB-06: Cotton passes a number the thrower cannot use to the other, who lays down (or bears)
# for himself. Willughby has no such rule (option willughby, DB-11). Ludii's current rules
# text drops it, its evidence keeps it, its code lacks it. tavli passes it as
# `unplayed dice: passed to the opponent`; the opponent plays it in his own stage, and a
# double's steps on any points that the thrower cannot make pass as steps on any points.
# DB-07: `on doubles: play the total on any points`, in both stages.
# DB-08: the rest of a throw, once the last pile is down, is played in the bearing stage at
# once, as in Ludii's code; Cotton says nothing of it.
# DB-09: Cotton does not say how a die bears off; the named point, as it lays down, is the
# plain reading (`in stage bearing: a die of n bears off a man from the n-th point from the
# end`). Ludii's code moves the men forward and off past the end with any overshoot (option
# ludii-bearing, DB-12, where a double then moves as two dice while bearing, a reconstruction).
# Reconstructed: the score (one point a game; Cotton names no gammon), no doubling cube,
# as many dice as possible played, the larger when not both can be.
