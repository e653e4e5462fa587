Feature: El Mundo: four players round a board of the four seasons, three seven-sided dice
  El Mundo ("the World"), the tables of the four seasons in Alfonso X's Libro de los Juegos
  (1283, fol. 89), as Ludii's game description gives it: its rules text, which follows
  Golladay's translation, and its code. Four players sit round a round board of twenty-four
  points in four quarters of six, one quarter each, in the order green, red, black, white going
  anticlockwise, and the turn passes the same way round. Each has twelve men, all off the board
  at the start, and the three dice have seven faces, each die a move. A player enters his men
  into his own quarter by the dice, runs them through the next quarter into the quarter of the
  player opposite, and bears them off from there once all twelve are in it. A lone man that any
  other player lands on is sent back to be entered again; two men close a point to every other
  player. The first to bear off all wins. In tavli green is X, red O, black Y and white Z;
  each numbers his own track 18 (his first point) down to 1, so his last quarter is his 6 to 1.

  Rule register (Alfonso X, Libro de los Juegos, fol. 89 (Golladay 2007), as Ludii's game description quotes it; El Mundo (Ludii game description)):
  MU-01: a round board of twenty-four points in four parts of six [El Mundo (Ludii game description) § rules; El Mundo (Ludii game description) § code, the board]
  MU-02: four players, each with a quarter of the board; the quarters and the players go green, red, black, white anticlockwise, and so does the turn [El Mundo (Ludii game description) § rules; El Mundo (Ludii game description) § code, the players]
  MU-03: twelve men each [El Mundo (Ludii game description) § rules]
  MU-04: three seven-sided dice, each die a move of its own [El Mundo (Ludii game description) § rules; El Mundo (Ludii game description) § code, the dice]
  MU-05: each player's men go from his own quarter through the next into the quarter of the player opposite; the quarter behind him is never entered [El Mundo (Ludii game description) § rules; El Mundo (Ludii game description) § code, the tracks]
  MU-06: all men start off the board and are entered into the player's own quarter by the dice, a die of n on his n-th point, so a 7 reaches the first point of the next quarter [El Mundo (Ludii game description) § rules; El Mundo (Ludii game description) § code, the tracks]
  MU-07: a man that lands on a lone man of another player sends it back off the board, to be entered again; two or more men of one player close the point to the others [El Mundo (Ludii game description) § rules; El Mundo (Ludii game description) § code, the moves]
  MU-08: men are borne off once all twelve stand in the last quarter, the quarter of the player opposite [El Mundo (Ludii game description) § rules; El Mundo (Ludii game description) § code, the moves]
  MU-09: a die that carries a man past the end of his track bears him off, from any point of the last quarter [El Mundo (Ludii game description) § code, the moves]
  MU-10: green plays first [El Mundo (Ludii game description) § code, the players]
  MU-11: the first to bear off all his men wins the game [El Mundo (Ludii game description) § rules; El Mundo (Ludii game description) § code, the end]

  Background:
    Given the variant "el-mundo"

  @rule:MU-01 @rule:MU-02 @rule:MU-03 @rule:MU-04 @rule:MU-06 @rule:MU-10
  Rule: four players with twelve men each in hand; green first, then round anticlockwise

    Scenario: The start names four sides, all their men in hand
      Then the variant has 12 checkers per side
      And the variant is played with 3 dice of 7 faces
      And the variant has no doubling cube
      And the board has 24 points
      And the turn order is X, O, Y, Z
      Given a new game
      Then the position is "X hand:12 | O hand:12 | Y hand:12 | Z hand:12 | X to roll"

    Scenario: The turn goes round the four players and back to the first
      Given a new game
      When X rolls 1-2-3
      And X plays "hand/18 hand/17 hand/16"
      Then O is to roll
      When O rolls 1-2-3
      And O plays "hand/18 hand/17 hand/16"
      Then Y is to roll
      When Y rolls 1-2-3
      And Y plays "hand/18 hand/17 hand/16"
      Then Z is to roll
      When Z rolls 1-2-3
      And Z plays "hand/18 hand/17 hand/16"
      Then X is to roll
      And the position is "X hand:9 18:1 17:1 16:1 | O hand:9 18:1 17:1 16:1 | Y hand:9 18:1 17:1 16:1 | Z hand:9 18:1 17:1 16:1 | X to roll"

  @rule:MU-05 @rule:MU-06 @rule:MU-07
  Rule: a 7 enters on the first point of the next quarter, where the next player enters

    Scenario: Green's 7 lands on red's first point and hits red's lone man there
      # X's 12 is board point 7, red's own first point (his 18)
      Given the position "X hand:12 | O hand:11 18:1 | Y hand:12 | Z hand:12 | X to roll"
      When X rolls 7-7-7
      Then the legal plays are:
        | play                |
        | hand/12* hand/12(2) |
        | hand/12 hand/12*/5  |
      When X plays "hand/12* hand/12(2)"
      Then the position is "X hand:9 12:3 | O hand:11 bar:1 | Y hand:12 | Z hand:12 | O to roll"

  @rule:MU-05 @rule:MU-07
  Rule: any player hits any other's lone man, and two men close a point to all

    Scenario: The third player hits the first: black enters on green's lone man in green's last quarter
      # board point 15 is X's 4 (his last quarter) and Y's 16 (black's own quarter)
      Given the position "X 4:1 off:11 | O hand:12 | Y hand:12 | Z hand:12 | Y to roll"
      When Y rolls 3-5-6
      And Y plays "hand/16* hand/14 hand/13"
      Then the position is "X bar:1 off:11 | O hand:12 | Y hand:9 16:1 14:1 13:1 | Z hand:12 | Z to roll"

    Scenario: Green's hit man comes back in at the start of his track
      Given the position "X bar:1 off:11 | O hand:12 | Y hand:9 16:1 14:1 13:1 | Z hand:12 | X to roll"
      When X rolls 1-1-1
      Then the legal plays are:
        | play         |
        | bar/18/17/16 |

    Scenario: Two of green's men close a point to red, whose track passes it
      # board point 14 is X's 5 and O's 11; O's 13 is board point 12
      Given the position "X 5:2 off:10 | O hand:11 13:1 | Y hand:12 | Z hand:12 | O to roll"
      When O rolls 2-2-2
      Then "hand/17 hand/17 13/11" is illegal
      And "hand/17(3)" is legal

  @rule:MU-08 @rule:MU-09 @rule:MU-11
  Rule: bearing off from the last quarter; the first to bear off all wins and the others pay him

    Scenario: Green bears off his last man and wins; each of the three others pays him one
      # X's 1 is board 18, O's 12 board 13, Y's 12 board 19, Z's 12 board 1
      Given the position "X 1:1 off:11 | O 12:12 | Y 12:12 | Z 12:12 | X to roll"
      When X rolls 1-2-3
      Then the only legal play is "1/off"
      When X plays "1/off"
      Then the game is over
      And the score is X wins a single game for 3 points
      And the payments are X 3, O -1, Y -1, Z -1

    Scenario: No man is borne off while one of his men is outside the last quarter
      # X's 7 is board 12; O's 1 is board 24, off X's track; the first 1 must bring the 7 home
      Given the position "X 7:1 1:1 off:10 | O 1:12 | Y 12:12 | Z 12:12 | X to roll"
      When X rolls 1-1-1
      Then the legal plays are:
        | play      |
        | 7/4       |
        | 7/5 1/off |

  @rule:MU-02
  Rule: the position line names every side

    Scenario: A position of two sides is refused, naming the four
      When the position "X hand:12 | O hand:12 | X to roll" is read
      Then the refusal says "el-mundo has the sides X, O, Y, Z; this text has 2"

    Scenario: The notations of two players refuse four sides, with the reason
      Given a new game
      When the position is written in the "xgid" notation
      Then the refusal says "it has 4 sides (X, O, Y, Z), not two"

# Sources and differences: the rules text and the code of Ludii's El Mundo (its rules text after
# Golladay's translation of fol. 89), and where each reading went.
# MU-01, MU-05: Ludii's rules text gives twenty-four points in four parts of six round a
# circle; its code lays four tracks of eighteen points, each from the player's own quarter
# through the next into the opposite one (research for issue 22 checked both against the
# Golladay text quoted on Ludii's evidence page). Six points of the board are on no player's
# track but pass under three others: every point is on some track.
# MU-06: a 7 on a quarter of six reaches the next player's first point (Ludii's code counts
# the die along the track from its start).
# MU-07: Ludii's code sends the hit man to its owner's hand; tavli puts him on his side's bar,
# from where he enters as a man from hand does (nothing else of his waits for him, as in
# Ludii's code, which lets the others move meanwhile). That two men close a point is Ludii's
# code (a lone man may be landed on, two may not); the rules text names only the hit.
# MU-09: Ludii's code takes a man off whenever a die carries him past the end once all twelve
# are in the last quarter; the rules text says only that they bear off from there.
# MU-10: Ludii's code lets green (its first player) begin; the text does not say who does.
# MU-11: Ludii's code ends the game when the mover has no men left. Who pays whom is not in
# either source: tavli scores one point a game, paid to the winner by each of the others,
# and has no doubling cube. Reconstructed too: that as many dice as possible are played, the
# larger when not all can be.
# Alfonso's seven-sided dice are prisms read on an edge and need not fall evenly; tavli's
# dice of seven faces do.
