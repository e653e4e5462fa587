Feature: Piprjall: Kotra's board with doubles that run down (or up) the dice, and positions that score
  Piprjall, the second tables game Fiske found in Iceland, as Ludii's game description gives it
  after Chess in Iceland (1905, p. 352). The board, the set-up, the tracks and the limits are
  Kotra's (variants/kotra.rules): fifteen men each on the first point of the track, both
  running the same way round from opposite corners, at most two to a point on the starting
  side, nothing onto the last point before five have left the start, a lone man hit and
  coming back in only onto an empty point, bearing off once all are in the last quarter. A
  double is a run of pairs of numbers: 6-6 goes down from two sixes to two aces, 5-5 is two
  fives and two sixes, 4-4, 3-3 and 2-2 go down to two aces, 1-1 climbs to two sixes. Four
  arrangements of all fifteen men score as they are made: 13, 7, 5 and 3 points, half when a
  single die of the throw made them, two more while the opponent has a man waiting to come
  back in. Bearing all off scores two, and the opponent then throws on to score (thirteen more
  throws, or five or seven in the options, until he bears a man off). Men waiting to come back
  in may come in onto the opponent's men, hitting them, when there are more of them than empty
  points; a point of two may be taken while the enemy has six points in a row; and a player
  whose hit men outnumber the points he can come in on loses at once, for fifteen. Games are
  played to a score (variants/piprjall-31.match, the 31 reconstructed).

  Rule register (Piprjall (Ludii game description); Kotra (Ludii game description)):
  PJ-01: fifteen men each and two dice; all start on the first point of the track, and both players run the same way round from opposite corners, as in Kotra [Piprjall (Ludii game description) § rules; Piprjall (Ludii game description) § code, the tracks and the start]
  PJ-02: a throw of 6-6 is played as two sixes, then two fives, and so on down to two aces [Piprjall (Ludii game description) § rules; Piprjall (Ludii game description) § code, play]
  PJ-03: a throw of 5-5 is played as two fives, then two sixes [Piprjall (Ludii game description) § rules; Piprjall (Ludii game description) § code, play]
  PJ-04: a throw of 4-4, 3-3 or 2-2 is played as two of its number, then two of each lower number down to the aces [Piprjall (Ludii game description) § rules; Piprjall (Ludii game description) § code, play]
  PJ-05: a throw of 1-1 is played as two aces, then two of each higher number up to the sixes [Piprjall (Ludii game description) § rules; Piprjall (Ludii game description) § code, play]
  PJ-06: the numbers of a double are played in their order as far as they can be; where one cannot be played the throw ends there and the rest is lost [Piprjall (Ludii game description) § code, play]
  PJ-07: no more than two of a player's men on a point of the starting side, and no man onto the last point before five have left the starting point [Piprjall (Ludii game description) § rules; Kotra (Ludii game description) § rules]
  PJ-08: a lone enemy man landed on is hit, and a hit man comes back in only onto an empty point [Piprjall (Ludii game description) § rules; Kotra (Ludii game description) § code, entering]
  PJ-09: bearing off begins once all of a player's men are in the last quarter [Piprjall (Ludii game description) § rules]
  PJ-10: Meistari, all fifteen men on the last point, scores 13 [Piprjall (Ludii game description) § rules]
  PJ-11: Stutti múkur, five men on each of the last three points, scores 7 [Piprjall (Ludii game description) § rules]
  PJ-12: Langi múkur, three men on each of the last five points, scores 5 [Piprjall (Ludii game description) § rules]
  PJ-13: Langi hryggur, three men on each of the first five points of the last quarter, scores 3 [Piprjall (Ludii game description) § rules]
  PJ-14: a position scores its full value when made with both dice of the throw, half when made by one die [Piprjall (Ludii game description) § rules]
  PJ-15: two points more when the opponent has a hit man not yet back in as the position is made [Piprjall (Ludii game description) § rules]
  PJ-16: bearing off all one's men scores two points [Piprjall (Ludii game description) § rules; Piprjall (Ludii game description) § code, the end]
  PJ-17: games are played on to a number of points [Piprjall (Ludii game description) § rules]
  PJ-18: once one player has borne off all, the other throws five, seven or thirteen more times to score, by the points he needs, and the game ends when he can make no position any more [Piprjall (Ludii game description) § rules]
  PJ-19: a hit man comes back in only onto an empty point, unless more of a player's men wait than there are points for them, when he may come in onto the opponent's men and hit them [Piprjall (Ludii game description) § rules]
  PJ-20: a point of two enemy men is closed, unless the enemy has six in a row: then it may be taken and its men are hit [Piprjall (Ludii game description) § rules]
  PJ-21: the game ends at once, and scores fifteen, when the opponent has more hit men than he can bring in [Piprjall (Ludii game description) § rules]

  Background:
    Given the variant "piprjall"

  @rule:PJ-01
  Rule: Kotra's men, dice, set-up and tracks

    Scenario: Fifteen on the first point, in opposite corners, running the same way
      Then the variant has 15 checkers per side
      And the variant is played with 2 dice of 6 faces
      And X's track runs from point 24 to point 1
      And O's track runs from point 12 to point 13
      Given a new game
      Then the position is "X 24:15 | O 24:15 | opening roll"

  @rule:PJ-02
  Rule: 6-6 runs down from two sixes to two aces

    Scenario: Two sixes first, then each lower number twice, each pair a part of the turn
      Given the position "X 24:15 | O 24:15 | X to roll"
      When X rolls 6-6
      Then the position is "X 24:15 | O 24:15 | X to play 6-6, then 5-5, then 4-4, then 3-3, then 2-2, then 1-1"
      When X plays "24/18(2)"
      Then the position is "X 24:13 18:2 | O 24:15 | X to play 5-5, then 4-4, then 3-3, then 2-2, then 1-1"
      When X plays "24/19(2)"
      Then the position is "X 24:11 19:2 18:2 | O 24:15 | X to play 4-4, then 3-3, then 2-2, then 1-1"

  @rule:PJ-03
  Rule: 5-5 is two fives, then two sixes

    Scenario: Two fives, then two sixes, and no more
      Given the position "X 24:15 | O 24:15 | X to roll"
      When X rolls 5-5
      Then the position is "X 24:15 | O 24:15 | X to play 5-5, then 6-6"
      When X plays "24/19(2)"
      Then the position is "X 24:13 19:2 | O 24:15 | X to play 6-6"
      When X plays "24/18(2)"
      Then the position is "X 24:11 19:2 18:2 | O 24:15 | O to roll"

  @rule:PJ-04
  Rule: 4-4, 3-3 and 2-2 run down to the aces

    Scenario: 4-4: two fours, threes, twos and aces
      Given the position "X 24:15 | O 24:15 | X to roll"
      When X rolls 4-4
      Then the position is "X 24:15 | O 24:15 | X to play 4-4, then 3-3, then 2-2, then 1-1"

    Scenario: 3-3: two threes, twos and aces
      Given the position "X 24:15 | O 24:15 | X to roll"
      When X rolls 3-3
      Then the position is "X 24:15 | O 24:15 | X to play 3-3, then 2-2, then 1-1"

    Scenario: 2-2: two twos and two aces
      Given the position "X 24:15 | O 24:15 | X to roll"
      When X rolls 2-2
      Then the position is "X 24:15 | O 24:15 | X to play 2-2, then 1-1"

  @rule:PJ-05
  Rule: 1-1 climbs from two aces to two sixes

    Scenario: Two aces, then two of each higher number
      Given the position "X 24:15 | O 24:15 | X to roll"
      When X rolls 1-1
      Then the position is "X 24:15 | O 24:15 | X to play 1-1, then 2-2, then 3-3, then 4-4, then 5-5, then 6-6"

  @rule:PJ-06
  Rule: a number of the run that cannot be played ends the throw

    Scenario: The threes after the fours are blocked: the twos and aces are lost
      # O's two men on O's 15 stand on X's 3: from X's 6 no three lands, and none is borne
      # off (no man on the 3, and a three is less than the highest point, 6)
      Given the position "X 10:2 off:13 | O 24:13 15:2 | X to roll"
      When X rolls 4-4
      And X plays "10/6(2)"
      Then the position is "X 6:2 off:13 | O 24:13 15:2 | X to play 3-3, then 2-2, then 1-1"
      And X has no legal move
      When X plays "no move"
      Then the position is "X 6:2 off:13 | O 24:13 15:2 | O to roll"

  @rule:PJ-07
  Rule: two to a point on the starting side, and the last point closed until five have left

    Scenario: A third man may not join two on the starting side
      Given the position "X 24:13 18:2 | O 24:15 | X to roll"
      When X rolls 6-3
      Then "24/18 24/21" is illegal
      And "18/15 24/18" is legal

    Scenario: With eleven still on the starting point, the last point is closed
      Given the position "X 24:11 7:2 3:2 | O 24:15 | X to roll"
      When X rolls 2-1
      Then "3/1 7/6" is illegal
      And "7/5 3/2" is legal

  @rule:PJ-08
  Rule: a lone man is hit, and comes back in only onto an empty point

    Scenario: A lone enemy man is hit
      # O's 4 is X's 16
      Given the position "X 24:14 20:1 | O 4:1 24:14 | X to roll"
      When X rolls 4-2
      And X plays "20/16* 24/22"
      Then the position is "X 24:13 22:1 16:1 | O bar:1 24:14 | O to roll"

    Scenario: The hit man may not come back in onto a man, his own or the enemy's
      # O enters by a 6 on his 19 (X's 7) and by a 5 on his 20 (X's 8): X's men stand on both
      Given the position "X 24:13 8:1 7:1 | O bar:1 24:14 | O to roll"
      When O rolls 6-5
      Then "bar/19* 24/19" is illegal
      And "24/19* 24/18" is legal

  @rule:PJ-19
  Rule: more men waiting than empty points: they may come in onto the opponent's men

    Scenario: Two waiting, no empty point: both come in, each hitting a lone man
      # X's entry points are his 24 to 19 (a die's number from the start): 24, 23 and 19 are
      # his own, O's lone men stand on X's 22 and 21 (O's 10 and 9), O's two on X's 20 (O's
      # 8). Two wait and none is empty; after the first is in, one waits and none is empty
      Given the position "X bar:2 24:2 23:2 19:1 10:8 | O 24:11 10:1 9:1 8:2 | X to roll"
      When X rolls 4-3
      And X plays "bar/22* bar/21*"
      Then the position is "X 24:2 23:2 22:1 21:1 19:1 10:8 | O bar:2 24:11 8:2 | O to roll"

    Scenario: Two waiting, one empty point: only the first may hit coming in
      # the 19 is empty: two wait for one empty point, so a lone man may be hit; then one
      # waits for one, and the second comes in only onto the empty 19 (a six)
      Given the position "X bar:2 24:2 23:2 10:9 | O 24:11 10:1 9:1 8:2 | X to roll"
      When X rolls 4-3
      Then "bar/22* bar/21*" is illegal
      And "bar/22* 10/6" is legal
      And "bar/21* 10/7" is legal

    Scenario: One waiting, one empty point: no hit coming in
      Given the position "X bar:1 24:2 23:2 10:10 | O 24:11 10:1 9:1 8:2 | X to roll"
      When X rolls 4-3
      Then "bar/22* 10/6" is illegal
      And "10/6 10/7" is legal

    Scenario: Coming in onto a point of two enemy men hits both
      # no empty entry point (O's lone man on X's 19, his two on X's 20) and two waiting:
      # the five hits both of O's men on X's 20; the four would bring the second in on X's
      # own 21, so it is played on the board (KO-12). One waits now, for X's 19 (PJ-21: play
      # goes on)
      Given the position "X bar:2 24:2 23:2 22:2 21:2 10:5 | O 24:12 8:2 7:1 | X to roll"
      When X rolls 5-4
      And X plays "bar/20* 10/6"
      Then the position is "X bar:1 24:2 23:2 22:2 21:2 20:1 10:4 6:1 | O bar:2 24:12 7:1 | O to roll"

  @rule:PJ-20
  Rule: six enemy points in a row: a point of two may be taken

    Scenario: The four takes O's two men on X's 20, and the ace is then played from the start
      # O holds his 8 to 3 (X's 20 to 15), two men on each: six in a row
      Given the position "X 24:15 | O 24:3 8:2 7:2 6:2 5:2 4:2 3:2 | X to roll"
      When X rolls 4-1
      And X plays "24/20* 24/23"
      Then the position is "X 24:13 23:1 20:1 | O bar:2 24:3 7:2 6:2 5:2 4:2 3:2 | O to roll"

    Scenario: Once a point of the row is taken, the rest are closed again
      # 24/20* breaks the row (O's 8 is gone): 20/15 and 24/19 meet points of two again; by
      # the five first, 24/19* breaks it too. Only one number can be played: the five
      Given the position "X 24:15 | O 24:3 8:2 7:2 6:2 5:2 4:2 3:2 | X to roll"
      When X rolls 5-4
      Then "24/20* 24/19*" is illegal
      And "24/20* 20/15*" is illegal
      And "24/19*" is legal
      And "24/20*" is illegal

    Scenario: Five in a row are not enough
      Given the position "X 24:15 | O 24:5 8:2 7:2 6:2 5:2 4:2 | X to roll"
      When X rolls 4-1
      Then "24/20* 24/23" is illegal
      And "24/23/19*" is illegal
      And "24/23" is legal

  @rule:PJ-21
  Rule: the opponent has more hit men than he can bring in: fifteen points, at once

    Scenario: O's third hit man leaves him two points to come in on
      # O comes in on his 24 to 19; his own men stand on 24, 23, 22 and 21, so he can come
      # in only on his 20 and 19 (PJ-19 opens enemy points to him, never his own). X hits
      # his lone man on X's 18 (O's 6): three wait for two points
      Given the position "X 24:13 13:2 | O bar:2 24:6 23:2 22:2 21:1 6:1 5:1 | X to roll"
      When X rolls 6-1
      And X plays "24/18* 24/23"
      Then the game is over
      And the score is X wins a shut-out for 15 points

    Scenario: Three waiting for three points: play goes on
      Given the position "X 24:13 13:2 | O bar:2 24:6 23:2 22:2 6:1 5:2 | X to roll"
      When X rolls 6-1
      And X plays "24/18* 24/23"
      Then the position is "X 24:11 23:1 18:1 13:2 | O bar:3 24:6 23:2 22:2 5:2 | O to roll"

  @rule:PJ-09
  Rule: bearing off once all are in the last quarter

    Scenario: Nothing is borne off while a man is outside the last quarter
      Given the position "X 7:1 6:2 3:2 off:10 | O 24:15 | X to roll"
      When X rolls 6-1
      Then "7/off" is legal
      And "6/off 3/2" is illegal

  @rule:PJ-10 @rule:PJ-14
  Rule: Meistari: all fifteen on the last point, 13

    Scenario: Both dice bring the last two men to the last point
      # 3/1 by the two, 2/1 by the ace: made with both dice, the full 13
      Given the position "X 3:1 2:1 1:13 | O 24:15 | X to roll"
      When X rolls 2-1
      And X plays "3/1 2/1"
      Then the position is "X 1:15 | O 24:15 | O to roll | points X 13 O 0"

    Scenario: Made by the ace, then broken by the six: half, rounded down
      # 2/1 makes Meistari with one die; the six must then be played and bears a man off
      # from the last point (the highest): 13 halved, 6
      Given the position "X 2:1 1:14 | O 24:15 | X to roll"
      When X rolls 6-1
      And X plays "2/1 1/off"
      Then the position is "X 1:14 off:1 | O 24:15 | O to roll | points X 6 O 0"

    Scenario: Bearing the lone man off first makes nothing
      # the six takes the man on the 2 off (the highest point), the ace a man from the 1:
      # the same throw reaches another position, and no Meistari on the way
      Given the position "X 2:1 1:14 | O 24:15 | X to roll"
      When X rolls 6-1
      And X plays "2/off 1/off"
      Then the position is "X 1:13 off:2 | O 24:15 | O to roll"

  @rule:PJ-11 @rule:PJ-14
  Rule: Stutti múkur: five on each of the last three points, 7

    Scenario: The last man goes from the 4 to the 1 by both dice
      # by 4/2 or 4/3 first, neither of which holds five on each point: made with both
      Given the position "X 4:1 3:5 2:5 1:4 | O 24:15 | X to roll"
      When X rolls 2-1
      And X plays "4/1"
      Then the position is "X 3:5 2:5 1:5 | O 24:15 | O to roll | points X 7 O 0"

  @rule:PJ-12 @rule:PJ-14
  Rule: Langi múkur: three on each of the last five points, 5

    Scenario: Made with both dice
      # 8/4 or 8/5 first leaves four on one point; 8/1 by both makes it
      Given the position "X 8:1 5:3 4:3 3:3 2:3 1:2 | O 24:15 | X to roll"
      When X rolls 4-3
      And X plays "8/1"
      Then the position is "X 5:3 4:3 3:3 2:3 1:3 | O 24:15 | O to roll | points X 5 O 0"

    Scenario: Made by the five, the ace then bears a man off: half of 5, 2
      Given the position "X 6:1 5:3 4:3 3:3 2:3 1:2 | O 24:15 | X to roll"
      When X rolls 5-1
      And X plays "6/1 1/off"
      Then the position is "X 5:3 4:3 3:3 2:3 1:2 off:1 | O 24:15 | O to roll | points X 2 O 0"

    Scenario: With the option half-rounded-up, half of 5 is 3
      Given the variant "piprjall" with option "half-rounded-up"
      And the position "X 6:1 5:3 4:3 3:3 2:3 1:2 | O 24:15 | X to roll"
      When X rolls 5-1
      And X plays "6/1 1/off"
      Then the position is "X 5:3 4:3 3:3 2:3 1:2 off:1 | O 24:15 | O to roll | points X 3 O 0"

  @rule:PJ-13
  Rule: Langi hryggur: three on each of the first five points of the last quarter, 3

    Scenario: The last man to the 2, by both dice
      Given the position "X 8:1 6:3 5:3 4:3 3:3 2:2 | O 24:15 | X to roll"
      When X rolls 5-1
      And X plays "8/2"
      Then the position is "X 6:3 5:3 4:3 3:3 2:3 | O 24:15 | O to roll | points X 3 O 0"

  @rule:PJ-15
  Rule: two more while the opponent has a man to bring back in

    Scenario: Meistari with a hit man of O's waiting: 13 and 2
      Given the position "X 3:1 2:1 1:13 | O bar:1 24:14 | X to roll"
      When X rolls 2-1
      And X plays "3/1 2/1"
      Then the position is "X 1:15 | O bar:1 24:14 | O to roll | points X 15 O 0"

  @rule:PJ-16
  Rule: bearing off all scores two

    Scenario: The first to bear off all fifteen scores two
      # O has a man off already, so he throws no more (PJ-18): the game is over at once
      Given the position "X 2:1 1:1 off:13 | O 6:14 off:1 | X to roll"
      When X rolls 2-1
      And X plays "2/off 1/off"
      Then the game is over
      And the score is X wins a single for 2 points

  @rule:PJ-18
  Rule: the other throws on after one has borne off all

    Scenario: O throws on, makes Meistari, and ends his throws bearing off
      # X's last two men off: O has 13 more throws; his 3/1 2/1 makes Meistari (13); his
      # next throw bears two men off, and with a man off he can make no position: X has won
      # (a single: O has men off)
      Given the position "X 1:2 off:13 | O 3:1 2:1 1:13 | X to roll"
      When X rolls 2-1
      And X plays "1/off(2)"
      Then the position is "X off:15 | O 3:1 2:1 1:13 | O to roll | throws X 0 O 13"
      When O rolls 2-1
      And O plays "3/1 2/1"
      Then the position is "X off:15 | O 1:15 | O to roll | points X 0 O 13 | throws X 0 O 12"
      When O rolls 6-5
      And O plays "1/off(2)"
      Then the game is over
      And the position is "X off:15 | O 1:13 off:2 | X has won | points X 0 O 13"
      And the score is X wins a single for 2 points

    Scenario: With the option extra-throws-5, five more throws
      Given the variant "piprjall" with option "extra-throws-5"
      And the position "X 1:2 off:13 | O 3:1 2:1 1:13 | X to roll"
      When X rolls 2-1
      And X plays "1/off(2)"
      Then the position is "X off:15 | O 3:1 2:1 1:13 | O to roll | throws X 0 O 5"

  @rule:PJ-17
  Rule: games to a score

    Scenario: The points of the games and of the positions made count toward 31
      # 20 + 10 = 30 for X, one short; then O's 12 + 19 = 31
      Given a 31-point match of "piprjall" at 20-12
      When X wins a game of the match for 10 points
      Then the match is not over
      When O wins a game of the match for 19 points
      Then the match is over, won by O

