Feature: The rules language: dice programs (a fixed die, a chosen number, the lower die, three dice two alike)
  Two constructs of docs/writing-a-variant.md for games whose dice do not behave as two dice
  played in any order. `dice: 2d6 and a 6` throws two dice and adds a die that always counts
  6: every roll has the three numbers, each a move, played under the usual forced-play rule;
  the fixed die is never a chance outcome, and a rule naming a roll sees all three (so `on
  doubles` means all three alike, and `on 6-5` cannot be named). `dice: 2d6 and a chosen
  number` is the same with a number the player names after each throw: naming it is an action
  of his (as choosing a double is), never a default and never chance, and no rule may name a
  roll whose last number is not thrown. `play the lower die first`
  makes the first step of a part of unlike dice play its lowest number: where that number
  cannot be played first, nothing of the part is played and the turn passes; after it, as many
  of the other dice as possible. `play the dice in any order` undoes it. `play only the lower
  die` plays a roll as its lowest number alone, one move (Tourne-Case's rule; a program's
  other parts, such as `play it 4 times`, are played as written). With three dice,
  `on a pair and a lower die:` and `on a pair and a higher die:` are the programs of a throw
  with two alike, `play the paired number N times` plays their number N times (`and the odd
  number`: and the third die once, in the same part), and `play the roll N times` plays the
  whole throw N times over, as one part. Each is shown on a
  small variant of Backgammon written in the scenario, and its misuses are answered at the
  line and column where they are written. These are the project's own rules about its
  language, worked out from that document.

  Rule: a fixed die is thrown with the others and played as a third die

    Background:
      Given a rules file "sixes.rules":
        """
        variant sixes "Sixes" extends backgammon
        dice: 2d6 and a 6
        """
      And the variant in the rules file "sixes.rules"

    Scenario: Two dice are thrown, and the roll has the fixed 6 as well
      Then the variant throws 2 dice of 6 faces and a fixed 6
      Given the starting position
      When X rolls 4-2
      Then X is to play 4-2-6
      And the position is "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | X to play 4-2-6"

    Scenario: The fixed die is a move like the thrown ones: a lone checker goes twelve points
      Given the position "X 13:1 off:14 | O 1:1 off:14 | X to roll"
      When X rolls 4-2
      Then the only legal play is "13/1"

    Scenario: The winner of the opening plays the two opening dice and the fixed 6
      Given a new game
      When the opening dice are 4 and 2
      Then the position is "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | X to play 4-2-6"

    Scenario: Doubles are all three alike: only 6-6 thrown with the fixed 6 is Backgammon's double
      Given the starting position
      When X rolls 6-6
      Then X is to play 6-6-6-6

    Scenario: A thrown pair under the fixed 6 is no double
      Given the starting position
      When X rolls 3-3
      Then X is to play 3-3-6

  Rule: a chosen number is named by the player after the throw, and played with it

    Background:
      Given a rules file "chosen.rules":
        """
        variant chosen "Chosen" extends myles
        dice: 2d6 and a chosen number
        """
      And the variant in the rules file "chosen.rules"

    Scenario: After the throw the player is to choose, and nothing is played before he does
      Given the position "X 20:1 off:14 | O 10:15 | X to roll"
      When X rolls 4-2
      Then the position is "X 20:1 off:14 | O 10:15 | X to choose a number to play with 4-2"

    Scenario: The number he names is one more die of the throw
      Given the position "X 20:1 off:14 | O 10:15 | X to choose a number to play with 4-2"
      When X chooses the number 6
      Then X is to play 4-2-6
      And the only legal play is "20/8"

    Scenario: A number the dice do not have is refused
      Given the position "X 20:1 off:14 | O 10:15 | X to choose a number to play with 4-2"
      When X tries to choose the number 7
      Then it is refused as "illegal-action"

  Rule: the lower die first, or nothing of the throw

    Background:
      Given a rules file "low.rules":
        """
        variant low "Lower first" extends backgammon
        play the lower die first
        """
      And the variant in the rules file "low.rules"

    Scenario: The higher die may not go first to make the lower one playable
      Given the position "X 8:1 5:1 off:13 | O 18:2 off:13 | X to roll"
      When X rolls 6-1
      Then the legal plays are:
        | play    |
        | 8/2 5/4 |
      And "8/1" is illegal

    Scenario: When the lower die cannot be played, nothing is, though the higher could be
      Given the position "X 24:1 13:1 off:13 | O 2:2 13:2 off:11 | X to roll"
      When X rolls 6-1
      Then X has no legal move
      When X plays "no move"
      Then the position is "X 24:1 13:1 off:13 | O 2:2 13:2 off:11 | O to roll"

    Scenario: The lower die alone, where Backgammon would play the higher alone
      Given the position "X 10:1 off:14 | O 21:2 off:13 | X to roll"
      When X rolls 5-1
      Then the only legal play is "10/9"

  Rule: the dice in any order undoes the lower die first

    Background:
      Given a rules file "low.rules":
        """
        variant low "Lower first" extends backgammon
        play the lower die first
        """
      And a rules file "any.rules":
        """
        variant any "Any order" extends low
        play the dice in any order
        """
      And the variant in the rules file "any.rules"

    Scenario: Either die may go first again
      Given the position "X 8:1 5:1 off:13 | O 18:2 off:13 | X to roll"
      When X rolls 6-1
      Then the legal plays are:
        | play    |
        | 8/2 5/4 |
        | 8/1     |

    Scenario: The larger die alone, as in Backgammon
      Given the position "X 10:1 off:14 | O 21:2 off:13 | X to roll"
      When X rolls 5-1
      Then the only legal play is "10/5"

  Rule: only the lower die is used

    Background:
      Given a rules file "only.rules":
        """
        variant only "Only the lower" extends backgammon
        play only the lower die
        """
      And the variant in the rules file "only.rules"

    Scenario: A throw of 6-3 is one move of 3
      Given the starting position
      When X rolls 6-3
      Then the position is "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | X to play 3"
      And the legal plays are:
        | play  |
        | 24/21 |
        | 13/10 |
        | 8/5   |
        | 6/3   |

    Scenario: A double has its own program, played as written
      Given the starting position
      When X rolls 4-4
      Then X is to play 4-4-4-4

  Rule: a cascade down: each lower double, a part of its own

    # `play each lower double N times` is the cascade of `play each higher double` turned
    # round: after a double d-d, each double below it, d-1 down to 1-1, N times each, each
    # a part of its own. As with every part, one that cannot be played in full ends the turn.

    Background:
      Given a rules file "steps.rules":
        """
        variant steps "Steps" extends backgammon
        cube: none
        on doubles: play it 2 times, then play each lower double 2 times
        on 1-1: play it 2 times, then play each higher double 2 times
        """
      And the variant in the rules file "steps.rules"

    Scenario: 4-4 is two fours, then two threes, two twos and two aces
      Given the starting position
      When X rolls 4-4
      Then the position is "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | X to play 4-4, then 3-3, then 2-2, then 1-1"
      When X plays "13/9(2)"
      Then the position is "X 24:2 13:3 9:2 8:3 6:5 | O 24:2 13:5 8:3 6:5 | X to play 3-3, then 2-2, then 1-1"

    Scenario: 1-1, with a program of its own, climbs instead
      Given the starting position
      When X rolls 1-1
      Then the position is "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | X to play 1-1, then 2-2, then 3-3, then 4-4, then 5-5, then 6-6"

    Scenario: A lower double that cannot be played ends the turn, and the rest is lost
      # after 10/7(2), both men stand on 7: O holds X's 5 and 2 (O's 20 and 23), so no 2 moves
      # a man, and none may be borne off while one is outside home
      Given the position "X 10:2 off:13 | O 24:11 23:2 20:2 | X to roll"
      When X rolls 3-3
      And X plays "10/7(2)"
      Then the position is "X 7:2 off:13 | O 24:11 23:2 20:2 | X to play 2-2, then 1-1"
      And X has no legal move
      When X plays "no move"
      Then the position is "X 7:2 off:13 | O 24:11 23:2 20:2 | O to roll"

  Rule: three dice, two alike: a program for a pair with a lower or a higher die

    Background:
      Given a rules file "pairs.rules":
        """
        variant pairs "Pairs" extends backgammon
        dice: 3d6
        opening winner: rolls both dice again
        on doubles: play the roll 2 times
        on a pair and a lower die: play the paired number 4 times and the odd number
        on a pair and a higher die: play the paired number 2 times
        """
      And the variant in the rules file "pairs.rules"

    Scenario: A pair over a lower die: the paired number four times and the odd die, one part
      Given the starting position
      When X rolls 5-5-2
      Then the position is "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | X to play 5-5-5-5-2"

    Scenario: A pair under a higher die: the paired number twice, and the odd die not at all
      Given the starting position
      When X rolls 2-5-2
      Then X is to play 2-2

    Scenario: Three alike: the whole throw twice over
      Given the starting position
      When X rolls 4-4-4
      Then X is to play 4-4-4-4-4-4

    Scenario: Three unlike numbers have no program: each die once
      Given the starting position
      When X rolls 6-4-1
      Then X is to play 6-4-1

    Scenario: The five dice of one part are played as far as they can be, any order
      Given the position "X 13:1 off:14 | O 1:1 off:14 | X to roll"
      When X rolls 5-5-2
      Then the only legal play is "13/off"

  Rule: misuses of the dice programs are answered where they are written

    Scenario: A fixed die must be a face of the dice
      Given a rules file "seven.rules":
        """
        variant seven "Seven" extends backgammon
        dice: 2d6 and a 7
        """
      When tavli checks "seven.rules"
      Then tavli reports "rules-impossible-roll" at line 2, column 17:
        """
        the fixed die counts 7, but the dice have 6 faces
        """

    Scenario: With a fixed die a roll is three dice, so a rule cannot name two
      Given a rules file "named.rules":
        """
        variant named "Named" extends backgammon
        dice: 2d6 and a 6
        on 6-5: play the roll, then roll again
        """
      When tavli checks "named.rules"
      Then tavli reports "rules-impossible-roll" at line 3, column 1:
        """
        the roll 5-6 names two dice, but a roll of 2d6 and a 6 is 3 dice
        """

    Scenario: Nor can the stake be doubled on a roll of two
      Given a rules file "stake.rules":
        """
        variant stake "Stake" extends backgammon
        dice: 2d6 and a 6
        double the stake on 1-2
        """
      When tavli checks "stake.rules"
      Then tavli reports "rules-impossible-roll" at line 3, column 1:
        """
        'double the stake on 1-2': the roll 1-2 cannot be thrown with 2d6 and a 6
        """

    Scenario: The lower die first is said once
      Given a rules file "twice.rules":
        """
        variant twice "Twice" extends backgammon
        play the lower die first
        play the lower die first
        """
      When tavli checks "twice.rules"
      Then tavli reports "rules-meaning" at line 3, column 1:
        """
        'play the lower die first' is stated twice (first on line 2)
        """

    Scenario: Only the lower die can be first
      Given a rules file "lowest.rules":
        """
        variant lowest "Lowest" extends backgammon
        play the lowest die first
        """
      When tavli checks "lowest.rules"
      Then tavli reports "rules-syntax" at line 2, column 10:
        """
        expected 'dice' or 'lower', found 'lowest'
        """

    Scenario: A pair is a throw of three dice
      Given a rules file "p2.rules":
        """
        variant p2 "P2" extends backgammon
        on a pair and a lower die: play the paired number 4 times and the odd number
        """
      When tavli checks "p2.rules"
      Then tavli reports "rules-impossible-roll" at line 2, column 1:
        """
        'on a pair and a lower die' needs three dice, but 2 are rolled
        """

    Scenario: The paired number belongs to a program for a pair
      Given a rules file "pd.rules":
        """
        variant pd "PD" extends backgammon
        dice: 3d6
        opening winner: rolls both dice again
        on doubles: play the paired number 2 times
        """
      When tavli checks "pd.rules"
      Then tavli reports "rules-meaning" at line 4, column 13:
        """
        'play the paired number' needs a pair; say it under 'on a pair and a lower die' or 'on a pair and a higher die'
        """

    Scenario: A program for a pair is said once
      Given a rules file "pt.rules":
        """
        variant pt "PT" extends backgammon
        dice: 3d6
        opening winner: rolls both dice again
        on a pair and a lower die: play the roll
        on a pair and a lower die: play the roll 2 times
        """
      When tavli checks "pt.rules"
      Then tavli reports "rules-meaning" at line 5, column 1:
        """
        'on a pair and a lower die:' is stated twice (first on line 4)
        """

    Scenario: With only the lower die played, there is no die to play after it
      Given a rules file "low2.rules":
        """
        variant low2 "Low2" extends backgammon
        play only the lower die
        play the lower die first
        """
      When tavli checks "low2.rules"
      Then tavli reports "rules-meaning" at line 3, column 1:
        """
        with only the lower die played there is no other die to play after it: 'play the lower die first' says nothing
        """

    Scenario: With a chosen number no rule can name a roll, an inherited one included
      Given a rules file "named2.rules":
        """
        variant named2 "Named" extends backgammon
        dice: 2d6 and a chosen number
        """
      When tavli checks "named2.rules"
      Then tavli reports "rules-impossible-roll" at line 1, column 32:
        """
        with a chosen number in every roll ('dice: 2d6 and a chosen number'), no rule can name a roll (by backgammon.rules:26: on doubles: play it 4 times                                     # BG-13)
        """
