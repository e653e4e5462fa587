Feature: Portes: Backgammon as the first game of Greek Tavli
  The English Wikipedia article "Tavli" (section Portes) plays Portes with Backgammon's
  set-up and rules, except that the player who wins the opening roll then rolls both dice
  again for his first move (so a double may open the game), a game is won single or, when the
  loser has borne off no checker, double, with no triple win, and there is no doubling cube.
  With no cube, equal opening dice are simply rolled again. The section names no other
  difference, so a checker that hits in its owner's home board may move on in the same turn,
  as in Backgammon. Another revision of the same article lists a fourth difference, no
  hit-and-run in the home board: that is the option hit-and-stop, which tavli 0.1 played by
  default. Greek players rarely use a cube; the option doubling-cube brings it back.

  Rule register (Tavli (English Wikipedia); Tavli (English Wikipedia, a revision listing four differences); Tavli (bkgm.com, Condos); Tavli: Portes (kafenio.eu); Tavli in Greece (tavliinfo.gr)):
  PO-01: The set-up, the movement, hitting, entering from the bar and bearing off are Backgammon's. [Tavli (English Wikipedia) § Portes; Tavli (bkgm.com, Condos) § Description; Tavli: Portes (kafenio.eu) § Rules Portes]
  PO-02: Each player rolls one die; the higher starts and rolls both dice again for his first move, so a double may open the game; equal dice are rolled again. [Tavli (English Wikipedia) § Portes; Tavli: Portes (kafenio.eu) § Rules Portes]
  PO-03: A checker that hits in its owner's home board may move on in the same turn, as in Backgammon: the section lists no exception to Backgammon's hitting. [Tavli (English Wikipedia) § Portes]
  PO-04: A game is won single (1 point) or double (2 points) when the loser has borne off none; there is no triple win. [Tavli (English Wikipedia) § Portes; Tavli (bkgm.com, Condos) § Description]
  PO-05: There is no doubling cube; Greek players rarely add one (the option doubling-cube). [Tavli (English Wikipedia) § Portes; Tavli in Greece (tavliinfo.gr) § The variations of the game tavli that are played in Greece]
  PO-06: Another reading: a checker that hits in its owner's home board may not move on in the same turn (the option hit-and-stop). [Tavli (English Wikipedia, a revision listing four differences) § Portes]

  Background:
    Given the variant "portes"

  Rule: the winner of the opening roll rolls both dice again for his first move

    @rule:PO-02
    Scenario Outline: The higher opening die rolls again
      Given a new game
      When the opening dice are <x> and <o>
      Then the position is "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | <starter> to roll again"

      Examples:
        | x | o | starter |
        | 5 | 2 | X       |
        | 1 | 3 | O       |

    @rule:PO-02
    Scenario: The first move may be a double
      Given a new game
      When the opening dice are 5 and 2
      And X rolls 6-6
      Then X is to play 6-6-6-6

    @rule:PO-02
    Scenario: Equal opening dice are rolled again, the stake unchanged
      Given a new game
      When the opening dice are 4 and 4
      Then the position is "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | opening roll"

  Rule: a game is won single, or double when the loser has borne off nothing

    @rule:PO-04
    Scenario Outline: What the winner scores
      Given the position "X off:15 | O <loser> | X has won"
      Then the score is X wins a <result> for <points> points

      Examples:
        | loser           | result | points |
        | 6:14 off:1      | single | 1      |
        | 6:15            | double | 2      |
        | bar:1 24:2 6:12 | double | 2      |

  Rule: there is no doubling cube, unless the players agree to one

    @rule:PO-05
    Scenario: Portes has no cube
      Given the starting position
      Then the variant has no doubling cube
      And X may not double

    @rule:PO-05
    Scenario: With the option doubling-cube a player may double
      Given the variant "portes" with option "doubling-cube"
      And the starting position
      Then X may double

    @rule:PO-05
    Scenario: With the cube, no double comes before the opening winner's first roll
      Given the variant "portes" with option "doubling-cube"
      And a new game
      When the opening dice are 5 and 2
      Then X may not double

  Rule: the rest is Backgammon's

    @rule:PO-01
    Scenario: Backgammon's set-up
      Given the starting position
      Then the position is "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | X to roll"

    @rule:PO-01
    Scenario: A hit checker goes to the bar and must enter first
      Given the position "X 13:15 | O 24:14 14:1 | X to roll"
      When X rolls 3-2
      And X plays "13/11* 13/10"
      Then the position is "X 13:13 11:1 10:1 | O bar:1 24:14 | O to roll"
      When O rolls 6-5
      Then "24/18 24/19" is illegal
      And "bar/20 24/18" is legal

  Rule: hit-and-run in the home board, as in Backgammon (Tavli, English Wikipedia, section Portes)

    @rule:PO-03
    Scenario: A checker that hits in the home board may move on
      # O's blots stand on X's 5 and 10 points
      Given the position "X 13:12 12:1 8:2 | O 24:13 20:1 15:1 | X to roll"
      When X rolls 3-2
      Then "8/5*/3" is legal
      And "8/5* 8/6" is legal
      And "12/10*/7" is legal

    @rule:PO-03
    Scenario: A lone checker may hit on the way and go on
      # from 7 the 2 hits on the 5 point and the 1 goes on to 4; or the 1 first, missing the blot
      Given the position "X 7:1 off:14 | O 24:13 20:1 22:1 | X to roll"
      When X rolls 2-1
      Then the legal plays are:
        | play   |
        | 7/4    |
        | 7/5*/4 |

  Rule: another revision of the article has no hit-and-run in the home board (the option hit-and-stop)

    @rule:PO-06
    Scenario: With the option hit-and-stop a checker that hits in the home board stops there
      Given the variant "portes" with option "hit-and-stop"
      And the position "X 13:12 12:1 8:2 | O 24:13 20:1 15:1 | X to roll"
      When X rolls 3-2
      Then "8/5*/3" is illegal
      And "8/5* 8/6" is legal
      And "12/10*/7" is legal

    @rule:PO-06
    Scenario: With the option hit-and-stop the checkers beyond the hitter move on as usual
      Given the variant "portes" with option "hit-and-stop"
      And the position "X 11:1 3:13 2:1 | O 20:1 1:14 | X to roll"
      When X rolls 6-1
      Then "11/5* 2/1" is legal
      And "11/5* 3/2" is legal

    @rule:PO-06
    Scenario: With the option hit-and-stop a checker that hits on the last point stops there
      Given the variant "portes" with option "hit-and-stop"
      And the position "X 13:14 6:1 | O 24:1 1:14 | X to roll"
      When X rolls 5-2
      Then "6/1* 13/11" is legal

    @rule:PO-06
    Scenario: With the option hit-and-stop another checker that joins the hitter may move on
      Given the variant "portes" with option "hit-and-stop"
      And the position "X 8:1 7:1 off:13 | O 19:1 24:14 | X to roll"
      When X rolls 1-1
      Then "7/6* 8/5" is legal

    @rule:PO-06
    Scenario: With the option hit-and-stop a checker may not hit in the home board and go on
      Given the variant "portes" with option "hit-and-stop"
      And the position "X 7:1 off:14 | O 24:13 20:1 22:1 | X to roll"
      When X rolls 2-1
      Then the legal plays are:
        | play |
        | 7/4  |

    @rule:PO-06
    Scenario: A game saved with tavli 0.1's option hit-and-run plays today's default
      Given the variant "portes" with option "hit-and-run"
      And the position "X 7:1 off:14 | O 24:13 20:1 22:1 | X to roll"
      When X rolls 2-1
      Then "7/5*/4" is legal

# Sources and differences
# Read: Tavli (English Wikipedia), section Portes, in two revisions: one lists three
# differences from Backgammon (the opening winner re-rolls, single or double wins with no
# triple, no cube), another adds a fourth, "no hit-and-run in the home board". The file
# cites the first: the default is Backgammon's hit-and-run; the second revision's rule is
# the option hit-and-stop (tavli 0.1's default, kept exactly, marked formerly the default).
# tavli 0.1's option name hit-and-run is now the default, so its saved games still load.
# Tavli (bkgm.com, Condos), section Description: Portes is Backgammon without the cube and,
# usually, without the 3-point backgammon; it says nothing of hit-and-run.
# Tavli: Portes (kafenio.eu), section Rules Portes: equal opening dice are thrown again (no
# automatic doubling in Greece), the winner throws both dice again; the next game's starter
# is the previous winner, which belongs to the Tavli match (variants/tavli.match), not here.
# Tavli in Greece (tavliinfo.gr): the doubling rule is rarely played in Greece: the option
# doubling-cube. No Portes source read here differs from another on anything else.
