Feature: Todas Tablas: Alfonso's Backgammon, doubles played once, the hit piece sent home
  Todas Tablas ("all the tables"), from Alfonso X's Libro de los Juegos (1283), as Ludii's game
  description gives it, rules text and code: Backgammon's starting position and directions, two
  dice, each die one move (a double is not played twice), a lone piece landed on goes back at
  once, with no die, to the quarter where its side started with two pieces, and a piece whose
  die carries it past the end of its track is borne off, wherever the others stand. The opening
  is tavli's reconstruction (not tagged below). tavli 0.1 sent the hit piece to the bar and bore
  off as Backgammon does: the option as-backgammon.

  Rule register (Todas Tablas (Ludii game description); Libro de los Juegos, Golladay's translation as fibsboard.com quotes it; Libro de los juegos (English Wikipedia)):
  TT-01: twenty-four points in a horseshoe track, the two sides running opposite ways, fifteen pieces each [Todas Tablas (Ludii game description) § rules; Libro de los Juegos, Golladay's translation as fibsboard.com quotes it § todas tablas]
  TT-02: Backgammon's starting position: two pieces on the first point of the track, five on the 13th, three on the 17th, five on the 19th [Libro de los Juegos, Golladay's translation as fibsboard.com quotes it § todas tablas; Libro de los juegos (English Wikipedia) § tables games]
  TT-03: two dice; each die moves a piece, or one piece moves by both; a double is two moves like any throw [Todas Tablas (Ludii game description) § rules; Todas Tablas (Ludii game description) § code, the pieces' moves; Libro de los Juegos, Golladay's translation as fibsboard.com quotes it § todas tablas]
  TT-04: a lone enemy piece landed on goes back at once, with no die, to the quarter where its side started with two pieces [Todas Tablas (Ludii game description) § rules; Libro de los Juegos, Golladay's translation as fibsboard.com quotes it § todas tablas]
  TT-05: the first to bear off all his pieces wins [Todas Tablas (Ludii game description) § rules]
  TT-06: the hit piece goes to its own 19 point, or, where a piece of the hitter stands, to the next point back toward its 24 [Todas Tablas (Ludii game description) § code, GoBack]
  TT-07: a die that carries a piece past the end of its track bears it off, from any point, wherever the other pieces stand [Todas Tablas (Ludii game description) § code, the pieces' moves]
  TT-08: bearing off as in Backgammon: only once all are home, a larger number only from the highest point [Libro de los juegos (English Wikipedia) § tables games]

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

  @rule:TT-04 @rule:TT-06
  Rule: a hit piece goes back at once to its starting quarter (Ludii's code)

    Scenario: The hit piece lands on the first point of its quarter free of the hitter
      Given the position "X 24:2 13:5 8:3 6:5 | O 24:2 14:1 13:4 8:3 6:5 | X to roll"
      When X rolls 2-1
      And X plays "13/11* 6/5"
      Then the position is "X 24:2 13:4 11:1 8:3 6:4 5:1 | O 24:2 21:1 13:4 8:3 6:5 | O to roll"

    Scenario: Where the hitter stands on all six points of that quarter, the lone piece cannot be hit (tavli's reading)
      Given the position "X 13:4 6:2 5:2 4:2 3:2 2:2 1:1 | O 14:1 1:14 | X to roll"
      When X rolls 2-1
      Then "13/11* 6/5" is illegal
      And "13/12 13/11*" is illegal

    Scenario: Hitting last, after the point behind is emptied, sends the piece there
      Given the position "X 24:2 20:1 13:4 8:4 6:2 2:2 | O 24:1 22:1 13:5 8:3 6:3 off:2 | X to roll"
      When X rolls 5-2
      And X plays "6/4 6/1*"
      Then the position is "X 24:2 20:1 13:4 8:4 4:1 2:2 1:1 | O 22:1 19:1 13:5 8:3 6:3 off:2 | O to roll"

    Scenario: Hitting first, while the hitter still stands on that point, sends it further back
      Given the position "X 24:2 20:1 13:4 8:4 6:2 2:2 | O 24:1 22:1 13:5 8:3 6:3 off:2 | X to roll"
      When X rolls 5-2
      And X plays "6/1* 6/4"
      Then the position is "X 24:2 20:1 13:4 8:4 4:1 2:2 1:1 | O 22:1 20:1 13:5 8:3 6:3 off:2 | O to roll"

    Scenario: With the option as-backgammon, the hit piece goes to the bar
      Given the variant "todas-tablas" with option "as-backgammon"
      And the position "X 24:2 13:5 8:3 6:5 | O 24:2 14:1 13:4 8:3 6:5 | X to roll"
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
  Rule: the end

    Scenario: The first to bear off every piece wins the game
      Given the position "X off:15 | O 6:15 | X has won"
      Then the game is over
      And the score is X wins a single for 1 point

  @rule:TT-07
  Rule: a die past the end bears a piece off, from any point, at any time (Ludii's code)

    Scenario: A piece bears off while the others are far from home
      Given the position "X 20:14 3:1 | O 24:15 | X to roll"
      When X rolls 6-5
      Then "3/off 20/15" is legal
      And "20/14 3/off" is legal

    Scenario: A larger die bears off a piece that is not the furthest
      Given the position "X 6:1 2:14 | O 1:15 | X to roll"
      When X rolls 6-5
      Then "2/off 6/1" is legal
      And "6/off 2/off" is legal

  @rule:TT-08
  Rule: with the option backgammon-bear-off, bearing off is Backgammon's (Wikipedia)

    Scenario: The 6 bears off from the 6 point, the 5 from the highest
      Given the variant "todas-tablas" with option "backgammon-bear-off"
      And the position "X 6:1 2:14 | O 24:15 | X to roll"
      When X rolls 6-5
      Then the only legal play is "6/off 2/off"

    Scenario: No piece bears off while another is outside home
      Given the variant "todas-tablas" with option "backgammon-bear-off"
      And the position "X 20:14 3:1 | O 24:15 | X to roll"
      When X rolls 6-5
      Then "3/off 20/15" is illegal

# Sources and differences
# Read: Ludii's description of Todas Tablas (its rules text, and the code of the set-up, the
# pieces' moves, GoBack, the turn and the end); Golladay's translation of ff. 77-78 as
# fibsboard.com quotes it; Wikipedia's "Libro de los juegos" (its section on the tables games).
# Where a hit piece goes: Ludii and Golladay both send it back to the quarter where its side
# began with two; Ludii's code says at once, with no die, to its own 19 point, or the next free
# of the hitter toward 24 (default, TT-04, TT-06). tavli 0.1 sent it to the bar to enter by a
# die: option as-backgammon, formerly the default. Where the hitter holds all six points of
# that quarter, Ludii's code takes the piece off the board for good (as if borne off, an
# apparent slip); tavli reads instead that such a lone piece cannot be hit (a scenario above).
# Bearing off: Ludii's code bears a piece off with any die past the end, from any point, at any
# time (default, TT-07); Wikipedia says the game bears off as Backgammon does (option
# backgammon-bear-off, TT-08); Golladay's text says only that the pieces go home and off from
# there. Set-up: Ludii's code places Backgammon's men from the wrong end of the track; Golladay
# and Wikipedia give Backgammon's, which tavli keeps. Ludii lets player 1 start and does not
# require the most dice; tavli's opening (Backgammon's, ties rolled again) and its rule that the
# most dice are played are kept (the opening a reconstruction; the language plays the most dice
# in every game).
