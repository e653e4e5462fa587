Feature: Kotra: two to a point on the starting side, and entering only onto empty points
  Kotra, the tables game of Iceland, as Ludii's game description gives it after Fiske's Chess
  in Iceland (1905), rules text and code. All fifteen checkers of each player start on the
  first point of his track; both run the same way round from opposite corners. On the first
  twelve points of his track a player may have at most two checkers on a point, the setup's
  fifteen excepted, and no checker may go on to the last point before five have left the
  starting point. A lone checker is hit; it comes back in by the number of one die, the
  starting point counting as one, and only onto an empty point. A double is played four times,
  bearing off begins once all fifteen are in the last quarter, and the first to bear off all
  scores two points. A larger number than needed bears off only from the highest point
  (tavli's reconstruction, not tagged below; Ludii's code bears off from any point: the option
  bear-off-any-point), and the opening roll and no doubling cube are reconstructed too.

  Rule register (Kotra (Ludii game description); Kotra (Ludii earlier description)):
  KO-01: fifteen checkers each and two dice [Kotra (Ludii game description) § rules]
  KO-02: all fifteen start on one point, the rightmost of the opponent's side as the player sees it [Kotra (Ludii game description) § rules; Kotra (Ludii game description) § code, the start]
  KO-03: both players run the same way round from opposite corners, the opponent's side first [Kotra (Ludii game description) § code, the tracks]
  KO-04: no more than two of a player's checkers may stand on a point of the starting side (the first twelve points of his track), the setup's excepted [Kotra (Ludii game description) § rules; Kotra (Ludii game description) § code, the pieces' moves]
  KO-05: no checker may go past the next-to-last point (onto the last) until five checkers have left the starting point [Kotra (Ludii game description) § rules; Kotra (Ludii game description) § code, the pieces' moves]
  KO-06: a point with two enemy checkers is closed [Kotra (Ludii game description) § rules]
  KO-07: a lone enemy checker landed on is removed and must come back in [Kotra (Ludii game description) § rules]
  KO-08: a hit checker comes back in by the number of one die, the starting point counting as one, and never onto a point where any checker stands, its own or the opponent's [Kotra (Ludii game description) § rules; Kotra (Ludii game description) § code, entering]
  KO-09: bearing off begins once all of a player's checkers are in the last quarter [Kotra (Ludii game description) § rules]
  KO-10: a double is played twice over: four moves [Kotra (Ludii game description) § rules]
  KO-11: the player who bears off all his checkers scores two points [Kotra (Ludii game description) § rules]
  KO-12: a hit checker need not come back in first: the player may move a checker on the board instead [Kotra (Ludii game description) § code, play]
  KO-13: the other reading: a larger number than needed bears off a checker from any point of the last quarter [Kotra (Ludii game description) § code, the pieces' moves]

  Background:
    Given the variant "kotra"

  @rule:KO-01 @rule:KO-02 @rule:KO-03
  Rule: the equipment, the set-up and the two tracks

    Scenario: Fifteen on the first point, in opposite corners, running the same way
      Then the variant has 15 checkers per side
      And the variant is played with 2 dice of 6 faces
      And X's track runs from point 24 to point 1
      And O's track runs from point 12 to point 13
      Given a new game
      Then the position is "X 24:15 | O 24:15 | opening roll"

  @rule:KO-04
  Rule: at most two to a point on the starting side

    Scenario: A third checker may not join two on the starting side
      Given the position "X 24:13 18:2 | O 24:15 | X to roll"
      When X rolls 6-3
      Then "24/18 24/21" is illegal
      And "18/15 24/18" is legal
      And "24/15" is legal

    Scenario: Past the starting side a point takes any number
      Given the position "X 24:11 16:2 10:2 | O 24:15 | X to roll"
      When X rolls 6-6
      Then "16/10(2) 24/18(2)" is legal

  @rule:KO-05
  Rule: nothing onto the last point before five have left the start

    Scenario: With eleven still on the starting point, the last point is closed to the mover
      Given the position "X 24:11 7:2 3:2 | O 24:15 | X to roll"
      When X rolls 2-1
      Then "3/1 7/6" is illegal
      And "3/2 2/1" is illegal
      And "7/5 3/2" is legal

    Scenario: Once five have left, it is open
      Given the position "X 24:10 7:3 3:2 | O 24:15 | X to roll"
      When X rolls 2-1
      Then "3/1 7/6" is legal

  @rule:KO-06
  Rule: two enemy checkers close a point

    Scenario: No landing and no touching down on a closed point
      Given the position "X 24:14 20:1 | O 2:2 7:2 24:11 | X to roll"
      When X rolls 6-1
      Then "20/14" is illegal
      And "20/13" is illegal
      And "24/18 24/23" is legal

  @rule:KO-07
  Rule: a lone checker is hit

    Scenario: A lone enemy checker is hit and must come back in
      Given the position "X 24:14 20:1 | O 4:1 24:14 | X to roll"
      When X rolls 4-2
      And X plays "20/16* 24/22"
      Then the position is "X 24:13 22:1 16:1 | O bar:1 24:14 | O to roll"

  @rule:KO-08
  Rule: a hit checker comes back in by one die, and only onto an empty point

    Scenario: It may not enter onto a lone enemy checker, nor onto its own
      Given the position "X 24:13 8:1 7:1 | O bar:1 24:14 | O to roll"
      When O rolls 6-5
      Then "bar/19* 24/19" is illegal
      And "bar/20* 24/18" is illegal
      And "24/19* 24/18" is legal

    Scenario: It enters on an empty point and may hit with the other die
      Given the position "X 24:13 8:1 7:1 | O bar:1 24:14 | O to roll"
      When O rolls 4-1
      Then "bar/21 21/20*" is legal
      And "bar/24 24/20*" is illegal

  @rule:KO-09
  Rule: bearing off once all are in the last quarter

    Scenario: Nothing is borne off while a checker is outside the last quarter
      Given the position "X 7:1 6:2 3:2 off:10 | O 24:15 | X to roll"
      When X rolls 6-1
      Then "7/off" is legal
      And "6/off 3/2" is illegal

    Scenario: A larger number bears off from the highest point (tavli's reconstruction)
      Given the position "X 4:1 2:2 off:12 | O 24:15 | X to roll"
      When X rolls 6-1
      Then "4/off 2/1" is legal
      And "2/off 4/3" is illegal

  @rule:KO-10
  Rule: a double is played four times

    Scenario: Four moves of the number thrown
      Given the position "X 12:1 11:1 10:1 9:1 off:11 | O 13:15 | X to roll"
      When X rolls 3-3
      Then every legal play moves 4 times

  @rule:KO-11
  Rule: bearing off all scores two points

    Scenario: The first to bear off all fifteen scores two
      Given the position "X 2:1 1:1 off:13 | O 24:15 | X to roll"
      When X rolls 2-1
      And X plays "2/off 1/off"
      Then the game is over
      And the score is X wins a single for 2 points

  @rule:KO-12
  Rule: a hit checker may wait on the bar while others move (Ludii's code)

    Scenario: The player moves a checker on the board and leaves the hit one to enter later
      Given the position "X 24:13 8:1 7:1 | O bar:1 24:14 | O to roll"
      When O rolls 3-2
      Then "24/22 24/21" is legal

  @rule:KO-13
  Rule: with the option bear-off-any-point, a larger number bears off from any point (Ludii's code)

    Scenario: A six bears off a checker from the 2 point while one stands on the 4
      Given the variant "kotra" with option "bear-off-any-point"
      And the position "X 4:1 2:2 off:12 | O 24:15 | X to roll"
      When X rolls 6-1
      Then "2/off 4/3" is legal
      And "4/off 2/1" is legal

# Sources and differences
# Read: Ludii's "Kotra" (board/race/escape/Kotra.lud: the rules text, citing Fiske 1905:
# 348-352, and the code of the tracks, the start, entering and the pieces' moves) and its
# earlier description in Ludii's DLP wish list (WishlistDLP/race/Kotra.lud), whose rules text
# says more. Fiske's Chess in Iceland itself was not found in the store.
# Both descriptions agree on the equipment, the set-up and the moves (KO-01 to KO-11).
# The limit on the starting side (KO-04) is `at most 2 checkers on a point of starting-side`
# (points 13 to 24); the starting point is in it, as in Ludii's code, and its fifteen are spared
# as every stack limit spares the setup. Five off the start (KO-05): `allow leaving
# short-of-last only when at most 10 in start`, short-of-last being every point but the last
# (a checker on the starting point is never added to it again save by entering onto it when it
# is empty, so 'at most 10 there' is 'five have left'; Ludii's code counts the hit checkers
# waiting to enter as not yet left, the text does not). Entering (KO-08): `never enter onto
# occupied points`; the number of one die, counted from the starting point, is how every entry
# is made in tavli. Entering first (KO-12): the text does not say a hit checker must come back
# in before other checkers move, and Ludii's code lets the player choose; tavli follows the
# code (no `allow moving on board only when none on bar`).
# Bearing off: the text says only when it may begin (KO-09); Ludii's code takes a checker off
# by any number that carries it past the end, from any point (option bear-off-any-point,
# KO-13); the default, from the highest point only, is tavli's reconstruction after Verquere,
# Kotra's neighbour in the family, whose sources say so.
# Left out, from the earlier description only: points closed by two enemy checkers that may
# be entered when the opponent has six points in a row, and entering onto the opponent's
# checkers when more are waiting than there are free points (the language says both now, as
# Piprjall's PJ-19 and PJ-20 do; Kotra keeps to the later description, which gives neither); the wins by arrangement (all fifteen on the last
# point, five on each of the last three, three on each of the last five, three on each of the
# first five of the last quarter, scored 13, 7, 5 and 3, full or half by how they were made,
# plus two when the opponent has a checker to enter: issue V, wins by arrangement), the five,
# seven or thirteen extra throws the opponent gets after one has borne off (issue IV, scoring
# during play), and the immediate win of fifteen points when the opponent has more checkers
# to enter than he can. The scoring kept is the later description's: two points for bearing
# off all.
