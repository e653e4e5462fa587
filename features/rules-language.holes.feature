Feature: The rules language: what a hole does
  In Trictrac a hole is a game within the game. When a player makes one, his opponent's points
  are wiped out; a hole whose points were all taken while the opponent scored nothing (a hole
  "bredouille") counts two; and a player whose own throw made the hole chooses to go on from
  the position as it stands ("tenir") or to start over from the set-up ("s'en aller"), every
  player's points wiped and only the holes kept; where the men are set up again after bearing
  off all, a hole the points of bearing off make offers the same choice. A hole the opponent's
  throw gave him offers no choice. (Trictrac's rules as the trictrac.org "Lois et règles du trictrac" and the 1852
  "Le jeu de trictrac rendu facile" give them; Grand Trictrac in Ludii's description, after
  Soumille 1765.) The rules file says:

    a hole wipes the opponent's points
    a hole taken unanswered counts 2
    a hole made by his own throw lets him go on or start over

  The position line's part "unanswered X 1 O 0" says whose points so far the opponent has not
  answered: it is set when a player's points begin while his opponent has none (with ", by
  either player", whenever they begin), and cleared when his opponent scores.

  Background:
    Given a rules file "holed.rules":
      """
      variant holed "Holed" extends backgammon
      cube: none
      keep score: points, holes of 12 points
      score 2 points or 4 on doubles for each hit he could make
      score 2 points to the opponent for each die he cannot play
      a hole wipes the opponent's points
      a hole taken unanswered counts 2
      a hole made by his own throw lets him go on or start over
      the game ends when a player reaches 6 holes
      """

  Rule: a hole made by one's own throw lets him go on or start over

    Scenario: The throw that makes the hole waits for the choice
      # 13 to 10 by the 3 reaches O's lone man: 2 points, 10 + 2 = 12, a hole with none over;
      # O's 4 points are wiped; X's points were answered by O's: the hole counts one
      Given the variant in the rules file "holed.rules"
      And the position "X 13:2 6:13 | O 24:14 15:1 | X to roll | points X 10 O 4"
      When X rolls 3-1
      Then the position is "X 13:2 6:13 | O 24:14 15:1 | X to decide hole: go-on or start-over, then 3-1 | holes X 1 O 0"

    Scenario: Going on, he plays the throw
      Given the variant in the rules file "holed.rules"
      And the position "X 13:2 6:13 | O 24:14 15:1 | X to roll | points X 10 O 4"
      When X rolls 3-1
      And X decides hole go-on
      Then the position is "X 13:2 6:13 | O 24:14 15:1 | X to play 3-1 | holes X 1 O 0"

    Scenario: Starting over, the men are set up again and the opponent rolls
      Given the variant in the rules file "holed.rules"
      And the position "X 13:2 6:13 | O 24:14 15:1 | X to roll | points X 10 O 4"
      When X rolls 3-1
      And X decides hole start-over
      Then the position is "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | O to roll | holes X 1 O 0"

    Scenario: Starting over wipes the points past the hole
      # 11 + 2 = 13: a hole and 1 over; going on would keep the 1, starting over does not
      Given the variant in the rules file "holed.rules"
      And the position "X 13:2 6:13 | O 24:14 15:1 | X to roll | points X 11 O 4 | holes X 2 O 3"
      When X rolls 3-1
      Then the position is "X 13:2 6:13 | O 24:14 15:1 | X to decide hole: go-on or start-over, then 3-1 | points X 1 O 0 | holes X 3 O 3 | unanswered X 1 O 0"
      When X decides hole start-over
      Then the position is "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | O to roll | holes X 3 O 3"

    Scenario: A hole the opponent's throw gives offers no choice
      # X is closed out: both dice lost, 4 points to O, 10 + 4 = 14, a hole and 2 over; O had
      # no unanswered points (the flag is not set): one hole; his 2 over are unanswered
      Given the variant in the rules file "holed.rules"
      And the position "X bar:1 6:14 | O 13:3 6:2 5:2 4:2 3:2 2:2 1:2 | X to roll | points X 0 O 10"
      When X rolls 6-5
      And X plays "no move"
      Then the position is "X bar:1 6:14 | O 13:3 6:2 5:2 4:2 3:2 2:2 1:2 | O to roll | points X 0 O 2 | holes X 0 O 1 | unanswered X 0 O 1"

    Scenario: The hole that wins the game offers no choice
      Given the variant in the rules file "holed.rules"
      And the position "X 13:2 6:13 | O 24:14 15:1 | X to roll | points X 10 O 4 | holes X 5 O 2"
      When X rolls 3-1
      Then the game is over
      And the position is "X 13:2 6:13 | O 24:14 15:1 | X has won | holes X 6 O 2"

  Rule: a hole the points of bearing off all make, the men set up again, offers the choice too

    Background:
      Given a rules file "releve.rules":
        """
        variant releve "Releve" extends backgammon
        cube: none
        keep score: points, holes of 12 points
        score 4 points when he has all off
        after a player bears off all: the men are set up again
        a hole wipes the opponent's points
        a hole made by his own throw lets him go on or start over, throwing first
        the game ends when a player reaches 6 holes
        """

    Scenario: The last man off makes the hole: the men set up, he stays or goes
      # 10 + 4 = 14: a hole, 2 over, O's 2 wiped; the men are set up again, and X, who bore
      # off, decides before his first throw
      Given the variant in the rules file "releve.rules"
      And the position "X 1:1 off:14 | O 19:15 | X to roll | points X 10 O 2"
      When X rolls 2-1
      And X plays "1/off"
      Then the position is "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | X to decide hole: go-on or start-over | points X 2 O 0 | holes X 1 O 0"
      When X decides hole go-on
      Then the position is "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | X to roll | points X 2 O 0 | holes X 1 O 0"

    Scenario: Going wipes the points past the hole; he still throws first
      Given the variant in the rules file "releve.rules"
      And the position "X 1:1 off:14 | O 19:15 | X to roll | points X 10 O 2"
      When X rolls 2-1
      And X plays "1/off"
      And X decides hole start-over
      Then the position is "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | X to roll | holes X 1 O 0"

    Scenario: No hole, no choice
      Given the variant in the rules file "releve.rules"
      And the position "X 1:1 off:14 | O 19:15 | X to roll | points X 6 O 2"
      When X rolls 2-1
      And X plays "1/off"
      Then the position is "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | X to roll | points X 10 O 2"

  Rule: a hole taken unanswered counts two

    Scenario: The first points scored while the opponent has none are unanswered
      Given the variant in the rules file "holed.rules"
      And the position "X 13:2 6:13 | O 24:14 15:1 | X to roll"
      When X rolls 3-1
      Then the position is "X 13:2 6:13 | O 24:14 15:1 | X to play 3-1 | points X 2 O 0 | unanswered X 1 O 0"

    Scenario: An unanswered hole counts two
      Given the variant in the rules file "holed.rules"
      And the position "X 13:2 6:13 | O 24:14 15:1 | X to roll | points X 10 O 0 | unanswered X 1 O 0"
      When X rolls 3-1
      Then the position is "X 13:2 6:13 | O 24:14 15:1 | X to decide hole: go-on or start-over, then 3-1 | holes X 2 O 0"

    Scenario: The opponent's points answer them
      # X closed out: 4 points to O, who had none while X had 6: X's are answered, O's are not
      # unanswered (X had points when O's began)
      Given the variant in the rules file "holed.rules"
      And the position "X bar:1 6:14 | O 13:3 6:2 5:2 4:2 3:2 2:2 1:2 | X to roll | points X 6 O 0 | unanswered X 1 O 0"
      When X rolls 6-5
      And X plays "no move"
      Then the position is "X bar:1 6:14 | O 13:3 6:2 5:2 4:2 3:2 2:2 1:2 | O to roll | points X 6 O 4"

  Rule: the hole's rules need holes

    Scenario: A hole's rule in a game without holes
      Given a rules file "holeless.rules":
        """
        variant holeless "Holeless" extends backgammon
        keep score: points
        a hole wipes the opponent's points
        """
      When tavli checks "holeless.rules"
      Then tavli reports "rules-no-holes" at line 3, column 1:
        """
        'a hole wipes ...' needs holes: say 'keep score: points, holes of 12 points'
        """

    Scenario: A hole wipes the points it is made of
      Given a rules file "wipeholes.rules":
        """
        variant wipeholes "Wipe holes" extends holed
        a hole wipes the opponent's holes
        """
      When tavli checks "wipeholes.rules"
      Then tavli reports "rules-unknown-counter" at line 2, column 29:
        """
        a hole wipes the points it is made of: say 'a hole wipes the opponent's points', not 'holes'
        """

  Rule: by either player, the second to score takes a hole unanswered too, and more holes at once count double

    # Trictrac's bredouille as the 1852 book tells it (§ 144, 147): the second player to
    # score marks with two tokens, his points unanswered until the first scores again; and
    # points past a hole scored in one go are unanswered, each further hole counting two.
    Background:
      Given a rules file "either.rules":
        """
        variant either "Either" extends backgammon
        cube: none
        keep score: points, holes of 12 points
        score 4 points on 2-1
        score 18 points on 6-5
        a hole wipes the opponent's points
        a hole taken unanswered counts 2, by either player
        the game ends when a player reaches 12 holes
        """

    Scenario: The second to score is unanswered, the first answered
      Given the variant in the rules file "either.rules"
      And the position "X 13:2 6:13 | O 13:2 6:13 | O to roll | points X 4 O 0 | unanswered X 1 O 0"
      When O rolls 2-1
      Then the position is "X 13:2 6:13 | O 13:2 6:13 | O to play 2-1 | points X 4 O 4 | unanswered X 0 O 1"

    Scenario: His twelve points unanswered since his first: a hole of two
      # O's 8 began after X's 4 and X has scored none since: 8 + 4, two holes; X's 4 wiped
      Given the variant in the rules file "either.rules"
      And the position "X 13:2 6:13 | O 13:2 6:13 | O to roll | points X 4 O 8 | unanswered X 0 O 1"
      When O rolls 2-1
      Then the position is "X 13:2 6:13 | O 13:2 6:13 | O to play 2-1 | holes X 0 O 2"

    Scenario: The book's 8 and 18: a simple hole and a double, three (§ 147)
      # X's 8 were answered by O's 8 (O unanswered): 8 + 18 = 26, the first 12 a simple hole,
      # the next 12 scored at once a double, 2 over and unanswered; O's 8 wiped
      Given the variant in the rules file "either.rules"
      And the position "X 13:2 6:13 | O 13:2 6:13 | X to roll | points X 8 O 8 | unanswered X 0 O 1"
      When X rolls 6-5
      Then the position is "X 13:2 6:13 | O 13:2 6:13 | X to play 6-5 | points X 2 O 0 | holes X 3 O 0 | unanswered X 1 O 0"

    Scenario: Without it, the second to score is not unanswered
      Given a rules file "first.rules":
        """
        variant first "First" extends backgammon
        cube: none
        keep score: points, holes of 12 points
        score 4 points on 2-1
        a hole taken unanswered counts 2
        """
      And the variant in the rules file "first.rules"
      And the position "X 13:2 6:13 | O 13:2 6:13 | O to roll | points X 4 O 0 | unanswered X 1 O 0"
      When O rolls 2-1
      Then the position is "X 13:2 6:13 | O 13:2 6:13 | O to play 2-1 | points X 4 O 4"
