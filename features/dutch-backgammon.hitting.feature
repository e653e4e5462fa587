Feature: Dutch Backgammon: no hitting until a checker of yours is home
  Backgammon (Polish rules page), section Dutch Backgammon, clause DU-03, with the project's
  readings A9 and A16.

  The second difference from Backgammon: a player may not hit an opposing blot until at least
  one of his own checkers has reached his home board. The project judges this before each
  single move, on the position as it then stands (A16): the player needs a checker on his home
  board or already borne off, and the hitting checker's own arrival does not count. A checker
  moved home by the first die therefore lets the second die hit. Until then a point holding
  one opposing checker is simply closed to him, and entering from hand onto such a point
  would be a hit, so it is closed to his entering checkers too (A9).

  Rule: DU-03 a player hits only once one of his checkers is home

    @clause:DU-03
    Scenario: With no checker home, a lone opposing checker closes its point
      Given the variant "dutch-backgammon"
      And the position "X 20:14 10:1 | O 24:14 18:1 | X to play 3-2"
      Then "10/7* 20/18" is illegal
      And "10/7/5" is illegal
      And the legal plays include:
        | play        |
        | 10/8/5      |
        | 20/17 10/8  |
        | 20/15       |

    @clause:DU-03
    Scenario: With a checker home, the blot may be hit
      Given the variant "dutch-backgammon"
      And the position "X 20:13 10:1 5:1 | O 24:14 18:1 | X to play 3-2"
      Then "10/7* 20/18" is legal
      When X plays "10/7* 20/18"
      Then the position is "X 20:12 18:1 7:1 5:1 | O bar:1 24:14 | O to roll"

    @clause:DU-03 @ambiguity:A16
    Scenario: A checker already borne off counts as one that has reached home
      Given the variant "dutch-backgammon"
      And the position "X 20:13 10:1 off:1 | O 24:14 18:1 | X to play 3-2"
      Then "10/7* 20/18" is legal

  Rule: A16 "has a checker home" is judged before each single move

    @clause:DU-03 @ambiguity:A16
    Scenario: The hitting checker's own arrival home does not count
      Given the variant "dutch-backgammon"
      And the position "X 20:13 8:2 | O 24:14 19:1 | X to play 3-2"
      Then "8/6*/3" is illegal
      And "8/6* 20/17" is illegal

    @clause:DU-03 @ambiguity:A16
    Scenario: A checker brought home by the first die lets the second die hit
      Given the variant "dutch-backgammon"
      And the position "X 20:13 8:2 | O 24:14 19:1 | X to play 3-2"
      When X plays "8/5 8/6*"
      Then the position is "X 20:13 6:1 5:1 | O bar:1 24:14 | O to roll"

  Rule: A9 entering from hand onto a lone opposing checker is a hit, so it waits too

    @clause:DU-03 @clause:DU-02 @ambiguity:A9
    Scenario: The entry point holding one opposing checker is closed to a player with none home
      Given the variant "dutch-backgammon"
      And the position "X hand:2 24:13 | O 6:14 5:1 | X to play 5-4"
      Then the only legal play is "hand/21"
      When X plays "hand/21"
      Then the position is "X hand:1 24:13 21:1 | O 6:14 5:1 | O to roll"
