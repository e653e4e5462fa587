Feature: Contrare Puff: Lange Puff's dice, with the two sides running against each other
  Conträre Puff ("contrary Puff"), a German tables game of the nineteenth century, as Ludii's
  game description gives it after Alvensleben (1853, pp. 406-408), rules text and code. Its
  dice and its moves are Lange Puff's: fifteen checkers each, all off the board at the start,
  the lower number of a throw first or nothing moves, a double with the numbers underneath it
  (the first once, every later one twice over, with a further throw), a lone checker hit and
  two closing a point. What differs is the way round: the two sides bring their checkers in on
  opposite quarters and run against each other, each toward the quarter where the other comes
  in, and off from there. When bearing off may begin, the opening and the score are tavli's
  reconstruction (not tagged below).

  Rule register (Contrare Puff (Ludii game description)):
  CP-01: fifteen checkers each and two six-sided dice, on a board of twenty-four points; the game is also written Conträre Puff [Contrare Puff (Ludii game description) § rules; Contrare Puff (Ludii game description) § aliases]
  CP-02: each die moves a checker, or one checker moves by one die and then by the other [Contrare Puff (Ludii game description) § rules]
  CP-03: the lower number of a throw must be played, and first; when it cannot be, the player does not move [Contrare Puff (Ludii game description) § rules]
  CP-04: a double is played with the numbers on the bottom of the dice as well, and these only once every number on top has been played [Contrare Puff (Ludii game description) § rules]
  CP-05: a player's first double is played once; each later one twice, the numbers on top twice over before the numbers underneath [Contrare Puff (Ludii game description) § rules]
  CP-06: the second double and every later one earns a further throw [Contrare Puff (Ludii game description) § rules]
  CP-07: every checker starts off the board [Contrare Puff (Ludii game description) § code, the start]
  CP-08: the two sides bring their checkers in on opposite quarters and run against each other, toward the quarter where the other comes in, and off from there [Contrare Puff (Ludii game description) § rules; Contrare Puff (Ludii game description) § code, the tracks]
  CP-09: a point with two or more enemy checkers is closed; a lone enemy checker landed on is hit and must come in again; the first to take all his checkers off wins [Contrare Puff (Ludii game description) § rules]
  CP-10: the other reading of the doubles: the first double is its two numbers alone, and a later one four of them, then two of the numbers underneath, then a throw [Contrare Puff (Ludii game description) § code, the doubles]
  CP-11: the other reading of bearing off: a die that carries a checker past the end takes it off, from any point, at any time [Contrare Puff (Ludii game description) § code, the moves]

  Background:
    Given the variant "contrare-puff"

  @rule:CP-01 @rule:CP-07 @rule:CP-08
  Rule: the equipment, every checker in hand, and two tracks that run against each other

    Scenario: Fifteen checkers each, two dice, the tracks opposite ways
      Then the variant has 15 checkers per side
      And the variant is played with 2 dice of 6 faces
      And the variant is also called "Conträre Puff"
      And the variant extends "lange-puff"
      And the two tracks run in opposite directions
      Given a new game
      Then the position is "X hand:15 | O hand:15 | opening roll"

    Scenario: O comes in on the quarter where X's checkers go off, and hits a lone one there
      Given the position "X 3:1 hand:14 | O hand:15 | O to roll"
      When O rolls 3-2
      Then the legal plays are:
        | play               |
        | hand/23 hand/22*   |
        | hand/20            |
      When O plays "hand/23 hand/22*"
      Then the position is "X bar:1 hand:14 | O 23:1 22:1 hand:13 | X to roll"

  @rule:CP-02 @rule:CP-03
  Rule: the lower number first, or nothing moves

    Scenario: Two checkers in, or one in and on, the lower number first
      Given the position "X hand:15 | O hand:15 | X to roll"
      When X rolls 5-3
      Then the legal plays are:
        | play              |
        | hand/22 hand/20   |
        | hand/17           |

    Scenario: When the lower number cannot be played, the throw is lost, though the higher could go
      Given the position "X 20:1 hand:14 | O 1:2 6:2 hand:11 | X to roll"
      When X rolls 4-1
      Then X has no legal move

  @rule:CP-04 @rule:CP-05 @rule:CP-06
  Rule: a double with the numbers underneath; the first once, the later ones twice over and a throw

    Scenario: The first double: its two numbers, then the two underneath
      Given the position "X 20:1 hand:14 | O hand:15 | X to roll"
      When X rolls 2-2
      Then the position is "X 20:1 hand:14 | O hand:15 | X to play 2-2, then 5-5 | doubles X 1+ O 0"

    Scenario: A later double: four 1s, four 6s, and X throws again
      Given the position "X 24:4 off:11 | O hand:15 | X to roll | doubles X 1+ O 0"
      When X rolls 1-1
      And X plays "24/23(4)"
      Then X is to play 6-6-6-6
      When X plays "23/17(4)"
      Then the position is "X 17:4 off:11 | O hand:15 | X to roll again | doubles X 1+ O 0"

  @rule:CP-09
  Rule: a lone checker is hit, and the first to take all off wins

    Scenario: X's second number hits O's lone checker, who must bring it in again
      Given the position "X 20:1 hand:14 | O 8:1 hand:14 | X to roll"
      When X rolls 3-1
      And X plays "hand/24 20/17*"
      Then the position is "X 24:1 17:1 hand:13 | O bar:1 hand:14 | O to roll"

    Scenario: The last checker off wins the game, for one point
      Given the position "X 2:1 off:14 | O 5:15 | X to roll"
      When X rolls 2-1
      Then the only legal play is "2/off"
      When X plays "2/off"
      Then the game is over
      And the score is X wins a single for 1 point

  @rule:CP-10
  Rule: with the option bare-first-double, the first double is its two numbers alone

    Scenario: The first double, as Ludii's code plays it
      Given the variant "contrare-puff" with option "bare-first-double"
      And the position "X 20:1 hand:14 | O hand:15 | X to roll"
      When X rolls 2-2
      Then the position is "X 20:1 hand:14 | O hand:15 | X to play 2-2 | doubles X 1+ O 0"

  @rule:CP-11
  Rule: with the option off-from-anywhere, a die past the end takes a checker off at any time

    Scenario: A checker goes off though another is still on the way
      Given the variant "contrare-puff" with option "off-from-anywhere"
      And the position "X 8:1 2:14 | O hand:15 | X to roll"
      When X rolls 3-1
      Then "8/7 2/off" is legal

