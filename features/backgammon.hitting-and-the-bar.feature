Feature: Backgammon: hitting, the bar and entering
  The Polish rules page "Backgammon" (clauses BG-16 to BG-18) says: a point held by a single
  checker is a blot; an opposing checker that lands there hits it, and the hit checker goes to
  the bar. It comes back in through the opponent's home board: a 1 enters on the opponent's 1
  point (the one farthest from its owner's home), a 5 on his 5 point. While a player has a
  checker on the bar, nothing else of his may move until every one has entered; if his roll
  finds only closed points, he plays nothing and the turn passes.

  Background:
    Given the variant "backgammon"

  Rule: BG-16 a blot that is landed on is hit and goes to the bar

    @clause:BG-16
    Scenario: X hits O's blot on O's 7 point
      Given the position "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 7:1 6:4 | X to roll"
      When X rolls 6-1
      Then "24/18* 8/7" is legal
      When X plays "24/18* 8/7"
      Then the position is "X 24:1 18:1 13:5 8:2 7:1 6:5 | O bar:1 24:2 13:5 8:3 6:4 | O to roll"

    @clause:BG-16 @clause:BG-17
    Scenario: Entering from the bar onto a blot hits it
      Given the position "X bar:1 6:14 | O 13:14 3:1 | X to roll"
      When X rolls 3-3
      Then "bar/22* 6/3(3)" is legal
      When X plays "bar/22* 6/3(3)"
      Then the position is "X 22:1 6:11 3:3 | O bar:1 13:14 | O to roll"

    @clause:BG-16
    Scenario: A checker hit on the way of a move goes to the bar too
      Given the position "X 17:1 off:14 | O 20:1 6:14 | X to roll"
      When X rolls 4-4
      Then the only legal play is "17/13/9/5*/1"
      When X plays "17/13/9/5*/1"
      Then the position is "X 1:1 off:14 | O bar:1 6:14 | O to roll"

  Rule: BG-17 a hit checker enters in the opponent's home board, on the point of its die

    @clause:BG-17
    Scenario: A 5 enters on the opponent's 5 point, a 3 on his 3 point
      Given the position "X bar:1 6:14 | O 13:15 | X to roll"
      When X rolls 5-3
      Then the legal plays are:
        | play       |
        | bar/17     |
        | bar/20 6/3 |
        | bar/22 6/1 |

    @clause:BG-17
    Scenario: A 1 enters on the opponent's 1 point, farthest from home
      Given the position "X bar:1 6:14 | O 13:13 2:2 | X to roll"
      When X rolls 1-1
      Then the legal plays are:
        | play             |
        | bar/24 6/5(3)    |
        | bar/24 6/5 6/4   |
        | bar/24 6/3       |

    @clause:BG-17
    Scenario: O's hit checkers enter in X's home board
      Given the position "X 13:15 | O bar:1 6:14 | O to roll"
      When O rolls 5-3
      Then the legal plays are:
        | play       |
        | bar/17     |
        | bar/20 6/3 |
        | bar/22 6/1 |

  Rule: BG-18 nothing else moves while a checker is on the bar

    @clause:BG-18
    Scenario: With two on the bar and one number closed, only one checker enters
      Given the position "X bar:2 6:13 | O 13:13 6:2 | X to roll"
      When X rolls 6-3
      Then the only legal play is "bar/22"
      And "bar/22 6/off" is illegal
      And "bar/22/16" is illegal

    @clause:BG-18
    Scenario: A roll that cannot enter loses the turn
      Given the position "X bar:1 6:14 | O 13:11 6:2 5:2 | X to roll"
      When X rolls 6-5
      Then X has no legal move
      And "6/1 6/off" is illegal
      When X plays "no move"
      Then the position is "X bar:1 6:14 | O 13:11 6:2 5:2 | O to roll"
