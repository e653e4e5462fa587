Feature: Acey Deucey: the acey-deucey roll (1-2), a chosen double and a new roll
  Backgammon (Polish rules page), section Acey Deucey, clauses AD-05, AD-06 and AD-07, with
  the project's readings A11, A14 and A18.

  A roll of 1 and 2 is the acey-deucey. The player first plays the 1 and the 2 as usual. Then
  he picks any double, from 1-1 to 6-6, and plays it exactly as if he had rolled it: four
  moves of that number. Then he rolls again, which begins a further turn of his. The choice
  of double is his to make (A11): the game waits for it, any of the six may be chosen, even
  one he cannot play in full. If he cannot play both the 1 and the 2, the turn stops there:
  no double and no new roll. If he cannot make all four moves of the chosen double, the new
  roll is lost. The forced-play rule applies to each part on its own (A14), and a game won
  in the middle of the chain ends there (A18).

  In the native notation a position in the middle of the chain says what is left, e.g.
  "X to play 1-2, then a chosen double for 4 moves, then roll again".

  Rule: AD-05 play the 1 and the 2, then a chosen double four times, then roll again

    @clause:AD-05 @ambiguity:A11
    Scenario: The acey-deucey chain, step by step
      Given the variant "acey-deucey"
      And the position "X hand:15 | O hand:15 | X to roll"
      When X rolls 1-2
      Then the position is:
        """
        X hand:15 | O hand:15 |
        X to play 1-2, then a chosen double for 4 moves, then roll again
        """
      And the legal plays are:
        | play            |
        | hand/24 hand/23 |
        | hand/22         |
      When X plays "hand/24 hand/23"
      Then the position is:
        """
        X hand:13 24:1 23:1 | O hand:15 |
        X to choose a double for 4 moves, then roll again
        """
      And X is to choose a double
      When X chooses the double 6-6
      Then the position is "X hand:13 24:1 23:1 | O hand:15 | X to play 6-6-6-6, then roll again"
      And every legal play moves 4 times
      When X plays "hand/19(4)"
      Then the position is "X hand:9 24:1 23:1 19:4 | O hand:15 | X to roll again"
      When X rolls 5-4
      Then the position is "X hand:9 24:1 23:1 19:4 | O hand:15 | X to play 5-4"
      When X plays "19/14 19/15"
      Then the position is "X hand:9 24:1 23:1 19:2 15:1 14:1 | O hand:15 | O to roll"

    @clause:AD-05
    Scenario: Another acey-deucey on the new roll starts the chain again
      Given the variant "acey-deucey"
      And the position "X hand:9 24:1 23:1 19:4 | O hand:15 | X to roll again"
      When X rolls 2-1
      Then the position is:
        """
        X hand:9 24:1 23:1 19:4 | O hand:15 |
        X to play 2-1, then a chosen double for 4 moves, then roll again
        """

    @clause:AD-05 @ambiguity:A11
    Scenario: The player, not the game, chooses the double: the game waits for him
      Given the variant "acey-deucey"
      And the position "X 10:1 off:14 | O 21:2 off:13 | X to choose a double for 4 moves, then roll again"
      When X tries to roll 6-6
      Then it is refused as "illegal-action"
      When X tries to choose the double 7-7
      Then it is refused as "illegal-action"

    @clause:AD-05
    Scenario: A double can be chosen only after an acey-deucey
      Given the variant "acey-deucey"
      And the position "X 13:15 | O hand:15 | X to play 6-5"
      When X tries to choose the double 6-6
      Then it is refused as "illegal-action"

  Rule: AD-06 if the 1 and the 2 cannot both be played, the turn ends at once

    @clause:AD-06 @ambiguity:A14
    Scenario: Only the 1 can be played: no chosen double and no new roll
      Given the variant "acey-deucey"
      And the position "X 10:1 off:14 | O 18:2 17:2 off:11 | X to roll"
      When X rolls 1-2
      Then the only legal play is "10/9"
      When X plays "10/9"
      Then the position is "X 9:1 off:14 | O 18:2 17:2 off:11 | O to roll"

    @clause:AD-06
    Scenario: Neither the 1 nor the 2 can be played: the turn passes
      Given the variant "acey-deucey"
      And the position "X 10:1 off:14 | O 17:2 16:2 off:11 | X to roll"
      When X rolls 1-2
      Then X has no legal move
      When X plays "no move"
      Then the position is "X 10:1 off:14 | O 17:2 16:2 off:11 | O to roll"

  Rule: AD-07 if the chosen double cannot be played in full, the new roll is lost

    @clause:AD-07 @clause:AD-05 @ambiguity:A11
    Scenario Outline: What happens after the chosen double depends on how much of it is played
      Given the variant "acey-deucey"
      And the position "X 13:1 off:14 | O 21:2 off:13 | X to roll"
      When X rolls 1-2
      And X plays "13/10"
      Then the position is "X 10:1 off:14 | O 21:2 off:13 | X to choose a double for 4 moves, then roll again"
      When X chooses the double <double>
      Then the only legal play is "<play>"
      When X plays "<play>"
      Then the position is "<after>"

      Examples:
        | double | play    | after                                         |
        | 1-1    | 10/6    | X 6:1 off:14 \| O 21:2 off:13 \| X to roll again |
        | 2-2    | 10/6    | X 6:1 off:14 \| O 21:2 off:13 \| O to roll       |
        | 3-3    | 10/7    | X 7:1 off:14 \| O 21:2 off:13 \| O to roll       |
        | 6-6    | no move | X 10:1 off:14 \| O 21:2 off:13 \| O to roll      |

  Rule: A18 a game won in the middle of the chain ends there

    @clause:AD-05 @ambiguity:A18
    Scenario Outline: Bearing off the last checker with the chosen double wins at once
      Given the variant "acey-deucey"
      And the position "X 10:1 off:14 | O 21:2 off:13 | X to choose a double for 4 moves, then roll again"
      When X chooses the double <double>
      And X plays "10/off"
      Then the position is "X off:15 | O 21:2 off:13 | X has won"
      And the score is X wins a single for 2 points

      Examples:
        | double |
        | 5-5    |
        | 4-4    |
