Feature: Backgammon: the doubling cube and the stake
  The Polish rules page "Backgammon" (clauses BG-06, BG-09 to BG-11) lets either player,
  after the first turn and before rolling, offer to double the stake. The other player either
  gives up the game at the stake as it stands, or accepts; only the player who accepted the
  last double may offer the next one. The cube shows the stake. Stakes may be counters or a
  score on paper (tavli keeps the score in points), and the game may be played without ever
  turning the cube: a double is an offer a player may make, never one he must.

  Background:
    Given the variant "backgammon"

  Rule: BG-09 before rolling, a player may double; the other takes or gives up

    @clause:BG-09
    Scenario: After the opening move, O doubles before rolling and X takes
      Given a new game
      When the opening dice are 3 and 1
      And X plays "8/5 6/5"
      Then O may double
      When O doubles
      Then the position is "X 24:2 13:5 8:2 6:4 5:2 | O 24:2 13:5 8:3 6:5 | O doubles to 2, X to take or drop"
      When X takes
      Then the position is "X 24:2 13:5 8:2 6:4 5:2 | O 24:2 13:5 8:3 6:5 | O to roll | cube 2 X"

    @clause:BG-09
    Scenario: Nobody may double before the first turn: the opening roll comes first
      Given a new game
      Then X may not double
      When X tries to double
      Then it is refused as "illegal-action"

    @clause:BG-09
    Scenario: Giving up the game loses the stake as it was before the double
      Given the position "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | X to roll"
      When X doubles
      And O drops
      Then the game is over
      And the score is X wins by a drop for 1 point

    @clause:BG-09
    Scenario: A redouble to 4 that is dropped costs 2
      Given the position "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | X to roll | cube 2 X"
      When X doubles
      And O drops
      Then the score is X wins by a drop for 2 points

    @clause:BG-09
    Scenario: A player may not double once he has rolled
      Given the position "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | X to roll"
      When X rolls 6-5
      Then X may not double
      When X tries to double
      Then it is refused as "illegal-action"

  Rule: BG-10 only the player who took the last double may double next

    @clause:BG-10
    Scenario: The taker owns the cube and may redouble
      Given the position "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | X to roll | cube 2 X"
      Then X may double
      When X doubles
      And O takes
      Then the cube is at 4, owned by O
      And the position is "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | X to roll | cube 4 O"

    @clause:BG-10
    Scenario: The player who doubled may not double again
      Given the position "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | X to roll | cube 2 O"
      Then X may not double
      When X tries to double
      Then it is refused as "illegal-action"

    @clause:BG-10
    Scenario: Either player may make the first double of the game
      Given the position "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | O to roll"
      Then the cube is in the middle
      And O may double

  Rule: BG-11 the cube shows the stake

    @clause:BG-11
    Scenario: After a take the cube shows the doubled stake
      Given the position "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | X to roll"
      When X doubles
      And O takes
      Then the cube is at 2, owned by O

    @clause:BG-11
    Scenario: A single game won with the cube on 4 is worth 4 points
      Given the position "X 1:1 off:14 | O 6:10 off:5 | X to roll | cube 4 O"
      When X rolls 2-1
      And X plays "1/off"
      Then the score is X wins a single game for 4 points

  Rule: BG-06 stakes are points on paper; the cube need never be turned

    @clause:BG-06
    Scenario: A game played without doubling stays at the bare stake
      Given a new game
      When the opening dice are 3 and 1
      And X plays "8/5 6/5"
      Then O may double
      When O rolls 6-5
      Then the cube is at 1
      And the cube is in the middle

    @clause:BG-06
    Scenario: A game won without the cube scores its points at a stake of 1
      Given the position "X 1:1 off:14 | O 6:10 off:5 | X to roll"
      When X rolls 2-1
      And X plays "1/off"
      Then the score is X wins a single game for 1 point
