Feature: Short Nardy: hitting blots and the bar
  The Ukrainian rules page "Short Nardy" tells the player to hit blots (SN-11) and scores a
  checker left on the bar (SN-10), but does not spell out hitting and the bar: they are those
  of standard backgammon (A12, BG-16 to BG-18). A single checker landed on goes to the bar; it
  must come back in through the opponent's home board before anything else of its owner moves.

  Background:
    Given the variant "short-nardy"

  Rule: SN-11 a blot that is landed on goes to the bar, which enters first

    @clause:SN-11
    Scenario: X hits O's blot, and O must enter it, on an open point, before anything else
      Given the position "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 7:1 6:4 | X to roll"
      When X rolls 6-1
      And X plays "24/18* 8/7"
      Then the position is "X 24:1 18:1 13:5 8:2 7:1 6:5 | O bar:1 24:2 13:5 8:3 6:4 | O to roll"
      When O rolls 6-4
      Then "13/7* 13/9" is illegal
      And "bar/19 13/9" is illegal
      And the legal plays are:
        | play          |
        | bar/15        |
        | bar/21 24/18* |
        | bar/21 13/7*  |
        | bar/21 8/2    |

    @clause:SN-11 @ambiguity:A12
    Scenario: A roll that finds the entry points closed loses the turn
      Given the position "X 13:11 6:2 5:2 | O bar:1 6:14 | O to roll"
      When O rolls 6-5
      Then O has no legal move
