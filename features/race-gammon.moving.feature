Feature: Race Gammon: moving, open points and the use of both dice
  Race Gammon (Ukrainian rules page), clauses RG-08, RG-09, RG-10, with the project's
  reading A2.

  A checker may stop only on an open point: one that does not hold two or more of the
  opponent's checkers. On the shared track both players' checkers run the same way, so a
  point the opponent has made ahead of a checker stands in its path. The two dice are two
  separate moves: one checker may take both, but only if the point where it stops between
  them is open too. Both numbers must be played when they can be; when only one of them can
  be, it is played, and when either but not both can be, the larger (A2: the standard rule,
  as in Short Nardy).

  Rule: RG-08 a checker lands only on an open point

    @clause:RG-08
    Scenario: A point held by two opposing checkers is closed
      Given the variant "race-gammon"
      And the position "X 13:1 off:14 | O 10:2 off:13 | X to play 3-1"
      Then "13/10/9" is illegal
      And "13/10 10/9" is illegal
      And the only legal play is "13/12/9"

    @clause:RG-08 @clause:RG-14
    Scenario: On the shared track a point with a single opposing checker is open
      Given the variant "race-gammon"
      And the position "X 13:1 off:14 | O 10:1 off:14 | X to play 3-1"
      Then the legal plays are:
        | play       |
        | 13/10*/9   |
        | 13/12/9    |

  Rule: RG-09 the dice are separate moves; one checker taking both needs an open stop

    @clause:RG-09
    Scenario: One checker may move 5 and another 3, or one checker 8
      Given the variant "race-gammon"
      And the position "X 13:2 off:13 | O hand:15 | X to play 5-3"
      Then the legal plays are:
        | play        |
        | 13/8 13/10  |
        | 13/5        |

    @clause:RG-09
    Scenario Outline: Moving 8 with one checker needs one of the two stops open
      Given the variant "race-gammon"
      And the position "X 13:1 off:14 | O <blocks> | X to play 5-3"
      Then the only legal play is "<play>"

      Examples:
        | blocks            | play    |
        | 10:2 off:13       | 13/8/5  |
        | 8:2 off:13        | 13/10/5 |

    @clause:RG-09
    Scenario: With both stops closed, the checker cannot move 8
      Given the variant "race-gammon"
      And the position "X 13:1 off:14 | O 10:2 8:2 off:11 | X to play 5-3"
      Then X has no legal move
      When X plays "no move"
      Then the position is "X 13:1 off:14 | O 10:2 8:2 off:11 | O to roll"

  Rule: RG-10 both numbers if possible, else the larger (A2)

    @clause:RG-10
    Scenario: A play that uses one die when both can be used is not allowed
      Given the variant "race-gammon"
      And the position "X 13:2 off:13 | O hand:15 | X to play 6-5"
      Then "13/7" is illegal
      And "13/8" is illegal
      And "13/7 13/8" is legal

    @clause:RG-10 @ambiguity:A2
    Scenario: When either number but not both can be played, the larger is played
      Given the variant "race-gammon"
      And the position "X 13:1 off:14 | O 2:2 off:13 | X to play 6-5"
      Then the only legal play is "13/7"
      And "13/8" is illegal
      When X plays "13/7"
      Then the position is "X 7:1 off:14 | O 2:2 off:13 | O to roll"

    @clause:RG-10 @ambiguity:A2
    Scenario: When only the smaller number can be played at all, it is played
      Given the variant "race-gammon"
      And the position "X 13:1 off:14 | O 7:2 2:2 off:11 | X to play 6-5"
      Then the only legal play is "13/8"
      When X plays "13/8"
      Then the position is "X 8:1 off:14 | O 7:2 2:2 off:11 | O to roll"
