Feature: Backgammon: bearing off
  The Polish rules page "Backgammon" (clauses BG-20 to BG-23) says: once all of a player's
  checkers are in his home board he may bear them off, a 1 from the 1 point, a 2 from the 2
  point and so on. He need not: he may move a checker inside the home board instead, say to
  cover a blot. A number higher than his highest occupied point bears off a checker from that
  highest point (worked example: 5-5 with checkers on the 5, two on the 3, one on the 2 and one
  on the 1 bears off the four highest and leaves the one on the 1 point). A checker hit after
  bearing off has begun must come back in and home before another may be borne off.

  Background:
    Given the variant "backgammon"

  Rule: BG-20 all home, then a number bears off from its own point

    @clause:BG-20
    Scenario: 6-4 bears off from the 6 and the 4 points
      Given the position "X 6:1 4:1 off:13 | O 6:5 5:5 4:5 | X to roll"
      When X rolls 6-4
      Then the legal plays are:
        | play          |
        | 6/off 4/off   |
        | 6/2 4/off     |
      When X plays "6/off 4/off"
      Then the position is "X off:15 | O 6:5 5:5 4:5 | X has won"

    @clause:BG-20
    Scenario: No checker comes off while one is still outside the home board
      Given the position "X 8:1 6:1 off:13 | O 6:5 5:5 4:5 | X to roll"
      When X rolls 6-1
      Then "6/off 8/7" is illegal
      And the legal plays are:
        | play       |
        | 8/1        |
        | 8/2 6/5    |

    @clause:BG-20
    Scenario: The last checker to come home may be followed by a bear-off in the same roll
      Given the position "X 7:1 6:1 off:13 | O 6:5 5:5 4:5 | X to roll"
      When X rolls 6-5
      Then the legal plays are:
        | play        |
        | 7/1 6/1     |
        | 7/2 6/off   |

  Rule: BG-21 bearing off is not compulsory

    @clause:BG-21
    Scenario: A checker moves in to cover a blot instead of bearing one off
      Given the position "X 6:1 5:1 3:1 off:12 | O 6:5 5:5 4:5 | X to roll"
      When X rolls 3-2
      Then the legal plays are:
        | play        |
        | 6/3 5/3     |
        | 3/off 5/3   |
        | 6/1         |
        | 6/4 5/2     |
        | 5/2 3/1     |
        | 6/4 3/off   |
      When X plays "6/3 5/3"
      Then the position is "X 3:3 off:12 | O 6:5 5:5 4:5 | O to roll"

  Rule: BG-22 a number above the highest checker bears off from the highest point

    @clause:BG-22
    Scenario: The worked example: 5-5 bears off the four highest, leaving the 1 point
      Given the position "X 5:1 3:2 2:1 1:1 off:10 | O 6:5 5:5 4:5 | X to roll"
      When X rolls 5-5
      Then the only legal play is "5/off 3/off(2) 2/off"
      When X plays "5/off 3/off(2) 2/off"
      Then the position is "X 1:1 off:14 | O 6:5 5:5 4:5 | O to roll"

    @clause:BG-22
    Scenario: A higher number may not bear off a lower checker while a higher one stands
      Given the position "X 6:1 3:1 off:13 | O 6:5 5:5 4:5 | X to roll"
      When X rolls 5-1
      Then "3/off 6/5" is illegal
      And the legal plays are:
        | play       |
        | 6/off      |
        | 6/1 3/2    |

  Rule: BG-23 a checker hit in the bear-off comes home again before more come off

    @clause:BG-23 @clause:BG-16
    Scenario: O hits a blot in X's bear-off
      Given the position "X 5:1 4:2 off:12 | O 24:1 6:14 | O to roll"
      When O rolls 4-1
      Then "24/20* 6/5" is legal
      When O plays "24/20* 6/5"
      Then the position is "X bar:1 4:2 off:12 | O 20:1 6:13 5:1 | X to roll"

    @clause:BG-23
    Scenario: The hit checker enters and runs; nothing comes off meanwhile
      Given the position "X bar:1 4:2 off:12 | O 20:1 6:13 5:1 | X to roll"
      When X rolls 6-4
      Then "bar/21 4/off" is illegal
      And the only legal play is "bar/21/15"
      When X plays "bar/21/15"
      Then the position is "X 15:1 4:2 off:12 | O 20:1 6:13 5:1 | O to roll"
