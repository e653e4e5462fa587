Feature: Match play and the Crawford rule
  None of the source documents defines match play, so these scenarios follow the rules as
  they are commonly stated. A match is played to a number of points: each game's points, the
  cube and gammons included, go to its winner, and the first player to reach the length wins
  the match; a winner may score more than he needed (the cube is never "dead").
  The Crawford rule (Backgammon says `cube rule: crawford`): when a player first reaches one
  point short of the match, the next game, the Crawford game, is played without the cube.
  In the games after it the cube is back. A game without a cube has no Crawford game.
  Automatic doubles belong to money play: in a match, equal opening dice are just rolled
  again.

  Rule: the match goes to the first player to reach its length

    Scenario: Each game's points go to its winner
      Given a 5-point match of "backgammon"
      When X wins a game of the match for 2 points
      And O wins a game of the match for 1 point
      Then the match score is X 2, O 1
      And the match is not over

    Scenario: Reaching the length wins the match, even with points to spare
      Given a 5-point match of "backgammon" at 2-3
      When X wins a game of the match for 4 points
      Then the match score is X 6, O 3
      And the match is over, won by X

  Rule: the game after a player first reaches one point short is played without the cube

    Scenario: Coming one point short makes the next game the Crawford game
      Given a 5-point match of "backgammon" at 2-3
      When X wins a game of the match for 2 points
      Then the match score is X 4, O 3
      And the next game is the Crawford game

    Scenario: Two points short is not yet the Crawford game
      Given a 7-point match of "backgammon" at 4-2
      When X wins a game of the match for 1 point
      Then the next game is not the Crawford game

    Scenario: Nobody may double in the Crawford game
      Given a 5-point match of "backgammon" at 4-3 in the Crawford game
      And the starting position
      Then X may not double in the match
      When X tries to double in the match
      Then it is refused as "illegal-action"

    Scenario: The player behind may not double in the Crawford game either
      Given a 5-point match of "backgammon" at 4-2 in the Crawford game
      And the position "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | O to roll"
      Then O may not double in the match

  Rule: after the Crawford game the cube is back

    Scenario: The game after the Crawford game is played with the cube
      Given a 5-point match of "backgammon" at 4-3 in the Crawford game
      When O wins a game of the match for 1 point
      Then the match score is X 4, O 4
      And the next game is not the Crawford game
      Given the starting position
      Then X may double in the match

    Scenario: There is only one Crawford game in a match
      Given a 5-point match of "backgammon" at 4-2 after the Crawford game
      When O wins a game of the match for 1 point
      Then the match score is X 4, O 3
      And the next game is not the Crawford game

    Scenario: The cube may go past the points a player needs
      Given a 5-point match of "backgammon" at 2-4 after the Crawford game
      And the position "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | O to roll | cube 2 O"
      Then O may double in the match

  Rule: a game without a cube has no Crawford game

    Scenario: Tavla coming one point short is no Crawford game
      Given a 7-point match of "tavla" at 4-5
      When O wins a game of the match for 1 point
      Then the match score is X 4, O 6
      And the next game is not the Crawford game

  Rule: automatic doubles are money play

    Scenario: Equal opening dice in a match are rolled again, the cube untouched
      Given a 5-point match of "backgammon"
      And a new game
      When the opening dice of the match are 4 and 4
      Then the position is "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | opening roll"
