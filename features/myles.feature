Feature: Myles: two dice and a six with every throw, uneven set-ups, one track for both
  Myles, the name given to a tables game of an English manuscript of the early fourteenth
  century, as Ludii's game description gives it after Murray (1951, p. 123), rules text and
  code. Fifteen checkers each. Two dice are thrown, and every throw also plays a 6, as if a
  third die always showed it. Both sides set up on the same side of the board, unevenly, and
  run the same way round one track; the side with five on the last point of the first row
  plays first. A lone checker is hit and comes in again at the start of the track; two or more
  close a point. A throw that carries a checker past the end takes it off, from any point, at
  any time; the first to take all off wins. The description's set-up puts both colours on one
  point, so the set-up below is tavli's reading of it (the closing note says which); doubles,
  the score and the cube are tavli's reconstruction (not tagged below).

  Rule register (Myles (Ludii game description)):
  MY-01: fifteen checkers each; two six-sided dice are thrown [Myles (Ludii game description) § rules; Myles (Ludii game description) § code, the equipment]
  MY-02: both sides start on the same side of the board: the first player with five checkers on the last point of the starting row, four on its fifth and four on its sixth point, and two on the eleventh point of the row across; the other with three on each of the first five points of the row across [Myles (Ludii game description) § rules; Myles (Ludii game description) § code, the start]
  MY-03: the first player, as set up, plays first [Myles (Ludii game description) § rules]
  MY-04: each die moves a checker, or one checker moves by one die and then another; every throw also plays a 6 besides the numbers thrown [Myles (Ludii game description) § rules; Myles (Ludii game description) § code, play]
  MY-05: both sides move the same way round, anticlockwise, along one track [Myles (Ludii game description) § rules; Myles (Ludii game description) § code, the tracks]
  MY-06: a point with two or more enemy checkers is closed; a lone enemy checker landed on is hit, and comes in again from the first point of the row where the checkers started [Myles (Ludii game description) § rules; Myles (Ludii game description) § code, the moves]
  MY-07: a checker may be borne off when a throw is greater than the points left before it [Myles (Ludii game description) § rules; Myles (Ludii game description) § code, the moves]
  MY-08: the first to bear off all his checkers wins [Myles (Ludii game description) § rules]

  Background:
    Given the variant "myles"

  @rule:MY-01 @rule:MY-05
  Rule: the equipment and one track for both

    Scenario: Fifteen checkers each, two dice and a fixed 6, one track
      Then the variant has 15 checkers per side
      And the variant throws 2 dice of 6 faces and a fixed 6
      And the two tracks are the same

  @rule:MY-02 @rule:MY-03
  Rule: the uneven set-up, and the side of the five plays first

    Scenario: Five, four, four and two against five threes; X throws first, with no opening roll
      Given a new game
      Then the position is "X 18:4 17:4 13:5 2:2 | O 12:3 11:3 10:3 9:3 8:3 | X to roll"
      And the pip count of X is 209
      And the pip count of O is 150

  @rule:MY-04
  Rule: the two numbers thrown, and a 6 with every throw

    Scenario: A throw of 5-3 is played as 5, 3 and 6
      Given a new game
      When X rolls 5-3
      Then X is to play 5-3-6

    Scenario: A lone checker moves by all three numbers
      Given the position "X 20:1 off:14 | O 10:15 | X to roll"
      When X rolls 5-3
      Then the only legal play is "20/6"

  Rule: a double is its two numbers and the 6, nothing more (tavli's reconstruction)

    Scenario: A throw of 4-4 is three moves
      Given a new game
      When X rolls 4-4
      Then X is to play 4-4-6

  @rule:MY-06
  Rule: a lone checker is hit and comes in at the start; two close a point

    Scenario: Two checkers close a point: the 6 cannot go first
      Given the position "X 16:1 off:14 | O 10:2 5:13 | X to roll"
      When X rolls 2-1
      Then "16/10" is illegal
      And the only legal play is "16/7"

    Scenario: X hits on the way, or goes round the lone checker
      Given the position "X 20:1 off:14 | O 15:1 10:14 | X to roll"
      When X rolls 5-1
      Then the legal plays are:
        | play         |
        | 20/15* 15/8  |
        | 20/8         |
      When X plays "20/15* 15/8"
      Then the position is "X 8:1 off:14 | O bar:1 10:14 | O to roll"

    Scenario: The hit checker comes in on the first points of the track, by any of the three numbers
      Given the position "X 3:1 off:14 | O bar:1 10:14 | O to roll"
      When O rolls 2-1
      Then "bar/24 10/8 10/4" is legal
      And "bar/19 10/9 10/8" is legal

  @rule:MY-07 @rule:MY-08
  Rule: a throw past the end bears off, from any point; the first to take all off wins

    Scenario: A checker goes off while another is far from the end
      Given the position "X 20:1 3:1 off:13 | O 10:15 | X to roll"
      When X rolls 5-4
      Then "20/9 3/off" is legal

    Scenario: The last checker off wins the game, for one point
      Given the position "X 1:1 off:14 | O 10:15 | X to roll"
      When X rolls 2-1
      Then the only legal play is "1/off"
      When X plays "1/off"
      Then the game is over
      And the score is X wins a single for 1 point

# Sources and differences
# Read: Myles (Ludii game description): Ludeme/Ludii, board/race/escape/Myles.lud, its rules
# text (which cites Murray 1951, p. 123) and its code (the equipment, the tracks, the start,
# the moves and play). Murray's book itself was not found.
# MY-02: the text and the code put the first player's two fours on the fifth and sixth points
# of the row across and the other player's threes on the first five points of that row, so
# both colours would stand on its fifth point (the code places four of one and three of the
# other on one point), which no tables game allows. tavli reads the fifth and sixth points as
# those of the starting row, counted on from the five, where nothing else stands: on the one
# track, X has 5 on his 13, 4 on his 17, 4 on his 18 and 2 on his 2; O has 3 on each of his
# 12 to 8 (the first five points of the second row). The two on the eleventh point of the row
# across are where the code puts them. A reconstruction.
# MY-04: the code plays the two numbers thrown first and the 6 after them; the text says only
# that the 6 is played besides them, so tavli plays the three in any order (`dice: 2d6 and a
# 6`), as many as can be, the larger when not all can be (tavli's forced-play rule; the code
# forces nothing). A double is its two numbers and the 6 (no source doubles it): a
# reconstruction.
# MY-06: the hit checker comes in by a die at the start of the track, like a checker entering
# from the bar; nothing obliges it to come in before other checkers move (the code asks
# nothing of the kind).
# MY-07: "greater than the points left" is a die that reaches or passes the end: from a
# checker's own point p, p - 1 points are left, and a die of p or more takes it off, at any
# time, wherever the others stand (the code takes off any checker a die carries past the end).
# Reconstructed: one point a game and no doubling cube.
