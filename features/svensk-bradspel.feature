Feature: Svensk Bradspel: a race round the board where the first points take one man each until the twelfth is reached, and four arrangements win
  Svensk Bradspel ("Swedish tables"), from Fiske's Chess in Iceland (1905, pp. 321-328) as
  Ludii's game description gives it: its rules text and its code. Fifteen men each, all on the
  first point of the track; two dice, a double played twice over. Both players run the same
  way round the board, from opposite corners. On the first points of his track (the start
  itself excepted) a player may not put a second man on a point until one of his men has
  landed on the twelfth point: a man that ends a die's move there lifts the limit for the rest
  of the game, one that jumps over it does not. Two men close a point; a lone man is hit, comes
  in again by one die from the start and may hit as he comes in; while a man waits to come in,
  no other moves (the modern rules; option free-entry for Ludii's code). The first to set all
  fifteen out in one of four arrangements on his last points wins: five on each of the last
  three, three on each of the last five, seven, five and three on the last three, or all
  fifteen on the last; otherwise the first to bear all fifteen off. The opening, the larger
  number bearing off from the highest point and the one point a game are tavli's
  reconstruction (not tagged below).
  Geometry (the board seen from X's seat): X starts on 24 and runs to 1; O starts on X's 12 and
  runs the same way round to X's 13. Every point below is written in the mover's own
  numbering: O's point p is X's p + 12 for p up to 12, else X's p - 12. The twelfth point of
  the track is the mover's own 13; the limited points are his 14 to 23.

  Rule register (Svensk Bradspel (Ludii game description, after Fiske 1905); The Game of Swedish Tables (Vasamuseets Brädspelsvänner, 2003)):
  SV-01: two players, fifteen men each, two six-sided dice; a double is played twice over, four moves [Svensk Bradspel (Ludii game description, after Fiske 1905) § rules; The Game of Swedish Tables (Vasamuseets Brädspelsvänner, 2003) § the dice]
  SV-02: each side starts with all fifteen on the first point of its track [Svensk Bradspel (Ludii game description, after Fiske 1905) § rules]
  SV-03: both run the same way round the board, from opposite corners [Svensk Bradspel (Ludii game description, after Fiske 1905) § rules; Svensk Bradspel (Ludii game description, after Fiske 1905) § code, the tracks]
  SV-04: no second man on a point of the first eleven points of the track, the start excepted, until one of his men has landed on the twelfth point; beyond the twelfth, and once he has landed, any number [Svensk Bradspel (Ludii game description, after Fiske 1905) § rules; Svensk Bradspel (Ludii game description, after Fiske 1905) § code, the flag]
  SV-05: two men close a point; a lone man is hit and comes in again by one die from the start, before any other man moves [Svensk Bradspel (Ludii game description, after Fiske 1905) § rules; The Game of Swedish Tables (Vasamuseets Brädspelsvänner, 2003) § entering]
  SV-06: a man coming in may hit [Svensk Bradspel (Ludii game description, after Fiske 1905) § rules]
  SV-07: all fifteen as five on each of the last three points, three on each of the last five, seven, five and three on the last three, or fifteen on the last, win at once [Svensk Bradspel (Ludii game description, after Fiske 1905) § rules; Svensk Bradspel (Ludii game description, after Fiske 1905) § code, the end]
  SV-08: otherwise men are borne off once all fifteen are in the last quarter, and the first to bear off all wins [Svensk Bradspel (Ludii game description, after Fiske 1905) § rules]
  SV-09: the arrangements are judged after every die: made by one die, one wins, whatever dice are left (option arrangement-each-die) [Svensk Bradspel (Ludii game description, after Fiske 1905) § code, the end]

  Background:
    Given the variant "svensk-bradspel"

  @rule:SV-01 @rule:SV-02 @rule:SV-03
  Rule: the equipment, the start and the two tracks

    Scenario: Fifteen on the first point of each track, both running the same way round
      Then the variant has 15 checkers per side
      And the variant is played with 2 dice of 6 faces
      And X's track runs from point 24 to point 1
      And the variant has no doubling cube
      Given the starting position
      Then the position is "X 24:15 | O 24:15 | X to roll"

  @rule:SV-04 @rule:SV-01
  Rule: one man to a point of the first eleven until a man has landed on the twelfth

    Scenario: 2-2 from the start: one man by all four 2s, or two men that never share a point
      # a second man on 22, 20 or 18 (points of the first eleven) is refused; O's fifteen close
      # X's 12
      Given the starting position
      When X rolls 2-2
      Then the legal plays are:
        | play        |
        | 24/16       |
        | 24/22 24/18 |
      And "24/20(2)" is illegal

    Scenario: A man that ends a 2 on the twelfth point lifts the limit for the rest of the throw
      Given the position "X 24:14 15:1 | O 24:15 | X to roll"
      When X rolls 2-2
      Then "24/22(3) 15/13" is legal
      And "24/22(2) 15/11" is legal
      When X plays "24/22(3) 15/13"
      Then the position is "X 24:11 22:3 13:1 | O 24:15 | O to roll | landed X"

    Scenario: A man that jumps over the twelfth point does not lift it
      # 14/12 would jump the 13, but O's fifteen close X's 12 anyway; so one man by all four,
      # or two men on points of their own
      Given the position "X 24:14 14:1 | O 24:15 | X to roll"
      When X rolls 2-2
      Then the legal plays are:
        | play        |
        | 24/16       |
        | 24/22 24/18 |

    Scenario: Once he has landed, any number may share a point of the first eleven
      Given the position "X 24:14 10:1 | O 24:15 | X to roll | landed X"
      When X rolls 3-3
      Then "24/21(4)" is legal

  @rule:SV-05 @rule:SV-06
  Rule: a lone man is hit, comes in by one die from the start before any other man moves, and may hit

    Scenario: X's man on the bar comes in with the 5 on his 20, hitting O's lone man there (O's 8)
      Given the position "X bar:1 24:13 16:1 | O 24:14 8:1 | X to roll"
      When X rolls 5-3
      Then "bar/20* 24/21" is legal
      And "24/21 16/11" is illegal

  @rule:SV-07
  Rule: four arrangements of all fifteen on the last points win at once

    Scenario: Five on each of the last three: one man from 7 to 3 by 3 and 1
      # O's fifteen on O's 10, X's 22
      Given the position "X 7:1 3:4 2:5 1:5 | O 10:15 | X to roll"
      When X rolls 3-1
      And X plays "7/3"
      Then the position is "X 3:5 2:5 1:5 | O 10:15 | X has won"
      And the score is X wins a single for 1 point

    Scenario: Three on each of the last five: one man from 9 to 5 by 3 and 1
      Given the position "X 9:1 5:2 4:3 3:3 2:3 1:3 | O 10:15 | X to roll"
      When X rolls 3-1
      And X plays "9/5"
      Then the position is "X 5:3 4:3 3:3 2:3 1:3 | O 10:15 | X has won"

    Scenario: Seven, five and three: one man from 7 to 1 by 4 and 2
      Given the position "X 7:1 3:3 2:5 1:6 | O 10:15 | X to roll"
      When X rolls 4-2
      And X plays "7/1"
      Then the position is "X 3:3 2:5 1:7 | O 10:15 | X has won"

    Scenario: All fifteen on the last point: the last man from 4 to 1 by 2 and 1
      # the 2 and then a 1 off the last point would play both dice too, and win nothing
      Given the position "X 4:1 1:14 | O 10:15 | X to roll"
      When X rolls 2-1
      Then the legal plays are:
        | play       |
        | 4/1        |
        | 4/2 1/off  |
      When X plays "4/1"
      Then the position is "X 1:15 | O 10:15 | X has won"

    Scenario: The arrangement is judged once the throw is played: a die that must still be played spoils it
      # 2/1 would make fifteen on the last point, but the 1 must then be played too
      Given the position "X 2:1 1:14 | O 10:15 | X to roll"
      When X rolls 2-1
      Then "2/1" is illegal
      When X plays "2/1 1/off"
      Then the game is not over

  @rule:SV-07 @rule:SV-09
  Rule: judged after every die, an arrangement made by one die wins (option arrangement-each-die)

    Scenario: The 1 alone makes fifteen on the last point and wins; the 2 is not played
      Given the variant "svensk-bradspel" with option "arrangement-each-die"
      And the position "X 2:1 1:14 | O 10:15 | X to roll"
      When X rolls 2-1
      Then "2/1" is legal
      When X plays "2/1"
      Then the position is "X 1:15 | O 10:15 | X has won"

  @rule:SV-08
  Rule: otherwise the first to bear off all fifteen wins

    Scenario: The 6 and the 5 take off the last two men
      Given the position "X 2:1 1:1 off:13 | O 10:15 | X to roll"
      When X rolls 6-5
      Then the only legal play is "2/off 1/off"
      When X plays "2/off 1/off"
      Then the game is over
      And the score is X wins a single for 1 point

# Sources and differences
# Read (through the issue 25 research, and the Ludii file itself): Svensk Bradspel (Ludii game
# description): Ludeme/Ludii, board/race/escape/Svensk Bradspel.lud, its rules text (citing
# Fiske 1905: 321-328) and its code (the tracks, the flag of the twelfth point, the end).
# Fiske's own pages were not found in any corpus. The Game of Swedish Tables (Vasamuseets
# Brädspelsvänner, rules adopted 2003) and bkgm.com's "Swedish Tables" give the modern game.
# SV-04: the text limits the first eleven points until a man has "landed" on the twelfth;
# Ludii's code keeps a flag per player, set when one of his men ends a die's move on the
# twelfth and never cleared, as tavli does (`at most 1 checker on a point of before-twelfth
# until he has landed in twelfth`, written `| landed X` in a position). The start keeps its
# fifteen (the text excepts it), so the limited points are the ten after it.
# SV-05: the text is silent on whether other men may move while one waits to come in; the
# modern rules bring it in first (the default), Ludii's code lets the others move (option
# free-entry).
# SV-07: Ludii's code for the second player's three-on-each-of-five names one point wrongly (a
# slip, not copied).
# SV-09: Ludii judges the arrangements after every die; the text does not say. tavli judges them
# once the throw is played (the default) and after every die with option arrangement-each-die
# (`... at any step`).
# Reconstructed: the opening (one die each, ties thrown again, the higher plays both), the
# larger number bearing off from the highest point (option exact-bear-off for the exact number
# only), one point a game, no doubling cube. The modern game's further wins are not played.
