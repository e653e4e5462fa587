Feature: Mughrabieh: one piece goes home first, and no piece lands on an enemy
  Mughrabieh ("the Moroccan"), one of the Tawulat ul-Zahr games of Syria and Lebanon, as
  Ludii's game description gives it after Barakat (1974). All fifteen pieces start on the first
  point of their track and the two sides run opposite ways. No piece may land where an enemy
  piece stands, and a player must bring one piece round to his final six points before any
  other moves. The winner scores a point for each piece the loser still has on the board, and
  games go on until one player has 31.

  backgammon-game.eu gives the same rules under the name "Tawla 31", and adds what the
  description leaves out: one die each to start, the higher rolling both dice again for his
  first move; both numbers played if they can be, else the larger; bearing off with a larger
  number from the highest point. tavli 0.1 let the opening winner play the opening roll
  instead: the option opening-roll-played.

  Rule register (Mughrabieh, Ludii game description after Barakat 1974; Tawla 31, backgammon-game.eu; Tawla 31, jawaker.com):
  MG-01: a board of twenty-four points, fifteen pieces each, two dice [Mughrabieh, Ludii game description after Barakat 1974 § rules]
  MG-02: all fifteen start on the first point of the track, and the two sides run opposite ways [Mughrabieh, Ludii game description after Barakat 1974 § rules; Tawla 31, backgammon-game.eu § Setup]
  MG-03: each die moves a piece, or one piece moves by both, the point between open [Mughrabieh, Ludii game description after Barakat 1974 § rules; Tawla 31, backgammon-game.eu § Movement]
  MG-04: a double is played twice: four moves [Mughrabieh, Ludii game description after Barakat 1974 § rules; Tawla 31, backgammon-game.eu § Movement]
  MG-05: no piece may land on a point where an enemy piece stands [Mughrabieh, Ludii game description after Barakat 1974 § rules; Tawla 31, backgammon-game.eu § No hitting; Tawla 31, jawaker.com § Moving the checkers]
  MG-06: one piece must first go round onto the final six points before any other moves [Mughrabieh, Ludii game description after Barakat 1974 § rules; Tawla 31, backgammon-game.eu § First checker; Tawla 31, jawaker.com § Moving the checkers]
  MG-07: bearing off once all pieces are on the final six points; a larger number than needed bears off from the highest point [Mughrabieh, Ludii game description after Barakat 1974 § rules; Tawla 31, backgammon-game.eu § Bearing off]
  MG-08: the first to bear off all wins a point for each of the loser's pieces still on the board [Mughrabieh, Ludii game description after Barakat 1974 § rules; Tawla 31, backgammon-game.eu § Scoring]
  MG-09: games go on until a player's points reach 31 [Mughrabieh, Ludii game description after Barakat 1974 § rules; Tawla 31, backgammon-game.eu § End of the game]
  MG-10: the same game is played as Tawla 31 [Tawla 31, backgammon-game.eu § Object]
  MG-11: both numbers must be played if they can be; when only one can, the larger [Tawla 31, backgammon-game.eu § Movement]
  MG-12: one die each to start, equal dice rolled again; the higher starts and rolls both dice again for his first move (tavli 0.1 let him play the opening roll: the option opening-roll-played) [Tawla 31, backgammon-game.eu § To start; Tawla 31, jawaker.com § Determining the first player]

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

    Scenario: A larger number bears off from the highest point
      Given the position "X 3:1 2:14 | O 24:15 | X to roll"
      When X rolls 6-5
      Then the only legal play is "3/off 2/off"

  @rule:MG-11
  Rule: the larger number when only one can be played

    Scenario: The 4 or the 2, but not both: the 4
      # a single O piece closes X's 4 point (O's 21)
      Given the position "X 10:1 off:14 | O 24:14 21:1 | X to roll"
      When X rolls 4-2
      Then the only legal play is "10/6"

  @rule:MG-12
  Rule: the opening (Tawla 31, backgammon-game.eu)

    Scenario: The higher die starts and rolls both dice again
      Given a new game
      When the opening dice are 5 and 2
      Then the position is "X 24:15 | O 24:15 | X to roll again"

    Scenario: Equal opening dice are rolled again
      Given a new game
      When the opening dice are 3 and 3
      Then the position is "X 24:15 | O 24:15 | opening roll"

  @rule:MG-12
  Rule: tavli 0.1's opening, as the option opening-roll-played

    Scenario: With the option opening-roll-played the higher die plays both numbers
      Given the variant "mughrabieh" with option "opening-roll-played"
      And a new game
      When the opening dice are 5 and 2
      Then the position is "X 24:15 | O 24:15 | X to play 5-2"

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

# Sources and differences
# Read: Ludii's Mughrabieh (the game description after Barakat 1974, pp. 16-18, and its
# subgame code), "Tawla 31" on backgammon-game.eu (every section) and jawaker.com's Tawla 31
# rules (Gameplay: the first player, moving the checkers). They agree on the start, the
# movement, no landing on any enemy piece, the first piece home before any other moves, a
# point per piece left and games to 31: all in the default.
# Ludii's description says nothing of the opening, of which number to play when only one can
# be, or of bearing off with a larger number; backgammon-game.eu gives all three, and they
# are the default (jawaker adds that equal opening dice are rolled again). Its opening (the
# higher die rolls both dice again) replaces tavli 0.1's reading, the winner playing the
# opening roll, which no source gives: kept exactly as the option opening-roll-played
# (formerly the default).
# Left out: backgammon-game.eu's "after the first game, the previous winner starts" belongs
# to the series of games to 31, which a rules file cannot state (a match file's "next game:
# the winner starts" could; the game has no match file).
