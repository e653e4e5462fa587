Feature: Garanguet: three dice, three alike played three times over, a pair above a lower die played twice over
  Garanguet, a French tables game with three dice, as Ludii's game description gives it
  after Moulidars (1840, p. 180), rules text and code. Fifteen checkers each, all on the
  first point of the track; the two sides go round the board opposite ways, as in
  Backgammon. Each die is a move. Three alike are played three times over; two alike with a
  lower third die are played twice over, and the third die once; two alike with a higher
  third die are played as any throw, each die once. A lone checker is hit and comes in again
  in the quarter it started from; two or more close a point. A throw that carries a checker
  past the end takes it off, from any point, at any time; the first to take all off wins.
  The opening, the score and the cube are tavli's reconstruction (not tagged below).

  Rule register (Garanguet (Ludii game description)):
  GA-01: fifteen checkers each and three six-sided dice [Garanguet (Ludii game description) § rules; Garanguet (Ludii game description) § code, the equipment]
  GA-02: all fifteen start on the first point of the track; the two sides go round the board opposite ways, each from a corner of his own side to the other corner of that side [Garanguet (Ludii game description) § rules; Garanguet (Ludii game description) § code, the tracks and the start]
  GA-03: each die moves a checker, or one checker moves by one die and then by another [Garanguet (Ludii game description) § rules]
  GA-04: three alike are played three times over: nine moves of the number [Garanguet (Ludii game description) § rules; Garanguet (Ludii game description) § code, play]
  GA-05: two alike with a lower third die: the pair is played twice over (four moves of its number) and the third die once; two alike with a higher third die: each die once, as any throw [Garanguet (Ludii game description) § rules; Garanguet (Ludii game description) § code, play]
  GA-06: a point with two or more enemy checkers is closed; a lone enemy checker landed on is hit and comes in again in the quarter where it started [Garanguet (Ludii game description) § rules; Garanguet (Ludii game description) § code, the moves]
  GA-07: a checker is borne off by a throw greater than the points left before it [Garanguet (Ludii game description) § rules; Garanguet (Ludii game description) § code, the moves]
  GA-08: the first to bear off all his checkers wins [Garanguet (Ludii game description) § rules]

  Background:
    Given the variant "garanguet"

  @rule:GA-01 @rule:GA-02
  Rule: three dice, all fifteen on the first point, opposite ways round

    Scenario: Fifteen checkers each, three dice, and the Backgammon way round
      Then the variant has 15 checkers per side
      And the variant is played with 3 dice of 6 faces
      And the two tracks run in opposite directions
      Given a new game
      Then the position is "X 24:15 | O 24:15 | opening roll"

  Rule: the opening (tavli's reconstruction)

    Scenario: One die each, and the higher throws all three dice for his first turn
      Given a new game
      When the opening dice are 5 and 3
      Then the position is "X 24:15 | O 24:15 | X to roll again"

  @rule:GA-03
  Rule: each die is a move

    Scenario: Three unlike numbers from the first point
      Given the position "X 24:15 | O 24:15 | X to roll"
      When X rolls 6-4-1
      Then the legal plays are:
        | play                |
        | 24/23 24/20 24/18   |
        | 24/19 24/18         |
        | 24/20 24/17         |
        | 24/23 24/14         |
        | 24/13               |

  @rule:GA-04
  Rule: three alike, three times over

    Scenario: Three 3s are nine moves of 3
      Given the position "X 24:15 | O 24:15 | X to roll"
      When X rolls 3-3-3
      Then the position is "X 24:15 | O 24:15 | X to play 3-3-3-3-3-3-3-3-3"
      And "24/21(9)" is legal

  @rule:GA-05
  Rule: a pair with a lower die twice over, with a higher die as any throw

    Scenario: 5-5 with a 2: four 5s and the 2
      Given the position "X 24:15 | O 24:15 | X to roll"
      When X rolls 5-5-2
      Then X is to play 5-5-5-5-2
      And "24/19(4) 24/22" is legal

    Scenario: 2-2 with a 5: each die once
      Given the position "X 24:15 | O 24:15 | X to roll"
      When X rolls 2-2-5
      Then X is to play 2-2-5
      And the legal plays are:
        | play                |
        | 24/22(2) 24/19      |
        | 24/22 24/17         |
        | 24/15               |
        | 24/20 24/19         |

  @rule:GA-06
  Rule: a lone checker is hit and comes in again in its first quarter; two close a point

    Scenario: X hits the lone checker of O, which comes in again where it started
      Given the position "X 24:14 10:1 | O 24:14 20:1 | X to roll"
      When X rolls 6-4-1
      And X plays "24/18 10/5*"
      Then the position is "X 24:13 18:1 5:1 | O bar:1 24:14 | O to roll"
      When O rolls 6-3-2
      Then "bar/19 24/22 24/21" is legal

    Scenario: Two checkers close a point
      Given the position "X 24:14 12:1 | O 24:13 19:2 | X to roll"
      When X rolls 6-5-4
      Then "12/6 24/19 24/20" is illegal
      And "12/7 24/18 24/20" is legal

  @rule:GA-07 @rule:GA-08
  Rule: a throw past the end bears off from any point; the first to take all off wins

    Scenario: A checker goes off while another is far from the end
      Given the position "X 20:1 2:1 off:13 | O 24:15 | X to roll"
      When X rolls 6-5-4
      Then "20/9 2/off" is legal

    Scenario: The last checker off wins the game, for one point
      Given the position "X 3:1 off:14 | O 24:15 | X to roll"
      When X rolls 6-4-1
      Then the only legal play is "3/off"
      When X plays "3/off"
      Then the game is over
      And the score is X wins a single for 1 point

# Sources and differences
# Read: Garanguet (Ludii game description): Ludeme/Ludii, board/race/escape/Garanguet.lud,
# its rules text (which cites Moulidars 1840, p. 180) and its code (the equipment, the tracks
# and the start, the moves, play). Moulidars's book itself was not found.
# GA-04: "the throw is played three times": nine moves of the number, as the code counts
# them, in one part (`on doubles: play the roll 3 times`; with three dice `doubles` is three
# alike), so as many as can be are played.
# GA-05: "the doubles twice and the single value once": four moves of the pair's number and
# one of the third die, in any order and as one part (`on a pair and a lower die: play the
# paired number 4 times and the odd number`), as the code lets either be moved at each step.
# The text says a pair with a higher third die is played "as normal": each die once, the
# usual program of any throw.
# GA-06: the hit checker comes in by a die on the first quarter of its track, like a checker
# entering from the bar; nothing obliges it to come in before other checkers move (the code
# asks nothing of the kind).
# GA-07: from a checker's own point p, p - 1 points are left, and a die of p or more takes it
# off, at any time, wherever the others stand (the code takes off any checker a die carries
# past the end). As many dice as possible must be played, the larger when not all can be:
# tavli's forced-play rule (the code forces nothing).
# Reconstructed: the opening (one die each, equal dice again; the higher throws all three
# dice, since the opening's two dice cannot be a throw of three), one point a game, no cube.
