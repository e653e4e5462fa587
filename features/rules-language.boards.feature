Feature: The rules language: boards of other sizes and shapes
  Most games of the family are played on one board of 24 points in four tables of six, and a
  rules file that says nothing of its board gets that one. Others are not: half the board (12
  points), one table (6), three rows of twelve (36), tables of seven points with seven-sided
  dice (28), a round board. A single statement gives the board:

    board: 12 points
    board: 36 points in 3 rows of 12
    board: 28 points in 4 tables of 7
    board: 24 points in 4 tables of 6, round

  Its points are numbered 1 to N, and every track, zone and set-up of the file uses that
  numbering; each track passes every point of the board once, so its length is N, or, where
  two play, each track may pass part of the board (each player his own table), the two as
  long as each other and every point on one of them: a player's checkers then never meet the
  other's. A point
  is named in its owner's own numbering, N where his track begins and 1 where it ends, on any
  board. On a track of 25 points or more, 25 is a point, so the bar is written only as "bar".
  The shape says how the board is drawn and which points face each other; the standard
  notations of other programs describe today's board only and refuse the others.

  Rule: the board gives the number of points

    Scenario: Without a board statement a game has today's 24 points
      Given the variant "backgammon"
      Then the board has 24 points
      And each player's track passes every point once

    Scenario: Half the board: twelve points
      Given a rules file "half.rules":
        """
        variant half "Half" extends backgammon
        board: 12 points
        track X: 12..1
        track O: 1..12
        zone entry: 7..12
        setup: 12:5, 10:5, 8:5
        """
      And the variant in the rules file "half.rules"
      Then the board has 12 points
      And each player's track passes every point once
      And the two tracks run in opposite directions
      Given the starting position
      Then the position is "X 12:5 10:5 8:5 | O 12:5 10:5 8:5 | X to roll"

    Scenario: Three rows of twelve: thirty-six points on one track
      Given a rules file "rows.rules":
        """
        variant rows "Rows" extends backgammon
        board: 36 points in 3 rows of 12
        track X: 36..1
        track O: 1..36
        zone entry: 31..36
        setup: 36:15
        """
      And the variant in the rules file "rows.rules"
      Then the board has 36 points
      And each player's track passes every point once
      Given the starting position
      Then the pip count of X is 540

  Rule: where two play, each track may pass only part of the board

    Background:
      Given a rules file "tables.rules":
        """
        variant tables "Own tables" extends backgammon
        board: 12 points in 2 rows of 6
        track X: 6..1
        track O: 7..12
        zone home: 1..6
        zone entry: 6..6
        setup: 6:3, 3:2, 10 in hand
        """
      And the variant in the rules file "tables.rules"

    Scenario: Each side runs his own row of six, numbered 6 down to 1
      Then the board has 12 points
      And X's track runs from point 6 to point 1
      And O's track runs from point 7 to point 12
      Given the starting position
      Then the position is "X hand:10 6:3 3:2 | O hand:10 6:3 3:2 | X to roll"

    Scenario: The other side's men stand on the other row: every point of X's row is open to him
      # the 5 lays a man on X's 2 or moves one from his 6 to his 1, the 3 lays one on his 4 or
      # moves one from his 6 to his 3; nothing bears off while men wait in hand
      Given the starting position
      When X rolls 5-3
      Then the legal plays are:
        | play          |
        | hand/4 hand/2 |
        | hand/4 6/1    |
        | hand/2 6/3    |
        | 6/3 6/1       |

  Rule: plays are counted on the board's own points

    Scenario: On half the board the other side's men stand a few points away
      # X's own 1, 2 and 3 are O's own 12, 11 and 10, where O's men start
      Given a rules file "half.rules":
        """
        variant half "Half" extends backgammon
        board: 12 points
        track X: 12..1
        track O: 1..12
        zone entry: 7..12
        setup: 12:5, 10:5, 8:5
        """
      And the variant in the rules file "half.rules"
      And the starting position
      When X rolls 6-5
      # the 5 can be played only from the 12 point: 10/5 and 8/3 land on O's men, and after
      # a 6 the same checker would land on X's own 1, O's point too
      Then the legal plays are:
        | play      |
        | 12/7 12/6 |
        | 12/7 10/4 |
        | 12/7 8/2  |

    Scenario: A point beyond the board is no point
      Given a rules file "half.rules":
        """
        variant half "Half" extends backgammon
        board: 12 points
        track X: 12..1
        track O: 1..12
        zone entry: 7..12
        setup: 12:5, 10:5, 8:5
        """
      And the variant in the rules file "half.rules"
      And the starting position
      When X rolls 6-5
      And X tries to play "13/7 13/8"
      Then it is refused as "bad-notation"

    Scenario: On a track of thirty-six points, 25 is a point and not the bar
      Given a rules file "rows.rules":
        """
        variant rows "Rows" extends backgammon
        board: 36 points in 3 rows of 12
        track X: 36..1
        track O: 1..36
        zone entry: 31..36
        setup: 36:15
        """
      And the variant in the rules file "rows.rules"
      And the position "X 27:1 25:14 | O 1:15 | X to roll"
      When X rolls 4-2
      Then "27/25 25/21" is legal
      And "27/21" is legal
      And "25/21 25/23" is legal

  Rule: seven-sided dice on tables of seven points

    Scenario: A seven is thrown and played on a board of 28 points
      # O's own 28, 21 and 14 are X's own 1, 8 and 15, each held by two or three of O's men
      Given a rules file "sevens.rules":
        """
        variant sevens "Sevens" extends backgammon
        board: 28 points in 4 tables of 7
        checkers: 7
        dice: 2d7
        track X: 28..1
        track O: 1..28
        zone home: 1..7
        zone entry: 22..28
        setup: 28:2, 21:3, 14:2
        """
      And the variant in the rules file "sevens.rules"
      Then the board has 28 points
      And the variant is played with 2 dice of 7 faces
      Given the starting position
      # a 6 from the 21 or the 14 lands on O's men, and so does a 6 after a 7 (28/21/15,
      # 21/14/8, 14/7/1) or a 7 after it (28/22/15): the 6 is 28/22, the 7 any other
      When X rolls 7-6
      Then the legal plays are:
        | play       |
        | 28/22 28/21 |
        | 28/22 21/14 |
        | 28/22 14/7  |

  Rule: a round board with three seven-sided dice

    Scenario: Three sevens' worth of moves, one die at a time, on a ring of 24 points
      # O runs the same way round from the other side: his own 24 is X's own 12
      Given a rules file "ring.rules":
        """
        variant ring "Ring" extends backgammon
        board: 24 points in 4 tables of 6, round
        checkers: 6
        dice: 3d7
        track X: 24..1
        track O: 12..1, 24..13
        setup: 24:6
        opening winner: rolls both dice again
        without option plain-reroll
        """
      And the variant in the rules file "ring.rules"
      And the starting position
      When X rolls 7-5-3
      Then "24/17 24/19 24/21" is legal
      And "24/9" is legal
      And "24/12" is illegal

  Rule: a board statement that does not add up is refused where it is written

    Scenario: Tables that do not make up the points
      Given a rules file "odd.rules":
        """
        variant odd "Odd" extends backgammon
        board: 30 points in 4 tables of 7
        """
      When tavli checks "odd.rules"
      Then tavli reports "rules-board" at line 2, column 1:
        """
        the board has 30 points, not 4 tables of 7 (28)
        """

    Scenario: A track that names a point the board does not have
      Given a rules file "short.rules":
        """
        variant short "Short" extends backgammon
        board: 12 points
        """
      When tavli checks "short.rules"
      Then tavli reports these problems:
        | line | column | code        | message |
        | 2    | 1      | rules-track | the board has 12 points, but track X (backgammon.rules, line 12) passes point 24: give the tracks on this board |
        | 2    | 1      | rules-track | the board has 12 points, but track O (backgammon.rules, line 13) passes point 13: give the tracks on this board |

    Scenario: The hit from across the board needs two rows facing each other
      Given a rules file "across.rules":
        """
        variant across "Across" extends backgammon
        board: 24 points in 4 tables of 6, round
        zone outer: 7..12
        a checker that lands in outer hits a lone enemy checker facing it
        """
      When tavli checks "across.rules"
      Then tavli reports "rules-board" at line 4, column 1:
        """
        'a checker that lands in outer hits a lone enemy checker facing it' needs two rows of points facing each other, and the board is 24 points in 4 tables of 6, round
        """

  Rule: the notations of other programs describe today's board only

    Scenario Outline: <notation> cannot describe a board of twelve points
      Given a rules file "half.rules":
        """
        variant half "Half" extends backgammon
        board: 12 points
        track X: 12..1
        track O: 1..12
        zone entry: 7..12
        setup: 12:5, 10:5, 8:5
        """
      And the variant in the rules file "half.rules"
      And the starting position
      When the position is written in the "<format>" notation
      Then it is refused as "bad-notation"
      And the refusal says "cannot describe half: its board has 12 points, not 24"

      Examples:
        | notation                          | format |
        | GNU Backgammon's Position ID      | gnubg  |
        | eXtreme Gammon's XGID             | xgid   |
        | the FIBS board                    | fibs   |
