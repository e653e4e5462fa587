Feature: Lange Puff: the lower number first or nothing, and doubles with the numbers underneath
  Lange Puff ("long Puff"), a German tables game of the nineteenth century, as Ludii's game
  description gives it after Alvensleben (1853, pp. 406-408), rules text and code. Fifteen
  checkers each, all off the board at the start; both sides bring them in on the same quarter
  and run the same way round the board to the point across from where they came in, and off.
  A lone checker is hit and must come in again; two or more close a point. The lower number of
  a throw is played first, and when it cannot be, nothing moves. A double is played with the
  numbers on the bottom of the dice too, these only once every number on top is played: a
  player's first double once, every later one twice over, with a further throw. When bearing
  off may begin, the opening and the score are tavli's reconstruction (not tagged below).

  Rule register (Lange Puff (Ludii game description)):
  LP-01: fifteen checkers each and two six-sided dice, on a board of twenty-four points [Lange Puff (Ludii game description) § rules]
  LP-02: each die moves a checker, or one checker moves by one die and then by the other [Lange Puff (Ludii game description) § rules]
  LP-03: the lower number of a throw must be played, and first; when it cannot be, the player does not move [Lange Puff (Ludii game description) § rules]
  LP-04: a double is played with the numbers on the bottom of the dice as well (6 under 1, 5 under 2, 4 under 3), and these only once every number on top has been played [Lange Puff (Ludii game description) § rules]
  LP-05: a player's first double is played once; each later one twice, the numbers on top twice over before the numbers underneath [Lange Puff (Ludii game description) § rules]
  LP-06: the second double and every later one earns a further throw [Lange Puff (Ludii game description) § rules]
  LP-07: every checker starts off the board; both sides bring theirs in on the same quarter and run the same way round the board, to the point across from where they came in, and off [Lange Puff (Ludii game description) § rules; Lange Puff (Ludii game description) § code, the tracks and the start]
  LP-08: a point with two or more enemy checkers is closed; a lone enemy checker landed on is hit and must come in again [Lange Puff (Ludii game description) § rules]
  LP-09: the first to take all his checkers off the board wins [Lange Puff (Ludii game description) § rules]
  LP-10: the other reading of the doubles: the first double is its two numbers alone, and a later one four of them, then two of the numbers underneath, then a throw [Lange Puff (Ludii game description) § code, the doubles]
  LP-11: the other reading of bearing off: a die that carries a checker past the end takes it off, from any point, at any time [Lange Puff (Ludii game description) § code, the moves]

  Background:
    Given the variant "lange-puff"

  @rule:LP-01 @rule:LP-07
  Rule: the equipment, one track for both, and every checker in hand

    Scenario: Fifteen checkers each, two dice, and one track for both sides
      Then the variant has 15 checkers per side
      And the variant is played with 2 dice of 6 faces
      And the two tracks are the same
      Given a new game
      Then the position is "X hand:15 | O hand:15 | opening roll"

    Scenario: Both sides come in on the same quarter: O's first checker in hits X's lone one
      Given the position "X 22:1 hand:14 | O hand:15 | O to roll"
      When O rolls 4-3
      Then "hand/22* hand/21" is legal
      When O plays "hand/22* hand/21"
      Then the position is "X bar:1 hand:14 | O 22:1 21:1 hand:13 | X to roll"

  Rule: the opening (tavli's reconstruction)

    Scenario: One die each; equal dice are thrown again, and the higher plays both numbers
      Given a new game
      When the opening dice are 4 and 4
      Then the position is "X hand:15 | O hand:15 | opening roll"
      When the opening dice are 5 and 3
      Then the position is "X hand:15 | O hand:15 | X to play 5-3"

  @rule:LP-02
  Rule: each die moves a checker, or one checker moves by both

    Scenario: Two checkers in, or one in and on
      Given the position "X hand:15 | O hand:15 | X to roll"
      When X rolls 5-3
      Then the legal plays are:
        | play              |
        | hand/22 hand/20   |
        | hand/17           |

  @rule:LP-03
  Rule: the lower number first, or nothing moves

    Scenario: The higher number may not go first
      Given the position "X 20:1 hand:14 | O 24:2 16:2 hand:11 | X to roll"
      When X rolls 4-1
      Then the legal plays are:
        | play            |
        | hand/21 20/19   |
        | 20/15           |
      And "hand/20" is illegal

    Scenario: When the lower number cannot be played, the throw is lost, though the higher could go
      Given the position "X 20:1 hand:14 | O 24:2 19:2 hand:11 | X to roll"
      When X rolls 4-1
      Then X has no legal move
      When X plays "no move"
      Then the position is "X 20:1 hand:14 | O 24:2 19:2 hand:11 | O to roll"

    Scenario: The lower number alone, when the higher cannot follow it
      Given the position "X 20:1 hand:14 | O 24:2 21:2 15:2 hand:9 | X to roll"
      When X rolls 4-1
      Then the only legal play is "20/19"

  @rule:LP-04 @rule:LP-05
  Rule: a double with the numbers underneath; the first once, the later ones twice over

    Scenario: The first double: its two numbers, then the two underneath
      Given the position "X 20:1 hand:14 | O hand:15 | X to roll"
      When X rolls 2-2
      Then the position is "X 20:1 hand:14 | O hand:15 | X to play 2-2, then 5-5 | doubles X 1+ O 0"

    Scenario: A later double: four of its number, four underneath, and a further throw
      Given the position "X 20:1 hand:14 | O hand:15 | X to roll | doubles X 1+ O 0"
      When X rolls 3-3
      Then the position is "X 20:1 hand:14 | O hand:15 | X to play 3-3-3-3, then 4-4-4-4, then roll again | doubles X 1+ O 0"

    Scenario: The numbers underneath come only once both numbers on top are played
      Given the position "X 20:1 hand:14 | O 24:2 18:2 hand:11 | X to roll"
      When X rolls 1-1
      Then the only legal play is "20/19"
      When X plays "20/19"
      Then the position is "X 19:1 hand:14 | O 24:2 18:2 hand:11 | O to roll | doubles X 1+ O 0"

  @rule:LP-05 @rule:LP-06
  Rule: a later double earns a further throw

    Scenario: Four 1s, four 6s, and X throws again
      Given the position "X 24:4 off:11 | O hand:15 | X to roll | doubles X 1+ O 0"
      When X rolls 1-1
      And X plays "24/23(4)"
      Then X is to play 6-6-6-6
      When X plays "23/17(4)"
      Then the position is "X 17:4 off:11 | O hand:15 | X to roll again | doubles X 1+ O 0"

  @rule:LP-08
  Rule: a lone checker is hit; two close a point

    Scenario: X's second number hits the lone checker of O, who must bring it in again
      Given the position "X 20:1 hand:14 | O 17:1 hand:14 | X to roll"
      When X rolls 3-1
      And X plays "hand/24 20/17*"
      Then the position is "X 24:1 17:1 hand:13 | O bar:1 hand:14 | O to roll"

    Scenario: Two checkers close a point, to a checker coming in as to one on the board
      Given the position "X 20:1 hand:14 | O 22:2 17:2 hand:11 | X to roll"
      When X rolls 3-2
      Then "hand/23 hand/22" is illegal
      And "hand/23 20/17" is illegal
      And the legal plays are:
        | play     |
        | hand/20  |
        | 20/15    |

  @rule:LP-09
  Rule: bearing off, and the first to take all off wins

    Scenario: The last checker off wins the game, for one point
      Given the position "X 2:1 off:14 | O 20:15 | X to roll"
      When X rolls 2-1
      Then the only legal play is "2/off"
      When X plays "2/off"
      Then the game is over
      And the score is X wins a single for 1 point

    Scenario: Bearing off waits until all are in the last quarter (tavli's reconstruction)
      Given the position "X 8:1 2:14 | O hand:15 | X to roll"
      When X rolls 3-1
      Then "8/7 2/off" is illegal
      And "8/4" is legal

  @rule:LP-10
  Rule: with the option bare-first-double, the doubles as Ludii's code plays them

    Scenario: The first double is its two numbers alone
      Given the variant "lange-puff" with option "bare-first-double"
      And the position "X 20:1 hand:14 | O hand:15 | X to roll"
      When X rolls 2-2
      Then the position is "X 20:1 hand:14 | O hand:15 | X to play 2-2 | doubles X 1+ O 0"

    Scenario: A later double: four of its number, two underneath, and a further throw
      Given the variant "lange-puff" with option "bare-first-double"
      And the position "X 20:1 hand:14 | O hand:15 | X to roll | doubles X 1+ O 0"
      When X rolls 3-3
      Then the position is "X 20:1 hand:14 | O hand:15 | X to play 3-3-3-3, then 4-4, then roll again | doubles X 1+ O 0"

  @rule:LP-11
  Rule: with the option off-from-anywhere, a die past the end takes a checker off at any time

    Scenario: A checker goes off though another is still on the way
      Given the variant "lange-puff" with option "off-from-anywhere"
      And the position "X 8:1 2:14 | O hand:15 | X to roll"
      When X rolls 3-1
      Then "8/7 2/off" is legal

# Sources and differences
# Read: Lange Puff (Ludii game description): Ludeme/Ludii, board/race/escape/Lange Puff.lud,
# its rules text (which cites Alvensleben 1853, pp. 406-408) and its code (the tracks and the
# start, the moves, the doubles); the older copy under WishlistDLP has the same rules text.
# Alvensleben's book itself was not found. Three German pages were read beside it and agree
# on the rule this game is known for, the smaller number played first, the whole throw lost
# when it cannot be: "Puff" (gamedesign.de, Spielablauf), "Puff" (SCA Österreich, Regeln
# Gegenpuff) and "Wurfzabel" (Scriptorium wiki, koenigreich-jerusalem.net). They describe Puff
# as played today or Gegenpuff, not Alvensleben's Lange Puff, so they are not this game's
# sources; their other rules (all checkers in before any goes on, a hit checker in before
# anything else moves, every double four times over with its numbers underneath) are left out.
# LP-03: "first" is how all of them word it (beginning with the smaller number); Ludii's text
# says the lowest must be played. tavli's `play the lower die first` makes the first move of a
# throw of two numbers the lower one; after it the higher is played if it can be, and when the
# lower can be played only alone, it is played alone (LP-03's third scenario), where the usual
# forced-play rule would play the higher.
# LP-04: "the values on the bottom do not have to be played, or only some of them, if the
# player wishes": tavli's language has no part a player may leave out, so the numbers
# underneath are played as far as they can be, like any other dice. Left out.
# LP-04, LP-05, LP-06: the text plays the top numbers twice over in a later double (four moves)
# and does not count the numbers underneath; tavli reads the whole double twice over, four
# of each, and the first double once, two of each, with no further throw. Ludii's code plays
# the first double's two numbers alone and, in a later double, two of the numbers underneath:
# the option bare-first-double (LP-10). A part not fully played ends the turn in tavli, so a
# double whose numbers on top cannot all be played gives neither the numbers underneath (the
# text) nor the further throw (tavli's reading: the text grants it without a condition).
# LP-07: Ludii's code gives both sides one track, entering from the hand on the same quarter:
# track O is track X, every checker in hand.
# LP-08: the text says only that a hit checker must come in again; it comes in like a checker
# from the hand, by a die on the first quarter, and nothing obliges it to come in before other
# checkers move (Ludii's code asks nothing of the kind).
# LP-09: when bearing off may begin is not in the text; tavli waits until all fifteen are in
# the last quarter and bears off with a higher number from the highest point, as the German
# pages above have it (a reconstruction), and Ludii's code takes off any checker a die carries
# past the end, at any time (the option off-from-anywhere, LP-11).
# Not in the sources, reconstructed: the opening (one die each, equal dice again, the higher
# plays both numbers), a single game's one point, and no doubling cube.
