Feature: Ambiguities of the opening: equal opening dice, and the cosmetic choices
  The project's register of ambiguities, readings A6 and A7, over Backgammon (Polish rules
  page), clauses BG-07 and BG-08, and Short Nardy (Ukrainian rules page), clause SN-02.

  The two documents disagree on equal opening dice (A6). The Polish Backgammon page doubles
  the stake and has both players roll again ("automatic doubles", BG-07); the Ukrainian Short
  Nardy page simply rolls again (SN-02). Both are one mechanism with two settings, and each
  variant keeps its own document's reading: Backgammon's option "plain-reroll" switches to
  the simple re-roll, Short Nardy's option "automatic-doubles" to doubling the stake.

  The choice of colour after the opening (BG-08) and of the table to enter (AD-02) only
  mirrors the board (A7): the game goes straight on to the starter's play.

  Rule: A6 Backgammon doubles the stake on equal opening dice

    @ambiguity:A6 @clause:BG-07
    Scenario: Each pair of equal opening dice doubles the stake, and the cube stays in the middle
      Given the variant "backgammon"
      And a new game
      When the opening dice are 3 and 3
      Then the position is "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | opening roll | cube 2"
      When the opening dice are 5 and 5
      Then the position is "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | opening roll | cube 4"
      When the opening dice are 6 and 1
      Then X is to play 6-1
      And the cube is at 4
      And the cube is in the middle

    @ambiguity:A6 @clause:BG-07
    Scenario: With the option plain-reroll, Backgammon just rolls again
      Given the variant "backgammon" with option "plain-reroll"
      And a new game
      When the opening dice are 3 and 3
      Then the position is "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | opening roll"
      And the cube is at 1

  Rule: A6 Short Nardy just rolls again on equal opening dice

    @ambiguity:A6 @clause:SN-02
    Scenario: Equal opening dice are rolled again, the stake unchanged
      Given the variant "short-nardy"
      And a new game
      When the opening dice are 4 and 4
      Then the position is "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | opening roll"
      And the cube is at 1
      When the opening dice are 2 and 5
      Then O is to play 5-2

    @ambiguity:A6 @clause:SN-02
    Scenario: With the option automatic-doubles, Short Nardy doubles the stake like Backgammon
      Given the variant "short-nardy" with option "automatic-doubles"
      And a new game
      When the opening dice are 4 and 4
      Then the position is "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | opening roll | cube 2"

  Rule: A7 the colour and the entry table are cosmetic

    @ambiguity:A7 @clause:BG-08
    Scenario: After the opening roll the starter plays both numbers; nothing else is asked
      Given the variant "backgammon"
      And a new game
      When the opening dice are 6 and 1
      Then the position is "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | X to play 6-1"
      When X plays "13/7 8/7"
      Then the position is "X 24:2 13:4 8:2 7:2 6:5 | O 24:2 13:5 8:3 6:5 | O to roll"
