Feature: Ketch-Dolt: each on his own table, and a number that names an enemy man must take it
  Ketch-Dolt, an English tables game, from Charles Cotton's The Compleat Gamester (1674,
  chapter XXXI) and Ludii's game description (its rules text and its code). Fifteen men each,
  all in a heap off the board; two dice. Each player keeps to his own table, the two tables
  facing each other. Each number he throws lays a man from his heap on the point of that number
  in his table, or moves a man on there; once all fifteen are laid he bears them off, and the
  first to bear off all wins. The duty: a number that names a point of the other's table where
  a man of his stands must be spent taking that man back to his heap; a player who spends it
  otherwise is "dolted" and has lost at once. Where the sources part, options: only a lone man
  is owed (lone-only, Ludii's code); the taker also lays a man of his own on his point of the
  same number (lay-on-same-point, Cotton's words); a due take is simply compulsory
  (forced-take, a program's form of the same game); a larger number bears off from any point
  (bear-off-any, Ludii's code). The opening and bearing off by a larger number from the highest
  point are tavli's reconstruction (not tagged below).
  Geometry (the board seen from X's seat): twelve points in two rows of six; X's table is the
  bottom row, board points 1 to 6, O's the top row, 7 to 12. Each player numbers his own six
  points 6 (where a 1 lays a man) down to 1 (the last before bearing off): a die of n lays a man
  on his own point 7 - n, and names the opponent's own point 7 - n. A take is written take/ and
  the opponent's point in his own numbering: take/2 takes the man on the opponent's 2, which a
  5 names.

  Rule register (Ketch-Dolt (Cotton, The Compleat Gamester, 1674); Ketch-Dolt (Ludii game description)):
  KD-01: two players, fifteen men each, all in a heap off the board at the start; two six-sided dice [Ketch-Dolt (Cotton, The Compleat Gamester, 1674) § ch. XXXI; Ketch-Dolt (Ludii game description) § rules]
  KD-02: each player keeps to his own table, the two tables facing each other [Ketch-Dolt (Ludii game description) § rules; Ketch-Dolt (Ludii game description) § code, the tracks]
  KD-03: each number thrown lays a man from the heap on the point of that number in one's own table, the n-th point from where men come in [Ketch-Dolt (Cotton, The Compleat Gamester, 1674) § ch. XXXI; Ketch-Dolt (Ludii game description) § code, the moves]
  KD-04: a number that names a point of the opponent's table with a man of his on it takes that man back to his heap, to be laid again [Ketch-Dolt (Cotton, The Compleat Gamester, 1674) § ch. XXXI; Ketch-Dolt (Ludii game description) § rules; Ketch-Dolt (Ludii game description) § code, the moves]
  KD-05: a player who spends such a number otherwise is dolted and loses the game at once, while bearing off too [Ketch-Dolt (Cotton, The Compleat Gamester, 1674) § ch. XXXI; Ketch-Dolt (Ludii game description) § code, the end]
  KD-06: once all fifteen are laid the men are borne off; the first to bear off all wins [Ketch-Dolt (Cotton, The Compleat Gamester, 1674) § ch. XXXI; Ketch-Dolt (Ludii game description) § rules; Ketch-Dolt (Ludii game description) § code, the moves]
  KD-07: a number may instead move a man on within one's table [Ketch-Dolt (Ludii game description) § rules; Ketch-Dolt (Ludii game description) § code, the moves]
  KD-08: a double is two moves, each die once [Ketch-Dolt (Ludii game description) § code, the moves]
  KD-09: only a lone man on the named point is owed and may be taken (option lone-only) [Ketch-Dolt (Ludii game description) § code, the moves]
  KD-10: the taker also lays a man from his heap on his own point of that number (option lay-on-same-point) [Ketch-Dolt (Cotton, The Compleat Gamester, 1674) § ch. XXXI]
  KD-11: a larger number bears a man off from any point (option bear-off-any) [Ketch-Dolt (Ludii game description) § code, the moves]

  Background:
    Given the variant "ketch-dolt"

  @rule:KD-01 @rule:KD-02
  Rule: fifteen men in a heap each, two dice, each player on his own table

    Scenario: Every man starts in the heap; X's table is board points 6 to 1, O's 7 to 12
      Then the variant has 15 checkers per side
      And the variant is played with 2 dice of 6 faces
      And the board has 12 points
      And X's track runs from point 6 to point 1
      And O's track runs from point 7 to point 12
      And the variant has no doubling cube
      Given the starting position
      Then the position is "X hand:15 | O hand:15 | X to roll"

  @rule:KD-03
  Rule: each number lays a man on the point of that number in one's own table

    Scenario: 6-2 from the heap: the 6 lays a man on X's sixth point (his 1), the 2 on his second (his 5)
      # neither man can then move on by the other number: a 6 or a 2 from there would bear
      # off, and thirteen are still in the heap
      Given the starting position
      When X rolls 6-2
      Then the only legal play is "hand/5 hand/1"
      When X plays "hand/5 hand/1"
      Then the position is "X hand:13 5:1 1:1 | O hand:15 | O to roll"

  @rule:KD-07
  Rule: a number may move a man on within the table instead

    Scenario: 4-2 moves the man on X's 6 on by either number, or lays a man and moves it on
      # one man cannot take both numbers: 6 and 4 and 2 would bear it off, with men in the heap
      Given the position "X hand:14 6:1 | O hand:15 | X to roll"
      When X rolls 4-2
      Then "6/4 hand/3" is legal
      And "hand/5 6/2" is legal
      And "hand/5 hand/3" is legal
      And "hand/5/1" is legal
      When X plays "hand/5 6/2"
      Then the position is "X hand:13 5:1 2:1 | O hand:15 | O to roll"

  @rule:KD-08
  Rule: a double is two moves

    Scenario: 3-3 from the heap lays two men on X's 4, or lays one and moves it on three
      Given the starting position
      When X rolls 3-3
      Then the legal plays are:
        | play      |
        | hand/4(2) |
        | hand/1    |

  @rule:KD-04 @rule:KD-05
  Rule: a number naming an enemy man takes it back to his heap, or the thrower is dolted

    Scenario: The 5 names O's 2, where a man stands: X takes it with the 5 and lays with the 3
      # X's 5 names O's fifth point, O's own 2; the 3 names O's 4, empty
      Given the position "X hand:15 | O hand:13 6:1 2:1 | X to roll"
      When X rolls 5-3
      Then the legal plays are:
        | play          |
        | take/2 hand/4 |
        | hand/4 hand/2 |
      When X plays "take/2 hand/4"
      Then the game is not over
      And the position is "X hand:14 4:1 | O hand:14 6:1 | O to roll"

    Scenario: Laying a man with the 5 instead dolts X: O has won
      Given the position "X hand:15 | O hand:13 6:1 2:1 | X to roll"
      When X rolls 5-3
      And X plays "hand/4 hand/2"
      Then the game is over
      And the score is O wins a single for 1 point

    Scenario: 4-3 names O's 3 and 4, both empty: nothing is owed and both men are laid
      Given the position "X hand:15 | O hand:13 6:1 2:1 | X to roll"
      When X rolls 4-3
      Then the only legal play is "hand/4 hand/3"
      When X plays "hand/4 hand/3"
      Then the game is not over
      And the position is "X hand:13 4:1 3:1 | O hand:13 6:1 2:1 | O to roll"

    Scenario: Two men on the point both 1s name: both are owed, and both are taken
      Given the position "X hand:15 | O hand:13 6:2 | X to roll"
      When X rolls 1-1
      And X plays "take/6(2)"
      Then the game is not over
      And the position is "X hand:15 | O hand:15 | O to roll"

    Scenario: Taking one of the two and laying with the other 1 leaves a take undone: dolted
      Given the position "X hand:15 | O hand:13 6:2 | X to roll"
      When X rolls 1-1
      And X plays "take/6 hand/6"
      Then the game is over
      And the score is O wins a single for 1 point

    Scenario: The duty holds while bearing off: O's 1 names X's man on X's 6
      # O's 1 names X's first point, X's own 6; O's 2 names X's 5, empty
      Given the position "X hand:14 6:1 | O 2:1 1:1 off:13 | O to roll"
      When O rolls 2-1
      And O plays "take/6 2/off"
      Then the game is not over
      And the position is "X hand:15 | O 1:1 off:14 | X to roll"

    Scenario: Bearing off both last men with a take owed dolts O, though he has none left
      Given the position "X hand:14 6:1 | O 2:1 1:1 off:13 | O to roll"
      When O rolls 2-1
      And O plays "2/off 1/off"
      Then the game is over
      And the score is X wins a single for 1 point

  @rule:KD-06
  Rule: men are borne off once all fifteen are laid; the first to bear off all wins

    Scenario: With two men in the heap, 6-5 lays both and bears none off
      # O's 6 names X's 1 and his 5 X's 2, both empty: nothing is owed
      Given the position "X hand:14 6:1 | O hand:2 1:13 | O to roll"
      When O rolls 6-5
      Then the only legal play is "hand/2 hand/1"

    Scenario: The last man laid with the 6, the 5 bears a man off at once
      Given the position "X hand:14 6:1 | O hand:1 1:14 | O to roll"
      When O rolls 6-5
      And O plays "hand/1 1/off"
      Then the position is "X hand:14 6:1 | O 1:14 off:1 | X to roll"

    Scenario: The 6 bears off O's last man: O has won
      Given the position "X hand:14 6:1 | O 1:1 off:14 | O to roll"
      When O rolls 6-5
      And O plays "1/off"
      Then the game is over
      And the score is O wins a single for 1 point

  @rule:KD-09
  Rule: only a lone man is owed (option lone-only)

    Scenario: Two men on the point the 1s name: nothing is owed, nothing may be taken
      Given the variant "ketch-dolt" with option "lone-only"
      And the position "X hand:15 | O hand:13 6:2 | X to roll"
      When X rolls 1-1
      Then the legal plays are:
        | play      |
        | hand/6(2) |
        | hand/5    |
      When X plays "hand/6(2)"
      Then the game is not over

    Scenario: A lone man is still owed: laying with the 1 dolts X
      Given the variant "ketch-dolt" with option "lone-only"
      And the position "X hand:15 | O hand:14 6:1 | X to roll"
      When X rolls 2-1
      Then "take/6 hand/5" is legal
      When X plays "hand/6 hand/5"
      Then the game is over
      And the score is O wins a single for 1 point

  @rule:KD-04
  Rule: a due take may simply be compulsory (option forced-take)

    Scenario: Laying with the 5 is no longer a play at all
      Given the variant "ketch-dolt" with option "forced-take"
      And the position "X hand:15 | O hand:13 6:1 2:1 | X to roll"
      When X rolls 5-3
      Then the only legal play is "take/2 hand/4"
      And "hand/4 hand/2" is illegal

  @rule:KD-10
  Rule: the taker also lays a man on his own point of that number (option lay-on-same-point)

    Scenario: The 5 takes O's man from his 2 and lays one of X's on X's 2
      Given the variant "ketch-dolt" with option "lay-on-same-point"
      And the position "X hand:15 | O hand:13 6:1 2:1 | X to roll"
      When X rolls 5-3
      And X plays "take/2 hand/4"
      Then the position is "X hand:13 4:1 2:1 | O hand:14 6:1 | O to roll"

  @rule:KD-11
  Rule: a larger number bears off from the highest point, or from any (option bear-off-any)

    Scenario: By default the 3 cannot bear off the man on O's 1 while one stands on his 4
      # O's 3 names X's 4 and his 2 X's 5, both empty
      Given the position "X hand:14 6:1 | O 4:1 1:1 off:13 | O to roll"
      When O rolls 3-2
      Then "4/2 1/off" is illegal
      And "4/1 1/off" is legal

    Scenario: With option bear-off-any it can
      Given the variant "ketch-dolt" with option "bear-off-any"
      And the position "X hand:14 6:1 | O 4:1 1:1 off:13 | O to roll"
      When O rolls 3-2
      Then "4/2 1/off" is legal

# Sources and differences (notes, not scenarios).
# Cotton's chapter (1674, p. 163) is the only old source that gives rules; tavli read it as
# Ludii's evidence page quotes it. Randle Holme (1682) names the game only. Ludii's game
# description restates Cotton and codes a reading of it.
# KD-02: Ludii's board is the usual one of 24 points, each player on the right-hand table of
# his side; tavli gives the game the two tables it uses, twelve points in two rows of six,
# each track over one row ('track X: 6..1', 'track O: 7..12').
# KD-03: "what is thrown" is laid down from the heap; which point a number names is Ludii's
# reading, the n-th point from where men come in, as tavli enters men everywhere.
# KD-04, KD-10: Cotton says the numbers that match the other's men must "draw them" from his
# tables "to the same point in his own": tavli's default follows Ludii's code, the die spent on
# sending the man back to his heap; laying one of the taker's own men on his point of that
# number as well is option lay-on-same-point. The default game is long between players who
# never forget the duty (the men taken must be laid again); the option ends it sooner.
# KD-05: Cotton's loss for touching a man of the heap and then thinking better of it has no
# meaning where a play is chosen whole, and is left out. The duty holds while bearing off too
# (Ludii's code); a throw that leaves a take undone loses even where it bears off the last man.
# KD-08: neither source doubles a double; Ludii's code plays each die once.
# KD-09: Ludii's code owes a take only where exactly one man stands; Cotton sets no limit,
# which is tavli's default.
# Reconstructed: the opening (one die each, ties thrown again, the higher plays both); a
# larger number bearing off from the highest point (Backgammon's rule; Ludii's code lets it
# bear off from any point: option bear-off-any); one point a game; no doubling cube.
