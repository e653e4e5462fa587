Feature: Tokkadille: no man lands on an enemy, every hit a throw could make scores, the Hucke is passed in pairs
  Tokkadille, a German tables game of the nineteenth century, as Ludii's game description
  gives it after Alvensleben (1853, pp. 582-585), with the rules text of its evidence page.
  Fifteen men each, or sixteen, all on one point, the two sides' points facing each other and
  running opposite ways. Each number moves a man; a double is played once. No man may land
  where an enemy man stands, so nothing is ever hit; instead a throw scores, before it is
  played, a point for every hit it could make on a lone enemy man. The twelfth point of each
  track, the Hucke, is taken by two men at once and quitted the same way, and no man goes over
  it; no man lands on the opponent's Hucke. Bearing all one's men off scores two points, and
  twelve points win.

  Rule register (Tokkadille (Ludii game description, after Alvensleben 1853); Tokkadille (Ludii portal evidence, after Alvensleben 1853)):
  TK-01: a board of twenty-four points in two rows; fifteen men each (sixteen in the option sixteen) [Tokkadille (Ludii game description, after Alvensleben 1853) § rules; Tokkadille (Ludii game description, after Alvensleben 1853) § option Start Rules]
  TK-02: all the men start on one point, the two sides' points facing each other at the same end, and the two run opposite ways round [Tokkadille (Ludii game description, after Alvensleben 1853) § rules; Tokkadille (Ludii game description, after Alvensleben 1853) § code, the tracks]
  TK-03: two dice; each number moves a man, or one man moves by both; a double is played once, as its two numbers [Tokkadille (Ludii game description, after Alvensleben 1853) § rules]
  TK-04: no man lands on a point where an enemy man stands, so no man is ever hit [Tokkadille (Ludii game description, after Alvensleben 1853) § rules]
  TK-05: the twelfth point of a player's track, his Hucke, is entered only by a throw that brings two men onto it at once [Tokkadille (Ludii game description, after Alvensleben 1853) § rules; Tokkadille (Ludii portal evidence, after Alvensleben 1853) § rules text]
  TK-06: men go on beyond the Hucke only by a throw that takes two men off it at once, and no man goes past it without stopping there [Tokkadille (Ludii game description, after Alvensleben 1853) § rules; Tokkadille (Ludii game description, after Alvensleben 1853) § code, the moves]
  TK-07: no man lands on the opponent's Hucke [Tokkadille (Ludii game description, after Alvensleben 1853) § rules]
  TK-08: a man is borne off from the last six points by the number that takes him off or a larger one, once all are there [Tokkadille (Ludii game description, after Alvensleben 1853) § rules]
  TK-09: a throw scores, before it is played, a point for each hit it could make on a lone enemy man, every way counted [Tokkadille (Ludii game description, after Alvensleben 1853) § rules; Tokkadille (Ludii game description, after Alvensleben 1853) § code, the score]
  TK-10: the opponent's Hucke can be hit only by 1-1 with four men on one's own Hucke [Tokkadille (Ludii game description, after Alvensleben 1853) § rules]
  TK-11: bearing all one's men off scores two points [Tokkadille (Ludii game description, after Alvensleben 1853) § rules]
  TK-12: the first to twelve points wins [Tokkadille (Ludii game description, after Alvensleben 1853) § rules]
  TK-13: each throws one die to start; the higher plays first, the two numbers thrown [Tokkadille (Ludii portal evidence, after Alvensleben 1853) § rules text]

  Background:
    Given the variant "tokkadille"

  @rule:TK-01 @rule:TK-02 @rule:TK-03 @rule:TK-13
  Rule: the men, the dice and the start

    Scenario: Fifteen men each on facing points, two dice
      Then the variant has 15 checkers per side
      And the variant is played with 2 dice of 6 faces

    Scenario: Sixteen men in the option
      Given the variant "tokkadille" with option "sixteen"
      Then the variant has 16 checkers per side

    Scenario: A double is played once
      # 2-2 is two moves of 2: one man 24/20, or two men 24/22
      Given the position "X 24:15 | O 24:15 | X to roll"
      When X rolls 2-2
      Then the legal plays are:
        | play      |
        | 24/22(2)  |
        | 24/20     |

  @rule:TK-04 @rule:TK-09
  Rule: no man lands on an enemy man, but every hit the throw could make scores

    Scenario: One hit the throw could make scores one point, and the man may not land there
      # O's lone man on O's 8 stands on X's 17; X's man on 20 reaches it by the 3: one way.
      # The 1 from 24 or 20 lands on empty points, and 24 by both numbers reaches X's own
      # man on 20, 20 by both an empty 16: one point.
      Given the position "X 24:14 20:1 | O 24:14 8:1 | X to roll"
      When X rolls 3-1
      Then the position is "X 24:14 20:1 | O 24:14 8:1 | X to play 3-1 | points X 1 O 0"
      And "20/17 24/23" is illegal

    Scenario: Every man that could hit the same man scores a point
      # O's lone man on X's 17: from 20 by the 3, from 21 by the 4, and from 24 by both
      # numbers, stopping on 21 or 20 (his own); 21 and 20 by both reach 14 and 13, empty:
      # three points
      Given the position "X 24:13 21:1 20:1 | O 24:14 8:1 | X to roll"
      When X rolls 4-3
      Then the position is "X 24:13 21:1 20:1 | O 24:14 8:1 | X to play 4-3 | points X 3 O 0"

    Scenario: A hit by both numbers in turn scores, the point between open
      # 21 to 17 takes 3 and 1, stopping on 18 or 20, both open: one way; by one number, 21
      # reaches 20 and 18 and 24 reaches 23 and 21, all X's own or empty
      Given the position "X 24:14 21:1 | O 24:14 8:1 | X to roll"
      When X rolls 3-1
      Then the position is "X 24:14 21:1 | O 24:14 8:1 | X to play 3-1 | points X 1 O 0"

    Scenario: A point held by two enemy men scores nothing
      Given the position "X 24:14 20:1 | O 24:13 8:2 | X to roll"
      When X rolls 3-1
      Then the position is "X 24:14 20:1 | O 24:13 8:2 | X to play 3-1"

  @rule:TK-05 @rule:TK-06
  Rule: the Hucke is taken by two men at once, and quitted so

    Scenario: Two men onto the Hucke at once, or none
      # 16/13 by the 3 and 15/13 by the 2 take the Hucke (X's 13) together; either alone
      # leaves one man there; 15 by the 3 would go over it, 16 by 2 then 3 too
      Given the position "X 24:13 16:1 15:1 | O 24:15 | X to roll"
      When X rolls 3-2
      Then the legal plays are:
        | play         |
        | 16/13 15/13  |
        | 24/21 24/22  |
        | 24/21 16/14  |
        | 24/19        |

    Scenario: The last two men leave the Hucke together
      # 13/9 and 13/11 empty the Hucke; one of them alone leaves a single man there, and one
      # man on by both numbers too
      Given the position "X 24:13 13:2 | O 24:15 | X to roll"
      When X rolls 4-2
      Then the legal plays are:
        | play         |
        | 13/9 13/11   |
        | 24/20 24/22  |
        | 24/18        |

    Scenario: A man more may join a Hucke already taken, and one leave it while two stay
      Given the position "X 24:12 16:1 13:2 | O 24:15 | X to roll"
      When X rolls 3-2
      # 16/13 makes three on the Hucke: one of them may go on, two stay
      Then "16/13 13/11" is legal
      And "16/13 24/22" is legal
      And "13/10 24/22" is illegal

  @rule:TK-07
  Rule: no man lands on the opponent's Hucke

    Scenario: The 1 from the Hucke would land on the opponent's Hucke
      # X's 12 is O's 13, O's Hucke, empty: closed to X all the same
      Given the position "X 24:13 13:2 | O 24:15 | X to roll"
      When X rolls 1-1
      Then the legal plays are:
        | play      |
        | 24/23(2)  |
        | 24/22     |

  @rule:TK-10 @rule:TK-09
  Rule: 1-1 hits the opponent's empty Hucke when four men hold one's own: two could take it, two stay

    Scenario: Four on X's Hucke, O's Hucke empty: the 1-1 scores a point before it is played
      # O's fifteen stand on his first point, X's 1: no lone man of his for any other hit
      Given the position "X 24:11 13:4 | O 24:15 | X to roll"
      When X rolls 1-1
      Then the position is "X 24:11 13:4 | O 24:15 | X to play 1-1 | points X 1 O 0"
      And "13/12" is illegal

    Scenario: Three on X's Hucke: two going would leave one alone, so no hit
      Given the position "X 24:12 13:3 | O 24:15 | X to roll"
      When X rolls 1-1
      Then the position is "X 24:12 13:3 | O 24:15 | X to play 1-1"

    Scenario: O holds his Hucke: nothing to hit there
      Given the position "X 24:11 13:4 | O 24:13 13:2 | X to roll"
      When X rolls 1-1
      Then the position is "X 24:11 13:4 | O 24:13 13:2 | X to play 1-1"

    Scenario: Another double does not reach the opponent's Hucke from one's own
      Given the position "X 24:11 13:4 | O 24:15 | X to roll"
      When X rolls 2-2
      Then the position is "X 24:11 13:4 | O 24:15 | X to play 2-2"

    Scenario: Read as before 0.9.0, the Hucke is never hit (option no-hucke-hit)
      Given the variant "tokkadille" with option "no-hucke-hit"
      And the position "X 24:11 13:4 | O 24:15 | X to roll"
      When X rolls 1-1
      Then the position is "X 24:11 13:4 | O 24:15 | X to play 1-1"

  @rule:TK-08 @rule:TK-11 @rule:TK-12
  Rule: bearing off scores two points, and twelve points win

    Scenario: The twelfth point wins as soon as the throw is scored
      Given the position "X 24:14 20:1 | O 24:14 8:1 | X to roll | points X 11 O 3"
      When X rolls 3-1
      Then the game is over
      And the position is "X 24:14 20:1 | O 24:14 8:1 | X has won | points X 12 O 3"

    Scenario: The last man off scores two points and ends the game
      # O's fifteen stand on O's 20 (X's 5): nothing to hit. 1/off bears the last man off
      Given the position "X 1:1 off:14 | O 20:15 | X to roll | points X 3 O 5"
      When X rolls 2-1
      And X plays "1/off"
      Then the game is over
      And the position is "X off:15 | O 20:15 | X has won | points X 5 O 5"

    Scenario: No man comes off while one is outside the last six points
      # 10 cannot reach the last six points with 2-1, so the man on 1 stays on
      Given the position "X 10:1 1:1 off:13 | O 20:15 | X to roll"
      When X rolls 2-1
      Then the only legal play is "10/7"

