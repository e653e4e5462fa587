Feature: Quinze Tablas: three dice, two to a point, and a piece landed on is out of the game
  Quinze Tablas ("fifteen tables"), from Alfonso X's Libro de los Juegos (1283), as Ludii's
  game description gives it, rules text and code: fifteen pieces each, starting two on each of
  the first seven points of the track and one on the eighth; three dice, each die a move; the
  two sides run opposite ways, the long way round, toward the quarter where the other began;
  never more than two pieces on a point; a lone piece landed on is taken off the board for good;
  a piece is borne off, at any time, by the exact number that carries it past the end; the first
  with no piece left in play wins. The book's own words add the tie: when neither player can
  play, the game is drawn. The opening is tavli's reconstruction (not tagged below).

  Rule register (Quinze Tablas (Ludii game description); Libro de los Juegos, Golladay's translation as playinginhistory.wordpress.com quotes it):
  QT-01: twenty-four points, fifteen pieces each, the two sides running opposite ways the long way round toward the quarter where the other began [Quinze Tablas (Ludii game description) § rules; Quinze Tablas (Ludii game description) § code, the tracks]
  QT-02: each side starts with two pieces on each of the first seven points of its track and one on the eighth [Quinze Tablas (Ludii game description) § rules; Quinze Tablas (Ludii game description) § code, the start]
  QT-03: three six-sided dice; each die moves a piece, or one piece moves by several [Quinze Tablas (Ludii game description) § rules]
  QT-04: no more than two pieces may stand on a point [Quinze Tablas (Ludii game description) § rules]
  QT-05: a lone enemy piece landed on is removed from the board, for good [Quinze Tablas (Ludii game description) § rules; Quinze Tablas (Ludii game description) § code, CaptureEnemyPiece]
  QT-06: a piece may land on an empty point, on one piece of its own or on one enemy piece; two pieces close a point [Quinze Tablas (Ludii game description) § code, the pieces' moves]
  QT-07: a piece is borne off by the exact number of points left plus one, wherever the others stand [Quinze Tablas (Ludii game description) § rules; Quinze Tablas (Ludii game description) § code, the pieces' moves]
  QT-08: the first to bear off all his pieces wins; a player with no piece left in play has won [Quinze Tablas (Ludii game description) § rules; Quinze Tablas (Ludii game description) § code, the end]
  QT-09: the tie: when neither player can play, the game is drawn [Libro de los Juegos, Golladay's translation as playinginhistory.wordpress.com quotes it § the prime and the tie]

  Background:
    Given the variant "quinze-tablas"

  @rule:QT-01 @rule:QT-02 @rule:QT-03
  Rule: the board, the start and the dice

    Scenario: Two pieces on each of the first seven points, one on the eighth
      Then the variant has 15 checkers per side
      And the two tracks run in opposite directions
      And the variant is played with 3 dice of 6 faces
      And the variant has no doubling cube
      Given the starting position
      Then the position is "X 24:2 23:2 22:2 21:2 20:2 19:2 18:2 17:1 | O 24:2 23:2 22:2 21:2 20:2 19:2 18:2 17:1 | X to roll"

    Scenario: One piece may move by all three dice
      Given the position "X 16:2 3:1 off:12 | O 8:1 7:2 6:2 5:2 4:2 3:2 2:2 1:2 | X to roll"
      When X rolls 3-2-1
      Then "16/10" is legal
      And "16/14 16/13 3/2" is legal

  @rule:QT-04
  Rule: two pieces to a point at most

    Scenario: A piece may not join two of its own, and two enemy pieces close the point beyond
      Given the position "X 21:1 20:2 off:12 | O 24:2 23:2 22:2 21:2 20:2 19:1 7:2 6:2 | X to roll"
      When X rolls 1-1-1
      Then X has no legal move

  @rule:QT-05 @rule:QT-06
  Rule: a lone piece landed on is out of the game; two close a point

    Scenario: The piece landed on leaves the game, and O plays on with fourteen
      Given the position "X 20:1 off:14 | O 24:2 23:2 22:2 21:2 20:2 19:2 18:2 8:1 | X to roll"
      When X rolls 3-2-1
      And X plays "20/17*/14"
      Then the position is "X 14:1 off:14 | O 24:2 23:2 22:2 21:2 20:2 19:2 18:2 out:1 | O to roll"

    Scenario: Two enemy pieces close their point
      Given the position "X 20:1 off:14 | O 24:2 23:2 22:2 21:2 20:2 19:2 18:1 8:2 | X to roll"
      When X rolls 3-3-3
      Then X has no legal move

  @rule:QT-07
  Rule: bearing off by the exact number, at any time

    Scenario: The exact number bears a piece off while the others are far from home
      Given the position "X 16:2 3:1 off:12 | O 8:1 7:2 6:2 5:2 4:2 3:2 2:2 1:2 | X to roll"
      When X rolls 3-2-1
      Then "16/13 3/off" is legal
      And "16/15 16/14 3/off" is legal

    Scenario: A larger number does not bear off
      Given the position "X 3:1 off:14 | O 8:1 7:2 6:2 5:2 4:2 3:2 2:2 1:2 | X to roll"
      When X rolls 6-5-4
      Then X has no legal move

  @rule:QT-08
  Rule: the first with no piece left in play wins

    Scenario: Bearing off the last piece wins, though one was lost on the way
      Given the position "X 3:1 off:13 out:1 | O 8:1 7:2 6:2 5:2 4:2 3:2 2:2 1:2 | X to roll"
      When X rolls 6-5-3
      Then the only legal play is "3/off"
      When X plays "3/off"
      Then the game is over
      And the score is X wins a single for 1 point

  @rule:QT-09
  Rule: the tie: neither player can play

    Scenario: X closes the last gap, and neither side has a number that moves
      Given the position "X 19:1 18:1 17:2 16:2 15:2 14:2 13:2 off:3 | O 18:2 17:2 16:2 15:2 14:2 13:2 off:3 | X to roll"
      When X rolls 1-1-1
      Then the only legal play is "19/18"
      When X plays "19/18"
      Then the game is drawn
      And the score is a draw

# Sources and differences
# Read: Ludii's description of Quinze Tablas (its rules text, and the code of the tracks, the
# start, the pieces' moves and the end); the Libro de los Juegos (ff. 73-74) in Golladay's
# translation, as playinginhistory.wordpress.com quotes its paragraph on the "prime" and the
# "tie", with that blog's reading of the game; Murray (1951, 121-122) is cited by Ludii only.
# Set-up, dice, tracks, the two-a-point limit and capture: Ludii's rules text and code (QT-01 to
# QT-06). Ludii's text says the pieces begin "on one half" of the side, two a point, then two and
# one; its code, followed here, fills the first seven points with two and the eighth with one.
# Capture: Ludii takes the piece off the board for good ('a hit checker goes out of the game',
# QT-05); the position then holds fewer pieces, written 'out:1'. Bearing off: exact, at any
# time (Ludii's code, QT-07). The end: the first with no piece left in play wins (Ludii's code,
# which also gives the game to a player whose every remaining piece has been taken: tavli plays
# it so, QT-08). The tie (QT-09) is the book's: 'the game ends when a player has no move and the
# opponent has no move: a draw', judged with every number the dice can show.
# Left out: the book's "prime", where a player whose captured pieces find no point to enter
# loses. It implies that taken pieces come back in, which Ludii's reading does not; no source
# at hand says where or by which die they would enter, so no option is offered for it.
# Reconstructed: the opening (one die each, ties rolled again, the winner throws all three), no
# cube, and the rule that as many dice as possible are played (Ludii's code does not require
# it; the language plays the most dice in every game).
