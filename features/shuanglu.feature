Feature: Shuanglu: Backgammon's board and start, a double played twice, the exact number to bear off
  Shuanglu ("double sixes"), the tables game of China and Korea, as Ludii's game description
  gives it after Culin (1895), who names it the game of backgammon of the East Asian coast:
  Backgammon's board, men, start, blocks, hitting, bar and entering, with the differences its
  sources give: a double is two moves of its number, not four; a man is borne off only by the
  exact number; the first to bear off all his men wins one game, with no doubling cube and no
  gammon. Equal opening dice rolled again are tavli's reconstruction (not tagged below).

  Rule register (Shuanglu (Ludii game description); Backgammon (Ludii game description); Chinese Games with Dice and Dominoes (Culin 1895, uwaterloo.ca); Ssangnyuk (English Wikipedia)):
  SL-01: twenty-four points in a horseshoe track, the two sides running opposite ways; fifteen men each and two dice [Shuanglu (Ludii game description) § rules; Chinese Games with Dice and Dominoes (Culin 1895, uwaterloo.ca) § Ssang-ryouk; Ssangnyuk (English Wikipedia) § Introduction]
  SL-02: Backgammon's start: two men on the 24 point, five on the 13, three on the 8 and five on the 6 [Shuanglu (Ludii game description) § rules; Backgammon (Ludii game description) § code, start]
  SL-03: each die moves a man, or one man moves by both; a double is two moves of its number, not four, and earns no further throw [Shuanglu (Ludii game description) § rules; Shuanglu (Ludii game description) § code, the pieces' moves; Ssangnyuk (English Wikipedia) § Contents]
  SL-04: to begin, each player rolls one die; the higher plays first, with the two numbers just rolled [Shuanglu (Ludii game description) § rules]
  SL-05: a man may not stop on a point with two or more enemy men; one that stops on a lone enemy man sends it off the board, to the middle [Shuanglu (Ludii game description) § rules; Shuanglu (Ludii game description) § code, the pieces' moves]
  SL-06: a man sent off enters again by a die, the first point of the track counting one, never onto two or more enemy men; nothing else moves until all have entered [Shuanglu (Ludii game description) § rules; Shuanglu (Ludii game description) § code, EnterPieces and play]
  SL-07: men are borne off only once all of the player's men stand on his last six points [Shuanglu (Ludii game description) § rules; Shuanglu (Ludii game description) § code, AllPiecesInFinalQuadrant]
  SL-08: a man is borne off by the exact number only: a 6 from the sixth point from the end, and so on down to a 1 [Shuanglu (Ludii game description) § rules; Shuanglu (Ludii game description) § code, the pieces' moves]
  SL-09: the dice must be used as fully as they can be [Shuanglu (Ludii game description) § rules; Shuanglu (Ludii game description) § code, play]
  SL-10: the first to bear off all his men wins; the game is won once, with no doubling and no gammon [Shuanglu (Ludii game description) § rules; Shuanglu (Ludii game description) § code, end]

  Background:
    Given the variant "shuanglu"

  @rule:SL-01 @rule:SL-02
  Rule: the board, the men and the start are Backgammon's

    Scenario: Fifteen men each, two dice, opposite tracks, Backgammon's start
      Then the variant has 15 checkers per side
      And the variant is played with 2 dice of 6 faces
      And the two tracks run in opposite directions
      Given the starting position
      Then the position is "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | X to roll"

  @rule:SL-03
  Rule: a double is two moves, not four

    Scenario: 3-3 from the start moves 3 twice, by two men or by one
      Given the starting position
      When X rolls 3-3
      Then every legal play moves 2 times
      And "8/5(2) 6/3(2)" is illegal
      And "8/5(2)" is legal
      And "13/7" is legal

    Scenario: The double earns no further throw
      Given the starting position
      When X rolls 3-3
      And X plays "8/5 6/3"
      Then the position is "X 24:2 13:5 8:2 6:4 5:1 3:1 | O 24:2 13:5 8:3 6:5 | O to roll"

  @rule:SL-04
  Rule: the opening

    Scenario: The higher opening die plays first, with both numbers
      Given a new game
      When the opening dice are 2 and 5
      Then O is to play 5-2

    Scenario: X wins the opening with the 6
      Given a new game
      When the opening dice are 6 and 1
      Then X is to play 6-1

  Rule: equal opening dice are rolled again (tavli's reconstruction)

    Scenario: Equal opening dice are simply rolled again
      Given a new game
      When the opening dice are 4 and 4
      Then the position is "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | opening roll"

  @rule:SL-05
  Rule: blocks of two, and a lone man hit

    Scenario: Stopping on a lone man sends it to the middle; two men close a point
      Given the position "X 24:2 13:5 8:3 6:5 | O 24:2 14:1 13:4 8:3 6:5 | X to roll"
      When X rolls 2-1
      Then "13/12 13/11*" is illegal
      And "13/11* 6/5" is legal
      When X plays "13/11* 6/5"
      Then the position is "X 24:2 13:4 11:1 8:3 6:4 5:1 | O bar:1 24:2 13:4 8:3 6:5 | O to roll"

  @rule:SL-06
  Rule: entering from the middle comes first

    Scenario: With the entry point closed, nothing moves
      Given the position "X 24:2 13:4 11:1 8:3 6:4 5:1 | O bar:1 24:2 13:4 8:3 6:5 | O to roll"
      When O rolls 6-6
      Then O has no legal move

    Scenario: The man enters by the 5, hitting, before the 6 is played
      Given the position "X 24:2 13:4 11:1 8:3 6:4 5:1 | O bar:1 24:2 13:4 8:3 6:5 | O to roll"
      When O rolls 6-5
      Then "bar/20* 24/18" is legal
      And "13/8 13/7" is illegal
      And "bar/19 24/19" is illegal

  @rule:SL-07
  Rule: bearing off waits for every man to be home

    Scenario: A man outside the last six points keeps the others from bearing off
      Given the position "X 9:1 3:14 | O 1:15 | X to roll"
      When X rolls 3-1
      Then "9/8 3/off" is illegal
      And "9/6 3/2" is legal

  @rule:SL-08
  Rule: the exact number bears off

    Scenario: A 6 bears off nothing when no man stands on the 6 point
      Given the position "X 5:2 3:13 | O 1:15 | X to roll"
      When X rolls 6-4
      Then the only legal play is "5/1"

    Scenario: Each die bears off from its own point
      Given the position "X 6:1 4:14 | O 1:15 | X to roll"
      When X rolls 6-4
      Then the only legal play is "6/off 4/off"

  @rule:SL-09
  Rule: the dice are used as fully as they can be

    Scenario: Both dice must be played when they can be, even by one man
      Given the position "X 13:1 1:14 | O 13:2 1:13 | X to roll"
      When X rolls 6-1
      Then the only legal play is "13/6"

    Scenario: When only one die can be played, the larger
      Given the position "X 13:1 1:14 | O 23:2 1:13 | X to roll"
      When X rolls 6-5
      Then the only legal play is "13/7"

  @rule:SL-10
  Rule: the end: one game, no cube, no gammon

    Scenario: There is no doubling cube
      Then the variant has no doubling cube

    Scenario: The winner scores one game, even with all the loser's men in his home board
      Given the position "X off:15 | O 24:15 | X has won"
      Then the game is over
      And the score is X wins a single for 1 point

# Sources and differences
# Read: Ludii's description of Shuanglu (its rules text, which cites Culin 1895a: 499-500, and
# its code: board, tracks, start, the pieces' moves, EnterPieces, play and end); Ludii's
# description of Backgammon (its rules text and start, for the set-up's numbering); the opening
# of Culin's ssang-ryouk section of "Chinese Games with Dice and Dominoes" as transcribed on
# uwaterloo.ca (the rest of that page, and its board figure, could not be read here); the
# English Wikipedia article "Ssangnyuk" (the Korean name of the same game, after Culin).
# Set-up: Ludii's text lists five men on point 6, three on 8, five on 13 and two on 24,
# "numbered from the origin"; Ludii's Backgammon text uses the same words for Backgammon, and
# its code places Backgammon's start, so the numbers are Backgammon's (default, SL-02). Ludii's
# Shuanglu code counts them from the origin of the track instead, so each side's two back men
# start on its very last point: left out, as a slip that contradicts the same words in Ludii's
# Backgammon and Culin's identification of the game with backgammon.
# Doubles: Ludii's text and Wikipedia say two men are "customarily" or "typically" moved;
# Ludii's code plays each die once and lets one man take both moves, which tavli follows
# (SL-03). A stricter reading, the two moves by two different men, is left out: neither source
# makes it a rule and the language has no statement for it.
# Entering: Ludii's code (and a literal reading of its text) also refuses entry onto a point
# holding two or more men of the entering side; tavli reads the text's "two or more pieces" as
# enemy men, as in the sentence before it and in Backgammon, and the language cannot say the
# other (left out). Ludii's code picks the plays covering the greatest distance; tavli's rule
# (the most dice, else the larger) gives the same plays here (SL-09).
# Not in any source, so tavli's reconstruction: equal opening dice are rolled again (Ludii's code
# simply lets the first player start). No source speaks of a doubling cube, gammons or a
# backgammon: a game is won once (SL-10).
