Feature: Cab e Quinal: both sides on one quarter, three dice, and a version with a third number not thrown
  Cab e Quinal ("head and fifth"), from Alfonso X's Libro de los Juegos (1283), as Ludii's game
  description gives it, rules text and code, with the Académie des jeux oubliés' page on the
  game. Fifteen pieces each and three dice, each die a move. Both sides start in the same
  quarter, one with all fifteen pieces on its sixth point (the head, "cab"), the other with all
  fifteen on its fifth ("quinal"), and both run the same way along one track round the whole
  board to the quarter across from the start. Two or more pieces close a point; a lone piece
  landed on is hit and comes in again by a die at the start of the track. A die that carries a
  piece past the end bears it off, from any point, at any time; the first to bear off all
  fifteen wins, and when neither side can move the game is drawn. The other version throws two
  dice and counts a third at a number agreed before the game (options fixed-1 to fixed-6), or,
  in Ludii's code, a number the mover names at each turn (option chosen-number). The cube and
  the score of one point a game are tavli's (not tagged below).

  Rule register (Cab e Quinal (Ludii game description); Cab e Quinal (Académie des jeux oubliés)):
  CQ-01: fifteen pieces each and three six-sided dice; each die moves a piece, one piece by one die and another by the next, or one piece by several dice in turn [Cab e Quinal (Ludii game description) § rules; Cab e Quinal (Ludii game description) § code, the equipment and the Dice option; Cab e Quinal (Académie des jeux oubliés) § 1. Equipment; Cab e Quinal (Académie des jeux oubliés) § 7. Moving the checkers]
  CQ-02: both sides start in the same quarter: one with all fifteen pieces on its sixth point, the other with all fifteen on its fifth [Cab e Quinal (Ludii game description) § rules; Cab e Quinal (Ludii game description) § code, the Starting Rules option; Cab e Quinal (Académie des jeux oubliés) § 2. Starting position and name of the game]
  CQ-03: both sides move the same way along one track round the whole board, from the starting quarter to the quarter across the board from it [Cab e Quinal (Ludii game description) § rules; Cab e Quinal (Ludii game description) § code, the tracks]
  CQ-04: a piece may stop on an empty point, on its own pieces or on one enemy piece, which it hits; two or more enemy pieces close a point [Cab e Quinal (Ludii game description) § rules; Cab e Quinal (Ludii game description) § code, PieceMove]
  CQ-05: the hit piece goes to its owner's hand and comes in again by a die from the start of the track, the starting quarter; meanwhile the owner may move his other pieces [Cab e Quinal (Ludii game description) § code, PieceMove and play; Cab e Quinal (Ludii game description) § code, the opening comment]
  CQ-06: a die that carries a piece past the end of the track bears it off, from any point, whatever the other pieces stand on [Cab e Quinal (Ludii game description) § code, PieceMove]
  CQ-07: the first to bear off all his pieces wins [Cab e Quinal (Ludii game description) § rules; Cab e Quinal (Ludii game description) § code, the end]
  CQ-08: when neither player has a move, the game is drawn [Cab e Quinal (Ludii game description) § code, the end]
  CQ-09: who throws the dice for the first move is settled by a first throw, by the rules of Trictrac [Cab e Quinal (Académie des jeux oubliés) § 5. Priority for the dice]
  CQ-10: the other version throws two dice, and a third die counts one number from one to six at every throw, as the players agreed at the start [Cab e Quinal (Ludii game description) § description; Cab e Quinal (Ludii game description) § rules of the Fixed Die ruleset; Cab e Quinal (Académie des jeux oubliés) § introduction]
  CQ-11: in that version fourteen pieces start on the sixth point and the fifteenth on the point across the board from it; the other side's fourteen on the fifth point and its fifteenth on the fourth point of the same quarter [Cab e Quinal (Ludii game description) § rules of the Fixed Die ruleset]
  CQ-12: Ludii's code of that version lets the mover name the third number at each turn, and puts the other side's fifteenth piece across the board from its fifth point [Cab e Quinal (Ludii game description) § code, the Dice option and the Starting Rules option]

  Background:
    Given the variant "cab-e-quinal"

  @rule:CQ-01 @rule:CQ-02 @rule:CQ-03
  Rule: the equipment, the start on one quarter, and one track for both

    Scenario: Fifteen pieces each, three dice, one track for both, no cube
      Then the variant has 15 checkers per side
      And the variant is played with 3 dice of 6 faces
      And the two tracks are the same
      And X's track runs from point 24 to point 1
      And the variant has no doubling cube

    Scenario: All fifteen on the sixth point against all fifteen on the fifth
      Given the starting position
      Then the position is "X 19:15 | O 20:15 | X to roll"

    Scenario: Each die moves a piece, or one piece moves by all three
      Given the starting position
      When X rolls 6-5-4
      Then "19/13 19/14 19/15" is legal
      And "19/4" is legal

  @rule:CQ-04
  Rule: two pieces close a point, a lone one is hit

    Scenario: Two enemy pieces close the only point a throw of fours reaches
      Given the position "X 16:1 off:14 | O 12:2 11:1 off:12 | X to roll"
      When X rolls 4-4-4
      Then X has no legal move

    Scenario: The piece hits the lone enemy on its way, or goes round it
      Given the position "X 16:1 off:14 | O 12:2 11:1 off:12 | X to roll"
      When X rolls 6-5-4
      Then the legal plays are:
        | play      |
        | 16/11*/1  |
        | 16/1      |

  @rule:CQ-05
  Rule: the hit piece goes to the hand and comes in again at the start of the track

    Scenario: The hit piece leaves the board for its owner's hand
      Given the position "X 16:1 off:14 | O 12:2 11:1 off:12 | X to roll"
      When X rolls 6-5-4
      And X plays "16/11*/1"
      Then the position is "X 1:1 off:14 | O bar:1 12:2 off:12 | O to roll"

    Scenario: It comes in by a die on the first quarter of the track, a 6 on the sixth point
      Given the position "X 1:1 off:14 | O bar:1 12:2 off:12 | O to roll"
      When O rolls 6-5-4
      Then "bar/10" is legal
      And "bar/19 12/7 12/8" is legal

    Scenario: While it cannot come in, the other pieces move
      Given the position "X 24:2 23:2 22:2 21:2 20:2 19:2 1:3 | O bar:1 12:2 off:12 | O to roll"
      When O rolls 3-2-1
      Then "12/6" is legal
      And "12/9 12/10/9" is legal

  @rule:CQ-06
  Rule: a die past the end bears a piece off, from any point, at any time

    Scenario: The 6 or the 4 takes the piece on the 3 point off while fourteen stand on the start
      Given the position "X 19:14 3:1 | O 20:15 | X to roll"
      When X rolls 6-5-4
      Then "19/14 19/15 3/off" is legal
      And "19/13 19/14 3/off" is legal

  @rule:CQ-07
  Rule: the first to bear off all his pieces wins

    Scenario: The last piece borne off wins the game
      Given the position "X 2:1 off:14 | O 20:15 | X to roll"
      When X rolls 3-2-1
      And X plays "2/off"
      Then the game is over
      And the score is X wins a single for 1 point

  @rule:CQ-08
  Rule: neither side can move: a draw; one side alone blocked passes

    Scenario: X has no number that moves, O has: X passes and the game goes on
      Given the position "X 13:15 | O 12:2 11:2 10:2 9:2 8:2 7:2 off:3 | X to roll"
      When X rolls 6-5-4
      Then X has no legal move
      When X plays "no move"
      Then the game is not over
      And the position is "X 13:15 | O 12:2 11:2 10:2 9:2 8:2 7:2 off:3 | O to roll"

  @rule:CQ-09
  Rule: a first throw, one die each, decides who throws the dice for the first move

    Scenario: Equal dice are thrown again
      Given a new game
      When the opening dice are 4 and 4
      Then the position is "X 19:15 | O 20:15 | opening roll"

    Scenario: The higher die throws the dice for the first move
      Given a new game
      When the opening dice are 2 and 5
      Then the position is "X 19:15 | O 20:15 | O to roll again"

  @rule:CQ-10 @rule:CQ-11
  Rule: the two-dice version: a third number agreed before the game counts at every throw

    Scenario Outline: With the number agreed, two dice are thrown and the number is played with them
      Given the variant "cab-e-quinal" with option "<option>"
      Then the variant throws 2 dice of 6 faces and a fixed <number>
      Given the starting position
      Then the position is "X 19:14 6:1 | O 20:14 21:1 | X to roll"
      When X rolls 5-3
      Then X is to play 5-3-<number>

      Examples:
        | option  | number |
        | fixed-1 | 1      |
        | fixed-2 | 2      |
        | fixed-3 | 3      |
        | fixed-4 | 4      |
        | fixed-5 | 5      |
        | fixed-6 | 6      |

    Scenario: With a 6 agreed, a lone piece goes fourteen points on a throw of 5-3
      Given the variant "cab-e-quinal" with option "fixed-6"
      And the position "X 19:1 off:14 | O 20:14 21:1 | X to roll"
      When X rolls 5-3
      Then the only legal play is "19/5"

  @rule:CQ-12
  Rule: in Ludii's code the mover names the third number after each throw

    Scenario: The set-up of Ludii's code, and the number named after the throw
      Given the variant "cab-e-quinal" with option "chosen-number"
      And the starting position
      Then the position is "X 19:14 6:1 | O 20:14 5:1 | X to roll"
      When X rolls 4-2
      Then the position is "X 19:14 6:1 | O 20:14 5:1 | X to choose a number to play with 4-2"
      When X chooses the number 6
      Then X is to play 4-2-6

