Feature: Grand Trictrac: men on their own side, every hit a throw could make scores by where it lands
  Grand Trictrac, the French tables game of scores, as Ludii's game description gives it after
  Soumille (1765). Fifteen men each, all on the first point, the two sides' points facing each
  other and running opposite ways round a horseshoe. A player's men move only on his own
  side, his first twelve points, at most two to a point but on the start, and his twelfth
  point, the corner, is taken only by two men at once. Nothing is ever hit: each throw
  scores, before it is played, for every move it could make along the whole track onto a lone
  enemy man on the opponent's side, 2 points (4 on a double) in the nearer half of that side
  and 4 (6 on a double) in the further. A player who has taken his corner with the only two
  men he has moved scores a throw with a 1, or his opponent does if he holds his own corner;
  a third throw that could put a man on each of the six points after the start scores 4.
  Twelve points make a hole; it wipes the opponent's points, counts two if he scored none
  meanwhile, and lets a player whose own throw made it go on or start over. Twelve holes win.

  Rule register (Grand Trictrac (Ludii game description, after Soumille 1765); Grand Trictrac (Ludii match description, after Soumille 1765)):
  GT-01: a board of twenty-four points in two rows, twelve a side; fifteen men each; two dice [Grand Trictrac (Ludii game description, after Soumille 1765) § rules]
  GT-02: all the men start on the first point of their track; the points run round in a horseshoe, the two players going round it opposite ways [Grand Trictrac (Ludii game description, after Soumille 1765) § rules; Grand Trictrac (Ludii game description, after Soumille 1765) § code, the tracks]
  GT-03: each number moves a man, or one man moves by both in turn; a double is played as its two numbers [Grand Trictrac (Ludii game description, after Soumille 1765) § rules]
  GT-04: no more than two men on a point, but the starting point [Grand Trictrac (Ludii game description, after Soumille 1765) § rules]
  GT-05: the twelfth point of a player's side, his corner, is taken only by two men brought there together by one throw [Grand Trictrac (Ludii game description, after Soumille 1765) § rules; Grand Trictrac (Ludii game description, after Soumille 1765) § code, the moves to the corner]
  GT-06: a player's men move only on his own side of the board, his first twelve points; he plays what they can [Grand Trictrac (Ludii game description, after Soumille 1765) § rules; Grand Trictrac (Ludii game description, after Soumille 1765) § code, the region before the corner]
  GT-07: a throw scores, before it is played, for each move it could make along the whole track onto a lone enemy man on the opponent's side: 2 points, 4 on a double, in the half of that side nearer along the track, 4 points, 6 on a double, in the further half [Grand Trictrac (Ludii game description, after Soumille 1765) § rules; Grand Trictrac (Ludii game description, after Soumille 1765) § code, the score]
  GT-08: twelve points make a game won, a hole [Grand Trictrac (Ludii game description, after Soumille 1765) § rules; Grand Trictrac (Ludii game description, after Soumille 1765) § code, the end]
  GT-10: with only two men moved from the start, both on his corner, a throw with a 1 scores 4 points, 6 on 1-1, unless the opponent has taken his own corner: then the opponent scores them (the jan of mezeas) [Grand Trictrac (Ludii game description, after Soumille 1765) § rules]
  GT-11: when a player wins a hole, his opponent's points are lost; the points past twelve are kept [Grand Trictrac (Ludii game description, after Soumille 1765) § rules]
  GT-12: twelve points scored in a row, the opponent scoring none, count as two games won [Grand Trictrac (Ludii game description, after Soumille 1765) § rules]
  GT-13: the winner of a hole chooses to go on from the position or to go back to the start, unless the points came from his opponent's throw: then play goes on [Grand Trictrac (Ludii game description, after Soumille 1765) § rules]
  GT-14: a player whose third throw could put a man on each of the six points after the start scores 4 points, whether or not he plays it so (the jan of six tables) [Grand Trictrac (Ludii game description, after Soumille 1765) § rules]
  GT-09: the first to win twelve such games wins the whole [Grand Trictrac (Ludii game description, after Soumille 1765) § rules; Grand Trictrac (Ludii match description, after Soumille 1765) § end]

  Background:
    Given the variant "grand-trictrac"

  @rule:GT-01 @rule:GT-02 @rule:GT-03
  Rule: the men, the dice and the start

    Scenario: Fifteen men each, two dice, the tracks running opposite ways
      Then the variant has 15 checkers per side
      And the variant is played with 2 dice of 6 faces
      And the two tracks run in opposite directions

    Scenario: A double is played as its two numbers
      # 2-2 is two moves of 2: one man 24/20, or two men 24/22
      Given the position "X 24:15 | O 24:15 | X to roll"
      When X rolls 2-2
      Then the legal plays are:
        | play      |
        | 24/22(2)  |
        | 24/20     |

  @rule:GT-04
  Rule: at most two men on a point but the start

    Scenario: A third man may not join two
      # X's 20 holds two. The 4 moves 20/16 (24/20 would make three there); the 1 moves
      # 24/23, 20/19 or the man just moved on. Four plays: 20/16 24/23, 20/16 20/19,
      # 20/15 (one man by both) and 24/19 (24/23 23/19; by 24/20 first it would pass three)
      Given the position "X 24:13 20:2 | O 24:15 | X to roll"
      When X rolls 4-1
      Then there are 4 legal plays
      And "24/19" is legal
      And "20/16 24/23" is legal
      And "24/20 24/23" is illegal

  @rule:GT-05 @rule:GT-06
  Rule: the corner is taken by two men at once, and no man goes past it

    Scenario: Two men onto the corner at once, or none
      # 16/13 by the 3 and 15/13 by the 2 take the corner (X's 13) together; either alone
      # would leave one man there; 15 by the 3 would go onto the opponent's side
      Given the position "X 24:13 16:1 15:1 | O 24:15 | X to roll"
      When X rolls 3-2
      Then the legal plays are:
        | play         |
        | 16/13 15/13  |
        | 24/21 24/22  |
        | 24/21 16/14  |
        | 24/19        |

    Scenario: The men on the corner never move on, and it holds no third man
      # 13 by either number would go onto O's side; 24 by both would be a third man on 13
      Given the position "X 24:13 13:2 | O 24:15 | X to roll"
      When X rolls 6-5
      Then the only legal play is "24/18 24/19"

  @rule:GT-07 @rule:GT-06
  Rule: each hit a throw could make scores by where it would land, before the throw is played

    Scenario: Two hits by one number each in the nearer half: 2 points each
      # O's lone man on O's 16 stands on X's 9, in the nearer half of O's side for X (X's 12
      # to 7). The 6 would bring X's man on 15 there, the 5 the man on 14, each past X's
      # empty corner: two ways, 2 points each. By both numbers, 11, it is reached from X's
      # 20, where X has none; X's 24 by one number or both reaches his own side only, and
      # O's 24 (X's 1) holds fourteen: 4 points. Neither man may go there for real.
      Given the position "X 24:13 15:1 14:1 | O 24:14 16:1 | X to roll"
      When X rolls 6-5
      Then the position is "X 24:13 15:1 14:1 | O 24:14 16:1 | X to play 6-5 | points X 4 O 0 | unanswered X 1 O 0"
      And "15/9 14/9" is illegal

    Scenario: A hit by both numbers in the further half: 4 points
      # O's lone man on O's 20 stands on X's 5, in the further half. X's 13 is 8 from it: 5
      # then 3 stopping on X's 8 (O's 17), or 3 then 5 stopping on X's 10 (O's 15), both
      # empty: one way. 13 by one number reaches X's 8 or 10, empty; 24 by 5, 3 or 8 its
      # own side: 4 points
      Given the position "X 24:13 13:2 | O 24:14 20:1 | X to roll"
      When X rolls 5-3
      Then the position is "X 24:13 13:2 | O 24:14 20:1 | X to play 5-3 | points X 4 O 0 | unanswered X 1 O 0"

    Scenario: The same hit by a double: 6 points
      # 4-4: 13 to 5 by two fours stopping on X's 9 (O's 16), empty: one way in the
      # further half, 6 points on a double; one 4 from 13 reaches X's 9, empty
      Given the position "X 24:13 13:2 | O 24:14 20:1 | X to roll"
      When X rolls 4-4
      Then the position is "X 24:13 13:2 | O 24:14 20:1 | X to play 4-4 | points X 6 O 0 | unanswered X 1 O 0"

    Scenario: No hit by both numbers where both points on the way are held
      # O holds X's 8 and 10 (O's 17 and 15) with two men each: 13 cannot stop on the way to
      # X's 5, and 13 by one number lands on a point of two
      Given the position "X 24:13 13:2 | O 24:10 20:1 17:2 15:2 | X to roll"
      When X rolls 5-3
      Then the position is "X 24:13 13:2 | O 24:10 20:1 17:2 15:2 | X to play 5-3"

    Scenario: A lone man on the way is a hit of its own and leaves the way open
      # O's lone men on X's 10, 8 and 5 (O's 15, 17, 20). 13 by the 3 reaches X's 10 and by
      # the 5 X's 8: two ways in the nearer half, 2 points each. 13 to X's 5 by both stops on
      # 8 or 10, each holding one enemy man, open: one way in the further half, 4 points.
      # 24 by 3, 5 or 8 reaches X's own side: 8 points
      Given the position "X 24:13 13:2 | O 24:12 20:1 17:1 15:1 | X to roll"
      When X rolls 5-3
      Then the position is "X 24:13 13:2 | O 24:12 20:1 17:1 15:1 | X to play 5-3 | points X 8 O 0 | unanswered X 1 O 0"

    Scenario: As Ludii's code counts, by one number only (option one-number)
      # the way by both numbers to X's 5 is not counted; nothing else is a hit
      Given the variant "grand-trictrac" with option "one-number"
      And the position "X 24:13 13:2 | O 24:14 20:1 | X to roll"
      When X rolls 5-3
      Then the position is "X 24:13 13:2 | O 24:14 20:1 | X to play 5-3"

    Scenario: By one number, the hits by one number still score (option one-number)
      Given the variant "grand-trictrac" with option "one-number"
      And the position "X 24:13 15:1 14:1 | O 24:14 16:1 | X to roll"
      When X rolls 6-5
      Then the position is "X 24:13 15:1 14:1 | O 24:14 16:1 | X to play 6-5 | points X 4 O 0 | unanswered X 1 O 0"

    Scenario: A player with nothing to move still scores his throw
      # X's men fill his 13 to 19 two each, one on 20: no number moves any. O's lone man on
      # O's 18 is X's 7: from 13 by the 6, and from 14 by both numbers, stopping on X's 13
      # (his own two) or X's 8 (O's 17, empty): two ways in the nearer half, 4 points
      Given the position "X 20:1 19:2 18:2 17:2 16:2 15:2 14:2 13:2 | O 24:14 18:1 | X to roll"
      When X rolls 6-1
      Then the position is "X 20:1 19:2 18:2 17:2 16:2 15:2 14:2 13:2 | O 24:14 18:1 | X to play 6-1 | points X 4 O 0 | unanswered X 1 O 0"
      And X has no legal move

  @rule:GT-10
  Rule: the jan of mezeas: the corner taken by the only two men moved, and a 1 thrown

    Scenario: A throw with a 1 scores 4 points
      # X has moved two men, both to his corner; thirteen stand on the start; O's corner
      # (his 13) is empty. O has no lone man anywhere: the 1 is all that scores
      Given the position "X 24:13 13:2 | O 24:15 | X to roll"
      When X rolls 3-1
      Then the position is "X 24:13 13:2 | O 24:15 | X to play 3-1 | points X 4 O 0 | unanswered X 1 O 0"

    Scenario: 1-1 scores 6 points
      Given the position "X 24:13 13:2 | O 24:15 | X to roll"
      When X rolls 1-1
      Then the position is "X 24:13 13:2 | O 24:15 | X to play 1-1 | points X 6 O 0 | unanswered X 1 O 0"

    Scenario: The opponent holding his corner, the points are his
      # O's two men on his 13 (X's 12) are no lone man: nothing else scores
      Given the position "X 24:13 13:2 | O 24:13 13:2 | X to roll"
      When X rolls 2-1
      Then the position is "X 24:13 13:2 | O 24:13 13:2 | X to play 2-1 | points X 0 O 4 | unanswered X 0 O 1"

    Scenario: No 1 thrown, nothing scores
      Given the position "X 24:13 13:2 | O 24:15 | X to roll"
      When X rolls 3-2
      Then the position is "X 24:13 13:2 | O 24:15 | X to play 3-2"

    Scenario: A third man moved from the start, nothing scores
      Given the position "X 24:12 20:1 13:2 | O 24:15 | X to roll"
      When X rolls 2-1
      Then the position is "X 24:12 20:1 13:2 | O 24:15 | X to play 2-1"

  @rule:GT-14
  Rule: the jan of six tables: a third throw that could fill the six points after the start

    Scenario: A third throw that could fill them scores 4 points
      # X's first two throws left a man on each of 23, 22, 21 and 20: 6-5 could bring two more
      # from the start to 18 and 19 (no hit is in reach of any number: O's men stand 15 or
      # more points away). X need not play it so
      Given the position "X 24:11 23:1 22:1 21:1 20:1 | O 24:11 23:1 22:1 21:1 20:1 | X to roll | turns X 2 O 2"
      When X rolls 6-5
      Then the position is "X 24:11 23:1 22:1 21:1 20:1 | O 24:11 23:1 22:1 21:1 20:1 | X to play 6-5 | turns X 2 O 2 | points X 4 O 0 | unanswered X 1 O 0"

    Scenario: A third throw that could not fill them scores nothing
      # 6-1: one man to 18, the other number moves a man to 19 only from 20 (emptying it) or
      # to 23 from the start: 19 or 20 stays empty
      Given the position "X 24:11 23:1 22:1 21:1 20:1 | O 24:11 23:1 22:1 21:1 20:1 | X to roll | turns X 2 O 2"
      When X rolls 6-1
      Then the position is "X 24:11 23:1 22:1 21:1 20:1 | O 24:11 23:1 22:1 21:1 20:1 | X to play 6-1 | turns X 2 O 2"

    Scenario: A fourth throw scores no jan of six tables
      Given the position "X 24:11 23:1 22:1 21:1 20:1 | O 24:11 23:1 22:1 21:1 20:1 | X to roll | turns X 3+ O 2"
      When X rolls 6-5
      Then the position is "X 24:11 23:1 22:1 21:1 20:1 | O 24:11 23:1 22:1 21:1 20:1 | X to play 6-5 | turns X 3+ O 2"

  @rule:GT-08 @rule:GT-09
  Rule: twelve points make a hole, and twelve holes the game

    Scenario: The points past twelve are carried over in a new hole
      # the throw of the first scenario scores 4: 10 + 4 = 14, a hole and 2 over; O's 3 points
      # are wiped (GT-11), so X's 2 are so far unanswered; X's own throw made it (GT-13)
      Given the position "X 24:13 15:1 14:1 | O 24:14 16:1 | X to roll | points X 10 O 3"
      When X rolls 6-5
      Then the position is "X 24:13 15:1 14:1 | O 24:14 16:1 | X to decide hole: go-on or start-over, then 6-5 | points X 2 O 0 | holes X 1 O 0 | unanswered X 1 O 0"

    Scenario: The twelfth hole wins as soon as the throw is scored
      Given the position "X 24:13 15:1 14:1 | O 24:14 16:1 | X to roll | points X 10 O 3 | holes X 11 O 4"
      When X rolls 6-5
      Then the game is over
      And the position is "X 24:13 15:1 14:1 | O 24:14 16:1 | X has won | points X 2 O 0 | holes X 12 O 4 | unanswered X 1 O 0"

  @rule:GT-11 @rule:GT-12 @rule:GT-13
  Rule: a hole wipes the opponent's points, counts two when unanswered, and lets its maker go on or start over

    Scenario: Going on, the throw is played and the points past the hole kept
      Given the position "X 24:13 15:1 14:1 | O 24:14 16:1 | X to roll | points X 10 O 3"
      When X rolls 6-5
      And X decides hole go-on
      Then the position is "X 24:13 15:1 14:1 | O 24:14 16:1 | X to play 6-5 | points X 2 O 0 | holes X 1 O 0 | unanswered X 1 O 0"

    Scenario: Starting over, all the men go back to the start and every point is wiped
      # the throw is spent: O rolls first from the start (reconstructed)
      Given the position "X 24:13 15:1 14:1 | O 24:14 16:1 | X to roll | points X 10 O 3"
      When X rolls 6-5
      And X decides hole start-over
      Then the position is "X 24:15 | O 24:15 | O to roll | holes X 1 O 0"

    Scenario: Twelve points in a row count two holes
      # X's 10 were scored while O scored none (unanswered): the hole counts two
      Given the position "X 24:13 15:1 14:1 | O 24:14 16:1 | X to roll | points X 10 O 0 | unanswered X 1 O 0"
      When X rolls 6-5
      Then the position is "X 24:13 15:1 14:1 | O 24:14 16:1 | X to decide hole: go-on or start-over, then 6-5 | points X 2 O 0 | holes X 2 O 0 | unanswered X 1 O 0"

    Scenario: A hole the opponent's throw gives goes on with no choice
      # X's throw with a 1, X's only two moved men on his corner, O holding his own: the jan
      # of mezeas is O's, 4 points; 10 + 4 = 14, O's hole and 2 over; X's 5 are wiped; X plays
      Given the position "X 24:13 13:2 | O 24:13 13:2 | X to roll | points X 5 O 10"
      When X rolls 2-1
      Then the position is "X 24:13 13:2 | O 24:13 13:2 | X to play 2-1 | points X 0 O 2 | holes X 0 O 1 | unanswered X 0 O 1"

  @rule:GT-06 @rule:GT-08
  Rule: a game where neither player can move ends, the higher score winning (reconstructed)

    Scenario: The last move that can be made blocks both: more holes win
      # X's men fill his 13 to 19 two each, one on 20: no number moves any. O's man on 21
      # moves only by a 1, onto 20; then none of his moves either. No throw of either
      # reaches a lone man through an open point. X has more holes
      Given the position "X 20:1 19:2 18:2 17:2 16:2 15:2 14:2 13:2 | O 21:1 19:2 18:2 17:2 16:2 15:2 14:2 13:2 | O to roll | points X 5 O 9 | holes X 2 O 1"
      When O rolls 2-1
      Then the only legal play is "21/20"
      When O plays "21/20"
      Then the game is over
      And the position is "X 20:1 19:2 18:2 17:2 16:2 15:2 14:2 13:2 | O 20:1 19:2 18:2 17:2 16:2 15:2 14:2 13:2 | X has won | points X 5 O 9 | holes X 2 O 1"

    Scenario: Whose points are unanswered weighs nothing: more holes win
      # as above, O's 9 points unanswered: X's two holes (24 points) beat O's hole and 9 (21)
      Given the position "X 20:1 19:2 18:2 17:2 16:2 15:2 14:2 13:2 | O 21:1 19:2 18:2 17:2 16:2 15:2 14:2 13:2 | O to roll | points X 0 O 9 | holes X 2 O 1 | unanswered X 0 O 1"
      When O rolls 2-1
      And O plays "21/20"
      Then the game is over
      And the position is "X 20:1 19:2 18:2 17:2 16:2 15:2 14:2 13:2 | O 20:1 19:2 18:2 17:2 16:2 15:2 14:2 13:2 | X has won | points X 0 O 9 | holes X 2 O 1 | unanswered X 0 O 1"

    Scenario: Holes equal, more points win
      Given the position "X 20:1 19:2 18:2 17:2 16:2 15:2 14:2 13:2 | O 21:1 19:2 18:2 17:2 16:2 15:2 14:2 13:2 | O to roll | points X 5 O 9 | holes X 1 O 1"
      When O rolls 2-1
      And O plays "21/20"
      Then the game is over
      And the position is "X 20:1 19:2 18:2 17:2 16:2 15:2 14:2 13:2 | O 20:1 19:2 18:2 17:2 16:2 15:2 14:2 13:2 | O has won | points X 5 O 9 | holes X 1 O 1"

    Scenario: One player blocked is no end: the other plays on
      # X cannot move; O still can after 23/22 21/19 (22 by 1 or 2, 19 by 1)
      Given the position "X 20:1 19:2 18:2 17:2 16:2 15:2 14:2 13:2 | O 23:1 21:2 18:2 17:2 16:2 15:2 14:2 13:2 | O to roll | points X 5 O 9"
      When O rolls 2-1
      And O plays "23/22 21/19"
      Then the game is not over

    Scenario: A game where neither can move is drawn (option blocked-draw)
      Given the variant "grand-trictrac" with option "blocked-draw"
      And the position "X 20:1 19:2 18:2 17:2 16:2 15:2 14:2 13:2 | O 21:1 19:2 18:2 17:2 16:2 15:2 14:2 13:2 | O to roll | points X 5 O 9 | holes X 2 O 1"
      When O rolls 2-1
      And O plays "21/20"
      Then the game is drawn