# Sources and differences
# Read: Ludii's "Piprjall" (board/race/escape/Piprjall.lud: its rules text, citing Fiske 1905:
# 352, and its code of the tracks, the start, the doubles and the end) and, for the rules the
# two games share, Ludii's "Kotra" (variants/kotra.rules, features/kotra.feature). Fiske's
# Chess in Iceland itself was not found in the store; Project Gutenberg and archive.org
# copies were looked for and only the book's front matter came up.
# The two Ludii texts agree on the board, the set-up, the tracks, the limits and bearing off
# (PJ-01, PJ-07 to PJ-09), so Piprjall extends Kotra and keeps its reconstructions (the
# opening roll, no doubling cube, a larger number bearing off from the highest point; Ludii's
# code bears off from any point: option bear-off-any-point, inherited) and its reading of
# entering (a hit man need not come back in before the others move, as the code lets him).
# The doubles (PJ-02 to PJ-05) are `on doubles: play it 2 times, then play each lower double 2
# times`, with 5-5 and 1-1 programs of their own that climb (`play each higher double`); each
# pair is a part of the turn. PJ-06: Ludii's code plays the run one number at a time and passes
# at the first that cannot be played; tavli's parts end the turn the same way at a pair not
# played in full, and within a pair plays both numbers where it can.
# The positions (PJ-10 to PJ-13) are `score N points ... when he makes COND`: scored when a
# play makes them, not again while they stand. "Completed using both dice, or half when
# completed using one die" (PJ-14) is read: made at the end of the play with its dice, full;
# made after the play's first die (the second then breaking it, or not playable), half. The
# half of an odd value is not given: tavli rounds down (6, 3, 2, 1), and the option
# half-rounded-up rounds up (7, 4, 3, 2). A position made within a double's run counts each
# pair of the run as the throw's two dice. PJ-15: the two more are judged where the position is
# made (`plus 2 when the opponent has any on bar`), and are not halved.
# PJ-16 is `scoring: single 2`, as in Kotra: the game ends when one player has borne off all.
# PJ-17: the text says the game is played to a number of points but not which; the match file
# variants/piprjall-31.match plays to 31, tavli's reconstruction (the number of the family's
# other matches to a score bundled here). Each game's two points and the points its positions
# scored count toward the match.
# PJ-18: the opponent of the first to bear off all throws on (`after a player bears off all:
# the opponent gets 13 more throws until he has any off`). Five, seven or thirteen "depending
# on how many points required to win" needs the match's score, which a game does not see:
# tavli gives thirteen, the most the text names, and options extra-throws-5 and
# extra-throws-7 the others (a reconstruction). "When it is clear he cannot make a scoring
# position" is read as his having a man off: every position asks all fifteen on the board,
# and a man borne off never comes back (while none is off, Meistari can still be made). Each
# throw is a whole turn, a double's run included. Ludii's code ends the game as soon as one
# has borne off all, without the extra throws.
# PJ-19: "unless there are more captured pieces than points available, in which case the
# player may move to points with the opponent's pieces, removing them" is `never enter onto
# occupied points, but onto enemy checkers when more on bar than empty points in entry`, the
# entry zone being the six points a die brings a man in on (his 24 to 19). Judged before each
# man comes in, as the position then stands: with two waiting and one empty point, the first
# may hit coming in, the second only takes the empty point. "Points with the opponent's
# pieces, removing them" is read as any such point, however many stand there, all hit (tavli's
# reading: the text does not say whether a point of two is opened too); never his own.
# PJ-20: "six opponent's pieces in a row" is read as six points in a row each held by the
# enemy (two or more men: `the opponent has a prime of 6`), and the point taken as any point
# of exactly two enemy men, not only one in the row (the text does not say); both are hit.
# Judged step by step: a man that takes a point of the row breaks it, and the rest close again.
# PJ-21: "more captured pieces than they can enter" is read, with PJ-19 opening enemy points,
# as more men on the bar than points of his entry quarter free of his own men (`the game ends
# when a player has the opponent has more on bar than points of entry without his checkers: he
# wins`, scored `shut-out 15` by the same condition on the loser, over the 2 for bearing off).
# It is judged after each play, for the mover and then the other, as every end rule is. Played
# by the bots this ending is the common one (heuristic against heuristic, 27 of 30 games;
# against random, every game): Kotra's lone men are hit often and come back in only onto
# empty points, so hit men pile up. A reconstruction, as said; no option keeps the old
# ending (an option cannot take an end rule away).
# The three rules are played by the reference search (tavli.game.crowding); the compiled
# kernel refuses them, and so Piprjall, which played on the kernel before, no longer does.
