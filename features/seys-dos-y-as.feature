Feature: Seys Dos y As: both sides in one quarter, eight-four-three against five-five-five
  Seys Dos y As ("six, two and ace"), from Alfonso X's Libro de los Juegos (1283), as Ludii's
  game description gives it: three dice; both sides start in the same quarter, one with eight,
  four and three pieces on its first, fifth and sixth points, the other with five on each point
  between; both run the same way round through the next quarter and bear off from the quarter
  diagonal to the start; a lone piece landed on is sent back at once to the beginning of the
  quarter to the right of the start. The game uses three quarters: tavli lays the unused fourth
  first, as own points 19 to 24, so the start is own 13 to 18 and the bearing-off quarter own
  1 to 6. The opening roll is tavli's reconstruction (SD-08 says what the book says of it).

  Rule register (Seys Dos y As (Ludii game description); Libro de los Juegos f.75 (Golladay's translation, ludii.games evidence)):
  SD-01: fifteen pieces each and three six-sided dice; each die moves a piece, or one piece moves by several, and three alike are three moves like any throw [Seys Dos y As (Ludii game description) § rules; Seys Dos y As (Ludii game description) § code, the pieces' moves]
  SD-02: both sides start in the same quarter: one with eight pieces on its first point, four on its fifth and three on its sixth, the other with five on each of the second, third and fourth [Seys Dos y As (Ludii game description) § rules; Seys Dos y As (Ludii game description) § code, start; Libro de los Juegos f.75 (Golladay's translation, ludii.games evidence) § seys dos & as]
  SD-03: both sides run the same way round, from the starting quarter through the next one to the quarter diagonal to the start, and bear off from there; the fourth quarter is not on their way [Seys Dos y As (Ludii game description) § rules; Seys Dos y As (Ludii game description) § code, tracks]
  SD-04: a point with two or more enemy pieces is closed; a lone enemy piece landed on is hit [Seys Dos y As (Ludii game description) § rules; Seys Dos y As (Ludii game description) § code, the pieces' moves]
  SD-05: a hit piece is sent back at once to the beginning of the quarter to the right of the starting quarter: seen from the seat that has the starting quarter on its left, the quarter before the start, so the piece begins the whole round again from its first point [Seys Dos y As (Ludii game description) § rules]
  SD-06: a die that carries a piece past the end of the track bears it off, from any point, wherever the other pieces stand [Seys Dos y As (Ludii game description) § code, the pieces' moves; Seys Dos y As (Ludii game description) § rules]
  SD-07: the first to bear off all of his pieces wins [Seys Dos y As (Ludii game description) § rules; Seys Dos y As (Ludii game description) § code, end]
  SD-08: the players throw to see who begins; the winner takes the eight-four-three set-up and plays first [Libro de los Juegos f.75 (Golladay's translation, ludii.games evidence) § seys dos & as]
  SD-09: seen from the other seat (the one Ludii's own board layout implies), the quarter to the right of the start is the next one along the track, and a hit piece goes to its first point: option second-quarter [Seys Dos y As (Ludii game description) § rules; Seys Dos y As (Ludii game description) § code, tracks]

  Background:
    Given the variant "seys-dos-y-as"

  @rule:SD-01 @rule:SD-02 @rule:SD-03
  Rule: the equipment, the set-up and the track

    Scenario: Fifteen pieces each and three dice
      Then the variant has 15 checkers per side
      And the variant is played with 3 dice of 6 faces
      And the variant has no doubling cube

    Scenario: Eight, four and three against five, five and five in the same quarter
      Given the starting position
      Then the position is "X 18:8 14:4 13:3 | O 17:5 16:5 15:5 | X to roll"
      And the two tracks are the same
      And X's track runs from point 24 to point 1
      And the "home" zone is the points 1 to 6

    Scenario: Each die moves a piece, or one piece takes several dice
      Given the starting position
      When X rolls 6-5-1
      Then "18/12 18/13 14/13" is legal
      And "18/6" is legal
      And "13/7 13/8 13/12" is legal

    Scenario: Three alike are three moves, no more
      Given the starting position
      When X rolls 2-2-2
      Then every legal play moves 3 times
      And "14/12(3)" is legal
      And "14/12(4)" is illegal

    Scenario: The other side runs the same way, out of the same quarter
      Given the position "X 18:8 14:4 13:3 | O 17:5 16:5 15:5 | O to roll"
      When O rolls 6-5-4
      Then "17/11 16/11 15/11" is legal
      And "15/9 15/10 15/11" is legal

  @rule:SD-04
  Rule: two pieces close a point, one is hit

    Scenario: No piece lands on a point the other side holds
      Given the starting position
      When X rolls 6-5-1
      Then "18/17 18/13 18/12" is illegal
      And "14/13 14/9 14/8" is legal

  @rule:SD-04 @rule:SD-05
  Rule: a hit piece goes back at once to the first point of the quarter before the start

    Scenario: A piece hit in the next quarter starts the whole round again
      Given the position "X 18:7 14:4 13:3 12:1 | O 17:5 16:5 15:4 10:1 | X to roll"
      When X rolls 2-1-1
      And X plays "12/10* 14/13(2)"
      Then the position is "X 18:7 14:2 13:5 10:1 | O 24:1 17:5 16:5 15:4 | O to roll"

    Scenario: A piece hit near the end goes back just as far
      Given the position "X 13:14 7:1 | O 17:13 5:1 3:1 | X to roll"
      When X rolls 2-1-4
      And X plays "7/5* 13/12 13/9"
      Then the position is "X 13:12 12:1 9:1 5:1 | O 24:1 17:13 3:1 | O to roll"

    Scenario: The piece sent back moves on from its first point like any other
      Given the position "X 18:7 14:2 13:5 10:1 | O 24:1 17:5 16:5 15:4 | O to roll"
      When O rolls 6-2-1
      Then "24/18/16/15" is illegal
      And "24/22/21/15" is legal

    Scenario: Where the hitter stands on that first point, nothing can be hit (tavli's reading)
      Given the position "X 24:3 13:12 | O 17:14 11:1 | X to roll"
      When X rolls 2-1-1
      Then "13/11* 24/23(2)" is illegal
      And "13/12/11* 24/22" is illegal
      And "24/22 24/23(2)" is legal

  @rule:SD-09
  Rule: read from the other seat, the hit piece goes to the next quarter's first point

    Scenario: With the option second-quarter, the hit piece goes to the seventh point of the round
      Given the variant "seys-dos-y-as" with option "second-quarter"
      And the position "X 13:14 7:1 | O 17:13 5:1 3:1 | X to roll"
      When X rolls 2-3-4
      And X plays "7/5* 13/10 13/9"
      Then the position is "X 13:12 10:1 9:1 5:1 | O 17:13 12:1 3:1 | O to roll"

    Scenario: With the option second-quarter, where the hitter stands there the piece goes further back
      Given the variant "seys-dos-y-as" with option "second-quarter"
      And the position "X 13:12 12:2 7:1 | O 17:13 5:1 3:1 | X to roll"
      When X rolls 2-6-6
      And X plays "7/5* 13/7(2)"
      Then the position is "X 13:10 12:2 7:2 5:1 | O 17:13 14:1 3:1 | O to roll"

  @rule:SD-06
  Rule: a die past the end bears a piece off, from any point, at any time

    Scenario: A piece bears off while another is still in the starting quarter
      Given the position "X 14:1 3:1 off:13 | O 17:15 | X to roll"
      When X rolls 6-5-4
      Then "3/off 14/4" is legal

    Scenario: A larger die bears off a piece that is not the furthest back
      Given the position "X 5:1 2:1 off:13 | O 17:15 | X to roll"
      When X rolls 6-1-1
      Then "2/off 5/4/3" is legal
      And "5/off 2/1/off" is legal

  @rule:SD-07
  Rule: the end

    Scenario: The first to bear off every piece wins
      Given the position "X off:15 | O 17:15 | X has won"
      Then the game is over
      And the score is X wins a single for 1 point

  @rule:SD-08
  Rule: the opening: the side of eight, four and three begins

    Scenario: X, with the eight-four-three set-up, throws first
      Given a new game
      Then the position is "X 18:8 14:4 13:3 | O 17:5 16:5 15:5 | X to roll"

# Sources and differences
# Read: Seys Dos y As (Ludii game description): Ludeme/Ludii, board/race/escape/Seys Dos y As.lud,
# its rules text, description and code (tracks, start, the pieces' moves, play, end), and its
# board and track definitions (TableBoard.def); Libro de los Juegos f.75, Golladay's translation
# as ludii.games quotes it ("Evidence for Seys Dos y As"; the stored copy breaks off before the
# hitting rule). Both give the set-up and that the winner of the opening throw plays first.
# Where the hit piece goes: Ludii's text says to the beginning of the quarter to the right of
# the start. Read from the seat with the start on its left, as the text's set-up speaks, that is
# the quarter before the start, the one the three-quarter track leaves out: the default (SD-05),
# with that quarter laid first on tavli's 24-point track. Ludii's board layout puts the start on
# the other side, which makes it the next quarter along: option second-quarter (SD-09); its
# falling back toward the start where the hitter stands on that point is tavli's reading.
# Ludii's code instead puts the hit piece in the hand, to enter again by a die onto the starting
# quarter, in any order with the other moves, as its Cab e Quinal notes is its way of sending a
# piece back. Left out: tavli enters a piece from the bar only on the first six points of its
# 24-point track, which here are the unused quarter (it needs a shorter track or entry into a
# named zone).
# The book gives the eight-four-three set-up to the winner of the opening throw, who plays
# first, and Ludii's code lets that side move first: X holds that set-up and moves first
# (`opening: X moves first`, SD-08). Ludii's code does not require the most dice to be played;
# tavli's rule that they are is kept. Reconstructed: in the default, that nothing can be hit
# while the hitter stands on the first point.
