Feature: Paumecary: one table of six points, every man entered by the dice, a double throws again
  Paumecary, a game of the tables treatise in an English manuscript of the fourteenth century
  (British Library, Royal 13 A XVIII), as Ludii's game description gives it after Murray (1951,
  p. 120): its description, rules text and code. The whole game is played on one table of six
  points. Each side has fifteen men, all off the board at first; both sides bring them in by
  the dice onto the same six points, a die of n onto the n-th point, and run them the same way
  to the end of the table. Two dice, each played whole; a double is played and then earns
  another throw. Men may be piled; a man alone on a point is taken when the other side lands
  there, and has to come in again. Once all fifteen of a side are in, it bears them off, each
  by the exact number. The first to bear off all wins, and smacks the loser's hands once for
  each man the loser still has; tavli counts those smacks as the points of the win. The
  options: one game whatever the loser has left (single-stake), and a taken man who must come
  in before any other man moves (enter-first). The opening is tavli's reconstruction (not
  tagged below). Points are numbered along the one track, 6 (the first) to 1 (the last), the
  same for both sides: seen from X's seat, 6 at the left and 1 at the right.

  Rule register (Paumecary (Ludii game description)):
  PA-01: only one table of the board is used, six points [Paumecary (Ludii game description) § description; Paumecary (Ludii game description) § rules; Paumecary (Ludii game description) § code, the board]
  PA-02: fifteen men a side [Paumecary (Ludii game description) § rules; Paumecary (Ludii game description) § code, the start]
  PA-03: two six-sided dice, each played once; a double earns the thrower another throw [Paumecary (Ludii game description) § rules; Paumecary (Ludii game description) § code, the moves]
  PA-04: both sides come in and move over the same six points, the same way [Paumecary (Ludii game description) § code, the tracks]
  PA-05: every man starts off the board and comes in by a die, a die of n onto the n-th point; a die's whole number is used or nothing [Paumecary (Ludii game description) § rules; Paumecary (Ludii game description) § code, the start; Paumecary (Ludii game description) § code, the moves]
  PA-06: men of one side may share a point, and two of them close it; a lone man landed on is taken and comes in again like a man not yet entered [Paumecary (Ludii game description) § rules; Paumecary (Ludii game description) § code, the moves]
  PA-07: a side bears off only once all its men are on the table, each man by the exact number that takes him one point past the end [Paumecary (Ludii game description) § rules; Paumecary (Ludii game description) § code, the moves]
  PA-08: the first to bear off all his men wins [Paumecary (Ludii game description) § rules; Paumecary (Ludii game description) § code, the end]
  PA-09: the winner smacks the loser's hands once for each man the loser has not borne off: a point for each [Paumecary (Ludii game description) § description]
  PA-10: the winner scores one game, whatever the loser has left (option single-stake) [Paumecary (Ludii game description) § code, the end]
  PA-11: a taken man must come in before any other man of his side moves (option enter-first) [Paumecary (Ludii game description) § rules]

  Background:
    Given the variant "paumecary"

  @rule:PA-01 @rule:PA-02 @rule:PA-04
  Rule: one table of six points, fifteen men a side, one track for both

    Scenario: Six points, both tracks from 6 to 1, every man in hand at the start
      Then the variant has 15 checkers per side
      And the board has 6 points
      And each player's track passes every point once
      And the two tracks are the same
      And X's track runs from point 6 to point 1
      And the variant is played with 2 dice of 6 faces
      And the variant has no doubling cube
      Given the starting position
      Then the position is "X hand:15 | O hand:15 | X to roll"

  @rule:PA-05
  Rule: men come in by the dice, a die of n onto the n-th point, each die used whole

    Scenario: The 6 brings a man onto point 1, the 5 onto point 2, and neither can carry one further
      Given the starting position
      When X rolls 6-5
      Then the only legal play is "hand/2 hand/1"
      And "hand/2/off" is illegal
      When X plays "hand/2 hand/1"
      Then the position is "X hand:13 2:1 1:1 | O hand:15 | O to roll"

  @rule:PA-03
  Rule: a double is played once, each die, and the thrower throws again

    Scenario: 3-3 brings two men onto point 4, or one man on to point 1; then X throws again
      Given the starting position
      When X rolls 3-3
      Then the position is "X hand:15 | O hand:15 | X to play 3-3, then roll again"
      And the legal plays are:
        | play     |
        | hand/4(2) |
        | hand/4/1 |
      When X plays "hand/4(2)"
      Then the position is "X hand:13 4:2 | O hand:15 | X to roll again"
      When X rolls 2-1
      And X plays "4/2 4/3"
      Then the position is "X hand:13 3:1 2:1 | O hand:15 | O to roll"

  @rule:PA-06
  Rule: men may be piled; a lone man landed on is taken and comes in again

    Scenario: Point 4 holds one of O's men: landing there takes it, touching down on the way too
      Given the position "X 6:2 hand:13 | O 4:1 hand:14 | X to roll"
      When X rolls 2-1
      Then the legal plays are:
        | play            |
        | hand/6 hand/5   |
        | hand/6 6/4*     |
        | hand/5 6/5      |
        | 6/5 6/4*        |
        | 6/4*/3          |
        | 6/5/3           |
      When X plays "6/4*/3"
      Then the position is "X hand:13 6:1 3:1 | O bar:1 hand:14 | O to roll"

    Scenario: Two men close a point: O cannot come in on points 6 and 5 and moves his man on 4
      Given the position "X 6:2 5:2 hand:11 | O bar:1 4:1 hand:13 | O to roll"
      When O rolls 2-1
      Then the only legal play is "4/1"

  @rule:PA-07
  Rule: bearing off once all are in, each man by the exact number

    Scenario: No man stands on point 6, so the 6 is lost; the 2 moves a man to point 1
      Given the position "X 3:1 1:2 off:12 | O 5:2 hand:13 | X to roll"
      When X rolls 6-2
      Then the only legal play is "3/1"
      When X plays "3/1"
      Then the position is "X 1:3 off:12 | O 5:2 hand:13 | O to roll"

    Scenario: A man still in hand: nothing is borne off until he is in
      Given the position "X 3:1 1:1 hand:1 off:12 | O 5:2 hand:13 | X to roll"
      When X rolls 3-1
      Then "3/off 1/off" is illegal
      And "hand/6 3/off" is legal
      And "hand/4 1/off" is legal

  @rule:PA-08 @rule:PA-09
  Rule: the first to bear off all wins, a point for each man the loser has left

    Scenario: X bears off his last man; O still has fifteen men not borne off
      Given the position "X 1:1 off:14 | O 5:2 3:1 hand:12 | X to roll"
      When X rolls 2-1
      Then the only legal play is "1/off"
      When X plays "1/off"
      Then the game is over
      And the score is X wins a single for 15 points

  @rule:PA-10
  Rule: one game, whatever the loser has left (option single-stake)

    Scenario: The same last man off wins one point
      Given the variant "paumecary" with option "single-stake"
      And the position "X 1:1 off:14 | O 5:2 3:1 hand:12 | X to roll"
      When X rolls 2-1
      And X plays "1/off"
      Then the game is over
      And the score is X wins a single for 1 point

  @rule:PA-11
  Rule: a taken man comes in before anything else moves (option enter-first)

    Scenario: O's taken man cannot come in on points 6 and 5, and his man on 4 must wait
      Given the variant "paumecary" with option "enter-first"
      And the position "X 6:2 5:2 hand:11 | O bar:1 4:1 hand:13 | O to roll"
      When O rolls 2-1
      Then O has no legal move

  Rule: the opening (tavli's reconstruction)

    Scenario: One die each; the higher throws both dice for his first move
      Given a new game
      When the opening dice are 5 and 3
      Then the position is "X hand:15 | O hand:15 | X to roll again"

# Sources and differences
# Read: Paumecary (Ludii game description): Ludeme/Ludii, board/race/escape/Paumecary.lud,
# its description, rules text (both citing Murray 1951, p. 120) and code (the board and its
# tracks, the start, the moves, the end). Murray's book and the manuscript itself (British
# Library, Royal 13 A XVIII, fol. 158b) were not read; what Murray says is known here through
# Ludii, and through the words of his that the Ludii portal's evidence page quotes, as the
# research notes for issue 22 relay them (one table, lettered a to f; a lone man taken must
# come in again; two or more players a side throwing in turn; the smacks at the end).
# PA-01, PA-04: Ludii's code lays out a whole board of four quarters and plays on one of them
# (its track for each side: the hand, then the same six points in the same order, then the
# end). tavli's board is that one table, `board: 6 points`, and one track, `track X: 6..1`
# and `track O: 6..1`; so a point has one number for both sides, and the two sides' men meet
# on every point.
# PA-03: Ludii's rules text and code give a double another throw, with each die played once
# (the code's replayDouble); no source says that a double counts twice, so tavli plays it
# once and throws again (`on doubles: play the roll, then roll again`), and offers no option
# of four moves.
# PA-05: a die of n brings a man onto the n-th point of the track, tavli's own point 7 - n.
# Ludii's rules text: a die's whole number is used; the code moves a man by one die at a
# time, so a man can also come in with one die and go on with the other.
# PA-06: Ludii's code sends a taken man to his hand, where he comes in as the others do; tavli
# puts him on the bar, from which he comes in by the same rule, and since the default lets the
# other men move meanwhile, the difference is only one of name. That two men close a point is
# Ludii's code (its rules text says only that a lone man is taken).
# PA-07: Ludii's code bears off only when the hand is empty; tavli's `allow bearing off only
# when none in hand and none on bar` also waits for a taken man. By the exact number: Ludii's
# rules text (the points left plus one) and code.
# PA-08, PA-09, PA-10: Ludii's description tells of the winner helping the loser bear off his
# remaining men and smacking his hands for each; its code ends the game with a plain win.
# tavli scores the smacks by default (`single 1 per checker not off`: every man of the loser
# on the table, taken, or still in hand) and one point in option single-stake.
# PA-11: Ludii's rules text says a taken man must re-enter, its code lets the other men move
# first. tavli's default follows the code; option enter-first reads the words as Ludus
# Anglicorum, from the same manuscript, is read (`allow moving on board only when none on
# bar`, and no man from the hand either).
# Left out: the sides of two or three players who throw in turn (Murray's words, as the
# evidence page quotes them): tavli has two players, and a team that throws in turn plays the
# same game as one player.
# Reconstructed: the opening (one die each, ties thrown again, the higher throws both dice
# for his first move); that as many dice as possible are played, the larger when only one can
# be; no doubling cube.
