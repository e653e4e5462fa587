Feature: Race Gammon: doubles, their complement, and rolling again
  Race Gammon (Ukrainian rules page), clauses RG-11, RG-12, RG-13, with the project's
  readings A4, A14, A15 and A18.

  A double is worth a great deal. The player first plays its number four times; then he
  plays the complement four times, the complement being what the number needs to make 7
  (the face on the other side of the die: 2-2 is followed by four 5s); then he rolls again,
  and another double is played the same way and followed by another roll (A4: the whole
  chain is one turn). Any part of it that cannot be played in full loses everything after
  it: a player with 4-4 who can play only three 4s plays no 3s and does not roll again.

  While checkers are being entered, a double enters four checkers on its number and its
  complement is not played. But when the double brings in every checker that was still to
  come (four or fewer), the turn goes on with the complement and the new roll. "Still to
  come" counts the checkers in hand and on the bar together (A15).

  Each part of the chain is its own decision, with the forced-play rule applied to that part
  alone (A14): the player may play the double so that the complement cannot be played. A game
  won in the middle of a chain ends there (A18).

  In the native notation the position says what the chain still holds, e.g.
  "X to play 4-4-4-4, then 3-3-3-3 when none in hand and none on bar, then roll again".

  Rule: RG-11 a double plays four times, then its complement four times, then rolls again

    @clause:RG-11 @ambiguity:A4
    Scenario: A double and its complement, step by step, and a further double after the new roll
      Given the variant "race-gammon"
      And the position "X 14:15 | O hand:15 | X to roll"
      When X rolls 4-4
      Then the position is:
        """
        X 14:15 | O hand:15 |
        X to play 4-4-4-4, then 3-3-3-3 when none in hand and none on bar, then roll again
        """
      And every legal play moves 4 times
      When X plays "14/10(4)"
      Then the position is "X 14:11 10:4 | O hand:15 | X to play 3-3-3-3, then roll again"
      And every legal play moves 4 times
      When X plays "10/7(4)"
      Then the position is "X 14:11 7:4 | O hand:15 | X to roll again"
      When X rolls 2-2
      Then the position is:
        """
        X 14:11 7:4 | O hand:15 |
        X to play 2-2-2-2, then 5-5-5-5 when none in hand and none on bar, then roll again
        """
      When X plays "14/12(4)"
      Then the position is "X 14:7 12:4 7:4 | O hand:15 | X to play 5-5-5-5, then roll again"
      When X plays "12/7(4)"
      Then the position is "X 14:7 7:8 | O hand:15 | X to roll again"
      When X rolls 6-5
      Then the position is "X 14:7 7:8 | O hand:15 | X to play 6-5"
      When X plays "14/8 14/9"
      Then the position is "X 14:5 9:1 8:1 7:8 | O hand:15 | O to roll"

    @clause:RG-11 @ambiguity:A4
    Scenario: O's doubles chain the same way
      Given the variant "race-gammon"
      And the position "X hand:15 | O 14:15 | O to roll"
      When O rolls 5-5
      Then the position is:
        """
        X hand:15 | O 14:15 |
        O to play 5-5-5-5, then 2-2-2-2 when none in hand and none on bar, then roll again
        """
      When O plays "14/9(4)"
      Then the position is "X hand:15 | O 14:11 9:4 | O to play 2-2-2-2, then roll again"
      When O plays "9/7(4)"
      Then the position is "X hand:15 | O 14:11 7:4 | O to roll again"

    @clause:RG-11
    Scenario Outline: The complement of a double is the opposite face of the die
      Given the variant "race-gammon"
      And the position "X 14:15 | O hand:15 | X to roll"
      When X rolls <double>
      Then the position is:
        """
        X 14:15 | O hand:15 |
        X to play <four>, then <complement> when none in hand and none on bar, then roll again
        """

      Examples:
        | double | four    | complement |
        | 1-1    | 1-1-1-1 | 6-6-6-6    |
        | 2-2    | 2-2-2-2 | 5-5-5-5    |
        | 3-3    | 3-3-3-3 | 4-4-4-4    |
        | 4-4    | 4-4-4-4 | 3-3-3-3    |
        | 5-5    | 5-5-5-5 | 2-2-2-2    |
        | 6-6    | 6-6-6-6 | 1-1-1-1    |

    @clause:RG-11
    Scenario: A roll that is not a double ends the turn after it is played
      Given the variant "race-gammon"
      And the position "X 14:15 | O hand:15 | X to roll"
      When X rolls 6-5
      Then the position is "X 14:15 | O hand:15 | X to play 6-5"
      When X plays "14/8 14/9"
      Then the position is "X 14:13 9:1 8:1 | O hand:15 | O to roll"

  Rule: RG-12 a part that cannot be played in full loses the rest of the chain

    @clause:RG-12 @ambiguity:A4
    Scenario: With 4-4, only three 4s can be played: no 3s and no new roll
      Given the variant "race-gammon"
      And the position "X 13:1 10:1 7:1 off:12 | O 5:2 2:2 off:11 | X to roll"
      When X rolls 4-4
      Then the position is:
        """
        X 13:1 10:1 7:1 off:12 | O 5:2 2:2 off:11 |
        X to play 4-4-4-4, then 3-3-3-3 when none in hand and none on bar, then roll again
        """
      And the only legal play is "13/9 10/6 7/3"
      When X plays "13/9 10/6 7/3"
      Then the position is "X 9:1 6:1 3:1 off:12 | O 5:2 2:2 off:11 | O to roll"

    @clause:RG-12 @ambiguity:A4
    Scenario: Only two of the complement's four moves can be played: no new roll
      Given the variant "race-gammon"
      And the position "X 10:2 off:13 | O 4:2 off:13 | X to play 3-3-3-3, then roll again"
      Then the only legal play is "10/7(2)"
      When X plays "10/7(2)"
      Then the position is "X 7:2 off:13 | O 4:2 off:13 | O to roll"

    @clause:RG-12
    Scenario: A double that cannot be played at all passes the turn
      Given the variant "race-gammon"
      And the position "X bar:1 20:14 | O 19:2 off:13 | X to roll"
      When X rolls 6-6
      Then X has no legal move
      When X plays "no move"
      Then the position is "X bar:1 20:14 | O 19:2 off:13 | O to roll"

  Rule: RG-13 a double while entering: no complement until every checker is in

    @clause:RG-13 @clause:RG-05
    Scenario: A double enters four checkers on its number, and the turn ends there
      Given the variant "race-gammon"
      And the position "X hand:15 | O hand:15 | X to roll"
      When X rolls 4-4
      Then the position is:
        """
        X hand:15 | O hand:15 |
        X to play 4-4-4-4, then 3-3-3-3 when none in hand and none on bar, then roll again
        """
      And the only legal play is "hand/21(4)"
      When X plays "hand/21(4)"
      Then the position is "X hand:11 21:4 | O hand:15 | O to roll"

    @clause:RG-13
    Scenario: Five waiting: the double enters four, one is still in hand, the turn ends
      Given the variant "race-gammon"
      And the position "X hand:5 21:10 | O hand:15 | X to roll"
      When X rolls 3-3
      Then the only legal play is "hand/22(4)"
      When X plays "hand/22(4)"
      Then the position is "X hand:1 22:4 21:10 | O hand:15 | O to roll"

    @clause:RG-13
    Scenario: Four waiting: the double enters all of them, then the complement and a new roll
      Given the variant "race-gammon"
      And the position "X hand:4 21:11 | O hand:15 | X to roll"
      When X rolls 4-4
      Then the only legal play is "hand/21(4)"
      When X plays "hand/21(4)"
      Then the position is "X 21:15 | O hand:15 | X to play 3-3-3-3, then roll again"
      When X plays "21/18(4)"
      Then the position is "X 21:11 18:4 | O hand:15 | X to roll again"

    @clause:RG-13 @ambiguity:A15
    Scenario: Three waiting: three 2s enter them, the fourth 2 moves on, then four 5s
      Given the variant "race-gammon"
      And the position "X hand:3 21:12 | O hand:15 | X to roll"
      When X rolls 2-2
      Then "hand/23(3)" is illegal
      When X plays "hand/23(3) 21/19"
      Then the position is "X 23:3 21:11 19:1 | O hand:15 | X to play 5-5-5-5, then roll again"

  Rule: A15 the checkers still to enter are those in hand and on the bar together

    @clause:RG-13 @ambiguity:A15 @ambiguity:A13
    Scenario: One on the bar and three in hand: 6-6 brings all four in, and the chain goes on
      Given the variant "race-gammon"
      And the position "X bar:1 hand:3 21:11 | O hand:15 | X to roll"
      When X rolls 6-6
      Then the only legal play is "bar/19 hand/19(3)"
      When X plays "bar/19 hand/19(3)"
      Then the position is "X 21:11 19:4 | O hand:15 | X to play 1-1-1-1, then roll again"

    @clause:RG-13 @ambiguity:A15
    Scenario: Two on the bar and three in hand: 6-6 leaves one in hand, and the turn ends
      Given the variant "race-gammon"
      And the position "X bar:2 hand:3 21:10 | O hand:15 | X to roll"
      When X rolls 6-6
      Then the only legal play is "bar/19(2) hand/19(2)"
      When X plays "bar/19(2) hand/19(2)"
      Then the position is "X hand:1 21:10 19:4 | O hand:15 | O to roll"

  Rule: A14 the forced-play rule applies to each part of the chain on its own

    @clause:RG-11 @clause:RG-12 @ambiguity:A14
    Scenario: The double may be played so that its complement cannot be
      Given the variant "race-gammon"
      And the position "X 13:4 off:11 | O 6:2 off:13 | X to play 4-4-4-4, then 3-3-3-3 when none in hand and none on bar, then roll again"
      Then the legal plays include:
        | play            |
        | 13/9(4)         |
        | 13/5(2)         |
        | 13/9(2) 13/5    |
      When X plays "13/9(4)"
      Then the position is "X 9:4 off:11 | O 6:2 off:13 | X to play 3-3-3-3, then roll again"
      And X has no legal move
      When X plays "no move"
      Then the position is "X 9:4 off:11 | O 6:2 off:13 | O to roll"

  Rule: A18 a game won in the middle of a chain ends there

    @clause:RG-03 @ambiguity:A18
    Scenario: Bearing off the last checkers with the double itself ends the game at once
      Given the variant "race-gammon"
      And the position "X 1:2 off:13 | O 5:2 off:13 | X to roll"
      When X rolls 1-1
      Then the position is:
        """
        X 1:2 off:13 | O 5:2 off:13 |
        X to play 1-1-1-1, then 6-6-6-6 when none in hand and none on bar, then roll again
        """
      When X plays "1/off(2)"
      Then the position is "X off:15 | O 5:2 off:13 | X has won"
      And the game is over
      And the score is X wins a single for 1 point
