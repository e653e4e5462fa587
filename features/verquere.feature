Feature: Verquere: no point made in the first two tables
  Verquere, the game that Cotton's Compleat Gamester (1674) says came from Holland (Dutch
  Verkeer, German Verkehren, French Revertier), as Cotton, Ludii's game description and
  Wikipedia's article (as WikiSum summarises it) give it. All fifteen checkers of each player
  start on the first point of his track, the point where Backgammon sets its two back men; both
  players run the same way round from opposite corners. In the two tables next to the
  adversary (the first twelve points of the track) a player may never have two checkers on one
  point, the starting point excepted; at home he may make as many points as he likes. A lone
  checker is hit and comes back in by the number of one die, the starting point counting as
  one, before anything else moves. A double is played four times, and bearing off begins once
  all fifteen are in the last quarter. The opening roll, no doubling cube and one point a game
  are tavli's reconstruction (not tagged below).

  Rule register (The Compleat Gamester (Cotton 1674); Verquere (Ludii game description); Verquere (WikiSum summary of Wikipedia)):
  VQ-01: fifteen checkers each and two dice [The Compleat Gamester (Cotton 1674) § I. Verquere; Verquere (Ludii game description) § rules]
  VQ-02: all of a player's checkers start on one point: the ace point where Backgammon sets its two men, in the far corner of the opponent's side [The Compleat Gamester (Cotton 1674) § I. Verquere; Verquere (Ludii game description) § rules]
  VQ-03: both players run the same way round from opposite corners, first along the opponent's side of the board and then along their own, into their own last quarter [Verquere (Ludii game description) § rules; Verquere (Ludii game description) § code, the tracks; Verquere (WikiSum summary of Wikipedia) § rules]
  VQ-04: in the two tables next to the adversary, the first twelve points of the track, a player may not make a point (never two of his checkers on one point), the starting point excepted; in his own tables he may make as many as he likes [The Compleat Gamester (Cotton 1674) § I. Verquere; Verquere (Ludii game description) § rules]
  VQ-05: a point with two or more enemy checkers is closed: a checker may not land, touch down or enter there [Verquere (Ludii game description) § rules; Verquere (WikiSum summary of Wikipedia) § rules]
  VQ-06: a lone checker landed on is hit and must enter again, by the number of one die and not the two added together, the starting point counting as one; an entering checker may hit [Verquere (Ludii game description) § rules]
  VQ-07: a player with a checker to enter moves nothing else; when he cannot enter, he loses his turn [Verquere (WikiSum summary of Wikipedia) § rules; Verquere (Ludii game description) § rules]
  VQ-08: a double is played four times [Verquere (WikiSum summary of Wikipedia) § rules; Verquere (Ludii game description) § rules]
  VQ-09: bearing off begins once all fifteen are in the last six points; a die bears off from the point of its number, and a higher one from the backmost checker when none stands higher [Verquere (Ludii game description) § rules; Verquere (WikiSum summary of Wikipedia) § rules]
  VQ-10: the first to bear off all his checkers wins [Verquere (Ludii game description) § rules]

  Background:
    Given the variant "verquere"

  @rule:VQ-01 @rule:VQ-02 @rule:VQ-03
  Rule: the equipment, the set-up and the two tracks

    Scenario: Fifteen on the first point, in opposite corners, running the same way
      Then the variant has 15 checkers per side
      And the variant is played with 2 dice of 6 faces
      And X's track runs from point 24 to point 1
      And O's track runs from point 12 to point 13
      Given a new game
      Then the position is "X 24:15 | O 24:15 | opening roll"
      And the pip count of X is 360
      And the pip count of O is 360

  @rule:VQ-04
  Rule: no point made in the two tables next to the adversary, the starting point excepted

    Scenario: The first throw brings two checkers out onto two different points
      Given the starting position
      When X rolls 6-5
      Then the legal plays are:
        | play        |
        | 24/18 24/19 |
        | 24/13       |

    Scenario: A checker may not join another in the first twelve points
      Given the position "X 24:13 18:1 15:1 | O 24:15 | X to roll"
      When X rolls 6-3
      Then "24/18 24/21" is illegal
      And "18/15 24/18" is illegal
      And "24/21 21/15" is illegal
      And "15/9 18/15" is legal
      And "24/21 15/9" is legal

    Scenario: A checker may pass over its own on the way, and points are made freely at home
      Given the position "X 24:10 20:1 11:2 8:1 6:1 | O 1:5 off:10 | X to roll"
      When X rolls 6-6
      Then "24/18 20/14 11/5 8/2" is legal
      And "11/5(2) 24/18 20/14" is legal
      And "24/18(2) 11/5(2)" is illegal

    Scenario: The starting point is excepted: a hit checker may enter on it by a 1
      Given the position "X bar:1 24:10 18:1 8:3 | O 24:12 14:3 | X to roll"
      When X rolls 1-3
      Then "bar/24 18/15" is legal

  @rule:VQ-05
  Rule: two enemy checkers close a point

    Scenario: No landing and no touching down on a closed point
      Given the position "X 24:14 20:1 | O 2:2 7:2 24:11 | X to roll"
      When X rolls 6-1
      Then "20/14" is illegal
      And "20/13" is illegal
      And "24/18 24/23" is legal

  @rule:VQ-06
  Rule: a lone checker is hit and enters again by one die, counted from the starting point

    Scenario: A lone enemy checker is hit and goes to the bar
      Given the position "X 24:14 20:1 | O 4:1 24:14 | X to roll"
      When X rolls 4-2
      And X plays "20/16* 24/22"
      Then the position is "X 24:13 22:1 16:1 | O bar:1 24:14 | O to roll"

    Scenario: A hit checker enters on the point of one die, the starting point being one
      Given the position "X 24:13 22:1 16:1 | O bar:1 24:14 | O to roll"
      When O rolls 1-6
      Then "bar/24 24/18" is legal
      And "bar/19 19/18" is legal
      And "bar/19 24/23" is legal
      And "bar/23 24/18" is illegal

    Scenario: It never enters by the two dice added together
      Given the position "X 24:11 8:2 7:2 | O bar:1 24:14 | O to roll"
      When O rolls 6-5
      Then O has no legal move
      And "bar/14" is illegal

    Scenario: Entering checkers may hit
      Given the position "X bar:1 24:13 8:1 | O 8:1 24:14 | X to roll"
      When X rolls 5-4
      Then "bar/20* 8/4" is legal

  @rule:VQ-07
  Rule: a checker to enter first, and a lost turn when it cannot

    Scenario: Nothing else moves while a checker waits to enter
      Given the position "X bar:1 24:13 8:1 | O 6:2 5:2 24:11 | X to roll"
      When X rolls 6-4
      Then "8/2 24/20" is illegal
      And the legal plays are:
        | play         |
        | bar/15       |
        | bar/21 8/2   |
        | bar/19 24/20 |
        | bar/19 8/4   |

    Scenario: A player who cannot enter loses his turn
      Given the position "X bar:1 24:13 8:1 | O 7:2 8:2 24:11 | X to roll"
      When X rolls 6-5
      Then X has no legal move

  @rule:VQ-08
  Rule: a double is played four times

    Scenario: Four moves of the number thrown
      Given the position "X 12:1 11:1 10:1 9:1 off:11 | O 13:15 | X to roll"
      When X rolls 3-3
      Then every legal play moves 4 times

  @rule:VQ-09 @rule:VQ-10
  Rule: bearing off once all are home, and the end

    Scenario: Nothing is borne off while a checker is outside the last quarter
      Given the position "X 7:1 6:2 3:2 off:10 | O 24:15 | X to roll"
      When X rolls 6-1
      Then "7/off" is legal
      And "6/off 3/2" is illegal

    Scenario: A higher number bears off the backmost checker only
      Given the position "X 4:1 2:2 off:12 | O 24:15 | X to roll"
      When X rolls 6-1
      Then "4/off 2/1" is legal
      And "2/off 4/3" is illegal

    Scenario: The first to bear off all fifteen wins a single game
      Given the position "X 2:1 1:1 off:13 | O 24:15 | X to roll"
      When X rolls 2-1
      And X plays "2/off 1/off"
      Then the game is over
      And the score is X wins a single for 1 point

