Feature: Backgammon: the starting position
  The Polish rules page "Backgammon" (clause BG-05) sets up each player's fifteen checkers,
  counting the points from his own home board: two on his 24 point, five on his 13 point,
  three on his 8 point and five on his 6 point. The other colour is set up as the mirror
  image. (The page also numbers the points 1 to 12 on each side; that gives the same set-up.)

  Background:
    Given the variant "backgammon"

  Rule: BG-05 two on the 24, five on the 13, three on the 8, five on the 6

    @clause:BG-05
    Scenario: The standard starting position
      Given the starting position
      Then the position is "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | X to roll"

    @clause:BG-05
    Scenario: A new game starts from the set-up with the opening roll
      Given a new game
      Then the position is "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | opening roll"

    @clause:BG-05
    Scenario: Each side starts 167 pips from home (2x24 + 5x13 + 3x8 + 5x6)
      Given the starting position
      Then the pip count of X is 167
      And the pip count of O is 167
