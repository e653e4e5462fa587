Feature: Fevga: the first checker runs first
  Fevga, the third game of Greek Tavli, as the iTavli rules page "Fevga" and Wikipedia's
  "Tavli" page describe it. Both players start with all fifteen checkers on one point in
  opposite corners (X on his 24 point, O on X's 12 point) and run the same way round. Nothing
  is hit: a single checker of either colour holds its point. A player moves only his first
  checker until it has reached the other player's starting quarter (his own points 12 to 7) or
  gone further; then any checker may leave the start. A player may never hold all six points
  of his own starting quarter. A prime of six may stand anywhere else, but not one that holds
  every checker the opponent has left behind it: such a prime must be opened. BrainKing's
  "Fevga" page and Ludii's description read three points otherwise: only checkers all
  collected on the one point right behind a prime are trapped (the option one-point-behind),
  the first checker must pass the other player's starting point (the option pass-the-start),
  and neither starting quarter may be filled (Ludii only: the option either-start-quarter).

  Rule register (Fevga (iTavli rules page); Tavli (English Wikipedia); Fevga (BrainKing); Fevga (Ludii game description); Tavli (bkgm.com, Condos)):
  FV-01: Each player has fifteen checkers on his own 24 point, the two stacks in opposite corners, and both move the same way round. [Fevga (iTavli rules page) § layout; Tavli (English Wikipedia) § Fevga; Fevga (BrainKing) § rules; Fevga (Ludii game description) § rules]
  FV-02: Each player rolls one die; the higher starts, and rolls both dice again for his first turn. [Fevga (Ludii game description) § rules]
  FV-03: Nothing is hit: a single checker holds its point against the opponent. [Fevga (iTavli rules page) § moving; Tavli (English Wikipedia) § Fevga; Fevga (BrainKing) § rules; Tavli (bkgm.com, Condos) § Fevga]
  FV-04: Only the first checker moves until it has reached the opponent's starting quarter; then any checker may leave the start. [Fevga (iTavli rules page) § the first chip; Tavli (bkgm.com, Condos) § Fevga]
  FV-05: A player may not hold all six points of his own starting quarter. [Fevga (iTavli rules page) § the base area; Fevga (BrainKing) § rules; Tavli (bkgm.com, Condos) § Fevga]
  FV-06: A prime may stand anywhere, but one that holds every checker the opponent has left behind it must be opened. [Fevga (iTavli rules page) § blocking]
  FV-07: A double is played four times. [Fevga (Ludii game description) § rules]
  FV-08: Bearing off begins once all fifteen are in the home board, as in Backgammon. [Fevga (Ludii game description) § rules]
  FV-09: The first to bear off all wins one point, two if the loser has borne off none. [Fevga (Ludii game description) § rules]
  FV-10: There is no doubling cube. [Tavli (bkgm.com, Condos) § Description]
  FV-11: Another reading: a prime must be opened only when the opponent's checkers all stand on the one point right behind it (the option one-point-behind). [Fevga (BrainKing) § rules; Fevga (Ludii game description) § rules]
  FV-12: Another reading: the first checker must pass the other player's starting point before a second may leave the start (the option pass-the-start). [Fevga (BrainKing) § rules; Fevga (Ludii game description) § rules]
  FV-13: Another reading: neither player's starting quarter may be filled, the other player's included (the option either-start-quarter). [Fevga (Ludii game description) § rules]

  Background:
    Given the variant "fevga"

  Rule: the setup and the opening

    @rule:FV-01
    Scenario: Both players start in opposite corners and run the same way
      Given the starting position
      Then the position is "X 24:15 | O 24:15 | X to roll"
      And X's track runs from point 24 to point 1
      And O's track runs from point 12 to point 13

    @rule:FV-02
    Scenario: The winner of the opening roll rolls both dice again
      Given a new game
      When the opening dice are 3 and 6
      Then the position is "X 24:15 | O 24:15 | O to roll again"

  Rule: the first checker runs alone until it reaches the other player's starting quarter

    @rule:FV-04
    Scenario: The opening roll moves one checker only
      Given the starting position
      When X rolls 6-5
      Then the legal plays are:
        | play  |
        | 24/13 |

    @rule:FV-04
    Scenario: Short of the other starting quarter the first checker still moves alone
      Given the position "X 24:14 16:1 | O 24:15 | X to roll"
      When X rolls 2-1
      Then the legal plays are:
        | play  |
        | 16/13 |

    @rule:FV-04
    Scenario: Once it is there, more checkers may leave the start
      Given the position "X 24:14 10:1 | O 24:15 | X to roll"
      When X rolls 2-1
      Then "24/23 24/22" is legal
      And "24/21" is legal

  Rule: one point of the starting quarter stays open

    @rule:FV-05
    Scenario: The sixth point of the starting quarter may not be taken
      Given the position "X 24:10 23:1 22:1 21:1 20:1 10:1 | O 24:15 | X to roll"
      When X rolls 5-1
      Then "24/19 24/23" is illegal
      And "24/19 23/22" is legal

    @rule:FV-05
    Scenario: The sixth point may not be taken even where the six points would trap no one
      # O's checker on his 6 point stands on X's 18, past X's starting quarter, so a prime
      # there would not break FV-06: only FV-05 forbids it
      Given the position "X 24:10 23:1 22:1 21:1 20:1 10:1 | O 24:14 6:1 | X to roll"
      When X rolls 5-1
      Then "24/19 24/23" is illegal
      And "24/19 23/22" is legal

  Rule: a prime that traps every enemy checker must be opened

    @rule:FV-06
    Scenario: A six-prime may be built while an enemy checker is past it
      Given the position "X 24:9 13:1 11:1 10:1 9:1 8:1 7:1 | O 24:14 10:1 | X to roll"
      When X rolls 6-1
      Then "13/6" is legal

    @rule:FV-06
    Scenario: A six-prime with every enemy checker behind it may not be built
      Given the position "X 24:9 13:1 11:1 10:1 9:1 8:1 7:1 | O 24:15 | X to roll"
      When X rolls 6-1
      Then "13/6" is illegal
      And "13/7 24/23" is legal

    @rule:FV-06
    Scenario: A standing prime that traps every enemy checker must be opened
      Given the position "X 24:9 11:1 10:1 9:1 8:1 7:1 6:1 | O 24:15 | X to roll"
      When X rolls 2-1
      Then "24/23 24/22" is illegal
      And "24/21" is illegal
      And "11/9 24/23" is legal
      And "6/3" is legal

    @rule:FV-06
    Scenario: Five points from the start are no prime
      Given the position "X 24:10 23:1 22:1 21:1 20:1 10:1 | O 24:15 | X to roll"
      When X rolls 2-1
      Then "10/7" is legal

    @rule:FV-06
    Scenario: The first step must open a standing prime, not only the last
      # the two checkers on the 6 point open it together: the first to leave keeps it standing
      Given the position "X 24:8 11:1 10:1 9:1 8:1 7:1 6:2 | O 24:15 | X to roll"
      When X rolls 3-2
      Then "6/3 6/4" is illegal
      And "10/8 6/3" is legal

    @rule:FV-06
    Scenario: Every enemy checker behind the prime, though on two points, traps them
      Given the position "X 14:9 9:1 6:1 5:1 4:1 3:1 2:1 | O 24:14 20:1 | X to roll"
      When X rolls 6-2
      Then "9/1" is illegal

    @rule:FV-11
    Scenario: With the option one-point-behind only checkers all on the point right behind are trapped
      Given the variant "fevga" with option "one-point-behind"
      And the position "X 14:9 9:1 6:1 5:1 4:1 3:1 2:1 | O 24:14 20:1 | X to roll"
      When X rolls 6-2
      Then "9/1" is legal

    @rule:FV-11
    Scenario: With the option one-point-behind a prime with every checker right behind it must open
      Given the variant "fevga" with option "one-point-behind"
      And the position "X 24:9 13:1 11:1 10:1 9:1 8:1 7:1 | O 24:15 | X to roll"
      When X rolls 6-1
      Then "13/6" is illegal

  Rule: nothing is hit

    @rule:FV-03
    Scenario: A single O checker holds its point
      Given the position "X 24:14 10:1 | O 24:14 10:1 | X to roll"
      When X rolls 2-1
      Then "24/22" is illegal

  Rule: doubles, bearing off and the score

    @rule:FV-07
    Scenario: A double is played four times
      Given the position "X 24:14 10:1 | O 24:15 | X to roll"
      When X rolls 2-2
      Then X is to play 2-2-2-2
      And "10/2" is legal

    @rule:FV-08
    Scenario: No checker is borne off while one is outside the home board
      Given the position "X 7:1 6:13 off:1 | O 24:15 | X to roll"
      When X rolls 6-1
      Then the legal plays are:
        | play       |
        | 7/1 6/5    |
        | 7/6 6/off  |

    @rule:FV-09
    Scenario Outline: What the winner scores
      Given the position "X <loser> | O off:15 | O has won"
      Then the score is O wins a <result> for <points> points

      Examples:
        | loser      | result | points |
        | 3:14 off:1 | single | 1      |
        | 3:15       | gammon | 2      |

    @rule:FV-10
    Scenario: There is no doubling cube
      Given the starting position
      Then the variant has no doubling cube

  Rule: the first checker must pass the other player's starting point (the option pass-the-start)

    @rule:FV-04
    Scenario: By default a first checker on the other player's emptied starting point lets the others go
      # O has left his starting point, X's 12; X's first checker stands on it, in O's quarter
      Given the position "X 24:14 12:1 | O 20:14 6:1 | X to roll"
      When X rolls 2-1
      Then "24/23 24/22" is legal

    @rule:FV-12
    Scenario: With the option pass-the-start the checker on that point must go on first
      Given the variant "fevga" with option "pass-the-start"
      And the position "X 24:14 12:1 | O 20:14 6:1 | X to roll"
      When X rolls 2-1
      Then "24/23 24/22" is illegal
      And "24/22 12/11" is legal
      And "12/9" is legal

  Rule: neither starting quarter may be filled (the option either-start-quarter)

    @rule:FV-05
    Scenario: By default the other player's starting quarter may be filled
      # O's checkers are all past X's points 12 to 7, so no prime there traps them
      Given the position "X 24:9 13:1 12:1 11:1 10:1 9:1 8:1 | O 6:15 | X to roll"
      When X rolls 6-1
      Then "24/23 13/7" is legal

    @rule:FV-13
    Scenario: With the option either-start-quarter the sixth point of the other quarter may not be taken
      Given the variant "fevga" with option "either-start-quarter"
      And the position "X 24:9 13:1 12:1 11:1 10:1 9:1 8:1 | O 6:15 | X to roll"
      When X rolls 6-1
      Then "24/23 13/7" is illegal
      And "13/7 12/11" is legal

    @rule:FV-13
    Scenario: With the option either-start-quarter one's own quarter still may not be filled
      Given the variant "fevga" with option "either-start-quarter"
      And the position "X 24:10 23:1 22:1 21:1 20:1 10:1 | O 24:15 | X to roll"
      When X rolls 5-1
      Then "24/19 24/23" is illegal
      And "24/19 23/22" is legal

# Sources and differences
# Read: Fevga (iTavli rules page), its paragraphs on the layout, moving, the first chip, the
# base area and blocking; Tavli (English Wikipedia), section Fevga; BrainKing's Fevga rules
# (its list of differences from Backgammon); Ludii's Fevga description (after a Fevga book on
# archive.org), rules; Tavli (bkgm.com, Condos), sections Description and Fevga.
# All agree on the corners, the same direction, no hitting, one checker holding a point, and
# one's own starting quarter never wholly held: the default.
# The first checker: iTavli and Condos free the others once it is in the other player's
# starting quarter (the default); BrainKing and Ludii once it has passed the other player's
# starting point: the option pass-the-start (the two differ only when that point is empty).
# The prime: iTavli opens a prime that traps every enemy checker left behind it (the
# default); BrainKing and Ludii only when they are all on the one point right behind it: the
# option one-point-behind.
# Ludii alone forbids filling either player's starting quarter: the option
# either-start-quarter. Ludii has the opening winner roll both dice again (the default);
# BrainKing's list is silent on the opening, which is not read as a rule: left out.
# The winner of one game starting the next is a match rule (variants/tavli.match), not here.
