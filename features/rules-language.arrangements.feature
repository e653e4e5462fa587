Feature: The rules language: wins by an arrangement of the checkers
  Some games are won not by bearing off first but by setting one's checkers out in a given
  pattern: so many on each of the last points, so many on one point, a row of held points that
  shuts an enemy checker in. Three conditions say these, in the player's own numbering, and an
  end rule (the game ends when a player has ...: he wins) makes them a win:

    exactly 5 on each point of last-three     (each point of the zone counted apart)
    exactly 15 on point 1                      (one point of his track)
    a prime of 6                               (six points in a row, each held by him)
    a prime of 6 with an enemy checker behind it

  A point is held as everywhere in the language: it has as many of his checkers as block a
  point (or, where pins are played, his checker pinning an enemy one). An enemy checker is
  behind a prime while it has yet to pass the whole of it along its own track: on the bar, in
  hand, or on a point before the prime. Like every end rule they are judged once a play is
  made, not after each die of it.

  Rule: a count on each point of a zone holds only where it holds on every one of them

    Scenario: Five on each of the last three points wins
      Given a rules file "fives.rules":
        """
        variant fives "Fives" extends backgammon
        zone last-three: 1..3
        the game ends when a player has exactly 5 on each point of last-three: he wins
        """
      And the variant in the rules file "fives.rules"
      And the position "X 6:1 3:5 2:4 1:5 | O 1:15 | X to roll"
      When X rolls 3-1
      And X plays "6/3 3/2"
      Then the game is over
      And the score is X wins a gammon for 2 points

    Scenario: Fifteen on the last three points, but not five on each, does not
      Given a rules file "fives.rules":
        """
        variant fives "Fives" extends backgammon
        zone last-three: 1..3
        the game ends when a player has exactly 5 on each point of last-three: he wins
        """
      And the variant in the rules file "fives.rules"
      And the position "X 6:1 3:5 2:4 1:5 | O 1:15 | X to roll"
      When X rolls 3-1
      And X plays "6/3 2/1"
      Then the game is not over

  Rule: a count on one point

    Scenario: All fifteen on the last point wins
      Given a rules file "fifteen.rules":
        """
        variant fifteen "Fifteen" extends backgammon
        the game ends when a player has exactly 15 on point 1: he wins
        """
      And the variant in the rules file "fifteen.rules"
      And the position "X 3:1 2:1 1:13 | O 1:15 | X to roll"
      When X rolls 2-1
      And X plays "3/1 2/1"
      Then the game is over
      And the score is X wins a gammon for 2 points

  Rule: a prime, and a prime with an enemy checker behind it

    Scenario: Six points in a row with an enemy checker still to pass them wins
      # X's 12 to 7 are O's 13 to 18; O's last checker is on his 24, X's 1: behind them
      Given a rules file "prime.rules":
        """
        variant prime "Prime" extends backgammon
        the game ends when a player has a prime of 6 with an enemy checker behind it: he wins
        """
      And the variant in the rules file "prime.rules"
      And the position "X 14:1 13:1 11:2 10:2 9:2 8:2 7:2 2:3 | O 24:1 off:14 | X to roll"
      When X rolls 2-1
      And X plays "14/12 13/12"
      Then the game is over
      And the score is X wins a single for 1 point

    Scenario: The same prime with every enemy checker past it does not
      # O's last checker is on his 1, X's 24: it has passed X's 12 to 7 already
      Given a rules file "prime.rules":
        """
        variant prime "Prime" extends backgammon
        the game ends when a player has a prime of 6 with an enemy checker behind it: he wins
        """
      And the variant in the rules file "prime.rules"
      And the position "X 14:1 13:1 11:2 10:2 9:2 8:2 7:2 2:3 | O 1:1 off:14 | X to roll"
      When X rolls 2-1
      And X plays "14/12 13/12"
      Then the game is not over

    Scenario: A prime with no enemy checker asked for wins wherever the enemy stands
      Given a rules file "wall.rules":
        """
        variant wall "Wall" extends backgammon
        the game ends when a player has a prime of 6: he wins
        """
      And the variant in the rules file "wall.rules"
      And the position "X 14:1 13:1 11:2 10:2 9:2 8:2 7:2 2:3 | O 1:1 off:14 | X to roll"
      When X rolls 2-1
      And X plays "14/12 13/12"
      Then the game is over

    Scenario: Five points in a row are no prime of six
      Given a rules file "prime.rules":
        """
        variant prime "Prime" extends backgammon
        the game ends when a player has a prime of 6 with an enemy checker behind it: he wins
        """
      And the variant in the rules file "prime.rules"
      And the position "X 14:1 13:1 11:2 10:2 9:2 8:2 7:2 2:3 | O 24:1 off:14 | X to roll"
      When X rolls 2-1
      And X plays "14/11"
      Then the game is not over

  Rule: an arrangement no player can make is refused where it is written

    Scenario: Six on each of three points asks for more checkers than a player has
      Given a rules file "sixes.rules":
        """
        variant sixes "Sixes" extends backgammon
        zone last-three: 1..3
        the game ends when a player has exactly 6 on each point of last-three: he wins
        """
      When tavli checks "sixes.rules"
      Then tavli reports "rules-meaning" at line 3, column 41:
        """
        the condition asks for 6 checkers on each of 3 points (18), but each player has only 15
        """

    Scenario: A prime longer than the track
      Given a rules file "long.rules":
        """
        variant long "Long" extends backgammon
        the game ends when a player has a prime of 25: he wins
        """
      When tavli checks "long.rules"
      Then tavli reports "rules-meaning" at line 2, column 44:
        """
        the condition asks for a prime of 25 points, but the track has only 24
        """
