Feature: Nackgammon: Backgammon with four back checkers
  Nackgammon, Nack Ballard's variant, is Backgammon with another starting position: one checker
  from the mid point and one from the six point go back to the 23 point, so each side starts
  with four checkers in the opponent's home board. DailyGammon's help page "What is
  Nackgammon?" gives the rule; Nextgammon's "Nackgammon setup and rules" adds that the game is
  played with the cube and the Jacoby rule for money, or in matches.

  Rule register (What is Nackgammon?, DailyGammon help; Nackgammon setup and rules, Nextgammon):
  NK-01: exactly Backgammon's rules, apart from where the checkers start [What is Nackgammon?, DailyGammon help § What is Nackgammon?; Nackgammon setup and rules, Nextgammon § Skill and Strategy Unleashed]
  NK-02: one checker from the mid point and one from the six point start on the 23 point instead: 2 on the 24, 2 on the 23, 4 on the 13, 3 on the 8, 4 on the 6 [What is Nackgammon?, DailyGammon help § What is Nackgammon?; Nackgammon setup and rules, Nextgammon § Nackgammon Setup; Nackgammon setup and rules, Nextgammon § Notable Distinctions]
  NK-03: played with the doubling cube, and in money play with the Jacoby rule, or as a match [Nackgammon setup and rules, Nextgammon § Doubling Cube and Rule Variants]

  Background:
    Given the variant "nackgammon"

  @rule:NK-02
  Rule: the starting position

    Scenario: Four back checkers, four on the mid point, four on the six point
      Given the starting position
      Then the position is "X 24:2 23:2 13:4 8:3 6:4 | O 24:2 23:2 13:4 8:3 6:4 | X to roll"
      And the pip count of X is 194

  @rule:NK-01
  Rule: everything else is Backgammon

    Scenario: The game is Backgammon's
      Then the variant extends "backgammon"
      And the variant has 15 checkers per side

    Scenario: The opponent's three checkers on his 8 point close it to the checkers on the 23
      Given the starting position
      When X rolls 6-4
      Then "23/17" is illegal
      And "24/18 24/20" is legal
      And "24/14" is legal

    Scenario: A gammon counts twice
      Given the position "X off:15 | O 6:15 | X has won"
      Then the score is X wins a gammon for 2 points

  @rule:NK-03
  Rule: the cube, and Jacoby for money play

    Scenario: The doubling cube is in play
      Given a new game
      When the opening dice are 4 and 2
      And X plays "8/4 6/4"
      Then O may double
      And the cube goes up to 64

    Scenario: With the Jacoby rule a gammon counts single while the cube is in the middle
      Given the variant "nackgammon" with option "jacoby"
      And the position "X off:15 | O 6:15 | X has won"
      Then the score is X wins a single for 1 point

# Sources and differences
# Read: DailyGammon's help page "What is Nackgammon?" (dailygammon.com/help/nack.html, one
# section) and Nextgammon's "Nackgammon setup and rules" (Nackgammon Setup, Skill and Strategy
# Unleashed, Doubling Cube and Rule Variants, Notable Distinctions).
# They agree on the starting position: DailyGammon moves the two checkers to one's own 23
# point, Nextgammon to the opponent's two point, which is the same point.
# DailyGammon says nothing of the cube; Nextgammon plays it with the cube and the Jacoby rule
# for money, or as a match: the cube is in play by default, and the Jacoby rule is Backgammon's
# option jacoby, which Nackgammon inherits (as it does beavers and plain-reroll, which no
# Nackgammon source names and which are Backgammon's own options).
