Feature: Mahbouseh: pinning, and a point for every checker left
  Mahbouseh, one of the Tawulat ul-Zahr games of Syria and Lebanon, as Ludii's game description
  gives it after Barakat (1974). All fifteen checkers start on the first point of their track
  and the two sides run opposite ways. A checker landing on a lone enemy checker pins it until
  it leaves; the pinning side may pile more checkers there, the pinned side may not land there.
  The winner scores a point for each checker the loser still has on the board, and games go on
  until one player has 31. The opening and bearing off with a larger number are Backgammon's
  (the description is silent on them). The same game's rules posted as "Almahbusa"
  (arabic-backgammon.online) add that a player pinned on his own starting point cannot win
  unless he pins the other on his starting point too, which mahbuse.com's rules call a tie;
  without such a rule two such pins would shut the game for ever. Once the pinner has no
  checker left on his own starting point to be pinned, the pinned player has lost.

  Rule register (Mahbouseh, Ludii game description after Barakat 1974; Almahbusa, arabic-backgammon.online):
  MH-01: a board of twenty-four points, fifteen pieces each, two dice
  MH-02: all fifteen start on the first point of the track, and the two sides run opposite ways
  MH-03: each die moves a piece, or one piece moves by both
  MH-04: a double is played twice: four moves
  MH-05: a piece that lands on a lone enemy piece pins it; the pinned piece waits until the pinner leaves
  MH-06: the pinner's side may bring more pieces onto the point; the pinned side may not land there
  MH-07: bearing off once all pieces are on the final six points
  MH-08: the first to bear off all wins a point for each of the loser's pieces still on the board
  MH-09: games go on until a player's points reach 31
  MH-10: a player with a checker pinned on his own starting point cannot win, unless he pins the other on his own starting point too
  MH-11: both pinned on their starting points: a tie
  MH-12: Almahbusa's score (the option almahbusa-scoring): 1 a game, 2 when won by pinning the other's starting point or when the loser still has all his checkers on the board

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
      Given the starting position
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
      Given the position "X 24:14 12:1 | O 24:14 15:1 | X to roll"
      When X rolls 2-1
      And X plays "12/10* 24/23"
      Then the position is "X 24:13 23:1 10:1 | O 24:14 15:pinned | O to roll"
      When O rolls 5-4
      Then "15/10" is illegal
      And "24/15" is illegal
      And "24/20 24/19" is legal

    Scenario: The pinning side may pile more pieces on the point
      Given the position "X 24:12 23:1 12:1 10:1 | O 24:14 15:pinned | X to roll"
      When X rolls 2-1
      Then "12/10 24/23" is legal

  @rule:MH-07
  Rule: bearing off

    Scenario: A piece outside the final six points keeps the others on the board
      Given the position "X 7:1 6:14 | O 24:15 | X to roll"
      When X rolls 6-1
      Then "6/off 6/5" is illegal
      And "7/6 6/off" is legal

  @rule:MH-08
  Rule: the score

    Scenario Outline: A point for each of the loser's pieces on the board
      Given the position "X off:15 | O <loser> | X has won"
      Then the score is X wins a single for <points> points

      Examples:
        | loser        | points |
        | 6:10 off:5   | 10     |
        | 24:15        | 15     |
        | 1:1 off:14   | 1      |

  @rule:MH-09
  Rule: games go on to 31 points

    Scenario: Reaching 31 ends the match
      Given a 31-point match of "mahbouseh" at 20-12
      When X wins a game of the match for 10 points
      Then the match is not over
      When X wins a game of the match for 1 point
      Then the match is over, won by X

  @rule:MH-10
  Rule: pinned on the starting point

    Scenario: Pinning the last checker on its starting point ends the game
      Given the position "X 24:1 6:14 | O 7:1 13:1 off:13 | O to roll"
      When O rolls 6-1
      And O plays "7/1* 13/12"
      Then the game is over
      And the score is O wins a single for 15 points

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

  @rule:MH-12
  Rule: Almahbusa's score, as an option

    Scenario Outline: One or two points with the option almahbusa-scoring
      Given the variant "mahbouseh" with option "almahbusa-scoring"
      And the position "X off:15 | O <loser> | X has won"
      Then the score is X wins a <result> for <points> points

      Examples:
        | loser       | result | points |
        | 6:10 off:5  | single | 1      |
        | 6:15        | mars   | 2      |

    Scenario: Pinning the starting point wins two with the option almahbusa-scoring
      Given the variant "mahbouseh" with option "almahbusa-scoring"
      And the position "X 24:1 6:14 | O 7:1 13:1 off:13 | O to roll"
      When O rolls 6-1
      And O plays "7/1* 13/12"
      Then the score is O wins a mother for 2 points
