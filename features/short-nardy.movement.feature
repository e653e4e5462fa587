Feature: Short Nardy: moving the checkers
  The Ukrainian rules page "Short Nardy" (SN-03 to SN-07) says: checkers always move forward,
  to a lower-numbered point counted from the mover's side. A checker may stop only on an open
  point, one not held by two or more opposing checkers. The two dice are separate moves: with
  5-3 one checker may go five and another three, or one checker eight, but only if the point
  where it stops in between is open too. A double is played twice over, four moves in any
  combination of checkers. Both numbers (all four of a double) must be used when the rules
  allow it; if only one can be played, that one; if either but not both, the larger; if
  neither, the turn is lost; and of a double as many as can be.

  Background:
    Given the variant "short-nardy"

  Rule: SN-03 checkers move forward only, to lower-numbered points

    @clause:SN-03
    Scenario: A checker may not move to a higher-numbered point
      Given the starting position
      When X rolls 2-1
      Then there are 15 legal plays
      And "13/15 6/5" is illegal
      And "6/8 6/5" is illegal
      And "13/11 6/5" is legal

  Rule: SN-04 a checker may land only on an open point

    @clause:SN-04
    Scenario: Points held by two or more of O's checkers are closed
      Given the starting position
      When X rolls 5-5
      Then "24/19(2) 13/8(2)" is illegal
      And "6/1(2) 13/8(2)" is illegal
      And there are 4 legal plays

    @clause:SN-04
    Scenario: A point with a single opposing checker is open
      Given the position "X 24:1 off:14 | O 7:1 6:14 | X to roll"
      When X rolls 6-1
      Then "24/18*/17" is legal
      And "24/23/17" is legal

  Rule: SN-05 one checker moving both numbers needs an open point in between

    @clause:SN-05
    Scenario Outline: 5-3 moves one checker eight only through an open point
      Given the position "X 24:1 off:14 | O <opponent> | X to roll"
      When X rolls 5-3
      Then the only legal play is "<play>"

      Examples: the three-away point closed, the five-away point open
        | opponent        | play    |
        | 4:2 13:13       | 24/16   |

      Examples: both points in between closed
        | opponent        | play    |
        | 6:2 4:2 13:11   | no move |

  Rule: SN-06 a double is played four times

    @clause:SN-06
    Scenario: 6-6 from the start gives four sixes, in any combination of checkers
      Given the starting position
      When X rolls 6-6
      Then there are 11 legal plays
      And "24/18(2) 13/7(2)" is legal
      And "13/7(4)" is legal
      And "24/18 13/7(3)" is legal
      When X plays "24/18(2) 13/7(2)"
      Then the position is "X 18:2 13:3 8:3 7:2 6:5 | O 24:2 13:5 8:3 6:5 | O to roll"

  Rule: SN-07 use both numbers if possible, else the larger, else what can be played

    @clause:SN-07
    Scenario Outline: What a lone checker must play when the board gets in the way
      Given the position "X 24:1 off:14 | O <opponent> | X to roll"
      When X rolls <roll>
      Then the only legal play is "<play>"

      Examples:
        | opponent       | roll | play    | why                                  |
        | 6:15           | 6-4  | 24/14   | both numbers can be played           |
        | 11:2 6:13      | 6-4  | 24/18   | either but not both: the larger      |
        | 11:2 7:2 6:11  | 6-4  | 24/20   | only the 4 can be played             |
        | 7:2 5:2 6:11   | 6-4  | no move | neither: the turn is lost            |
        | 10:2 6:13      | 3-3  | 24/18   | a double: as many threes as possible |

    @clause:SN-07
    Scenario: A lost turn passes to the opponent unchanged
      Given the position "X 24:1 off:14 | O 7:2 5:2 6:11 | X to roll"
      When X rolls 6-4
      Then X has no legal move
      When X plays "no move"
      Then the position is "X 24:1 off:14 | O 7:2 6:11 5:2 | O to roll"
