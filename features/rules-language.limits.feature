Feature: The rules language: limits on where checkers may stand and enter
  Several old games of the tables family limit where a player's checkers may stand and where a
  hit checker may come back in: no two checkers on one point of the first twelve points of the
  track (Verquere), at most two there (Kotra), entering only onto an empty point (Kotra). The
  language says each as a general statement, judged after every single step like the other
  limits on moves:

    at most N checkers on a point of ZONE   (only on the zone's points; the setup may stack more)
    occupy at most N points of ZONE         (points with any of his checkers, held or not)
    never enter onto occupied points        (an entering checker lands on an empty point only)

  The second is one reading of what Tawula's sources ask of a player's entry table (a point of
  it kept free of his own checkers, so that a hit checker can come back in); 'hold at most N
  points of ZONE' counts only points closed to the opponent.

  Two more rules of these games need no new statement. A hit checker comes back in by the number
  of one die, counted from the first point of the track, never by the two dice added together:
  every entry in tavli is a step of one die. A hit checker must be back in before anything else
  moves: 'allow moving on board only when none on bar' (Backgammon's own rule) says it.

  Rule: at most so many checkers on a point of a zone

    Scenario: A second checker may not join one on a point of the zone
      Given a rules file "single-file.rules":
        """
        variant single-file "Single file" extends backgammon
        zone outer: 7..12
        at most 1 checker on a point of outer
        """
      And the variant in the rules file "single-file.rules"
      And the position "X 24:2 13:4 9:1 6:8 | O 24:2 13:5 8:3 6:5 | X to roll"
      When X rolls 4-1
      Then "13/9 6/5" is illegal
      And "9/5 6/5" is legal
      And "9/8 13/9" is legal

    Scenario: The setup may stack more, and its checkers may leave; no other may join them
      Given a rules file "single-file.rules":
        """
        variant single-file "Single file" extends backgammon
        zone outer: 7..12
        at most 1 checker on a point of outer
        """
      And the variant in the rules file "single-file.rules"
      And the starting position
      When X rolls 5-2
      Then "13/8 13/11" is illegal
      And "8/3 8/6" is legal
      And "13/11 11/6" is legal

    Scenario: Points outside the zone take any number
      Given a rules file "single-file.rules":
        """
        variant single-file "Single file" extends backgammon
        zone outer: 7..12
        at most 1 checker on a point of outer
        """
      And the variant in the rules file "single-file.rules"
      And the starting position
      When X rolls 2-2
      Then "6/4(4)" is legal
      And "13/11(2)" is illegal

    Scenario: Each zone keeps its own limit, beside the limit on every point
      Given a rules file "two-limits.rules":
        """
        variant two-limits "Two limits" extends backgammon
        zone outer: 7..12
        zone back: 19..24
        at most 5 checkers on a point
        at most 1 checker on a point of outer
        at most 2 checkers on a point of back
        """
      And the variant in the rules file "two-limits.rules"
      And the position "X bar:1 24:2 13:4 8:3 6:5 | O 24:2 13:5 8:3 6:5 | X to roll"
      When X rolls 2-1
      Then "bar/24 13/11" is illegal
      And "bar/23 24/23" is legal
      And "bar/23 6/5" is legal

  Rule: at most so many points of a zone occupied, not only held

    Scenario: A step may not put checkers on one point more of the zone than allowed
      Given a rules file "sparse.rules":
        """
        variant sparse "Sparse home" extends backgammon
        occupy at most 3 points of home
        """
      And the variant in the rules file "sparse.rules"
      And the position "X 13:11 6:2 5:1 4:1 | O 24:15 | X to roll"
      When X rolls 2-1
      Then "6/3" is illegal
      And "5/3 4/3" is legal
      And "5/4 4/2" is legal
      And "13/11 13/12" is legal

    Scenario: A lone checker occupies its point though it does not hold it
      Given a rules file "sparse.rules":
        """
        variant sparse "Sparse home" extends backgammon
        occupy at most 3 points of home
        """
      And the variant in the rules file "sparse.rules"
      And the position "X 13:11 7:1 6:1 5:1 4:1 | O 24:15 | X to roll"
      When X rolls 3-1
      Then "7/3" is illegal
      And "7/4 13/12" is legal
      And "13/10 6/5" is legal

    Scenario: Under 'hold at most' the same lone checkers do not count
      Given a rules file "few.rules":
        """
        variant few "Few points" extends backgammon
        hold at most 3 points of home
        """
      And the variant in the rules file "few.rules"
      And the position "X 13:11 7:1 6:1 5:1 4:1 | O 24:15 | X to roll"
      When X rolls 3-1
      Then "7/3" is legal

  Rule: entering only onto empty points

    Scenario: A checker from the bar may land neither on its own checkers nor on a lone enemy checker
      Given a rules file "empty-entry.rules":
        """
        variant empty-entry "Empty entry" extends backgammon
        never enter onto occupied points
        """
      And the variant in the rules file "empty-entry.rules"
      And the position "X bar:1 24:1 13:5 8:3 6:5 | O 3:1 24:2 13:5 8:3 6:4 | X to roll"
      When X rolls 3-1
      Then X has no legal move

    Scenario: It enters on an empty point, and may then hit with the other die
      Given a rules file "empty-entry.rules":
        """
        variant empty-entry "Empty entry" extends backgammon
        never enter onto occupied points
        """
      And the variant in the rules file "empty-entry.rules"
      And the position "X bar:1 24:1 13:5 8:3 6:5 | O 5:1 3:1 24:2 13:5 8:3 6:3 | X to roll"
      When X rolls 4-1
      Then "bar/21 21/20*" is legal
      And "bar/21 24/23" is legal

    Scenario: Every entry point with a checker on it is closed to it
      Given a rules file "empty-entry.rules":
        """
        variant empty-entry "Empty entry" extends backgammon
        never enter onto occupied points
        """
      And the variant in the rules file "empty-entry.rules"
      And the position "X bar:1 24:1 13:5 8:3 6:5 | O 5:1 3:1 24:2 13:5 8:3 6:3 | X to roll"
      When X rolls 5-3
      Then X has no legal move

    Scenario: A point the mover empties earlier in the turn is open to an entering checker
      Given a rules file "empty-entry.rules":
        """
        variant empty-entry "Empty entry" extends backgammon
        never enter onto occupied points
        allow moving on board always
        """
      And the variant in the rules file "empty-entry.rules"
      And the position "X bar:1 22:1 13:5 8:3 6:5 | O 2:2 24:2 13:5 8:3 6:3 | X to roll"
      When X rolls 3-2
      Then "22/20 bar/22" is legal

  Rule: points opened while a condition holds: coming in onto enemy checkers, a point of N hit

    # Piprjall (features/piprjall.feature, PJ-19 to PJ-21) says three rules of this kind;
    # here they are tried on Backgammon's board. O's home (his 6 to 1) is X's entry, 19 to 24.

    Scenario: More waiting than empty entry points: they come in onto enemy checkers, all hit
      # every point of X's entry has O's checkers: three on X's 19, two on X's 20; two wait
      # for no empty point, and after the first is in, one waits for none
      Given a rules file "crowded-entry.rules":
        """
        variant crowded-entry "Crowded entry" extends backgammon
        never enter onto occupied points, but onto enemy checkers when more on bar than empty points in entry
        """
      And the variant in the rules file "crowded-entry.rules"
      And the position "X bar:2 13:5 8:3 6:5 | O 13:4 6:3 5:2 4:2 3:2 2:1 1:1 | X to roll"
      When X rolls 6-5
      And X plays "bar/19* bar/20*"
      Then the position is "X 20:1 19:1 13:5 8:3 6:5 | O bar:5 13:4 4:2 3:2 2:1 1:1 | O to roll"

    Scenario: As many waiting as empty entry points: only the empty ones take them
      # O's 1 (X's 24) is empty: one waits for one empty point, so the 19 and the 20 stay
      # closed to him, and nothing else moves while he waits (Backgammon's own rule)
      Given a rules file "crowded-entry.rules":
        """
        variant crowded-entry "Crowded entry" extends backgammon
        never enter onto occupied points, but onto enemy checkers when more on bar than empty points in entry
        """
      And the variant in the rules file "crowded-entry.rules"
      And the position "X bar:1 13:6 8:3 6:5 | O 13:4 6:3 5:2 4:2 3:2 2:2 | X to roll"
      When X rolls 6-5
      Then X has no legal move

    Scenario: A point of two enemy checkers is hit, both, while the opponent has six in a row
      # O holds his 11 to 6 (X's 14 to 19), two on each: 24/18* takes his 7 (X's 18); the row
      # is then broken, and his 6 (X's 19) is closed again to the five
      Given a rules file "six-row.rules":
        """
        variant six-row "Six in a row" extends backgammon
        a point of 2 enemy checkers is hit when the opponent has a prime of 6
        """
      And the variant in the rules file "six-row.rules"
      And the position "X 24:2 13:5 8:3 6:5 | O 13:3 11:2 10:2 9:2 8:2 7:2 6:2 | X to roll"
      When X rolls 6-5
      Then "24/18* 24/19*" is illegal
      When X plays "24/18* 13/8"
      Then the position is "X 24:1 18:1 13:4 8:4 6:5 | O bar:2 13:3 11:2 10:2 9:2 8:2 6:2 | O to roll"

    Scenario: The game ends when the opponent has more waiting than points he can come in on
      # O comes in on his 24 to 19 (X's 1 to 6); his own checkers stand on 24 to 20, so only
      # his 19 is free of them (the count is of points with none of his own on them,
      # whoever else stands there: here X's five).
      # One waits for one point; X hits a second (O's 8, X's 17): two wait for one
      Given a rules file "shut-out.rules":
        """
        variant shut-out "Shut out" extends backgammon
        the game ends when a player has the opponent has more on bar than points of entry without his checkers: he wins
        """
      And the variant in the rules file "shut-out.rules"
      And the position "X 24:2 13:5 8:3 6:5 | O bar:1 24:2 23:2 22:2 21:2 20:2 8:1 6:3 | X to roll"
      When X rolls 6-1
      And X plays "24/17*"
      Then the game is over
      And the score is X wins a backgammon for 3 points

  Rule: a hit checker comes back in by one die and before anything else moves (no new statement)

    Scenario: No entering by the two dice added together, and nothing moves while it waits
      Given the variant "backgammon"
      And the position "X bar:1 24:1 13:5 8:3 6:5 | O 6:3 5:2 24:2 13:5 8:3 | X to roll"
      When X rolls 6-5
      Then X has no legal move
      And "bar/14" is illegal
      And "13/7 13/8" is illegal

  Rule: a single enemy checker hit only in a zone, holding its point elsewhere

    Scenario: The lone checker on the hitter's side is hit; the one on the far side holds
      # O's 3 is X's 22, on X's own side (13 to 24); O's 24 is X's 1, which is not
      Given a rules file "own-side.rules":
        """
        variant own-side "Own side" extends backgammon
        zone own-side: 13..24
        a single enemy checker is hit only in own-side
        """
      And the variant in the rules file "own-side.rules"
      And the position "X 24:2 13:5 8:3 6:5 | O 24:1 13:5 8:3 6:5 3:1 | X to roll"
      When X rolls 5-2
      Then "24/22* 13/8" is legal
      And "6/1* 8/6" is illegal
      And "8/1*" is illegal
      And "6/1 8/6" is illegal

    Scenario: Without the rule the same checker is hit
      Given the variant "backgammon"
      And the position "X 24:2 13:5 8:3 6:5 | O 24:1 13:5 8:3 6:5 3:1 | X to roll"
      When X rolls 5-2
      Then "6/1* 8/6" is legal

    Scenario: The zone must be one the variant defines
      Given a rules file "nowhere.rules":
        """
        variant nowhere "Nowhere" extends backgammon
        a single enemy checker is hit only in far-side
        """
      When tavli checks "nowhere.rules"
      Then tavli reports "rules-unknown-zone" at line 2, column 1:
        """
        'a single enemy checker is hit only in far-side' names a zone the variant does not define
        """

  Rule: a zone taken and left in pairs, and the opponent's zone closed

    Scenario: A man may not go over the zone, nor stand alone on it at the end of the throw
      # X's 13 is the paired zone: 15/13 alone leaves one man there; 16/11 goes over it by
      # the 2 and then the 3, or leaves it alone by the 3 and then the 2 (it was empty when
      # the throw began); 16/13 15/13 take it together
      Given a rules file "corner.rules":
        """
        variant corner "Corner" extends backgammon
        zone corner: 13..13
        men take and leave corner two at a time
        """
      And the variant in the rules file "corner.rules"
      And the position "X 24:2 16:1 15:1 8:5 6:6 | O 24:2 13:5 8:3 6:5 | X to roll"
      When X rolls 3-2
      Then "16/13 15/13" is legal
      And "15/13 8/5" is illegal
      And "16/11" is illegal

    Scenario: Taken in pairs only: men go over the zone, but none stays alone on a point taken
      # 'men take corner two at a time': 16/13 15/13 take X's 13 together and 15/13 alone
      # is refused as before, but 16/11 may go over the corner (16/14 14/11)
      Given a rules file "taken.rules":
        """
        variant taken "Taken" extends backgammon
        zone corner: 13..13
        men take corner two at a time
        """
      And the variant in the rules file "taken.rules"
      And the position "X 24:2 16:1 15:1 8:5 6:6 | O 24:2 13:5 8:3 6:5 | X to roll"
      When X rolls 3-2
      Then "16/13 15/13" is legal
      And "15/13 8/5" is illegal
      And "16/11" is legal

    Scenario: Taken in pairs only: a man leaves the zone alone, and one may stay
      # X's 13 held by two: 13/10 leaves one there (taken and left, Tokkadille's rule, would
      # refuse it: the last two leave together)
      Given a rules file "taken.rules":
        """
        variant taken "Taken" extends backgammon
        zone corner: 13..13
        men take corner two at a time
        """
      And the variant in the rules file "taken.rules"
      And the position "X 24:2 13:2 8:5 6:6 | O 24:2 13:5 8:3 6:5 | X to roll"
      When X rolls 3-1
      Then "13/10 6/5" is legal
      And "13/10 13/12" is illegal

    Scenario: Taken and left in pairs, the same man may not leave alone
      Given a rules file "corner.rules":
        """
        variant corner "Corner" extends backgammon
        zone corner: 13..13
        men take and leave corner two at a time
        """
      And the variant in the rules file "corner.rules"
      And the position "X 24:2 13:2 8:5 6:6 | O 24:2 13:5 8:3 6:5 | X to roll"
      When X rolls 3-1
      Then "13/10 6/5" is illegal
      And "13/10 13/12" is illegal

    Scenario: A zone is taken in pairs one way or the other, not both
      Given a rules file "both.rules":
        """
        variant both "Both" extends backgammon
        zone corner: 13..13
        men take corner two at a time
        men take and leave corner two at a time
        """
      When tavli checks "both.rules"
      Then tavli reports "rules-meaning" at line 4, column 1:
        """
        a game takes one zone in pairs: 'men take and leave ZONE two at a time' or 'men take ZONE two at a time', not both
        """

    Scenario: The zones must be ones the variant defines
      Given a rules file "nocorner.rules":
        """
        variant nocorner "No corner" extends backgammon
        men take and leave corner two at a time
        """
      When tavli checks "nocorner.rules"
      Then tavli reports "rules-unknown-zone" at line 2, column 1:
        """
        'men take and leave corner two at a time' names a zone the variant does not define
        """
      Given a rules file "closed.rules":
        """
        variant closed "Closed" extends backgammon
        never land in the opponent's corner
        """
      When tavli checks "closed.rules"
      Then tavli reports "rules-unknown-zone" at line 2, column 1:
        """
        'never land in the opponent's corner' names a zone the variant does not define
        """

  Rule: what tavli says about misused limits

    Scenario: A zone limit names a zone the variant does not define
      Given a rules file "nozone.rules":
        """
        variant nozone "No zone" extends backgammon
        at most 1 checker on a point of outfield
        """
      When tavli checks "nozone.rules"
      Then tavli reports "rules-unknown-zone" at line 2, column 1:
        """
        'at most 1 checker on a point of outfield' names a zone the variant does not define
        """

    Scenario: A zone limit no lower than the limit on every point limits nothing
      Given a rules file "loose.rules":
        """
        variant loose "Loose" extends backgammon
        zone outer: 7..12
        at most 3 checkers on a point
        at most 4 checkers on a point of outer
        """
      When tavli checks "loose.rules"
      Then tavli reports "rules-meaning" at line 4, column 1:
        """
        'at most 4 checkers on a point of outer' limits nothing: no point ever holds more than 3 of a player's checkers
        """

    Scenario: A zone limit of the whole set of checkers limits nothing
      Given a rules file "loose.rules":
        """
        variant loose "Loose" extends backgammon
        zone outer: 7..12
        at most 15 checkers on a point of outer
        """
      When tavli checks "loose.rules"
      Then tavli reports "rules-meaning" at line 3, column 1:
        """
        'at most 15 checkers on a point of outer' limits nothing: no point ever holds more than 15 of a player's checkers
        """

    Scenario: An occupied-points limit names a zone the variant does not define
      Given a rules file "nozone.rules":
        """
        variant nozone "No zone" extends backgammon
        occupy at most 5 points of entry-table
        """
      When tavli checks "nozone.rules"
      Then tavli reports "rules-unknown-zone" at line 2, column 1:
        """
        'occupy at most 5 points of entry-table' names a zone the variant does not define
        """

    Scenario: Occupying at most as many points as the zone has limits nothing
      Given a rules file "wide.rules":
        """
        variant wide "Wide" extends backgammon
        occupy at most 6 points of home
        """
      When tavli checks "wide.rules"
      Then tavli reports "rules-meaning" at line 2, column 1:
        """
        zone home has only 6 points, so occupying at most 6 of them limits nothing
        """

    Scenario: Entering onto empty points only, in a game where no checker ever enters
      Given a rules file "noentry.rules":
        """
        variant noentry "No entry" extends fevga
        never enter onto occupied points
        """
      When tavli checks "noentry.rules"
      Then tavli reports "rules-meaning" at line 2, column 1:
        """
        no checker ever enters in this game (nothing is hit and none starts in hand), so 'never enter onto occupied points' says nothing
        """

    Scenario: Both entry rules: the narrower says it all
      Given a rules file "twice.rules":
        """
        variant twice "Twice" extends backgammon
        never enter onto occupied points
        never enter onto own checkers
        """
      When tavli checks "twice.rules"
      Then tavli reports "rules-meaning" at line 3, column 1:
        """
        'never enter onto occupied points' already keeps an entering checker off its own checkers: 'never enter onto own checkers' says nothing more
        """

    Scenario: A point of N enemy checkers hit, in a game where nothing is hit
      Given a rules file "no-hit-row.rules":
        """
        variant no-hit-row "No hit row" extends backgammon
        single enemy checker: blocked
        a point of 2 enemy checkers is hit when the opponent has a prime of 6
        """
      When tavli checks "no-hit-row.rules"
      Then tavli reports "rules-meaning" at line 3, column 1:
        """
        'a point of 2 enemy checkers is hit when ...' sends the checkers to the bar, but in this game nothing is hit (single enemy checker: hit)
        """

    Scenario: A point of N enemy checkers hit, where N of them do not close a point
      Given a rules file "open-row.rules":
        """
        variant open-row "Open row" extends backgammon
        blocked by 3
        a point of 2 enemy checkers is hit when any off
        """
      When tavli checks "open-row.rules"
      Then tavli reports "rules-meaning" at line 3, column 12:
        """
        'a point of 2 enemy checkers is hit when ...' says nothing: a point of 2 enemy checkers is not closed when 3 block one
        """

    Scenario: A limit of no checker at all is out of range
      Given a rules file "zero.rules":
        """
        variant zero "Zero" extends backgammon
        zone outer: 7..12
        at most 0 checkers on a point of outer
        """
      When tavli checks "zero.rules"
      Then tavli reports "rules-schema" at line 3, column 1:
        """
        at most ... checkers on a point of outer: 0 is too small; it must be at least 1
        """
