Feature: Julbahar: the opening winner moves the opponent's men, five points for a throw the other cannot play
  Julbahar (Gulbahar), one of the Tawulat ul-Zahr games of Syria and Lebanon, as Ludii's game
  description gives it after Barakat (1974, p. 21). Fifteen men each, all on the first point of
  the track, the two sides running opposite ways. Each number moves a man; a double is played
  twice. The player who wins the opening throw plays its numbers with his opponent's men, and
  the game goes on as usual: the opponent rolls for his turn. No man lands where an enemy man
  stands. Whenever a player cannot move, his opponent scores five points. The first to bear
  off all wins a point for each man the loser has left, and games go on until one player has 31
  (variants/julbahar-31.match).

  Rule register (Julbahar (Ludii game description, after Barakat 1974)):
  JB-01: a board of twenty-four points in two rows; fifteen men each and two dice [Julbahar (Ludii game description, after Barakat 1974) § rules]
  JB-02: all fifteen start on the first point of the track, and the two sides run opposite ways [Julbahar (Ludii game description, after Barakat 1974) § rules; Julbahar (Ludii game description, after Barakat 1974) § code, the tracks]
  JB-03: each number moves a man, or one man moves by both; a double is played twice [Julbahar (Ludii game description, after Barakat 1974) § rules]
  JB-04: each throws to begin, and the higher goes first [Julbahar (Ludii game description, after Barakat 1974) § rules]
  JB-05: the winner of the opening throw moves his opponent's men by its numbers, then play goes on as usual [Julbahar (Ludii game description, after Barakat 1974) § rules]
  JB-06: no man lands on a point where an enemy man stands [Julbahar (Ludii game description, after Barakat 1974) § rules]
  JB-07: men are borne off from the last six points [Julbahar (Ludii game description, after Barakat 1974) § rules]
  JB-08: the first to bear off all wins a point for each man the loser still has on the board [Julbahar (Ludii game description, after Barakat 1974) § rules; Julbahar (Ludii game description, after Barakat 1974) § code, the end]
  JB-09: whenever a player cannot move, his opponent scores five points [Julbahar (Ludii game description, after Barakat 1974) § rules; Julbahar (Ludii game description, after Barakat 1974) § code, the moves]
  JB-10: games go on until a player's points reach 31 [Julbahar (Ludii game description, after Barakat 1974) § rules; Julbahar (Ludii game description, after Barakat 1974) § code, the match]

  Background:
    Given the variant "julbahar"

  @rule:JB-01 @rule:JB-02
  Rule: the men and the dice

    Scenario: Fifteen men each on the first point, two dice
      Then the variant has 15 checkers per side
      And the variant is played with 2 dice of 6 faces

  @rule:JB-04 @rule:JB-05
  Rule: the opening winner plays the opening numbers with the opponent's men

    Scenario: O wins the opening and moves X's men; then X rolls
      # O's 3 beats X's 1: the 3 and the 1 are played on X's men, from X's 24 (24/21 24/23,
      # or one man 24/20), and then X rolls for his own turn
      Given a new game
      When the opening dice are 1 and 3
      Then the position is "X 24:15 | O 24:15 | X to play 3-1 moved by O"
      And the legal plays are:
        | play         |
        | 24/21 24/23  |
        | 24/20        |
      When X plays "24/20"
      Then the position is "X 24:14 20:1 | O 24:15 | X to roll"

    Scenario: X wins the opening and moves O's men; then O rolls
      Given a new game
      When the opening dice are 6 and 2
      Then the position is "X 24:15 | O 24:15 | O to play 6-2 moved by X"
      When O plays "24/18 24/22"
      Then the position is "X 24:15 | O 24:13 22:1 18:1 | O to roll"

  @rule:JB-03 @rule:JB-06
  Rule: no man lands on an enemy man, and a double is played twice

    Scenario: A point an enemy man holds is closed
      # O's man on O's 8 stands on X's 17: 20 cannot stop there, but may go on to 16 by
      # way of 19
      Given the position "X 24:14 20:1 | O 24:14 8:1 | X to roll"
      When X rolls 3-1
      Then "20/17 24/23" is illegal
      And "20/16" is legal
      And "24/21 20/19" is legal

    Scenario: A double is four moves
      Given the position "X 24:15 | O 24:15 | X to roll"
      When X rolls 2-2
      Then every legal play moves 4 times

  @rule:JB-09
  Rule: a player who cannot move gives his opponent five points

    Scenario: X is shut in and O scores five points
      # O's men on O's 2 to 7 stand on X's 23 to 18: from X's 24 the 6 reaches 18 and the 5
      # reaches 19, both held; nothing moves
      Given the position "X 24:15 | O 24:9 7:1 6:1 5:1 4:1 3:1 2:1 | X to roll"
      When X rolls 6-5
      Then X has no legal move
      When X plays "no move"
      Then the position is "X 24:15 | O 24:9 7:1 6:1 5:1 4:1 3:1 2:1 | O to roll | points X 0 O 5"

  @rule:JB-07 @rule:JB-08
  Rule: the winner scores a point for each man the loser has left

    Scenario: X bears off his last man and O has fifteen left
      Given the position "X 1:1 off:14 | O 20:15 | X to roll"
      When X rolls 2-1
      And X plays "1/off"
      Then the game is over
      And the score is X wins a single for 15 points

    Scenario: O has borne off twelve: three points
      Given the position "X 1:1 off:14 | O 20:3 off:12 | X to roll"
      When X rolls 2-1
      And X plays "1/off"
      Then the score is X wins a single for 3 points

  @rule:JB-10
  Rule: games go on to 31 points

    Scenario: Reaching 31 ends the match
      # 20 + 10 = 30 for X, one short; then O's 12 + 19 = 31
      Given a 31-point match of "julbahar" at 20-12
      When X wins a game of the match for 10 points
      Then the match is not over
      When O wins a game of the match for 19 points
      Then the match is over, won by O

# Sources and differences
# Read: Ludii's game description of Julbahar (its match to 31, its rules text after Barakat
# 1974, p. 21, and the code of the game played in the match). The rules text and the code
# differ in places, and the code leaves two of the text's rules out.
# JB-05: the rules text gives the opening winner the opponent's men to move with the opening
# throw, and then "play continues as usual"; the code has no opening at all. tavli reads the
# winner's first turn as the opening throw played on the opponent's men, after which the
# opponent rolls (`opening winner: moves the opponent's men`; the position line says `X to play
# 3-1 moved by O`). Reconstructed: who rolls after the opening move is not said.
# JB-04: the text adds that on a double the opponent must throw a higher double, which it
# leaves unclear; tavli rolls equal dice again, as in the other games (reconstructed).
# JB-07: the text lets a man on the last six points come off before all are there, by exactly
# one more than the points left; the code bears a man off by the exact number at any time and
# by a larger one once all are home. tavli bears off once all are home, by the exact number or
# a larger one from the highest point, as in Mughrabieh; the early bearing off is left out.
# JB-09: the text scores five for the opponent only when he can move; the code scores five
# whenever a player cannot move, which tavli follows (`score 5 points to the opponent when he
# cannot play any of his roll`): judged on his own throw, not on the opening throw the
# opponent plays with his men.
# JB-10: played as a match file, variants/julbahar-31.match; the points scored during play
# count toward the match with each game's result.
# Reconstructed: no doubling cube.
