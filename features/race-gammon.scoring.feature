Feature: Race Gammon: what a game is worth, and no cube
  Race Gammon (Ukrainian rules page), clauses RG-17 and RG-18, with the project's readings A5
  and A17.

  The winner scores 1. He scores 2 if the loser has not borne off a single checker, and 3 if,
  besides, the loser still has a checker off the board not yet entered, on the bar, or in the
  starting quarter. The starting quarter is the shared entry quarter, the points 19 to 24 of
  the track (A5). Both the 2 and the 3 need the loser to have borne off nothing (A17). There
  is no doubling cube.

  Rule: RG-17 one, two or three points

    @clause:RG-17 @ambiguity:A5 @ambiguity:A17
    Scenario Outline: The result depends on what the loser has left
      Given the variant "race-gammon"
      And the position "X off:15 | O <left> | X has won"
      Then the game is over
      And the score is X wins a <result> for <points> points

      Examples:
        | left               | result     | points |
        | 3:12 off:3         | single     | 1      |
        | 6:5 3:10           | gammon     | 2      |
        | 18:1 3:14          | gammon     | 2      |
        | hand:1 3:14        | backgammon | 3      |
        | bar:1 3:14         | backgammon | 3      |
        | 19:1 3:14          | backgammon | 3      |
        | 24:1 3:14          | backgammon | 3      |
        | hand:1 3:13 off:1  | single     | 1      |
        | bar:1 19:1 3:12 off:1 | single  | 1      |

    @clause:RG-17
    Scenario: O can win a gammon too
      Given the variant "race-gammon"
      And the position "X 12:15 | O off:15 | O has won"
      Then the score is O wins a gammon for 2 points

  Rule: RG-18 there is no doubling cube

    @clause:RG-18
    Scenario: Race Gammon has no cube to turn
      Given the variant "race-gammon"
      And the position "X 14:15 | O 12:15 | X to roll"
      Then the variant has no doubling cube
      And X may not double
      When X tries to double
      Then it is refused as "illegal-action"
