Feature: Short Nardy: the opening roll
  The Ukrainian rules page "Short Nardy" (SN-02) opens the game with each player rolling one
  die, which settles both who starts and the numbers he plays. Equal numbers are simply rolled
  again until they differ: unlike Backgammon, the stake is not doubled (A6; the
  "automatic-doubles" option plays the Backgammon way). The higher roller moves by both
  numbers; after that the players take turns rolling two dice.

  Rule: SN-02 one die each, ties rolled again, the higher plays both numbers

    @clause:SN-02 @ambiguity:A6
    Scenario: Equal opening numbers are rolled again, the stake unchanged
      Given the variant "short-nardy"
      And a new game
      When the opening dice are 2 and 2
      Then the position is "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | opening roll"
      And the cube is at 1

    @clause:SN-02 @ambiguity:A6
    Scenario: With the automatic-doubles option a tie doubles the stake
      Given the variant "short-nardy" with option "automatic-doubles"
      And a new game
      When the opening dice are 2 and 2
      Then the cube is at 2

    @clause:SN-02
    Scenario Outline: The higher die starts, playing both opening numbers
      Given the variant "short-nardy"
      And a new game
      When the opening dice are <x> and <o>
      Then <starter> is to play <roll>

      Examples:
        | x | o | starter | roll |
        | 6 | 1 | X       | 6-1  |
        | 2 | 5 | O       | 5-2  |

    @clause:SN-02
    Scenario: After the opening move the other player rolls two dice
      Given the variant "short-nardy"
      And a new game
      When the opening dice are 3 and 3
      And the opening dice are 6 and 1
      And X plays "13/7 8/7"
      Then the position is "X 24:2 13:4 8:2 7:2 6:5 | O 24:2 13:5 8:3 6:5 | O to roll"
      When O rolls 6-4
      Then O is to play 6-4
