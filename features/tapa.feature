Feature: Tapa: the Bulgarian game of pins
  Tapa, as the English Wikipedia article "Tapa (game)" describes it: each player starts with
  all fifteen checkers on his 24 point and the two run in opposite directions. Nothing is
  hit: a checker that lands on a single enemy checker traps it, and the trapped checker cannot
  move until the trapper leaves. A checker that is trapping another cannot itself be trapped:
  two checkers, or a trapper on a trapped checker, hold a point. There is no mother rule.
  nextgammon.com's "Tapa" gives the opening roll-off; backgammonmoments.com the score (gammons
  count, backgammons do not) and a stricter reading, the option home-blot-loses: a checker
  pinned in its owner's starting quarter loses him the game as a backgammon; the VOG club a
  draw when neither player can ever move again.

  Rule register (Tapa (game) (English Wikipedia); Tapa (nextgammon.com); In Bulgaria, Players Enjoy a Backgammon Variation Called Tapa (backgammonmoments.com); Tapa (VOG club rules)):
  TP-01: Each player has fifteen checkers, all starting on his 24 point, and the two move in opposite directions. [Tapa (game) (English Wikipedia) § Rules; Tapa (game) (English Wikipedia) § Goal]
  TP-02: Each player rolls one die; the higher starts, and rolls both dice again for his first turn. [Tapa (nextgammon.com) § To start]
  TP-03: A checker that lands on a single enemy checker traps it; the trapped checker cannot move until the trapper leaves. [Tapa (game) (English Wikipedia) § Pinning; Tapa (nextgammon.com) § Pinning the opponent; Tapa (VOG club rules) § Initial Setup]
  TP-04: A checker that traps another cannot itself be trapped: a trapper on a trapped checker holds the point, as do two checkers. [Tapa (game) (English Wikipedia) § Pinning; Tapa (nextgammon.com) § Pinning the opponent]
  TP-05: A double is played four times. [Tapa (game) (English Wikipedia) § Movement; Tapa (nextgammon.com) § Movement; Tapa (VOG club rules) § Initial Setup]
  TP-06: Bearing off begins when all fifteen are in the home board; a trapped checker outside it keeps it closed. [Tapa (game) (English Wikipedia) § Goal; Tapa (nextgammon.com) § Object]
  TP-07: The first to bear off all wins one point, two if the loser has borne off none; there is no backgammon. [In Bulgaria, Players Enjoy a Backgammon Variation Called Tapa (backgammonmoments.com) § the three games of the match]
  TP-08: A game neither player can finish is drawn: both players' last checkers pinned on their starting points. [Tapa (VOG club rules) § Initial Setup]
  TP-09: A pin on a player's starting point ends nothing by itself: there is no mother rule. [Tapa (game) (English Wikipedia) § Pinning; Tapa (VOG club rules) § Initial Setup]
  TP-10: Another reading: a player whose checker is pinned in his starting quarter loses the game as a backgammon (3 points), and when both players have one pinned there the game is drawn (the option home-blot-loses). [In Bulgaria, Players Enjoy a Backgammon Variation Called Tapa (backgammonmoments.com) § the paragraph on covered blots]

  Background:
    Given the variant "tapa"

  Rule: the setup and the opening

    @rule:TP-01
    Scenario: All fifteen start on the 24 point
      Given the starting position
      Then the position is "X 24:15 | O 24:15 | X to roll"
      And the two tracks run in opposite directions

    @rule:TP-02
    Scenario: The winner of the opening roll rolls again
      Given a new game
      When the opening dice are 2 and 4
      Then the position is "X 24:15 | O 24:15 | O to roll again"

  Rule: trapping

    @rule:TP-03
    Scenario: A lone checker is trapped, and cannot move
      Given the position "X 24:14 20:1 | O 24:14 10:1 | X to roll"
      When X rolls 5-3
      And X plays "20/15* 24/21"
      Then the position is "X 24:13 21:1 15:1 | O 24:14 10:pinned | O to roll"
      When O rolls 6-5
      Then the legal plays are:
        | play        |
        | 24/18 24/19 |
        | 24/13       |

    @rule:TP-04
    Scenario: A trapper cannot be trapped
      Given the position "X 24:13 22:1 15:1 | O 24:13 15:1 10:pinned | O to roll"
      When O rolls 5-4
      Then "15/10" is illegal
      And "24/19 24/20" is legal

    @rule:TP-09
    Scenario: There is no mother rule
      Given the position "X 24:1 6:14 | O 7:1 13:1 off:13 | O to roll"
      When O rolls 6-1
      And O plays "7/1* 13/12"
      Then the game is not over

  Rule: doubles, bearing off and the score

    @rule:TP-05
    Scenario: A double is played four times
      Given the starting position
      When X rolls 5-5
      Then X is to play 5-5-5-5

    @rule:TP-06
    Scenario: A trapped checker outside the home board keeps bearing off closed
      Given the position "X 6:14 15:pinned | O 10:1 off:14 | X to roll"
      When X rolls 6-5
      Then "6/off 6/1" is illegal
      And "6/1 6/off" is illegal

    @rule:TP-08
    Scenario: When both players' last checkers are pinned on their starting points the game is drawn
      Given the position "X 24:pinned 6:13 2:1 | O 1:1 24:1 off:13 | X to roll"
      When X rolls 4-1
      And X plays "2/1* 6/2"
      Then the game is drawn
      And the score is a draw

    @rule:TP-07
    Scenario Outline: What the winner scores
      Given the position "X <loser> | O off:15 | O has won"
      Then the score is O wins a <result> for <points> points

      Examples:
        | loser               | result | points |
        | 3:14 off:1          | single | 1      |
        | 3:15                | gammon | 2      |
        | 3:14 22:1           | gammon | 2      |

  Rule: a checker pinned in its owner's starting quarter (the option home-blot-loses)

    @rule:TP-09
    Scenario: By default a blot pinned in its owner's starting quarter only waits
      # O's blot on his 21 point is X's 4 point
      Given the position "X 24:14 9:1 | O 24:14 21:1 | X to roll"
      When X rolls 5-1
      And X plays "9/4* 24/23"
      Then the game is not over

    @rule:TP-10
    Scenario: With the option home-blot-loses the pin waits while the pinner can still be caught
      # X still has checkers in his own starting quarter, where O might pin one in return
      Given the variant "tapa" with option "home-blot-loses"
      And the position "X 24:14 9:1 | O 24:14 21:1 | X to roll"
      When X rolls 5-1
      And X plays "9/4* 24/23"
      Then the game is not over

    @rule:TP-10
    Scenario: With the option home-blot-loses the pinned blot loses its owner a backgammon
      # X has no checker left in his starting quarter: O's pinned blot cannot be avenged
      Given the variant "tapa" with option "home-blot-loses"
      And the position "X 13:14 9:1 | O 24:14 21:1 | X to roll"
      When X rolls 5-1
      And X plays "9/4* 13/12"
      Then the game is over
      And the score is X wins a backgammon for 3 points

    @rule:TP-10
    Scenario: With the option home-blot-loses the pinner leaving his starting quarter ends the game
      # X's checker on his 22 point is pinned by O's checker on O's 3 point; O's last checker
      # in his starting quarter stands on his 19 point
      Given the variant "tapa" with option "home-blot-loses"
      And the position "X 22:pinned 10:14 | O 19:1 6:13 3:1 | O to roll"
      When O rolls 2-1
      And O plays "19/17 6/5"
      Then the game is over
      And the score is O wins a backgammon for 3 points

    @rule:TP-10
    Scenario: With the option home-blot-loses a blot pinned further on loses nothing
      # O's blot on his 10 point is X's 15 point, outside O's starting quarter
      Given the variant "tapa" with option "home-blot-loses"
      And the position "X 13:14 20:1 | O 24:14 10:1 | X to roll"
      When X rolls 5-3
      And X plays "20/15* 13/10"
      Then the game is not over

    @rule:TP-10
    Scenario: With the option home-blot-loses both players' blots pinned there draw the game
      # X's checker on his 22 point is pinned by O's checker on O's 3 point
      Given the variant "tapa" with option "home-blot-loses"
      And the position "X 24:13 22:pinned 9:1 | O 24:12 21:1 13:1 3:1 | X to roll"
      When X rolls 5-1
      And X plays "9/4* 24/23"
      Then the game is drawn
      And the score is a draw

