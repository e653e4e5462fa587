Feature: Medio Emperador: Emperador on half the board, two dice, and a tie when neither can move
  Medio Emperador, "half emperor", from Alfonso X's Libro de los Juegos (1283): the book gives
  it on fol. 76r as a shorter game of Emperador (fol. 75v), played on two tables instead of
  four, as Golladay's translation (quoted by Ludii's evidence pages and trionfi.com) and Ludii's
  game descriptions of both games give them. Fifteen checkers each, all on the first point of
  the track, the two stacks straight across from each other on the same half of the board; the
  two sides run opposite ways, each toward the point where the other began, and bear off from
  there. Two dice (the book allows three, and ties the name to the two). Two checkers close a
  point; a lone one is hit and goes back to the table where it began, to come in again from
  there. There is no prime, Emperador's special win, but a game in which neither side can move
  is a tie. The rest is tavli's reconstruction and not tagged below: a hit checker comes back in
  before anything else moves, checkers are borne off once all are home (a larger number from
  the furthest point), a double is two moves, the opening die of each side and the score of one
  point a game. Ludii's code lets the others move while a hit checker waits and bears off
  whenever a die carries a checker past the end; Emperador's rule against two checkers on a
  point of the starting table is an option: the options show each.
  Geometry (the board seen from X's seat): the bottom row holds the points 1 (right) to 6
  (left), the top row 7 (left) to 12 (right). X starts on 12, top right, and O on X's 1,
  bottom right; X runs the top row leftward and the bottom row rightward, O the other way.
  Every point below is written in the mover's own numbering: O's point p is X's 13 - p.

  Rule register (Libro de los Juegos ff. 75v-76r (Golladay's translation, ludii.games evidence and trionfi.com); Medio Emperador (Ludii game description); Emperador (Ludii game description)):
  ME-01: only two tables are used, half the board: twelve points [Libro de los Juegos ff. 75v-76r (Golladay's translation, ludii.games evidence and trionfi.com) § fol. 76r, Medio Emperador; Medio Emperador (Ludii game description) § rules]
  ME-02: fifteen checkers each [Libro de los Juegos ff. 75v-76r (Golladay's translation, ludii.games evidence and trionfi.com) § fol. 75v, Emperador; Medio Emperador (Ludii game description) § rules]
  ME-03: two six-sided dice; each die moves a checker, or one checker moves by one die and then by the other [Libro de los Juegos ff. 75v-76r (Golladay's translation, ludii.games evidence and trionfi.com) § fol. 76r, Medio Emperador; Medio Emperador (Ludii game description) § rules; Medio Emperador (Ludii game description) § code, the Dice option]
  ME-04: each side starts with all fifteen on the first point of its table, the two points facing each other on the same side of the bar [Libro de los Juegos ff. 75v-76r (Golladay's translation, ludii.games evidence and trionfi.com) § fol. 75v, Emperador; Medio Emperador (Ludii game description) § rules; Medio Emperador (Ludii game description) § code, the start]
  ME-05: the two sides run opposite ways, each toward the point where the other began [Libro de los Juegos ff. 75v-76r (Golladay's translation, ludii.games evidence and trionfi.com) § fol. 75v, Emperador; Medio Emperador (Ludii game description) § rules]
  ME-06: two or more enemy checkers close a point; a lone one landed on is hit, goes back to the table where it began and comes in again there by a die [Libro de los Juegos ff. 75v-76r (Golladay's translation, ludii.games evidence and trionfi.com) § fol. 75v, Emperador; Medio Emperador (Ludii game description) § code, the moves]
  ME-07: checkers brought round to the other's table are borne off; the first to bear off all fifteen wins [Libro de los Juegos ff. 75v-76r (Golladay's translation, ludii.games evidence and trionfi.com) § fol. 75v, Emperador; Medio Emperador (Ludii game description) § rules; Medio Emperador (Ludii game description) § code, the end]
  ME-08: the players throw to decide who begins [Libro de los Juegos ff. 75v-76r (Golladay's translation, ludii.games evidence and trionfi.com) § fol. 75v, Emperador]
  ME-09: there is no prime, but a game can be tied: when neither side can move, it is drawn [Libro de los Juegos ff. 75v-76r (Golladay's translation, ludii.games evidence and trionfi.com) § fol. 76r, Medio Emperador; Medio Emperador (Ludii game description) § rules; Medio Emperador (Ludii game description) § code, the end]
  ME-10: three dice instead of two (option three-dice) [Libro de los Juegos ff. 75v-76r (Golladay's translation, ludii.games evidence and trionfi.com) § fol. 76r, Medio Emperador; Medio Emperador (Ludii game description) § ruleset Medio Emperador (Described)]
  ME-11: the other checkers may move while a hit checker waits to come back in (option free-entry) [Medio Emperador (Ludii game description) § code, the moves]
  ME-12: no two of a player's checkers on one point of his starting table, the fifteen set up there excepted (option single-in-start) [Emperador (Ludii game description) § rules; Emperador (Ludii game description) § code, the moves]
  ME-13: a die that carries a checker past the end takes it off, from any point and at any time (option bear-off-any-point) [Medio Emperador (Ludii game description) § code, the moves]

  Background:
    Given the variant "medio-emperador"

  @rule:ME-01 @rule:ME-02 @rule:ME-03 @rule:ME-04 @rule:ME-05
  Rule: half the board, two dice, and the two stacks facing each other

    Scenario: Twelve points; fifteen on the first point of each track, the two tracks opposite
      Then the variant has 15 checkers per side
      And the variant is played with 2 dice of 6 faces
      And the board has 12 points
      And X's track runs from point 12 to point 1
      And the two tracks run in opposite directions
      And the "home" zone is the points 1 to 6
      And the variant has no doubling cube
      Given the starting position
      Then the position is "X 12:15 | O 12:15 | X to roll"
      And the pip count of X is 180
      And the pip count of O is 180

    Scenario: Two threes are two moves: two checkers to the 9, or one to the 6
      Given the starting position
      When X rolls 3-3
      Then the legal plays are:
        | play      |
        | 12/9 12/9 |
        | 12/6      |

  @rule:ME-06
  Rule: two checkers close a point; a lone one is hit and goes back to its first table

    Scenario: The 4 hits O's lone checker; the 2 may hit another; the 4 may not land on O's stack
      Given the position "X 12:13 8:1 5:1 | O 12:13 9:1 3:1 | X to roll"
      When X rolls 4-2
      Then "12/10* 8/4*" is legal
      And "5/1 8/6" is illegal
      When X plays "8/4* 5/3"
      Then the position is "X 12:13 4:1 3:1 | O bar:1 12:13 3:1 | O to roll"

    Scenario: The hit checker comes in on O's 7 or 12, in the table where it began, before anything else moves
      Given the position "X 12:13 5:1 4:1 | O bar:1 12:13 3:1 | O to roll"
      When O rolls 6-1
      Then the legal plays are:
        | play        |
        | bar/7 12/11 |
        | bar/6       |
        | bar/7 3/2   |
      And "12/6 3/2" is illegal

  @rule:ME-07
  Rule: bearing off from the other's table, once every checker is there

    Scenario: Nothing is borne off while the checker on 8 is outside; it comes home and goes off
      Given the position "X 8:1 2:1 off:13 | O 9:15 | X to roll"
      When X rolls 6-5
      Then the only legal play is "8/off"
      And "8/3 2/off" is illegal

    Scenario: The 6 and the 5 take the last two checkers off, and X has won
      Given the position "X 3:1 2:1 off:13 | O 9:15 | X to roll"
      When X rolls 6-5
      Then the only legal play is "3/off 2/off"
      When X plays "3/off 2/off"
      Then the game is over
      And the score is X wins a single for 1 point

  @rule:ME-08
  Rule: the players throw to see who begins

    Scenario: One die each; the higher throws both dice for his first move
      Given a new game
      When the opening dice are 5 and 3
      Then the position is "X 12:15 | O 12:15 | X to roll again"

  @rule:ME-09
  Rule: the tie: a game where neither side can move is drawn; one side alone shut in passes

    Scenario: X comes in on his 12, hitting; X can still come in there with a 1, so O alone is shut in and passes
      Given the position "X bar:2 6:2 5:2 4:2 3:2 2:2 1:2 off:1 | O 6:2 5:2 4:2 3:2 2:2 1:1 off:4 | X to roll"
      When X rolls 3-1
      Then the only legal play is "bar/12*"
      When X plays "bar/12*"
      Then the game is not over
      And the position is "X bar:1 12:1 6:2 5:2 4:2 3:2 2:2 1:2 off:1 | O bar:1 6:2 5:2 4:2 3:2 2:2 off:4 | O to roll"
      When O rolls 6-5
      Then O has no legal move

  @rule:ME-09 @rule:ME-12
  Rule: Emperador's limit: no two on a point of the starting table (option single-in-start); with it the tie comes about

    Scenario: The same entry leaves X's checker alone on his 12, which now bars his other one: neither side can move, a draw
      Given the variant "medio-emperador" with option "single-in-start"
      And the position "X bar:2 6:2 5:2 4:2 3:2 2:2 1:2 off:1 | O 6:2 5:2 4:2 3:2 2:2 1:1 off:4 | X to roll"
      When X rolls 3-1
      Then the only legal play is "bar/12*"
      When X plays "bar/12*"
      Then the game is drawn
      And the score is a draw

  @rule:ME-10 @rule:ME-12
  Rule: three dice (option three-dice)

    Scenario: 3-2-1 from the start; with Emperador's limit too, no two checkers stop on the 9
      Given the variant "medio-emperador" with option "three-dice"
      Then the variant is played with 3 dice of 6 faces
      Given the starting position
      When X rolls 3-2-1
      Then the legal plays are:
        | play             |
        | 12/11 12/10 12/9 |
        | 12/9 12/9        |
        | 12/10 12/8       |
        | 12/11 12/7       |
        | 12/6             |
      Given the variant "medio-emperador" with options "three-dice" and "single-in-start"
      And the starting position
      When X rolls 3-2-1
      Then "12/9 12/9" is illegal
      And there are 4 legal plays

  @rule:ME-11
  Rule: Ludii's code: the others move while a hit checker waits (option free-entry)

    Scenario: O leaves the hit checker on the bar and plays the 6 and the 1 elsewhere
      Given the variant "medio-emperador" with option "free-entry"
      And the position "X 12:13 5:1 4:1 | O bar:1 12:13 3:1 | O to roll"
      When O rolls 6-1
      Then "12/6 3/2" is legal

  @rule:ME-13
  Rule: Ludii's code: a die past the end bears off, from any point, at any time (option bear-off-any-point)

    Scenario: The 6 takes the checker on 2 off while the other is still on 8
      Given the variant "medio-emperador" with option "bear-off-any-point"
      And the position "X 8:1 2:1 off:13 | O 9:15 | X to roll"
      When X rolls 6-5
      Then the legal plays are:
        | play      |
        | 8/off     |
        | 8/3 2/off |

# Sources and differences
# Read (through the issue 22 research, and the two
# Ludii files themselves): the Libro de los Juegos, ff. 75v (Emperador) and 76r (Medio
# Emperador), in Golladay's translation (2007) as Ludii's evidence page for Medio Emperador and
# trionfi.com quote it; Medio Emperador (Ludii game description): Ludeme/Ludii,
# board/race/escape/Medio Emperador.lud, its rules text ("Libro de los Juegos 75-76"), its
# ruleset Medio Emperador (Described) with three dice and two as the variation, and its code
# (the start, the moves, the end); Emperador (Ludii game description), Emperador.lud, its rules
# text and code; R. Reid on the hist-games list (2007), who finds the English Ludus Lombardorum
# consistent with this game. Murray (1951) was not read.
# ME-01: the book's half board. Ludii's code for Medio Emperador runs its tracks over all
# twenty-four points, Emperador's whole-board tracks, against its own text ("only on the half
# of the board where the pieces begin"): a slip of the code; tavli follows the text.
# ME-03, ME-10: the book allows two dice or three and explains the name by the half board and
# the two dice; tavli's default is two, three the option three-dice (Ludii's described ruleset,
# where three are the default and two the variation). No source plays a double four times:
# a double is two moves, as the dice show.
# ME-04 to ME-07: from Emperador (fol. 75v), which the half game follows on the smaller board.
# A hit checker "goes back to the table where it was first placed"; Ludii's code puts it in
# its owner's hand to enter again by a die, which is tavli's bar: a die of n brings it onto its
# own point 13 - n, in its starting table. Only a lone checker can be hit (Ludii's code). The
# book says nothing of whether the hit checker must come in before the others move: tavli's
# default says it must (reconstructed); Ludii's code lets the others move (option free-entry,
# ME-11). Bearing off: the book says only that the checkers brought round are borne off; tavli
# waits until all are home and lets a larger number take the furthest (reconstructed); Ludii's
# code bears off whenever a die carries a checker past the end (option bear-off-any-point,
# ME-13).
# ME-09: the book says the half game has no prime but can be tied; Ludii's text speaks of each
# side filling a quarter so that neither can move, and its code draws the game when neither
# player has a move: `the game ends when a player has no move and the opponent has no move: a
# draw`. With the default rules that end can never come about in play: a side shut in for good
# needs a hit checker that can come in nowhere (with the checker coming in first, nothing else
# moves), and a side that has just played either entered nothing, so the position was shut in
# already, or entered a checker onto its own starting table, where its next hit checker may
# follow it. In tavli's self-play none of 200 random games was drawn. With Emperador's rule
# against two checkers on a point of the starting table (option single-in-start, ME-12) that
# checker bars the next, and 22 of 200 random games were drawn; the two scenarios of ME-09 show
# the same play with and without it. The book's statement that a tie is possible thus speaks
# for the limit; the research behind this file made it an option, as the book does not state it
# for the half game and Ludii's code of Medio Emperador does not have it.
# ME-12: Emperador's limit, Ludii's text of Emperador ("no two on one spot of the starting
# quarter"); its code lets a checker join its own there only where more than one already stand,
# that is on the starting stack. tavli's `at most 1 checker on a point of start` spares the
# fifteen set up but counts what a move brings, so it refuses the starting stack too (as in
# Ludus Anglicorum and Ludus Lombardorum); it also bars a hit checker from coming in where one
# of its own stands.
# Left out: the prime (Emperador's special win), which the book says the half game has not.
# Reconstructed: the opening (one die each, ties thrown again, the higher throws the dice for
# his first move); that as many dice as possible are played, the larger when not all can be;
# one point a game (the book gives no degrees of winning for the half game); no doubling cube.
