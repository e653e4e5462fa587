Feature: Laquet: uneven set-ups, no hitting, and the dice a player cannot play go to the other
  Laquet, a tables game that Alfonso X's Libro de los Juegos (1283) presents as new, as Ludii's
  game description gives it, rules text and code. One side starts with fourteen checkers on
  the first point of the track and his fifteenth on the last; the other with three on each of
  the next four points, two on the point after them and one halfway round. Both run the same
  way along one track round the whole board and bear off past the first side's lone checker.
  Nothing is hit: any checker of the other side closes its point. A die that carries a checker
  past the end bears it off, from any point, at any time; a double is two moves like any throw.
  What a player cannot play of his throw, the opponent plays. Wikipedia's "Laquet" and the
  Salon des Jeux page send both sides the other way round over three quarters only, with
  bearing off once all are in the last: the option three-quarters. The opening roll, and the
  opponent throwing for his own turn after playing the passed dice, are tavli's reconstruction
  (not tagged below).

  Rule register (Laquet (Ludii game description); Laquet (Wikipedia); Le jeu du Laquet (salondesjeux.fr); Laquet (WikiSum summary of Wikipedia)):
  LQ-01: fifteen checkers each and two dice [Laquet (Ludii game description) § rules; Laquet (Wikipedia) § Equipment; Le jeu du Laquet (salondesjeux.fr) § 1. Matériel]
  LQ-02: one side starts with fourteen checkers on the first point of the track and one on the point across the board from it, the last point; the other with three on each of the next four points, two on the point after them and one at the other end of the row where the first side's lone checker stands [Laquet (Ludii game description) § rules; Laquet (Ludii game description) § code, the start]
  LQ-03: both sides move the same way along one track, round all four quarters, toward the first side's lone checker, and bear off from there [Laquet (Ludii game description) § rules; Laquet (Ludii game description) § code, the track]
  LQ-04: each die moves a checker, or one checker moves by one die and then by the other; a double is two moves like any other throw [Laquet (Ludii game description) § rules; Laquet (Ludii game description) § code, the pieces' moves]
  LQ-05: nothing is hit: a checker may not stop on a point where any checker of the other side stands, even a lone one [Laquet (Ludii game description) § rules; Laquet (Ludii game description) § code, the pieces' moves; Laquet (Wikipedia) § introduction; Le jeu du Laquet (salondesjeux.fr) § Références, informations]
  LQ-06: a die that carries a checker past the end of the track bears it off, from any point, wherever the other checkers stand [Laquet (Ludii game description) § code, the pieces' moves]
  LQ-07: what a player cannot play of his throw, one die or both, the opponent plays [Laquet (Ludii game description) § rules; Laquet (Ludii game description) § code, play]
  LQ-08: the first to bear off all his checkers wins [Laquet (Ludii game description) § rules; Laquet (Wikipedia) § Aim]
  LQ-09: the other reading: both sides go anticlockwise over three quarters only, from the quarter of the fourteen to the quarter across the board on the same side and on to the next, the fourth quarter never used; the 3-3-3-3-2 side starts behind the fourteen, its lone checker on the last point, the lone checker of the fourteen on the first point of the second quarter [Laquet (Wikipedia) § introduction; Laquet (Wikipedia) § Starting position; Laquet (Wikipedia) § Aim; Laquet (WikiSum summary of Wikipedia) § rules; Le jeu du Laquet (salondesjeux.fr) § 2. Position de départ; Le jeu du Laquet (salondesjeux.fr) § 3. Circuit des dames]
  LQ-10: in that reading, bearing off begins once all fifteen are in the last quarter [Laquet (WikiSum summary of Wikipedia) § rules]
  LQ-11: in that reading, the 3-3-3-3-2 side (white) always leads [Laquet (WikiSum summary of Wikipedia) § rules]

  Background:
    Given the variant "laquet"

  @rule:LQ-01 @rule:LQ-02 @rule:LQ-03
  Rule: the equipment, the track and the uneven set-up (Ludii)

    Scenario: Fifteen checkers and two dice; one track for both
      Then the variant has 15 checkers per side
      And the variant is played with 2 dice of 6 faces
      And the two tracks are the same

    Scenario: Fourteen and one against three, three, three, three, two and one
      Given a new game
      Then the position is "X 24:14 1:1 | O 23:3 22:3 21:3 20:3 19:2 12:1 | opening roll"
      And the pip count of X is 337
      And the pip count of O is 308

  Rule: the opening (tavli's reconstruction)

    Scenario: One die each, and the higher throws both dice for his first turn
      Given a new game
      When the opening dice are 4 and 4
      Then the position is "X 24:14 1:1 | O 23:3 22:3 21:3 20:3 19:2 12:1 | opening roll"
      When the opening dice are 6 and 1
      Then the position is "X 24:14 1:1 | O 23:3 22:3 21:3 20:3 19:2 12:1 | X to roll again"

  @rule:LQ-04
  Rule: each die once, by one checker or two

    Scenario: The fourteen can leave only past the other side's points
      Given the starting position
      When X rolls 6-5
      Then the legal plays are:
        | play        |
        | 24/13       |
        | 24/18 1/off |

    Scenario: A double is two moves
      Given the starting position
      When X rolls 6-6
      Then every legal play moves 2 times
      And the legal plays are:
        | play        |
        | 24/18(2)    |
        | 24/18 1/off |

  @rule:LQ-05
  Rule: nothing is hit

    Scenario: A lone checker of the other side closes its point
      Given the position "X 24:13 18:1 1:1 | O 23:3 22:3 21:3 20:3 19:2 12:1 | X to roll"
      When X rolls 6-1
      Then "18/12" is illegal
      And "18/12*" is illegal
      And "18/11" is legal

    Scenario: A checker moving by both dice may not stop on it between them
      Given the position "X 24:13 18:1 1:1 | O 23:3 22:3 21:3 20:3 19:2 12:1 | X to roll"
      When X rolls 6-6
      Then "18/6" is illegal
      And the legal plays are:
        | play        |
        | 24/18(2)    |
        | 24/18 1/off |

  @rule:LQ-06
  Rule: a die past the end bears off, from any point, at any time (Ludii's code)

    Scenario: The lone checker on the last point is borne off at the first throw
      Given the starting position
      When X rolls 6-5
      Then "24/18 1/off" is legal

    Scenario: Two checkers bear off while another is still outside the last quarter
      Given the position "X 8:1 3:14 | O 18:15 | X to roll"
      When X rolls 6-5
      Then "3/off(2)" is legal
      And "8/2 3/off" is legal

  @rule:LQ-07
  Rule: the dice a player cannot play go to the opponent

    Scenario: A die the mover cannot play is played by the opponent (who then throws for his own turn: tavli's reading)
      Given the starting position
      When X rolls 3-2
      Then the only legal play is "1/off"
      When X plays "1/off"
      Then the position is "X 24:14 off:1 | O 23:3 22:3 21:3 20:3 19:2 12:1 | O to play 2 passed by X"
      And the legal plays are:
        | play  |
        | 23/21 |
        | 22/20 |
        | 21/19 |
        | 20/18 |
        | 19/17 |
        | 12/10 |
      When O plays "12/10"
      Then the position is "X 24:14 off:1 | O 23:3 22:3 21:3 20:3 19:2 10:1 | O to roll"

    Scenario: A throw the mover cannot play at all goes to the opponent whole
      Given the position "X 24:14 off:1 | O 23:3 22:3 21:3 20:3 19:2 12:1 | X to roll"
      When X rolls 4-3
      Then X has no legal move
      When X plays "no move"
      Then the position is "X 24:14 off:1 | O 23:3 22:3 21:3 20:3 19:2 12:1 | O to play 4-3 passed by X"
      And "12/5" is legal
      And "23/19 22/19" is legal
      When O plays "23/19 22/19"
      Then the position is "X 24:14 off:1 | O 23:2 22:2 21:3 20:3 19:4 12:1 | O to roll"

  @rule:LQ-08
  Rule: the end

    Scenario: The first to bear off every checker wins a single game
      Given the position "X 1:1 off:14 | O 12:15 | X to roll"
      When X rolls 2-1
      And X plays "1/off"
      Then the game is over
      And the score is X wins a single for 1 point

  @rule:LQ-09
  Rule: with the option three-quarters, the other way round over three quarters (Wikipedia, Salon des Jeux)

    Scenario: The 3-3-3-3-2 side starts behind the fourteen; the track's first quarter stays empty
      Given the variant "laquet" with option "three-quarters"
      And a new game
      Then the position is "X 13:14 12:1 | O 18:2 17:3 16:3 15:3 14:3 1:1 | O to roll"
      And the pip count of X is 194
      And the pip count of O is 223

    Scenario: The lone checker of the fourteen closes the first point of the second quarter
      Given the variant "laquet" with option "three-quarters"
      And the position "X 13:14 12:1 | O 18:2 17:3 16:3 15:3 14:3 1:1 | O to roll"
      When O rolls 6-5
      Then "18/12" is illegal
      And "18/13" is illegal
      And "17/11 16/11" is legal

  @rule:LQ-10
  Rule: with the option three-quarters, bearing off once all are in the last quarter (Wikipedia)

    Scenario: No checker is borne off while one is outside the last quarter
      Given the variant "laquet" with option "three-quarters"
      And the position "X 8:1 3:14 | O 18:15 | X to roll"
      When X rolls 6-5
      Then "3/off(2)" is illegal
      And "8/2 3/off" is legal

  @rule:LQ-11
  Rule: with the option three-quarters, white (the 3-3-3-3-2 side) leads (Wikipedia)

    Scenario: O, the 3-3-3-3-2 side, throws first: there is no opening roll
      Given the variant "laquet" with option "three-quarters"
      And a new game
      Then the position is "X 13:14 12:1 | O 18:2 17:3 16:3 15:3 14:3 1:1 | O to roll"

# Sources and differences
# Read: Laquet (Ludii game description): Ludeme/Ludii, board/race/escape/Laquet.lud, its rules
# text and the code of the track, the start, the pieces' moves, the turn and the end (it cites
# the Libro de los Juegos, f. 78). Wikipedia's "Laquet" (introduction, History, Equipment,
# Starting position, Rules: Aim and the start of Direction of march; the stored copy breaks
# off there) and WikiSum's summary of it, which gives its direction (anticlockwise, white
# leads) and bearing-off sentences. The Salon des
# Jeux page "Le jeu du Laquet" (Références, 1. Matériel, 2. Position de départ, 3. Circuit des
# dames; the stored copy breaks off there). Golladay's translation was not found in the store.
# All agree on the equipment, on the same physical set-up (the fourteen in one corner, the
# 3-3-3-3-2 beside them in the same quarter, the two lone checkers at the two ends of the far
# row), on both sides running the same way, and on no hitting.
# Direction: Ludii runs from the fourteen's corner away from the 3-3-3-3-2, round all four
# quarters, to the fourteen's lone checker (default, LQ-03). Wikipedia and the Salon des Jeux
# run the other way round, anticlockwise over three quarters, the fourth never used, to the
# other side's lone checker (option three-quarters, LQ-09; the Salon des Jeux says the book
# does not give the direction). The option puts the unused quarter at the start of the track,
# where no checker ever stands, since nothing moves back or enters.
# Bearing off: Ludii's code takes a checker off whenever a die carries it past the end (default,
# LQ-06); Wikipedia waits until all fifteen are in the last quarter (the option, LQ-10); how a
# higher number bears off there (from the highest point) is tavli's reconstruction.
# Who starts: Wikipedia's reading has white (the 3-3-3-3-2) always lead: in the option, O moves
# first (LQ-11). Ludii's text does not say who starts (its code lets its first player, the
# fourteen, begin, as every Ludii game does), so the default keeps tavli's roll-off (one die
# each, equal dice again, the winner throws both dice): a reconstruction.
# The passed dice: Ludii's text says only that the opponent may play them; its code makes them
# the opponent's whole turn (he does not throw) and forces him to play them. tavli's language
# gives them to the opponent, who must play what he can of them and then throws for his own
# turn: the throw afterwards is tavli's reading, not a source's. The mover must play as many
# dice as he can, the larger when only one: tavli's rule in every game (Ludii's code lets him
# choose which die to play and which to give away).
