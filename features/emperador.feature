Feature: Emperador: three dice, two stacks facing each other, and the prime that wins outright
  Emperador, "the emperor's game", from Alfonso X's Libro de los Juegos (1283), fol. 75v, with
  what fol. 76r says of its half-board form, as Golladay's translation (quoted by Ludii's
  evidence pages and trionfi.com) and Ludii's game description give it. Fifteen checkers each,
  three dice. Each side starts with all fifteen on the first point of a table, the two stacks
  straight across the board from each other; the two run opposite ways, each toward the point
  where the other began, and bear off from there. No two of a player's checkers may share a
  point of his starting table. Two checkers close a point; a lone one is hit and goes back to
  the table where it began, coming in there again by a die. The first to bear off all wins; a
  player who holds six points in a row, twelve checkers, while an enemy checker has still to
  pass them, has won at once (his "prime"); a game in which neither side can move is a tie.
  Whether a hit checker comes back at once, with no die, is the option back-to-start-at-once;
  Ludii's code bears off whenever a die carries a checker past the end (option
  bear-off-any-time). Bearing off only once all are home (a larger number from the furthest
  point), the hit checker coming in before the others move (option enter-first), and the score
  of one point a game are tavli's reconstruction (not tagged below).
  Geometry (the board seen from X's seat): X starts on 24, top right, runs the top row leftward
  and the bottom row rightward; O starts on X's 1, bottom right, and runs the other way. Every
  point below is written in the mover's own numbering: O's point p is X's 25 - p.

  Rule register (Libro de los Juegos ff. 75v-76r (Golladay's translation, ludii.games evidence and trionfi.com); Emperador (Ludii game description)):
  EM-01: fifteen checkers each and three six-sided dice; each die moves a checker, or one checker moves by several of them [Emperador (Ludii game description) § rules; Emperador (Ludii game description) § code, the dice; Libro de los Juegos ff. 75v-76r (Golladay's translation, ludii.games evidence and trionfi.com) § fol. 76r, Medio Emperador]
  EM-02: each side starts with all fifteen on the first point of a table, the two stacks facing each other across the board [Libro de los Juegos ff. 75v-76r (Golladay's translation, ludii.games evidence and trionfi.com) § fol. 75v, Emperador; Emperador (Ludii game description) § rules; Emperador (Ludii game description) § code, the start]
  EM-03: the players throw to see who begins; the two sides run opposite ways, each toward the point where the other began [Libro de los Juegos ff. 75v-76r (Golladay's translation, ludii.games evidence and trionfi.com) § fol. 75v, Emperador; Emperador (Ludii game description) § rules]
  EM-04: two or more enemy checkers close a point; a lone one landed on is hit and goes back to the table where it began, to come in there again by a die [Libro de los Juegos ff. 75v-76r (Golladay's translation, ludii.games evidence and trionfi.com) § fol. 75v, Emperador; Emperador (Ludii game description) § rules; Emperador (Ludii game description) § code, the moves]
  EM-05: no two of a player's checkers on one point of his starting table, the fifteen set up there excepted [Emperador (Ludii game description) § rules; Emperador (Ludii game description) § code, the moves]
  EM-06: checkers brought round into the table where the other began are borne off; the first to bear off all fifteen wins [Libro de los Juegos ff. 75v-76r (Golladay's translation, ludii.games evidence and trionfi.com) § fol. 75v, Emperador; Emperador (Ludii game description) § rules; Emperador (Ludii game description) § code, the end]
  EM-07: a game in which neither side can move is a tie [Emperador (Ludii game description) § rules; Emperador (Ludii game description) § code, the end; Libro de los Juegos ff. 75v-76r (Golladay's translation, ludii.games evidence and trionfi.com) § fol. 76r, Medio Emperador]
  EM-08: six points in a row held by twelve checkers, with an enemy checker still to pass them, win outright: the prime [Emperador (Ludii game description) § rules; Libro de los Juegos ff. 75v-76r (Golladay's translation, ludii.games evidence and trionfi.com) § fol. 76r, Medio Emperador]
  EM-09: a hit checker goes straight back to its starting table, with no die (option back-to-start-at-once) [Libro de los Juegos ff. 75v-76r (Golladay's translation, ludii.games evidence and trionfi.com) § fol. 75v, Emperador; Emperador (Ludii game description) § rules]
  EM-10: a die that carries a checker past the end takes it off, from any point and at any time (option bear-off-any-time) [Emperador (Ludii game description) § code, the moves]

  Background:
    Given the variant "emperador"

  @rule:EM-01 @rule:EM-02
  Rule: fifteen checkers, three dice, and the two stacks facing each other

    Scenario: Fifteen on the first point of each track, the two stacks straight across the board
      Then the variant has 15 checkers per side
      And the variant is played with 3 dice of 6 faces
      And the board has 24 points
      And X's track runs from point 24 to point 1
      And the two tracks run in opposite directions
      And the "home" zone is the points 1 to 6
      And the variant has no doubling cube
      Given the starting position
      Then the position is "X 24:15 | O 24:15 | X to roll"
      And the pip count of X is 360
      And the pip count of O is 360

  @rule:EM-01 @rule:EM-05
  Rule: each die a move, but no two checkers on a point of the starting table

    Scenario: 3-2-1 from the start: three checkers to three points, or fewer checkers further; never two on the 21
      Given the starting position
      When X rolls 3-2-1
      Then the legal plays are:
        | play              |
        | 24/21 24/22 24/23 |
        | 24/19 24/23       |
        | 24/20 24/22       |
        | 24/18             |

  @rule:EM-03
  Rule: the players throw to see who begins

    Scenario: One die each; the higher throws the three dice for his first move
      Given a new game
      When the opening dice are 5 and 3
      Then the position is "X 24:15 | O 24:15 | X to roll again"

  @rule:EM-04 @rule:EM-05
  Rule: a lone checker is hit and comes back into the table where it began, by a die

    Scenario: X's 3 hits O's lone checker on X's 10; it waits on the bar
      # O's 15 is X's 10; O's thirteen stand on his 24 (X's 1) and one on his 23 (X's 2)
      Given the position "X 13:1 8:14 | O 24:13 23:1 15:1 | X to roll"
      When X rolls 3-1-2
      And X plays "13/10* 8/7 8/6"
      Then the position is "X 10:1 8:12 7:1 6:1 | O bar:1 24:13 23:1 | O to roll"

    Scenario: The 1 and the 2 would bring it in onto his own checkers in his starting table; the others move instead
      # X's 6 is O's 19: the lone checker there is hit by the one from O's 23
      Given the position "X 10:1 8:12 7:1 6:1 | O bar:1 24:13 23:1 | O to roll"
      When O rolls 2-1-1
      Then "24/20" is legal
      And "23/19*" is legal
      And "23/21 bar/23" is legal

  @rule:EM-06
  Rule: bearing off from the table where the other began, once every checker is there

    Scenario: The checker on the 8 comes home before anything is borne off
      # O's fifteen stand on his 9, X's 16
      Given the position "X 8:1 2:1 off:13 | O 9:15 | X to roll"
      When X rolls 6-1-1
      Then the legal plays are:
        | play        |
        | 8/2 2/1(2)  |
        | 8/off       |

    Scenario: The 6 and the 5 take the last two checkers off, and X has won
      Given the position "X 3:1 2:1 off:13 | O 9:15 | X to roll"
      When X rolls 6-5-1
      Then the only legal play is "3/off 2/off"
      When X plays "3/off 2/off"
      Then the game is over
      And the score is X wins a single for 1 point

  @rule:EM-08
  Rule: the prime: six points in a row held, with an enemy checker still to pass them, win at once

    Scenario: X closes his 8 to his 13 while O's last checker, on X's 5, has still to pass: X has won
      # O's 20 is X's 5
      Given the position "X 14:1 13:2 12:2 11:2 10:2 9:2 8:1 6:3 | O 20:1 off:14 | X to roll"
      When X rolls 6-2-1
      And X plays "14/8 6/4/3"
      Then the game is over
      And the score is X wins a single for 1 point

    Scenario: Hitting that checker as well keeps it behind the prime
      Given the position "X 14:1 13:2 12:2 11:2 10:2 9:2 8:1 6:3 | O 20:1 off:14 | X to roll"
      When X rolls 6-2-1
      And X plays "14/8 6/4 6/5*"
      Then the game is over
      And the score is X wins a single for 1 point

    Scenario: Five points in a row are no prime
      Given the position "X 14:1 13:2 12:2 11:2 10:2 9:2 8:1 6:3 | O 20:1 off:14 | X to roll"
      When X rolls 6-2-1
      And X plays "14/6 6/5*"
      Then the game is not over
      And the position is "X 13:2 12:2 11:2 10:2 9:2 8:1 6:3 5:1 | O bar:1 off:14 | O to roll"

    Scenario: The same six points with O's last checker already past them win nothing
      # O's 2 is X's 23
      Given the position "X 14:1 13:2 12:2 11:2 10:2 9:2 8:1 6:3 | O 2:1 off:14 | X to roll"
      When X rolls 6-2-1
      And X plays "14/8 6/4/3"
      Then the game is not over
      And the position is "X 13:2 12:2 11:2 10:2 9:2 8:2 6:2 3:1 | O 2:1 off:14 | O to roll"

  @rule:EM-07 @rule:EM-05
  Rule: the tie: a game where neither side can move is drawn

    Scenario: The 1 brings X in on his 24, hitting, and the 3 and the 2 must still be played at home: the game goes on
      # O holds X's 19 to 23 (his 6 to 2) and has a lone checker on X's 24 (his 1)
      Given the position "X bar:2 6:2 5:2 4:2 3:2 2:2 1:2 off:1 | O 6:2 5:2 4:2 3:2 2:2 1:1 off:4 | X to roll"
      When X rolls 3-2-1
      Then "bar/24*" is illegal
      When X plays "bar/24* 6/4 6/3"
      Then the game is not over

    Scenario: When a hit checker must come in first, the same entry shuts both sides in: a draw
      # X's lone checker on his 24 now bars his other one (no two on a point of the starting
      # table); O's hit checker finds X's 1 to 6, his whole entry table, closed. X also holds six
      # points in a row with O's checker behind them, but the tie is judged first.
      Given the variant "emperador" with option "enter-first"
      And the position "X bar:2 6:2 5:2 4:2 3:2 2:2 1:2 off:1 | O 6:2 5:2 4:2 3:2 2:2 1:1 off:4 | X to roll"
      When X rolls 3-2-1
      Then the only legal play is "bar/24*"
      When X plays "bar/24*"
      Then the game is drawn
      And the score is a draw

  @rule:EM-04 @rule:EM-09
  Rule: the book's words: the hit checker goes back to its starting table at once (option back-to-start-at-once)

    Scenario: By default O's hit checker waits on the bar for a die
      Given the position "X 13:1 8:14 | O 24:13 23:1 15:1 | X to roll"
      When X rolls 3-1-1
      And X plays "13/10* 8/7(2)"
      Then the position is "X 10:1 8:12 7:2 | O bar:1 24:13 23:1 | O to roll"

    Scenario: With the option it goes straight to the furthest point of its starting table, O's 19
      Given the variant "emperador" with option "back-to-start-at-once"
      And the position "X 13:1 8:14 | O 24:13 23:1 15:1 | X to roll"
      When X rolls 3-1-1
      And X plays "13/10* 8/7(2)"
      Then the position is "X 10:1 8:12 7:2 | O 24:13 23:1 19:1 | O to roll"

  @rule:EM-10
  Rule: Ludii's code: a die past the end bears off, from any point, at any time (option bear-off-any-time)

    Scenario: The 6 takes off the checker on the 2, or on the 1 after an ace, while the other is still out
      Given the variant "emperador" with option "bear-off-any-time"
      And the position "X 8:1 2:1 off:13 | O 9:15 | X to roll"
      When X rolls 6-1-1
      Then the legal plays are:
        | play        |
        | 8/2 2/1(2)  |
        | 8/off       |
        | 2/off 8/6   |
        | 8/7 2/1/off |

  Rule: a hit checker comes in before anything else moves (option enter-first, tavli's reconstruction)

    Scenario: O's hit checker cannot come in with the 1 or the 2, so nothing of his moves
      Given the variant "emperador" with option "enter-first"
      And the position "X 10:1 8:12 7:1 6:1 | O bar:1 24:13 23:1 | O to roll"
      When O rolls 2-1-1
      Then O has no legal move

# Sources and differences
# Read (through the issue 25 research, and the Ludii file
# itself): the Libro de los Juegos, fol. 75v (Emperador) and fol. 76r (Medio Emperador), in
# Golladay's translation (2007) as Ludii's evidence pages and trionfi.com quote it; Emperador
# (Ludii game description): Ludeme/Ludii, board/race/escape/Emperador.lud, its rules text
# ("Libro de los Juegos 75-76") and code (the start, the moves, the end). Murray (1951) was
# not read.
# EM-01: three dice, as Ludii's code and the half game's passage (two dice, against the whole
# game's three) have it. A double is no more than the dice show.
# EM-04, EM-09: the book sends a hit checker back to the table where it was first placed; how
# it gets there it does not say. Ludii's code puts it in its owner's hand, to come in again by
# a die (tavli's bar: a die of n brings it onto its own point 25 - n, in its starting table):
# the default. Going straight back with no die is option back-to-start-at-once, where it lands
# on the furthest point of that table with none of the hitter's checkers. Neither source keeps
# the other checkers still while it waits: they may move (the default, as in Ludii's code);
# bringing it in first, as tavli's Medio Emperador and Ludus Anglicorum do, is option
# enter-first (reconstructed).
# EM-05: Ludii's text (no two on one spot of the starting quarter). Its code lets a checker join
# its own there only where more than one already stand, that is on the starting stack; tavli's
# `at most 1 checker on a point of start` spares the fifteen set up but counts what a move
# brings, so it refuses the starting stack too, and it bars a hit checker from coming in where
# one of its own stands (Ludii's code would let it onto the stack).
# EM-06: the book says only that the checkers brought round are borne off. tavli waits until
# all are home and lets a larger number take the furthest (reconstructed); Ludii's code bears
# off whenever a die carries a checker past the end (option bear-off-any-time, EM-10).
# EM-07: Ludii's text has each side filling a quarter so that neither can move, its code a draw
# when neither player has a move: `the game ends when a player has no move and the opponent has
# no move: a draw`. With the others free to move while a hit checker waits, a side shut in for
# good is rare (its checkers at home can still shuffle down); the scenarios show the tie with
# enter-first and the same play going on without it. Such a tie is often also a prime with an
# enemy checker behind it; the tie is written first, so it is judged first: the text calls the
# shut-in of both sides a tie.
# EM-08: the prime is not in Ludii's code, only in its text (after the book): twelve checkers on
# consecutive points so that the other cannot pass them. tavli reads it as six points in a row
# each held by two or more (`a prime of 6`, a longer row too), with at least one enemy checker
# still to pass them along its own track (on the bar or before the row): with every enemy
# checker past, nobody is stopped. Left out: the text's second sentence, that sending four
# checkers back to the beginning while keeping the prime is a prime win. Its meaning is
# unclear (four hits made while the prime stands, or four enemy checkers behind it), and
# neither reading can be said faithfully: the language has no count of hits made during a
# game, and no count of enemy checkers behind a prime (on the bar and before it together).
# Known difference, not an option: end rules are judged once a play is made, not after each
# die, so a prime made by the first die and broken by a later one does not win.
# Reconstructed: the opening (one die each, ties thrown again, the higher throws all three
# dice for his first move); that as many dice as possible are played, the larger when not all
# can be; one point a game (the book gives no degrees of winning we could read); no cube.
