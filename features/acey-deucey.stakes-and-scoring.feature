Feature: Acey Deucey: no cube, the doubled stake house rule, and payment per checker
  Backgammon (Polish rules page), section Acey Deucey, clauses AD-08 and AD-09, with the
  project's reading A10.

  There is no doubling and no cube in Acey Deucey. Some play a house rule by which the stake
  doubles every time anyone rolls an acey-deucey; it is the option
  "acey-deucey-doubles-stake". At the end the loser pays the stake once for every checker of
  his still "on the board". The project reads that as every checker he has not borne off,
  whether on a point, on the bar or still in hand (A10); the option "checkers-on-points"
  counts only the checkers standing on points.

  Rule: AD-08 no doubling cube

    @clause:AD-08
    Scenario: Acey Deucey has no cube to turn
      Given the variant "acey-deucey"
      And the position "X 13:15 | O 13:15 | X to roll"
      Then the variant has no doubling cube
      And X may not double
      When X tries to double
      Then it is refused as "illegal-action"

    @clause:AD-08
    Scenario: Without the house rule an acey-deucey leaves the stake alone
      Given the variant "acey-deucey"
      And the position "X hand:15 | O hand:15 | X to roll"
      When X rolls 1-2
      Then the cube is at 1

  Rule: AD-08 house rule: the stake doubles with every acey-deucey (option)

    @clause:AD-08
    Scenario: Each acey-deucey doubles the stake
      Given the variant "acey-deucey" with option "acey-deucey-doubles-stake"
      And the position "X hand:15 | O hand:15 | X to roll"
      When X rolls 1-2
      Then the position is:
        """
        X hand:15 | O hand:15 |
        X to play 1-2, then a chosen double for 4 moves, then roll again | cube 2
        """
      When X plays "hand/24 hand/23"
      And X chooses the double 1-1
      And X plays "hand/24(4)"
      Then the position is "X hand:9 24:5 23:1 | O hand:15 | X to roll again | cube 2"
      When X rolls 2-1
      Then the cube is at 4
      And the cube is in the middle

    @clause:AD-08 @clause:AD-09
    Scenario: The doubled stake multiplies the payment
      Given the variant "acey-deucey" with option "acey-deucey-doubles-stake"
      And the position "X off:15 | O 3:2 off:13 | X has won | cube 4"
      Then the score is X wins a single for 8 points

    @clause:AD-08
    Scenario: Under the house rule an ordinary roll leaves the stake alone
      Given the variant "acey-deucey" with option "acey-deucey-doubles-stake"
      And the position "X hand:15 | O hand:15 | X to roll"
      When X rolls 6-6
      Then the cube is at 1

  Rule: AD-09 the loser pays the stake for each checker he has not borne off (A10)

    @clause:AD-09 @ambiguity:A10
    Scenario Outline: Every checker not borne off is paid for
      Given the variant "acey-deucey"
      And the position "X off:15 | O <left> | X has won"
      Then the score is X wins a single for <points> points

      Examples:
        | left                        | points |
        | 3:1 off:14                  | 1      |
        | bar:1 hand:2 20:3 off:9     | 6      |
        | 20:5 10:10                  | 15     |
        | hand:4 off:11               | 4      |

    @clause:AD-09 @ambiguity:A10
    Scenario Outline: With the option checkers-on-points, only checkers on points are paid for
      Given the variant "acey-deucey" with option "checkers-on-points"
      And the position "X off:15 | O <left> | X has won"
      Then the score is X wins a single for <points> points

      Examples:
        | left                        | points |
        | 3:1 off:14                  | 1      |
        | bar:1 hand:2 20:3 off:9     | 3      |
        | 20:5 10:10                  | 15     |

    @clause:AD-09
    Scenario: O wins and X pays for his checkers left
      Given the variant "acey-deucey"
      And the position "X 2:3 1:2 off:10 | O off:15 | O has won"
      Then the score is O wins a single for 5 points
