Feature: Tabula: three dice, one way round
  Tabula, the Roman tables game, as Professor Finkel's reconstruction gives it (a4games.company,
  "Tabula Rules, Route and Layout"). Each player throws three dice, and each die is a move:
  three pieces may move, or two, or one piece by all three in turn, resting only on open
  points. Both players enter their fifteen pieces in the same first quarter and travel the
  same way round. Two or more pieces close a point; a lone piece is sent off and must come
  back in before anything else moves. With the rules the reconstruction recommends, no piece
  goes into the second half of the board while one is still to enter, and none is borne off
  before all are in the last quarter. A piece is borne off by the exact number, as the other
  Tabula pages read here have it; tavli 0.1's larger number from the highest point is the
  option bear-off-from-the-highest.

  Rule register (Tabula Rules, Route and Layout (a4games.company); Tabula (boardgamesoftheworld.com); Tabula (bead.game); Tabula (gamexpla.in); Tabula (theedkins.co.uk)):
  TB-01: a board of twenty-four points, two players, fifteen pieces each [Tabula Rules, Route and Layout (a4games.company) § rule 1; Tabula (boardgamesoftheworld.com) § rules]
  TB-02: three six-sided dice, each a move: three pieces, two, or one piece by all of them, resting only on open points [Tabula Rules, Route and Layout (a4games.company) § rule 2; Tabula (boardgamesoftheworld.com) § rules]
  TB-03: pieces enter in the first quarter, and both colours travel the same way round [Tabula Rules, Route and Layout (a4games.company) § rule 3; Tabula (theedkins.co.uk) § rules]
  TB-04: suggested: no piece enters the second half until all of the player's pieces have entered [Tabula Rules, Route and Layout (a4games.company) § rule 3; Tabula (theedkins.co.uk) § rules]
  TB-05: two or more pieces on a point close it to the enemy and cannot be captured [Tabula Rules, Route and Layout (a4games.company) § rule 4; Tabula (boardgamesoftheworld.com) § rules; Tabula (bead.game) § How to play]
  TB-06: a lone piece landed on is sent off and re-enters at the next throw; nothing else moves before [Tabula Rules, Route and Layout (a4games.company) § rule 5]
  TB-07: the whole throw must be used if possible; a part that cannot be played is lost [Tabula Rules, Route and Layout (a4games.company) § rule 6; Tabula (boardgamesoftheworld.com) § rules]
  TB-08: suggested: no piece is borne off until all of the player's pieces are in the last quarter [Tabula Rules, Route and Layout (a4games.company) § rule 7; Tabula (bead.game) § How to play; Tabula (theedkins.co.uk) § rules]
  TB-09: a piece is borne off only by the exact number that carries it off [Tabula (boardgamesoftheworld.com) § rules; Tabula (bead.game) § How to play; Tabula (gamexpla.in) § Bearing Off and Entering Pieces]
  TB-10: each player rolls one die to decide who begins, equal dice again; the higher begins with a throw of all three [Tabula (gamexpla.in) § Starting the Game; Tabula (bead.game) § How to set-up]
  TB-11: the first to bear off all fifteen pieces wins [Tabula (boardgamesoftheworld.com) § rules; Tabula (bead.game) § How to win]

  Background:
    Given the variant "tabula"

  @rule:TB-01
  Rule: the equipment

    Scenario: Fifteen pieces each, three dice, twenty-four points
      Then the variant has 15 checkers per side
      And the variant is played with 3 dice of 6 faces
      And the board has 24 points

  Rule: each of the three dice is a move

    @rule:TB-02 @rule:TB-03
    Scenario: Entering with 1, 3 and 5
      Given the starting position
      When X rolls 1-3-5
      Then the legal plays are:
        | play                    |
        | hand/24 hand/22 hand/20 |
        | hand/22 hand/19         |
        | hand/24 hand/17         |
        | hand/21 hand/20         |
        | hand/16                 |

  @rule:TB-03
  Rule: both colours run the same way round

    Scenario: One track for both
      Then the two tracks are the same

  @rule:TB-04
  Rule: nothing goes into the second half while a piece is still to enter

    Scenario: The last piece in hand must come in before a piece crosses halfway
      Given the position "X hand:1 14:14 | O hand:15 | X to roll"
      When X rolls 6-5-4
      Then "14/10 14/9 14/8" is illegal
      And "hand/19 14/10 14/9" is legal

  @rule:TB-05
  Rule: two pieces close a point

    Scenario: Every move of three lands on or passes through a closed point
      Given the position "X 10:15 | O 7:2 hand:13 | X to roll"
      When X rolls 3-3-3
      Then X has no legal move

  @rule:TB-07
  Rule: the whole throw if possible, and what cannot be played is lost

    Scenario: Only the 1 can be played; the 4 and the 5 are lost
      Given the position "X 9:15 | O 5:2 4:2 3:2 hand:9 | X to roll"
      When X rolls 1-4-5
      Then the only legal play is "9/8"
      When X plays "9/8"
      Then O is to roll

    Scenario: One piece takes all three dice when no other play uses them all
      Given the position "X 20:1 6:14 | O hand:15 | X to roll"
      When X rolls 6-6-6
      Then the only legal play is "20/2"

  @rule:TB-08
  Rule: bearing off waits until every piece is in the last quarter

    Scenario: A piece still outside the last quarter keeps the others on the board
      Given the position "X 20:1 6:14 | O hand:15 | X to roll"
      When X rolls 6-6-6
      Then "20/14 6/off(2)" is illegal

    Scenario: Once all are in the last quarter, a 6 bears a piece off
      Given the position "X 6:15 | O hand:15 | X to roll"
      When X rolls 6-6-6
      Then the only legal play is "6/off(3)"

  @rule:TB-06
  Rule: a lone piece is sent off and comes back in first

    Scenario: A hit piece re-enters before any other moves
      Given the position "X 20:14 hand:1 | O 22:1 21:14 | X to roll"
      When X rolls 3-4-6
      And X plays "hand/22* 20/16 20/14"
      Then the position is "X 22:1 20:12 16:1 14:1 | O bar:1 21:14 | O to roll"
      When O rolls 2-2-2
      Then "21/19(3)" is illegal
      And "bar/23 21/19(2)" is legal

  @rule:TB-09
  Rule: bearing off by the exact number (boardgamesoftheworld.com, bead.game)

    Scenario: Numbers larger than the highest point bear nothing off
      Given the position "X 3:1 2:14 | O hand:15 | X to roll"
      When X rolls 6-5-4
      Then X has no legal move

    Scenario: The exact numbers bear off, the rest move inside
      Given the position "X 3:1 2:14 | O hand:15 | X to roll"
      When X rolls 3-2-1
      Then "3/off 2/off 2/1" is legal

    Scenario: With the option bear-off-from-the-highest (tavli 0.1), a larger number takes the highest piece
      Given the variant "tabula" with option "bear-off-from-the-highest"
      And the position "X 3:1 2:14 | O hand:15 | X to roll"
      When X rolls 6-5-4
      Then the only legal play is "3/off 2/off(2)"

  @rule:TB-10
  Rule: one die each decides who begins

    Scenario: Equal dice are rolled again
      Given a new game
      When the opening dice are 4 and 4
      Then the position is "X hand:15 | O hand:15 | opening roll"

    Scenario: The higher die begins, throwing all three dice
      Given a new game
      When the opening dice are 5 and 3
      Then the position is "X hand:15 | O hand:15 | X to roll again"

  @rule:TB-11
  Rule: the end

    Scenario: The first to bear off every piece wins
      Given the position "X off:15 | O 20:15 | X has won"
      Then the game is over
      And the score is X wins a single for 1 point

