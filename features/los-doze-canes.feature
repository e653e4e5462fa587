Feature: Los Doze Canes: a horseshoe race won by two men on each point of the quarter the first player names
  Los Doze Canes ("the twelve dogs"), the two-player form of Alfonso X's Libro de los Juegos
  (1283, fols. 73-74), as Ludii's game description gives it: its rules text and its code (the
  book's own text was not read). Twelve men each, all in hand; two dice, each a move. Each
  player enters his men into his own quarter of the board, the two entry quarters facing each
  other, and runs them round a horseshoe toward the quarter where the other enters. A lone man
  landed on is taken up and enters again; two close a point. No man ever leaves the board.
  Before play the first player names one quarter of the board, the same quarter for both
  players; the first to have two men on each of its six points (all twelve) wins. The opening
  and the draw when neither player can move are tavli's reconstruction (not tagged below).
  Geometry (the board seen from X's seat): X enters on his 19 to 24 and runs to his 1; O enters
  on X's 1 to 6 and runs the other way. The quarters are fixed on the board in X's numbering:
  q1 is X's 19 to 24, q2 his 13 to 18, q3 his 7 to 12, q4 his 1 to 6. Every point below is
  written in the mover's own numbering: O's point p is X's 25 - p, so q3 is O's 13 to 18.

  Rule register (Los Doze Canes (Ludii game description)):
  DC-01: two players, twelve men each, two six-sided dice, each die a move; one man may take both [Los Doze Canes (Ludii game description) § rules]
  DC-02: all men start in hand and enter into the player's own quarter, a die of n on his n-th point from the start [Los Doze Canes (Ludii game description) § rules; Los Doze Canes (Ludii game description) § code, the tracks]
  DC-03: the two run opposite ways round a horseshoe, each toward the quarter where the other enters [Los Doze Canes (Ludii game description) § rules; Los Doze Canes (Ludii game description) § code, the tracks]
  DC-04: a lone enemy man landed on is taken up and must enter again; two or more close the point [Los Doze Canes (Ludii game description) § rules; Los Doze Canes (Ludii game description) § code, the moves]
  DC-05: before play the first player names one quarter of the board, the same for both players [Los Doze Canes (Ludii game description) § rules]
  DC-06: the first to have exactly two men on each point of that quarter wins [Los Doze Canes (Ludii game description) § rules; Los Doze Canes (Ludii game description) § code, the end]
  DC-07: no man leaves the board: a die that would carry one past the end of its track cannot move it [Los Doze Canes (Ludii game description) § code, the moves]
  DC-08: the formation is judged after every die: made by one die, it wins, whatever dice are left (option arrangement-each-die) [Los Doze Canes (Ludii game description) § code, the end]

  Background:
    Given the variant "los-doze-canes"

  @rule:DC-01 @rule:DC-02 @rule:DC-03
  Rule: twelve men each, all in hand, entering in facing quarters and running opposite ways

    Scenario: The equipment, the tracks and the start
      Then the variant has 12 checkers per side
      And the variant is played with 2 dice of 6 faces
      And X's track runs from point 24 to point 1
      And the two tracks run in opposite directions
      And the variant has no doubling cube
      Given the starting position
      Then the position is "X hand:12 | O hand:12 | X to roll"

    Scenario: A 6 enters on the 19 and a 5 on the 20; or one man takes both, to the 14
      Given the position "X hand:12 | O hand:12 | X to roll | zone X q1"
      When X rolls 6-5
      Then the legal plays are:
        | play            |
        | hand/20 hand/19 |
        | hand/14         |

  @rule:DC-05
  Rule: the first player names the quarter, an action of his before he plays

    Scenario: X wins the opening, names q3 and then plays the opening numbers
      Given a new game
      When the opening dice are 6 and 5
      Then the position is "X hand:12 | O hand:12 | X to decide zone: q1, q2, q3 or q4, then 6-5"
      When X decides zone q3
      Then the position is "X hand:12 | O hand:12 | X to play 6-5 | zone X q3"

    Scenario: O wins the opening and names the quarter; no play comes before it, and only a quarter is a choice
      Given a new game
      When the opening dice are 2 and 5
      Then the position is "X hand:12 | O hand:12 | O to decide zone: q1, q2, q3 or q4, then 5-2"
      When O tries to play "hand/20 hand/23"
      Then the refusal says "O to decide zone"
      When O tries to decide zone q5
      Then the refusal says "'q5' is not one of q1, q2, q3, q4"
      When O decides zone q1
      Then the position is "X hand:12 | O hand:12 | O to play 5-2 | zone O q1"

  @rule:DC-06 @rule:DC-05
  Rule: two men on each point of the quarter named win, for whichever player makes it

    Scenario: X named q3 (his 7 to 12); one man from his 14 by both dice to his 7 makes two on each point
      Given the position "X 14:1 12:2 11:2 10:2 9:2 8:2 7:1 | O hand:12 | X to roll | zone X q3"
      When X rolls 4-3
      And X plays "14/7"
      Then the position is "X 12:2 11:2 10:2 9:2 8:2 7:2 | O hand:12 | X has won | zone X q3"
      And the score is X wins a single for 1 point

    Scenario: The same men on his 7 to 12 do not win when the quarter named is q2
      Given the position "X 14:1 12:2 11:2 10:2 9:2 8:2 7:1 | O hand:12 | X to roll | zone X q2"
      When X rolls 4-3
      And X plays "14/7"
      Then the position is "X 12:2 11:2 10:2 9:2 8:2 7:2 | O hand:12 | O to roll | zone X q2"
      And the game is not over

    Scenario: X named q3, which is O's 13 to 18: O wins there by the same count
      Given the position "X hand:12 | O 19:1 18:2 17:2 16:2 15:2 14:2 13:1 | O to roll | zone X q3"
      When O rolls 4-2
      And O plays "19/13"
      Then the position is "X hand:12 | O 18:2 17:2 16:2 15:2 14:2 13:2 | O has won | zone X q3"
      And the score is O wins a single for 1 point

  @rule:DC-06 @rule:DC-08
  Rule: when the formation is judged: once the throw is played, or after every die (option arrangement-each-die)

    Scenario: By default the 6 that makes the formation must be followed by the 5, which spoils it
      # every 5 can be played: 12/7, 11/6, 10/5, 9/4, 8/3 or 7/2 breaks a point of the quarter
      Given the position "X 13:1 12:2 11:2 10:2 9:2 8:2 7:1 | O hand:12 | X to roll | zone X q3"
      When X rolls 6-5
      Then "13/7" is illegal
      When X plays "13/7 12/7"
      Then the game is not over

    Scenario: Judged after every die, the 6 alone makes two on each point of q3 and wins
      Given the variant "los-doze-canes" with option "arrangement-each-die"
      And the position "X 13:1 12:2 11:2 10:2 9:2 8:2 7:1 | O hand:12 | X to roll | zone X q3"
      When X rolls 6-5
      Then "13/7" is legal
      When X plays "13/7"
      Then the position is "X 12:2 11:2 10:2 9:2 8:2 7:2 | O hand:12 | X has won | zone X q3"
      And the score is X wins a single for 1 point

  @rule:DC-04 @rule:DC-02
  Rule: a lone man is taken up and enters again; two men close a point

    Scenario: X's 5 from his 18 lands on O's lone man on O's 12 (X's 13) and takes it up
      Given the position "X 18:1 hand:11 | O 12:1 hand:11 | X to roll | zone X q1"
      When X rolls 6-5
      Then "18/13* hand/19" is legal
      When X plays "18/13* hand/19"
      Then the position is "X 19:1 13:1 hand:10 | O bar:1 hand:11 | O to roll | zone X q1"

    Scenario: X's two men on each of his 5 and 4 close O's 20 and 21: O cannot enter a 5 or a 4
      Given the position "X 5:2 4:2 hand:8 | O hand:12 | O to roll | zone X q1"
      When O rolls 5-4
      Then O has no legal move

  @rule:DC-07
  Rule: nothing leaves the board

    Scenario: X's men on his 3 and 1 cannot move a 6 or a 5: the end of the track holds them
      Given the position "X 3:2 1:10 | O hand:12 | X to roll | zone X q1"
      When X rolls 6-5
      Then X has no legal move

  Rule: when neither player can move, the game is drawn (reconstructed)

    Scenario: O's last man reaches his 1, where all twelve of X's stand on X's 1: nobody can move again
      Given the position "X 1:12 | O 2:1 1:11 | O to roll | zone X q4"
      When O rolls 2-1
      And O plays "2/1"
      Then the game is drawn

