Feature: The rules language: a hit checker out of the game, and ends that are not a bear-off
  Where a hit checker goes, besides the bar and a zone of its own: out of the game for good
  ('a hit checker goes out of the game'), or back to a zone and out of the game where every
  point of the zone has one of the hitter's checkers ('a hit checker goes back to ZONE or out
  of the game'). The position then holds fewer checkers; the notation writes them 'out:N', and
  the usual goal becomes bearing off every checker a player still has. Conditions may count
  them ('any out of the game'). Ends that are not a bear-off: 'no move' (no number of the dice
  would move any of the player's checkers), judged only in end rules, makes the draw of a game
  where both sides are blocked; 'the game ends when a player cannot play any (all) of his roll'
  is judged on a throw once it is played. A die may take by naming: 'a die may take a checker
  from the point it names on the opponent's track, to his hand' spends a die of n on sending
  an enemy checker from the opponent's n-th track point back to his hand (written take/ and
  the point in the opponent's numbering), and 'the game ends when a player leaves a take
  undone' judges a throw that owed such a take and did not make it. These are the project's
  own rules about its language, worked out from docs/writing-a-variant.md.

  Rule: a hit checker goes out of the game for good

    Background:
      Given a rules file "gone.rules":
        """
        variant gone "Gone" extends backgammon
        a hit checker goes out of the game
        """
      And the variant in the rules file "gone.rules"

    Scenario: The hit checker leaves the game, and the position writes it out:1
      Given the position "X 24:2 13:5 8:3 6:5 | O 24:2 14:1 13:4 8:3 6:5 | X to roll"
      When X rolls 2-1
      And X plays "13/11* 6/5"
      Then the position is "X 24:2 13:4 11:1 8:3 6:4 5:1 | O 24:2 13:4 8:3 6:5 out:1 | O to roll"

    Scenario: Bearing off the last checker one still has wins
      Given the position "X 1:1 off:13 out:1 | O 6:15 | X to roll"
      When X rolls 2-1
      And X plays "1/off"
      Then the game is over
      And the score is X wins a gammon for 2 points

  Rule: a hit checker goes back to its zone, or out of the game where every point has a hitter

    Background:
      Given a rules file "back-or-out.rules":
        """
        variant back-or-out "Back or out" extends backgammon
        a hit checker goes back to entry or out of the game
        the game ends when a player has any out of the game: he loses
        """
      And the variant in the rules file "back-or-out.rules"

    Scenario: With a point of the zone free of the hitter, the checker goes back there
      Given the position "X 24:2 13:5 8:3 6:5 | O 24:2 14:1 13:4 8:3 6:5 | X to roll"
      When X rolls 2-1
      And X plays "13/11* 6/5"
      Then the position is "X 24:2 13:4 11:1 8:3 6:4 5:1 | O 24:2 21:1 13:4 8:3 6:5 | O to roll"

    Scenario: With the hitter on every point of the zone, the checker is out and its player loses
      Given the position "X 13:4 6:2 5:2 4:2 3:2 2:2 1:1 | O 14:1 1:14 | X to roll"
      When X rolls 2-1
      And X plays "13/11* 6/5"
      Then the game is over
      And the score is X wins a gammon for 2 points

  Rule: 'no move' in an end rule: the draw of a game where both sides are blocked

    Background:
      Given a rules file "stuck.rules":
        """
        variant stuck "Stuck" extends backgammon
        the game ends when a player has no move and the opponent has no move: a draw
        """
      And the variant in the rules file "stuck.rules"

    Scenario: Neither player has a number that enters: drawn
      Given the position "X bar:1 6:2 5:2 4:2 3:2 2:2 1:2 off:2 | O bar:1 6:2 5:2 4:2 3:2 2:2 1:2 off:2 | X to roll"
      When X rolls 6-5
      Then X has no legal move
      When X plays "no move"
      Then the game is drawn
      And the score is a draw

    Scenario: One side blocked is no draw: the other plays on
      Given the position "X bar:1 6:2 5:2 4:2 3:2 2:2 1:2 off:2 | O 6:2 5:2 4:2 3:2 2:2 1:2 off:3 | X to roll"
      When X rolls 6-5
      And X plays "no move"
      Then the position is "X bar:1 6:2 5:2 4:2 3:2 2:2 1:2 off:2 | O 6:2 5:2 4:2 3:2 2:2 1:2 off:3 | O to roll"

  Rule: a player who has borne off every checker is finished, not blocked

    Scenario: Bearing off the last checker wins, though nothing of his is left to move
      Given a rules file "shut-in.rules":
        """
        variant shut-in "Shut In" extends backgammon
        the game ends when a player has no move: he loses
        """
      And the variant in the rules file "shut-in.rules"
      And the position "X 1:1 off:14 | O 6:15 | X to roll"
      When X rolls 2-1
      And X plays "1/off"
      Then the game is over
      And the score is X wins a gammon for 2 points

  Rule: a throw that cannot be played ends the game

    Scenario: 'cannot play any of his roll': a throw that moves nothing loses
      Given a rules file "dead-throw.rules":
        """
        variant dead-throw "Dead throw" extends backgammon
        the game ends when a player cannot play any of his roll: he loses
        """
      And the variant in the rules file "dead-throw.rules"
      And the position "X bar:1 6:4 off:10 | O 6:2 5:2 4:2 3:2 2:2 1:2 13:3 | X to roll"
      When X rolls 6-5
      And X plays "no move"
      Then the game is over
      And the score is O wins a single for 1 point

    Scenario: 'cannot play any of his roll': one die played is enough
      Given a rules file "dead-throw.rules":
        """
        variant dead-throw "Dead throw" extends backgammon
        the game ends when a player cannot play any of his roll: he loses
        """
      And the variant in the rules file "dead-throw.rules"
      And the position "X bar:1 6:4 off:10 | O 7:2 6:2 5:2 4:2 3:2 2:2 13:3 | X to roll"
      When X rolls 6-1
      Then the only legal play is "bar/24"
      When X plays "bar/24"
      Then the game is not over

    Scenario: 'cannot play all of his roll': a die left unplayed loses
      Given a rules file "every-die.rules":
        """
        variant every-die "Every die" extends backgammon
        the game ends when a player cannot play all of his roll: he loses
        """
      And the variant in the rules file "every-die.rules"
      And the position "X bar:1 6:4 off:10 | O 7:2 6:2 5:2 4:2 3:2 2:2 13:3 | X to roll"
      When X rolls 6-1
      And X plays "bar/24"
      Then the game is over
      And the score is O wins a single for 1 point

  Rule: what tavli says about these constructs used wrongly

    Scenario: Nothing goes out of the game where nothing is hit
      Given a rules file "unhit.rules":
        """
        variant unhit "Unhit" extends backgammon
        single enemy checker: blocked
        a hit checker goes out of the game
        """
      When tavli checks "unhit.rules"
      Then tavli reports "rules-meaning" at line 3, column 1:
        """
        no checker is hit in this game (single enemy checker: blocked), so none goes out of the game
        """

    Scenario: Checkers out of the game where none leaves it
      Given a rules file "never-out.rules":
        """
        variant never-out "Never out" extends backgammon
        the game ends when a player has any out of the game: he loses
        """
      When tavli checks "never-out.rules"
      Then tavli reports "rules-meaning" at line 2, column 33:
        """
        the condition speaks of checkers out of the game, but in this game none leaves it (a hit checker goes out of the game)
        """

    Scenario: 'no move' outside an end rule
      Given a rules file "moveless.rules":
        """
        variant moveless "Moveless" extends backgammon
        allow hitting only when no move
        """
      When tavli checks "moveless.rules"
      Then tavli reports "rules-meaning" at line 2, column 1:
        """
        'no move' is judged only in 'the game ends when a player has ...': elsewhere it would ask the rules for the moves it limits
        """

    Scenario: Back to a zone the variant does not define, or out
      Given a rules file "strat.rules":
        """
        variant strat "Strat" extends backgammon
        a hit checker goes back to strat or out of the game
        """
      When tavli checks "strat.rules"
      Then tavli reports "rules-unknown-zone" at line 2, column 1:
        """
        'a hit checker goes back to strat or out of the game' names a zone the variant does not define
        """

    Scenario: A throw is played in full or in none of it
      Given a rules file "some.rules":
        """
        variant some "Some" extends backgammon
        the game ends when a player cannot play some of his roll: he loses
        """
      When tavli checks "some.rules"
      Then tavli reports "rules-syntax" at line 2, column 41:
        """
        expected 'all' or 'any', found 'some'
        """

    Scenario: More checkers out of the game than a player has
      Given a rules file "too-many.rules":
        """
        variant too-many "Too many" extends backgammon
        a hit checker goes out of the game
        the game ends when a player has 16 out of the game: he loses
        """
      When tavli checks "too-many.rules"
      Then tavli reports "rules-meaning" at line 3, column 33:
        """
        the condition asks for 16 checkers, but each player has only 15
        """

  Rule: a die may take a checker from the point it names on the opponent's track

    Background:
      Given a rules file "naming.rules":
        """
        variant naming "Naming" extends backgammon
        a die may take a checker from the point it names on the opponent's track, to his hand
        """
      And the variant in the rules file "naming.rules"

    Scenario: The 1 names O's first point, his 24 (X's 1): it may take one of his two men there
      Given the starting position
      When X rolls 2-1
      Then "13/11 6/5" is legal
      When X plays "take/24 13/11"
      Then the position is "X 24:2 13:4 11:1 8:3 6:5 | O hand:1 24:1 13:5 8:3 6:5 | O to roll"

    Scenario: The 6 names O's sixth point, his 19 (X's 6): nobody of his stands there
      Given the starting position
      When X rolls 6-5
      Then "take/19 24/18" is illegal
      And "24/13" is legal

  Rule: a take left undone ends the game

    Background:
      Given a rules file "duty.rules":
        """
        variant duty "Duty" extends backgammon
        a die may take a checker from the point it names on the opponent's track, to his hand
        the game ends when a player leaves a take undone: he loses
        """
      And the variant in the rules file "duty.rules"

    Scenario: X plays his 1 on his own men: he loses, with two men still in O's home
      # backgammon's scoring: none of X's men off, two of them in O's home (X's 24)
      Given the starting position
      When X rolls 2-1
      And X plays "13/11 6/5"
      Then the game is over
      And the score is O wins a backgammon for 3 points

    Scenario: Taken with the 1, the game goes on
      Given the starting position
      When X rolls 2-1
      And X plays "take/24 13/11"
      Then the game is not over

    Scenario: A throw that names no enemy man owes nothing
      Given the starting position
      When X rolls 6-5
      And X plays "24/13"
      Then the game is not over

  Rule: only a lone checker, or a take the dice must make

    Scenario: 'a lone checker': two men on the point the 1 names are safe, and nothing is owed
      Given a rules file "lone.rules":
        """
        variant lone "Lone" extends backgammon
        a die may take a lone checker from the point it names on the opponent's track, to his hand
        the game ends when a player leaves a take undone: he loses
        """
      And the variant in the rules file "lone.rules"
      And the starting position
      When X rolls 2-1
      Then "take/24 13/11" is illegal
      When X plays "13/11 6/5"
      Then the game is not over

    Scenario: 'must take': a play that leaves the take undone is not legal
      Given a rules file "must.rules":
        """
        variant must "Must" extends backgammon
        a die must take a checker from the point it names on the opponent's track, to his hand
        """
      And the variant in the rules file "must.rules"
      And the starting position
      When X rolls 2-1
      Then "13/11 6/5" is illegal
      And "take/24 13/11" is legal
      And "take/24 24/22" is legal

    Scenario: '..., and lay one of the mover's from hand': the taker lays a man on his own point too
      Given a rules file "lay.rules":
        """
        variant lay "Lay" extends backgammon
        setup: 24:2, 13:5, 8:3, 4 in hand, 6:1
        a die may take a checker from the point it names on the opponent's track, to his hand, and lay one of the mover's from hand on his own point it names
        """
      And the variant in the rules file "lay.rules"
      And the position "X hand:4 24:2 13:5 8:3 6:1 | O hand:4 24:2 13:5 8:3 6:1 | X to roll"
      When X rolls 2-1
      And X plays "take/24 13/11"
      Then the position is "X hand:3 24:3 13:4 11:1 8:3 6:1 | O hand:5 24:1 13:5 8:3 6:1 | O to roll"
