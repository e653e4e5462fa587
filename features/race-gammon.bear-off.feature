Feature: Race Gammon: bearing off from the shared finishing quarter
  Race Gammon (Ukrainian rules page), clauses RG-15 and RG-03.

  A player may start bearing off once all fifteen of his checkers stand in the finishing
  quarter (points 1 to 6 of the shared track). A die bears off a checker from the point
  of its own number. If that point is empty, the player must make a legal move with a
  checker on a higher point; only when no checker stands higher does the die bear off a
  checker from the highest occupied point. The first to bear off all fifteen wins.

  Rule: RG-15 bearing off once all are in the finishing quarter

    @clause:RG-15 @clause:RG-06 @ambiguity:A1
    Scenario: With free entry, a checker still in hand keeps every checker from bearing off
      Given the variant "race-gammon" with option "free-entry"
      And the position "X 1:14 hand:1 | O hand:15 | X to play 6-5"
      Then the only legal play is "hand/14"

    @clause:RG-15 @clause:RG-07 @ambiguity:A1
    Scenario: Without free entry, too, nothing comes off while a checker is in hand
      Given the variant "race-gammon"
      And the position "X 1:14 hand:1 | O hand:15 | X to play 6-5"
      Then the only legal play is "hand/14"

    @clause:RG-15
    Scenario: No checker comes off while one is still outside the finishing quarter
      Given the variant "race-gammon"
      And the position "X 9:1 4:2 off:12 | O 20:15 | X to play 4-2"
      Then "4/off 9/7" is illegal
      And "4/off 4/2" is illegal
      And the legal plays are:
        | play     |
        | 9/5 4/2  |
        | 9/3      |

    @clause:RG-15
    Scenario: A checker that comes home with the first die lets the second bear off
      Given the variant "race-gammon"
      And the position "X 8:1 4:2 off:12 | O 20:15 | X to play 4-2"
      Then the legal plays are:
        | play      |
        | 8/6 4/off |
        | 8/2       |

    @clause:RG-15 @clause:RG-03
    Scenario: Each die bears off a checker from the point of its own number
      Given the variant "race-gammon"
      And the position "X 3:1 1:1 off:13 | O 20:15 | X to play 3-1"
      When X plays "3/off 1/off"
      Then the position is "X off:15 | O 20:15 | X has won"

    @clause:RG-15
    Scenario: A number higher than every occupied point bears off from the highest
      Given the variant "race-gammon"
      And the position "X 4:1 2:1 off:13 | O 20:15 | X to play 6-5"
      Then the only legal play is "4/off 2/off"

    @clause:RG-15
    Scenario: A number whose point is empty must move a checker from a higher point
      Given the variant "race-gammon"
      And the position "X 6:1 2:1 off:13 | O 20:15 | X to play 4-3"
      Then "2/off 6/3" is illegal
      And the only legal play is "6/off"
      When X plays "6/off"
      Then the position is "X 2:1 off:14 | O 20:15 | O to roll"