# Sources and differences
# Read (through the issue 25 research, and the Ludii file itself): Los Doze Canes (Ludii game
# description): Ludeme/Ludii, board/race/escape/Los Doze Canes.lud, its rules text (citing the
# Libro de los Juegos, fols. 73-74) and its code (the tracks, the moves, the end). Alfonso's own
# text was not found in any corpus: every rule here is his as Ludii restates it.
# DC-02, DC-03: Ludii's two tracks enter in facing quarters and run round the board opposite
# ways; tavli's pair of opposite tracks over the 24 points.
# DC-05: the text has the first player name the quarter; Ludii makes it a setting chosen before
# the game. Alfonso's Pareia de Entrada (Golladay's translation, as Ludii quotes it) enters its
# men in a table "upon which they agree as in doce canes": it may mean the quarter is agreed by
# both, which a game between a person and a bot cannot play as an agreement; tavli keeps the
# first player's choice. tavli makes it the first player's action, before his first play (the first player
# is the opening's winner), kept for the rest of the game (`| zone X q3`).
# DC-06: Ludii's code asks two men on each of the six points and none elsewhere; with twelve
# men that is the same as two on each point.
# DC-08: Ludii judges the formation after every die; the text does not say. tavli judges it
# once the throw is played (the default), and after every die with option
# arrangement-each-die (`... at any step`): a play then ends at the die that makes it.
# DC-07: Ludii's code has no move that bears a man off, so a die that would carry him past
# the end of his track cannot move him (`allow bearing off only when all in hand`: never).
# Reconstructed: the opening (one die each, ties thrown again, the higher names the quarter and
# plays both); no doubling cube; the draw when neither player can move (men piled at the ends of
# their tracks, as the same book's Emperador ends in a tie); option enter-first (after
# Backgammon).
# Ludii's slips, not copied: its "Top Left Quadrant" setting lists sites 12..27, and its
# settings' descriptions swap left and right. Ludii also adds a draw when both players' first
# points hold more than two men each, which the text does not give.