# Sources and differences
# Read: Cab e Quinal (Ludii game description): Ludeme/Ludii, board/race/escape/Cab e Quinal.lud,
# its description, the rules text of its two rulesets ("Cab e Quinal" and "Fixed Die"), its
# opening comment and its code (the Starting Rules and Dice options, the play, the end), with
# the board and track definitions it uses (TableBoard.def, TableTracksSameDirectionWithHands.def,
# NoEnemyOrOnlyOne.def); it cites the Libro de los Juegos (f. 77) and Murray (1951, 123), which
# were not found in the store. The ludii.games pages of its two rulesets (the Fixed Die page says
# the third number is "decided by the players at the start"). The Académie des jeux oubliés'
# page "Cab e Quinal" (geocities.ws archive in English of salondesjeux.fr): its introduction,
# 1. Equipment, 2. Starting position, the heading of 5. Priority for the dice and the start of
# 7. Moving the checkers; the stored copy gives no more (its sections on the path, the object,
# doublets, triplets and hitting were not read).
# All agree on the fifteen pieces, the three dice and the start of the main version: the two
# talons on the sixth and fifth points of one quarter (CQ-01, CQ-02). The track is Ludii's
# (CQ-03): both sides the same way round the whole board, from the starting quarter to the
# quarter across from it; tavli numbers it 24 to 1 for both, the talons on 19 (cab, X) and 20
# (quinal, O).
# Hitting: Ludii's text sends a piece landed on "back to the starting point". Its opening comment
# reads that as the piece's own talon, and says the code puts the piece in the hand instead,
# since no source says what happens when enemy pieces stand on that point: the hit piece enters
# again by a die onto the first quarter of the track, and its owner may move other pieces before
# it does (CQ-05, the default, tavli's bar with no rule that it enter first). Left out: the
# return to the piece's own talon (X's 19, O's 20). tavli sends a hit piece back to a zone that
# is the same for both players in their own numbering (`a hit checker goes back to ZONE`); here
# the two talons are different points of one numbering, so it would need a return point given
# per player, and a rule, which no source gives, for a talon held by the hitter.
# Blocking (CQ-04): Ludii's text speaks only of landing on "a piece"; its code lets a piece land
# on no enemy or on one, so two close a point. Bearing off (CQ-06): Ludii's code takes off any
# piece a die carries past the end, at any time; its text says only that the first to bear off
# all wins (CQ-07).
# The draw (CQ-08) is Ludii's code: `the game ends when a player has no move and the opponent has
# no move: a draw`. On this board it can never end a game: the piece standing furthest along
# the track, of either side, always has a move (every point ahead of it is empty, and a die past
# the end bears it off), and a side with every piece in hand can always enter onto the empty or
# own points of the first quarter. It is kept as the source's rule; its scenario shows a side
# with no move passing while the other plays on.
# The opening (CQ-09): the Académie's page settles who throws for the first move by a first
# throw, by the rules of Trictrac (the stored copy gives no more of that section); Ludii's code
# lets its first player (the cab) begin, as every Ludii game does. tavli's reading: one die
# each, as in Trictrac, equal dice thrown again, and the winner throws all three dice.
# The two-dice version: Ludii's description and its Fixed Die page say the players agree before
# the game on the number the third die counts at every throw (CQ-10): the options fixed-1 to
# fixed-6, one for each number, `dice: 2d6 and a N`. Its rules text gives that version its own
# set-up: fourteen on each talon, the cab's fifteenth across the board from it (tavli's 6), the
# quinal's on the fourth point of the starting quarter (21) (CQ-11). Ludii's code differs on
# both: the mover names the third number at each turn, as he plays (`dice: 2d6 and a chosen
# number`, named after the throw, which gives the same plays), and the quinal's fifteenth stands
# across the board from its talon (tavli's 5): the option chosen-number (CQ-12). In every
# version tavli plays as many dice as can be played (Ludii's code does not require it), and
# treats three dice with two or three alike as three moves, nothing more (the Académie's page
# has sections on doublets and triplets that were not read).
# Reconstructed: no cube, and a game scored one point.