# Sources and differences
# Read: Tapa (game) (English Wikipedia), sections Rules, Goal, Movement and Pinning; Tapa
# (nextgammon.com), sections Setup, Object, To start, Movement and Pinning the opponent (the
# stored copy ends there); "In Bulgaria, Players Enjoy a Backgammon Variation Called Tapa"
# (backgammonmoments.com); the VOG club's Tapa rules.
# The start: nextgammon has the higher single die start and roll both dice again (the
# default); Wikipedia has the winner of the match's previous game (Gjul Bara) start, a match
# rule: it belongs to a Tabla match file, which tavli does not have yet.
# The Tabla match (Wikipedia, introduction and Rules; backgammonmoments, the paragraph on the
# three games): Tabla (like common backgammon) first, Gul Bara second, Tapa third, played one
# after another in "a match of 5"; the winner of the previous game starts the next (Gjul Bara's
# winner starts Tapa); no cube, gammons count 2 and there are no backgammons. Wikipedia notes
# that match rules and scoring differ a little from place to place (it gives North
# Macedonia's).
# The score: backgammonmoments says gammons count and backgammons do not (the default,
# TP-07, no longer a reconstruction). The same page also says a player whose blot is covered
# in one of his "home slots" loses a backgammon, or ties if the other has done the same. Its
# remark that a long double early on lets a player cover such blots shows the home slots are
# the quarter a player starts in (the other player's home board, reached with 5-5 or 6-6):
# the option home-blot-loses, not the default, since Wikipedia, nextgammon and the VOG club
# have no such rule and the page contradicts itself on backgammons. Its "unless the other has
# done the same" is read as Plakoto reads its mother (tavli's reading): the pinned player
# loses, for 3 points, once the pinner has no checker left in his own starting quarter, where
# he could still be caught; both pinned there: a draw.
# The draw when neither player can move is the VOG club's (TP-08).
