Feature: Jacquet de Versailles: doubles multiplied by themselves, hitting, and a limit in the first quarter
  Jacquet de Versailles, the quicker Jacquet of Moulidars (1840, pp. 185-186), as Ludii's game
  description gives it (rules text and code) and as the ludii.games evidence page quotes
  Moulidars, who calls it a simple change of the ordinary Jacquet, made to shorten the game.
  As in Jacquet, each player starts with all fifteen checkers on one point, the two in opposite
  corners, both run the same way round, and the courier must reach the last quarter before a
  second checker leaves the start. A double of n is played n times: 1-1 a single 1, 6-6 six 6s.
  A lone enemy checker is hit and enters again by a die in its starting quarter; two close a
  point. In his starting quarter a player may have two or more checkers on two points at most.
  Once all are in the last quarter, a die that carries any checker past the end bears it off.
  The first to bear off all wins one game, or two when the loser has borne off none.

  Rule register (Jacquet de Versailles (Ludii game description); Evidence for Jacquet de Versailles (ludii.games, Moulidars 1840); Evidence for Jacquet (ludii.games, Moulidars 1840)):
  JV-01: fifteen checkers each and two dice, on a board of twenty-four points [Jacquet de Versailles (Ludii game description) § rules; Jacquet de Versailles (Ludii game description) § code, the board and the dice; Evidence for Jacquet de Versailles (ludii.games, Moulidars 1840) § Rules]
  JV-02: each player stacks all fifteen on one point, the two in opposite corners, and both run the same way round the whole board to bear off from the last quarter [Jacquet de Versailles (Ludii game description) § rules; Jacquet de Versailles (Ludii game description) § code, the tracks and the start; Evidence for Jacquet (ludii.games, Moulidars 1840) § Content]
  JV-03: the first checker to leave, the courier, must reach the last quarter before any other leaves the start [Jacquet de Versailles (Ludii game description) § rules; Evidence for Jacquet de Versailles (ludii.games, Moulidars 1840) § Rules; Evidence for Jacquet (ludii.games, Moulidars 1840) § Content]
  JV-04: one die each to begin; the higher throws both dice and plays them [Evidence for Jacquet (ludii.games, Moulidars 1840) § Content; Evidence for Jacquet de Versailles (ludii.games, Moulidars 1840) § Content]
  JV-05: a double of n is played as n moves of n: 1-1 one move of 1, 2-2 two moves of 2, up to 6-6 six moves of 6 [Jacquet de Versailles (Ludii game description) § rules; Jacquet de Versailles (Ludii game description) § code, doubles; Evidence for Jacquet de Versailles (ludii.games, Moulidars 1840) § Rules; Evidence for Jacquet de Versailles (ludii.games, Moulidars 1840) § Content]
  JV-06: two enemy checkers close a point, at the end of a move and on the point between the two dice of a checker moved by both [Jacquet de Versailles (Ludii game description) § code, the moves]
  JV-07: a lone enemy checker landed on is hit, and enters again by a die at the start of its track, in its starting quarter; nothing obliges it to enter before its owner's other checkers move [Jacquet de Versailles (Ludii game description) § rules; Jacquet de Versailles (Ludii game description) § code, the moves]
  JV-08: in his starting quarter a player may have two or more checkers on two points at most, the starting point counted, after every move [Jacquet de Versailles (Ludii game description) § rules; Jacquet de Versailles (Ludii game description) § code, the limit in the first quarter; Evidence for Jacquet de Versailles (ludii.games, Moulidars 1840) § Rules]
  JV-09: bearing off begins once all fifteen are in the last quarter; then a die that carries a checker past the end bears it off, from any point [Jacquet de Versailles (Ludii game description) § rules; Jacquet de Versailles (Ludii game description) § code, the moves]
  JV-10: the first to bear off all his checkers wins one game, or two when the loser has borne off none [Jacquet de Versailles (Ludii game description) § rules; Jacquet de Versailles (Ludii game description) § code, the end and the score; Evidence for Jacquet de Versailles (ludii.games, Moulidars 1840) § Rules]

  Background:
    Given the variant "jacquet-de-versailles"

  @rule:JV-01 @rule:JV-02
  Rule: the board and the start (Ludii; Moulidars's Jacquet)

    Scenario: Fifteen checkers each, all on one point, in opposite corners, running the same way
      Then the variant has 15 checkers per side
      And the variant is played with 2 dice of 6 faces
      And the variant extends "jacquet"
      And X's track runs from point 24 to point 1
      And O's track runs from point 12 to point 13
      Given the starting position
      Then the position is "X 24:15 | O 24:15 | X to roll"

  @rule:JV-03
  Rule: the courier reaches the last quarter before a second checker leaves the start (Ludii)

    Scenario: From the start only the courier moves, by both dice
      Given the starting position
      When X rolls 6-5
      Then "24/18 24/19" is illegal
      And the only legal play is "24/13"

    Scenario: While the courier is on its way, the start stays shut, and a die it cannot play is lost
      Given the position "X 24:14 15:1 | O 24:15 | X to roll"
      When X rolls 2-1
      Then "24/22 15/14" is illegal
      And the only legal play is "15/13"

    Scenario: Once the courier is in the last quarter, the others may leave
      Given the position "X 24:14 3:1 | O 24:15 | X to roll"
      When X rolls 6-5
      Then "24/18 24/19" is legal

  @rule:JV-04
  Rule: the opening (Moulidars's Jacquet)

    Scenario: The higher die begins and throws both dice for his first move
      Given a new game
      When the opening dice are 5 and 2
      Then the position is "X 24:15 | O 24:15 | X to roll again"

  # The game's own rule, where Jacquet plays every double four times.
  @rule:JV-05
  Rule: a double of n is played n times (Ludii; Moulidars)

    Scenario Outline: The courier runs alone until it is home, then a second checker follows
      Given the position "X 24:2 off:13 | O 5:15 | X to roll"
      When X rolls <roll>
      Then every legal play moves <moves> times
      And the only legal play is "<play>"

      Examples:
        | roll | moves | play        |
        | 1-1  | 1     | 24/23       |
        | 2-2  | 2     | 24/20       |
        | 3-3  | 3     | 24/15       |
        | 4-4  | 4     | 24/8        |
        | 5-5  | 5     | 24/4 24/19  |
        | 6-6  | 6     | 24/6(2)     |

    Scenario: A double six from the start is stopped by the enemy's stack, and the rest is lost
      Given the starting position
      When X rolls 6-6
      Then the only legal play is "24/18"

  @rule:JV-06
  Rule: two enemy checkers close a point (Ludii's code)

    Scenario: The courier may not stop on two enemy checkers, even between its two dice
      Given the position "X 24:14 20:1 | O 24:13 2:2 | X to roll"
      When X rolls 6-4
      Then "20/14/10" is illegal
      And the only legal play is "20/16/10"

    Scenario: Two checkers close the end of a move too
      Given the position "X 24:14 3:1 | O 24:13 13:2 | X to roll"
      When X rolls 2-1
      Then "3/1 24/23" is illegal
      And "3/2 24/22" is legal

  @rule:JV-07
  Rule: a lone checker is hit and enters again in its starting quarter (Ludii)

    Scenario: The courier may hit the lone checker on its way, or go round it
      Given the position "X 24:14 20:1 | O 24:14 2:1 | X to roll"
      When X rolls 6-4
      Then the legal plays are:
        | play      |
        | 20/14*/10 |
        | 20/16/10  |

    Scenario: The hit checker enters by a die in its starting quarter
      Given the position "X 24:14 20:1 | O 24:14 2:1 | X to roll"
      When X rolls 6-4
      And X plays "20/14*/10"
      Then the position is "X 24:14 10:1 | O bar:1 24:14 | O to roll"
      When O rolls 5-4
      Then the only legal play is "bar/16"

    Scenario: Other checkers may move while one waits on the bar
      Given the position "X 24:13 10:1 9:1 | O bar:1 24:13 3:1 | O to roll"
      When O rolls 6-5
      Then "24/18 24/19" is legal

  @rule:JV-08
  Rule: two points at most with two or more checkers in the starting quarter (Ludii)

    Scenario: With the starting point and one other point held, a third may not be made
      Given the position "X 24:11 22:2 21:1 3:1 | O 5:15 | X to roll"
      When X rolls 3-1
      Then "24/21 3/2" is illegal
      And "24/23 24/21" is illegal
      And "21/18 24/23" is legal

    Scenario: A point may be made where another is given up first
      Given the position "X 24:11 22:2 21:1 3:1 | O 5:15 | X to roll"
      When X rolls 3-1
      Then "24/21 22/21" is legal

  @rule:JV-09
  Rule: bearing off once all are in the last quarter, by any die that passes the end (Ludii's code)

    Scenario: The 6 bears off a checker from the 2 point though one stands on the 6
      Given the position "X 6:1 2:14 | O 5:15 | X to roll"
      When X rolls 6-5
      Then "2/off(2)" is legal
      And "6/1 2/off" is legal
      And "6/off 2/off" is legal

    Scenario: Nothing is borne off while a checker is outside the last quarter
      Given the position "X 7:1 2:14 | O 5:15 | X to roll"
      When X rolls 6-5
      Then "2/off(2)" is illegal
      And "7/1 2/off" is legal

  @rule:JV-10
  Rule: the score (Ludii)

    Scenario Outline: What the winner scores
      Given the position "X off:15 | O <loser> | X has won"
      Then the score is X wins a <result> for <points> points

      Examples:
        | loser      | result | points |
        | 3:14 off:1 | single | 1      |
        | 3:15       | marcia | 2      |

# Sources and differences
# Read: Jacquet de Versailles (Ludii game description): Ludeme/Ludii,
# board/race/escape/Jacquet de Versailles.lud, its rules text and its code (board and dice,
# tracks and start, the moves, doubles, the limit in the first quarter, the end and score); it
# cites Moulidars 1840, pp. 185-186. The ludii.games evidence page for it (DLP.Evidence.1818:
# Rules, and Content, the start of Moulidars's French text: doubles multiplied by themselves,
# 1-1 one point, 2-2 four points) and the evidence page for Jacquet (DLP.Evidence.1819,
# Content, Moulidars pp. 183-184: all stacked on one point, the higher die begins and throws
# both dice, the courier). Moulidars's book itself was not found; the stored copies of both
# Content quotations stop part way; nothing here rests on a part not read.
# Sources differ: the evidence page's older rules text enters the checkers one by one and runs
# the two sides opposite ways; the game description and its code start all fifteen on one point
# and run both the same way, as Moulidars's Jacquet does: that is the default.
# Hitting: the game description hits a lone checker; the evidence page's rules text says
# nothing of it. No source of this game forbids hitting (the French Jacquet's no-hitting rule
# is jacquet's default, not this game's), so Jacquet's option hitting is withdrawn here.
# Entering: Ludii's code enters a hit checker by a die at the start of its track and never
# makes it enter first (JV-07); jacquet's hitting option's enter-first rule comes from
# 1on1backgammon's Jacquet, not from a source of this game, and is left out.
# Leaving the start: Ludii's text has the courier reach the last quarter before any other
# checker enters (JV-03, Jacquet's rule); its code also lets checkers leave the start while one
# is on the bar or once fewer than fourteen stand there, which the text does not say: left out.
# Moulidars's Jacquet words it as no two checkers on any point before the courier arrives.
# Bearing off: the text says only that it begins once all are in the last quarter; the code
# takes off any checker a die carries past the end (JV-09), where jacquet bears off from the
# highest point.
# The opening: JV-04 is Moulidars's Jacquet, which this game changes only in its doubles;
# equal opening dice thrown again is tavli's reconstruction. Playing as many dice as possible,
# the larger when only one can go, is tavli's standard rule (Ludii's code does not force it).
# The limit in the first quarter counts points with two or more checkers, the starting point
# included, after every single move, as Ludii's code checks it (JV-08). No cube: no source
# names one. Six points in a row: no source of this game limits them.
