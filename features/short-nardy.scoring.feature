Feature: Short Nardy: what a game is worth
  The Ukrainian rules page "Short Nardy" (SN-10) scores the end of a game by the doubling
  cube: a loser who has borne off at least one checker loses the cube's value (1 if it was
  never turned). One who has borne off none gets a "mars" and loses twice the cube; one who has
  borne off none and still has a checker on the bar or in the winner's home board gets a "koks"
  and loses three times the cube.

  Background:
    Given the variant "short-nardy"

  Rule: SN-10 single, mars and koks, times the cube

    @clause:SN-10
    Scenario Outline: The loser pays by what he has left
      Given the position "X 2:1 off:14 | O <loser> | X to roll<cube>"
      When X rolls 6-5
      And X plays "2/off"
      Then the score is X wins a <result> for <points> points

      Examples: never doubled
        | loser          | cube        | result | points |
        | 6:10 off:5     |             | single | 1      |
        | 6:15           |             | mars   | 2      |
        | 24:1 6:14      |             | koks   | 3      |
        | bar:1 6:14     |             | koks   | 3      |
        | 24:1 6:13 off:1|             | single | 1      |

      Examples: the cube on 2 or 4
        | loser          | cube        | result | points |
        | 6:10 off:5     | \| cube 2 O | single | 2      |
        | 6:15           | \| cube 2 X | mars   | 4      |
        | bar:1 6:14     | \| cube 4 O | koks   | 12     |

    @clause:SN-10 @clause:SN-01
    Scenario: The loser's own home board does not make a koks
      Given the position "X 2:1 off:14 | O 1:15 | X to roll"
      When X rolls 6-5
      And X plays "2/off"
      Then the score is X wins a mars for 2 points
