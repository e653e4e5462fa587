Feature: Race Gammon: the opening roll and the starter's choice
  Race Gammon (Ukrainian rules page), clause RG-04, with the project's readings A3 and A4.

  Each player rolls one die and the higher number starts. The starter then decides: either he
  plays the two numbers just rolled as his first move, or he picks up both dice and rolls
  again, and that new roll is his first move. The choice is the player's, so the game waits
  for it as an action; the engine never decides for him. The page says nothing about equal
  opening dice; the project reads them as rolled again, the stake unchanged (A3), since Race
  Gammon has no cube.

  Rule: RG-04 the higher die starts, and plays the opening numbers or rolls again

    @clause:RG-04 @ambiguity:A3
    Scenario: The higher opening die starts, and the game waits for his choice
      Given the variant "race-gammon"
      And a new game
      When the opening dice are 6 and 3
      Then the position is "X hand:15 | O hand:15 | X to play 6-3 or roll again"
      And X is to play 6-3 or roll again

    @clause:RG-04 @clause:RG-05
    Scenario: The starter plays the opening numbers
      Given the variant "race-gammon"
      And a new game
      When the opening dice are 6 and 3
      And X chooses to play the opening numbers
      Then the position is "X hand:15 | O hand:15 | X to play 6-3"
      When X plays "hand/22 hand/19"
      Then the position is "X hand:13 22:1 19:1 | O hand:15 | O to roll"

    @clause:RG-04
    Scenario: The starter rolls both dice again and plays the new roll
      Given the variant "race-gammon"
      And a new game
      When the opening dice are 6 and 3
      And X chooses to roll again
      Then the position is "X hand:15 | O hand:15 | X to roll again"
      When X rolls 5-2
      Then the position is "X hand:15 | O hand:15 | X to play 5-2"
      When X plays "hand/23 hand/20"
      Then the position is "X hand:13 23:1 20:1 | O hand:15 | O to roll"

    @clause:RG-04
    Scenario: O wins the opening and has the same choice
      Given the variant "race-gammon"
      And a new game
      When the opening dice are 2 and 5
      Then O is to play 5-2 or roll again

    @clause:RG-04 @clause:RG-11 @ambiguity:A4
    Scenario: A double rolled in place of the opening numbers starts a chained turn
      Given the variant "race-gammon"
      And a new game
      When the opening dice are 4 and 1
      And X chooses to roll again
      And X rolls 6-6
      Then the position is:
        """
        X hand:15 | O hand:15 |
        X to play 6-6-6-6, then 1-1-1-1 when none in hand and none on bar, then roll again
        """

    @clause:RG-04
    Scenario: Until the starter has chosen, he may not simply roll
      Given the variant "race-gammon"
      And a new game
      When the opening dice are 6 and 3
      And X tries to roll 4-2
      Then it is refused as "illegal-action"

    @clause:RG-04
    Scenario: Once the starter has chosen to play, he cannot change his mind and roll again
      Given the variant "race-gammon"
      And a new game
      When the opening dice are 6 and 3
      And X chooses to play the opening numbers
      And X tries to roll again
      Then it is refused as "illegal-action"

  Rule: A3 equal opening dice are simply rolled again

    @clause:RG-04 @ambiguity:A3
    Scenario: Equal opening dice decide nothing and change no stake
      Given the variant "race-gammon"
      And a new game
      When the opening dice are 4 and 4
      Then the position is "X hand:15 | O hand:15 | opening roll"
      And the cube is at 1
      When the opening dice are 2 and 3
      Then O is to play 3-2 or roll again
