Feature: Backgammon: winning and scoring
  The Polish rules page "Backgammon" (clauses BG-03, BG-24 to BG-27) says the aim is to bring
  every checker home and bear them all off; the first player to do so wins, and the game is
  played for a stake. A loser who has borne off at least one checker loses a single game, the
  stake once. A loser who has borne off none loses a gammon, twice the stake; one who has borne
  off none and still has a checker on the bar or in the winner's home board loses a
  backgammon, three times the stake. The stake is what the cube shows.

  Background:
    Given the variant "backgammon"

  Rule: BG-03, BG-24 the first to bear off every checker wins

    @clause:BG-03 @clause:BG-24
    Scenario: Bearing off the last checker wins the game
      Given the position "X 1:1 off:14 | O 6:10 off:5 | X to roll"
      When X rolls 2-1
      Then the only legal play is "1/off"
      When X plays "1/off"
      Then the game is over
      And the position is "X off:15 | O 6:10 off:5 | X has won"

    @clause:BG-24
    Scenario: The game goes on while a checker is left to bear off
      Given the position "X 6:1 off:14 | O 6:10 off:5 | X to roll"
      When X rolls 2-1
      Then the only legal play is "6/3"
      When X plays "6/3"
      Then the game is not over
      And O is to roll

  Rule: BG-25 the loser has borne off a checker: a single game

    @clause:BG-25
    Scenario: The loser has five off: a single game for the stake
      Given the position "X 1:1 off:14 | O 6:10 off:5 | X to roll"
      When X rolls 2-1
      And X plays "1/off"
      Then the score is X wins a single game for 1 point

    @clause:BG-25 @ambiguity:A17
    Scenario: One checker off saves the gammon even with a checker in the winner's home
      Given the position "X 2:1 off:14 | O 24:1 6:13 off:1 | X to roll"
      When X rolls 6-5
      And X plays "2/off"
      Then the score is X wins a single game for 1 point

  Rule: BG-26 the loser has borne off none: a gammon

    @clause:BG-26
    Scenario: The loser has none off: a gammon, twice the stake
      Given the position "X 1:1 off:14 | O 6:15 | X to roll"
      When X rolls 2-1
      And X plays "1/off"
      Then the score is X wins a gammon for 2 points

    @clause:BG-26 @clause:BG-11
    Scenario: A gammon with the cube on 2 is worth 4
      Given the position "X 1:1 off:14 | O 6:15 | X to roll | cube 2 O"
      When X rolls 2-1
      And X plays "1/off"
      Then the score is X wins a gammon for 4 points

    @clause:BG-26
    Scenario: O wins a gammon against X
      Given the position "X 6:15 | O 1:1 off:14 | O to roll"
      When O rolls 4-3
      And O plays "1/off"
      Then the score is O wins a gammon for 2 points

  Rule: BG-27 none off and a checker on the bar or in the winner's home: a backgammon

    @clause:BG-27
    Scenario Outline: A backgammon is three times the stake
      Given the position "X 2:1 off:14 | O <loser> | X to roll<cube>"
      When X rolls 6-5
      And X plays "2/off"
      Then the score is X wins a <result> for <points> points

      Examples:
        | loser       | cube        | result     | points |
        | 24:1 6:14   |             | backgammon | 3      |
        | bar:1 6:14  |             | backgammon | 3      |
        | 19:1 6:14   |             | backgammon | 3      |
        | 18:1 6:14   |             | gammon     | 2      |
        | 24:1 6:14   | \| cube 2 X | backgammon | 6      |
