Feature: Tourne-Case: three men, the lower die, no passing, and a hit from the point opposite
  Tourne-Case, the French game of the point made of three men, as the Encyclopédie's article,
  the Académie universelle des jeux (1730, as Aisling 1198 gives it), Littré's dictionary,
  Wikipédia, Ludii's description and the Salon des jeux tell it. Each player has three men, all
  off the board at the start, and runs them along his own side only, from his first point to
  his twelfth, the two sides in step: the starting points face each other across the board and
  so do the resting points. Of a throw only the lower number is played, one move. On the way
  men never share a point and never pass one another; a man that stops on a point facing a lone
  enemy man sends it off the board, and that player plays nothing until it is back in. The
  twelfth point takes all three men, is reached only by the exact number, and keeps a man
  there safe; the first to gather his three men on it wins.
  In tavli's numbering a man comes in with a die of n on its 25 - n point (its n-th), so a
  player's first point is his 24 and his twelfth his 13, and X's points 24 to 13 face O's
  points 24 to 13. The re-throw of equal opening dice, the single game worth one point and the
  absence of a doubling cube are tavli's reconstructions (not tagged below).

  Rule register (Encyclopédie, Tournecase; Académie universelle des jeux (Aisling 1198); Littré, tourne-case; Wikipédia, Tourne-case; Ludii, Tourne-Case; Salon des jeux, Le Tourne Case):
  TC-01: three men a side and two dice [Encyclopédie, Tournecase § the article; Wikipédia, Tourne-case § Matériel]
  TC-02: each player runs his men along his own side only, from his first point to his twelfth; the starting points face each other, and so do the resting points [Académie universelle des jeux (Aisling 1198) § Déroulement; Salon des jeux, Le Tourne Case § 2-3]
  TC-03: the board is empty at the start; the men come in from off the board on the player's own side, a number n putting a man on his n-th point (reconstructed: the sources say the men start off the board and move by the die) [Académie universelle des jeux (Aisling 1198) § Déroulement; Wikipédia, Tourne-case § Règles du jeu]
  TC-04: only the lower number of the two dice is played, one move; a double is played once [Encyclopédie, Tournecase § six and five, then sonnés; Littré, tourne-case § condition 1]
  TC-05: two men never stand on one point on the way [Littré, tourne-case § condition 2; Wikipédia, Tourne-case § Règles du jeu, 1]
  TC-06: a man never passes over another: the men follow one another, an entering man included [Encyclopédie, Tournecase § six and five, then sonnés; Académie universelle des jeux (Aisling 1198) § Déroulement; Wikipédia, Tourne-case § Règles du jeu, 2]
  TC-07: no man goes past the twelfth point: it is reached only by the exact number [Wikipédia, Tourne-case § Règles du jeu, 4]
  TC-08: a man that stops on the point facing a lone enemy man hits it, whether its player wants to or not; a man on its resting point cannot be hit [Encyclopédie, Tournecase § the hit; Littré, tourne-case § condition 3; Académie universelle des jeux (Aisling 1198) § Déroulement]
  TC-09: a hit man leaves the board and comes in again from the starting side, and its player plays nothing else while it is out [Littré, tourne-case § condition 3]
  TC-10: each player throws one die, and the higher throws both dice again to begin [Salon des jeux, Le Tourne Case § 4]
  TC-11: the first to gather his three men on his twelfth point wins [Encyclopédie, Tournecase § the article; Académie universelle des jeux (Aisling 1198) § Déroulement]
  TC-12: play is compulsory when a man can move; a player who can move none passes [Wikipédia, Tourne-case § Règles du jeu]
  TC-13: the other reading: a double game when the loser has no man on his resting point [Académie universelle des jeux (Aisling 1198) § Variante]
  TC-14: the other reading: a hit man goes back to the start and comes in like any man not yet entered, the others moving meanwhile [Wikipédia, Tourne-case § Règles du jeu, 3]

  Background:
    Given the variant "tourne-case"

  @rule:TC-01 @rule:TC-02 @rule:TC-03
  Rule: three men each, off the board, each along his own side

    Scenario: Three men and two dice, all off the board at the start
      Then the variant has 3 checkers per side
      And the variant is played with 2 dice of 6 faces
      And X's track runs from point 24 to point 1
      Given a new game
      Then the position is "X hand:3 | O hand:3 | opening roll"

    Scenario: A number n brings a man in on the player's n-th point
      Given the position "X hand:3 | O hand:3 | X to roll"
      When X rolls 4-4
      Then the only legal play is "hand/21"

  @rule:TC-04
  Rule: only the lower die

    Scenario: Six and five as the first throw: only the five is played
      Given the position "X hand:3 | O hand:3 | X to roll"
      When X rolls 6-5
      Then the only legal play is "hand/20"

    Scenario: A double is one move
      Given the position "X 20:1 hand:2 | O hand:3 | X to roll"
      When X rolls 2-2
      Then "20/18 18/16" is illegal
      And "20/18" is legal
      And "hand/23" is legal

  @rule:TC-06
  Rule: no man passes another

    Scenario: After six and five, a double six may move only the man already in
      Given the position "X 20:1 hand:2 | O hand:3 | X to roll"
      When X rolls 6-6
      Then the only legal play is "20/14"

    Scenario: A man behind may not jump the one ahead of it
      Given the position "X 22:1 21:1 hand:1 | O hand:3 | X to roll"
      When X rolls 3-4
      Then "22/19" is illegal
      And "21/18" is legal

  @rule:TC-05
  Rule: one man to a point on the way

    Scenario: A man may not stop on a point where another of his stands
      Given the position "X 22:1 hand:2 | O hand:3 | X to roll"
      When X rolls 3-3
      Then the only legal play is "22/19"

  @rule:TC-07 @rule:TC-12
  Rule: the twelfth point by the exact number

    Scenario: Two men on the twelfth point take the third, by the exact number
      Given the position "X 15:1 13:2 | O hand:3 | X to roll"
      When X rolls 2-5
      Then the only legal play is "15/13"

    Scenario: A number that would carry the man past it cannot be played, and the turn passes
      Given the position "X 15:1 13:2 | O hand:3 | X to roll"
      When X rolls 3-3
      Then X has no legal move

  @rule:TC-08
  Rule: the hit from the point opposite

    Scenario: A man that comes in facing a lone enemy man sends it off the board
      Given the position "X hand:3 | O 20:1 hand:2 | X to roll"
      When X rolls 6-5
      And X plays "hand/20*"
      Then the position is "X 20:1 hand:2 | O bar:1 hand:2 | O to roll"

    Scenario: The hit is made whether the mover wants it or not
      Given the position "X 22:1 21:1 13:1 | O 20:1 hand:2 | X to roll"
      When X rolls 1-6
      Then the only legal play is "21/20*"

    Scenario: A man on its resting point is safe from the man facing it
      Given the position "X 14:1 hand:2 | O 16:1 13:1 hand:1 | X to roll"
      When X rolls 1-1
      And X plays "14/13"
      Then the position is "X 13:1 hand:2 | O 16:1 13:1 hand:1 | O to roll"

  @rule:TC-09
  Rule: a hit man comes back in first

    Scenario: Nothing else is played while a man is off the board after a hit
      Given the position "X 20:1 hand:2 | O bar:1 18:1 hand:1 | O to roll"
      When O rolls 3-2
      Then the only legal play is "bar/23"

    Scenario: The hit man may not pass its own men coming in, and then nothing moves
      Given the position "X 20:1 hand:2 | O bar:1 24:1 hand:1 | O to roll"
      When O rolls 2-5
      Then O has no legal move

  @rule:TC-10
  Rule: the opening

    Scenario: The higher die begins, throwing both dice again
      Given a new game
      When the opening dice are 5 and 3
      Then the position is "X hand:3 | O hand:3 | X to roll again"

  @rule:TC-11
  Rule: the end

    Scenario: The third man on the twelfth point wins the game
      Given the position "X 14:1 13:2 | O 22:1 20:1 hand:1 | X to roll"
      When X rolls 1-4
      And X plays "14/13"
      Then the game is over
      And the score is X wins a single game for 1 point

  @rule:TC-13
  Rule: the option double-game

    Scenario: A loser with no man on his resting point loses two
      Given the variant "tourne-case" with option "double-game"
      And the position "X 14:1 13:2 | O 22:1 20:1 hand:1 | X to roll"
      When X rolls 1-4
      And X plays "14/13"
      Then the score is X wins a double game for 2 points

    Scenario: With a man on his resting point he loses one
      Given the variant "tourne-case" with option "double-game"
      And the position "X 14:1 13:2 | O 20:1 13:1 hand:1 | X to roll"
      When X rolls 1-4
      And X plays "14/13"
      Then the score is X wins a single game for 1 point

  @rule:TC-14
  Rule: the option free-entry

    Scenario: The other men may move while the hit man waits
      Given the variant "tourne-case" with option "free-entry"
      And the position "X 20:1 hand:2 | O bar:1 18:1 hand:1 | O to roll"
      When O rolls 3-2
      Then "18/16" is legal
      And "bar/23" is legal

