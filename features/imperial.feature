Feature: Imperial: three dice, men on the sixth to eighth points, bearing off from anywhere
  Imperial, a tables game of England from about 1300 to 1350, one of a group of games that a
  fourteenth-century manuscript describes (Ludii cites Murray 1951: 123), as Ludii's game
  description gives it, rules text and code: three dice; fifteen men each, five on each of the
  sixth, seventh and eighth points of the owner's track; the two sides go round the board in
  opposite directions; two men close a point; a lone man landed on is hit and comes back in at
  the start of its own track by a die, with no priority over the other men; a die that carries
  a man past the end bears it off, from any point and at any time; the first to bear off every
  man wins. Ludii's code places the men on the first three points of the track instead: the
  option first-three-points. The opening is tavli's reconstruction (not tagged below).

  Rule register (Imperial (Ludii game description)):
  IM-01: a board of twenty-four points, fifteen men each and three six-sided dice [Imperial (Ludii game description) § rules; Imperial (Ludii game description) § code, equipment]
  IM-02: each player starts with five men on each of the sixth, seventh and eighth points of his own track [Imperial (Ludii game description) § rules]
  IM-03: the points make one horseshoe track, which the two players go round in opposite directions [Imperial (Ludii game description) § rules; Imperial (Ludii game description) § code, equipment]
  IM-04: each die moves a man by its number; one man may take two or three dice in turn, stopping only where it may stand [Imperial (Ludii game description) § rules; Imperial (Ludii game description) § code, play]
  IM-05: no man may move to a point that holds two or more enemy men [Imperial (Ludii game description) § rules; Imperial (Ludii game description) § code, play]
  IM-06: a man that lands on a lone enemy man takes it off the board, and that man comes in again at the start of its own track, by a die [Imperial (Ludii game description) § rules; Imperial (Ludii game description) § code, play]
  IM-07: the man that was hit has no priority: its owner may move his other men while it waits [Imperial (Ludii game description) § code, play]
  IM-08: a die that carries a man past the end of its track (its point's number or more) bears it off, from any point, at any time [Imperial (Ludii game description) § rules; Imperial (Ludii game description) § code, play]
  IM-09: three alike are three moves, like any other throw [Imperial (Ludii game description) § code, play]
  IM-10: the first to bear off all his men wins [Imperial (Ludii game description) § rules; Imperial (Ludii game description) § code, end]

  Background:
    Given the variant "imperial"

  @rule:IM-01
  Rule: the equipment

    Scenario: Fifteen men each, three dice, twenty-four points
      Then the variant has 15 checkers per side
      And the variant is played with 3 dice of 6 faces
      And the board has 24 points
      And the variant has no doubling cube

  @rule:IM-02
  Rule: five men on each of the sixth, seventh and eighth points (Ludii's rules text)

    Scenario: The starting position
      Given the starting position
      Then the position is "X 19:5 18:5 17:5 | O 19:5 18:5 17:5 | X to roll"

    Scenario: With the option first-three-points, the men start where Ludii's code puts them
      Given the variant "imperial" with option "first-three-points"
      And the starting position
      Then the position is "X 24:5 23:5 22:5 | O 24:5 23:5 22:5 | X to roll"

  @rule:IM-03
  Rule: opposite directions round one track

    Scenario: X runs from his 24 point to his 1 point, O the other way round
      Then X's track runs from point 24 to point 1
      And the two tracks run in opposite directions

  @rule:IM-04
  Rule: each die is a move, for one man or several

    Scenario: Three men, two men or one man move with 1, 2 and 4
      Given the starting position
      When X rolls 1-2-4
      Then "19/18 18/16 17/13" is legal
      And "19/15 19/16" is legal
      And "19/12" is legal

    Scenario: One man takes all three dice, resting only on open points
      Given the position "X 12:1 off:14 | O 17:2 15:2 off:11 | X to roll"
      When X rolls 4-2-1
      Then the only legal play is "12/11/5"
      And "12/8" is illegal
      And "12/10" is illegal

  @rule:IM-05
  Rule: two men close a point

    Scenario: Every die would land on a closed point
      Given the position "X 12:1 off:14 | O 19:2 18:2 17:2 off:9 | X to roll"
      When X rolls 6-5-4
      Then X has no legal move

  @rule:IM-06
  Rule: a lone man is hit and comes in again at the start of its track

    Scenario: Hitting a lone man takes it off the board
      Given the position "X 12:1 10:1 9:1 off:12 | O 14:1 off:14 | X to roll"
      When X rolls 3-2-1
      And X plays "12/11* 10/8 9/6"
      Then the position is "X 11:1 8:1 6:1 off:12 | O bar:1 off:14 | O to roll"

    Scenario: The hit man comes in by a die, on an open point of the first quarter
      Given the position "X 6:2 off:13 | O bar:1 off:14 | O to roll"
      When O rolls 6-5-4
      Then the only legal play is "bar/10"
      And "bar/19" is illegal

  @rule:IM-07
  Rule: the hit man has no priority (Ludii's code)

    Scenario: The other men move while the hit man waits
      Given the position "X 6:2 off:13 | O bar:1 10:2 off:12 | O to roll"
      When O rolls 5-2-1
      Then "10/5 10/7" is legal
      And "10/2" is legal
      And "bar/20 10/8 10/9" is legal

  @rule:IM-08
  Rule: a die past the end bears a man off, from any point, at any time

    Scenario: Men bear off while others are far from the end
      Given the position "X 20:13 3:1 2:1 | O 19:5 18:5 17:5 | X to roll"
      When X rolls 6-4-1
      Then "3/off 2/off 20/19" is legal
      And "2/off 3/2 20/14" is legal

    Scenario: A man on the 8 point goes off with its last die
      Given the position "X 8:1 off:14 | O 13:15 | X to roll"
      When X rolls 6-4-2
      Then the only legal play is "8/off"
      When X plays "8/off"
      Then the game is over

  @rule:IM-09
  Rule: three alike are no more than three moves

    Scenario: Three twos move three times, and the dice pass
      Given the starting position
      When X rolls 2-2-2
      Then every legal play moves 3 times
      When X plays "19/17(3)"
      Then the position is "X 19:2 18:5 17:8 | O 19:5 18:5 17:5 | O to roll"

  @rule:IM-10
  Rule: the end

    Scenario: The first to bear off every man wins a single game
      Given the position "X off:15 | O 19:15 | X has won"
      Then the game is over
      And the score is X wins a single for 1 point

  Rule: the opening (tavli's reconstruction)

    Scenario: The higher die begins, throwing all three dice
      Given a new game
      When the opening dice are 5 and 3
      Then the position is "X 19:5 18:5 17:5 | O 19:5 18:5 17:5 | X to roll again"

# Sources and differences
# Read: Ludii's description of Imperial, Ludeme/Ludii Common/res/lud/board/race/escape/
# Imperial.lud (version 1.3.4): its description and rules text, and its code (the board and
# tracks, the start, the play and the end). It cites Murray 1951: 123, which was not at hand;
# no rule page for Imperial was found. Ludii's description places the game in England, from a
# fourteenth-century manuscript (not in Alfonso X's Libro de los Juegos).
# Set-up: the rules text puts five men on each of the sixth, seventh and eighth points of the
# track (default, IM-02); the code puts them on the first three points (option
# first-three-points). Ludii's Provincial, from the same page of Murray, places its men where its
# text says, so the Imperial code looks like a slip; it is kept as an option.
# Bearing off: the text says a man goes off when the throw is greater than the points left; the
# code takes it off when the die reaches past the end, so the exact number also bears off
# (default, IM-08), with no need for the other men to be home.
# A hit man: the text says it enters again from the start of the track; the code puts it on
# its side's bar square, the start of its track, where it moves like any man, in any order
# (IM-06, IM-07). tavli's bar with no priority rule plays the same.
# Reconstructed, as no source says: the opening (one die each, ties again, the winner throws
# all three; Ludii's code lets the first player start); the rule that as many dice as possible
# are played (Ludii's code does not require it; the language plays the most dice in every
# game); one point for a win, and no cube.
