Feature: Short Nardy: the game, its names and its equipment
  The Ukrainian rules page "Short Nardy" describes standard backgammon as it is played in
  Eastern Europe, with the doubling cube, and says the game is also called "Classic Nardy"
  (SN-12). Its subtitle sums it up: hit blots, make points, bear off (SN-11). Whatever the page
  leaves unsaid (the board, the set-up, hitting and the bar) is standard backgammon, so the
  variant extends Backgammon and states only how it differs (A12).

  Background:
    Given the variant "short-nardy"

  Rule: SN-12 the game's names

    @clause:SN-12
    Scenario: Short Nardy is also called Classic Nardy
      Then the variant is titled "Short Nardy"
      And the variant is also called "Classic Nardy"

  Rule: SN-11 standard backgammon, with its board, checkers, set-up and cube

    @clause:SN-11 @ambiguity:A12
    Scenario: Short Nardy is Backgammon with its own differences
      Then the variant extends "backgammon"
      And the variant has 15 checkers per side
      And the variant is played with 2 dice of 6 faces
      And the cube goes up to 64
      And the two tracks run in opposite directions

    @clause:SN-11
    Scenario: The set-up is the backgammon one
      Given the starting position
      Then the position is "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | X to roll"
