Feature: Mughrabieh: one piece goes home first, and no piece lands on an enemy
  Mughrabieh ("the Moroccan"), one of the Tawulat ul-Zahr games of Syria and Lebanon, as
  Ludii's game description gives it after Barakat (1974). All fifteen pieces start on the first
  point of their track and the two sides run opposite ways. No piece may land where an enemy
  piece stands, and a player must bring one piece round to his final six points before any
  other moves. The winner scores a point for each piece the loser still has on the board, and
  games go on until one player has 31. The opening and bearing off with a larger number are
  Backgammon's (the description is silent on them).

  backgammon-game.eu gives the same rules under the name "Tawla 31".

  Rule register (Mughrabieh, Ludii game description after Barakat 1974; Tawla 31, backgammon-game.eu):
  MG-01: a board of twenty-four points, fifteen pieces each, two dice
  MG-02: all fifteen start on the first point of the track, and the two sides run opposite ways
  MG-03: each die moves a piece, or one piece moves by both
  MG-04: a double is played twice: four moves
  MG-05: no piece may land on a point where an enemy piece stands
  MG-06: one piece must first go round onto the final six points before any other moves
  MG-07: bearing off once all pieces are on the final six points
  MG-08: the first to bear off all wins a point for each of the loser's pieces still on the board
  MG-09: games go on until a player's points reach 31
  MG-10: the same game is played as Tawla 31

  Background:
    Given the variant "mughrabieh"

  @rule:MG-01 @rule:MG-02
  Rule: the board and the start

    Scenario: Fifteen pieces each on the first point of opposite tracks
      Then the variant has 15 checkers per side
      And the variant is played with 2 dice of 6 faces
      And the two tracks run in opposite directions
      Given the starting position
      Then the position is "X 24:15 | O 24:15 | X to roll"

  @rule:MG-03 @rule:MG-06
  Rule: the first piece goes home before any other moves

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

  @rule:MG-04
  Rule: doubles

    Scenario: A double moves the first piece four times
      Given the starting position
      When X rolls 2-2
      Then the only legal play is "24/16"

  @rule:MG-05
  Rule: a single enemy piece closes a point

    Scenario: No landing on a lone enemy piece
      Given the position "X 24:14 5:1 | O 24:14 22:1 | X to roll"
      When X rolls 2-1
      Then "5/3" is illegal
      And "5/4 24/22" is legal

  @rule:MG-07
  Rule: bearing off

    Scenario: A piece outside the final six points keeps the others on the board
      Given the position "X 7:1 6:14 | O 24:15 | X to roll"
      When X rolls 6-1
      Then "6/off 6/5" is illegal
      And "7/6 6/off" is legal

  @rule:MG-08
  Rule: the score

    Scenario Outline: A point for each of the loser's pieces on the board
      Given the position "X off:15 | O <loser> | X has won"
      Then the score is X wins a single for <points> points

      Examples:
        | loser      | points |
        | 6:10 off:5 | 10     |
        | 24:15      | 15     |

  @rule:MG-09
  Rule: games go on to 31 points

    Scenario: Reaching 31 ends the match
      Given a 31-point match of "mughrabieh" at 0-25
      When O wins a game of the match for 6 points
      Then the match is over, won by O

  @rule:MG-10
  Rule: another name

    Scenario: Also called Tawla 31
      Then the variant is also called "Tawla 31"
