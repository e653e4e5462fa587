Feature: Sixe-Ace: five players on one board, each ace loads the next, sixes alone bear off
  Sixe-Ace (Sice-Ace) is the English tables game of five players that Charles Cotton gives one
  short paragraph in The Compleat Gamester (1674), and Randle Holme one more in The Academy of
  Armory (1688). Each player has six men. Every ace he throws is not his own: it loads the
  player after him. Only a six takes a man off the board, and a double is played and then
  thrown again. Cotton's players commonly agree that the last one out (or the last two) lose
  and the rest go free; Holme's say that the first to bear off all his men wins. Neither says
  where the men start or how they run, nor whether a lone man is hit. tavli's reading: every
  player runs the same course as the English Tick-tack men do, from his hand into the first
  table and round the board to the last, from where a six bears a man off once all six are
  there; a lone man landed on by any other player is hit, and two men close a point to the
  others. In tavli the five are X, O, Y, Z and V, playing in that order. The course is board
  points 1 to 24 for everyone, so each player's own numbering is the same: a man comes in on his
  24 to 19 and leaves from his 6 to 1.

  Rule register (Charles Cotton, The Compleat Gamester (1674); Randle Holme, The Academy of Armory (1688)):
  SA-01: five play at one board, one after another [Charles Cotton, The Compleat Gamester (1674) § Sice-Ace]
  SA-02: six men apiece (Holme: six or more) [Charles Cotton, The Compleat Gamester (1674) § Sice-Ace; Randle Holme, The Academy of Armory (1688) § Sice-Ace]
  SA-03: two dice, each die a move, as in the other games within the tables [Randle Holme, The Academy of Armory (1688) § the usual games within the tables]
  SA-04: each player's men come in from his hand on the first table and go round the board to the last; all players run the same course (tavli's reading; both sources are silent) [Charles Cotton, The Compleat Gamester (1674) § Tick-tack]
  SA-05: a lone man landed on by any other player is hit and must come in again; two men of one player close the point (tavli's reading, after the other games of the tables) [Charles Cotton, The Compleat Gamester (1674) § Irish]
  SA-06: every ace thrown loads the next player: it is his to play, not the thrower's [Charles Cotton, The Compleat Gamester (1674) § Sice-Ace; Randle Holme, The Academy of Armory (1688) § Sice-Ace]
  SA-07: only sixes bear men off; a man is borne off from the last table once all six are in it [Charles Cotton, The Compleat Gamester (1674) § Sice-Ace; Randle Holme, The Academy of Armory (1688) § Sice-Ace]
  SA-08: a double is played as thrown and the same player throws again [Charles Cotton, The Compleat Gamester (1674) § Sice-Ace; Randle Holme, The Academy of Armory (1688) § Sice-Ace]
  SA-09: the first seated begins and the turn goes round in seating order (tavli's reading; neither source says who begins) [Randle Holme, The Academy of Armory (1688) § laws of the tables]
  SA-10: the last one out loses and the others go free (Cotton; by agreement the last two); Holme: the first to bear off all wins [Charles Cotton, The Compleat Gamester (1674) § Sice-Ace; Randle Holme, The Academy of Armory (1688) § Sice-Ace]

  Background:
    Given the variant "sixe-ace"

  @rule:SA-01 @rule:SA-02 @rule:SA-03 @rule:SA-09
  Rule: five players with six men each in hand; the first seated begins, then round the table

    Scenario: The start names five sides, all their men in hand
      Then the variant has 6 checkers per side
      And the variant is played with 2 dice of 6 faces
      And the variant has no doubling cube
      And the board has 24 points
      And the turn order is X, O, Y, Z, V
      Given a new game
      Then the position is "X hand:6 | O hand:6 | Y hand:6 | Z hand:6 | V hand:6 | X to roll"

    Scenario: The turn goes round the five and back to the first
      # each man runs eleven points over empty points: X's 18 is board 7, his 7 board 18
      Given the position "X hand:5 18:1 | O hand:5 17:1 | Y hand:5 16:1 | Z hand:5 15:1 | V hand:5 14:1 | X to roll"
      When X rolls 6-5
      And X plays "18/7"
      Then O is to roll
      When O rolls 6-5
      And O plays "17/6"
      Then Y is to roll
      When Y rolls 6-5
      And Y plays "16/5"
      Then Z is to roll
      When Z rolls 6-5
      And Z plays "15/4"
      Then V is to roll
      When V rolls 6-5
      And V plays "14/3"
      Then X is to roll
      And the position is "X hand:5 7:1 | O hand:5 6:1 | Y hand:5 5:1 | Z hand:5 4:1 | V hand:5 3:1 | X to roll"

  @rule:SA-06
  Rule: every ace thrown is the next player's, played before his own throw

    Scenario: X's ace goes to O, who plays it and then throws for himself
      Given the position "X hand:5 18:1 | O hand:5 17:1 | Y hand:6 | Z hand:6 | V hand:6 | X to roll"
      When X rolls 6-1
      Then the position is "X hand:5 18:1 | O hand:5 17:1 | Y hand:6 | Z hand:6 | V hand:6 | X to play 6, passing 1 to O"
      And the legal plays are:
        | play    |
        | hand/19 |
        | 18/12   |
      When X plays "18/12"
      Then the position is "X hand:5 12:1 | O hand:5 17:1 | Y hand:6 | Z hand:6 | V hand:6 | O to play 1 passed to him"
      And the legal plays are:
        | play    |
        | hand/24 |
        | 17/16   |
      When O plays "17/16"
      Then O is to roll
      And the position is "X hand:5 12:1 | O hand:5 16:1 | Y hand:6 | Z hand:6 | V hand:6 | O to roll"

    Scenario: A double of aces goes whole to the next player, and the thrower throws again
      Given a new game
      When X rolls 1-1
      Then the position is "X hand:6 | O hand:6 | Y hand:6 | Z hand:6 | V hand:6 | X to roll again, passing 1-1 to O"
      When X rolls 5-3
      Then the position is "X hand:6 | O hand:6 | Y hand:6 | Z hand:6 | V hand:6 | X to play 5-3, passing 1-1 to O"
      When X plays "hand/22 hand/20"
      Then the position is "X hand:4 22:1 20:1 | O hand:6 | Y hand:6 | Z hand:6 | V hand:6 | O to play 1-1 passed to him"
      # O's 24 and 23 are board 1 and 2; X's men stand on board 3 and 5, out of reach
      And the legal plays are:
        | play       |
        | hand/24(2) |
        | hand/23    |

    Scenario: The fifth player's ace goes round to the first
      Given the position "X hand:5 18:1 | O hand:6 | Y hand:6 | Z hand:6 | V hand:5 12:1 | V to roll"
      When V rolls 4-1
      And V plays "12/8"
      Then the position is "X hand:5 18:1 | O hand:6 | Y hand:6 | Z hand:6 | V hand:5 8:1 | X to play 1 passed to him"
      When X plays "18/17"
      Then X is to roll

  @rule:SA-06 @rule:SA-07
  Rule: an ace never bears a man off, so one the next player cannot move with is lost

    Scenario: O's men all wait on his last point, and X's ace passes to him for nothing
      # O's 1 is board 24; a 1 from there would take the man off, which only a six does
      Given the position "X hand:5 18:1 | O 1:6 | Y hand:6 | Z hand:6 | V hand:6 | X to roll"
      When X rolls 2-1
      And X plays "18/16"
      Then the position is "X hand:5 16:1 | O 1:6 | Y hand:6 | Z hand:6 | V hand:6 | O to play 1 passed to him"
      And the only legal play is "no move"
      When O plays "no move"
      Then O is to roll

  @rule:SA-07
  Rule: only a six bears off, a man from any point of the last table, once all six are there

    Scenario: A six takes a man off from the 3 point; the 2 moves first or not at all
      # 2 then 6 with the man on 3 (3/1, then off) ends where 6 alone from 3 does:
      # one man off and five on the 1; a 2 from the 1 cannot bear off
      Given the position "X 3:1 1:5 | O hand:6 | Y hand:6 | Z hand:6 | V hand:6 | X to roll"
      When X rolls 6-2
      Then the only legal play is "3/off"
      When X plays "3/off"
      Then the position is "X 1:5 off:1 | O hand:6 | Y hand:6 | Z hand:6 | V hand:6 | O to roll"

    Scenario: A 2 does not bear off even from the 2 point
      Given the position "X 2:1 1:5 | O hand:6 | Y hand:6 | Z hand:6 | V hand:6 | X to roll"
      When X rolls 2-1
      Then the only legal play is "no move"

    Scenario: Nothing is borne off while a man is outside the last table
      # 6 first: 7/1, and the 5 has no move; 5 first brings the man home (7/2), then the
      # six bears off any man of the last table, the one just come home or one on the 1
      Given the position "X 7:1 1:5 | O hand:6 | Y hand:6 | Z hand:6 | V hand:6 | X to roll"
      When X rolls 6-5
      Then the legal plays are:
        | play       |
        | 7/off      |
        | 7/2 1/off  |

  @rule:SA-08
  Rule: a double is played as thrown, and the same player throws again

    Scenario: Four-four moves two fours, then X throws again
      Given the position "X hand:5 18:1 | O hand:6 | Y hand:6 | Z hand:6 | V hand:6 | X to roll"
      When X rolls 4-4
      Then the position is "X hand:5 18:1 | O hand:6 | Y hand:6 | Z hand:6 | V hand:6 | X to play 4-4, then roll again"
      And every legal play moves 2 times
      When X plays "18/10"
      Then X is to roll
      And the position is "X hand:5 10:1 | O hand:6 | Y hand:6 | Z hand:6 | V hand:6 | X to roll again"

  @rule:SA-04 @rule:SA-05
  Rule: any player hits any other's lone man, and two men close a point to all

    Scenario: The fourth player comes in on the second's lone man and hits it
      # O's 20 and Z's 20 are the same board point, 5
      Given the position "X hand:6 | O hand:5 20:1 | Y hand:6 | Z hand:6 | V hand:6 | Z to roll"
      When Z rolls 5-3
      Then the legal plays are:
        | play           |
        | hand/22 hand/20* |
        | hand/20*/17    |
        | hand/17        |
      When Z plays "hand/22 hand/20*"
      Then the position is "X hand:6 | O hand:5 bar:1 | Y hand:6 | Z hand:4 22:1 20:1 | V hand:6 | V to roll"

    Scenario: Two of O's men close the point to the third player
      Given the position "X hand:6 | O hand:4 20:2 | Y hand:6 | Z hand:6 | V hand:6 | Y to roll"
      When Y rolls 5-3
      Then "hand/22 hand/20" is illegal
      And "hand/17" is legal

  @rule:SA-10
  Rule: a player who has borne off all is out; play goes on until the last one pays each other one

    Scenario: O bears off his last man and is out; the game goes on with the three left
      # Y, Z and V wait on board 24, 23 and 22 (their 1, 2 and 3)
      Given the position "X off:6 | O 4:1 off:5 | Y 1:6 | Z 2:6 | V 3:6 | O to roll"
      When O rolls 6-2
      And O plays "4/off"
      Then Y is to roll
      And the position is "X off:6 | O off:6 | Y 1:6 | Z 2:6 | V 3:6 | Y to roll"

    Scenario: The turn and the aces pass over the players who are out
      Given the position "X off:6 | O off:6 | Y 1:6 | Z 2:6 | V 3:1 off:5 | V to roll"
      When V rolls 4-1
      Then the position is "X off:6 | O off:6 | Y 1:6 | Z 2:6 | V 3:1 off:5 | V to play 4, passing 1 to Y"
      When V plays "no move"
      Then the position is "X off:6 | O off:6 | Y 1:6 | Z 2:6 | V 3:1 off:5 | Y to play 1 passed to him"

    Scenario: The last out pays one to each of the four others
      Given the position "X off:6 | O off:6 | Y off:6 | Z 1:1 off:5 | V 2:6 | Z to roll"
      When Z rolls 6-3
      And Z plays "1/off"
      Then the game is over
      And the payments are X 1, O 1, Y 1, Z 1, V -4

  @rule:SA-10
  Rule: by the other agreements, the last two lose, or the first out wins

    Scenario: With the last two losing, each of them pays each of the three gone free
      Given the variant "sixe-ace" with option "last-two-out"
      And the position "X off:6 | O off:6 | Y 1:1 off:5 | Z 2:6 | V 3:6 | Y to roll"
      When Y rolls 6-2
      And Y plays "1/off"
      Then the game is over
      And the payments are X 2, O 2, Y 2, Z -3, V -3

    Scenario: Holme's game: the first out wins and each other pays him one
      Given the variant "sixe-ace" with option "first-out-wins"
      And the position "X 1:1 off:5 | O 2:6 | Y 3:6 | Z 4:6 | V 5:6 | X to roll"
      When X rolls 6-3
      And X plays "1/off"
      Then the game is over
      And the score is X wins a single game for 4 points
      And the payments are X 4, O -1, Y -1, Z -1, V -1

  @rule:SA-06
  Rule: the position line says where passed dice wait

    Scenario: Dice passed to a player who is not next are refused, naming the game
      When the position "X hand:6 | O hand:6 | Y hand:6 | Z hand:6 | V hand:6 | X to play 6, passing 1 to Y" is read
      Then the refusal says "in sixe-ace no dice pass from X to Y"

# Sources and differences: Cotton's paragraph on Sice-Ace in The Compleat Gamester (1674) and
# Holme's in The Academy of Armory (1688) are all there is; both are a few lines, and where they
# are silent tavli reads the game after the other English games of the same books.
# SA-01: Cotton has five play; Holme gives no number. variants/sixe-ace-6.rules seats a sixth.
# SA-02: Cotton: six men apiece; Holme: six or more. tavli plays six.
# SA-03: neither paragraph names the dice; the games within the tables are played with two.
# SA-04: neither source says where the men stand or which way they run. tavli has all five
# come in from hand and run one course, as Cotton's Tick-tack men all start on one point and
# play forward; as the course is one, men of different players meet and fight on it.
# SA-05: hitting is not named for Sice-Ace; Cotton's Irish and Tick-tack hit a lone man, and two
# men bind a point. tavli hits a lone man of any player.
# SA-06: "load" is read as Cotton's and Holme's word for making the next player take the ace:
# the ace is his to play (before his own throw, as dice passed over are played in Dubblets),
# not the thrower's. An ace the next player cannot use is lost. A reading where the ace gives
# the next player a man of the thrower's was weighed and not taken: neither source speaks of
# men changing hands. A player who is out is passed over: the ace goes to the next one left.
# SA-07: "sixes bear only": only a six bears a man off. tavli lets a six bear off a man from
# any point of the last table, once all six are in it (the condition of the other games); a
# six still moves men on the board before that.
# SA-08: Cotton's doublets "drink and throw again": played as thrown (as in Irish, not four
# times), then the same player throws again. The drink is left to the players.
# SA-09: who begins is not said; Holme's first law gives the first throw to the higher single
# die between two. tavli lets the first seated (X) begin.
# SA-10: Cotton: commonly the last out, or the last two, lose and the rest go free; Holme: the
# first to bear off all wins. Default: Cotton's last out; options last-two-out (Cotton's other
# agreement) and first-out-wins (Holme's). Who pays what is not said: tavli has each loser pay
# one to every player gone free (by first-out-wins, each other pays the first out one).
