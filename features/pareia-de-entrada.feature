Feature: Pareia de Entrada: three dice, one quarter to enter, and a throw of three alike again
  Pareia de Entrada, from Alfonso X's Libro de los Juegos (1283), as Ludii's game description
  gives it, rules text and code: three dice (or two); both players enter all their pieces into
  the same quarter and move them the same way round to the quarter across from it on the same
  side; a lone piece landed on is sent off and enters again as at the start, and pieces waiting
  to enter and pieces on the board move in any order; a piece whose die carries it past the end
  is borne off, wherever the others stand; when all the dice show one number the player throws
  again; the first to bear off every piece wins. The opening is tavli's reconstruction (not
  tagged below). tavli 0.1 played Tabula's readings instead (the hit piece first, bearing off
  once all are home): they are the option as-tabula.

  Rule register (Pareia de Entrada (Ludii game description); Libro de los Juegos, Golladay's translation as Ludii's evidence quotes it):
  PE-01: fifteen pieces each and three dice, or two [Pareia de Entrada (Ludii game description) § rules; Pareia de Entrada (Ludii game description) § option Dice; Libro de los Juegos, Golladay's translation as Ludii's evidence quotes it § pareia de entrada]
  PE-02: each die moves a piece, or one piece moves by several [Pareia de Entrada (Ludii game description) § code, the pieces' moves]
  PE-03: both players enter all their pieces into the same quarter and run the same way to the quarter across from it on the same side [Pareia de Entrada (Ludii game description) § rules; Libro de los Juegos, Golladay's translation as Ludii's evidence quotes it § pareia de entrada]
  PE-04: a lone enemy piece landed on is sent off and enters again as at the start, in any order with the other pieces [Pareia de Entrada (Ludii game description) § rules; Pareia de Entrada (Ludii game description) § code, play; Libro de los Juegos, Golladay's translation as Ludii's evidence quotes it § pareia de entrada]
  PE-05: when all the dice show the same number, the player plays them and throws again [Pareia de Entrada (Ludii game description) § rules; Libro de los Juegos, Golladay's translation as Ludii's evidence quotes it § pareia de entrada]
  PE-06: the first to bear off all of his pieces wins [Pareia de Entrada (Ludii game description) § rules]
  PE-07: a die that carries a piece past the end of the track bears it off, from any point, wherever the other pieces stand [Pareia de Entrada (Ludii game description) § code, the pieces' moves]

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
  Rule: a lone piece is sent off and enters again, with no priority over the others (Ludii's code)

    Scenario: A piece entering hits a lone piece, which waits to enter again
      Given the position "X 20:2 hand:13 | O 22:1 hand:14 | X to roll"
      When X rolls 3-5-6
      And X plays "hand/22* 20/15 20/14"
      Then the position is "X 22:1 15:1 14:1 hand:12 | O bar:1 hand:14 | O to roll"

    Scenario: The hit piece need not enter before the others move
      Given the position "X 22:1 15:1 14:1 hand:12 | O bar:1 10:2 hand:12 | O to roll"
      When O rolls 1-2-5
      Then "10/9 10/8 hand/20" is legal
      And "10/2" is legal
      And "bar/24 10/8 10/5" is legal

    Scenario: With the option as-tabula, the hit piece enters before anything else
      Given the variant "pareia-de-entrada" with option "as-tabula"
      And the position "X 22:1 15:1 14:1 hand:12 | O bar:1 10:2 hand:12 | O to roll"
      When O rolls 1-2-5
      Then "10/9 10/8 hand/20" is illegal
      And "10/2" is illegal
      And "bar/24 10/8 10/5" is legal

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

  @rule:PE-07
  Rule: a die past the end bears a piece off, from any point, at any time (Ludii's code)

    Scenario: Pieces bear off while others are still far from the end
      Given the position "X 5:1 2:1 14:13 | O 20:15 | X to roll"
      When X rolls 6-3-1
      Then "5/off 2/off 14/13" is legal

    Scenario: A larger die bears off a piece that is not the furthest
      Given the variant "pareia-de-entrada" with option "two-dice"
      And the position "X 5:1 2:1 off:13 | O 20:15 | X to roll"
      When X rolls 6-1
      Then "2/off 5/4" is legal
      And "5/off 2/1" is legal

    Scenario: With the option as-tabula, no piece bears off before all are home
      Given the variant "pareia-de-entrada" with option "as-tabula"
      And the position "X 5:1 2:1 14:13 | O 20:15 | X to roll"
      When X rolls 6-3-1
      Then "5/off 2/off 14/13" is illegal

    Scenario: With the option as-tabula, a larger die bears off only from the highest point
      Given the variant "pareia-de-entrada" with options "two-dice" and "as-tabula"
      And the position "X 5:1 2:1 off:13 | O 20:15 | X to roll"
      When X rolls 6-1
      Then "2/off 5/4" is illegal
      And "5/off 2/1" is legal

# Sources and differences
# Read: Ludii's description of Pareia de Entrada (its rules text, description, the Dice option
# and the code of the pieces' moves, the turn and the end); Golladay's translation of the Libro
# de los Juegos, ff. 76-77, as Ludii's evidence page quotes it (the stored copy breaks off).
# Ludii's code and text agree with Golladay: a hit piece goes back to be entered again, and all
# alike throw again. The code also shows what the text leaves out: pieces in hand and on the
# board move in any order (default, PE-04), and a die past the end bears off from any point with
# no need for all to be home (default, PE-07). tavli 0.1 read Tabula's rules there instead
# (the hit piece first, bearing off once all are home, a larger die from the highest point):
# option as-tabula, formerly the default.
# The hit piece waits on tavli's bar rather than in the hand: with no priority the two enter
# alike. Ludii's code does not require the most dice to be played; tavli's rule that they are
# is kept (left out: the language plays the most dice in every game). The opening (one die each,
# the winner throws all three) is tavli's reconstruction: Ludii's code lets the first player
# start, and Golladay's stored text does not say.
