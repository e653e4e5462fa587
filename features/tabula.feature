Feature: Tabula: three dice, one way round
  Tabula, the Roman tables game, as Professor Finkel's reconstruction gives it (a4games.company,
  "Tabula Rules, Route and Layout"). Each player throws three dice, and each die is a move:
  three pieces may move, or two, or one piece by all three in turn, resting only on open
  points. Both players enter their fifteen pieces in the same first quarter and travel the
  same way round. Two or more pieces close a point; a lone piece is sent off and must come
  back in before anything else moves. With the rule the reconstruction recommends, no piece
  goes into the second half of the board while one is still to enter. The source does not say
  whether a die larger than needed may bear a piece off; tavli allows it from the highest point,
  as Backgammon does (a reconstruction, not a rule of the source).

  Rule register (Tabula Rules, Route and Layout, R. C. Finkel, a4games.company):
  TB-01: a board of twenty-four points, two players, fifteen pieces each
  TB-02: three six-sided dice, each a move: three pieces, two, or one piece by all of them, resting only on open points
  TB-03: pieces enter in the first quarter, and both colours travel the same way round
  TB-04: suggested: no piece enters the second half until all of the player's pieces have entered
  TB-05: two or more pieces on a point close it to the enemy and cannot be captured
  TB-06: a lone piece landed on is sent off and re-enters at the next throw; nothing else moves before
  TB-07: the whole throw must be used if possible; a part that cannot be played is lost
  TB-08: suggested: no piece is borne off until all of the player's pieces are in the last quarter

  Background:
    Given the variant "tabula"

  @rule:TB-01
  Rule: the equipment

    Scenario: Fifteen pieces each, three dice, twenty-four points
      Then the variant has 15 checkers per side
      And the variant is played with 3 dice of 6 faces
      And the board has 24 points

  Rule: each of the three dice is a move

    @rule:TB-02 @rule:TB-03
    Scenario: Entering with 1, 3 and 5
      Given the starting position
      When X rolls 1-3-5
      Then the legal plays are:
        | play                    |
        | hand/24 hand/22 hand/20 |
        | hand/22 hand/19         |
        | hand/24 hand/17         |
        | hand/21 hand/20         |
        | hand/16                 |

  @rule:TB-03
  Rule: both colours run the same way round

    Scenario: One track for both
      Then the two tracks are the same

  @rule:TB-04
  Rule: nothing goes into the second half while a piece is still to enter

    Scenario: The last piece in hand must come in before a piece crosses halfway
      Given the position "X hand:1 14:14 | O hand:15 | X to roll"
      When X rolls 6-5-4
      Then "14/10 14/9 14/8" is illegal
      And "hand/19 14/10 14/9" is legal

  @rule:TB-05
  Rule: two pieces close a point

    Scenario: Every move of three lands on or passes through a closed point
      Given the position "X 10:15 | O 7:2 hand:13 | X to roll"
      When X rolls 3-3-3
      Then X has no legal move

  @rule:TB-07
  Rule: the whole throw if possible, and what cannot be played is lost

    Scenario: Only the 1 can be played; the 4 and the 5 are lost
      Given the position "X 9:15 | O 5:2 4:2 3:2 hand:9 | X to roll"
      When X rolls 1-4-5
      Then the only legal play is "9/8"
      When X plays "9/8"
      Then O is to roll

    Scenario: One piece takes all three dice when no other play uses them all
      Given the position "X 20:1 6:14 | O hand:15 | X to roll"
      When X rolls 6-6-6
      Then the only legal play is "20/2"

  @rule:TB-08
  Rule: bearing off waits until every piece is in the last quarter

    Scenario: A piece still outside the last quarter keeps the others on the board
      Given the position "X 20:1 6:14 | O hand:15 | X to roll"
      When X rolls 6-6-6
      Then "20/14 6/off(2)" is illegal

    Scenario: Once all are in the last quarter, a 6 bears a piece off
      Given the position "X 6:15 | O hand:15 | X to roll"
      When X rolls 6-6-6
      Then the only legal play is "6/off(3)"

  @rule:TB-06
  Rule: a lone piece is sent off and comes back in first

    Scenario: A hit piece re-enters before any other moves
      Given the position "X 20:14 hand:1 | O 22:1 21:14 | X to roll"
      When X rolls 3-4-6
      And X plays "hand/22* 20/16 20/14"
      Then the position is "X 22:1 20:12 16:1 14:1 | O bar:1 21:14 | O to roll"
      When O rolls 2-2-2
      Then "21/19(3)" is illegal
      And "bar/23 21/19(2)" is legal
