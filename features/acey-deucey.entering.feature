Feature: Acey Deucey: Backgammon from an empty board, entering and moving mixed
  Backgammon (Polish rules page), section Acey Deucey, clauses AD-01 to AD-04, with the
  project's readings A7, A12 and A13.

  Acey Deucey is Backgammon with a few differences, close to Dutch Backgammon; whatever the
  page does not change is Backgammon's (A12): an ordinary double is four moves, and bearing
  off follows Backgammon's rule for a number higher than the highest point. The starter also
  picks which table to enter on, the opponent taking the opposite one; that choice only
  mirrors the board and changes nothing in the game (A7), so the game does not ask for it.
  All checkers start in hand. Unlike Dutch Backgammon, a player need not enter all his
  checkers before moving others, neither at the start nor later. A checker on the bar still
  comes in before anything else moves, entering from hand included (A13).

  Rule: AD-01 Acey Deucey is Backgammon with the differences below

    @clause:AD-01 @ambiguity:A12
    Scenario: Acey Deucey extends Backgammon
      Given the variant "acey-deucey"
      Then the variant extends "backgammon"
      And the two tracks run in opposite directions
      And the "home" zone is the points 1 to 6

    @clause:AD-01 @ambiguity:A12
    Scenario: An ordinary double is four moves of its number, with nothing after it
      Given the variant "acey-deucey"
      And the position "X 13:15 | O hand:15 | X to roll"
      When X rolls 3-3
      Then the position is "X 13:15 | O hand:15 | X to play 3-3-3-3"
      When X plays "13/10(4)"
      Then the position is "X 13:11 10:4 | O hand:15 | O to roll"

    @clause:AD-01 @ambiguity:A12 @clause:BG-22
    Scenario: Bearing off with a higher number as in Backgammon's worked example
      Given the variant "acey-deucey"
      And the position "X 5:1 3:2 2:1 1:1 off:10 | O hand:15 | X to play 5-5-5-5"
      Then the only legal play is "5/off 3/off(2) 2/off"
      When X plays "5/off 3/off(2) 2/off"
      Then the position is "X 1:1 off:14 | O hand:15 | O to roll"

    @clause:AD-01 @ambiguity:A12 @clause:BG-20
    Scenario: A checker still in hand keeps every checker from bearing off
      Given the variant "acey-deucey"
      And the position "X 1:14 hand:1 | O hand:15 | X to play 6-5"
      Then the only legal play is "hand/14"

    @clause:AD-01 @ambiguity:A12 @clause:BG-20
    Scenario: Once the last checker is in, the same roll bears off
      Given the variant "acey-deucey"
      And the position "X 2:1 1:14 | O hand:15 | X to play 6-5"
      Then the only legal play is "2/off 1/off"

  Rule: AD-02 the choice of entry table is cosmetic (A7)

    @clause:AD-02 @ambiguity:A7
    Scenario: After the opening roll the starter plays at once; there is no table to choose
      Given the variant "acey-deucey"
      And a new game
      When the opening dice are 5 and 3
      Then the position is "X hand:15 | O hand:15 | X to play 5-3"
      When X plays "hand/22 hand/20"
      Then the position is "X hand:13 22:1 20:1 | O hand:15 | O to roll"

    @clause:AD-02 @ambiguity:A7
    Scenario: Each player enters on the table opposite the other's and moves the other way
      Given the variant "acey-deucey"
      Then the two tracks run in opposite directions
      And the two home boards face each other

  Rule: AD-03 all checkers start in hand

    @clause:AD-03
    Scenario: A new game of Acey Deucey starts with every checker in hand
      Given the variant "acey-deucey"
      And a new game
      Then the position is "X hand:15 | O hand:15 | opening roll"

    @clause:AD-03 @clause:AD-08
    Scenario: Equal opening dice are rolled again; there is no stake to double
      Given the variant "acey-deucey"
      And a new game
      When the opening dice are 4 and 4
      Then the position is "X hand:15 | O hand:15 | opening roll"
      And the cube is at 1

  Rule: AD-04 entering and moving mix freely, at the start and later

    @clause:AD-04
    Scenario: With checkers still in hand, a roll may enter, move, or both
      Given the variant "acey-deucey"
      And the position "X hand:13 20:1 19:1 | O hand:15 | X to play 5-3"
      Then the legal plays include:
        | play            |
        | hand/22 hand/20 |
        | 20/15 19/16     |
        | hand/20 20/17   |
        | 19/11           |

    @clause:AD-04
    Scenario: Later in the game, too, checkers in hand need not come in first
      Given the variant "acey-deucey"
      And the position "X hand:3 13:6 8:3 6:3 | O hand:4 13:5 8:3 6:3 | X to play 5-3"
      Then the legal plays include:
        | play            |
        | 13/8 13/10      |
        | hand/22 hand/20 |
        | hand/20 8/5     |
        | 8/3 6/3         |

  Rule: A13 the bar comes before everything, entering from hand included

    @clause:AD-04 @ambiguity:A13 @clause:BG-18
    Scenario: A hit checker re-enters before a checker comes in from hand
      Given the variant "acey-deucey"
      And the position "X bar:1 hand:4 13:5 8:3 6:2 | O hand:4 13:5 8:3 6:3 | X to play 6-4"
      Then "hand/21 13/7" is illegal
      And "13/7 8/4" is illegal
      And the legal plays include:
        | play         |
        | bar/21 13/7  |
        | bar/21 8/2   |
        | bar/15       |