# Sources and differences
# Read: Ludii's game description of Tokkadille (rules text, the option of fifteen or sixteen
# men, and its code), after Alvensleben 1853, pp. 582-585; the rules text on Ludii's evidence
# page for the game, after the same book, which adds the start and a rule of the Hucke.
# TK-05, TK-06: the description says the Hucke is entered only by a throw that brings two men
# there at once and left onward only by one that takes two off it; Ludii's code moves every
# man onto it and off it in pairs, and no man past it without stopping. Played so with fifteen
# men, the last man can never reach the Hucke alone, nor can any player bear off. The evidence
# page says the player "has taken" his Hucke, the word of Trictrac's corner, which is taken by
# two men at once and quitted by its last two together, men joining or leaving it singly while
# two stay. tavli reads the Hucke so (`men take and leave hucke two at a time`), and keeps the
# code's rule that no man goes over it. Reconstructed.
# TK-09: the description counts every hit any legal move could make. Ludii's code counts, for
# each man, each die (a double's number twice) and no hit by both numbers in turn; tavli
# counts every way by one number, and by both in turn through an open point, once a way
# (`score 1 point for each hit he could make`).
# TK-10: a Hucke never holds a lone man (it is taken and left by two), so the rule cannot speak
# of hitting a lone man there. Read as Trictrac's corner, as the Hucke is read throughout: the
# opponent's corner, empty, is "hit" when two of one's men could take it at once while the two
# holding one's own corner stay (Lepeintre 1818; Trictrac's corner hit); one's own Hucke stands
# one point before the opponent's, so on 1-1 that needs four men on it: the rule word for word.
# The hit scores as any other (one point, TK-09) and is not played (no man lands there, TK-07):
# `score 1 point on 1-1 when he has at least 4 on each point of hucke and the opponent has
# none in hucke`. Whether a double's hit counts two, as in Trictrac, the description does not
# say: one point. Until 0.9.0 tavli scored nothing for it (option no-hucke-hit).
# TK-11: the last man borne off scores two points (`score 2 points when he has all off`) and
# ends the game, won by the player who bore off; the description speaks of a score to twelve
# but not of the games after the first, which tavli leaves out.
# Left out: the evidence page's rule that a player who has taken his Hucke may put onto it
# men that a throw would bring onto the opponent's Hucke.
# Reconstructed: opening ties thrown again; the game drawn when neither player has any throw
# that moves him; one point to the winner as the game's result; Ludii's code bears a man off
# from any point by a larger number, which tavli keeps.
