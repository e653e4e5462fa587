Feature: The rules language: no passing, and a hit from the point across the board
  Tourne-Case (French, seventeenth and eighteenth centuries) has two rules no other game of
  the language had: a man may never pass over another, so a player's men follow one another
  along the way, and a man that stops on a point hits a lone enemy man standing on the point
  across the board from it, not on its own point. Both are general statements:

    never pass over own checkers            (no step goes over a point holding the mover's own)
    never pass over occupied points         (... nor over a point holding any checker)
    a checker that lands in ZONE hits a lone enemy checker facing it

  The points a step passes over are those strictly between where the checker stands and where
  it lands (or the end of the track, bearing off); a checker coming in from the bar or the hand
  passes over every point of its track before the one it lands on. Board point n faces point
  25 - n (the 24 point faces the 1, the 13 the 12); under the usual tracks a player's own point
  n faces the opponent's own point n. The zone is the lander's, in his own numbering; the hit
  checker goes to the bar, as any hit checker does. Both rules are the reference search's: the
  compiled kernel does not know them, and a variant with either runs on the reference path.

  Rule: never pass over own checkers

    Scenario: A step may not go over a point where one of the mover's checkers stands
      Given a rules file "file.rules":
        """
        variant file "In file" extends backgammon
        never pass over own checkers
        """
      And the variant in the rules file "file.rules"
      And the starting position
      When X rolls 6-5
      Then "13/7 13/8" is illegal
      And "24/18 13/8" is legal
      And "24/13" is legal

    Scenario: The enemy's checkers may be passed over
      Given a rules file "file.rules":
        """
        variant file "In file" extends backgammon
        never pass over own checkers
        """
      And the variant in the rules file "file.rules"
      And the position "X 24:2 13:13 | O 5:15 | X to roll"
      When X rolls 6-5
      Then "24/18 13/8" is legal

    Scenario: A checker coming in from the bar passes the points before the one it lands on
      Given a rules file "file.rules":
        """
        variant file "In file" extends backgammon
        never pass over own checkers
        """
      And the variant in the rules file "file.rules"
      And the position "X bar:1 22:1 13:13 | O 24:2 13:5 8:3 6:5 | X to roll"
      When X rolls 4-2
      Then "bar/21 13/11" is illegal
      And "bar/23 22/18" is legal
      And "bar/23 23/19" is illegal

  Rule: never pass over occupied points

    Scenario: The enemy's checkers may not be passed over either
      Given a rules file "file.rules":
        """
        variant file "In file" extends backgammon
        never pass over occupied points
        """
      And the variant in the rules file "file.rules"
      And the position "X 24:2 13:13 | O 5:15 | X to roll"
      When X rolls 6-5
      Then "24/18 13/8" is illegal
      And "13/7 13/8" is legal

  Rule: a checker that lands in a zone hits a lone enemy checker facing it

    Scenario: Landing on the point facing a lone enemy checker hits it
      Given a rules file "facing.rules":
        """
        variant facing "Facing" extends backgammon
        zone outer: 7..12
        a checker that lands in outer hits a lone enemy checker facing it
        """
      And the variant in the rules file "facing.rules"
      And the position "X 24:2 13:5 8:3 6:5 | O 24:2 13:4 9:1 8:3 6:5 | X to roll"
      When X rolls 4-2
      And X plays "13/9* 6/4"
      Then the position is "X 24:2 13:4 9:1 8:3 6:4 4:1 | O bar:1 24:2 13:4 8:3 6:5 | O to roll"

    Scenario: Two enemy checkers facing it are not hit
      Given a rules file "facing.rules":
        """
        variant facing "Facing" extends backgammon
        zone outer: 7..12
        a checker that lands in outer hits a lone enemy checker facing it
        """
      And the variant in the rules file "facing.rules"
      And the position "X 24:2 13:5 8:3 6:5 | O 24:2 13:3 9:2 8:3 6:5 | X to roll"
      When X rolls 4-2
      And X plays "13/9 6/4"
      Then the position is "X 24:2 13:4 9:1 8:3 6:4 4:1 | O 24:2 13:3 9:2 8:3 6:5 | O to roll"

    Scenario: Landing outside the zone hits nothing across the board
      Given a rules file "facing.rules":
        """
        variant facing "Facing" extends backgammon
        zone outer: 7..12
        a checker that lands in outer hits a lone enemy checker facing it
        """
      And the variant in the rules file "facing.rules"
      And the position "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:4 5:1 | X to roll"
      When X rolls 3-1
      And X plays "8/5 6/5"
      Then the position is "X 24:2 13:5 8:2 6:4 5:2 | O 24:2 13:5 8:3 6:4 5:1 | O to roll"

  Rule: what tavli says about misused rules of passing and facing

    Scenario: The two rules of passing are one statement, said once
      Given a rules file "twice.rules":
        """
        variant twice "Twice" extends backgammon
        never pass over own checkers
        never pass over occupied points
        """
      When tavli checks "twice.rules"
      Then tavli reports "rules-meaning" at line 3, column 1:
        """
        'never pass over ...' is stated twice (first on line 2)
        """

    Scenario: Passing over the enemy's checkers alone is not a rule
      Given a rules file "enemy.rules":
        """
        variant enemy "Enemy" extends backgammon
        never pass over enemy checkers
        """
      When tavli checks "enemy.rules"
      Then tavli reports "rules-syntax" at line 2, column 17:
        """
        expected 'occupied' or 'own', found 'enemy'
        """

    Scenario: The facing hit names a zone the variant does not define
      Given a rules file "nozone.rules":
        """
        variant nozone "No zone" extends backgammon
        a checker that lands in outfield hits a lone enemy checker facing it
        """
      When tavli checks "nozone.rules"
      Then tavli reports "rules-unknown-zone" at line 2, column 1:
        """
        'a checker that lands in outfield hits a lone enemy checker facing it' names a zone the variant does not define
        """

    Scenario: A game that pins instead of hitting has no facing hit
      Given a rules file "pinned.rules":
        """
        variant pinned "Pinned" extends plakoto
        zone outer: 7..12
        a checker that lands in outer hits a lone enemy checker facing it
        """
      When tavli checks "pinned.rules"
      Then tavli reports "rules-meaning" at line 3, column 1:
        """
        'a checker that lands in outer hits a lone enemy checker facing it' sends the checker it hits to the bar, but no checker is hit in this game (single enemy checker: pin)
        """

    Scenario: A hit checker that goes back to a zone does not go with the facing hit
      Given a rules file "back.rules":
        """
        variant back "Back" extends fallas
        zone outer: 7..12
        a checker that lands in outer hits a lone enemy checker facing it
        """
      When tavli checks "back.rules"
      Then tavli reports "rules-meaning" at line 3, column 1:
        """
        'a checker that lands in outer hits a lone enemy checker facing it' sends the checker it hits to the bar: a hit checker that goes back to a zone or out of the game cannot be said with it
        """