# Sources and differences
# Read: The Compleat Gamester (Cotton 1674), "Games within the Tables", I. The Famous Game,
# called, Verquere (bkgm.com's transcription; the stored copy gives the opening of the section:
# the men on the ace point, no point made in the two tables next to the adversary save the
# further ace point, as many as one likes at home, and the double game called John). Ludii's
# "Verquere" (board/race/escape/Verquere.lud: the rules text, citing Cotton 1725: 99-102, and
# the code of the tracks, the start and the pieces' moves). Wikipedia's "Verquere" as WikiSum
# summarises it (doubles four times, nothing moves while a man waits on the bar, no landing,
# touching down or entering on a closed point, a higher die bearing off the backmost man, the
# strategy of moving a prime into the fourth quarter to let the opponent's blots back in,
# which only fits both sides running the same way).
# Set-up and direction: Ludii and Wikipedia agree: both run the same way from opposite corners
# (VQ-02, VQ-03, as Fevga's tracks); Cotton's "bring 'em round into your own Tables" agrees.
# The limit (VQ-04): Cotton and Ludii's text forbid two men on a point of the first twelve
# points and except the starting point ("the further Ace-Point"; "those pieces in the
# starting position"). Cotton's words except the point itself: `at most 1 checker on a point
# of first-half` with first-half the points 13 to 23. Ludii's code also closes the starting
# point to a second checker once the setup has left it (and even forbids hitting in the first
# twelve points, which its own text contradicts: "opponent's pieces can be removed ... when
# reentering"; not followed). That reading (`at most 1 checker on a point of start` besides)
# was tried as an option and left out: a player with a checker to enter and a lone checker of
# his own on each of his six entry points can never move again, and in self-play both players
# were so locked, for good, in 6 of 40 games (none of 40 with Cotton's exception, which leaves
# the starting point open to a 1). No source read says what happens then.
# Entering by one die (VQ-06): every entry in tavli is one die's step, counted from the first
# point of the track; Svensk Bradspel's description in Ludii says the same in the same words
# (tavli bundles no Svensk Bradspel). Entering first (VQ-07): 'allow moving on board only
# when none on bar', Backgammon's own statement.
# Left out: Cotton's double game, "John", which he says a player can suffer only with seven
# men (more than six points can take) to enter; the stored copy breaks off before saying
# how it is won and scored, and Wikipedia's "Jean blot" (the opponent's seventh blot) is a
# score made during play (issue IV). The game is scored one point (reconstructed), with no
# cube and an opening roll as in tavli's other historical games (reconstructed).
