Feature: Tavla: the traditional Turkish game
  The English Wikipedia article "Tavla" gives the traditional game Backgammon's set-up and aim,
  with these differences: the winner of the opening roll rolls the dice again for his first
  turn, so a double is possible on the very first move; a checker that hits in its owner's
  home board may not move on in the same turn; a win scores 1 point and a gammon 2; there is
  no backgammon and no doubling cube. backgammon-game.eu's "Tavla / Takhteh game" lists the
  same differences.

  Rule register (Tavla (English Wikipedia); Tavla / Takhteh game (backgammon-game.eu); Turkish Backgammon (Tavla), jasonbgraham.com):
  TV-01: The set-up, the movement, hitting, entering from the bar and bearing off are Backgammon's. [Tavla (English Wikipedia) § Overview; Tavla / Takhteh game (backgammon-game.eu) § Rule Differences from Backgammon]
  TV-02: Each player rolls one die; the higher starts, and rolls both dice again for his first turn; equal dice are rolled again. [Tavla (English Wikipedia) § Overview; Tavla / Takhteh game (backgammon-game.eu) § Rule Differences from Backgammon; Turkish Backgammon (Tavla), jasonbgraham.com § Movement]
  TV-03: A checker that hits in its owner's home board may not move on in the same turn (no hit-and-run there). [Tavla (English Wikipedia) § Overview; Tavla / Takhteh game (backgammon-game.eu) § Rule Differences from Backgammon]
  TV-04: A win scores 1 point, a gammon (the loser has borne off none) 2; there is no backgammon. [Tavla (English Wikipedia) § Overview; Tavla / Takhteh game (backgammon-game.eu) § Rule Differences from Backgammon]
  TV-05: There is no doubling cube. [Tavla (English Wikipedia) § Overview; Tavla / Takhteh game (backgammon-game.eu) § Rule Differences from Backgammon]
  TV-06: The game's Persian name is Takhteh. [Tavla (English Wikipedia) § introduction]

  Background:
    Given the variant "tavla"

  @rule:TV-06
  Scenario: The variant is also known by its Persian name
    Then the variant is also called "Takhteh"

  Rule: the winner of the opening roll rolls again for his first turn

    @rule:TV-02
    Scenario: The opening numbers are not played
      Given a new game
      When the opening dice are 2 and 6
      Then the position is "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | O to roll again"
      When O rolls 3-1
      Then O is to play 3-1

    @rule:TV-02
    Scenario: Equal opening dice are rolled again
      Given a new game
      When the opening dice are 3 and 3
      Then the position is "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | opening roll"

  Rule: a win scores 1, a gammon 2, and there is no backgammon

    @rule:TV-04
    Scenario Outline: What the winner scores
      Given the position "X <loser> | O off:15 | O has won"
      Then the score is O wins a <result> for <points> points

      Examples:
        | loser           | result | points |
        | 4:14 off:1      | single | 1      |
        | 13:15           | gammon | 2      |
        | bar:2 24:3 13:10 | gammon | 2     |

  Rule: there is no doubling cube

    @rule:TV-05
    Scenario: No player may double
      Given the starting position
      Then the variant has no doubling cube
      And X may not double

  Rule: the rest is Backgammon's

    @rule:TV-01
    Scenario: Backgammon's set-up
      Given the starting position
      Then the position is "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | X to roll"

    @rule:TV-01
    Scenario: A hit checker goes to the bar and must enter first
      Given the position "X 13:15 | O 24:14 14:1 | X to roll"
      When X rolls 3-2
      And X plays "13/11* 13/10"
      Then the position is "X 13:13 11:1 10:1 | O bar:1 24:14 | O to roll"
      When O rolls 6-5
      Then "24/18 24/19" is illegal
      And "bar/20 24/18" is legal

  Rule: no hit-and-run in one's own home board

    @rule:TV-03
    Scenario: A checker that hits in the home board stops there
      Given the position "X 13:12 12:1 8:2 | O 24:13 20:1 15:1 | X to roll"
      When X rolls 3-2
      Then "8/5*/3" is illegal
      And "8/5* 8/6" is legal
      And "8/5* 12/10*" is legal

    @rule:TV-03
    Scenario: Outside the home board a checker that hits may move on
      Given the position "X 13:12 12:1 8:2 | O 24:13 20:1 15:1 | X to roll"
      When X rolls 3-2
      Then "12/10*/7" is legal
      And "8/3" is legal

    @rule:TV-03
    Scenario: A checker that would hit in the home board and move on must take the other way
      Given the position "X 7:1 off:14 | O 24:13 20:1 22:1 | X to roll"
      When X rolls 2-1
      Then the legal plays are:
        | play |
        | 7/4  |

# Sources and differences
# Read: Tavla (English Wikipedia), sections introduction and Overview; Tavla / Takhteh game
# (backgammon-game.eu), section Rule Differences from Backgammon; Turkish Backgammon (Tavla)
# (jasonbgraham.com), section Movement.
# The first two list the same four differences from Backgammon (the opening winner re-rolls,
# no hit-and-run in one's home board, 1 for a win and 2 for a gammon with no backgammon, no
# cube) and leave everything else to Backgammon: all of it is the default. Neither says what
# equal opening dice do; with no cube to turn, jasonbgraham.com's "both roll again" is the
# default (Backgammon's automatic doubles have nothing to double).
# "No hit-and-run" is read as: the checker that hits in its owner's home board stops on the
# point it hit; the other dice may move other checkers, or another checker on through it.
# No source read here differs from another, so Tavla has no options.
