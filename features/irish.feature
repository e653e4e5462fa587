Feature: Irish: Backgammon before doublets counted four times
  Irish, as Charles Cotton's "The Compleat Gamester" (1674) and Randle Holme's "Academy of
  Armory" (1682) describe it: the men stand as in Backgammon, two on the ace point, five on the
  sice point of the left-hand table, three on the cinque point and five on the ace point of the
  right-hand table (in Backgammon's numbering: 2 on the 24, 5 on the 13, 3 on the 8, 5 on the 6);
  a doublet counts only as thrown; straggling men are taken up and must enter again; the men
  are brought home and borne off. Holme's laws give the first throw to the higher single die.
  Neither source names a double game. Entering, bearing off and the rest are Backgammon's,
  which Holme calls the same game apart from the doublets (not tagged below).

  Rule register (The Compleat Gamester (Cotton 1674); Academy of Armory (Holme 1682)):
  IR-01: fifteen men each, set as in Backgammon: two on the ace point, five and three on the sice and cinque points of the outer table, five on the home sice point, answered alike by the adversary [The Compleat Gamester (Cotton 1674) § Games within the Tables, ch. XXV, Of Irish]
  IR-02: the higher single die has the first throw [Academy of Armory (Holme 1682) § book III ch. 16, Gamesters lawes for Tables]
  IR-03: a doublet counts only as thrown, not four times as in Backgammon [Academy of Armory (Holme 1682) § book III ch. 16, Gamesters lawes for Tables; Academy of Armory (Holme 1682) § book III ch. 16, The Vsuall Games within the Tables]
  IR-04: a straggling man is taken up and must enter again [The Compleat Gamester (Cotton 1674) § The Explanation of the Frontispiece; The Compleat Gamester (Cotton 1674) § Games within the Tables, ch. XXV, Of Irish]
  IR-05: the men are brought home and borne off; the first to bear off all wins a single game [Academy of Armory (Holme 1682) § book III ch. 16, The Vsuall Games within the Tables; The Compleat Gamester (Cotton 1674) § Games within the Tables, ch. XXV, Of Irish]

  Background:
    Given the variant "irish"

  @rule:IR-01
  Rule: the men's places

    Scenario: Backgammon's starting position
      Then the variant has 15 checkers per side
      And the two tracks run in opposite directions
      Given the starting position
      Then the position is "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | X to roll"

  @rule:IR-02
  Rule: the first throw

    Scenario: The higher single die throws first
      Given a new game
      When the opening dice are 2 and 5
      Then the position is "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | O to roll again"

  @rule:IR-03
  Rule: doublets count as thrown

    Scenario: A double six is two sixes
      Given the starting position
      When X rolls 6-6
      Then every legal play moves 2 times
      And "24/18(2)" is legal
      And "24/18(2) 13/7(2)" is illegal

  @rule:IR-04
  Rule: straggling men are taken up

    Scenario: A blot is taken up and enters again before anything else moves
      Given the position "X 24:2 13:5 8:3 6:5 | O 24:2 14:1 13:4 8:3 6:5 | X to roll"
      When X rolls 2-1
      And X plays "13/11* 6/5"
      Then the position is "X 24:2 13:4 11:1 8:3 6:4 5:1 | O bar:1 24:2 13:4 8:3 6:5 | O to roll"
      When O rolls 6-3
      Then "24/18 13/10" is illegal
      And "bar/22 24/18" is legal

  @rule:IR-05
  Rule: bearing off and the end

    Scenario: A man outside the home table keeps the others from bearing off
      Given the position "X 7:1 6:14 | O 24:15 | X to roll"
      When X rolls 6-1
      Then "6/off 6/5" is illegal
      And "7/6 6/off" is legal

    Scenario: The first to bear off every man wins a single game
      Given the position "X off:15 | O 6:15 | X has won"
      Then the game is over
      And the score is X wins a single for 1 point

# Sources and differences
# Read: Cotton, "The Compleat Gamester" (1674): the Explanation of the Frontispiece and, under
# Games within the Tables, chapter XXV "Of Irish" (its opening part); Holme, "Academy of
# Armory" (1682), book III chapter 16: "The Vsuall Games within the Tables" and "Gamesters
# lawes for Tables".
# The two agree where both speak. Cotton gives the men's places twice, counted from the left
# and right hand tables and again from one's own tables: the same places (IR-01). Holme calls
# Backgammon the same game with the men placed alike, apart from its doublets played four
# times; so the rest (entering by a die in the adversary's home table, bearing off with a
# larger number from the highest point) is Backgammon's, and a doublet is played as thrown
# (IR-03).
# The first throw goes to the higher single die (Holme's first law); that he then throws both
# dice anew, and that equal dice are thrown again, is tavli's reading: neither source says.
# Neither source names a double game for Irish (Backgammon's gammon came with the later game),
# so a win counts one; no cube, so Backgammon's money-play options are withdrawn.
# A name is not inherited: "tavli rules irish" printed Backgammon's other name ("Standard" in
# gnubg) because Irish extends Backgammon's file; Irish is another game and has no other name
# in these sources, so it shows none (the language fix that stops a name passing to a child).
