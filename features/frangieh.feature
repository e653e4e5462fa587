Feature: Frangieh: Backgammon as the Tawulat ul-Zahr play it
  Frangieh ("the foreign game"), one of the Tawulat ul-Zahr games of Syria and Lebanon, as
  Ludii's game description gives it after Barakat (1974): Backgammon's set-up, movement, hitting
  and entering; the opening winner throws both dice again; bearing off from the final six
  points. There is no doubling cube. The description's text is silent on points; Ludii's
  rendering of it scores 2 when the loser has borne off nothing, 1 otherwise.

  Rule register (Frangieh, Ludii game description after Barakat 1974):
  FR-01: twenty-four points in a horseshoe track, the two sides running opposite ways, fifteen pieces each, two dice
  FR-02: counted from each track's origin: five pieces on the 6th point, three on the 8th, five on the 13th, two on the 24th
  FR-03: one die each to start; the higher starts and throws both dice again
  FR-04: each die moves a piece, or one piece moves by both; a double is played twice
  FR-05: no piece may end its move on a point with two or more enemy pieces
  FR-06: a lone enemy piece landed on goes to the middle of the board and enters again by a die, the first point counting one; nothing else moves until it is in
  FR-07: bearing off once all pieces are on the final six points, a 6 from the sixth point and so on down
  FR-08: all the moves the dice allow must be played
  FR-09: the first to bear off all wins: 2 points when the loser has borne off nothing, 1 otherwise

  Background:
    Given the variant "frangieh"

  @rule:FR-01 @rule:FR-02
  Rule: the board and the start

    Scenario: Backgammon's starting position
      Then the variant has 15 checkers per side
      And the two tracks run in opposite directions
      Given the starting position
      Then the position is "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | X to roll"

  @rule:FR-03
  Rule: the opening

    Scenario: The higher die starts and throws both dice again
      Given a new game
      When the opening dice are 3 and 6
      Then the position is "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | O to roll again"

  @rule:FR-04 @rule:FR-08
  Rule: the dice

    Scenario: Both numbers must be played
      Given the starting position
      When X rolls 6-5
      Then "24/18" is illegal
      And "24/13" is legal
      And "24/18 13/8" is legal

    Scenario: A double is four moves
      Given the starting position
      When X rolls 3-3
      Then every legal play moves 4 times

  @rule:FR-05
  Rule: two enemy pieces close a point

    Scenario: The opponent's six point is closed
      Given the starting position
      When X rolls 5-1
      Then "24/19 24/23" is illegal
      And "24/18" is legal
      And "13/8 6/5" is legal

  @rule:FR-06
  Rule: a hit piece enters again before anything else moves

    Scenario: A blot is hit and must enter by a die
      Given the position "X 24:2 13:5 8:3 6:5 | O 24:2 14:1 13:4 8:3 6:5 | X to roll"
      When X rolls 2-1
      And X plays "13/11* 6/5"
      Then the position is "X 24:2 13:4 11:1 8:3 6:4 5:1 | O bar:1 24:2 13:4 8:3 6:5 | O to roll"
      When O rolls 6-3
      Then "24/18 13/10" is illegal
      And "bar/22 24/18" is legal

  @rule:FR-07
  Rule: bearing off

    Scenario: The 6 bears off from the 6 point, the 5 from the highest
      Given the position "X 6:1 2:14 | O 24:15 | X to roll"
      When X rolls 6-5
      Then the only legal play is "6/off 2/off"

  @rule:FR-09
  Rule: the score, and no cube

    Scenario Outline: What the winner scores
      Given the position "X off:15 | O <loser> | X has won"
      Then the score is X wins a <result> for <points> points

      Examples:
        | loser      | result | points |
        | 6:14 off:1 | single | 1      |
        | bar:1 6:14 | mars   | 2      |

    Scenario: No player may double
      Given the starting position
      Then the variant has no doubling cube
