Feature: Fallas: a hit piece goes back to its starting quarter, and a full quarter or a dead throw loses
  Fallas ("failings"), from Alfonso X's Libro de los Juegos (1283), as Ludii's game description
  gives it, rules text and code, with the Académie des jeux oubliés' rule page: three dice;
  thirteen pieces on the seventh point of the track and two on the twelfth; the two sides run
  opposite ways through the quarter where the other began to the last quarter, where pieces are
  borne off; a lone piece landed on goes back at once to its starting quarter; a player whose hit
  piece finds that quarter all taken by the hitter loses, and so does a player whose throw can
  only land on points the other holds. Otherwise the first to bear off every piece wins.

  Rule register (Fallas (Ludii game description); Fallas (Académie des jeux oubliés, archived at geocities.ws/jeux-oublies)):
  FA-01: twenty-four points, fifteen pieces each, the two sides running opposite ways [Fallas (Ludii game description) § rules; Fallas (Ludii game description) § code, the tracks]
  FA-02: thirteen pieces start on the seventh point of the track and two on the twelfth, in its second quarter [Fallas (Ludii game description) § rules]
  FA-03: three six-sided dice, each die moving a piece; doubles and triples are played as any other throw [Fallas (Ludii game description) § rules; Fallas (Académie des jeux oubliés, archived at geocities.ws/jeux-oublies) § moving the checkers]
  FA-04: a lone enemy piece landed on is sent back to the quarter where its pieces began [Fallas (Ludii game description) § rules]
  FA-05: a player whose hit piece finds every point of that quarter occupied by the hitter loses at once [Fallas (Ludii game description) § rules; Fallas (Ludii game description) § code, NoGoBack]
  FA-06: a player whose throw can only land on points the other holds loses at once [Fallas (Ludii game description) § rules; Fallas (Ludii game description) § code, the end]
  FA-07: the pieces go round to the last quarter and are borne off there; the first to bear off every piece wins [Fallas (Ludii game description) § rules]
  FA-08: a die that carries a piece past the end bears it off, at any time [Fallas (Ludii game description) § code, the pieces' moves]
  FA-09: each player throws one die, and the higher throws the three dice to begin [Fallas (Académie des jeux oubliés, archived at geocities.ws/jeux-oublies) § priority for the dice]
  FA-10: the name: a player unable to play every die of his throw loses at once [Fallas (Académie des jeux oubliés, archived at geocities.ws/jeux-oublies) § introduction; Fallas (Académie des jeux oubliés, archived at geocities.ws/jeux-oublies) § object of the game]
  FA-11: pieces are borne off once all fifteen are in the last quarter [Fallas (Académie des jeux oubliés, archived at geocities.ws/jeux-oublies) § object of the game]
  FA-12: two pieces close a point; a point with one enemy piece may be landed on [Fallas (Ludii game description) § code, the pieces' moves]

  Background:
    Given the variant "fallas"

  @rule:FA-01 @rule:FA-02 @rule:FA-03
  Rule: the board, the start and the dice

    Scenario: Thirteen on the seventh point, two on the twelfth
      Then the variant has 15 checkers per side
      And the two tracks run in opposite directions
      And the variant is played with 3 dice of 6 faces
      And the variant has no doubling cube
      Given the starting position
      Then the position is "X 18:13 13:2 | O 18:13 13:2 | X to roll"

    Scenario: Three alike are three moves, as any throw
      Given the starting position
      When X rolls 2-2-2
      Then every legal play moves 3 times

  @rule:FA-09
  Rule: the opening

    Scenario: The higher die throws all three dice to begin
      Given a new game
      When the opening dice are 5 and 3
      Then the position is "X 18:13 13:2 | O 18:13 13:2 | X to roll again"

  @rule:FA-04 @rule:FA-12
  Rule: a hit piece goes back to its starting quarter

    Scenario: The hit piece goes back at once, to the point of its quarter furthest along its track
      Given the position "X 6:1 off:14 | O 20:1 18:12 13:2 | X to roll"
      When X rolls 1-1-1
      And X plays "6/5*/3"
      Then the position is "X 3:1 off:14 | O 18:12 13:3 | O to roll"

    Scenario: Two pieces close a point
      Given the position "X 12:1 off:14 | O 24:9 19:2 18:2 17:2 | X to roll"
      When X rolls 6-5-4
      Then X has no legal move

  @rule:FA-05
  Rule: a full starting quarter loses

    Scenario: The hitter stands on every point of the hit piece's quarter: its player loses
      Given the position "X 12:1 11:1 10:1 9:1 8:1 7:1 6:1 off:8 | O 24:7 23:7 20:1 | X to roll"
      When X rolls 1-1-1
      And X plays "6/5*/3"
      Then the game is over
      And the score is X wins a single for 1 point

  @rule:FA-06
  Rule: a throw that can only land on the other's points loses

    Scenario: Every number lands on a point O holds: X loses at once
      Given the position "X 12:1 off:14 | O 24:9 19:2 18:2 17:2 | X to roll"
      When X rolls 6-5-4
      Then X has no legal move
      When X plays "no move"
      Then the game is over
      And the score is O wins a single for 1 point

    Scenario: A throw of which one die can be played does not lose
      Given the position "X 12:1 off:14 | O 24:9 20:2 19:2 18:2 | X to roll"
      When X rolls 6-5-1
      Then the only legal play is "12/11"
      When X plays "12/11"
      Then the game is not over

  @rule:FA-10
  Rule: with the option every-die, a die that cannot be played loses

    Scenario: One die played of three: X loses
      Given the variant "fallas" with option "every-die"
      And the position "X 12:1 off:14 | O 24:9 20:2 19:2 18:2 | X to roll"
      When X rolls 6-5-1
      And X plays "12/11"
      Then the game is over
      And the score is O wins a single for 1 point

    Scenario: Bearing off the last piece wins, though dice are left over
      Given the variant "fallas" with option "every-die"
      And the position "X 2:1 off:14 | O 1:15 | X to roll"
      When X rolls 6-5-4
      And X plays "2/off"
      Then the score is X wins a single for 1 point

  @rule:FA-07 @rule:FA-08
  Rule: bearing off past the end, at any time; the first with every piece off wins

    Scenario: A die past the end bears off while others are far from home
      Given the position "X 16:2 3:1 off:12 | O 1:15 | X to roll"
      When X rolls 6-5-4
      Then "16/10 16/11 3/off" is legal

    Scenario: The last piece off wins
      Given the position "X 2:1 off:14 | O 1:15 | X to roll"
      When X rolls 6-5-4
      And X plays "2/off"
      Then the game is over
      And the score is X wins a single for 1 point

  @rule:FA-11
  Rule: with the option bear-off-from-home, all fifteen come home first

    Scenario: No piece is borne off while others are outside the last quarter
      Given the variant "fallas" with option "bear-off-from-home"
      And the position "X 16:2 3:1 off:12 | O 1:15 | X to roll"
      When X rolls 6-5-4
      Then "16/10 16/11 3/off" is illegal

# Sources and differences
# Read: Ludii's description of Fallas (its rules text, and the code of the tracks, the start,
# the pieces' moves, GoBack, NoGoBack and the end; its evidence page quotes Golladay's
# translation of ff. 74-75); the Académie des jeux oubliés' page on Fallas (English archive at
# geocities.ws/jeux-oublies).
# Set-up: Ludii's rules text puts thirteen on the seventh point of the track and two on the
# twelfth (FA-02, followed here: own points 18 and 13); its code puts the thirteen one point
# further on (own 17). The first quarter of the track is never used.
# Where the hit piece goes (FA-04): the construct 'a hit checker goes back to start or out of
# the game' sends it to the point of its starting quarter furthest along its track where none
# of the hitter's pieces stands; Ludii's code tries the quarter's first point first. Where the
# hitter stands on all six, the piece is out of the game, and 'the game ends when a player has
# any out of the game: he loses' ends the game (FA-05, as Ludii's code does).
# The dead throw (FA-06): Ludii's code makes a player lose when, at the start of his turn, his
# throw moves nothing ('the game ends when a player cannot play any of his roll: he loses',
# default). The Académie reads the name more strictly: unable to play every die, he loses
# (option every-die, FA-10).
# Bearing off: Ludii's code bears off with any die past the end, at any time (FA-08, default);
# the Académie (and the book's words, bringing the pieces to one's own table to bear them off
# safely) has all fifteen home first (option bear-off-from-home, FA-11).
# The opening is the Académie's (FA-09); ties thrown again are reconstructed. No cube
# (Académie). The rule that as many dice as possible are played is the language's in every game
# (Ludii's code does not require it).
