Feature: Frangieh: Backgammon as the Tawulat ul-Zahr play it
  Frangieh ("the foreign game"), one of the Tawulat ul-Zahr games of Syria and Lebanon, as
  Ludii's game description gives it after Barakat (1974): Backgammon's set-up, movement, hitting
  and entering; the opening winner throws both dice again; bearing off from the final six
  points. The description names no doubling, so there is no cube. Its text is silent on
  points; the game's code in the same Ludii file scores 2 when the loser has borne off
  nothing, 1 otherwise.

  Rule register (Frangieh, Ludii game description after Barakat 1974):
  FR-01: twenty-four points in a horseshoe track, the two sides running opposite ways, fifteen pieces each, two dice [Frangieh, Ludii game description after Barakat 1974 § rules]
  FR-02: counted from each track's origin: five pieces on the 6th point, three on the 8th, five on the 13th, two on the 24th [Frangieh, Ludii game description after Barakat 1974 § rules]
  FR-03: one die each to start; the higher starts and throws both dice again [Frangieh, Ludii game description after Barakat 1974 § rules]
  FR-04: each die moves a piece, or one piece moves by both; a double is played twice [Frangieh, Ludii game description after Barakat 1974 § rules]
  FR-05: no piece may end its move on a point with two or more enemy pieces [Frangieh, Ludii game description after Barakat 1974 § rules]
  FR-06: a lone enemy piece landed on goes to the middle of the board and enters again by a die, the first point counting one; nothing else moves until it is in [Frangieh, Ludii game description after Barakat 1974 § rules]
  FR-07: bearing off once all pieces are on the final six points, a 6 from the sixth point and so on down; a larger number, when no piece can move by it, from the highest point [Frangieh, Ludii game description after Barakat 1974 § rules; Frangieh, Ludii game description after Barakat 1974 § game code]
  FR-08: all the moves the dice allow must be played [Frangieh, Ludii game description after Barakat 1974 § rules]
  FR-09: the first to bear off all wins: 2 points when the loser has borne off nothing, 1 otherwise; the rules name no doubling [Frangieh, Ludii game description after Barakat 1974 § rules; Frangieh, Ludii game description after Barakat 1974 § game code]

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

# Sources and differences
# Read: Ludii's Frangieh, the game description after Barakat 1974 (pp. 12-16) and the game's
# code in the same file (two stored versions). It is the only source at hand for Frangieh
# as the Tawulat ul-Zahr play it; nothing in it differs from another source.
# Its text gives the set-up, the opening, movement, hitting and entering, bearing off by
# the die's number and playing every move the dice allow: all in the default.
# Its text names no points and no doubling. The code defines the winner's score as 2 when
# the loser still has all fifteen on the board and 1 otherwise (SetScoreOf), though its end
# rule, as stored, declares only the winner: tavli scores the game by that define, and has
# no cube. The code, not the text, bears off a larger number from the highest point when no
# piece can move by it (as in Backgammon): the default too.