# Sources and differences
# Read: Contrare Puff (Ludii game description): Ludeme/Ludii, board/race/escape/Contrare
# Puff.lud, its rules text (which cites Alvensleben 1853, pp. 406-408; the older copy under
# WishlistDLP gives 1855) and its code (the tracks, the start, the moves, the doubles), with
# the alias Conträre Puff. Alvensleben's book itself was not found. Its rules text is Lange
# Puff's word for word but for the way round, so the file extends lange-puff
# (variants/lange-puff.rules) and changes only O's track; every reading of the dice, the
# doubles, the hit and the end, and what is left out, is as the closing note of
# features/lange-puff.feature says: the numbers underneath a double are played as far as they
# can be, though the text lets a player leave them; a double whose numbers on top cannot all
# be played gives neither the numbers underneath nor the further throw; a hit checker comes in
# like one from the hand and need not come in first; bearing off waits until all fifteen are
# in the last quarter (reconstructed; Ludii's code: the option off-from-anywhere, CP-11); the
# opening, one point a game and no cube are reconstructed.
# CP-08: Ludii's code gives X the track from his entry through the four quarters to the
# quarter where O enters, and O the same board the other way round: Backgammon's two tracks,
# both entering from the hand.
# The German pages read beside Lange Puff ("Puff", gamedesign.de; "Puff", SCA Österreich,
# Regeln Gegenpuff; "Wurfzabel", Scriptorium wiki) describe Gegenpuff, this game's other name
# in them, with the smaller number first or the throw lost, as here. They differ: SCA's
# Gegenpuff throws again after every double, the first included, and plays a later double's
# numbers on top and underneath four times each, as tavli does; gamedesign's Puff brings every
# checker into the first quarter before any leaves it, and a hit checker in before anything
# else moves; the Scriptorium wiki plays every double four times over. They are not this
# game's source (Alvensleben's), and those rules are left out.