# Sources and differences
# Read: Tabula Rules, Route and Layout (a4games.company), rules 1 to 7 (Finkel's reconstruction;
# benkalkhoven.nl has the same text); Tabula (boardgamesoftheworld.com), its rules; Tabula
# (bead.game), How to set-up, How to play, How to win; Tabula (gamexpla.in), Starting the Game,
# Bearing Off and Entering Pieces; Tabula (theedkins.co.uk), its rules.
# Bearing off with a larger number: a4games does not say. boardgamesoftheworld, bead.game and
# gamexpla.in want the exact number: the default (TB-09). theedkins lets any die that carries a
# piece past the end bear it off, from any point, once all are in the last quarter: left out
# until tavli has that bear-off rule (the construct issue 20 adds for Pareia de Entrada), then
# an option. tavli 0.1 bore off a larger number from the highest point, as in Backgammon; no
# Tabula source gives it: the option bear-off-from-the-highest, formerly the default.
# A hit piece: a4games says it probably comes back before anything else moves (TB-06, the
# default); theedkins stops only the pieces already in the second half until it is back, which
# tavli cannot yet write (no rule for the pieces standing in a zone): left out; bead.game is silent.
# The whole throw: a4games and boardgamesoftheworld make a player use all of it when he can
# (TB-07); bead.game lets him leave any part unplayed: left out.
# The second half waits for the last piece to enter (TB-04) and bearing off waits for all to
# reach the last quarter (TB-08): a4games offers both as improvements, theedkins plays both,
# bead.game the second: both are the default.
# The opening: a4games is silent; bead.game rolls a die to decide who begins and gamexpla.in
# rolls one die each, ties again (TB-10); that the higher then throws all three dice is tavli's
# reading of "begins".
