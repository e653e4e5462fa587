Feature: Schuster: a horseshoe race where a lone checker is safe at home and an arrangement wins double
  Schuster, a tables game played in Sweden about 1839, from Fiske's Chess in Iceland (1905,
  p. 318) as Ludii's game description gives it: its rules text and its code. Fifteen checkers
  each, all on the first point of the track; two dice, each a move. The two sides run opposite
  ways round a horseshoe, over their own half of the board first, each toward the point where
  the other began. Two checkers close a point. A lone checker can be hit only on the half of
  the board where its enemy began; on its own half it cannot be hit, and no enemy checker may
  land on it. A hit checker comes in again by a die from the start of its track. Checkers are
  borne off from the last quarter once all fifteen are there, each die from the point of its
  own number only. The first to bear off all wins one point; but a player who sets all fifteen
  out on the last six points of his own half, none of them empty and three on each of the last
  three, has won at once, and counts two. The opening, and the larger die when only one can be
  played, are tavli's reconstruction (not tagged below). The modern Swedish game plays a double
  twice and brings a hit checker in first (the options doubles-twice and enter-first), and
  Backgammon lets a larger number bear off from the highest point (option bear-off-higher,
  reconstructed).
  Geometry (the board seen from X's seat): X starts on 24, top right, runs the top row leftward
  and the bottom row rightward; O starts on X's 1, bottom right, and runs the other way. X's
  own half is the top row (his 13 to 24), O's the bottom row. Every point below is written in
  the mover's own numbering: O's point p is X's 25 - p.

  Rule register (Schuster (Ludii game description, after Fiske 1905); The Game of Swedish Tables (Vasamuseets Brädspelsvänner, 2003)):
  SC-01: two players, fifteen checkers each, two six-sided dice [Schuster (Ludii game description, after Fiske 1905) § rules]
  SC-02: each side starts with all fifteen on the first point of its track, in three piles of five [Schuster (Ludii game description, after Fiske 1905) § rules; Schuster (Ludii game description, after Fiske 1905) § code, the start]
  SC-03: the two sides run opposite ways round a horseshoe, their own half of the board first, each toward the point where the other began [Schuster (Ludii game description, after Fiske 1905) § rules; Schuster (Ludii game description, after Fiske 1905) § code, the tracks]
  SC-04: each die moves a checker, or one checker moves by one die and then by the other; a double is two moves [Schuster (Ludii game description, after Fiske 1905) § rules; Schuster (Ludii game description, after Fiske 1905) § code, the moves]
  SC-05: every die must be played when it can be [Schuster (Ludii game description, after Fiske 1905) § rules]
  SC-06: two checkers close a point; a lone checker on the far half of its own track, where the hitter began, is hit and comes in again by a die from the start of its track [Schuster (Ludii game description, after Fiske 1905) § rules; Schuster (Ludii game description, after Fiske 1905) § code, the moves]
  SC-07: a lone checker on its own half cannot be hit: it holds its point, and no enemy checker may land there [Schuster (Ludii game description, after Fiske 1905) § rules; Schuster (Ludii game description, after Fiske 1905) § code, the moves]
  SC-08: bearing off begins once all fifteen are in the last quarter, each die taking a checker off from the point of its own number only [Schuster (Ludii game description, after Fiske 1905) § rules; Schuster (Ludii game description, after Fiske 1905) § code, the moves]
  SC-09: all fifteen on the last six points of one's own half, none of them empty and three on each of the last three, win at once and count two [Schuster (Ludii game description, after Fiske 1905) § rules; Schuster (Ludii game description, after Fiske 1905) § code, the end]
  SC-10: otherwise the first to bear off all fifteen wins, one point [Schuster (Ludii game description, after Fiske 1905) § rules; Schuster (Ludii game description, after Fiske 1905) § code, the end]
  SC-11: a double is played twice over, four moves (option doubles-twice) [The Game of Swedish Tables (Vasamuseets Brädspelsvänner, 2003) § the dice]
  SC-12: a hit checker comes back in before any other checker moves (option enter-first) [The Game of Swedish Tables (Vasamuseets Brädspelsvänner, 2003) § entering]
  SC-13: the arrangement is judged after every die: made by one die, it wins, whatever dice are left (option arrangement-each-die) [Schuster (Ludii game description, after Fiske 1905) § code, the end]

  Background:
    Given the variant "schuster"

  @rule:SC-01 @rule:SC-02 @rule:SC-03
  Rule: the equipment, the start and the two tracks

    Scenario: Fifteen on the first point of each track, running opposite ways round the horseshoe
      Then the variant has 15 checkers per side
      And the variant is played with 2 dice of 6 faces
      And the board has 24 points
      And X's track runs from point 24 to point 1
      And the two tracks run in opposite directions
      And the "home" zone is the points 1 to 6
      And the variant has no doubling cube
      Given the starting position
      Then the position is "X 24:15 | O 24:15 | X to roll"
      And the pip count of X is 360
      And the pip count of O is 360

  @rule:SC-04 @rule:SC-05
  Rule: each die a move, one checker may take both, and every die is played

    Scenario: 6-5 from the start: two checkers out, or one by both dice; one die alone is not enough
      Given the starting position
      When X rolls 6-5
      Then the legal plays are:
        | play        |
        | 24/18 24/19 |
        | 24/13       |
      And "24/18" is illegal

    Scenario: A double is two moves, not four
      Given the starting position
      When X rolls 3-3
      Then the legal plays are:
        | play     |
        | 24/21(2) |
        | 24/18    |

  @rule:SC-06
  Rule: a lone checker on the hitter's half is hit, and comes in again from the start of its track

    Scenario: X's 3 hits O's lone checker on X's 17, X's own half; the hit checker enters by one die
      # O's 8 is X's 17; O's 3 is X's 22, closed by fourteen
      Given the position "X 24:14 20:1 | O 8:1 3:14 | X to roll"
      When X rolls 3-1
      And X plays "20/17* 24/23"
      Then the position is "X 24:13 23:1 17:1 | O bar:1 3:14 | O to roll"
      # the 6 enters on O's 19 and the 1 on his 24 (X's 6 and 1); either way on to his 18.
      # The 1 from his 3 would land on X's lone checker on O's 2, on X's own half: closed
      When O rolls 6-1
      Then the only legal play is "bar/18"

    Scenario: O may hit X's lone checker on X's 10, which stands on O's own half
      # X's 10 is O's 15, in O's own half (his 13 to 24)
      Given the position "X 24:13 17:1 10:1 | O 17:1 3:14 | O to roll"
      When O rolls 2-1
      Then "17/15* 3/2" is legal

  @rule:SC-07
  Rule: on its own half a lone checker cannot be hit and holds its point

    Scenario: X's lone checker on his 17 (O's 8) holds the point against O's 4
      # the 2 from O's 3 would land on X's thirteen on X's 24; the 4 from 3 would bear off,
      # which O may not do while one of his checkers is on his 12
      Given the position "X 24:13 23:1 17:1 | O 12:1 3:14 | O to roll"
      When O rolls 4-2
      Then the only legal play is "12/6"
      And "12/8*" is illegal

  @rule:SC-08
  Rule: bearing off once all fifteen are in the last quarter, each die from its own point only

    Scenario: The 2 brings the last checker home first, and only then may the 1 point's neighbour go off
      # O's fifteen on his 24 close X's 1
      Given the position "X 7:1 2:1 off:13 | O 24:15 | X to roll"
      When X rolls 2-1
      Then the legal plays are:
        | play      |
        | 7/4       |
        | 7/6 2/off |

    Scenario: The 6 takes off the checker on the 6 point; the 2 cannot take off the one on the 4
      Given the position "X 6:1 4:1 off:13 | O 24:15 | X to roll"
      When X rolls 6-2
      Then the only legal play is "6/off 4/2"

  @rule:SC-10
  Rule: the first to bear off all fifteen wins, one point

    Scenario: The 6 and the 2 take off the last two checkers
      Given the position "X 6:1 2:1 off:13 | O 24:15 | X to roll"
      When X rolls 6-2
      Then the only legal play is "6/off 2/off"
      When X plays "6/off 2/off"
      Then the game is over
      And the score is X wins a single for 1 point

  @rule:SC-09
  Rule: all fifteen on the last six points of one's own half, three on each of the last three, win double

    Scenario: One checker by both dice to the 13 makes three on each of 13, 14 and 15 and two on each of 16, 17, 18
      # O's fifteen stand on O's 6, X's 19
      Given the position "X 20:1 18:2 17:2 16:2 15:3 14:3 13:2 | O 6:15 | X to roll"
      When X rolls 4-3
      And X plays "20/13"
      Then the game is over
      And the score is X wins an arrangement for 2 points

    Scenario: The same dice played to the 16 and the 14 leave four on the 14: the game goes on
      Given the position "X 20:1 18:2 17:2 16:2 15:3 14:3 13:2 | O 6:15 | X to roll"
      When X rolls 4-3
      And X plays "20/16 17/14"
      Then the game is not over
      And the position is "X 18:2 17:1 16:3 15:3 14:4 13:2 | O 6:15 | O to roll"

    Scenario: Three on each of the last three, but the 16 empty: no arrangement
      Given the position "X 20:1 18:3 17:3 15:3 14:3 13:2 | O 6:15 | X to roll"
      When X rolls 4-3
      And X plays "20/13"
      Then the game is not over
      And the position is "X 18:3 17:3 15:3 14:3 13:3 | O 6:15 | O to roll"

    Scenario: A hit checker enters with one 6 and runs on with the other to complete the arrangement
      # O's fifteen stand on O's 3, X's 22; X's 19 is open
      Given the position "X bar:1 18:2 17:2 16:2 15:3 14:3 13:2 | O 3:15 | X to roll"
      When X rolls 6-6
      Then "bar/19/13" is legal
      When X plays "bar/19/13"
      Then the game is over
      And the score is X wins an arrangement for 2 points

  @rule:SC-09 @rule:SC-13
  Rule: when the arrangement is judged: once the throw is played, or after every die (option arrangement-each-die)

    Scenario: By default the 2 that completes the arrangement must be followed by the 6, which spoils it
      # O's fifteen stand on X's 19; any 6 takes a checker out of the last six, or to a fourth
      # on the 14
      Given the position "X 20:1 18:1 17:2 16:2 15:3 14:3 13:3 | O 6:15 | X to roll"
      When X rolls 6-2
      Then "20/18" is illegal
      When X plays "20/18 13/7"
      Then the game is not over

    Scenario: Judged after every die, the 2 alone completes it and wins double
      Given the variant "schuster" with option "arrangement-each-die"
      And the position "X 20:1 18:1 17:2 16:2 15:3 14:3 13:3 | O 6:15 | X to roll"
      When X rolls 6-2
      Then "20/18" is legal
      When X plays "20/18"
      Then the game is over
      And the score is X wins an arrangement for 2 points

  @rule:SC-11
  Rule: the modern Swedish double, four moves (option doubles-twice)

    Scenario: 3-3 from the start may take one checker twelve points, and must play all four
      Given the variant "schuster" with option "doubles-twice"
      And the starting position
      When X rolls 3-3
      Then "24/12" is legal
      And "24/18" is illegal

    Scenario: The double 6 must now be played four times, and the arrangement cannot be kept
      Given the variant "schuster" with option "doubles-twice"
      And the position "X bar:1 18:2 17:2 16:2 15:3 14:3 13:2 | O 3:15 | X to roll"
      When X rolls 6-6
      Then "bar/19/13" is illegal
      When X plays "bar/19/13 18/12(2)"
      Then the game is not over

  @rule:SC-06 @rule:SC-12
  Rule: whether the others may move while a hit checker waits (option enter-first)

    Scenario: By default O leaves his hit checker on the bar and runs the one on his 12
      Given the position "X 24:13 23:1 17:1 | O bar:1 12:1 3:13 | O to roll"
      When O rolls 4-2
      Then "12/6" is legal
      And "bar/21 12/10" is legal

    Scenario: With the modern rule the hit checker must come in first
      Given the variant "schuster" with option "enter-first"
      And the position "X 24:13 23:1 17:1 | O bar:1 12:1 3:13 | O to roll"
      When O rolls 4-2
      Then "12/6" is illegal
      And "bar/21 12/10" is legal

  Rule: a larger number from the highest point (option bear-off-higher, tavli's reconstruction)

    Scenario: By the exact number only, 6-5 moves nothing from the 4 and the 3
      Given the position "X 4:1 3:1 off:13 | O 24:15 | X to roll"
      When X rolls 6-5
      Then X has no legal move

    Scenario: With the option the 6 and the 5 take both off, and X has won
      Given the variant "schuster" with option "bear-off-higher"
      And the position "X 4:1 3:1 off:13 | O 24:15 | X to roll"
      When X rolls 6-5
      Then the only legal play is "4/off 3/off"
      When X plays "4/off 3/off"
      Then the game is over
      And the score is X wins a single for 1 point

# Sources and differences
# Read (through the issue 25 research, and the Ludii file
# itself): Schuster (Ludii game description): Ludeme/Ludii, board/race/escape/Schuster.lud,
# its rules text ("Fiske 1905: 318"), and its code (the tracks, the start, the moves, the
# end). Fiske's own pages were not found in any corpus: every rule here is his as Ludii
# restates it. The options' source is the modern Swedish club rules of the related game
# Svensk Bradspel (The Game of Swedish Tables, Vasamuseets Brädspelsvänner, rules adopted 2003,
# and bkgm.com's "Swedish Tables"), not a source of Schuster.
# SC-03: Ludii's horseshoe (P1 along the bottom row and back along the top, P2 the other way)
# is tavli's pair of opposite tracks; each side's own half is the first half of its track.
# SC-04, SC-11: the text gives no rule for doubles and Ludii's code plays each die once: a
# double is two moves. The modern Swedish game plays it twice (option doubles-twice).
# SC-06, SC-07, SC-12: the text says a lone checker is hit on its enemy's half and cannot be
# hit on its own; Ludii's code forbids the landing there, so the lone checker holds its point
# (`a single enemy checker is hit only in own-side`, in the hitter's own numbering). A hit
# checker goes to the bar and comes in again by one die from the start of its track (Ludii's
# code); nothing in the text or the code keeps the others still meanwhile, so they may move
# (the default), and the modern rule of bringing it in first is option enter-first.
# SC-08: "a 6 from the 6th point, and so on down to 1", and Ludii's code bears off only by the
# exact number: no larger number from the highest point. A player left with only larger numbers
# cannot move. Backgammon's rule is option bear-off-higher, which no source of Schuster gives.
# SC-09: the text asks all fifteen on "all of the points" of the last six of one's own half,
# three on each of the last three; Ludii's code checks that each of the other three points has
# one of them, as tavli does (`at least 1 on each point of rest`). Ludii adds two to the
# winner's score; tavli scores the win "arrangement" for 2 points, asked through `the opponent
# has` since scoring speaks of the loser.
# SC-13: Ludii judges the arrangement after every die (its end and its score follow each single
# move); the text does not say. tavli judges it once the whole throw is played (the default),
# and after every die with option arrangement-each-die (`... at any step`): a throw whose first
# die completes the arrangement then wins, though the second die, which would have to be
# played, would spoil it.
# Reconstructed: the opening (one die each, ties thrown again, the higher plays both); the
# larger die when only one of two can be played; one point for a game won by bearing off; no
# doubling cube.
