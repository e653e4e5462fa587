Feature: Ssang-Ryouk: the Korean tables game, doubles played once and an exact bear-off
  Ssang-Ryouk ("double sixes", Ssangnyuk), the Korean tables game, as Ludii's game description
  gives it, rules text and code, after Culin's accounts of 1895, with what Ludii's evidence
  record of Culin adds: Backgammon's board, fifteen men each and Backgammon's set-up; the
  higher single die begins, playing both numbers; each die moves a man, or one man moves by
  both; a double is two moves of its number, not four, and gives no second throw; a lone man
  landed on goes to the middle and enters again by a die before anything else moves; once all
  his men are in the last six points a player bears them off, each only by its exact number;
  the first to bear off every man wins, and there is no cube and no double game. Equal opening
  dice thrown again is tavli's reconstruction (not tagged below). Ludii's code counts the
  set-up from the other end of the track: the option ludii-code-setup.

  Rule register (Ssang-Ryouk (Ludii game description); Evidence for Shuanglu (Ludii portal, DLP.Evidence.1409); Ssangnyuk (English Wikipedia); Chinese Games with Dice and Dominoes (Culin, uwaterloo.ca)):
  SR-01: a board of twenty-four points in a horseshoe, the two players running opposite ways, fifteen men each and two dice [Ssang-Ryouk (Ludii game description) § rules; Ssangnyuk (English Wikipedia) § Introduction; Chinese Games with Dice and Dominoes (Culin, uwaterloo.ca) § Ssang-ryouk]
  SR-02: each player's men start five on his 6 point, three on his 8, five on his 13 and two on his 24, Backgammon's places [Ssang-Ryouk (Ludii game description) § rules]
  SR-03: each player throws one die; the higher begins, playing the two numbers thrown [Evidence for Shuanglu (Ludii portal, DLP.Evidence.1409) § rules]
  SR-04: each die moves one man that many points, or one man moves by both; no man may stop on a point held by two or more enemy men [Ssang-Ryouk (Ludii game description) § rules; Ssang-Ryouk (Ludii game description) § code, the pieces' moves]
  SR-05: a double is played as thrown, two moves of its number, and gives no second throw [Evidence for Shuanglu (Ludii portal, DLP.Evidence.1409) § rules; Ssangnyuk (English Wikipedia) § Contents; Ssang-Ryouk (Ludii game description) § code, the pieces' moves]
  SR-06: a lone enemy man landed on goes to the middle of the board and must enter again by a die, a 1 on the first point of his track, not on a point of two or more enemy men; nothing else of his side moves until he is in [Ssang-Ryouk (Ludii game description) § rules; Ssang-Ryouk (Ludii game description) § code, entering]
  SR-07: once all his men are in the last six points a player bears them off, a 6 from the sixth point from the end and so on down to a 1 from the last, only by the exact number [Ssang-Ryouk (Ludii game description) § rules; Ssang-Ryouk (Ludii game description) § code, the pieces' moves]
  SR-08: the dice must be used as fully as they can be [Ssang-Ryouk (Ludii game description) § rules; Ssang-Ryouk (Ludii game description) § code, play]
  SR-09: the first to bear off all his men wins; no source has a cube or a double game, so a win counts one [Ssang-Ryouk (Ludii game description) § rules; Ssang-Ryouk (Ludii game description) § code, end]
  SR-10: Ludii's code counts the set-up numbers from the start of each track: five men on the 6th point of the track, three on the 8th, five on the 13th and two on the 24th, its last [Ssang-Ryouk (Ludii game description) § code, start]

  Background:
    Given the variant "ssang-ryouk"

  @rule:SR-01
  Rule: the board, the men and the dice

    Scenario: Twenty-four points, fifteen men each, two dice
      Then the variant has 15 checkers per side
      And the variant is played with 2 dice of 6 faces
      And the board has 24 points
      And the two tracks run in opposite directions
      And the variant is also called "Ssangnyuk"

  @rule:SR-02
  Rule: the set-up is Backgammon's

    Scenario: The men start on the 24, 13, 8 and 6 points
      Given the starting position
      Then the position is "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | X to roll"

  @rule:SR-03
  Rule: the opening throw

    Scenario: The higher single die begins and plays both numbers
      Given a new game
      When the opening dice are 2 and 5
      Then the position is "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | O to play 5-2"

  Rule: tavli's reconstruction: equal opening dice are thrown again

    Scenario: A tie is thrown again, with no stake to double
      Given a new game
      When the opening dice are 3 and 3
      Then the position is "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | opening roll"

  @rule:SR-04
  Rule: each die moves a man, and a point of two enemy men is closed

    Scenario: One man may take both numbers, by way of an open point
      Given the starting position
      When X rolls 6-5
      Then "24/13" is legal
      And "13/2" is legal
      And "13/7 13/8" is legal

    Scenario: No man stops on a point of two or more enemy men
      Given the starting position
      When X rolls 6-5
      Then "24/19 24/18" is illegal
      And "13/7 6/1" is illegal

  @rule:SR-05
  Rule: a double is two moves of its number

    Scenario: Double three moves a man twice three, not four times
      Given the starting position
      When X rolls 3-3
      Then every legal play moves 2 times
      And "24/21(2)" is legal
      And "24/18" is legal
      And "24/21(2) 13/10(2)" is illegal

    Scenario: A double gives no second throw
      Given the starting position
      When X rolls 3-3
      And X plays "24/21(2)"
      Then the position is "X 21:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | O to roll"

  @rule:SR-06
  Rule: a lone man is hit, and enters again first

    Scenario: X hits O's lone man, which goes to the middle
      Given the position "X 24:2 13:5 8:3 6:5 | O 24:2 15:1 13:4 8:3 6:5 | X to roll"
      When X rolls 3-1
      And X plays "13/10* 24/23"
      Then the position is "X 24:1 23:1 13:4 10:1 8:3 6:5 | O bar:1 24:2 13:4 8:3 6:5 | O to roll"

    Scenario: The hit man enters by a die, counted from the start of the track, before anything else
      Given the position "X 24:1 23:1 13:4 10:1 8:3 6:5 | O bar:1 24:2 13:4 8:3 6:5 | O to roll"
      When O rolls 6-2
      Then "bar/23 24/18" is legal
      And "13/7 13/11" is illegal
      And "bar/17" is illegal

  @rule:SR-07
  Rule: bearing off only when all are home, and only by the exact number

    Scenario: A man outside the last six points keeps the others from bearing off
      Given the position "X 8:1 6:14 | O 13:15 | X to roll"
      When X rolls 6-2
      Then "6/off 6/4" is illegal
      And "8/6 6/off" is legal

    Scenario: A larger number bears off no man from a lower point
      Given the position "X 5:2 3:1 off:12 | O 13:15 | X to roll"
      When X rolls 6-5
      Then the only legal play is "5/off"

  @rule:SR-08
  Rule: the dice are used as fully as they can be

    Scenario: When only one die can be played, it is the larger
      Given the position "X 9:1 off:14 | O 13:15 | X to roll"
      When X rolls 6-5
      Then the only legal play is "9/3"

    Scenario: With only one die playable in the bear-off, the 6 is played
      Given the position "X 6:1 4:1 2:1 off:12 | O 13:15 | X to roll"
      When X rolls 6-5
      Then the only legal play is "6/off"

  @rule:SR-09
  Rule: the end and the score

    Scenario: There is no cube
      Then the variant has no doubling cube
      Given the starting position
      Then X may not double

    Scenario: The first to bear off every man wins one point, however far behind the loser is
      Given the position "X off:15 | O 19:5 13:10 | X has won"
      Then the game is over
      And the score is X wins a single for 1 point

  @rule:SR-10
  Rule: the set-up as Ludii's code places it (option ludii-code-setup)

    Scenario: Two men start home and five in the enemy's home
      Given the variant "ssang-ryouk" with option "ludii-code-setup"
      And the starting position
      Then the position is "X 19:5 17:3 12:5 1:2 | O 19:5 17:3 12:5 1:2 | X to roll"

# Sources and differences
# Read: Ludii's description of Ssang-Ryouk (its rules text, description and the code of the
# board and tracks, set-up, entering, the pieces' moves, play and end); Ludii's evidence record
# DLP.Evidence.1409 (filed under Shuanglu, quoting Culin's Korean Games of 1895 on
# ssang-ryouk); Wikipedia's "Ssangnyuk" (Introduction, Contents); the opening of Culin's
# ssang-ryouk page in Chinese Games with Dice and Dominoes (gamesmuseum.uwaterloo.ca; the
# stored copy breaks off after the board, so its figure of the set-up was not seen).
# Doubles: the evidence record and Wikipedia say two men are moved on a double, and Ludii's code
# plays each die once (default, SR-05). Reading "two men" as two different men is left out: the
# code lets one man take both, and the language cannot require two.
# Set-up: Ludii's text gives Backgammon's numbers (5 on 6, 3 on 8, 5 on 13, 2 on 24) with the
# words "counted from the start of the track"; its Backgammon description has the same sentence
# and places Backgammon's men, so the sentence means Backgammon's places (default, SR-02). The
# Ssang-Ryouk code takes the words literally (two men already home, five in the enemy's home):
# option ludii-code-setup (SR-10). Todas Tablas in this project reads Ludii's same slip alike.
# Entering: Ludii's text says a man may not enter on a point of two or more men, which its
# Backgammon description uses of enemy men (default, SR-06); the Ssang-Ryouk code refuses any
# point with two or more men of either colour. Left out: the language cannot say it (it has only
# "never enter onto own checkers", which forbids even one).
# Bearing off: the text counts only exact numbers and the code bears off only by the exact
# number (default, SR-07); a larger number from the highest point, as in Backgammon, is in no
# source for this game. Opening: the evidence record gives the one-die opening (SR-03); Ludii's
# code simply lets player 1 begin; ties thrown again are tavli's reconstruction. Ludii's code
# maximises the pips moved, which with two dice each played once is tavli's rule (SR-08).
# Other Korean pages (cybernk.net, openchang.com) describe other ssangnyuk games, with sixteen
# men or men placed by the dice: left out, they are not the game Culin and Ludii describe.
