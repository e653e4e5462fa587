Feature: Gul Bara: one way round, and doubles that climb to 6-6
  Gul Bara ("rose spring", also Crazy Narde) as Wikipedia's "Gul bara" page describes it, with
  the first rolls and a double that cannot be played as the eightygames rules page and the
  totalshareware program notes say. Both players start with all fifteen checkers in opposite
  corners and run the same way round; nothing is hit, and one checker closes a point. Once the
  game's first three rolls are past (both players' rolls counted together, as eightygames
  says), a double is played four times and then each higher double four times, up to 6-6,
  every double its own part of the turn. tavli 0.1 counted each player's own three turns: that
  reading is the option per-player-turns. A double of the cascade that cannot be played ends
  it (the program notes); eightygames gives what is left to the opponent (the option
  unplayed-to-opponent).

  Rule register (Gul bara, Wikipedia; Gul Bara, Backgammon gone crazy!, eightygames; Gul Bara program notes, totalshareware):
  GB-01: Each player has fifteen checkers, all on the first point of his track: X on his 24 point, O in the opposite corner. [Gul bara, Wikipedia § Play; Gul Bara, Backgammon gone crazy!, eightygames § How to play; Gul Bara program notes, totalshareware § description]
  GB-02: Both players move the same way round the board. [Gul bara, Wikipedia § Play; Gul Bara, Backgammon gone crazy!, eightygames § How to play; Gul Bara program notes, totalshareware § description]
  GB-03: Nothing is hit: one checker of the other colour closes a point. [Gul bara, Wikipedia § Rules; Gul Bara, Backgammon gone crazy!, eightygames § How to play; Gul Bara program notes, totalshareware § description]
  GB-04: Each player throws one die; the higher starts and throws both dice again for his first move, so equal dice decide nothing and are thrown again. [Gul bara, Wikipedia § Play; Gul Bara, Backgammon gone crazy!, eightygames § How to play]
  GB-05: In the game's first three rolls, the two players' rolls counted together, a double is played four times, and that is all (option per-player-turns: each player's own first three turns). [Gul Bara, Backgammon gone crazy!, eightygames § How to play]
  GB-06: From the game's fourth roll on, a double is played four times, then each higher double four times up to 6-6, each double a part of its own. [Gul bara, Wikipedia § Doublets; Gul Bara, Backgammon gone crazy!, eightygames § How to play; Gul Bara program notes, totalshareware § description]
  GB-07: A double of the cascade that cannot be played in full ends the turn, and the rest of the cascade is lost (option unplayed-to-opponent: the opponent plays it out as far as he can, then throws for his own turn). [Gul Bara program notes, totalshareware § description]
  GB-08: A player bears off once all his checkers are home, by the exact number or, when no checker stands higher, from the highest point by a higher one. [Gul Bara, Backgammon gone crazy!, eightygames § How to play; Gul Bara program notes, totalshareware § description]
  GB-09: The first to bear off all his checkers wins the game. [Gul bara, Wikipedia § introduction; Gul Bara, Backgammon gone crazy!, eightygames § How to play; Gul Bara program notes, totalshareware § description]

  Background:
    Given the variant "gul-bara"

  Rule: the board, the set-up and the opening

    @rule:GB-01 @rule:GB-02
    Scenario: Both players start in opposite corners and run the same way round
      Given a new game
      Then the position is "X 24:15 | O 24:15 | opening roll"
      And X's track runs from point 24 to point 1
      And O's track runs from point 12 to point 13

    @rule:GB-03
    Scenario: A single checker of the other colour closes its point
      Given the position "X 24:15 | O 24:14 10:1 | X to roll"
      When X rolls 2-1
      Then "24/22" is illegal
      And "24/21" is legal

    @rule:GB-04
    Scenario: Equal opening dice are thrown again
      Given a new game
      When the opening dice are 3 and 3
      Then the position is "X 24:15 | O 24:15 | opening roll"

    @rule:GB-04
    Scenario: The higher die starts, and the starter throws both dice for his first move
      Given a new game
      When the opening dice are 3 and 5
      Then the position is "X 24:15 | O 24:15 | O to roll again"

  Rule: doubles in the game's first three rolls (eightygames: "the first three rolls of the game")

    @rule:GB-05
    Scenario: A double in the starter's first turn is four moves and no more
      Given the starting position
      When X rolls 3-3
      Then the position is "X 24:15 | O 24:15 | X to play 3-3-3-3"

    @rule:GB-05
    Scenario: A double in the game's third roll, the starter's second turn, is four moves and no more
      Given the position "X 24:14 19:1 | O 24:14 18:1 | X to roll | turns X 1 O 1"
      When X rolls 5-5
      Then the position is "X 24:14 19:1 | O 24:14 18:1 | X to play 5-5-5-5 | turns X 1 O 1"

  Rule: from the game's fourth roll on, a double climbs to 6-6

    # The default changed with issue 20, after eightygames ("the first three rolls of the
    # game"): the second player's second turn is the game's fourth roll.
    @rule:GB-06
    Scenario: The game's fourth roll, the second player's second turn, has the cascade (eightygames)
      Given the position "X 24:14 19:1 | O 24:14 18:1 | O to roll | turns X 2 O 1"
      When O rolls 4-4
      Then the position is "X 24:14 19:1 | O 24:14 18:1 | O to play 4-4-4-4, then 5-5-5-5, then 6-6-6-6 | turns X 2 O 1"

    @rule:GB-05 @rule:GB-06
    Scenario: The game's third roll has no cascade, and the fourth has it
      Given the position "X 24:14 19:1 | O 24:14 18:1 | X to roll | turns X 1 O 1"
      When X rolls 2-1
      And X plays "24/22 24/23"
      Then the position is "X 24:12 23:1 22:1 19:1 | O 24:14 18:1 | O to roll | turns X 2 O 1"
      When O rolls 5-5
      Then the position is "X 24:12 23:1 22:1 19:1 | O 24:14 18:1 | O to play 5-5-5-5, then 6-6-6-6 | turns X 2 O 1"

    @rule:GB-06
    Scenario: A double later in the game is followed by every higher double
      Given the position "X 24:15 | O 24:15 | X to roll | turns X 3+ O 3+"
      When X rolls 4-4
      Then the position is "X 24:15 | O 24:15 | X to play 4-4-4-4, then 5-5-5-5, then 6-6-6-6 | turns X 3+ O 3+"
      And every legal play moves 4 times

    @rule:GB-06
    Scenario: Each double of the cascade is played as a part of its own, then the turn passes
      Given the position "X 24:15 | O 24:15 | X to roll | turns X 3+ O 3+"
      When X rolls 4-4
      And X plays "24/20(4)"
      Then the position is "X 24:11 20:4 | O 24:15 | X to play 5-5-5-5, then 6-6-6-6 | turns X 3+ O 3+"
      When X plays "20/15(4)"
      Then the position is "X 24:11 15:4 | O 24:15 | X to play 6-6-6-6 | turns X 3+ O 3+"
      When X plays "24/18(4)"
      Then the position is "X 24:7 18:4 15:4 | O 24:15 | O to roll | turns X 3+ O 3+"

    @rule:GB-06
    Scenario: 6-6 has no higher double to follow it
      Given the position "X 24:15 | O 24:15 | X to roll | turns X 3+ O 3+"
      When X rolls 6-6
      Then the position is "X 24:15 | O 24:15 | X to play 6-6-6-6 | turns X 3+ O 3+"

  Rule: the option per-player-turns: each player's own first three turns, as tavli 0.1 counted

    @rule:GB-05
    Scenario: With the option per-player-turns the second player's second turn has no cascade
      Given the variant "gul-bara" with option "per-player-turns"
      And the position "X 24:14 19:1 | O 24:14 18:1 | O to roll | turns X 2 O 1"
      When O rolls 4-4
      Then the position is "X 24:14 19:1 | O 24:14 18:1 | O to play 4-4-4-4 | turns X 2 O 1"

    @rule:GB-05
    Scenario: With the option per-player-turns a double in a player's third turn is four moves and no more
      Given the variant "gul-bara" with option "per-player-turns"
      And the position "X 24:13 19:1 18:1 | O 24:13 19:1 18:1 | X to roll | turns X 2 O 2"
      When X rolls 5-5
      Then the position is "X 24:13 19:1 18:1 | O 24:13 19:1 18:1 | X to play 5-5-5-5 | turns X 2 O 2"

    @rule:GB-05 @rule:GB-06
    Scenario: With the option per-player-turns a player's third turn counts, so his fourth has the cascade
      Given the variant "gul-bara" with option "per-player-turns"
      And the position "X 24:13 19:1 18:1 | O 24:13 19:1 18:1 | X to roll | turns X 2 O 3+"
      When X rolls 2-1
      And X plays "24/22 24/23"
      Then the position is "X 24:11 23:1 22:1 19:1 18:1 | O 24:13 19:1 18:1 | O to roll | turns X 3+ O 3+"
      When O rolls 2-1
      And O plays "24/21"
      And X rolls 5-5
      Then X is to play 5-5-5-5
      And the position is "X 24:11 23:1 22:1 19:1 18:1 | O 24:12 21:1 19:1 18:1 | X to play 5-5-5-5, then 6-6-6-6 | turns X 3+ O 3+"

  Rule: a double that cannot be played

    @rule:GB-07
    Scenario: A double that cannot be played at all ends the turn, and the cascade with it
      Given the position "X 24:15 | O 24:14 7:1 | X to roll | turns X 3+ O 3+"
      When X rolls 5-5
      Then X has no legal move
      When X plays "no move"
      Then the position is "X 24:15 | O 24:14 7:1 | O to roll | turns X 3+ O 3+"

    @rule:GB-07
    Scenario: With the option unplayed-to-opponent, the opponent plays out the cascade, then throws for his own turn
      Given the variant "gul-bara" with option "unplayed-to-opponent"
      And the position "X 24:15 | O 24:14 7:1 | X to roll | turns X 3+ O 3+"
      When X rolls 5-5
      And X plays "no move"
      Then the position is "X 24:15 | O 24:14 7:1 | O to play 5-5-5-5 passed by X, then 6-6-6-6 | turns X 3+ O 3+"
      When O plays "24/19(4)"
      Then the position is "X 24:15 | O 24:10 19:4 7:1 | O to play 6-6-6-6 passed by X | turns X 3+ O 3+"
      When O plays "19/13(4)"
      Then the position is "X 24:15 | O 24:10 13:4 7:1 | O to roll | turns X 3+ O 3+"

    @rule:GB-07
    Scenario: With the option unplayed-to-opponent, what the mover leaves of a part goes over too
      Given the variant "gul-bara" with option "unplayed-to-opponent"
      And the position "X 24:14 19:1 | O 24:14 6:1 | X to play 6-6-6-6, unplayed dice to O | turns X 3+ O 3+"
      Then the legal plays are:
        | play  |
        | 19/1  |
      When X plays "19/1"
      Then the position is "X 24:14 1:1 | O 24:14 6:1 | O to play 6 passed by X | turns X 3+ O 3+"
      And the legal plays are:
        | play  |
        | 24/18 |
      When O plays "24/18"
      Then the position is "X 24:14 1:1 | O 24:13 18:1 6:1 | O to roll | turns X 3+ O 3+"

  Rule: bearing off and the end

    @rule:GB-08
    Scenario: No checker is borne off while one is still outside the home
      Given the position "X 8:1 3:1 off:13 | O 24:15 | X to roll | turns X 3+ O 3+"
      When X rolls 3-1
      Then "8/7 3/off" is illegal
      And "8/4" is legal

    @rule:GB-08 @rule:GB-09
    Scenario: A higher number bears off from the highest point, and the last checker off wins
      Given the position "X 3:1 2:1 off:13 | O 24:15 | X to roll | turns X 3+ O 3+"
      When X rolls 6-5
      Then the legal plays are:
        | play        |
        | 3/off 2/off |
      When X plays "3/off 2/off"
      Then the score is X wins a single for 1 point

# Sources and differences
# Read: Wikipedia's "Gul bara" (Play, Rules, Doublets; the stored copies break off after the
# first sentence of Doublets, so what it says of the first rolls and of a double that cannot
# be played was not read); "Gul Bara, Backgammon gone crazy!" (eightygames.wordpress.com, 2013,
# How to play); the Gul Bara program notes (totalshareware.com, also on softpedia).
# The first three rolls: only eightygames has them, as "the first three rolls of the game":
# the default counts the game's rolls, both players' together (changed in issue 20). tavli
# 0.1 counted each player's own three turns, which no source says: the option
# per-player-turns keeps it. eightygames also calls the opening one-die throw "the first
# roll"; tavli does not count it among the three (an opening throw is never played as a
# double), so the cascade starts with the fourth played roll.
# A double of the cascade that cannot be played: the program notes end the turn there and the
# rest is lost (default); eightygames gives the rest to the opponent (option
# unplayed-to-opponent).
# The score: Wikipedia and the program notes say only that the first to bear off all wins;
# eightygames' scoring sentence ("wins a point if the winner ...") breaks off in the stored
# copy, so any larger win it gives is left out and a game scores one point.
# The Bulgarian Tabla match (Tabla, Gul Bara, Tapa) is a match file's business, not this
# rules file's: left to the match files.
