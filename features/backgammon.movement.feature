Feature: Backgammon: moving the checkers
  The Polish rules page "Backgammon" (clauses BG-04, BG-12 to BG-15, BG-19) says: checkers
  move one way only, from the opponent's home board round to their own, the two colours in
  opposite directions. Each die is one move; a double is four moves of its number; a player may
  not pass, but must play as many of his numbers as he can. A point held by two or more
  checkers is safe from the opponent, and six such points in a row (a prime) cannot be passed
  by the opponent, while their owner moves past them freely.

  Background:
    Given the variant "backgammon"

  Rule: BG-04 one direction only, the two colours opposite ways

    @clause:BG-04
    Scenario: X runs from point 24 to point 1, O the other way round
      Then X's track runs from point 24 to point 1
      And O's track runs from point 1 to point 24
      And the two tracks run in opposite directions

    @clause:BG-04
    Scenario: A checker may not move backwards
      Given the starting position
      When X rolls 2-1
      Then "8/10 6/5" is illegal
      And "6/7 6/4" is illegal
      And "6/4 6/5" is legal

    @clause:BG-04
    Scenario: O moves the other way round the same board
      Given the position "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | O to roll"
      When O rolls 3-1
      And O plays "8/5 6/5"
      Then the position is "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:2 6:4 5:2 | X to roll"

  Rule: BG-12 each die is one move; BG-13 a double is four moves

    @clause:BG-12 @clause:BG-13
    Scenario Outline: The number of distinct plays from the starting position (golden numbers)
      Given the starting position
      When X rolls <roll>
      Then there are <plays> legal plays

      Examples:
        | roll | plays |
        | 1-1  | 42    |
        | 2-1  | 15    |
        | 3-1  | 16    |
        | 4-1  | 14    |
        | 5-1  | 8     |
        | 6-1  | 10    |
        | 2-2  | 75    |
        | 3-2  | 17    |
        | 4-2  | 18    |
        | 5-2  | 8     |
        | 6-2  | 14    |
        | 3-3  | 73    |
        | 4-3  | 17    |
        | 5-3  | 9     |
        | 6-3  | 14    |
        | 4-4  | 52    |
        | 5-4  | 9     |
        | 6-4  | 14    |
        | 5-5  | 4     |
        | 6-5  | 7     |
        | 6-6  | 11    |

    @clause:BG-12
    Scenario: 3-1 moves two checkers, or one checker both numbers
      Given the starting position
      When X rolls 3-1
      Then "8/5 6/5" is legal
      And "13/10 6/5" is legal
      And "13/9" is legal
      And "8/6 6/5" is illegal
      When X plays "8/5 6/5"
      Then the position is "X 24:2 13:5 8:2 6:4 5:2 | O 24:2 13:5 8:3 6:5 | O to roll"

    @clause:BG-13
    Scenario: A lone checker plays 2-2 four times
      Given the position "X 13:1 off:14 | O 24:2 13:5 8:3 6:5 | X to roll"
      When X rolls 2-2
      Then the only legal play is "13/5"
      When X plays "13/5"
      Then the position is "X 5:1 off:14 | O 24:2 13:5 8:3 6:5 | O to roll"

  Rule: BG-14 no passing: as many numbers as possible are played

    @clause:BG-14
    Scenario: Playing nothing is not allowed while a move exists
      Given the starting position
      When X rolls 6-5
      Then "no move" is illegal
      And "24/18" is illegal
      And "24/13" is legal

    @clause:BG-14
    Scenario: A checker that can use both numbers must use both
      Given the position "X 24:1 off:14 | O 6:15 | X to roll"
      When X rolls 6-4
      Then the only legal play is "24/14"

    @clause:BG-14
    Scenario: A double is played as far as it goes
      Given the position "X 24:1 off:14 | O 10:2 6:13 | X to roll"
      When X rolls 3-3
      Then the only legal play is "24/18"
      When X plays "24/18"
      Then the position is "X 18:1 off:14 | O 10:2 6:13 | O to roll"

  Rule: BG-15 a point of two or more checkers is safe

    @clause:BG-15 @clause:BG-13
    Scenario: 5-5 from the start: O's 6 point and the 24-point landing spot are closed
      Given the starting position
      When X rolls 5-5
      Then "24/19" is illegal
      And "6/1" is illegal
      And the legal plays are:
        | play             |
        | 13/8(4)          |
        | 13/8(3) 8/3      |
        | 13/8(2) 8/3(2)   |
        | 13/8 8/3(3)      |

    @clause:BG-15
    Scenario: A checker may not land on a point of two opposing checkers
      Given the position "X 24:1 off:14 | O 7:2 6:13 | X to roll"
      When X rolls 6-1
      Then "24/18" is illegal
      And the only legal play is "24/17"

  Rule: BG-19 six blocked points in a row are a prime

    @clause:BG-19
    Scenario Outline: A checker behind a six-point prime cannot get past it
      Given the position "X 19:1 off:14 | O 12:2 11:2 10:2 9:2 8:2 7:2 1:3 | X to roll"
      When X rolls <roll>
      Then X has no legal move

      Examples:
        | roll |
        | 6-6  |
        | 6-5  |
        | 4-3  |
        | 2-1  |
        | 1-1  |

    @clause:BG-19
    Scenario: The owner of the prime moves past it freely
      Given the position "X 19:1 off:14 | O 13:1 12:2 11:2 10:2 9:2 8:2 7:2 1:2 | O to roll"
      When O rolls 6-5
      Then "13/2" is legal
