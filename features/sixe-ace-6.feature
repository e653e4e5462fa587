Feature: Sixe-Ace for six: a sixth player at the table, the aces going round six
  Cotton's Sice-Ace (The Compleat Gamester, 1674) is a game that five may play; Holme (The
  Academy of Armory, 1688) gives no count of players. tavli seats a sixth, W, after the fifth,
  and plays every rule of five-player Sixe-Ace (features/sixe-ace.feature): six men each in
  hand, one course round the board, each ace loading the next player, sixes alone bearing off,
  a double thrown again, and the last out paying each of the others one.

  Rule register (Charles Cotton, The Compleat Gamester (1674); Randle Holme, The Academy of Armory (1688)):
  SX-01: a sixth player sits after the fifth and plays in his turn; Holme does not limit the players to five [Randle Holme, The Academy of Armory (1688) § Sice-Ace]
  SX-02: every other rule is that of five players: the fifth player's aces now load the sixth, and the sixth's load the first [Charles Cotton, The Compleat Gamester (1674) § Sice-Ace]
  SX-03: the last out pays each of the five others one [Charles Cotton, The Compleat Gamester (1674) § Sice-Ace]

  Background:
    Given the variant "sixe-ace-6"

  @rule:SX-01
  Rule: six players with six men each, playing in seating order

    Scenario: The start names six sides, all their men in hand
      Then the variant has 6 checkers per side
      And the turn order is X, O, Y, Z, V, W
      Given a new game
      Then the position is "X hand:6 | O hand:6 | Y hand:6 | Z hand:6 | V hand:6 | W hand:6 | X to roll"

  @rule:SX-02
  Rule: the aces go round six players

    Scenario: The fifth player's ace goes to the sixth, and the sixth's to the first
      Given the position "X hand:5 18:1 | O hand:6 | Y hand:6 | Z hand:6 | V hand:5 12:1 | W hand:5 16:1 | V to roll"
      When V rolls 4-1
      And V plays "12/8"
      Then the position is "X hand:5 18:1 | O hand:6 | Y hand:6 | Z hand:6 | V hand:5 8:1 | W hand:5 16:1 | W to play 1 passed to him"
      # W's 16 is board 9, his 15 board 10: empty
      When W plays "16/15"
      Then W is to roll
      When W rolls 3-1
      And W plays "15/12"
      Then the position is "X hand:5 18:1 | O hand:6 | Y hand:6 | Z hand:6 | V hand:5 8:1 | W hand:5 12:1 | X to play 1 passed to him"

  @rule:SX-03
  Rule: the last out pays each of the five others

    Scenario: Z is the last out and pays one to each of five
      Given the position "X off:6 | O off:6 | Y off:6 | Z 2:6 | V off:6 | W 1:1 off:5 | W to roll"
      When W rolls 6-4
      And W plays "1/off"
      Then the game is over
      And the payments are X 1, O 1, Y 1, Z -5, V 1, W 1

# Sources and differences: Cotton has five play at Sice-Ace; Holme names no number of players.
# Six is tavli's reading of "five may play" as a usual number rather than a limit, and of
# Holme's silence; every rule and reading of five-player Sixe-Ace holds unchanged (its own
# closing note), with the sixth player seated after the fifth.
