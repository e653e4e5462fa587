Feature: The rules language: false hits, jans kept, the men set up again (Trictrac's constructs)
  Trictrac scores a throw for the hits it could make, and gives the opponent the points of a
  hit it could make only through points he holds (a false hit); it scores a jan filled and each
  throw that keeps it (on the play, or judged on the throw, a jan counted for each way the throw
  could fill it); after one player has borne off all, the men are set up again and the
  game goes on; a player who goes after a hole throws first; a man goes over the corner that is
  taken and left two at a time, and two men take it a point short of the opponent's empty
  corner (by puissance). Each is a line any game may use:

    score 2 points to the opponent for each false hit he could make
    score 2 points when he keeps at least 2 on each point of home
    score 4 points or 6 on doubles for each way he could make at least 2 on each point of home
    score 2 points when he could keep at least 2 on each point of home
    a play must make at least 2 on each point of home where he can
    after a player bears off all: the men are set up again
    a hole made by his own throw lets him go on or start over, throwing first
    men may go over corner
    men may take corner a point short of the opponent's corner, unless they can take it directly
    score 4 points when he could bring a man by each number onto corner and far
    never stay in the opponent's far while he could still make at least 2 on each point of it

  Rule: a hit a throw could make only through the opponent's points is false, and scores for him

    Background:
      Given a rules file "faux.rules":
        """
        variant faux "Faux" extends backgammon
        cube: none
        blocked by 1
        single enemy checker: blocked
        keep score: points
        score 2 points for each hit he could make
        score 2 points to the opponent for each false hit he could make
        """

    Scenario: Both points to stop on held by two: a false hit, 2 to the opponent
      # O's lone man on O's 15 is X's 10; X's 13 reaches it by 2-1 only through X's 11 and
      # 12 (O's 14 and 13), each held by two O men; no X man is 1 or 2 from it
      Given the variant in the rules file "faux.rules"
      And the position "X 13:2 6:13 | O 24:10 15:1 14:2 13:2 | X to roll"
      When X rolls 2-1
      Then the position is "X 13:2 6:13 | O 24:10 15:1 14:2 13:2 | X to play 2-1 | points X 0 O 2"

    Scenario: A point with a lone enemy man is a point to stop on: both hits are true
      # O's lone men on X's 12 and 10: X's 13 hits the first by the 1, and the second by 2-1
      # stopping on it (X's 11 is held by two): two ways, 4 points
      Given the variant in the rules file "faux.rules"
      And the position "X 13:2 6:13 | O 24:11 15:1 14:2 13:1 | X to roll"
      When X rolls 2-1
      Then the position is "X 13:2 6:13 | O 24:11 15:1 14:2 13:1 | X to play 2-1 | points X 4 O 0"

    Scenario: Where no false hit is scored, a lone man closes the way as landing rules say
      # 'blocked by 1' closes X's 12 to X's men: only the hit on X's 12 by the 1, 2 points
      Given a rules file "true.rules":
        """
        variant true "True" extends backgammon
        cube: none
        blocked by 1
        single enemy checker: blocked
        keep score: points
        score 2 points for each hit he could make
        """
      And the variant in the rules file "true.rules"
      And the position "X 13:2 6:13 | O 24:11 15:1 14:2 13:1 | X to roll"
      When X rolls 2-1
      Then the position is "X 13:2 6:13 | O 24:11 15:1 14:2 13:1 | X to play 2-1 | points X 2 O 0"

  Rule: a position made scores as made, and each play that keeps it as kept

    Background:
      Given a rules file "kept.rules":
        """
        variant kept "Kept" extends backgammon
        cube: none
        keep score: points
        score 4 points when he makes at least 2 on each point of home
        score 2 points when he keeps at least 2 on each point of home
        """

    Scenario: Filled by the play: made, not kept
      Given the variant in the rules file "kept.rules"
      And the position "X 8:4 6:1 5:2 4:2 3:2 2:2 1:2 | O 1:15 | X to roll"
      When X rolls 2-1
      And X plays "8/6 8/7"
      Then the position is "X 8:2 7:1 6:2 5:2 4:2 3:2 2:2 1:2 | O 1:15 | O to roll | points X 4 O 0"

    Scenario: Full before the play and after it: kept
      Given the variant in the rules file "kept.rules"
      And the position "X 8:3 6:2 5:2 4:2 3:2 2:2 1:2 | O 1:15 | X to roll"
      When X rolls 2-1
      And X plays "8/5"
      Then the position is "X 8:2 6:2 5:3 4:2 3:2 2:2 1:2 | O 1:15 | O to roll | points X 2 O 0"

    Scenario: Broken by the play: nothing
      Given the variant in the rules file "kept.rules"
      And the position "X 8:3 6:2 5:2 4:2 3:2 2:2 1:2 | O 1:15 | X to roll"
      When X rolls 2-1
      And X plays "6/4 6/5"
      Then the position is "X 8:3 5:3 4:3 3:2 2:2 1:2 | O 1:15 | O to roll"

  Rule: a throw scores before the play for each way it could make a position, and for keeping it

    # A way: one number alone brings a man that makes it (the other then played without
    # undoing it), or both numbers do, one man by both or two men one by each. A double is
    # played here as its two numbers, so it makes a position in at most two ways.
    Background:
      Given a rules file "ways.rules":
        """
        variant ways "Ways"
        checkers: 15
        dice: 2d6
        track X: 24..1
        track O: 1..24
        zone home: 1..6
        setup: 24:15
        blocked by 2
        single enemy checker: blocked
        allow bearing off only when all in home
        bear off: exact or higher from the highest
        cube: none
        keep score: points
        score 4 points or 6 on doubles for each way he could make at least 2 on each point of home
        score 2 points when he could keep at least 2 on each point of home
        scoring:
            single 1
        """

    Scenario: One man missing: by the 1, by the 4 and by both, three ways
      # X's 1 holds one man. The 1 brings a spare from X's 2, the 4 one from X's 5, both
      # numbers one from X's 6: 3 ways of 4 points, scored as the dice are thrown
      Given the variant in the rules file "ways.rules"
      And the position "X 13:1 6:3 5:3 4:2 3:2 2:3 1:1 | O 1:15 | X to roll"
      When X rolls 4-1
      Then the position is "X 13:1 6:3 5:3 4:2 3:2 2:3 1:1 | O 1:15 | X to play 4-1 | points X 12 O 0"

    Scenario: Two men missing: one way, both numbers needed
      # X's 1 is empty: the 4 from X's 5 and the 1 from X's 2 together, 4 points
      Given the variant in the rules file "ways.rules"
      And the position "X 13:2 6:3 5:3 4:2 3:2 2:3 | O 1:15 | X to roll"
      When X rolls 4-1
      Then the position is "X 13:2 6:3 5:3 4:2 3:2 2:3 | O 1:15 | X to play 4-1 | points X 4 O 0"

    Scenario: A double: by its number, one way, 6 points
      # a spare of X's 5 by a 4; no man stands eight from X's 1 for both
      Given the variant in the rules file "ways.rules"
      And the position "X 13:1 6:2 5:4 4:2 3:2 2:3 1:1 | O 1:15 | X to roll"
      When X rolls 4-4
      Then the position is "X 13:1 6:2 5:4 4:2 3:2 2:3 1:1 | O 1:15 | X to play 4-4 | points X 6 O 0"

    Scenario: Held, and some play keeps it: kept, before the play
      Given the variant in the rules file "ways.rules"
      And the position "X 13:1 6:3 5:2 4:2 3:2 2:2 1:3 | O 1:15 | X to roll"
      When X rolls 2-1
      Then the position is "X 13:1 6:3 5:2 4:2 3:2 2:2 1:3 | O 1:15 | X to play 2-1 | points X 2 O 0"

    Scenario: Held, but every play of the throw breaks it: nothing
      # the 6 bears a man off X's 6 (or the 5 moves one of its two): every play leaves X's 6
      # or X's 5 with fewer than two
      Given the variant in the rules file "ways.rules"
      And the position "X 6:2 5:2 4:2 3:2 2:2 1:2 off:3 | O 1:15 | X to roll"
      When X rolls 6-5
      Then the position is "X 6:2 5:2 4:2 3:2 2:2 1:2 off:3 | O 1:15 | X to play 6-5"

    Scenario: Only for a throw of two numbers
      Given a rules file "four.rules":
        """
        variant four "Four" extends backgammon
        cube: none
        keep score: points
        score 4 points for each way he could make at least 2 on each point of home
        """
      When tavli checks "four.rules"
      Then tavli reports "rules-meaning" at line 4, column 1:
        """
        'for each way he could make' counts the ways of a throw of two numbers, a double played as its two: not for this game's dice
        """

  Rule: a play must make or keep a position where some play of the throw can

    Background:
      Given a rules file "must.rules":
        """
        variant must "Must"
        checkers: 15
        dice: 2d6
        track X: 24..1
        track O: 1..24
        zone home: 1..6
        setup: 24:15
        blocked by 2
        single enemy checker: blocked
        allow bearing off only when all in home
        bear off: exact or higher from the highest
        cube: none
        a play must make at least 2 on each point of home where he can
        a play must keep at least 2 on each point of home where he can
        scoring:
            single 1
        """

    Scenario: Where the throw can make it, only the plays that make it
      # X's 1 is empty: only the 4 from X's 5 with the 1 from X's 2 puts two men there
      Given the variant in the rules file "must.rules"
      And the position "X 13:2 6:3 5:3 4:2 3:2 2:3 | O 1:15 | X to roll"
      When X rolls 4-1
      Then the only legal play is "5/1 2/1"

    Scenario: Where the throw can keep it, no play that breaks it
      # 13/10 keeps it; 3/1 2/1 would leave one man on X's 3 and on X's 2
      Given the variant in the rules file "must.rules"
      And the position "X 13:1 6:3 5:2 4:2 3:2 2:2 1:3 | O 1:15 | X to roll"
      When X rolls 2-1
      Then "13/10" is legal
      And "3/1 2/1" is illegal

    Scenario: Where no play keeps it, any play
      # 6-5: every play bears off or moves a man of X's 6 or 5, each holding two
      Given the variant in the rules file "must.rules"
      And the position "X 6:2 5:2 4:2 3:2 2:2 1:2 off:3 | O 1:15 | X to roll"
      When X rolls 6-5
      Then "6/off 5/off" is legal

  Rule: after one has borne off all, the men may be set up again, the counts kept

    Scenario: The last men off: the play scores, the men go back, he throws first
      Given a rules file "again.rules":
        """
        variant again "Again" extends backgammon
        cube: none
        keep score: points, holes of 12 points
        score 4 points when he has all off
        after a player bears off all: the men are set up again
        the game ends when a player reaches 2 holes
        """
      And the variant in the rules file "again.rules"
      And the position "X 2:1 1:1 off:13 | O 19:15 | X to roll"
      When X rolls 2-1
      And X plays "2/off 1/off"
      Then the position is "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | X to roll | points X 4 O 0"

    Scenario: Not with more throws for the opponent
      Given a rules file "both.rules":
        """
        variant both "Both" extends backgammon
        keep score: points
        after a player bears off all: the opponent gets 2 more throws
        after a player bears off all: the men are set up again
        """
      When tavli checks "both.rules"
      Then tavli reports "rules-meaning" at line 4, column 1:
        """
        after a player bears off all, either the opponent throws more or the men are set up again, not both
        """

  Rule: going after a hole, a player may throw first

    Scenario: Starting over, the men are set up again and he rolls
      # 13 to 10 by the 3 hits O's lone man: 10 + 2, a hole of X's own throw
      Given a rules file "went.rules":
        """
        variant went "Went" extends backgammon
        cube: none
        keep score: points, holes of 12 points
        score 2 points or 4 on doubles for each hit he could make
        a hole made by his own throw lets him go on or start over, throwing first
        """
      And the variant in the rules file "went.rules"
      And the position "X 13:2 6:13 | O 24:14 15:1 | X to roll | points X 10 O 4"
      When X rolls 3-1
      And X decides hole start-over
      Then the position is "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | X to roll | holes X 1 O 0"

  Rule: no man stays in a zone of the opponent's while he could still make it

    # 'never stay in the opponent's ZONE while he could still make at least N on each point of
    # it': the opponent's far is his 7 to 12, X's 18 to 13. Taken in the order O's men reach
    # them (his 12 first), its first k points need 2k of his men on them or not yet come to
    # them (on his 24 to 12 or on the bar): with 12 on his 24 he could still make it
    Background:
      Given a rules file "keepout.rules":
        """
        variant keepout "Keep out" extends backgammon
        cube: none
        zone far: 7..12
        never stay in the opponent's far while he could still make at least 2 on each point of it
        """

    Scenario: A number that would leave a man there is not playable
      # the 6 takes X's 20 to X's 14 (O's 11), and on by the 1 to X's 13 (O's 12): both in
      # O's far; X's 19 is O's point. The 6 cannot be played: the 1 alone, from X's 6
      Given the variant in the rules file "keepout.rules"
      And the position "X 20:1 6:14 | O 24:12 6:3 | X to roll"
      When X rolls 6-1
      Then the only legal play is "6/5"

    Scenario: A man may go through it, stopping there between his two numbers
      # 6-5 takes X's 20 through X's 14 or 15 (both O's far) to X's 9 (O's 16), beyond it;
      # the 5 alone from X's 20 would stay in it, so only the man by both plays both dice
      Given the variant in the rules file "keepout.rules"
      And the position "X 20:1 6:14 | O 24:12 6:3 | X to roll"
      When X rolls 6-5
      Then the only legal play is "20/9"

    Scenario: Once too few of his men are not yet past it, a man may stay there
      # O's 11 men on his 24 are fewer than the 12 his six points need
      Given the variant in the rules file "keepout.rules"
      And the position "X 20:1 6:14 | O 24:11 6:4 | X to roll"
      When X rolls 6-1
      Then the legal plays are:
        | play      |
        | 20/13     |
        | 20/14 6/5 |

    Scenario: 'men may stay in the opponent's ZONE' lifts the rule (an option's way)
      Given a rules file "letin.rules":
        """
        variant letin "Let in" extends keepout
        men may stay in the opponent's far
        """
      And the variant in the rules file "letin.rules"
      And the position "X 20:1 6:14 | O 24:12 6:3 | X to roll"
      When X rolls 6-1
      Then "20/14 6/5" is legal

  Rule: a zone taken and left two at a time may still be gone over

    Scenario: A man goes over the corner as over any point
      Given a rules file "over.rules":
        """
        variant over "Over" extends backgammon
        cube: none
        zone corner: 13..13
        men take and leave corner two at a time
        men may go over corner
        """
      And the variant in the rules file "over.rules"
      And the position "X 15:1 6:14 | O 1:15 | X to roll"
      When X rolls 4-1
      Then "15/11 6/5" is legal

    Scenario: Without it, a man stops in the zone on his way
      Given a rules file "stop.rules":
        """
        variant stop "Stop" extends backgammon
        cube: none
        zone corner: 13..13
        men take and leave corner two at a time
        """
      And the variant in the rules file "stop.rules"
      And the position "X 15:1 6:14 | O 1:15 | X to roll"
      When X rolls 4-1
      Then "15/11 6/5" is illegal

    Scenario: Only for the zone taken and left two at a time
      Given a rules file "loose.rules":
        """
        variant loose "Loose" extends backgammon
        zone corner: 13..13
        men may go over corner
        """
      When tavli checks "loose.rules"
      Then tavli reports "rules-meaning" at line 3, column 1:
        """
        'men may go over corner' is for the zone taken and left two at a time: say 'men take and leave corner two at a time' too
        """

  Rule: two men that could land on the opponent's empty corner may take their own a point short

    # X's corner is his 13; the opponent's corner, O's 13, is X's 12, the point just after
    # it. Both empty, a man by each number onto X's 12 may stop on X's 13 instead, the two
    # taking it together (Trictrac's corner by puissance); a double is played as its two
    # numbers
    Background:
      Given a rules file "strength.rules":
        """
        variant strength "Strength"
        checkers: 15
        dice: 2d6
        track X: 24..1
        track O: 1..24
        zone home: 1..6
        setup: 24:15
        blocked by 2
        single enemy checker: blocked
        allow bearing off only when all in home
        bear off: exact or higher from the highest
        cube: none
        zone corner: 13..13
        men take and leave corner two at a time
        never land in the opponent's corner
        men may take corner a point short of the opponent's corner, unless they can take it directly
        scoring:
            single 1
        """
      And a rules file "always.rules":
        """
        variant always "Always"
        checkers: 15
        dice: 2d6
        track X: 24..1
        track O: 1..24
        zone home: 1..6
        setup: 24:15
        blocked by 2
        single enemy checker: blocked
        allow bearing off only when all in home
        bear off: exact or higher from the highest
        cube: none
        zone corner: 13..13
        men take and leave corner two at a time
        never land in the opponent's corner
        men may take corner a point short of the opponent's corner
        scoring:
            single 1
        """

    Scenario: 6-4 from X's 18 and 16, which it would carry onto X's 12: both stop on X's 13
      Given the variant in the rules file "strength.rules"
      And the position "X 24:13 18:1 16:1 | O 24:15 | X to roll"
      When X rolls 6-4
      Then "18/13 16/13" is legal
      And "18/12 16/12" is illegal

    Scenario: A double brings both men from one point
      # 5-5: X's 17 is five from X's 12; its two men take X's 13 by four each
      Given the variant in the rules file "strength.rules"
      And the position "X 24:13 17:2 | O 24:15 | X to roll"
      When X rolls 5-5
      Then "17/13(2)" is legal

    Scenario: The opponent holding his corner, no taking it a point short
      Given the variant in the rules file "strength.rules"
      And the position "X 24:13 18:1 16:1 | O 24:13 13:2 | X to roll"
      When X rolls 6-4
      Then "18/13 16/13" is illegal

    Scenario: Where the throw takes the corner as the numbers fall, only so
      # 6-4 takes X's 13 directly from X's 19 and 17
      Given the variant in the rules file "strength.rules"
      And the position "X 24:11 19:1 18:1 17:1 16:1 | O 24:15 | X to roll"
      When X rolls 6-4
      Then "19/13 17/13" is legal
      And "18/13 16/13" is illegal

    Scenario: Without 'unless they can take it directly', either way
      Given the variant in the rules file "always.rules"
      And the position "X 24:11 19:1 18:1 17:1 16:1 | O 24:15 | X to roll"
      When X rolls 6-4
      Then "19/13 17/13" is legal
      And "18/13 16/13" is legal

    Scenario: Only for the zone taken two at a time
      Given a rules file "alone.rules":
        """
        variant alone "Alone" extends backgammon
        zone corner: 13..13
        men may take corner a point short of the opponent's corner
        """
      When tavli checks "alone.rules"
      Then tavli reports "rules-meaning" at line 3, column 1:
        """
        'men may take corner a point short of the opponent's corner' is for the zone taken two at a time: say 'men take and leave corner two at a time' (or 'men take corner two at a time') too
        """

    Scenario: Only where the opponent's zone is closed to him
      Given a rules file "open.rules":
        """
        variant open "Open" extends backgammon
        zone corner: 13..13
        men take and leave corner two at a time
        men may take corner a point short of the opponent's corner
        """
      When tavli checks "open.rules"
      Then tavli reports "rules-meaning" at line 4, column 1:
        """
        'men may take corner a point short of the opponent's corner' is for the opponent's zone no man of his may land on: say 'never land in the opponent's corner' too
        """

    Scenario: The opponent's zone must be the point just after it
      Given a rules file "apart.rules":
        """
        variant apart "Apart" extends backgammon
        zone corner: 13..13
        zone far: 11..11
        men take and leave corner two at a time
        never land in the opponent's far
        men may take corner a point short of the opponent's far
        """
      When tavli checks "apart.rules"
      Then tavli reports "rules-meaning" at line 6, column 1:
        """
        'men may take corner a point short of the opponent's far': the opponent's far must be the point just after corner on each side's track
        """

  Rule: a throw scores where it could bring a man by each number onto two zones, whatever stands there

    Background:
      Given a rules file "bring.rules":
        """
        variant bring "Bring"
        checkers: 15
        dice: 2d6
        track X: 24..1
        track O: 1..24
        zone home: 1..6
        setup: 24:15
        blocked by 2
        single enemy checker: blocked
        allow bearing off only when all in home
        bear off: exact or higher from the highest
        cube: none
        zone mine: 7..7
        zone yours: 12..12
        keep score: points
        score 4 points or 6 on doubles when he could bring a man by each number onto mine and yours
        scoring:
            single 1
        """

    Scenario: One man by each number, the point held by the opponent all the same
      # X's 9 by the 2 onto X's 7, X's 13 by the 1 onto X's 12, which two O men hold (O's 13):
      # the move is imagined, so the held point does not stop it: 4 points
      Given the variant in the rules file "bring.rules"
      And the position "X 13:1 9:1 6:13 | O 13:2 1:13 | X to roll"
      When X rolls 2-1
      Then the position is "X 13:1 9:1 6:13 | O 13:2 1:13 | X to play 2-1 | points X 4 O 0"

    Scenario: Each number to its own man: no man from the right points, nothing
      # 2-1 onto 7 and 12 needs men on 9 and 13 or on 8 and 14: X has 10 and 13 only
      Given the variant in the rules file "bring.rules"
      And the position "X 13:1 10:1 6:13 | O 1:15 | X to roll"
      When X rolls 2-1
      Then the position is "X 13:1 10:1 6:13 | O 1:15 | X to play 2-1"

    Scenario: A double, one man by each of its numbers, scores the points of doubles
      # 5-5: X's 12 onto 7 and X's 17 onto 12: 6 points
      Given the variant in the rules file "bring.rules"
      And the position "X 17:1 12:1 6:13 | O 1:15 | X to roll"
      When X rolls 5-5
      Then the position is "X 17:1 12:1 6:13 | O 1:15 | X to play 5-5 | points X 6 O 0"

  Rule: both men may be brought onto one zone, leaving a condition holding once lifted

    Background:
      Given a rules file "batter.rules":
        """
        variant batter "Batter"
        checkers: 15
        dice: 2d6
        track X: 24..1
        track O: 1..24
        zone home: 1..6
        setup: 24:15
        blocked by 2
        single enemy checker: blocked
        allow bearing off only when all in home
        bear off: exact or higher from the highest
        cube: none
        zone anchor: 13..13
        zone target: 12..12
        keep score: points
        score 4 points or 6 on doubles when he could bring a man by each number onto target and target leaving at least 2 on each point of anchor
        scoring:
            single 1
        """

    Scenario: Two men from two points onto the one zone
      # 2-1: X's 14 by the 2 and X's 13 by the 1 onto 12; X's 13 keeps 2 of its 3: 4 points
      Given the variant in the rules file "batter.rules"
      And the position "X 14:1 13:3 6:11 | O 1:15 | X to roll"
      When X rolls 2-1
      Then the position is "X 14:1 13:3 6:11 | O 1:15 | X to play 2-1 | points X 4 O 0"

    Scenario: A man lifted from the anchor would leave it with one: nothing
      # the same throw with two on X's 13: lifting one leaves one there
      Given the variant in the rules file "batter.rules"
      And the position "X 14:1 13:2 6:12 | O 1:15 | X to roll"
      When X rolls 2-1
      Then the position is "X 14:1 13:2 6:12 | O 1:15 | X to play 2-1"

    Scenario: Two men from one point need two there, and 1-1 from the anchor four
      # 1-1: two of X's four on 13 onto 12, two left: 6 points (with three there, one would
      # be left: nothing)
      Given the variant in the rules file "batter.rules"
      And the position "X 13:4 6:11 | O 1:15 | X to roll"
      When X rolls 1-1
      Then the position is "X 13:4 6:11 | O 1:15 | X to play 1-1 | points X 6 O 0"
      Given the position "X 13:3 6:12 | O 1:15 | X to roll"
      When X rolls 1-1
      Then the position is "X 13:3 6:12 | O 1:15 | X to play 1-1"

    Scenario: Not for a game of other dice
      Given a rules file "three.rules":
        """
        variant three "Three" extends backgammon
        dice: 3d6
        cube: none
        zone target: 12..12
        keep score: points
        score 4 points when he could bring a man by each number onto target and target
        """
      When tavli checks "three.rules"
      Then tavli reports "rules-meaning" at line 6, column 1:
        """
        'when he could bring a man by each number' weighs a throw of two numbers, a double played as its two: not for this game's dice
        """