# Sources and differences
# Read: Ludii's game description of Grand Trictrac (its rules text, after Soumille 1765, and
# its code, a subgame) and Ludii's match description, which plays the subgame until one
# player has won twelve. Ludii's text has no worked examples: every scenario above is worked
# by hand from the rules, in its comments.
# GT-02: the horseshoe is tavli's usual two-sided board with the tracks of Tokkadille: X's
# 24 to 13 are his side and O's 24 to 13 (X's 1 to 12) his; each player's twelfth point
# (X's 13) stands next to the opponent's (X's 12, O's 13).
# GT-04, GT-05, GT-06: `at most 2 checkers on a point` (the setup may stack more; no man comes
# back to the start), `men take corner two at a time` (the taking only: unlike Tokkadille's
# Hucke, nothing in the text says how the corner is left, and here no man ever leaves it) and
# `occupy at most 0 points of beyond`, the opponent's side. The code never lets a man onto
# the corner one by one, nor past it; tavli reads it the same.
# GT-07: the text counts "any" move that would reach a lone enemy man; Ludii's code counts
# each die on its own from each point held, no move by both numbers in turn, and the same
# hit twice on a double (both dice show the number). By one number no man reaches past the
# opponent's nearer half (at most six from his own corner), so the code never scores the
# further half's 4 or 6 that the text gives. tavli follows the text: each way by one number
# (once on a double), and the way by both numbers in turn where a point to stop on between
# is open, not held by two enemy men (`score 2 points or 4 on doubles for each hit he could
# make in near`, `... 4 points or 6 on doubles ... in far`; the zones in the mover's
# numbering). Nothing the mover's own rules forbid (a man past his corner, a third man on a
# point) bounds such a way: it is imagined along the whole track. The code's count is the
# option one-number (without its doubled count on doubles, which the text does not give).
# GT-08, GT-09: twelve points make a hole, the points past it carried over; the whole is
# twelve holes (`the game ends when a player reaches 12 holes`), played as one tavli game.
# GT-11 to GT-13, as Trictrac's own sources give the rules of holes: the opponent's points
# wiped at every hole (`a hole wipes the opponent's points`); twelve points "in a row" read as
# Trictrac's bredouille, a hole whose points were all scored while the opponent scored none
# (`a hole taken unanswered counts 2`); the choice to go on or to go back to the start
# (`a hole made by his own throw lets him go on or start over`). Reconstructed from Trictrac's
# rules where the text is silent: starting over wipes every point, the points past the hole
# too (the text keeps them only for the player who goes on), and the throw that made the hole
# is spent, the opponent rolling first from the start.
# Reconstructed: men never leave a player's side, so play can stop for good (with fifteen men
# two to a point on eleven points, each side blocks itself): a player with no throw that
# moves him waits, his throws still scoring; when neither can move, the game ends and the
# player with more holes (then more points) wins, equal scores a draw (`... no move and the
# opponent has no move: the higher score wins`); the option blocked-draw draws it instead.
# A player may also start again after a hole of his own (GT-13). Also reconstructed: opening ties thrown again; one point to the winner
# as the game's result.
# GT-10: the jan of mezeas as the text gives it: only two men moved from the start, both on the
# corner, and a throw with a 1 (`score 4 points or 6 on doubles on a throw with a 1 when he
# has exactly 2 on each point of corner and exactly 13 on each point of start and the opponent
# has none in corner`, and the same to the opponent when he has two on his corner). It scores
# as the throw is rolled, before it is played, as the hits do.
# GT-14: the jan of six tables, scored as the throw is rolled when some play of it could put a
# man on each of the six points after the start (`score 4 points in the first 3 turns when he
# could make at least 1 on each point of six`); only a third throw can, a throw moving at most
# two men from the start; the text gives no other points for a double.
# Left out: the jan of two tables (the text: a throw bringing the only two men moved to the
# sixth and seventh points before the opponent takes his corner: 4 or 6, to the opponent when
# he holds it): its points are unclear in the text (the sixth and seventh counted from
# where?), Trictrac's own sources placing the two men on the two corners, one of which a man
# of Grand Trictrac never reaches.
