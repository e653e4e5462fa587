Feature: Yahoudieh: lay the piles down, pile them up again, then bear the men off
  Yahoudieh, "the Jewish game", a children's game of Syria and Lebanon and a simple form of
  the grown-ups' tables, from Barakat's The Arab Games (1974, pp. 19-21) as Ludii's game
  description gives it: its rules text and its code. Fifteen men each and two dice. Each side
  keeps to its own quarter, the last six points of its track, and the two never meet. The men
  start in piles: two on each of the points 1, 2 and 3, three on each of the points 4, 5 and
  6, every man but the bottom one lying on another. The game goes in three stages, each side
  on its own. First a die lays one man of the pile on the point of its number down, without
  moving it: a pile of two is down after one die, a pile of three after two. When all its
  piles are down, the side builds them up again the same way, a die raising one man on the
  point of its number. When all are piled again, the side bears its men off: the piles no
  longer hold, a die moves a man forward in the quarter or off past its end from any point.
  The first to bear off all fifteen wins. A stage ends after the die that completes it, and the
  rest of the throw is played in the next. The opening, the score, and a double played as two
  dice are tavli's reconstruction (not tagged below). The sister game Kiz Tavlasi bears off
  by the point a die names (option named-point), and the grown-ups' games play a double four
  times (option tawla-doubles).
  Geometry (the board seen from X's seat): X's quarter is the bottom right one, his points 1
  to 6 with the 1 at the right end; O's is the top right one, his 1 to 6 being X's 24 to 19.
  Every point below is written in the mover's own numbering.

  Rule register (Yahoudieh (Ludii game description, after Barakat 1974); Kiz Tavlasi (Ludii game description, after F. Parlak 2020)):
  YA-01: two players, fifteen men each, two six-sided dice; each side plays only in its own quarter, the last of its track [Yahoudieh (Ludii game description, after Barakat 1974) § rules; Yahoudieh (Ludii game description, after Barakat 1974) § code, the tracks]
  YA-02: at the start two men are piled on each of the points 1 to 3 and three on each of the points 4 to 6 [Yahoudieh (Ludii game description, after Barakat 1974) § rules; Yahoudieh (Ludii game description, after Barakat 1974) § code, the start]
  YA-03: a die lays down one man of the pile on the point of its number, the men staying where they are: a pile of two is down after one die, a pile of three after two [Yahoudieh (Ludii game description, after Barakat 1974) § rules; Yahoudieh (Ludii game description, after Barakat 1974) § code, the unstacking phase]
  YA-04: once all its piles are down, a side piles its men up again the same way, a die raising one man on the point of its number [Yahoudieh (Ludii game description, after Barakat 1974) § rules; Yahoudieh (Ludii game description, after Barakat 1974) § code, the restacking phase]
  YA-05: once all are piled again, the side bears its men off, each die moving a man forward in the quarter or off past its end, from any point [Yahoudieh (Ludii game description, after Barakat 1974) § rules; Yahoudieh (Ludii game description, after Barakat 1974) § code, the bearing phase]
  YA-06: the first to bear off all his men wins [Yahoudieh (Ludii game description, after Barakat 1974) § rules; Yahoudieh (Ludii game description, after Barakat 1974) § code, the end]
  YA-07: a die bears off a man from the point of its number only (option named-point) [Kiz Tavlasi (Ludii game description, after F. Parlak 2020) § rules]
  YA-08: a double is played four times, as in the grown-ups' games (option tawla-doubles) [Yahoudieh (Ludii game description, after Barakat 1974) § description]

  Background:
    Given the variant "yahoudieh"

  @rule:YA-01 @rule:YA-02
  Rule: the equipment and the piles at the start

    Scenario: Six piles in each side's own quarter, every man but the bottom one lying on another
      Then the variant has 15 checkers per side
      And the variant is played with 2 dice of 6 faces
      And the two tracks run in opposite directions
      And the variant has no doubling cube
      Given the starting position
      Then the position is "X 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | X to roll"

  @rule:YA-03
  Rule: a die lays down one man of the pile on the point of its number

    Scenario: A 6 leaves one man of three lying on another; a 3 lays a pile of two flat
      Given the starting position
      When X rolls 6-3
      Then the only legal play is "6/6 3/3"
      When X plays "6/6 3/3"
      Then the position is "X 6:3:half-stacked 5:3:stacked 4:3:stacked 3:2 2:2:stacked 1:2:stacked | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | O to roll"

    Scenario: O lays down his own piles, in his own numbering
      Given the position "X 6:3:half-stacked 5:3:stacked 4:3:stacked 3:2 2:2:stacked 1:2:stacked | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | O to roll"
      When O rolls 2-1
      Then the only legal play is "2/2 1/1"
      When O plays "2/2 1/1"
      Then the position is "X 6:3:half-stacked 5:3:stacked 4:3:stacked 3:2 2:2:stacked 1:2:stacked | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2 1:2 | X to roll"

    Scenario: A double is two dice: the two 4s lay the pile of three flat
      Given the starting position
      When X rolls 4-4
      Then the only legal play is "4/4(2)"
      When X plays "4/4(2)"
      Then the position is "X 6:3:stacked 5:3:stacked 4:3 3:2:stacked 2:2:stacked 1:2:stacked | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | O to roll"

    Scenario: A die that names a point already down is lost
      Given the position "X 6:3 5:3:stacked 4:3 3:2 2:2:stacked 1:2 | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | X to roll"
      When X rolls 6-5
      Then the only legal play is "5/5"
      When X plays "5/5"
      Then the position is "X 6:3 5:3:half-stacked 4:3 3:2 2:2:stacked 1:2 | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | O to roll"

  @rule:YA-04
  Rule: with every pile down, the men are piled up again the same way

    Scenario: The 2 lays the last pile down, and the 6 then raises a man on the 6 point
      # the 6 alone could do nothing (the 6 point is down); after the 2 X is restacking
      Given the position "X 6:3 5:3 4:3 3:2 2:2:stacked 1:2 | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | X to roll"
      When X rolls 2-6
      Then the only legal play is "2/2 6/6"
      When X plays "2/2 6/6"
      Then the position is "X 6:3:half-stacked 5:3 4:3 3:2 2:2 1:2 | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | O to roll | stage X restacking O unstacking"

    Scenario: A pile of two is stacked again after one die, and the second 1 is lost
      Given the position "X 6:3 5:3 4:3 3:2 2:2 1:2 | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | X to roll | stage X restacking O unstacking"
      When X rolls 1-1
      Then the only legal play is "1/1"
      When X plays "1/1"
      Then the position is "X 6:3 5:3 4:3 3:2 2:2 1:2:stacked | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | O to roll | stage X restacking O unstacking"

    Scenario: A pile of three takes two dice to build
      Given the position "X 6:3 5:3 4:3 3:2 2:2 1:2 | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | X to roll | stage X restacking O unstacking"
      When X rolls 5-5
      Then the only legal play is "5/5(2)"
      When X plays "5/5(2)"
      Then the position is "X 6:3 5:3:stacked 4:3 3:2 2:2 1:2 | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | O to roll | stage X restacking O unstacking"

  @rule:YA-05
  Rule: all piled again, the men are borne off, moving by the dice and off past the end

    Scenario: The 1 completes the piles, which then no longer hold, and the 5 moves a man
      # the 5 cannot raise the 5 point (already piled); after the 1 X bears: 6/1, or off
      # from any of the points 5 to 1
      Given the position "X 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2 | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | X to roll | stage X restacking O unstacking"
      When X rolls 1-5
      Then the legal plays are:
        | play      |
        | 1/1 6/1   |
        | 1/1 5/off |
        | 1/1 4/off |
        | 1/1 3/off |
        | 1/1 2/off |
        | 1/1 1/off |
      When X plays "1/1 6/1"
      Then the position is "X 6:2 5:3 4:3 3:2 2:2 1:3 | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | O to roll | stage X bearing O unstacking"

    Scenario: A die larger than needed bears off from any point, and a man may go on to the end
      Given the position "X 6:1 3:2 off:12 | O 6:3 5:3 4:3 3:2 2:2 1:2 | X to roll | stage X bearing O bearing"
      When X rolls 5-4
      Then the legal plays are:
        | play      |
        | 3/off(2)  |
        | 6/1 3/off |
        | 6/2 3/off |
        | 6/2/off   |

  @rule:YA-06
  Rule: the first to bear off all his men wins

    Scenario: The last man leaves, and X has won
      Given the position "X 2:1 off:14 | O 6:3 5:3 4:3 3:2 2:2 1:2 | X to roll | stage X bearing O bearing"
      When X rolls 6-1
      Then there is 1 legal play
      When X plays "2/off"
      Then the game is over
      And the score is X wins a single for 1 point

  @rule:YA-07
  Rule: a die bears off from the point of its number only (option named-point)

    Scenario: The 5 and the 4 name empty points and are lost; the 6 and the 3 bear off
      Given the variant "yahoudieh" with option "named-point"
      And the position "X 6:1 3:2 off:12 | O 6:3 5:3 4:3 3:2 2:2 1:2 | X to roll | stage X bearing O bearing"
      When X rolls 5-4
      Then X has no legal move
      Given the position "X 6:1 3:2 off:12 | O 6:3 5:3 4:3 3:2 2:2 1:2 | X to roll | stage X bearing O bearing"
      When X rolls 6-3
      Then the only legal play is "6/off 3/off"

  @rule:YA-08
  Rule: a double is played four times (option tawla-doubles)

    Scenario: Two 3s bring the two men home or one off; four 3s bear both off
      Given the position "X 6:2 off:13 | O 6:3 5:3 4:3 3:2 2:2 1:2 | X to roll | stage X bearing O bearing"
      When X rolls 3-3
      Then the legal plays are:
        | play     |
        | 6/3(2)   |
        | 6/3/off  |
      Given the variant "yahoudieh" with option "tawla-doubles"
      And the position "X 6:2 off:13 | O 6:3 5:3 4:3 3:2 2:2 1:2 | X to roll | stage X bearing O bearing"
      When X rolls 3-3
      Then the only legal play is "6/3/off(2)"
      When X plays "6/3/off(2)"
      Then the game is over
      And the score is X wins a single for 1 point

  Rule: the opening (tavli's reconstruction)

    Scenario: One die each; the higher throws both dice again for his first turn
      Given a new game
      When the opening dice are 5 and 3
      Then the position is "X 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | X to roll again"

# Sources and differences
# Read (through the issue 25 research, and the
# Ludii file itself): Yahoudieh (Ludii game description): Ludeme/Ludii,
# board/race/escape/Yahoudieh.lud (versions 1.2.7 and 1.3.12), its rules text, its
# description and its code (the tracks, the start, the three phases, the end). It cites
# Barakat, The Arab Games (1974), pp. 19-21, which was not found in any corpus: every rule
# here is Barakat's as Ludii restates it.
# YA-01: Ludii gives each side a track of six points in its own quarter; tavli's tracks are the
# usual two, opposite ways round, and no man ever leaves the last quarter (the set-up is there,
# and the stages only lay down, raise, and move forward to bear off), so the sides never meet.
# YA-02, YA-03: the piles of two on the points 1 to 3 (the dice 1 to 3 name them). Ludii's code
# puts its piles of three at the end of its six-point track, next to bear-off, and names a die's
# point from the start of that track; while the dice name points the two are mirror images, and
# in the bearing stage tavli's piles of three stand furthest from bear-off (a reading: the text
# says only "the first three points"). A pile of three goes half-stacked after one die, as in
# Ludii's code.
# YA-04, YA-05: "when all are unstacked" and "when all are restacked" are
# `stage unstacking ends when none stacked and none half-stacked` and
# `stage restacking ends when all stacked`. Ludii's code bears the top man off a pile without
# looking at its state; tavli lays every pile flat as the side enters the bearing stage
# (`, unstacking all`), so that the piles are only the form of the restacking. Ludii judges a
# stage's end after every die and plays the rest of the throw in the next stage, as tavli
# does.
# YA-05: the rules text is Ludii's usual one (a man by each die, or one man by both); its code
# moves men forward in the quarter and off past the end with any overshoot, from any point, at
# any time (`allow bearing off always`, `bear off: exact or higher from any point`). The sister
# game Kiz Tavlasi's text bears off by the point a die names (option named-point, YA-07).
# Left out: Ludii's code seems to throw again after a double in the bearing stage (as it does
# in Kiz Tavlasi); the text says nothing and it looks accidental, but as an option it would
# need a turn program for one stage only (`on doubles in stage bearing: play it 1 times, then
# roll again`), which the language does not have yet (docs/not-yet-expressible.md, "Pieces that
# are stacked and unstacked in place").
# YA-08: the text calls the game a simple form of the grown-ups' tables, where a double is
# played four times; nothing says the children do so (option tawla-doubles, a reconstruction).
# Reconstructed: the opening (one die each, ties thrown again, the higher throws both dice
# again); a double played as two dice; that as many dice as possible are played, the larger
# when not both can be; dice that cannot be played are lost; one point a game and no doubling
# cube. tavli's self-play (20 games, heuristic bots) ends every game by bearing off.
