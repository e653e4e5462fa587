Feature: Backgammon: the board, the checkers, the dice and the cube
  The Polish rules page "Backgammon" (clauses BG-01, BG-02) describes the equipment: a board
  of twenty-four points in four quarters of six, laid out as two rows of twelve with the bar
  between the halves; the two quarters on one side are the home (inner) boards, the other two
  the outer boards. Each player has fifteen checkers; there are two dice and a doubling cube
  whose faces run 2, 4, 8, 16, 32, 64. These are checked through what the variant declares.

  Background:
    Given the variant "backgammon"

  Rule: BG-01 twenty-four points in four quarters, the two home boards on one side

    @clause:BG-01
    Scenario: The board has twenty-four points, and each track passes every one of them
      Then the board has 24 points
      And each player's track passes every point once

    @clause:BG-01
    Scenario: Each player's home board is the quarter of points 1 to 6, facing the other's
      Then the "home" zone is the points 1 to 6
      And the "entry" zone is the points 19 to 24
      And the two home boards face each other

  Rule: BG-02 fifteen checkers each, two dice, a cube up to 64

    @clause:BG-02
    Scenario: Fifteen checkers per side and two six-sided dice
      Given the starting position
      Then the variant has 15 checkers per side
      And the variant is played with 2 dice of 6 faces

    @clause:BG-02
    Scenario: The cube's highest face is 64
      Then the cube goes up to 64

    @clause:BG-02 @clause:BG-10
    Scenario: A cube on 32 may be turned to 64, and no further
      Given the position "X 6:15 | O 6:15 | X to roll | cube 32 X"
      When X doubles
      And O takes
      Then the cube is at 64, owned by O
      And the position is "X 6:15 | O 6:15 | X to roll | cube 64 O"

    @clause:BG-02
    Scenario: The owner of a cube on 64 may not double again
      Given the position "X 6:15 | O 6:15 | X to roll | cube 64 X"
      Then X may not double
      When X tries to double
      Then it is refused as "illegal-action"