# Sources and differences
# Read: the Encyclopédie's article "Tournecase, jeu du" (first edition, on Wikisource): the
# three men, the lower number only (six and five plays the five), a double played once and,
# after six and five, only by the man already in, since another would pass over it (TC-04,
# TC-06), the hit from the point opposite, made whether one wants it or not (TC-08), and the
# three men on the last point to win (TC-11). The Académie universelle des jeux (1730, pp.
# 623-625) as summarised by Aisling 1198: the empty board, each player's own half, the
# starting points and resting points facing each other (TC-02), no crossing or stacking on the
# way, the safe resting point (TC-08), and the double game agreed beforehand (option
# double-game, TC-13). Littré (through Wiktionnaire): the three conditions, and that a hit man
# must come back in from the starting side before anything else is played (TC-09, with `allow
# moving on board only when none on bar` and `allow entering from hand only when none on
# bar`). Wikipédia: one point to a man (TC-05), the exact number to reach the last point
# (TC-07: `occupy at most 0 points of beyond`, the points past the twelfth, with `bear off:
# exact only`, which no man ever reaches), compulsory play and the pass (TC-12), and a hit man
# sent back to its start with nothing said of entering first (option free-entry, TC-14). Salon
# des jeux: the men placed off the board on each player's side and the opening (TC-10).
# The constructs: `never pass over own checkers` (TC-06; only a player's own men are ever on
# his side) and `a checker that lands in road hits a lone enemy checker facing it` (TC-08; the
# zone is the first eleven points, so a man landing on the twelfth hits nothing and a man there
# is never faced by a landing man).
# Left out or read otherwise: Ludii's description runs each man round the whole board (its
# tracks pass all 24 points, P1 ending on the point where the other enters), where the French
# sources keep each player on his own side; tavli follows the French sources. Ludii's code also
# lets a hit man's player move other men meanwhile (the reading of option free-entry). The
# Encyclopédie's remarks on throwing the dice hard against the board's rail, and the Salon des
# jeux's rules for cocked dice, are about the table, not the game.
