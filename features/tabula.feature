Feature: Tabula: three dice, one way round
  Tabula, the Roman tables game, as Professor Finkel's reconstruction gives it (a4games.company,
  "Tabula Rules, Route and Layout"). Each player throws three dice, and each die is a move:
  three pieces may move, or two, or one piece by all three in turn, resting only on open
  points. Both players enter their fifteen pieces in the same first quarter and travel the
  same way round. Two or more pieces close a point; a lone piece is sent off and must come
  back in before anything else moves. With the rule the reconstruction recommends, no piece
  goes into the second half of the board while one is still to enter. The source documents
  of this project do not describe Tabula, so these scenarios cite no clause.

  Background:
    Given the variant "tabula"

  Rule: each of the three dice is a move

    Scenario: Entering with 1, 3 and 5
      Given the starting position
      When X rolls 1-3-5
      Then the legal plays are:
        | play                    |
        | hand/24 hand/22 hand/20 |
        | hand/22 hand/19         |
        | hand/24 hand/17         |
        | hand/21 hand/20         |
        | hand/16                 |

  Rule: nothing goes into the second half while a piece is still to enter

    Scenario: The last piece in hand must come in before a piece crosses halfway
      Given the position "X hand:1 14:14 | O hand:15 | X to roll"
      When X rolls 6-5-4
      Then "14/10 14/9 14/8" is illegal
      And "hand/19 14/10 14/9" is legal

  Rule: a lone piece is sent off and comes back in first

    Scenario: A hit piece re-enters before any other moves
      Given the position "X 20:14 hand:1 | O 22:1 21:14 | X to roll"
      When X rolls 3-4-6
      And X plays "hand/22* 20/16 20/14"
      Then the position is "X 22:1 20:12 16:1 14:1 | O bar:1 21:14 | O to roll"
      When O rolls 2-2-2
      Then "21/19(3)" is illegal
      And "bar/23 21/19(2)" is legal
