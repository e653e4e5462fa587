Feature: Long Nardy: one way round, a single checker holds a point
  Long Nardy as Wikipedia's "Long Nardy" page and the Georgian nardi federation's rules of long
  backgammon describe it. Both players start with all fifteen checkers on their "head" (X on
  his 24 point, O in the opposite corner, X's 12 point) and run the same way round. Nothing is
  hit: one checker of the other colour closes a point. Only one checker may leave the head in
  a turn, but on a player's first throw a 6-6, 4-4 or 3-3 lets two leave (one could not get
  far with the other's head in the way). The higher opening die decides who starts, and the
  starter throws both dice again for his first move, so both players' first throws can use
  that exception. No one may build six points in a row unless a checker of the opponent is
  already past them. When the second player's first double is stopped by a checker the first
  player has already moved, the federation's rule is read as it stands: 6-6, 4-4 and 3-3 take
  two, other doubles one (LN-10, LN-11); the two other readings the sources give are options.
  The source documents of this project do not describe Long Nardy, so these scenarios cite no
  clause.

  Rule register (Long Nardy, Wikipedia; Rules of the long backgammon game, Georgian Sport Nardi Federation; Rules Games in Long Backgammon, blunblog.org; Narde, setupgroup.com; How to play Nardi, readingisdangerous blog; Нарды длинные, napkforpc.com app page; Правила игры «Нарды длинные», help.igrafan.ru):
  LN-01: Each player has fifteen checkers, all on his head at the start: X on his 24 point, O in the opposite corner. [Long Nardy, Wikipedia § Setup; Rules Games in Long Backgammon, blunblog.org § Starting position in long nardians]
  LN-02: Both players run the same way round; one checker of the other colour closes a point, and nothing is hit. [Long Nardy, Wikipedia § Movement; Rules of the long backgammon game, Georgian Sport Nardi Federation § rules]
  LN-03: Each player throws one die to start; the higher starts, and equal dice are thrown again. [Long Nardy, Wikipedia § Setup; Rules Games in Long Backgammon, blunblog.org § Raffle of the first move]
  LN-04: The starter throws both dice again for his first move (the Narde reading, where he plays the opening dice, is an option). [How to play Nardi, readingisdangerous blog § rules; Rules Games in Long Backgammon, blunblog.org § Raffle of the first move]
  LN-05: Only one checker may leave the head in a turn. [Long Nardy, Wikipedia § Moves; Rules of the long backgammon game, Georgian Sport Nardi Federation § rules; Rules Games in Long Backgammon, blunblog.org § Starting position in long nardians; Narde, setupgroup.com § Move]
  LN-06: In a player's first turn, a throw of 6-6, 4-4 or 3-3 lets two checkers leave the head; in later turns these throws take one. [Rules of the long backgammon game, Georgian Sport Nardi Federation § rules; Rules Games in Long Backgammon, blunblog.org § Starting position in long nardians; Narde, setupgroup.com § Move]
  LN-07: No one may make six points in a row unless an opponent's checker is already past them. [Rules of the long backgammon game, Georgian Sport Nardi Federation § rules; Narde, setupgroup.com § Move]
  LN-08: A player bears off once all his checkers are home, by the exact number or, when no checker stands higher, from the highest point by a higher one. [Rules of the long backgammon game, Georgian Sport Nardi Federation § rules; Rules Games in Long Backgammon, blunblog.org § Purpose of the game]
  LN-09: The winner scores one game (oin), or two (mars) when the loser has borne off none. [How to play Nardi, readingisdangerous blog § rules]
  LN-10: The second player's first-throw 6-6, 4-4 or 3-3 takes two checkers off the head even when a checker of the first player on the field, not the head, is what stops one checker playing it in full (option field-block-one: only one). [Rules of the long backgammon game, Georgian Sport Nardi Federation § rules; Нарды длинные, napkforpc.com app page § rules; Правила игры «Нарды длинные», help.igrafan.ru § Начальное расположение шашек]
  LN-11: A first-throw 5-5, 2-2 or 1-1 takes one checker off the head even when a checker of the first player stops that checker playing it in full (option double-blocked-two: a second may leave). [Rules of the long backgammon game, Georgian Sport Nardi Federation § rules; Rules Games in Long Backgammon, blunblog.org § Starting position in long nardians]

  Background:
    Given the variant "long-nardy"

  Rule: the set-up and the opening

    @rule:LN-01
    Scenario: Every checker starts on its owner's head
      Given a new game
      Then the position is "X 24:15 | O 24:15 | opening roll"
      And X's track runs from point 24 to point 1
      And O's track runs from point 12 to point 13

    @rule:LN-03
    Scenario: Equal opening dice are thrown again
      Given a new game
      When the opening dice are 4 and 4
      Then the position is "X 24:15 | O 24:15 | opening roll"

    @rule:LN-03 @rule:LN-04
    Scenario: The higher die starts, and the starter throws both dice for his first move
      Given a new game
      When the opening dice are 2 and 5
      Then the position is "X 24:15 | O 24:15 | O to roll again"

    @rule:LN-04 @rule:LN-06
    Scenario: The starter's first throw can be one of the doubles that take two off the head
      Given a new game
      When the opening dice are 5 and 2
      And X rolls 6-6
      Then the legal plays are:
        | play     |
        | 24/18(2) |

    @rule:LN-04
    Scenario: With the option opening-numbers the starter plays the opening dice
      Given the variant "long-nardy" with option "opening-numbers"
      And a new game
      When the opening dice are 5 and 2
      Then X is to play 5-2

  Rule: one checker off the head a turn

    @rule:LN-05
    Scenario: From the start a plain roll moves a single checker off the head
      Given the starting position
      When X rolls 6-5
      Then the legal plays are:
        | play  |
        | 24/13 |

    @rule:LN-06
    Scenario Outline: The first throw's doubles take two checkers off the head
      Given the starting position
      When X rolls <roll>
      Then the legal plays are:
        | play    |
        | <plays> |

      Examples:
        | roll | plays             |
        | 6-6  | 24/18(2)          |
        | 4-4  | 24/16(2)          |

    @rule:LN-06
    Scenario: A first throw of 3-3 moves two checkers off the head, together or apart
      Given the starting position
      When X rolls 3-3
      Then the legal plays are:
        | play        |
        | 24/18(2)    |
        | 24/15 24/21 |

    @rule:LN-06
    Scenario: The second player's first throw has the exception too
      Given the position "X 24:14 13:1 | O 24:15 | O to roll | turns X 1+ O 0"
      When O rolls 6-6
      Then the legal plays are:
        | play     |
        | 24/18(2) |

    @rule:LN-05 @rule:LN-06
    Scenario: Later doubles take only one checker off the head
      Given the position "X 24:14 18:1 | O 24:13 18:2 | X to roll | turns X 1+ O 1+"
      When X rolls 6-6
      Then the legal plays are:
        | play  |
        | 24/18 |

    @rule:LN-05
    Scenario: With a 1 in the roll a single checker still leaves the head
      Given the starting position
      When X rolls 2-1
      Then the legal plays are:
        | play  |
        | 24/21 |

    @rule:LN-05
    Scenario: The last but one checker may leave the head
      Given the position "X 24:2 1:13 | O 24:15 | X to roll | turns X 1+ O 1+"
      When X rolls 6-5
      Then the legal plays are:
        | play  |
        | 24/13 |

    @rule:LN-05 @rule:LN-06
    Scenario: A plain roll in the first turn still takes one checker off the head
      Given the starting position
      When X rolls 5-4
      Then "24/20 24/19" is illegal
      And "24/15" is legal

    @rule:LN-04 @rule:LN-06
    Scenario: With the option opening-numbers the second player's first throw keeps the exception
      Given the variant "long-nardy" with option "opening-numbers"
      And a new game
      When the opening dice are 5 and 2
      And X plays "24/19/17"
      And O rolls 4-4
      Then the legal plays are:
        | play     |
        | 24/16(2) |

  Rule: the second player's first double, when a checker of the first player is in its way

    # Worked by hand. X opened 5-5, which his one checker off the head plays out 24/19/14/9/4,
    # so X's 4 point is taken: for O that is his 16 point (the tracks are twelve apart). O's
    # first throw 4-4 takes one checker 24/20 and no further: his 16 is X's, before his 12
    # (X's head) is reached. The federation gives 4-4 two checkers on the first throw: 24/20
    # twice, and the last two 4s are lost.
    @rule:LN-10
    Scenario: A first-throw 4-4 stopped by a checker on the field still takes two off the head (Georgian federation)
      Given the position "X 24:14 4:1 | O 24:15 | O to roll | turns X 1+ O 0"
      When O rolls 4-4
      Then the legal plays are:
        | play     |
        | 24/20(2) |

    @rule:LN-10
    Scenario: With the option field-block-one the stopped 4-4 takes one checker off the head (the translated Russian rules)
      Given the variant "long-nardy" with option "field-block-one"
      And the position "X 24:14 4:1 | O 24:15 | O to roll | turns X 1+ O 0"
      When O rolls 4-4
      Then the legal plays are:
        | play  |
        | 24/20 |

    # Worked by hand. X opened 2-2, his one checker 24/22/20/18/16: X's 16 point is O's 4.
    # O's first throw 5-5 takes one checker 24/19/14/9 and stops there, his 4 being X's. With
    # one checker off the head (the federation's exception is only 6-6, 4-4 and 3-3) that is
    # the whole play; with a second checker allowed, all four 5s are played: one checker to 9
    # and one to 19, or both to 14.
    @rule:LN-11
    Scenario: A first-throw 5-5 stopped by a checker of the first player takes one checker off the head
      Given the position "X 24:14 16:1 | O 24:15 | O to roll | turns X 1+ O 0"
      When O rolls 5-5
      Then the legal plays are:
        | play |
        | 24/9 |

    @rule:LN-11
    Scenario: With the option double-blocked-two the stopped 5-5 lets a second checker leave the head
      Given the variant "long-nardy" with option "double-blocked-two"
      And the position "X 24:14 16:1 | O 24:15 | O to roll | turns X 1+ O 0"
      When O rolls 5-5
      Then the legal plays are:
        | play        |
        | 24/9 24/19  |
        | 24/14(2)    |

    @rule:LN-11
    Scenario: With the option double-blocked-two a 5-5 nothing stops still takes one checker off the head
      Given the variant "long-nardy" with option "double-blocked-two"
      And the position "X 24:14 13:1 | O 24:15 | O to roll | turns X 1+ O 0"
      When O rolls 5-5
      Then the legal plays are:
        | play |
        | 24/4 |

  Rule: no hitting: a single enemy checker closes the point

    @rule:LN-02
    Scenario: X may not land where one O checker stands
      Given the position "X 24:15 | O 24:14 10:1 | X to roll"
      When X rolls 2-1
      Then "24/22" is illegal
      And "24/21" is legal

  Rule: no six points in a row unless an enemy checker is past them

    @rule:LN-07
    Scenario: The sixth point in a row may not be made while every O checker is behind it
      Given the position "X 24:9 18:1 17:1 16:1 15:1 14:1 3:1 | O 24:15 | X to roll | turns X 1+ O 1+"
      When X rolls 5-1
      Then "24/19 3/2" is illegal
      And "18/13 3/2" is legal

    @rule:LN-07
    Scenario: The sixth point may not be made at the far end of the row either
      Given the position "X 24:9 19:1 18:1 17:1 16:1 15:1 3:1 | O 24:15 | X to roll | turns X 1+ O 1+"
      When X rolls 6-4
      Then "24/14" is illegal
      And "24/18 19/15" is legal

    @rule:LN-07
    Scenario: The sixth point may not be made in the middle of the row
      Given the position "X 24:9 19:1 18:1 17:1 15:1 14:1 3:1 | O 24:15 | X to roll | turns X 1+ O 1+"
      When X rolls 6-2
      Then "24/16" is illegal
      And "24/18 3/1" is legal

    @rule:LN-07
    Scenario: The sixth point may not be made next to the head
      Given the position "X 24:10 23:1 22:1 21:1 20:1 3:1 | O 24:15 | X to roll | turns X 1+ O 1+"
      When X rolls 5-1
      Then "24/19 3/2" is illegal
      And "24/18" is legal

    @rule:LN-07
    Scenario: Six points at the end of the track may be made past an O checker on his last quarter
      Given the position "X 24:9 8:1 6:1 5:1 4:1 3:1 2:1 | O 24:14 3:1 | X to roll | turns X 1+ O 1+"
      When X rolls 6-1
      Then "8/1" is legal

    @rule:LN-07
    Scenario: Six points at the end of the track may not be made with every O checker behind them
      Given the position "X 24:9 8:1 6:1 5:1 4:1 3:1 2:1 | O 24:15 | X to roll | turns X 1+ O 1+"
      When X rolls 6-1
      Then "8/1" is illegal

    @rule:LN-07
    Scenario: The sixth point may not be made next to the last point of the track
      Given the position "X 24:9 7:1 5:1 4:1 3:1 2:1 1:1 | O 24:15 | X to roll | turns X 1+ O 1+"
      When X rolls 2-1
      Then "7/6 24/22" is illegal
      And "7/5 24/23" is legal

    @rule:LN-07
    Scenario: Five points next to the head are no row of six, whatever O has borne off
      Given the position "X 24:11 23:1 22:1 21:1 3:1 | O 24:14 off:1 | X to roll | turns X 1+ O 1+"
      When X rolls 4-1
      Then "24/20 3/2" is legal

    @rule:LN-07
    Scenario: Bearing off from six points in a row is no new row
      Given the position "X 6:2 5:2 4:2 3:2 2:2 1:2 off:3 | O 24:14 3:1 | X to roll | turns X 1+ O 1+"
      When X rolls 6-5
      Then "6/off 5/off" is legal

    @rule:LN-07
    Scenario: Once an O checker is past them, the six points may be made
      Given the position "X 24:9 18:1 17:1 16:1 15:1 14:1 3:1 | O 24:14 1:1 | X to roll | turns X 1+ O 1+"
      When X rolls 5-1
      Then "24/19 3/2" is legal

  Rule: bearing off and the end of the game

    @rule:LN-08
    Scenario: No checker is borne off while one is still outside the home
      Given the position "X 8:1 3:1 off:13 | O 24:15 | X to roll | turns X 1+ O 1+"
      When X rolls 3-1
      Then "8/7 3/off" is illegal
      And "8/4" is legal

    @rule:LN-08
    Scenario: A higher number bears off from the highest point
      Given the position "X 3:1 2:1 off:13 | O 24:15 | X to roll | turns X 1+ O 1+"
      When X rolls 6-5
      Then the legal plays are:
        | play          |
        | 3/off 2/off   |

    @rule:LN-09
    Scenario: A loser who has borne off something loses a single game
      Given the position "X 1:1 off:14 | O 1:2 off:13 | X to roll | turns X 1+ O 1+"
      When X rolls 2-1
      And X plays "1/off"
      Then the score is X wins a single for 1 point

    @rule:LN-09
    Scenario: A loser who has borne off nothing loses a mars
      Given the position "X 1:1 off:14 | O 24:15 | X to roll | turns X 1+ O 1+"
      When X rolls 2-1
      And X plays "1/off"
      Then the score is X wins a mars for 2 points

# Sources and differences
# Read: Wikipedia's "Long Nardy" (Setup and Movement of the current page, Moves of the 2024
# copy; the stored copies break off early, so its scoring section was not read again); the
# Georgian Sport Nardi Federation's "Rules of the long backgammon game" (geonardi.com, one
# list of rules); "Rules Games in Long Backgammon" (blunblog.org, a translation of the Russian
# rules); "Narde" (setupgroup.com: Begin, Move); "How to play Nardi" (readingisdangerous
# blog, after bkgm.com's Narde page); the "Нарды длинные" app page (napkforpc.com) and
# igrafan's "Правила игры «Нарды длинные»", which say what the issue quotes from mail.ru's
# rules page (mail.ru's own page is not in the store).
# The opening: setupgroup's Narde has the starter play the two opening dice (option
# opening-numbers); the bkgm.com Narde reading and the translation have him throw again
# (default).
# The second player's first double stopped by a checker of the first player: the federation
# gives 6-6, 4-4 and 3-3 two checkers on both players' first throws and nothing else, read as
# it stands (default, LN-10 and LN-11). The translation takes one checker when a checker on
# the field, not the head, stops the double (option field-block-one: it changes 4-4 after
# X's 5-5, the only such case a first turn can make). napkforpc and igrafan let the second
# player take two whenever one checker cannot play his double in full (option
# double-blocked-two: 5-5 after X's 2-2 or 4-4, or after 3-3 played 24/21 24/15; 2-2
# after X's 5-5).
# The score: the mars (two points) is the bkgm.com Narde reading's; the koks (three points)
# stays an option, as tavli 0.1 read it from Wikipedia (not read again: see above).
