Feature: Mahbouseh: the first checker runs home, pins, and a pinned starting point
  Mahbouseh (Mahbusa), the pinning game of the Tawulat ul-Zahr of Syria and Lebanon, as the
  page "The Rules of Almahbusa" (arabic-backgammon.online) gives it: five rules laid over those
  of Almaghribia, the Moroccan game (Mughrabieh). All fifteen checkers start on the first point
  of their track and the two sides run opposite ways; one checker must reach the final six
  points before any other leaves the start. A checker landing on a lone enemy checker pins it
  until it leaves; the pinning side may pile more checkers there, the pinned side may not land
  there. A player pinned on his own starting point cannot win unless he pins the other on his
  starting point too; once the pinner has no checker left there to be pinned, the pinned player
  has lost, and two such pins are a tie (mahbuse.com). A game counts 1, or 2 when it is won by
  that pin or the loser has borne off nothing.

  Ludii's description after Barakat (1974) reads the game otherwise: no first-checker rule, and
  the winner scores a point for each checker the loser has left, games going on to 31. It has
  no rule for a checker pinned on its starting point, and without one two such pins leave a
  game that can never end; so its reading is the option barakat, which keeps Almahbusa's end
  for that pin (tavli 0.1 played it by default). mahbuse.com's Mahbuse has no first-checker
  rule: the option mahbuse-com.

  Rule register (Almahbusa, arabic-backgammon.online; Mahbouseh, Ludii game description after Barakat 1974; How to Play Mahbuse, mahbuse.com; Mughrabieh, Ludii game description after Barakat 1974):
  MH-01: a board of twenty-four points, fifteen pieces each, two dice [Mahbouseh, Ludii game description after Barakat 1974 § rules; How to Play Mahbuse, mahbuse.com § introduction]
  MH-02: all fifteen start on the first point of the track, and the two sides run opposite ways [Mahbouseh, Ludii game description after Barakat 1974 § rules; How to Play Mahbuse, mahbuse.com § Setup]
  MH-03: each die moves a piece, or one piece moves by both [Mahbouseh, Ludii game description after Barakat 1974 § rules]
  MH-04: a double is played twice: four moves [Mahbouseh, Ludii game description after Barakat 1974 § rules]
  MH-05: a piece that lands on a lone enemy piece pins it; the pinned piece waits until every piece of the pinner's side has left the point [Almahbusa, arabic-backgammon.online § rule 1; Almahbusa, arabic-backgammon.online § rule 3; Mahbouseh, Ludii game description after Barakat 1974 § rules; How to Play Mahbuse, mahbuse.com § Pinning]
  MH-06: the pinner's side may bring more pieces onto the point; the pinned side may not land there [Almahbusa, arabic-backgammon.online § rule 2; How to Play Mahbuse, mahbuse.com § Blocking; Mahbouseh, Ludii game description after Barakat 1974 § game code]
  MH-07: bearing off once all pieces are on the final six points; a larger number than needed bears off from the highest point [Mahbouseh, Ludii game description after Barakat 1974 § rules; How to Play Mahbuse, mahbuse.com § Bearing off]
  MH-08: with the option barakat, the first to bear off all wins a point for each of the loser's pieces still on the board [Mahbouseh, Ludii game description after Barakat 1974 § rules]
  MH-09: Ludii's match: games go on until a player's points reach 31 [Mahbouseh, Ludii game description after Barakat 1974 § rules]
  MH-10: a player with a checker pinned on his own starting point cannot win, unless he pins the other on his own starting point too: once the pinner has no checker left there, the pinned player loses [Almahbusa, arabic-backgammon.online § rule 4; How to Play Mahbuse, mahbuse.com § Scoring]
  MH-11: both pinned on their starting points: a tie [How to Play Mahbuse, mahbuse.com § Scoring]
  MH-12: a win counts 1, or 2 when it is won by pinning the other's starting point or when the loser still has all his checkers on the board [Almahbusa, arabic-backgammon.online § rule 5; How to Play Mahbuse, mahbuse.com § Scoring]
  MH-13: one checker must first reach the final six points before any other leaves the start, a rule of Almaghribia's that Almahbusa builds on [Almahbusa, arabic-backgammon.online § introduction; Mughrabieh, Ludii game description after Barakat 1974 § rules]
  MH-14: mahbuse.com's Mahbuse, played on Plakoto's rules, lets any checker leave the start at any time (the option mahbuse-com; tavli 0.1's option almahbusa-scoring) [How to Play Mahbuse, mahbuse.com § introduction]
  MH-15: both numbers must be played if they can be; when only one can, the larger [How to Play Mahbuse, mahbuse.com § Movement and dice]

  Background:
    Given the variant "mahbouseh"

  @rule:MH-01 @rule:MH-02
  Rule: the board and the start

    Scenario: Fifteen pieces each on the first point of opposite tracks
      Then the variant has 15 checkers per side
      And the variant is played with 2 dice of 6 faces
      And the two tracks run in opposite directions
      Given the starting position
      Then the position is "X 24:15 | O 24:15 | X to roll"

  @rule:MH-03
  Rule: each die a move

    Scenario: Two pieces by one die each, or one piece by both
      # the first checker is home, so the others may leave the start
      Given the position "X 24:14 5:1 | O 24:15 | X to roll"
      When X rolls 6-5
      Then the legal plays are:
        | play        |
        | 24/18 24/19 |
        | 24/13       |

  @rule:MH-04
  Rule: doubles

    Scenario: A double is four moves
      Given the starting position
      When X rolls 2-2
      Then every legal play moves 4 times

  @rule:MH-05 @rule:MH-06
  Rule: pinning

    Scenario: The pinned piece cannot move and its side cannot land on the point
      # O's 15 point is X's 10, O's 3 point is X's 22
      Given the position "X 24:13 12:1 2:1 | O 24:13 15:1 3:1 | X to roll"
      When X rolls 2-1
      And X plays "12/10* 24/23"
      Then the position is "X 24:12 23:1 10:1 2:1 | O 24:13 15:pinned 3:1 | O to roll"
      When O rolls 5-4
      Then "15/10" is illegal
      And "24/15" is illegal
      And "24/20 24/19" is legal

    Scenario: The pinning side may pile more pieces on the point
      Given the position "X 24:11 23:1 12:1 10:1 2:1 | O 24:13 15:pinned 3:1 | X to roll"
      When X rolls 2-1
      Then "12/10 24/23" is legal

  @rule:MH-07
  Rule: bearing off

    Scenario: A piece outside the final six points keeps the others on the board
      Given the position "X 7:1 6:14 | O 24:15 | X to roll"
      When X rolls 6-1
      Then "6/off 6/5" is illegal
      And "7/6 6/off" is legal

    Scenario: A larger number bears off from the highest point
      Given the position "X 3:1 2:14 | O 24:15 | X to roll"
      When X rolls 6-5
      Then the only legal play is "3/off 2/off"

  @rule:MH-13
  Rule: the first checker goes home before any other leaves the start (Almahbusa, on Almaghribia's rules)

    Scenario: From the start one piece takes both dice
      Given the starting position
      When X rolls 6-5
      Then the only legal play is "24/13"

    Scenario: While the first piece is on its way, the others wait
      Given the position "X 24:14 10:1 | O 24:15 | X to roll"
      When X rolls 2-1
      Then the only legal play is "10/7"

    Scenario: Once it is home, the others may go
      Given the position "X 24:14 5:1 | O 24:15 | X to roll"
      When X rolls 2-1
      Then "24/22 24/23" is legal

  @rule:MH-14
  Rule: mahbuse.com's Mahbuse has no first-checker rule (the option mahbuse-com)

    Scenario: With the option mahbuse-com two pieces may leave the start at once
      Given the variant "mahbouseh" with option "mahbuse-com"
      And the starting position
      When X rolls 6-5
      Then "24/18 24/19" is legal

    Scenario: A game saved with tavli 0.1's option almahbusa-scoring plays the option mahbuse-com
      Given the variant "mahbouseh" with option "almahbusa-scoring"
      And the starting position
      When X rolls 6-5
      Then "24/18 24/19" is legal

  @rule:MH-15
  Rule: the larger number when only one can be played

    Scenario: The 4 or the 2, but not both: the 4
      # three O checkers close X's 4 point (O's 21)
      Given the position "X 10:1 off:14 | O 24:12 21:3 | X to roll"
      When X rolls 4-2
      Then the only legal play is "10/6"

  @rule:MH-12
  Rule: the score (Almahbusa, rule 5)

    Scenario Outline: One point a game, two when the loser has borne off nothing
      Given the position "X off:15 | O <loser> | X has won"
      Then the score is X wins a <result> for <points> points

      Examples:
        | loser       | result | points |
        | 6:10 off:5  | single | 1      |
        | 6:15        | mars   | 2      |

  @rule:MH-10 @rule:MH-12
  Rule: pinned on the starting point (Almahbusa, rule 4)

    Scenario: Pinning the last checker on its starting point ends the game, for two points
      Given the position "X 24:1 6:14 | O 7:1 13:1 off:13 | O to roll"
      When O rolls 6-1
      And O plays "7/1* 13/12"
      Then the game is over
      And the score is O wins a mother for 2 points

    Scenario: While the pinner still has checkers on his own starting point, the game goes on
      Given the position "X 24:1 6:14 | O 24:2 7:1 off:12 | O to roll"
      When O rolls 6-1
      And O plays "7/1* 24/23"
      Then the game is not over

  @rule:MH-11
  Rule: a tie

    Scenario: Both pinned on their starting points
      Given the position "X 24:pinned 6:13 2:1 | O 1:1 24:1 off:13 | X to roll"
      When X rolls 4-1
      And X plays "2/1* 6/2"
      Then the game is drawn
      And the score is a draw

  @rule:MH-08
  Rule: Ludii's score, as the option barakat (tavli 0.1's default)

    Scenario Outline: With the option barakat, a point for each of the loser's pieces on the board
      Given the variant "mahbouseh" with option "barakat"
      And the position "X off:15 | O <loser> | X has won"
      Then the score is X wins a single for <points> points

      Examples:
        | loser        | points |
        | 6:10 off:5   | 10     |
        | 24:15        | 15     |
        | 1:1 off:14   | 1      |

    Scenario: With the option barakat, pinning the last checker on its starting point wins a point per checker left
      Given the variant "mahbouseh" with option "barakat"
      And the position "X 24:1 6:14 | O 7:1 13:1 off:13 | O to roll"
      When O rolls 6-1
      And O plays "7/1* 13/12"
      Then the game is over
      And the score is O wins a single for 15 points

    Scenario: With the option barakat, two pieces may leave the start at once
      Given the variant "mahbouseh" with option "barakat"
      And the starting position
      When X rolls 6-5
      Then the legal plays are:
        | play        |
        | 24/18 24/19 |
        | 24/13       |

  @rule:MH-09
  Rule: games go on to 31 points (Ludii's match)

    Scenario: Reaching 31 ends the match
      Given a 31-point match of "mahbouseh" at 20-12
      When X wins a game of the match for 10 points
      Then the match is not over
      When X wins a game of the match for 1 point
      Then the match is over, won by X

# Sources and differences
# Read: The Rules of Almahbusa (arabic-backgammon.online), its introduction and rules 1 to 5;
# Ludii's Mahbouseh (the game description after Barakat 1974, pp. 18-19, and its subgame
# code); How to Play Mahbuse (mahbuse.com), all sections; Ludii's Mughrabieh description, for
# the rules of Almaghribia that Almahbusa builds on (Almaghribia's own page was not at hand).
# Default: Almahbusa whole: its pins, its end for a pinned starting point (rule 4), its score
# of 1 or 2 (rule 5), and Almaghribia's first-checker rule. Why not Ludii: its reading has no
# rule for a checker pinned on its starting point. With both starting points pinned, each
# pinner stands on its own last point and can leave only by bearing off, which its owner may
# not do while his own pinned checker is outside his home: the game can never end.
# Ludii: no first-checker rule (its subgame code defines one and never calls it) and a point
# per checker left, to 31: the option barakat, which keeps Almahbusa's end for the pinned
# starting point; it is tavli 0.1's default, kept exactly (formerly the default).
# Ludii's sentence on piling reads as if the pinned side could pile and the pinner could not;
# its own code, Almahbusa and mahbuse.com all let the pinner pile: that is the default.
# mahbuse.com: Plakoto's rules, so no first-checker rule, scored 1, 2 for a gammon or a pinned
# starting point, a tie when both are pinned: the option mahbuse-com, which is exactly what
# tavli 0.1's option almahbusa-scoring played (that name now loads mahbuse-com).
# Left out: the opening is tavli's reconstruction (one die each, the winner plays both
# numbers): none of these sources says how a game starts.
