Feature: Trictrac: men round the whole board, every throw scored before it is played
  Trictrac, the French game of scores as the nineteenth-century treatises and the modern laws
  give it. Fifteen men each start piled on the talon, the first point, and go round the whole
  board: the petit jan, the grand jan with the corner at its end, the opponent's grand jan and
  his petit jan, the jan de retour, from which they are borne off once all are in it. A man
  never lands on a point where the opponent has a man, never takes the opponent's corner, and
  takes and leaves his own corner two at a time. Nothing is hit for real: a throw scores, as
  it is rolled, each way it could hit a lone enemy man, or gives the opponent what a hit only
  possible through his held points would score. Filling a jan and keeping it score, each
  number that cannot be played gives the opponent two points, and the first to bear off all
  scores and has the men set up again. Twelve points make a hole; twelve holes win.

  Rule register (Le jeu de trictrac rendu facile (1852); Lois et regles du trictrac (trictrac.org, 2013)):
  FT-01: fifteen men each, two six-sided dice [Lois et regles du trictrac (trictrac.org, 2013) § III]
  FT-02: all the men start on the talon, the first point; they go round the whole board, the two players opposite ways, the twelfth point being the corner [Lois et regles du trictrac (trictrac.org, 2013) § IV, VII]
  FT-03: each number moves a man, or one man moves by both in turn; a double is played as its two numbers; both are played where possible [Lois et regles du trictrac (trictrac.org, 2013) § VI]
  FT-04: a man never lands, nor stops on the way, on a point where the opponent has a man [Lois et regles du trictrac (trictrac.org, 2013) § VII]
  FT-05: the corner is taken by two men at once and left by its last two together; the opponent's corner is never taken [Lois et regles du trictrac (trictrac.org, 2013) § IX; Le jeu de trictrac rendu facile (1852) § 1.3]
  FT-06: once all his men stand in the jan de retour a player bears them off, by the exact number or by a higher one from the farthest man [Lois et regles du trictrac (trictrac.org, 2013) § VIII; Le jeu de trictrac rendu facile (1852) § 115-116]
  FT-07: each throws one die, the higher plays first with both numbers, equal dice thrown again [Lois et regles du trictrac (trictrac.org, 2013) § V]
  FT-08: twelve points make a hole, the opponent's points then wiped and the points past it kept; twelve points scored with none by the opponent meanwhile make two holes, for the second to score as for the first, and each further twelve scored in one go two more [Le jeu de trictrac rendu facile (1852) § 140, 143-148; Lois et regles du trictrac (trictrac.org, 2013) § XV]
  FT-09: each number a player cannot play gives his opponent two points, a double no more [Le jeu de trictrac rendu facile (1852) § 153; Lois et regles du trictrac (trictrac.org, 2013) § VI]
  FT-10: a throw scores each way it could bring a man onto a lone enemy man, by one number or by both with a point to stop on between (which may hold a lone enemy man): 2 points, 4 on a double, in the table of the grand jans, 4 points, 6 on a double, in the table of the petit jans [Le jeu de trictrac rendu facile (1852) § 129-135, 152; Lois et regles du trictrac (trictrac.org, 2013) § X]
  FT-11: a lone man reached only by both numbers, every point to stop on between held by two or more enemy men, is hit falsely: the opponent scores what the hit would [Le jeu de trictrac rendu facile (1852) § 136-138, 153; Lois et regles du trictrac (trictrac.org, 2013) § X]
  FT-12: a throw that could fill a jan, two or more men on each of its six points, scores 4 points, 6 on a double, for each way it could: by either number or by both (one man by both, or two men one by each); marked before the play; he must fill when he can [Le jeu de trictrac rendu facile (1852) § 53-57, 73, 149, 152; Lois et regles du trictrac (trictrac.org, 2013) § XIII]
  FT-13: each throw that could be played keeping a filled jan scores 4 points, 6 on a double, marked before the play; he must keep it while he can [Le jeu de trictrac rendu facile (1852) § 60, 149, 152; Lois et regles du trictrac (trictrac.org, 2013) § XIII]
  FT-14: with his corner taken by the only two men he has moved, a throw with a 1 scores 4, 6 on 1-1 (the jan of mezeas), to the opponent when he holds his own corner [Le jeu de trictrac rendu facile (1852) § 126-127, 152-153]
  FT-15: a third throw of the game that could put a man on each of the six points after the talon scores 4 (the jan of three throws) [Le jeu de trictrac rendu facile (1852) § 123, 152]
  FT-16: the first to bear off all scores 4, 6 on a double; the men are then set up again, each keeping his points, and he throws first [Le jeu de trictrac rendu facile (1852) § 118, 152; Lois et regles du trictrac (trictrac.org, 2013) § VIII]
  FT-17: a player whose own throw makes a hole may stay, playing on, or go, the men set up again and every point wiped, and then he throws first [Le jeu de trictrac rendu facile (1852) § 155-158; Lois et regles du trictrac (trictrac.org, 2013) § XVI]
  FT-18: twelve holes win the game [Le jeu de trictrac rendu facile (1852) § 140; Lois et regles du trictrac (trictrac.org, 2013) § I]
  FT-19: with only two men off the talon, a throw whose numbers could carry one of them to his corner and the other to the opponent's, one by each, scores 4, 6 on a double (the jan of two tables); the opponent scores it when he holds his own corner (the contre-jan) [Le jeu de trictrac rendu facile (1852) § 124-125, 152-153]
  FT-20: holding his corner, the opponent's empty, a throw whose two numbers could carry two of his men together onto the opponent's corner scores 4, 6 on a double (hitting the corner); men from his own corner count only where two stay there [Le jeu de trictrac rendu facile (1852) § 45, 152]
  FT-21: no man may stay on a point of the opponent's petit jan or grand jan while the opponent could still fill it; a man may rest there between the two numbers of one throw, going on into another jan [Lois et regles du trictrac (trictrac.org, 2013) § XIV; Le jeu de trictrac rendu facile (1852) § 61]
  FT-22: his corner and the opponent's both empty, two men that the two numbers could carry onto the opponent's corner, one each, may take his own instead, each stopping a point short (by puissance), never where the throw could take it directly, two men landing on it as the numbers fall; on a double both men come from one point [Le jeu de trictrac rendu facile (1852) § 44, 62, 199]
  FT-23: a hole made by the points of bearing off all is made by his own throw: he stays or goes, the men set up again either way and he throwing first, going wiping every point [Le jeu de trictrac rendu facile (1852) § 118, 155-158]

  Background:
    Given the variant "trictrac"

  @rule:FT-01 @rule:FT-02 @rule:FT-03 @rule:FT-07
  Rule: the men, the dice and the start

    Scenario: Fifteen men each, two dice, the tracks running opposite ways
      Then the variant has 15 checkers per side
      And the variant is played with 2 dice of 6 faces
      And the two tracks run in opposite directions

    Scenario: A double is played as its two numbers
      # 2-2 is two moves of 2 from the talon: one man 24/20, or two men 24/22
      Given the position "X 24:15 | O 24:15 | X to roll | turns X 3+ O 3+"
      When X rolls 2-2
      Then the legal plays are:
        | play      |
        | 24/22(2)  |
        | 24/20     |

  @rule:FT-04 @rule:FT-09
  Rule: no man lands on an enemy man, and each number not played gives the opponent 2

    Scenario: A number blocked by a lone enemy man is lost, and scores for the opponent
      # O's lone man on O's 7 stands on X's 18. The 6 from the talon would land on it; after
      # the 5, 19 by the 6 would put one man alone on X's corner (13): only 24/19 is left.
      # The throw first scores X's hit on that man by the 6 (X's 18, in the grand jans'
      # table: 2); the 6 not played gives O 2 (FT-09), answering X's points: O, the second to
      # score, is now the one unanswered (FT-08, § 144)
      Given the position "X 24:15 | O 24:14 7:1 | X to roll | turns X 3+ O 3+"
      When X rolls 6-5
      Then the position is "X 24:15 | O 24:14 7:1 | X to play 6-5 | turns X 3+ O 3+ | points X 2 O 0 | unanswered X 1 O 0"
      And the only legal play is "24/19"
      When X plays "24/19"
      Then the position is "X 24:14 19:1 | O 24:14 7:1 | O to roll | turns X 3+ O 3+ | points X 2 O 2 | unanswered X 0 O 1"

  @rule:FT-05
  Rule: the corner, taken and left two at a time, and never the opponent's

    Scenario: Two men take the corner together, never one
      Given the position "X 24:13 16:1 15:1 | O 24:15 | X to roll | turns X 3+ O 3+"
      When X rolls 3-2
      Then "16/13 15/13" is legal
      And "16/13 24/22" is illegal

    Scenario: The two men of the corner never go onto the opponent's empty corner
      # X's 12 is O's corner (O's 13)
      Given the position "X 24:13 13:2 | O 24:15 | X to roll | turns X 3+ O 3+"
      When X rolls 1-1
      Then "13/12(2)" is illegal
      And "24/23(2)" is legal

  @rule:FT-06
  Rule: bearing off from the jan de retour

    Scenario: The exact number, then a higher one from the farthest man
      # the 6 bears off the man on 6; the 5 then takes the man on 3, now the farthest. The 5
      # first cannot move: 6/1 lands on O's talon and 3/off passes over the man on 6
      Given the position "X 6:1 3:14 | O 24:15 | X to roll | turns X 3+ O 3+"
      When X rolls 6-5
      Then the only legal play is "6/off 3/off"

  @rule:FT-10
  Rule: a throw scores each way it could truly hit a lone man (the 1852 book, figure 17)

    # Figure 17 in X's numbering (the book's White; its point n is X's 25 - n, Black's is O's
    # n; the figure shows nine of Black's men, the other six are put on his talon, O's 24,
    # where no hit reaches). Black's lone man stands on O's 15, X's 10, in the table of the
    # grand jans: each way scores 2 (§ 131)
    Scenario: 4-1 hits one way
      # the 4 from X's 14; nothing on X's 11 for the 1 nor on X's 15 for both
      Given the position "X 24:2 21:1 19:1 18:3 17:2 16:2 14:2 13:2 | O 24:6 18:2 17:2 15:1 14:2 13:2 | X to roll | turns X 3+ O 3+"
      When X rolls 4-1
      Then the position is "X 24:2 21:1 19:1 18:3 17:2 16:2 14:2 13:2 | O 24:6 18:2 17:2 15:1 14:2 13:2 | X to play 4-1 | turns X 3+ O 3+ | points X 2 O 0 | unanswered X 1 O 0"

    Scenario: 3-1 hits two ways, one from the corner
      # the 3 from the corner (a man that hits does not move, § 130), and both from X's 14
      # stopping on the corner or on X's 11
      Given the position "X 24:2 21:1 19:1 18:3 17:2 16:2 14:2 13:2 | O 24:6 18:2 17:2 15:1 14:2 13:2 | X to roll | turns X 3+ O 3+"
      When X rolls 3-1
      Then the position is "X 24:2 21:1 19:1 18:3 17:2 16:2 14:2 13:2 | O 24:6 18:2 17:2 15:1 14:2 13:2 | X to play 3-1 | turns X 3+ O 3+ | points X 4 O 0 | unanswered X 1 O 0"

    Scenario: 4-3 hits three ways, and fills the grand jan
      # the 3 from the corner, the 4 from X's 14, both from X's 17: 6 points (§ 131). The book
      # speaks of the hits only; by its § 53 and 149 the throw also fills X's grand jan (the
      # 4 from X's 19 and the 3 from X's 18 make X's empty 15, one way): 4 more, 10
      Given the position "X 24:2 21:1 19:1 18:3 17:2 16:2 14:2 13:2 | O 24:6 18:2 17:2 15:1 14:2 13:2 | X to roll | turns X 3+ O 3+"
      When X rolls 4-3
      Then the position is "X 24:2 21:1 19:1 18:3 17:2 16:2 14:2 13:2 | O 24:6 18:2 17:2 15:1 14:2 13:2 | X to play 4-3 | turns X 3+ O 3+ | points X 10 O 0 | unanswered X 1 O 0"

  @rule:FT-10 @rule:FT-11 @rule:FT-08 @rule:FT-17
  Rule: hits true and false, many men at once (the 1852 book, figure 18)

    # Figure 18: Black (O, on the book's numbering O's n) throws against White's seven lone
    # men on the book's points 2 to 8 (X's 23 to 17). Both players have 10 points, neither
    # unanswered. Black's other six men are put on his talon.
    Scenario: 6-3 hits four men, two of them two ways (§ 132)
      # O's 13 hits O's 7 by the 6 and O's 4 by both, stopping on O's 7 (a lone man does
      # not close the way, § 135); O's 14 hits O's 8 by the 6 and O's 5 by both through O's
      # 8; O's 16 and 17 hit O's 7 and 8 by both through their 13 and 14. O's 7 and 8, two
      # ways each, are in the grand jans' table: 8 points; O's 4 and 5, one way each, in the
      # petit jans': 8 points. 10 + 8 makes a hole, X's points wiped, 6 over; those 6 and
      # the next 8, fourteen with X scoring none, make a hole of two (§ 143, 147), 2 over.
      # O's own throw made them: he stays or goes
      Given the position "X 23:1 22:1 21:1 20:1 19:1 18:1 17:1 16:2 15:2 14:2 13:2 | O 24:6 18:1 17:2 16:2 14:2 13:2 | O to roll | turns X 3+ O 3+ | points X 10 O 10"
      When O rolls 6-3
      Then the position is "X 23:1 22:1 21:1 20:1 19:1 18:1 17:1 16:2 15:2 14:2 13:2 | O 24:6 18:1 17:2 16:2 14:2 13:2 | O to decide hole: go-on or start-over, then 6-3 | turns X 3+ O 3+ | points X 0 O 2 | holes X 0 O 3 | unanswered X 0 O 1"

    Scenario: 6-6 hits three men truly and three falsely (§ 138)
      # True: O's 2 by both from O's 14 through O's 8 (a lone man), O's 7 and 8 by the 6
      # from O's 13 and 14. False: O's 4, 5 and 6 are reached only by both, from O's 16, 17
      # and 18, through O's 10, 11 and 12, each held by two white men. O scores 4 + 4 (grand
      # jans' table, on a double): 10 + 8, a hole, X's points wiped, 6 over; then 6 (petit
      # jans'): those 12 taken with X scoring none make a hole of two (§ 143, 147), none
      # over. X then scores 3 x 6 = 18 (§ 153) from none while O has none: a hole of two, 6
      # over, so far unanswered (§ 143; Lois § XV)
      Given the position "X 23:1 22:1 21:1 20:1 19:1 18:1 17:1 16:2 15:2 14:2 13:2 | O 24:6 18:1 17:2 16:2 14:2 13:2 | O to roll | turns X 3+ O 3+ | points X 10 O 10"
      When O rolls 6-6
      Then the position is "X 23:1 22:1 21:1 20:1 19:1 18:1 17:1 16:2 15:2 14:2 13:2 | O 24:6 18:1 17:2 16:2 14:2 13:2 | O to decide hole: go-on or start-over, then 6-6 | turns X 3+ O 3+ | points X 6 O 0 | holes X 2 O 3 | unanswered X 1 O 0"

  @rule:FT-12 @rule:FT-13
  Rule: filling a jan, and keeping it

    Scenario: Figure 6, one case to make: 5-4 fills in one way, before the play (§ 53)
      # the book's figure 6: three men on the talon and on each of the next four points, the
      # fifth empty (X's 19). Both numbers must bring a spare man there: one way (§ 56: more
      # ways only when one man is missing), 4 points marked as the dice are thrown (§ 149);
      # he must then fill (§ 57): one play
      Given the position "X 24:3 23:3 22:3 21:3 20:3 | O 24:15 | X to roll | turns X 3+ O 3+"
      When X rolls 5-4
      Then the position is "X 24:3 23:3 22:3 21:3 20:3 | O 24:15 | X to play 5-4 | turns X 3+ O 3+ | points X 4 O 0 | unanswered X 1 O 0"
      And the only legal play is "24/19 23/19"
      When X plays "24/19 23/19"
      Then the position is "X 24:2 23:2 22:3 21:3 20:3 19:2 | O 24:15 | O to roll | turns X 3+ O 3+ | points X 4 O 0 | unanswered X 1 O 0"

    Scenario: Figure 6: no double fills (§ 53)
      # one spare man a point: 5-5 would need two spares five from X's 19
      Given the position "X 24:3 23:3 22:3 21:3 20:3 | O 24:15 | X to roll | turns X 3+ O 3+"
      When X rolls 5-5
      Then the position is "X 24:3 23:3 22:3 21:3 20:3 | O 24:15 | X to play 5-5 | turns X 3+ O 3+"

    Scenario: The spares two, two and one: 4-4 fills, in one way, 6 points (§ 53)
      # two spares on the first point after the talon (X's 23, four from the empty 19), two
      # on the third (X's 21), one on the fourth (X's 20): 4-4 brings the two from X's 23
      Given the position "X 24:2 23:4 22:2 21:4 20:3 | O 24:15 | X to roll | turns X 3+ O 3+"
      When X rolls 4-4
      Then the position is "X 24:2 23:4 22:2 21:4 20:3 | O 24:15 | X to play 4-4 | turns X 3+ O 3+ | points X 6 O 0 | unanswered X 1 O 0"

    Scenario: Figure 8, one man missing: 5-4 fills in two ways, by the 5 and by the 4 (§ 56)
      # figure 8: X's 19 holds one man; spares on the talon (five away), two on X's 23 (four
      # away), one on X's 21 (two away). The 5 brings the talon's spare, the 4 one of X's 23:
      # two ways, 8 points
      Given the position "X 24:3 23:4 22:2 21:3 20:2 19:1 | O 24:15 | X to roll | turns X 3+ O 3+"
      When X rolls 5-4
      Then the position is "X 24:3 23:4 22:2 21:3 20:2 19:1 | O 24:15 | X to play 5-4 | turns X 3+ O 3+ | points X 8 O 0 | unanswered X 1 O 0"

    Scenario: Figure 8: 4-1 fills by the 4 and by the 4 and 1 together (§ 56)
      # the 4 brings a spare from X's 23; both numbers bring the talon's spare; the 1 alone
      # would take a man from X's 20, which holds only two: two ways, 8 points
      Given the position "X 24:3 23:4 22:2 21:3 20:2 19:1 | O 24:15 | X to roll | turns X 3+ O 3+"
      When X rolls 4-1
      Then the position is "X 24:3 23:4 22:2 21:3 20:2 19:1 | O 24:15 | X to play 4-1 | turns X 3+ O 3+ | points X 8 O 0 | unanswered X 1 O 0"

    Scenario: Figure 8: 2-2 fills in two ways, by the 2 and by 2 and 2 (§ 56)
      # X's 21 spare by one 2; a spare of X's 23 by both: two ways, 6 each on a double. The
      # 12 points make a hole, two as O has none (FT-08), and X may stay or go (FT-17)
      Given the position "X 24:3 23:4 22:2 21:3 20:2 19:1 | O 24:15 | X to roll | turns X 3+ O 3+"
      When X rolls 2-2
      Then the position is "X 24:3 23:4 22:2 21:3 20:2 19:1 | O 24:15 | X to decide hole: go-on or start-over, then 2-2 | turns X 3+ O 3+ | holes X 2 O 0"

    Scenario: Figure 8 with a man of X's 23 moved to X's 20: 4-1 fills in three ways (§ 56)
      # by the 1 (X's 20 now has a spare), by the 4 (X's 23), by both (the talon's): 12
      # points, a hole of two (O has none), and X may stay or go
      Given the position "X 24:3 23:3 22:2 21:3 20:3 19:1 | O 24:15 | X to roll | turns X 3+ O 3+"
      When X rolls 4-1
      Then the position is "X 24:3 23:3 22:2 21:3 20:3 19:1 | O 24:15 | X to decide hole: go-on or start-over, then 4-1 | turns X 3+ O 3+ | holes X 2 O 0"

    Scenario: A throw that could be played keeping the jan scores 4, before the play
      # the man over on the talon can go to X's 21 by both numbers: two stay on every point
      Given the position "X 24:3 23:2 22:2 21:2 20:2 19:2 14:2 | O 24:15 | X to roll | turns X 3+ O 3+"
      When X rolls 2-1
      Then the position is "X 24:3 23:2 22:2 21:2 20:2 19:2 14:2 | O 24:15 | X to play 2-1 | turns X 3+ O 3+ | points X 4 O 0 | unanswered X 1 O 0"
      # and he must keep it (§ 60): no play that leaves X's 19 with one man
      And "24/21" is legal
      And "19/17 19/18" is illegal

  @rule:FT-14
  Rule: the jan of mezeas

    Scenario: The corner taken with the only two men moved, and a 1 thrown
      Given the position "X 24:13 13:2 | O 24:15 | X to roll"
      When X rolls 6-1
      Then the position is "X 24:13 13:2 | O 24:15 | X to play 6-1 | points X 4 O 0 | unanswered X 1 O 0"

  @rule:FT-19
  Rule: the jan of two tables and its contre-jan

    Scenario: Only two men off the talon, one by each number to each corner
      # X's men on his 19 and 16 (the book's fifth and eighth points from the talon): the 6
      # carries the first to his corner (13), the 4 the second to O's corner (X's 12), which
      # O does not hold: 4 points, though no man may ever stand on O's corner
      Given the position "X 24:13 19:1 16:1 | O 24:15 | X to roll"
      When X rolls 6-4
      Then the position is "X 24:13 19:1 16:1 | O 24:15 | X to play 6-4 | points X 4 O 0 | unanswered X 1 O 0"

    Scenario: On a double, 6 points
      # X's 18 and 17: each 5 of 5-5 carries one, to 13 and to 12
      Given the position "X 24:13 18:1 17:1 | O 24:15 | X to roll"
      When X rolls 5-5
      Then the position is "X 24:13 18:1 17:1 | O 24:15 | X to play 5-5 | points X 6 O 0 | unanswered X 1 O 0"

    Scenario: The opponent holding his corner, the contre-jan gives him the points
      # O's two men on his corner (O's 13, X's 12): the same 6-4 scores 4 for O
      Given the position "X 24:13 19:1 16:1 | O 24:13 13:2 | X to roll"
      When X rolls 6-4
      Then the position is "X 24:13 19:1 16:1 | O 24:13 13:2 | X to play 6-4 | points X 0 O 4 | unanswered X 0 O 1"

    Scenario: A third man off the talon: no jan of two tables
      Given the position "X 24:12 23:1 19:1 16:1 | O 24:15 | X to roll"
      When X rolls 6-4
      Then the position is "X 24:12 23:1 19:1 16:1 | O 24:15 | X to play 6-4"

  @rule:FT-20
  Rule: hitting the corner

    Scenario: The book's men on the sixth and eighth points, and 6-4 (§ 45)
      # his corner held, O's empty: the 6 from X's 18 and the 4 from X's 16 both reach X's 12
      Given the position "X 24:11 18:1 16:1 13:2 | O 24:15 | X to roll | turns X 3+ O 3+"
      When X rolls 6-4
      Then the position is "X 24:11 18:1 16:1 13:2 | O 24:15 | X to play 6-4 | turns X 3+ O 3+ | points X 4 O 0 | unanswered X 1 O 0"

    Scenario: The book's two men on the eighth point and 4-4, by a double (§ 45)
      Given the position "X 24:11 16:2 13:2 | O 24:15 | X to roll | turns X 3+ O 3+"
      When X rolls 4-4
      Then the position is "X 24:11 16:2 13:2 | O 24:15 | X to play 4-4 | turns X 3+ O 3+ | points X 6 O 0 | unanswered X 1 O 0"

    Scenario: With an ace, three men on his corner, as the book says (§ 45)
      # 6-1: X's 18 by the 6, and by the 1 a man of his corner, two staying: 4 points
      Given the position "X 24:11 18:1 13:3 | O 24:15 | X to roll | turns X 3+ O 3+"
      When X rolls 6-1
      Then the position is "X 24:11 18:1 13:3 | O 24:15 | X to play 6-1 | turns X 3+ O 3+ | points X 4 O 0 | unanswered X 1 O 0"

    Scenario: With an ace and two on his corner, nothing: the corner would be left
      Given the position "X 24:12 18:1 13:2 | O 24:15 | X to roll | turns X 3+ O 3+"
      When X rolls 6-1
      Then the position is "X 24:12 18:1 13:2 | O 24:15 | X to play 6-1 | turns X 3+ O 3+"

    Scenario: The opponent holding his corner, nothing
      Given the position "X 24:11 18:1 16:1 13:2 | O 24:13 13:2 | X to roll | turns X 3+ O 3+"
      When X rolls 6-4
      Then the position is "X 24:11 18:1 16:1 13:2 | O 24:13 13:2 | X to play 6-4 | turns X 3+ O 3+"

  @rule:FT-21 @rule:FT-13 @rule:FT-09
  Rule: the forbidden jans: no man stays in a jan the opponent could still fill

    # The 1852 book's figure 9 (§ 61), White as X: two men on the talon and on each of the
    # next five points (three on the third, X's 21), two on the book's ninth point, X's 16.
    # The book shows no black man; its reasoning needs the opponent (O) still able to fill his
    # grand jan (X's 7 to 12) and no longer his petit jan (X's 1 to 6), with an empty point
    # of each to rest on and to stop on: O's men are put on his 23, 22 and 20 (X's 2, 3, 5)
    # and 18, 17 and 16 (X's 7, 8, 9), none on his talon. His grand jan can still be filled:
    # on or before each of its points (his 18 down to 13) he has 11, 13, 15, 15, 15, 15 men,
    # at least 2, 4, ... 12; his petit jan cannot, no man of his being on his talon
    Scenario: Figure 9 and 6-4: the jan kept only by one man all the way into the jan de retour (§ 61)
      # keeping takes the spare of X's 21 or those of X's 16. X's 12 is O's corner; X's 10
      # and 11 are in O's grand jan, which he could still fill: 16/10 21/17 and 21/11 would
      # leave a man there. The man from X's 16 rests on X's 10 and goes on to X's 6, in O's
      # petit jan, which he can no longer fill: the one play, keeping, 4 points (§ 60)
      Given the position "X 24:2 23:2 22:2 21:3 20:2 19:2 16:2 | O 23:3 22:3 20:3 18:2 17:2 16:2 | X to roll | turns X 3+ O 3+"
      When X rolls 6-4
      Then the position is "X 24:2 23:2 22:2 21:3 20:2 19:2 16:2 | O 23:3 22:3 20:3 18:2 17:2 16:2 | X to play 6-4 | turns X 3+ O 3+ | points X 4 O 0 | unanswered X 1 O 0"
      And the only legal play is "16/6"

    Scenario: Once the opponent can no longer fill his grand jan, a man may stay there
      # O's six men of his grand jan moved on to his 11 and 10 (X's 14 and 15): on or before
      # his 13 only 9 men, fewer than 12. The 6 from X's 21 is now blocked (X's 15)
      Given the position "X 24:2 23:2 22:2 21:3 20:2 19:2 16:2 | O 23:3 22:3 20:3 11:3 10:3 | X to roll | turns X 3+ O 3+"
      When X rolls 6-4
      Then the legal plays are:
        | play        |
        | 16/6        |
        | 21/11       |
        | 21/17 16/10 |

    Scenario: A number that could only be played into such a jan is lost, and scores for the opponent
      # O's 13 men on his talon could fill either of his jans. X's 18 is held by O (his 7).
      # The 6 and the 5 from X's 16 and 15 all end in O's grand jan (X's 7 to 12), or, by
      # both, in his petit jan (X's 5 and 4); from the talon the 6 is blocked, and the 5 then
      # the 6 would leave one man on X's corner: only 24/19, the 6 unplayed gives O 2 (FT-09)
      Given the position "X 24:13 16:1 15:1 | O 24:13 7:2 | X to roll | turns X 3+ O 3+"
      When X rolls 6-5
      Then the only legal play is "24/19"
      When X plays "24/19"
      Then the position is "X 24:12 19:1 16:1 15:1 | O 24:13 7:2 | O to roll | turns X 3+ O 3+ | points X 0 O 2 | unanswered X 0 O 1"

  @rule:FT-22
  Rule: the corner taken by puissance

    Scenario: The book's men on the sixth and seventh points, and 6-5 (§ 44)
      # the 6 from X's 18 and the 5 from X's 17 fall on O's empty corner (X's 12): they stop
      # a point short, on X's 13. The book's sixth and seventh points are X's 18 and 17. The
      # one other play: the talon's men by 6 and 5. X's 18 cannot move: by the 6 onto O's
      # corner, by the 5 alone onto his own. X's 17 by the 6 ends on X's 11, in O's grand
      # jan, and on by the 5 on X's 6, in his petit jan: O, all fifteen on his talon, could
      # still fill either (FT-21)
      Given the position "X 24:13 18:1 17:1 | O 24:15 | X to roll | turns X 3+ O 3+"
      When X rolls 6-5
      Then the legal plays are:
        | play         |
        | 24/19 24/18  |
        | 18/13 17/13  |
      When X plays "18/13 17/13"
      Then the position is "X 24:13 13:2 | O 24:15 | O to roll | turns X 3+ O 3+"

    Scenario: On a double, two men of one point
      # 6-6: X's 18 is six from O's corner, and its two men stop on X's 13; otherwise only the
      # talon's two men by 6 (X's 18 cannot go on to O's corner)
      Given the position "X 24:13 18:2 | O 24:15 | X to roll | turns X 3+ O 3+"
      When X rolls 6-6
      Then the legal plays are:
        | play      |
        | 24/18(2)  |
        | 18/13(2)  |

    Scenario: Never where the throw takes the corner directly: figure 9, the eighth's men on the sixth, 6-6 (§ 62)
      # figure 9 with the two men of the book's eighth point (X's 16) on its sixth (X's 18).
      # Both 6s carry the men of the fifth (X's 19) onto the corner: taken directly, so not
      # by puissance with the sixth's, though that would keep the petit jan; he breaks it.
      # The book's passage to the jan de retour is closed by the laws of the opponent's jans;
      # here O's two men on X's 15 close it (21/15/9 would keep)
      Given the position "X 24:2 23:2 22:2 21:3 20:2 19:2 18:2 | O 24:13 10:2 | X to roll | turns X 3+ O 3+"
      When X rolls 6-6
      Then the position is "X 24:2 23:2 22:2 21:3 20:2 19:2 18:2 | O 24:13 10:2 | X to play 6-6 | turns X 3+ O 3+"
      And "19/13(2)" is legal
      And "18/13(2)" is illegal

    Scenario: The opponent holding his corner, no corner by puissance
      Given the position "X 24:13 18:1 17:1 | O 24:13 13:2 | X to roll | turns X 3+ O 3+"
      When X rolls 6-5
      Then "18/13 17/13" is illegal

    Scenario: A grand jan filled by taking the corner by puissance scores, and he must fill
      # X's 14 to 18 hold two or more each, his corner none: 6-5 takes it by puissance from
      # X's 18 and 17, one spare each, and fills the grand jan, one way (by both numbers, as
      # the corner is taken by two men at once): 4 points, marked before the play (§ 53, 149),
      # and it is the only play, as he must fill (§ 57)
      Given the position "X 24:3 18:3 17:3 16:2 15:2 14:2 | O 24:15 | X to roll | turns X 3+ O 3+"
      When X rolls 6-5
      Then the position is "X 24:3 18:3 17:3 16:2 15:2 14:2 | O 24:15 | X to play 6-5 | turns X 3+ O 3+ | points X 4 O 0 | unanswered X 1 O 0"
      And the only legal play is "18/13 17/13"

  @rule:FT-15
  Rule: the jan of three throws

    Scenario: The book's 6-1 and 3-2, then 5-4 (§ 123)
      # 6-1 and 3-2 put one man each on X's 18, 23, 21 and 22; the third throw, 5-4, could
      # bring two more from the talon to X's 20 and 19: a man on each of the six points after
      # the talon, 4 points, however it is played
      Given the position "X 24:11 23:1 22:1 21:1 18:1 | O 24:15 | X to roll | turns X 2 O 2"
      When X rolls 5-4
      Then the position is "X 24:11 23:1 22:1 21:1 18:1 | O 24:15 | X to play 5-4 | turns X 2 O 2 | points X 4 O 0 | unanswered X 1 O 0"

  @rule:FT-16
  Rule: the first to bear off all scores, and the men are set up again

    Scenario: The last two men off: 4 points, the men set up again, he throws first
      Given the position "X 2:1 1:1 off:13 | O 17:4 16:3 15:3 14:3 13:2 | X to roll | turns X 3+ O 3+"
      When X rolls 2-1
      And X plays "2/off 1/off"
      Then the position is "X 24:15 | O 24:15 | X to roll | points X 4 O 0 | unanswered X 1 O 0"

  @rule:FT-23
  Rule: a hole made by the points of bearing off all: stay or go

    Scenario: Staying, he keeps the points past the hole and throws first
      # 10 points, and 4 for the last two men off (§ 118, 152): 14, a hole (O had 2: not
      # unanswered), O's 2 wiped, 2 over, unanswered as O has none (FT-08). The points are
      # his throw's, so he may stay or go (§ 155); the men are set up again (FT-16)
      Given the position "X 2:1 1:1 off:13 | O 17:4 16:3 15:3 14:3 13:2 | X to roll | turns X 3+ O 3+ | points X 10 O 2"
      When X rolls 2-1
      And X plays "2/off 1/off"
      Then the position is "X 24:15 | O 24:15 | X to decide hole: go-on or start-over | points X 2 O 0 | holes X 1 O 0 | unanswered X 1 O 0"
      When X decides hole go-on
      Then the position is "X 24:15 | O 24:15 | X to roll | points X 2 O 0 | holes X 1 O 0 | unanswered X 1 O 0"

    Scenario: Going, every point is wiped (§ 155, 157)
      Given the position "X 2:1 1:1 off:13 | O 17:4 16:3 15:3 14:3 13:2 | X to roll | turns X 3+ O 3+ | points X 10 O 2"
      When X rolls 2-1
      And X plays "2/off 1/off"
      And X decides hole start-over
      Then the position is "X 24:15 | O 24:15 | X to roll | holes X 1 O 0"

  @rule:FT-17 @rule:FT-18
  Rule: a hole of his own throw: stay or go, and twelve holes win

    Scenario: Going, the men are set up again and he throws first
      # the hit by the 6 on X's 18: 10 + 2, a hole; O's 2 are wiped
      Given the position "X 24:15 | O 24:14 7:1 | X to roll | turns X 3+ O 3+ | points X 10 O 2"
      When X rolls 6-5
      And X decides hole start-over
      Then the position is "X 24:15 | O 24:15 | X to roll | holes X 1 O 0"

    Scenario: The twelfth hole wins as soon as the throw is scored
      Given the position "X 24:15 | O 24:14 7:1 | X to roll | turns X 3+ O 3+ | points X 10 O 2 | holes X 11 O 4"
      When X rolls 6-5
      Then the game is over
      And the position is "X 24:15 | O 24:14 7:1 | X has won | turns X 3+ O 3+ | holes X 12 O 4"

