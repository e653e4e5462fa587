Feature: Kiz Tavlasi: the piles laid down by the dice, then borne off by the dice
  Kiz Tavlasi, "girls' tables", a children's game played in Anatolia for at least fifty years
  and a simple form of tavla, as Ludii's game description gives it after Dr Fatih Parlak
  (personal communication, 2020): its rules text and its code. Fifteen men each and two dice.
  Each side keeps to its own quarter, the last six points of its track, and the two never
  meet. The men start in piles: two on each of the points 1, 2 and 3, three on each of the
  points 4, 5 and 6, every man but the bottom one lying on another. The game goes in two
  stages, each side on its own. First a die lays one man of the pile on the point of its
  number down, without moving it: a pile of two is down after one die, a pile of three after
  two, so a double lays its point flat. When all its piles are down, the side bears its men off
  in the same way, a die taking one man off the point of its number; a number whose point is
  empty is lost. The first to bear off all fifteen wins. A stage ends after the die that
  completes it, and the rest of the throw is played in the next. The opening, the score, and a
  double played as two dice while bearing are tavli's reconstruction (not tagged below). The
  text may mean that a double empties its point while bearing too (option double-clears-point),
  and Ludii's code moves the men and takes them off past the end (option ludii-bearing).
  Geometry (the board seen from X's seat): X's quarter is the bottom right one, his points 1
  to 6 with the 1 at the right end; O's is the top right one, his 1 to 6 being X's 24 to 19.
  Every point below is written in the mover's own numbering.

  Rule register (Kiz Tavlasi (Ludii game description, after F. Parlak 2020)):
  KT-01: two players, fifteen men each, two six-sided dice; each side plays only in its own quarter, the last of its track [Kiz Tavlasi (Ludii game description, after F. Parlak 2020) § rules; Kiz Tavlasi (Ludii game description, after F. Parlak 2020) § code, the tracks]
  KT-02: at the start two men are piled on each of the points 1 to 3 and three on each of the points 4 to 6 [Kiz Tavlasi (Ludii game description, after F. Parlak 2020) § rules; Kiz Tavlasi (Ludii game description, after F. Parlak 2020) § code, the start]
  KT-03: a die lays down one man of the pile on the point of its number, the men staying where they are [Kiz Tavlasi (Ludii game description, after F. Parlak 2020) § rules; Kiz Tavlasi (Ludii game description, after F. Parlak 2020) § code, the unstacking phase]
  KT-04: a pile of two is down after one die, a pile of three after two, so a double lays its point flat [Kiz Tavlasi (Ludii game description, after F. Parlak 2020) § rules; Kiz Tavlasi (Ludii game description, after F. Parlak 2020) § code, the unstacking phase]
  KT-05: once all its piles are down, a side bears its men off the same way, a die taking one man off the point of its number [Kiz Tavlasi (Ludii game description, after F. Parlak 2020) § rules]
  KT-06: the first to bear off all his men wins [Kiz Tavlasi (Ludii game description, after F. Parlak 2020) § rules; Kiz Tavlasi (Ludii game description, after F. Parlak 2020) § code, the end]
  KT-07: while bearing off, a double takes every man off the point it names (option double-clears-point) [Kiz Tavlasi (Ludii game description, after F. Parlak 2020) § rules]
  KT-08: once down, the men move by the dice and leave past the end, from any point (option ludii-bearing) [Kiz Tavlasi (Ludii game description, after F. Parlak 2020) § code, the bearing phase]

  Background:
    Given the variant "kiz-tavlasi"

  @rule:KT-01 @rule:KT-02
  Rule: the equipment and the piles at the start

    Scenario: Six piles in each side's own quarter, every man but the bottom one lying on another
      Then the variant has 15 checkers per side
      And the variant is played with 2 dice of 6 faces
      And the two tracks run in opposite directions
      And the variant has no doubling cube
      Given the starting position
      Then the position is "X 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | X to roll"

  @rule:KT-03
  Rule: a die lays down one man of the pile on the point of its number

    Scenario: A 6-1 leaves one man of the 6 point lying on another and lays the 1 point flat
      Given the starting position
      When X rolls 6-1
      Then the only legal play is "6/6 1/1"
      When X plays "6/6 1/1"
      Then the position is "X 6:3:half-stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2 | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | O to roll"

    Scenario: A die that names a point already down is lost
      Given the position "X 6:3:half-stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2 | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | X to roll"
      When X rolls 1-3
      Then the only legal play is "3/3"

  @rule:KT-04
  Rule: a pile of two is down after one die, a pile of three after two; a double lays its point flat

    Scenario: The two 4s lay the pile of three flat
      Given the starting position
      When X rolls 4-4
      Then the only legal play is "4/4(2)"
      When X plays "4/4(2)"
      Then the position is "X 6:3:stacked 5:3:stacked 4:3 3:2:stacked 2:2:stacked 1:2:stacked | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | O to roll"

    Scenario: The first 2 lays the pile of two flat, and the second is lost
      Given the starting position
      When X rolls 2-2
      Then the only legal play is "2/2"

  @rule:KT-05
  Rule: all down, a die bears a man off the point of its number

    Scenario: The 1 lays the last pile down, and the 5 then bears a man off the 5 point
      # the 5 alone could do nothing (the 5 point is down); after the 1 X is bearing off
      Given the position "X 6:3 5:3 4:3 3:2 2:2 1:2:stacked | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | X to roll"
      When X rolls 1-5
      Then the only legal play is "1/1 5/off"
      When X plays "1/1 5/off"
      Then the position is "X 6:3 5:2 4:3 3:2 2:2 1:2 off:1 | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | O to roll | stage X bearing O unstacking"

    Scenario: The 3 names an empty point and is lost; no man moves down
      Given the position "X 6:3 5:1 2:2 off:9 | O 6:3 5:3 4:3 3:2 2:2 1:2 | X to roll | stage X bearing O bearing"
      When X rolls 6-3
      Then the only legal play is "6/off"
      When X plays "6/off"
      Then the position is "X 6:2 5:1 2:2 off:10 | O 6:3 5:3 4:3 3:2 2:2 1:2 | O to roll | stage X bearing O bearing"

    Scenario: A double is two dice: two men off its point
      Given the position "X 6:3 5:1 2:2 off:9 | O 6:3 5:3 4:3 3:2 2:2 1:2 | X to roll | stage X bearing O bearing"
      When X rolls 6-6
      Then the only legal play is "6/off(2)"

  @rule:KT-06
  Rule: the first to bear off all his men wins

    Scenario: A 2-1 cannot take the last man off the 3 point; a 3-2 can, and X has won
      Given the position "X 3:1 off:14 | O 6:3 5:3 4:3 3:2 2:2 1:2 | X to roll | stage X bearing O bearing"
      When X rolls 2-1
      Then X has no legal move
      Given the position "X 3:1 off:14 | O 6:3 5:3 4:3 3:2 2:2 1:2 | X to roll | stage X bearing O bearing"
      When X rolls 3-2
      Then the only legal play is "3/off"
      When X plays "3/off"
      Then the game is over
      And the score is X wins a single for 1 point

  @rule:KT-07
  Rule: while bearing off, a double empties its point (option double-clears-point)

    Scenario: A 6-6 takes all three men off the 6 point
      Given the variant "kiz-tavlasi" with option "double-clears-point"
      And the position "X 6:3 5:1 2:2 off:9 | O 6:3 5:3 4:3 3:2 2:2 1:2 | X to roll | stage X bearing O bearing"
      When X rolls 6-6
      Then the only legal play is "6/off(3)"
      When X plays "6/off(3)"
      Then the position is "X 5:1 2:2 off:12 | O 6:3 5:3 4:3 3:2 2:2 1:2 | O to roll | stage X bearing O bearing"

    Scenario: Laying down, a double still lays its pile of three flat
      Given the variant "kiz-tavlasi" with option "double-clears-point"
      And the starting position
      When X rolls 5-5
      Then the only legal play is "5/5(2)"

  @rule:KT-08
  Rule: Ludii's code: once down, the men move by the dice and leave past the end (option ludii-bearing)

    Scenario: The 3 moves a man down or takes one off with the larger number, from any point
      Given the variant "kiz-tavlasi" with option "ludii-bearing"
      And the position "X 6:3 5:1 2:2 off:9 | O 6:3 5:3 4:3 3:2 2:2 1:2 | X to roll | stage X bearing O bearing"
      When X rolls 6-3
      Then the legal plays are:
        | play        |
        | 6/off 6/3   |
        | 6/off 5/2   |
        | 6/off 2/off |
        | 5/off 6/3   |
        | 5/off 2/off |
        | 2/off 6/3   |
        | 2/off 5/2   |
        | 2/off(2)    |
        | 6/3/off     |

  Rule: the opening (tavli's reconstruction)

    Scenario: One die each; the higher throws both dice again for his first turn
      Given a new game
      When the opening dice are 5 and 3
      Then the position is "X 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | X to roll again"

# Sources and differences
# Read (through the issue 25 research, and the
# Ludii file itself): Kiz Tavlasi (Ludii game description): Ludeme/Ludii,
# board/race/escape/Kiz Tavlasi.lud (versions 1.3.7 and 1.3.10), its rules text and its code
# (the tracks, the start, the two phases, the end). Its source is an informant, Dr Fatih
# Parlak (2020); no printed source was found.
# KT-01: Ludii gives each side a track of six points; tavli's tracks are the usual two,
# opposite ways round, and no man ever leaves the last quarter, so the sides never meet.
# KT-02, KT-03: the piles of two on the points 1 to 3, which the dice 1 to 3 name. Ludii's code
# puts its piles of three at the end of its six-point track, next to bear-off, and names a
# die's point from the start of that track: while the dice name points (both stages here) the
# two are mirror images of each other. They differ only under option ludii-bearing, where men
# move: tavli's piles of three then stand furthest from bear-off (a reading; a setup
# `1:3, 2:3, 3:3, 4:2, 5:2, 6:2` with the dice named `from the start` would be Ludii's exact
# geometry, not offered as an option).
# KT-04: the text says a double unstacks all the men of its point; Ludii's code plays its two
# dice on that point, which lays any pile flat, a pile of three with both dice.
# KT-05: the text bears off "in the same manner", a die from the point of its number
# (`in stage bearing: a die of n bears off a man from the n-th point from the end`); a number
# whose point is empty is lost, as none can be played. Ludii's code moves the men forward in
# the quarter and off past its end with any overshoot (option ludii-bearing, KT-08). The stage
# ends after the die that lays the last pile down, and the rest of the throw bears off, as in
# Ludii's code.
# KT-07: whether a double empties its point while bearing off too is not said ("as when
# unstacking" may mean one man a die, or the whole point). The option says it as
# `on doubles: play it 3 times`: no point ever holds more than three men, and laying down needs
# at most two dice, so three steps of the double are exactly every man of its point, in both
# stages. A double played once and thrown again, as Ludii's code seems to do in the bearing
# stage, would need a turn program for one stage only (`on doubles in stage bearing: play it 1
# times, then roll again`), which the language does not have yet: it is left out
# (docs/not-yet-expressible.md, "Pieces that are stacked and unstacked in place").
# Reconstructed: the opening (one die each, ties thrown again, the higher throws both dice
# again); a double played as two dice while bearing off; that as many dice as possible are
# played, the larger when not both can be; dice that cannot be played are lost; one point a
# game and no doubling cube.
