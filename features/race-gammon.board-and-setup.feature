Feature: Race Gammon: one shared track, an empty board at the start, first off wins
  Race Gammon (Ukrainian rules page), clauses RG-01, RG-02, RG-03 and RG-19.

  Both players run their checkers the same way round the board: they enter into the same
  quarter, pass the same points and bear off from the same quarter, so it is a race in which
  the checkers still meet. Nobody starts on the board: all fifteen checkers of each player
  wait to be entered. Whoever bears off all fifteen first wins. The page also calls the game
  the "one-way race".

  In the native notation each side is written in its own numbering; on the shared track the
  two numberings are the same, so X's point 20 and O's point 20 are one point.

  Rule: RG-01 both players move the same way and bear off from the same quarter

    @clause:RG-01
    Scenario: The two players' tracks are one and the same track
      Given the variant "race-gammon"
      Then the two tracks are the same
      And X's track runs from point 24 to point 1
      And the "home" zone is the points 1 to 6

    @clause:RG-01 @clause:RG-02
    Scenario: A point X has made in the starting quarter is closed to O's entering checkers
      Given the variant "race-gammon"
      And the position "X hand:11 20:4 | O hand:15 | O to play 5-3"
      Then the only legal play is "hand/22"
      And "hand/20 hand/22" is illegal

    @clause:RG-01
    Scenario: A checker running behind an opposing blot catches it up and hits it
      Given the variant "race-gammon"
      And the position "X 10:1 off:14 | O 6:1 off:14 | X to play 4-3"
      Then the legal plays are:
        | play     |
        | 10/6*/3  |
        | 10/7/3   |

  Rule: RG-02 all checkers start off the board

    @clause:RG-02
    Scenario: A new game of Race Gammon starts with every checker in hand
      Given the variant "race-gammon"
      And a new game
      Then the position is "X hand:15 | O hand:15 | opening roll"
      And the variant has 15 checkers per side

    @clause:RG-02
    Scenario: The starting position has nothing on the board
      Given the variant "race-gammon"
      And the starting position
      Then the position is "X hand:15 | O hand:15 | X to roll"

  Rule: RG-03 the first to bear off all his checkers wins

    @clause:RG-03
    Scenario: Bearing off the last checker wins the race
      Given the variant "race-gammon"
      And the position "X 1:1 off:14 | O 3:2 off:13 | X to play 2-1"
      When X plays "1/off"
      Then the position is "X off:15 | O 3:2 off:13 | X has won"
      And the game is over
      And the score is X wins a single for 1 point

    @clause:RG-03
    Scenario: A game with checkers still to bear off goes on
      Given the variant "race-gammon"
      And the position "X 3:1 1:1 off:13 | O 5:2 off:13 | X to play 2-1"
      When X plays "3/1 1/off"
      Then the position is "X 1:1 off:14 | O 5:2 off:13 | O to roll"
      And the game is not over

  Rule: RG-19 the game is also called the one-way race

    @clause:RG-19
    Scenario: Race Gammon goes by its other name too
      Given the variant "race-gammon"
      Then the variant is titled "Race Gammon"
      And the variant is also called "One-way race"
