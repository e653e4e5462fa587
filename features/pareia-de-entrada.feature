Feature: Pareia de Entrada: three dice, one quarter to enter, and a throw of three alike again
  Pareia de Entrada, from Alfonso X's Libro de los Juegos (1283), as Ludii's game description
  gives it: three dice (or two); both players enter all their pieces into the same quarter and
  move them the same way round to the quarter on the other side; a lone piece landed on is sent
  off and enters again; when all the dice show one number the player throws again; the first to
  bear off every piece wins. The description is silent on the opening, on entering a hit piece
  before anything else, and on when bearing off begins: the file takes Tabula's readings
  (reconstructions, not tagged below).

  Rule register (Pareia de Entrada, Ludii game description after Alfonso X, Libro de los Juegos 76-77):
  PE-01: fifteen pieces each and three dice, or two
  PE-02: each die moves a piece, or one piece moves by several
  PE-03: both players enter all their pieces into the same quarter and run the same way to the quarter on the other side
  PE-04: a lone enemy piece landed on is sent off and enters again as before
  PE-05: when all the dice show the same number, the player throws again
  PE-06: the first to bear off all of his pieces wins

  Background:
    Given the variant "pareia-de-entrada"

  @rule:PE-01
  Rule: the equipment

    Scenario: Three dice by default
      Then the variant has 15 checkers per side
      And the variant is played with 3 dice of 6 faces

    Scenario: Two dice with the option two-dice
      Given the variant "pareia-de-entrada" with option "two-dice"
      Then the variant is played with 2 dice of 6 faces

  @rule:PE-02 @rule:PE-03
  Rule: entering in the same quarter

    Scenario: Entering with 1, 3 and 5
      Given the starting position
      Then the position is "X hand:15 | O hand:15 | X to roll"
      And the two tracks are the same
      When X rolls 1-3-5
      Then the legal plays are:
        | play                    |
        | hand/24 hand/22 hand/20 |
        | hand/22 hand/19         |
        | hand/24 hand/17         |
        | hand/21 hand/20         |
        | hand/16                 |

  @rule:PE-04
  Rule: a lone piece is sent off and enters again

    Scenario: A piece entering hits a lone piece, which must enter before the rest come in
      Given the position "X 20:2 hand:13 | O 22:1 hand:14 | X to roll"
      When X rolls 3-5-6
      And X plays "hand/22* 20/15 20/14"
      Then the position is "X 22:1 15:1 14:1 hand:12 | O bar:1 hand:14 | O to roll"
      When O rolls 1-2-5
      Then "hand/24 hand/23 hand/20" is illegal
      And "bar/24 hand/23 hand/20" is legal

  @rule:PE-05
  Rule: three alike throw again

    Scenario: After three twos the player throws again
      Given the starting position
      When X rolls 2-2-2
      And X plays "hand/23(3)"
      Then the position is "X 23:3 hand:12 | O hand:15 | X to roll again"

    Scenario: Any other throw passes the dice
      Given the starting position
      When X rolls 2-2-3
      And X plays "hand/23(2) hand/22"
      Then the position is "X 23:2 22:1 hand:12 | O hand:15 | O to roll"

  @rule:PE-06
  Rule: the end

    Scenario: The first to bear off every piece wins
      Given the position "X off:15 | O 20:15 | X has won"
      Then the game is over
      And the score is X wins a single for 1 point
