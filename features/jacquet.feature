Feature: Jacquet: the courier runs home first, and nothing is hit
  Jacquet, the French tables game, as the French rule pages describe it (loisirs.savoir.fr's
  two Jacquet pages, trictrac.net's Jacquet page) and as Lepeintre's "Cours complet de
  trictrac" (1818) already had it. Each player starts with all fifteen checkers on one point
  (the talon), the two in opposite corners, and both run the same way round. The first checker
  to leave, the courier, must reach the last quarter before any other leaves the talon. Nothing
  is hit: a checker may not stop on a point where an enemy checker stands, at the end of its
  move or on the point between the two dice. Bearing off is Backgammon's. The hitting game of
  1on1backgammon.com and of Ludii's description after Moulidars (1840), which tavli played by
  default before, is the option "hitting".

  Rule register (le jacquet (loisirs.savoir.fr); le jacquet 2 (loisirs.savoir.fr); Jacquet (trictrac.net); Cours complet de trictrac (Lepeintre 1818); Jacquet (game) (Wikipedia); Jacquet (1on1backgammon.com); Jacquet (Ludii game description, after Moulidars 1840)):
  JQ-01: fifteen checkers each and two dice, on a board of twenty-four points [le jacquet (loisirs.savoir.fr) § Matériel; le jacquet 2 (loisirs.savoir.fr) § introduction; Jacquet (trictrac.net) § Déplacements]
  JQ-02: each player stacks all fifteen on one starting point, the two in opposite corners, and both run the same way round [le jacquet (loisirs.savoir.fr) § Règles, déroulement de la partie; le jacquet 2 (loisirs.savoir.fr) § La partie; Jacquet (trictrac.net) § Position de départ, Déplacements; Cours complet de trictrac (Lepeintre 1818) § Du Jacquet; Jacquet (game) (Wikipedia) § History]
  JQ-03: the first checker to leave, the courier, must reach the last quarter before any other leaves the start [le jacquet (loisirs.savoir.fr) § Règles, déroulement de la partie; Jacquet (trictrac.net) § Le postillon; Cours complet de trictrac (Lepeintre 1818) § Du Jacquet; Jacquet (game) (Wikipedia) § Principle; Jacquet (1on1backgammon.com) § the courier]
  JQ-04: one die each to start; the higher throws both dice again for his first move [le jacquet (loisirs.savoir.fr) § Règles, déroulement de la partie; Jacquet (1on1backgammon.com) § starting play]
  JQ-05: a checker may not stop on a point where an enemy checker stands, even a lone one: nothing is ever hit [le jacquet 2 (loisirs.savoir.fr) § Les règles du jeu; le jacquet (loisirs.savoir.fr) § Règles, déroulement de la partie; Jacquet (trictrac.net) § Déplacements; Cours complet de trictrac (Lepeintre 1818) § Du Jacquet]
  JQ-06: a double is played twice over, four moves [Jacquet (trictrac.net) § Déplacements; Cours complet de trictrac (Lepeintre 1818) § Du Jacquet; Jacquet (Ludii game description, after Moulidars 1840) § rules]
  JQ-07: in the hitting game (option hitting), two enemy checkers close a point, and a lone one landed on is hit and must enter again, in the starting quarter, before anything else moves [Jacquet (1on1backgammon.com) § blots and the bar; Jacquet (Ludii game description, after Moulidars 1840) § rules]
  JQ-08: six points held in a row shut in the opponent's checkers behind them [le jacquet 2 (loisirs.savoir.fr) § Les règles du jeu; le jacquet (loisirs.savoir.fr) § Règles, déroulement de la partie]
  JQ-09: bearing off once all are in the last quarter, with the point's number or a larger one from the highest point [le jacquet (loisirs.savoir.fr) § But du jeu; le jacquet 2 (loisirs.savoir.fr) § La partie; Jacquet (1on1backgammon.com) § bearing off]
  JQ-10: a number that cannot be played is lost [Jacquet (trictrac.net) § Déplacements]
  JQ-11: the first to bear off all wins a game of 1, or 2 (the double game, marcia) when the loser has borne off nothing [Cours complet de trictrac (Lepeintre 1818) § Du Jacquet; Cours complet de trictrac (Lepeintre 1818) § Du Gammon ou Toutes-tables; le jacquet 2 (loisirs.savoir.fr) § La partie]
  JQ-12: a checker moved by both dice rests on the point between them, which must be free of enemy checkers too [le jacquet (loisirs.savoir.fr) § Règles, déroulement de la partie; le jacquet 2 (loisirs.savoir.fr) § Les règles du jeu]

  Background:
    Given the variant "jacquet"

  @rule:JQ-01 @rule:JQ-02
  Rule: the board and the start

    Scenario: Fifteen checkers each, all on one point, in opposite corners
      Then the variant has 15 checkers per side
      And the variant is played with 2 dice of 6 faces
      And X's track runs from point 24 to point 1
      And O's track runs from point 12 to point 13
      Given the starting position
      Then the position is "X 24:15 | O 24:15 | X to roll"

  @rule:JQ-03
  Rule: the courier goes to the last quarter before another checker leaves

    Scenario: From the start only the courier moves, by both dice
      Given the starting position
      When X rolls 6-5
      Then the only legal play is "24/13"

    Scenario: While the courier is on its way, the talon stays shut
      Given the position "X 24:14 15:1 | O 24:15 | X to roll"
      When X rolls 2-1
      Then "24/22 15/14" is illegal
      And the only legal play is "15/13"

    Scenario: Once the courier is home, the others may leave
      Given the position "X 24:14 3:1 | O 24:15 | X to roll"
      When X rolls 6-5
      Then "24/18 24/19" is legal

  @rule:JQ-04
  Rule: the opening

    Scenario: The higher die starts and throws both dice again
      Given a new game
      When the opening dice are 5 and 2
      Then the position is "X 24:15 | O 24:15 | X to roll again"

  # The default changed here: the French pages and Lepeintre (1818) hit nothing; the hitting
  # game is the option "hitting" (JQ-07).
  @rule:JQ-05
  Rule: nothing is hit: one enemy checker closes its point (loisirs.savoir.fr, trictrac.net, Lepeintre)

    Scenario Outline: The courier may not stop on the enemy's point, however many stand there
      Given the position "X 24:14 3:1 | O <talon> 13:<men> | X to roll"
      When X rolls 2-1
      Then "3/1 24/23" is illegal
      And "3/1* 24/23" is illegal
      And "3/2 24/22" is legal

      Examples:
        | talon | men |
        | 24:14 | 1   |
        | 24:13 | 2   |

    Scenario: Neither die may end on the lone enemy checker, so only one die is played
      Given the position "X 24:14 20:1 | O 24:14 2:1 | X to roll"
      When X rolls 5-1
      Then "20/15/14" is illegal
      And "20/19/14" is illegal
      And "20/15" is legal

  @rule:JQ-12
  Rule: the point between the two dice must be free of the enemy too (loisirs.savoir.fr)

    Scenario: The courier may not rest on a lone enemy checker on its way (the issue's position)
      Given the position "X 24:14 20:1 | O 24:14 2:1 | X to roll"
      When X rolls 6-4
      Then "20/14/10" is illegal
      And "20/14*/10" is illegal
      And the only legal play is "20/16/10"

    Scenario: The courier goes round the enemy checker by the other die first
      Given the position "X 24:14 23:1 | O 24:14 9:1 | X to roll"
      When X rolls 2-1
      Then the only legal play is "23/22/20"

  @rule:JQ-06
  Rule: doubles are played twice over

    Scenario: A double two moves the courier four times
      Given the starting position
      When X rolls 2-2
      Then the only legal play is "24/16"

  @rule:JQ-06 @rule:JQ-10
  Rule: what cannot be played is lost

    Scenario: The fourth three would land on the opponent's talon and is lost
      Given the starting position
      When X rolls 3-3
      Then the only legal play is "24/15"

  @rule:JQ-07
  Rule: the hitting game, Backgammon's way (option hitting: 1on1backgammon.com, Ludii after Moulidars)

    Scenario: The courier may hit the lone checker on its way (the issue's position)
      Given the variant "jacquet" with option "hitting"
      And the position "X 24:14 20:1 | O 24:14 2:1 | X to roll"
      When X rolls 6-4
      Then the legal plays are:
        | play      |
        | 20/14*/10 |
        | 20/16/10  |

    Scenario: Two checkers still close a point
      Given the variant "jacquet" with option "hitting"
      And the position "X 24:14 3:1 | O 24:13 13:2 | X to roll"
      When X rolls 2-1
      Then "3/1 24/23" is illegal
      And "3/2 24/22" is legal

    Scenario: The courier hits a blot, which must enter before the talon can move
      Given the variant "jacquet" with option "hitting"
      And the position "X 24:14 23:1 | O 24:14 9:1 | X to roll"
      When X rolls 2-1
      And X plays "23/21*/20"
      Then the position is "X 24:14 20:1 | O bar:1 24:14 | O to roll"
      When O rolls 5-4
      Then the only legal play is "bar/16"

  @rule:JQ-08
  Rule: six points in a row shut the opponent in

    Scenario Outline: A checker behind six held points cannot move
      Given the position "X 24:7 18:1 17:1 16:1 15:1 14:1 13:1 2:1 1:1 | O 7:1 off:14 | O to roll"
      When O rolls <roll>
      Then O has no legal move

      Examples:
        | roll |
        | 6-6  |
        | 5-3  |
        | 1-1  |

  @rule:JQ-09
  Rule: bearing off

    Scenario: All in the last quarter: the 6 bears off from the 6 point, the 5 from the highest
      Given the position "X 6:1 2:14 | O 13:15 | X to roll"
      When X rolls 6-5
      Then the only legal play is "6/off 2/off"

    Scenario: A checker outside the last quarter must come in first
      Given the position "X 7:1 2:14 | O 13:15 | X to roll"
      When X rolls 6-5
      Then the only legal play is "7/2 2/off"

  @rule:JQ-11
  Rule: the score

    Scenario Outline: What the winner scores
      Given the position "X off:15 | O <loser> | X has won"
      Then the score is X wins a <result> for <points> points

      Examples:
        | loser      | result | points |
        | 3:14 off:1 | single | 1      |
        | 3:15       | marcia | 2      |

# Sources and differences
# Read: loisirs.savoir.fr "Le Jacquet" (Matériel, But du jeu, Règles: déroulement de la partie)
# and "Le jacquet" 2 (introduction, La partie, Les règles du jeu); trictrac.net "Jacquet"
# (Position de départ to Le postillon); Lepeintre, "Cours complet de trictrac" (1818), appendix
# "Du Jacquet" and "Du Gammon ou Toutes-tables" (GitHub mmai/coursCompletdeTrictrac,
# src/appendix.md); English Wikipedia "Jacquet (game)" (History, Principle only: its rules
# section could not be read here); 1on1backgammon.com "Jacquet"; Ludii's Jacquet.lud (rules,
# after Moulidars 1840). The stored copies of several pages stop part way; nothing here rests
# on a part not read.
# Hitting: the French pages and Lepeintre ("on ne bat point") let no checker stop on a point
# an enemy checker holds, alone or not; le jacquet adds that it may not pass through one
# either, and le jacquet 2 that it must rest on a free point after the first die: the default
# (JQ-05, JQ-12). 1on1backgammon and Ludii hit a lone checker: the option "hitting", tavli's
# earlier default, with the same rules as before.
# Where a hit checker enters: 1on1backgammon says the opponent's home board (Backgammon's
# words); Ludii enters it at the start of its track; the option keeps tavli's old reading, the
# starting quarter.
# Six points in a row: both loisirs.savoir.fr pages allow a block of six only to a player who
# already has a checker on each of his own 23rd and 24th points (the last two of his track,
# tavli's 2 and 1 points); otherwise five at most. The language has no "no prime of N unless
# CONDITION" yet, so that limit is left out and any block may be built; JQ-08's scenario holds
# the 2 and 1 points, so it is right either way.
# Opening: le jacquet and 1on1backgammon: one die each, the higher throws again; trictrac.net
# says only that the higher begins. Equal dice are thrown again: no source says so (tavli's
# reconstruction).
# Score: Lepeintre counts one game, or two where the players agreed on the double, which his
# Gammon gives to a winner whose opponent has borne off nothing; kept as the default marcia.
# No other source, in the parts read, scores a double.
# Forced play (as many dice as possible, the larger when only one can go) is tavli's standard
# rule; trictrac.net says only that a number that cannot be played is lost (le jacquet 2's
# sentence on it is cut short in the copy read).
# Ludii words the courier rule as no second checker on any point until one has reached the
# far quarter; the others keep the talon shut instead (JQ-03), as tavli does. The limits of
# some rule sets (at most two points held in the starting quarter, two checkers on the mid
# point), named in tavli's old file, are in no source read here and stay left out.
