Feature: Short Nardy: bringing the checkers home and bearing off
  The Ukrainian rules page "Short Nardy" (SN-01, SN-08, SN-09) says: the aim is to bring all
  fifteen checkers into one's home board and then bear them off; the first to bear off all of
  them wins. Bearing off starts only once all fifteen are home. A number bears off a checker
  from the point it names. If that point is empty, a legal move with a checker on a higher
  point must be made; if no checker stands higher, the checker on the highest occupied point is
  borne off, and must be. A player need not bear off if he has another legal move.

  Background:
    Given the variant "short-nardy"

  Rule: SN-01 all fifteen home first, then bear off; the first to finish wins

    @clause:SN-01
    Scenario: Nothing comes off while a checker is outside the home board
      Given the position "X 8:1 6:1 off:13 | O 6:5 5:5 4:5 | X to roll"
      When X rolls 6-1
      Then "6/off 8/7" is illegal
      And the legal plays are:
        | play    |
        | 8/1     |
        | 8/2 6/5 |

    @clause:SN-01
    Scenario: The first player to bear off all fifteen wins
      Given the position "X 2:1 1:1 off:13 | O 6:5 5:5 4:5 | X to roll"
      When X rolls 4-3
      Then the only legal play is "2/off 1/off"
      When X plays "2/off 1/off"
      Then the game is over
      And the position is "X off:15 | O 6:5 5:5 4:5 | X has won"

  Rule: SN-08 a number bears off from its point, or moves a higher checker, or takes the highest

    @clause:SN-08
    Scenario: Each number bears off from the point it names
      Given the position "X 6:1 4:1 off:13 | O 6:5 5:5 4:5 | X to roll"
      When X rolls 6-4
      Then "6/off 4/off" is legal

    @clause:SN-08
    Scenario: With the 5 point empty and a checker on the 6, the 5 must move it
      Given the position "X 6:1 3:1 off:13 | O 6:5 5:5 4:5 | X to roll"
      When X rolls 5-1
      Then "3/off 6/5" is illegal
      And the legal plays are:
        | play    |
        | 6/off   |
        | 6/1 3/2 |

    @clause:SN-08
    Scenario: With no checker higher, the highest one must come off
      Given the position "X 3:1 2:1 off:13 | O 6:5 5:5 4:5 | X to roll"
      When X rolls 6-5
      Then the only legal play is "3/off 2/off"

  Rule: SN-09 bearing off is not compulsory

    @clause:SN-09
    Scenario: A player may move inside his home board instead of bearing off
      Given the position "X 6:1 5:1 3:1 off:12 | O 6:5 5:5 4:5 | X to roll"
      When X rolls 3-2
      Then the legal plays include:
        | play      |
        | 6/3 5/3   |
        | 6/4 3/off |
        | 3/off 5/3 |
      When X plays "6/3 5/3"
      Then the position is "X 3:3 off:12 | O 6:5 5:5 4:5 | O to roll"
