Feature: The rules language: scoring during play
  In Trictrac, Tokkadille and Julbahar the players score points all through the game, not only
  at its end: for the hits a throw could make, for the hits a play makes, for a position
  reached, and against a player who cannot play his throw. The rules file says which counters
  each player keeps, what scores, and the count that wins:

    keep score: points, holes of 12 points
    score 2 points or 4 on doubles for each hit he could make
    score 2 points to the opponent for each die he cannot play
    the game ends when a player reaches 2 holes

  A throw scores as soon as it is rolled, before anything is played. A hit the throw could make
  is a way one of the mover's men could reach a point with a single enemy man on it: from a
  point he holds, by one of the numbers thrown, or by both in turn where he could stop on the
  way (one way whichever number goes first). The other events score when the play is made.
  Every hole's worth of points makes a hole and the points past it are carried over. The
  position line gives each counter a part at its end, left out while both counts are 0.

  Background:
    Given a rules file "scored.rules":
      """
      variant scored "Scored" extends backgammon
      cube: none
      keep score: points, holes of 12 points
      score 2 points or 4 on doubles for each hit he could make
      score 1 point for each hit in home
      score 2 points to the opponent for each die he cannot play
      score 3 points when he has 2 on each point of home
      the game ends when a player reaches 2 holes
      """

  Rule: a throw scores for each hit it could make

    Scenario: A hit by one number
      # X's 13 is 3 from O's lone man on X's 10 (O's 15); nothing else is one number or both
      # numbers away from a lone man: one way, 2 points
      Given the variant in the rules file "scored.rules"
      And the position "X 13:2 6:13 | O 24:14 15:1 | X to roll"
      When X rolls 3-1
      Then the position is "X 13:2 6:13 | O 24:14 15:1 | X to play 3-1 | points X 2 O 0"

    Scenario: A hit by both numbers in turn
      # 13 to 10 takes 2 and 1, stopping on 11 or 12, both open: one way, however it is played
      Given the variant in the rules file "scored.rules"
      And the position "X 13:2 6:13 | O 24:14 15:1 | X to roll"
      When X rolls 2-1
      Then the position is "X 13:2 6:13 | O 24:14 15:1 | X to play 2-1 | points X 2 O 0"

    Scenario: No hit where the way is blocked
      # O holds X's 11 and 12 (O's 14 and 13): 13 cannot stop on the way to 10
      Given the variant in the rules file "scored.rules"
      And the position "X 13:2 6:13 | O 24:10 15:1 14:2 13:2 | X to roll"
      When X rolls 2-1
      Then the position is "X 13:2 6:13 | O 24:10 15:1 14:2 13:2 | X to play 2-1"

    Scenario: A double scores its own points
      # 13 to 10 by one 3: one way, 4 points on a double (13 to 7 by both reaches no man)
      Given the variant in the rules file "scored.rules"
      And the position "X 13:2 6:13 | O 24:14 15:1 | X to roll"
      When X rolls 3-3
      Then the position is "X 13:2 6:13 | O 24:14 15:1 | X to play 3-3-3-3 | points X 4 O 0"

  Rule: a hit a throw could make is imagined along the whole track

    # Grand Trictrac: each player's men stay on his own side and take his twelfth point only
    # two at a time, yet a throw scores the hits it could make on the opponent's side
    Scenario: A hit where no man of his may go scores, past a point taken in pairs
      # O's lone man on O's 15 is X's 10: X's 15 by the 5, over his empty corner (13), onto
      # the points 'occupy at most 0 points of beyond' closes to him: one way, 1 point
      Given a rules file "sided.rules":
        """
        variant sided "Sided" extends backgammon
        cube: none
        setup: 24:15
        zone corner: 13..13
        zone beyond: 1..12
        men take corner two at a time
        occupy at most 0 points of beyond
        keep score: points
        score 1 point for each hit he could make
        """
      And the variant in the rules file "sided.rules"
      And the position "X 24:14 15:1 | O 24:14 15:1 | X to roll"
      When X rolls 5-3
      Then the position is "X 24:14 15:1 | O 24:14 15:1 | X to play 5-3 | points X 1 O 0"
      And "15/10" is illegal

    Scenario: No man stops alone on an empty point taken in pairs on the way
      # X's 15 to X's 10 by both numbers would stop on X's 13, his empty corner, which one
      # man cannot take, or on X's 12, O's 13, held by two: no way
      Given a rules file "sided.rules":
        """
        variant sided "Sided" extends backgammon
        cube: none
        setup: 24:15
        zone corner: 13..13
        zone beyond: 1..12
        men take corner two at a time
        occupy at most 0 points of beyond
        keep score: points
        score 1 point for each hit he could make
        """
      And the variant in the rules file "sided.rules"
      And the position "X 24:14 15:1 | O 24:12 15:1 13:2 | X to roll"
      When X rolls 3-2
      Then the position is "X 24:14 15:1 | O 24:12 15:1 13:2 | X to play 3-2"

    Scenario: Through a corner he holds the way is open, and its men hit singly
      # X holds his 13 with two: 15 to 10 stopping there is a way, and 13 by the 3 another;
      # 13 by the 2 reaches X's 11 and by both X's 8, empty: 2 points
      Given a rules file "sided.rules":
        """
        variant sided "Sided" extends backgammon
        cube: none
        setup: 24:15
        zone corner: 13..13
        zone beyond: 1..12
        men take corner two at a time
        occupy at most 0 points of beyond
        keep score: points
        score 1 point for each hit he could make
        """
      And the variant in the rules file "sided.rules"
      And the position "X 24:12 15:1 13:2 | O 24:12 15:1 13:2 | X to roll"
      When X rolls 3-2
      Then the position is "X 24:12 15:1 13:2 | O 24:12 15:1 13:2 | X to play 3-2 | points X 2 O 0"

    Scenario: By one number only, the way by both numbers does not count
      # as above, less the way from 15 through 13: 1 point
      Given a rules file "sided.rules":
        """
        variant sided "Sided" extends backgammon
        cube: none
        setup: 24:15
        zone corner: 13..13
        zone beyond: 1..12
        men take corner two at a time
        occupy at most 0 points of beyond
        keep score: points
        score 1 point for each hit he could make by one number
        """
      And the variant in the rules file "sided.rules"
      And the position "X 24:12 15:1 13:2 | O 24:12 15:1 13:2 | X to roll"
      When X rolls 3-2
      Then the position is "X 24:12 15:1 13:2 | O 24:12 15:1 13:2 | X to play 3-2 | points X 1 O 0"

  Rule: a throw showing a number scores

    Scenario: A throw with a 1, and a double of it
      Given a rules file "ace.rules":
        """
        variant ace "Ace" extends backgammon
        cube: none
        keep score: points
        score 1 point or 3 on doubles on a throw with a 1
        """
      And the variant in the rules file "ace.rules"
      And the position "X 13:2 6:13 | O 24:15 | X to roll"
      When X rolls 4-1
      Then the position is "X 13:2 6:13 | O 24:15 | X to play 4-1 | points X 1 O 0"

    Scenario: A double of the number scores its own points, another throw nothing
      Given a rules file "ace.rules":
        """
        variant ace "Ace" extends backgammon
        cube: none
        keep score: points
        score 1 point or 3 on doubles on a throw with a 1
        """
      And the variant in the rules file "ace.rules"
      And the position "X 13:2 6:13 | O 24:15 | X to roll | points X 0 O 2"
      When X rolls 1-1
      Then the position is "X 13:2 6:13 | O 24:15 | X to play 1-1-1-1 | points X 3 O 2"
      When X plays "13/12(2) 6/5(2)"
      And O rolls 6-5
      Then the position is "X 12:2 6:11 5:2 | O 24:15 | O to play 6-5 | points X 3 O 2"

    Scenario: No die shows a number above its faces
      Given a rules file "seven.rules":
        """
        variant seven "Seven" extends backgammon
        keep score: points
        score 1 point on a throw with a 7
        """
      When tavli checks "seven.rules"
      Then tavli reports "rules-meaning" at line 3, column 33:
        """
        no die numbered 1 to 6 shows a 7
        """

  Rule: a game where neither player can move may go to the higher score

    Scenario: Both blocked: the higher score wins
      # each player's men may stand only on his 24 and 23; O's last move, 24/23, leaves
      # neither with a number that moves: X has 2 points, O 1
      Given a rules file "stuck.rules":
        """
        variant stuck "Stuck"
        checkers: 2
        dice: 2d6
        track X: 24..1
        track O: 1..24
        zone home: 1..6
        zone beyond: 1..22
        setup: 24:2
        blocked by 2
        single enemy checker: blocked
        bear off: exact only
        occupy at most 0 points of beyond
        opening ties: roll again
        opening winner: plays both dice
        cube: none
        keep score: points
        score 1 point on 6-6
        the game ends when a player has no move and the opponent has no move: the higher score wins
        scoring:
            single 1
        """
      And the variant in the rules file "stuck.rules"
      And the position "X 23:2 | O 24:1 23:1 | O to roll | points X 2 O 1"
      When O rolls 2-1
      Then the only legal play is "24/23"
      When O plays "24/23"
      Then the game is over
      And the position is "X 23:2 | O 23:2 | X has won | points X 2 O 1"

    Scenario: Both blocked with equal scores: a draw
      Given a rules file "stuck.rules":
        """
        variant stuck "Stuck"
        checkers: 2
        dice: 2d6
        track X: 24..1
        track O: 1..24
        zone home: 1..6
        zone beyond: 1..22
        setup: 24:2
        blocked by 2
        single enemy checker: blocked
        bear off: exact only
        occupy at most 0 points of beyond
        opening ties: roll again
        opening winner: plays both dice
        cube: none
        keep score: points
        score 1 point on 6-6
        the game ends when a player has no move and the opponent has no move: the higher score wins
        scoring:
            single 1
        """
      And the variant in the rules file "stuck.rules"
      And the position "X 23:2 | O 24:1 23:1 | O to roll | points X 1 O 1"
      When O rolls 2-1
      And O plays "24/23"
      Then the game is drawn

    Scenario: The higher score in a game that keeps none
      Given a rules file "unscored.rules":
        """
        variant unscored "Unscored" extends backgammon
        the game ends when a player has no move and the opponent has no move: the higher score wins
        """
      When tavli checks "unscored.rules"
      Then tavli reports "rules-no-score" at line 2, column 1:
        """
        'the higher score wins' needs a score: say 'keep score: points' first
        """

  Rule: a play scores for its hits and for the position it reaches

    Scenario: A hit in the home board
      # the throw: 8 to 3 by the 5, a lone man: 2 points; the play hits there, in X's home: 1
      Given the variant in the rules file "scored.rules"
      And the position "X 8:2 6:13 | O 24:14 22:1 | X to roll"
      When X rolls 5-2
      Then the position is "X 8:2 6:13 | O 24:14 22:1 | X to play 5-2 | points X 2 O 0"
      When X plays "8/3* 6/4"
      Then the position is "X 8:1 6:12 4:1 3:1 | O bar:1 24:14 | O to roll | points X 3 O 0"

    Scenario: Two men on each point of the home board
      # O has no lone man: the throw scores nothing; 8/1 fills X's 1: 3 points
      Given the variant in the rules file "scored.rules"
      And the position "X 13:2 9:1 8:1 6:2 5:2 4:2 3:2 2:2 1:1 | O 13:15 | X to roll"
      When X rolls 4-3
      And X plays "8/4 4/1"
      Then the position is "X 13:2 9:1 6:2 5:2 4:2 3:2 2:2 1:2 | O 13:15 | O to roll | points X 3 O 0"

  Rule: a position made scores once, less when one die made it, more when something else holds too

    # `when he makes COND` scores where a play makes the condition hold that did not hold
    # before it: at the play's end (with its dice: the points), or after its first die, the
    # other dice then breaking it (or none else played: the points `by one die`). A position
    # that stands already scores nothing more. `, plus N when COND` adds N where COND holds
    # too where the position is made (Piprjall, features/piprjall.feature).

    Background:
      Given a rules file "formed.rules":
        """
        variant formed "Formed" extends backgammon
        cube: none
        keep score: points
        score 4 points or 2 by one die when he makes 3 on point 4, plus 1 when the opponent has any on bar
        """
      And the variant in the rules file "formed.rules"

    Scenario: Made at the end of the play, with both dice
      Given the position "X 6:12 5:1 4:2 | O 13:15 | X to roll"
      When X rolls 2-1
      And X plays "6/4 5/4"
      Then the position is "X 6:11 4:4 | O 13:15 | O to roll | points X 4 O 0"

    Scenario: Made by the only die that can be played
      # O holds X's 2 (O's 23): no 6 moves (8/2 closed, nothing borne off with a man on the 8)
      # and no other 4 (6/2 closed): 8/4 alone
      Given the position "X 8:2 6:11 4:2 | O 23:2 13:13 | X to roll"
      When X rolls 6-4
      Then the only legal play is "8/4"
      When X plays "8/4"
      Then the position is "X 8:1 6:11 4:3 | O 23:2 13:13 | O to roll | points X 2 O 0"

    Scenario: Made by the first die and broken by the second
      # 5/4 makes three on the 4; the 3 then takes one on to the 1
      Given the position "X 8:1 6:11 5:1 4:2 | O 13:15 | X to roll"
      When X rolls 3-1
      And X plays "5/4 4/1"
      Then the position is "X 8:1 6:11 4:2 1:1 | O 13:15 | O to roll | points X 2 O 0"

    Scenario: Made while an enemy man is on the bar
      Given the position "X 8:2 6:11 4:2 | O bar:1 13:14 | X to roll"
      When X rolls 4-2
      And X plays "8/4 8/6"
      Then the position is "X 6:12 4:3 | O bar:1 13:14 | O to roll | points X 5 O 0"

    Scenario: A position that stands already is not made again
      Given the position "X 6:11 5:1 4:3 | O 13:15 | X to roll"
      When X rolls 2-1
      And X plays "6/4 6/5"
      Then the position is "X 6:9 5:2 4:4 | O 13:15 | O to roll"

  Rule: after one has borne off all, the other may throw on to score

    # `after a player bears off all: the opponent gets N more throws [until he has COND]`:
    # the game goes on, the one who bore off passing; each throw of the other is one turn,
    # and what is left of them is the position's last part, `throws X 0 O 2`. After the last
    # of them, or as soon as the condition holds for him, the first to bear off has won, and
    # the game is scored as usual (Piprjall, features/piprjall.feature).

    Background:
      Given a rules file "more.rules":
        """
        variant more "More" extends backgammon
        cube: none
        keep score: points
        score 1 point when he makes 3 on point 4
        after a player bears off all: the opponent gets 2 more throws until he has any off
        """
      And the variant in the rules file "more.rules"

    Scenario: The other throws twice more, then the first off has won
      # O has none off and none in X's home: a gammon
      Given the position "X 2:1 1:1 off:13 | O 13:15 | X to roll"
      When X rolls 2-1
      And X plays "2/off 1/off"
      Then the position is "X off:15 | O 13:15 | O to roll | throws X 0 O 2"
      When O rolls 6-5
      And O plays "13/7 13/8"
      Then the position is "X off:15 | O 13:13 8:1 7:1 | O to roll | throws X 0 O 1"
      When O rolls 6-5
      And O plays "13/7 13/8"
      Then the game is over
      And the position is "X off:15 | O 13:11 8:2 7:2 | X has won"
      And the score is X wins a gammon for 2 points

    Scenario: A position made in the more throws scores
      Given the position "X off:15 | O 13:12 5:1 4:2 | O to roll | throws X 0 O 2"
      When O rolls 2-1
      And O plays "5/4 13/11"
      Then the position is "X off:15 | O 13:11 11:1 4:3 | O to roll | points X 0 O 1 | throws X 0 O 1"

    Scenario: Bearing a man off ends them
      Given the position "X off:15 | O 6:2 5:13 | O to roll | throws X 0 O 2"
      When O rolls 6-5
      And O plays "6/off 5/off"
      Then the game is over
      And the position is "X off:15 | O 6:1 5:12 off:2 | X has won"
      And the score is X wins a single for 1 point

    Scenario: Throws left only to the one who plays on
      Given the starting position
      When the position "X 13:15 | O 13:15 | X to roll | throws X 0 O 2" is read
      Then it is refused as "invalid-position"
      And the refusal says "O has more throws left only while he is to play them"

  Rule: dice a player cannot play score for his opponent

    Scenario: Closed out, both dice lost
      Given the variant in the rules file "scored.rules"
      And the position "X bar:1 6:14 | O 13:3 6:2 5:2 4:2 3:2 2:2 1:2 | X to roll"
      When X rolls 6-5
      Then X has no legal move
      When X plays "no move"
      Then the position is "X bar:1 6:14 | O 13:3 6:2 5:2 4:2 3:2 2:2 1:2 | O to roll | points X 0 O 4"

  Rule: twelve points make a hole, and the game is won on holes

    Scenario: The points past a hole are carried over
      # 11 + 3 = 14: one hole, 2 points over
      Given the variant in the rules file "scored.rules"
      And the position "X 13:2 9:1 8:1 6:2 5:2 4:2 3:2 2:2 1:1 | O 13:15 | X to roll | points X 11 O 5"
      When X rolls 4-3
      And X plays "8/4 4/1"
      Then the position is "X 13:2 9:1 6:2 5:2 4:2 3:2 2:2 1:2 | O 13:15 | O to roll | points X 2 O 5 | holes X 1 O 0"

    Scenario: The second hole wins the game
      Given the variant in the rules file "scored.rules"
      And the position "X 13:2 9:1 8:1 6:2 5:2 4:2 3:2 2:2 1:1 | O 13:15 | X to roll | points X 11 O 5 | holes X 1 O 0"
      When X rolls 4-3
      And X plays "8/4 4/1"
      Then the game is over
      And the position is "X 13:2 9:1 6:2 5:2 4:2 3:2 2:2 1:2 | O 13:15 | X has won | points X 2 O 5 | holes X 2 O 0"

  Rule: a throw scores for a position some play of it could make, in the turns given

    Scenario: A throw that could fill the home board scores
      # X's 1 point is the home board's only empty one: 6-1 could play 8/2 and 2/1, leaving a
      # man on each point of home: 3 points as the throw is rolled (X's second turn)
      Given a rules file "filling.rules":
        """
        variant filling "Filling" extends backgammon
        cube: none
        keep score: points
        score 3 points in the first 2 turns when he could make at least 1 on each point of home
        """
      And the variant in the rules file "filling.rules"
      And the position "X 13:6 8:4 6:1 5:1 4:1 3:1 2:1 | O 13:15 | X to roll | turns X 1 O 1"
      When X rolls 6-1
      Then the position is "X 13:6 8:4 6:1 5:1 4:1 3:1 2:1 | O 13:15 | X to play 6-1 | turns X 1 O 1 | points X 3 O 0"

    Scenario: A throw that could not fill it scores nothing
      # 2-1: a man reaches the 1 point only from the 2, 3 or 4, each then left empty, and the
      # other number cannot fill it again without emptying another
      Given a rules file "filling.rules":
        """
        variant filling "Filling" extends backgammon
        cube: none
        keep score: points
        score 3 points in the first 2 turns when he could make at least 1 on each point of home
        """
      And the variant in the rules file "filling.rules"
      And the position "X 13:6 8:4 6:1 5:1 4:1 3:1 2:1 | O 13:15 | X to roll | turns X 1 O 1"
      When X rolls 2-1
      Then the position is "X 13:6 8:4 6:1 5:1 4:1 3:1 2:1 | O 13:15 | X to play 2-1 | turns X 1 O 1"

    Scenario: After the turns given it scores nothing
      Given a rules file "filling.rules":
        """
        variant filling "Filling" extends backgammon
        cube: none
        keep score: points
        score 3 points in the first 2 turns when he could make at least 1 on each point of home
        """
      And the variant in the rules file "filling.rules"
      And the position "X 13:6 8:4 6:1 5:1 4:1 3:1 2:1 | O 13:15 | X to roll | turns X 2+ O 1"
      When X rolls 6-1
      Then the position is "X 13:6 8:4 6:1 5:1 4:1 3:1 2:1 | O 13:15 | X to play 6-1 | turns X 2+ O 1"

  Rule: the notation writes each counter once, and only tavli's own notation holds them

    Scenario: A counter at 0 for both sides is left out
      Given the variant in the rules file "scored.rules"
      And the starting position
      When the position "X 13:2 6:13 | O 24:14 15:1 | X to roll | points X 0 O 0" is read
      Then it is refused as "bad-notation"

    Scenario: More points than a hole is worth cannot be
      Given the variant in the rules file "scored.rules"
      And the starting position
      When the position "X 13:2 6:13 | O 24:14 15:1 | X to roll | points X 12 O 0" is read
      Then it is refused as "invalid-position"

    Scenario: A game that has reached its count is over
      Given the variant in the rules file "scored.rules"
      And the starting position
      When the position "X 13:2 9:1 6:2 5:2 4:2 3:2 2:2 1:2 | O 13:15 | O to roll | points X 2 O 5 | holes X 2 O 0" is read
      Then it is refused as "invalid-position"
      And the refusal says "X has 2 holes, so the game is over"

    Scenario: The standard notations cannot hold a score kept during play
      Given the variant in the rules file "scored.rules"
      And the starting position
      When the position is written in the "xgid" notation
      Then it is refused as "bad-notation"
      And the refusal says "it keeps score during play"

  Rule: the file's counters, zones and dice are checked

    Scenario: Points scored in a game that keeps no score
      Given a rules file "unkept.rules":
        """
        variant unkept "Unkept" extends backgammon
        score 1 point for each hit
        """
      When tavli checks "unkept.rules"
      Then tavli reports "rules-no-score" at line 2, column 1:
        """
        the game keeps no score: say 'keep score: points' before scoring points during play
        """

    Scenario: A counter the game does not keep
      Given a rules file "goals.rules":
        """
        variant goals "Goals" extends scored
        score 1 goal for each hit
        """
      When tavli checks "goals.rules"
      Then tavli reports "rules-unknown-counter" at line 2, column 9:
        """
        'goal' is no counter the game keeps (it keeps: points, holes)
        """

    Scenario: A zone the game does not define
      Given a rules file "nowhere.rules":
        """
        variant nowhere "Nowhere" extends scored
        score 1 point for each hit in jan
        """
      When tavli checks "nowhere.rules"
      Then tavli reports "rules-unknown-zone" at line 2, column 31:
        """
        'score 1 point for each hit in jan' names zone 'jan', which the variant does not define (its zones: entry, home)
        """

    Scenario: Points by one die are for a position made
      Given a rules file "halves.rules":
        """
        variant halves "Halves" extends backgammon
        keep score: points
        score 2 points or 1 by one die when he has 2 on each point of home
        """
      When tavli checks "halves.rules"
      Then tavli reports "rules-meaning" at line 3, column 19:
        """
        'or N by one die' is for a position made: say it with 'when he makes'
        """

    Scenario: The throws left have a counter of their own
      Given a rules file "thrown.rules":
        """
        variant thrown "Thrown" extends backgammon
        keep score: throws
        after a player bears off all: the opponent gets 2 more throws
        """
      When tavli checks "thrown.rules"
      Then tavli reports "rules-meaning" at line 2, column 13:
        """
        a counter cannot be called 'throws' in a game whose opponent gets more throws: the position line counts them so
        """

    Scenario: A hole is made of the points kept
      Given a rules file "pips.rules":
        """
        variant pips "Pips" extends backgammon
        keep score: points, holes of 12 pips
        """
      When tavli checks "pips.rules"
      Then tavli reports "rules-meaning" at line 2, column 33:
        """
        a hole is made of the points kept: say 'keep score: points, holes of 12 points'
        """