# Sources and differences
# Read: "Le jeu de trictrac rendu facile" (1852; the markdown of repository
# mmai/leJeuDeTrictracRenduFacile, sections I to IX), its worked examples (figures 17 and 18,
# § 129-138) being the scenarios' expected hits; and the 2013 "Lois et regles du trictrac" of
# trictrac.org (its articles cited by number). The scoring code of mmai/trictrac (an
# independent engine) was read to cross-check the hand-worked values, nothing taken from it.
# The books' point numbering counts the talon apart (the book's first point is the one after
# it); its figure file names count the talon as 1. tavli counts each player's track from 24,
# his talon, down to 1, the last point of the jan de retour: the corner is his 13, the
# opponent's corner his 12, the jan de retour his 1 to 6 (`home`).
# FT-10, FT-11: the book (§ 135) and the laws (§ X) let a way by both numbers stop on a point
# holding one enemy man (he is hit too), and a way whose every stop is held by two or more is
# false. `for each false hit he could make` says both: a game that scores false hits stops a
# hit's way on a lone enemy man. Figure 18 with 6-6 (§ 138) gives exactly the book's three men
# hit truly and three falsely.
# FT-12: filling is marked before the play, once for each way the throw could fill the jan
# (`for each way he could make`): by either number alone, or by both (one man by both, or two
# men one by each), as the book counts them (§ 53-56, 73; marked before playing, § 149); its
# figures 6 and 8 are the scenarios. A throw that fills only by a man that then goes on with
# the other number (en passant, § 64) fills nothing. Taking the corner with two men at once,
# which no single move can begin, counts as a way by both.
# FT-13: keeping is marked before the play when some play of the throw leaves the jan full
# (`when he could keep`), keeping by being unable to play a number (par impuissance) too. A
# player must fill when he can and keep while he can (§ 57, 60; `a play must make|keep ...
# where he can`), filling first where one throw could do either.
# FT-08: twelve points make a hole, two when the opponent scored none meanwhile
# (`a hole taken unanswered counts 2, by either player`): a player's points are unanswered
# from his first until the opponent scores, the second to score too (the book § 144: he marks
# with two tokens; the laws § XV), and the points past a hole scored in one go are unanswered,
# each further hole counting two (§ 147: 8 answered and 18 make a simple hole and a double).
# FT-17: going (s'en aller) sets the men up again, wipes every point and spends the throw; the
# player who went throws first (`..., throwing first`; § 155). FT-16: after bearing off all, the
# men are set up again with the points kept and the one who bore off throws first (§ 118).
# FT-19, FT-20: the jan of two tables and hitting the corner are weighed on the throw with
# the men imagined on the corners (`when he could bring a man by each number onto ...`), so
# the opponent's corner, where no man may stand, counts; the book's points are numbered from
# the talon, its k-th point k points from it (§ 44: his corner is reached from the sixth and
# seventh by 6-5 only by puissance): the sixth and eighth are X's 18 and 16. Each is scored
# once a throw, however many pairs of men could do it (the book does not count ways for them).
# The book lets each player make the jan of two tables once (§ 124); tavli scores it on every
# throw where only two men are off the talon, so a player who keeps the other thirteen there
# may score it again (rare: it holds on 20 of the 714 positions of the conformance suite).
# FT-21: the forbidden jans (the laws § XIV; the book § 61: no man placed in a table where the
# opponent can make a plein; the Traite complet, ch. III: none placed there to stay while he
# can still make it, the passage borrowed to go on at once into the next jan). No source gives
# a test of "could still fill"; tavli counts (`never stay in the opponent's ZONE while he could
# still make at least 2 on each point of it`): the jan's points taken in the order his men reach
# them, his men on its first k points or not yet come to them must be at least 2k, for each k
# (men only go forward, so that is what filling needs, whatever the dice; mmai/trictrac's
# engine, read to cross-check, counts the same). Only where a play ends is judged: a man may
# rest there between the two numbers of a throw (tout d'une); the rule weighs before the
# forced-play rule, so a number playable only into such a jan is not playable (FT-09 scores
# it), and before the obligations to fill and keep, which choose among the plays left; a throw
# could fill or keep (FT-12, FT-13) only by a play the rule allows. A hit is not a move: a
# hit a man could make onto a point of such a jan still scores, as the book's figure 18
# (§ 132) scores O's hits on X's 18 and 17 while X could still fill his grand jan. The book's
# figure 9 shows no black man: the scenario puts O's men as its reasoning needs. tavli keeps
# a man off the opponent's empty corner even in passing (FT-05), where the Traite (ch. IV) lets
# him borrow it, empty, as a point to rest on; in figure 9 the rest on X's 10 gives
# the same play. The reading without the rule is the option `no-forbidden-jans` (tavli 0.11
# played so; with the corner by puissance and the hole of bearing off all since, no option
# plays 0.11's Trictrac whole).
# FT-22: the corner by puissance (`men may take corner a point short of the opponent's corner,
# unless they can take it directly`) is one more legal play, both corners empty, the two men
# each a point short of where the numbers would carry them on the opponent's corner (§ 44),
# never where the throw could take the corner directly as the numbers fall (§ 44, 62, 199:
# even where only the puissance would keep a jan). The book says nothing of the puissance in
# scoring; tavli weighs it as any legal play where the throw's points look at what it could do
# (filling, a way by both numbers; keeping), as the laws of filling (§ 53, 149) read, and the
# Rust engine mmai/trictrac does the same. The rules of a wrong play by puissance (§ 200: the
# opponent may make him play the number on) do not arise, as tavli offers legal plays only.
# FT-23: the points of bearing off all are scored on the play (tavli knows them once the men
# are off); the book has them marked before the men are touched (§ 118), his throw's, so a
# hole they make lets him stay or go (§ 155). The men are set up again either way and he throws
# first (§ 118, 155); going wipes his points past the hole too (§ 157), as a hole the throw's
# points make before the play.
# Left out: points not marked when the same throw gives the opponent a hole (§ 150); the
# school (école: points a player forgot to mark,
# taken by his opponent, § X), since tavli always marks every point. Reconstructed: when
# neither player can move, the one with more holes (then points) wins; one point to the
# winner as the game's result.
