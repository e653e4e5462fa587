Feature: Dutch Backgammon: Backgammon from an empty board, every checker entered first
  Backgammon (Polish rules page), section Dutch Backgammon, clauses DU-01 and DU-02, with the
  project's readings A8, A12 and A17.

  Dutch Backgammon is Backgammon with exactly two differences; everything the page does not
  change is Backgammon's (A12), and the rules file says so by extending Backgammon. The first
  difference: no checker starts on the board. All fifteen start in hand and come in on the
  opponent's home board, a die's number naming the point as when entering from the bar, and
  all fifteen must be in before any of them moves on. The project reads "before any can move
  on" per player (A8): a player moves no entered checker until all fifteen of his own are in;
  the opponent's checkers in hand do not hold him back.

  Rule: DU-01 everything else is as in Backgammon

    @clause:DU-01 @ambiguity:A12
    Scenario: Dutch Backgammon extends Backgammon
      Given the variant "dutch-backgammon"
      Then the variant extends "backgammon"
      And the two tracks run in opposite directions
      And the "home" zone is the points 1 to 6
      And the cube goes up to 64
      And the variant has the option "plain-reroll"

    @clause:DU-01 @clause:BG-07
    Scenario: Equal opening dice double the stake, as in Backgammon
      Given the variant "dutch-backgammon"
      And a new game
      When the opening dice are 3 and 3
      Then the position is "X hand:15 | O hand:15 | opening roll | cube 2"

    @clause:DU-01 @clause:BG-09
    Scenario: The cube is offered and taken as in Backgammon
      Given the variant "dutch-backgammon"
      And the position "X 20:15 | O 20:15 | X to roll"
      Then X may double
      When X doubles
      Then the position is "X 20:15 | O 20:15 | X doubles to 2, O to take or drop"
      When O takes
      Then the position is "X 20:15 | O 20:15 | X to roll | cube 2 O"

    @clause:DU-01 @ambiguity:A17
    Scenario Outline: Single, gammon and backgammon as in Backgammon; a checker in hand counts as back
      Given the variant "dutch-backgammon"
      And the position "X off:15 | O <left> | X has won"
      Then the score is X wins a <result> for <points> points

      Examples:
        | left          | result     | points |
        | 10:14 off:1   | single     | 1      |
        | 10:15         | gammon     | 2      |
        | hand:1 10:14  | backgammon | 3      |
        | 20:1 10:14    | backgammon | 3      |

  Rule: DU-02 all checkers start in hand and are all entered before any moves on

    @clause:DU-02
    Scenario: A new game of Dutch Backgammon starts with every checker in hand
      Given the variant "dutch-backgammon"
      And a new game
      Then the position is "X hand:15 | O hand:15 | opening roll"

    @clause:DU-02
    Scenario: Checkers enter on the opponent's home board, on the points the dice name
      Given the variant "dutch-backgammon"
      And the position "X hand:15 | O hand:15 | X to roll"
      When X rolls 6-5
      Then the only legal play is "hand/20 hand/19"
      When X plays "hand/20 hand/19"
      Then the position is "X hand:13 20:1 19:1 | O hand:15 | O to roll"

    @clause:DU-02 @ambiguity:A8
    Scenario: With checkers still in hand, the entered ones do not move
      Given the variant "dutch-backgammon"
      And the position "X hand:2 24:13 | O 20:15 | X to play 6-5"
      Then the only legal play is "hand/20 hand/19"
      And "24/18 hand/20" is illegal
      And "24/13" is illegal

    @clause:DU-02 @ambiguity:A8
    Scenario: The last checker in lets the rest of the roll move on
      Given the variant "dutch-backgammon"
      And the position "X hand:1 24:14 | O 20:15 | X to play 6-5"
      Then the legal plays include:
        | play          |
        | hand/20 24/18 |
        | hand/19 24/19 |
        | hand/14       |
      And "24/18 24/19" is illegal

    @clause:DU-02 @ambiguity:A8
    Scenario: The opponent's checkers in hand do not hold a player back
      Given the variant "dutch-backgammon"
      And the position "X hand:2 24:13 | O 20:15 | O to play 6-5"
      Then the legal plays include:
        | play        |
        | 20/14 20/15 |
        | 20/9        |
