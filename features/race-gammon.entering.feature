Feature: Race Gammon: entering checkers into the shared starting quarter
  Race Gammon (Ukrainian rules page), clauses RG-05, RG-06, RG-07, with the project's
  readings A1 and A13.

  A checker comes onto the board on the point of the starting quarter that its die names:
  a 6 and a 3 bring one checker to the sixth and one to the third point of that quarter
  (the page calls it the opponent's home). In each player's own numbering those are the 19
  and the 22 point.

  The page says two things that disagree (A1): that once some checkers are in, a roll may
  move them, enter more, or both (RG-06); and that all checkers must be entered before any
  other move (RG-07). Its rule for doubles while entering (RG-13) only makes sense with the
  second, so that is the default: no entered checker moves while one of the player's own
  checkers waits in hand or on the bar. The first reading is the option "free-entry".
  Either way, a checker on the bar comes in before anything else moves, entering from hand
  included (A13).

  Rule: RG-05 a checker enters on the starting-quarter point its die names

    @clause:RG-05
    Scenario Outline: Each die enters one checker on its own point of the starting quarter
      Given the variant "race-gammon"
      And the position "X hand:15 | O hand:15 | X to roll"
      When X rolls <dice>
      Then the only legal play is "<play>"

      Examples:
        | dice | play            |
        | 6-3  | hand/22 hand/19 |
        | 5-1  | hand/24 hand/20 |
        | 2-1  | hand/24 hand/23 |
        | 6-4  | hand/21 hand/19 |

    @clause:RG-05
    Scenario: Entering the sixth and the third point of the starting quarter
      Given the variant "race-gammon"
      And the position "X hand:15 | O hand:15 | X to play 6-3"
      When X plays "hand/22 hand/19"
      Then the position is "X hand:13 22:1 19:1 | O hand:15 | O to roll"

  Rule: RG-07 every checker is entered before any other move (the default reading of A1)

    @clause:RG-07 @ambiguity:A1
    Scenario: With checkers still in hand, the entered ones wait
      Given the variant "race-gammon"
      And the position "X hand:13 22:1 19:1 | O hand:15 | X to play 5-2"
      Then the only legal play is "hand/23 hand/20"
      And "22/17 19/17" is illegal
      And "hand/20 22/20" is illegal
      And "19/12" is illegal

    @clause:RG-07 @ambiguity:A1
    Scenario: Once the last checker is in, the rest of the roll may move the entered ones
      Given the variant "race-gammon"
      And the position "X hand:1 21:14 | O hand:15 | X to play 6-5"
      Then the legal plays include:
        | play         |
        | hand/20 21/15 |
        | hand/19 21/16 |
        | hand/19/14    |
      And "21/16 21/15" is illegal

  Rule: RG-06 with the option free-entry, entered checkers move while others wait (A1)

    @clause:RG-06 @ambiguity:A1
    Scenario: Under free entry a roll may enter, move, or do both
      Given the variant "race-gammon" with option "free-entry"
      And the position "X hand:13 22:1 19:1 | O hand:15 | X to play 5-2"
      Then the legal plays include:
        | play            |
        | hand/23 hand/20 |
        | 22/17 19/17     |
        | hand/20 22/20   |
        | 19/12           |
        | hand/23 19/14   |

    @clause:RG-06 @ambiguity:A1
    Scenario: Under free entry the bar still comes first
      Given the variant "race-gammon" with option "free-entry"
      And the position "X bar:1 hand:2 22:12 | O hand:15 | X to play 5-3"
      Then "22/17 22/19" is illegal
      And "hand/20 22/19" is illegal
      And the legal plays include:
        | play           |
        | bar/20 22/19   |
        | bar/22 hand/20 |
        | bar/17         |

  Rule: A13 a checker on the bar re-enters before anything else, entering from hand included

    @clause:RG-14 @ambiguity:A13
    Scenario: The hit checker comes in before the ones still in hand
      Given the variant "race-gammon"
      And the position "X bar:1 hand:2 22:12 | O hand:15 | X to play 5-3"
      Then the only legal play is "bar/20 hand/22"
      And "hand/20 hand/22" is illegal
      When X plays "bar/20 hand/22"
      Then the position is "X hand:1 22:13 20:1 | O hand:15 | O to roll"
