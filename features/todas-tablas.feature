Feature: Todas Tablas: Alfonso's Backgammon, doubles played once
  Todas Tablas ("all the tables"), from Alfonso X's Libro de los Juegos (1283), as Ludii's game
  description gives it: Backgammon's starting position and directions, two dice, each die one
  move (a double is not played twice), a lone piece landed on is sent back to the quarter where
  its side started with two pieces, and pieces are borne off at the end of the track. The
  description is silent on the opening and on when bearing off may begin; the file takes
  Backgammon's, as Wikipedia's "Libro de los juegos" says the game follows Backgammon's
  movement and bear-off (a reconstruction, not tagged below).

  Rule register (Todas Tablas, Ludii game description after Alfonso X, Libro de los Juegos 77-78):
  TT-01: twenty-four points in a horseshoe track, the two sides running opposite ways, fifteen pieces each
  TT-02: counted from each track's origin: five pieces on the 6th point, three on the 8th, five on the 13th, two on the 24th
  TT-03: two dice; each die moves a piece, or one piece moves by both; a double is two moves like any throw
  TT-04: a lone enemy piece landed on is sent back to the quarter where its side began with two pieces
  TT-05: pieces are borne off at the end of the track, and the first to bear off all wins

  Background:
    Given the variant "todas-tablas"

  @rule:TT-01 @rule:TT-02
  Rule: the board and the start

    Scenario: Backgammon's starting position
      Then the variant has 15 checkers per side
      And the two tracks run in opposite directions
      Given the starting position
      Then the position is "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | X to roll"

  @rule:TT-03
  Rule: each die once

    Scenario: A double is played as two moves
      Given the starting position
      When X rolls 3-3
      Then every legal play moves 2 times
      And "8/5(2) 6/3(2)" is illegal
      And "8/5 6/3" is legal

  @rule:TT-04
  Rule: a hit piece goes back to its starting quarter

    Scenario: The hit piece comes back in the quarter where its side began with two
      Given the position "X 24:2 13:5 8:3 6:5 | O 24:2 14:1 13:4 8:3 6:5 | X to roll"
      When X rolls 2-1
      And X plays "13/11* 6/5"
      Then the position is "X 24:2 13:4 11:1 8:3 6:4 5:1 | O bar:1 24:2 13:4 8:3 6:5 | O to roll"
      When O rolls 4-2
      Then the legal plays include:
        | play         |
        | bar/21 24/22 |
        | bar/23 24/20 |
      And "24/20 24/22" is illegal

  @rule:TT-05
  Rule: bearing off and the end

    Scenario: The 6 bears off from the 6 point, the 5 from the highest
      Given the position "X 6:1 2:14 | O 24:15 | X to roll"
      When X rolls 6-5
      Then the only legal play is "6/off 2/off"

    Scenario: The first to bear off every piece wins the game
      Given the position "X off:15 | O 6:15 | X has won"
      Then the game is over
      And the score is X wins a single for 1 point
