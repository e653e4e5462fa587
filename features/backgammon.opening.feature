Feature: Backgammon: the opening roll
  The Polish rules page "Backgammon" (clauses BG-07, BG-08) starts the game with each player
  rolling one die at the same time. Equal numbers double the stake and both roll again
  ("automatic doubles"), as often as they come up equal. The player with the higher number
  moves first, playing the two numbers just thrown, his and his opponent's. He also picks his
  colour, a choice that changes nothing in play.

  Background:
    Given the variant "backgammon"
    And a new game

  Rule: BG-07 equal opening dice double the stake, and both roll again

    @clause:BG-07 @ambiguity:A6
    Scenario: 4 and 4 double the stake and are rolled again
      When the opening dice are 4 and 4
      Then the position is "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | opening roll | cube 2"
      And the cube is in the middle

    @clause:BG-07
    Scenario: Each tie doubles the stake again, until the numbers differ
      When the opening dice are 4 and 4
      And the opening dice are 1 and 1
      And the opening dice are 5 and 2
      Then the cube is at 4
      And the cube is in the middle
      And the position is "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | X to play 5-2 | cube 4"

    @clause:BG-07 @ambiguity:A6
    Scenario: With the plain-reroll option a tie is simply rolled again
      Given the variant "backgammon" with option "plain-reroll"
      And a new game
      When the opening dice are 4 and 4
      Then the position is "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | opening roll"

  Rule: BG-08 the higher die moves first, playing both opening numbers

    @clause:BG-08
    Scenario Outline: The higher opening die plays both numbers
      When the opening dice are <x> and <o>
      Then <starter> is to play <roll>

      Examples:
        | x | o | starter | roll |
        | 3 | 1 | X       | 3-1  |
        | 6 | 5 | X       | 6-5  |
        | 1 | 2 | O       | 2-1  |
        | 4 | 6 | O       | 6-4  |

    @clause:BG-08
    Scenario: O wins the opening with 5 against 3 and plays 5-3
      When the opening dice are 3 and 5
      And O plays "13/8 6/3"
      Then the position is "X 24:2 13:5 8:3 6:5 | O 24:2 13:4 8:4 6:4 3:1 | X to roll"
