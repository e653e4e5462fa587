Feature: The rules language: stacked men and stages
  In Yahoudieh, Ofanfelling and Kiz Tavlasi the men start piled on one another, and the game is
  played in stages: the piles are laid down, built up again, and only then are the men borne
  off. The rules file declares the words of a point's stack state, the first plain, and the
  stages in order:

    stack states: unstacked, half-stacked, stacked
    stages: unstacking, restacking, bearing
    setup: 6:3:stacked, 5:3:stacked, ...
    in stage unstacking: a die of n unstacks the n-th point from the end
    stage unstacking ends when none stacked and none half-stacked

  A state word says how many of the point's men lie on others: the last word all but the
  bottom one, a middle word i exactly i. Unstacking lays one man down, restacking raises one;
  a die names the point n from the end (own point n) or from the start. Men on a point that is
  not plain make no ordinary step. After every single step the stage's end is judged for the
  mover, and the rest of his throw is played in the next stage. Steps are written 6/6.

  Dubblets, Doblet and Tables Rabbatuees add four things. A turn part plays the throw's total
  as steps on any points (Cotton: two fours lay down, or bear off, eight men); another plays a
  double on the point it names until that point is plain or empty. A turn program may hold in
  some stages only (`on doubles in stage bearing: ...`). Dice the mover cannot use may pass to
  the opponent only when a condition holds for the mover, judged once he has played what he
  could, and the opponent plays them in his own stage. A stage's step may enter a borne-off
  man again on the point it names, up to the set-up's count and piled as at the start, and a
  stage's end may be the game's (`: he wins`), so that all off wins no more. A position
  waiting for steps on any points says how many: `X to play 8 on any points`; a man entered
  again is written off/6.

  Background:
    Given a rules file "piles.rules":
      """
      variant piles "Piles" extends backgammon
      stack states: unstacked, half-stacked, stacked
      stages: unstacking, restacking, bearing
      setup: 6:3:stacked, 5:3:stacked, 4:3:stacked, 3:2:stacked, 2:2:stacked, 1:2:stacked
      in stage unstacking: a die of n unstacks the n-th point from the end
      in stage restacking: a die of n restacks the n-th point from the end
      stage unstacking ends when none stacked and none half-stacked
      stage restacking ends when all stacked, unstacking all
      """
    And a rules file "halves.rules":
      """
      variant halves "Halves" extends backgammon
      stack states: unstacked, half-stacked, stacked
      stages: unstacking, bearing
      setup: 6:3:stacked, 5:3:stacked, 4:3:stacked, 3:2:stacked, 2:2:stacked, 1:2:stacked
      in stage unstacking: a die of n unstacks the n-th point from the end
      in stage bearing: a die of n bears off a man from the n-th point from the end
      stage unstacking ends when none stacked and none half-stacked
      """

  Rule: the set-up and the notation carry each point's stack state and each side's stage

    Scenario: The men start in piles
      Given the variant in the rules file "piles.rules"
      And the starting position
      Then the position is "X 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | X to roll"

    Scenario: The standard notations cannot hold stacked men
      Given the variant in the rules file "piles.rules"
      And the starting position
      When the position is written in the "xgid" notation
      Then it is refused as "bad-notation"

  Rule: a die unstacks the point it names

    Scenario: Each die lays one man of its pile down
      # own 6 and own 5: three men, two on others (stacked); one is laid down: one on another
      Given the variant in the rules file "piles.rules"
      And the starting position
      When X rolls 6-5
      Then the only legal play is "6/6 5/5"
      When X plays "6/6 5/5"
      Then the position is "X 6:3:half-stacked 5:3:half-stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | O to roll"

    Scenario: A pile of three takes two dice, a pile of two one
      Given the variant in the rules file "piles.rules"
      And the position "X 6:3 5:3 4:3:stacked 3:2:stacked 2:2 1:2 | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | X to roll"
      When X rolls 4-4
      # the first 4 leaves one man on another, the second lays the last one down; the point
      # is then plain and the two other 4s cannot be played
      Then the only legal play is "4/4(2)"

    Scenario: A die naming a plain point cannot be played
      Given the variant in the rules file "piles.rules"
      And the position "X 6:3 5:3 4:3:stacked 3:2:stacked 2:2 1:2 | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | X to roll"
      When X rolls 6-4
      Then the only legal play is "4/4"
      When X plays "4/4"
      Then the position is "X 6:3 5:3 4:3:half-stacked 3:2:stacked 2:2 1:2 | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | O to roll"

  Rule: a stage ends after the step that meets its end, and the throw goes on in the next

    Scenario: The last pile laid down, the other die restacks
      # the 5 cannot unstack the plain 5 point; played after the 3 it restacks it: three men,
      # one on another (half-stacked)
      Given the variant in the rules file "piles.rules"
      And the position "X 6:3 5:3 4:3 3:2:stacked 2:2 1:2 | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | X to roll"
      When X rolls 3-5
      Then the only legal play is "3/3 5/5"
      When X plays "3/3 5/5"
      Then the position is "X 6:3 5:3:half-stacked 4:3 3:2 2:2 1:2 | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | O to roll | stage X restacking O unstacking"

    Scenario: Leaving a stage unstacking all, the rest of the throw moves men
      # the 1 restacks the last plain point: all stacked, so X bears: his piles are laid flat
      # and the 2 is an ordinary move (6/4, 5/3, 4/2, 3/1 or 2/off)
      Given the variant in the rules file "piles.rules"
      And the position "X 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2 | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | X to roll | stage X restacking O unstacking"
      When X rolls 1-2
      Then there are 5 legal plays
      And "1/1 6/4" is legal
      And "1/1 2/off" is legal
      When X plays "1/1 2/off"
      Then the position is "X 6:3 5:3 4:3 3:2 2:1 1:2 off:1 | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | O to roll | stage X bearing O unstacking"

    Scenario: Men on a point that is not plain make no ordinary step
      # bearing, with the 6 point still stacked: the 6 cannot move those men, nor bear off a
      # man from the 5 while the 6 point holds men
      Given the variant in the rules file "piles.rules"
      And the position "X 6:3:stacked 5:3 4:3 3:2 2:2 1:2 | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | X to roll | stage X bearing O unstacking"
      When X rolls 6-5
      Then the only legal play is "5/off"

    Scenario: A stage's end and the opponent's stage in an end rule
      Given a rules file "race.rules":
        """
        variant race "Race" extends piles
        the game ends when a player has stage bearing and the opponent has all stacked: he wins
        """
      And the variant in the rules file "race.rules"
      And the position "X 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2 | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | X to roll | stage X restacking O unstacking"
      When X rolls 1-2
      And X plays "1/1 6/4"
      Then the game is over

  Rule: a die bears off a man from the point it names

    Scenario: Three sixes bear three men off the 6 point, the fourth has none
      Given a rules file "flat.rules":
        """
        variant flat "Flat" extends piles
        in stage bearing: a die of n bears off a man from the n-th point from the end
        """
      And the variant in the rules file "flat.rules"
      And the position "X 6:3 5:3 4:3 3:2 2:2 1:2 | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | X to roll | stage X bearing O unstacking"
      When X rolls 6-6
      Then the only legal play is "6/off(3)"

  Rule: the file's stack states and stages are checked

    Scenario: A stage the file does not declare
      Given a rules file "bad-stage.rules":
        """
        variant bad-stage "Bad stage" extends piles
        in stage bering: a die of n bears off a man from the n-th point from the end
        """
      When tavli checks "bad-stage.rules"
      Then tavli reports "rules-unknown-stage" at line 2, column 1:
        """
        'in stage bering:' names a stage the game does not declare (its stages: unstacking, restacking, bearing)
        """

    Scenario: A stack state the file does not declare
      Given a rules file "bad-state.rules":
        """
        variant bad-state "Bad state" extends piles
        setup: 6:3:stakced, 5:3:stacked, 4:3:stacked, 3:2:stacked, 2:2:stacked, 1:2:stacked
        """
      When tavli checks "bad-state.rules"
      Then tavli reports "rules-unknown-state" at line 2, column 12:
        """
        the set-up names the stack state 'stakced', which the game does not declare (its stack states: unstacked, half-stacked, stacked)
        """

    Scenario: A state word in a game without stacked men
      Given a rules file "plain.rules":
        """
        variant plain "Plain" extends backgammon
        setup: 24:2, 13:5, 8:3:stacked, 6:5
        """
      When tavli checks "plain.rules"
      Then tavli reports "rules-no-stacks" at line 2, column 24:
        """
        the set-up's point 8 is 'stacked', but this game has no stacked men (stack states: ...)
        """

    Scenario: A pile needs a word for every man that can lie on another
      Given a rules file "few.rules":
        """
        variant few "Few words" extends piles
        stack states: flat, piled
        setup: 6:3:piled, 5:3, 4:3, 3:2, 2:2, 1:2
        stage unstacking ends when none piled
        stage restacking ends when all piled, unstacking all
        """
      When tavli checks "few.rules"
      Then tavli reports "rules-stack-states" at line 3, column 12:
        """
        a point of 3 'piled' men needs 3 stack states, and the game declares 2
        """

    Scenario: A stage whose end holds at the start would never be played
      Given a rules file "over.rules":
        """
        variant over "Over" extends piles
        stage unstacking ends when none half-stacked
        """
      When tavli checks "over.rules"
      Then tavli reports "rules-meaning" at line 2, column 28:
        """
        'stage unstacking ends when none half-stacked' already holds in the starting position, so the stage would never be played
        """

    Scenario: A condition names a stage the file does not declare
      Given a rules file "bad-atom.rules":
        """
        variant bad-atom "Bad atom" extends piles
        stage unstacking ends when none stacked and none half-stacked and the opponent has stage bering
        """
      When tavli checks "bad-atom.rules"
      Then tavli reports "rules-unknown-stage" at line 2, column 90:
        """
        the condition names the stage 'bering', which the game does not declare (its stages: unstacking, restacking, bearing)
        """

  Rule: a throw's total played as steps on any points

    Scenario: A double lays down as many men as its total, each on a point the mover chooses
      # 1-1: two steps. X's piles: the 4 point, two men on others; the 2 point, one on another.
      # Both steps on the 4 lay it flat; one on each leaves one man of the 4 on another.
      Given a rules file "total.rules":
        """
        variant total "Total" extends halves
        on doubles: play the total on any points
        """
      And the variant in the rules file "total.rules"
      And the position "X 6:3 5:3 4:3:stacked 3:2 2:2:stacked 1:2 | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | X to roll"
      When X rolls 1-1
      Then the position is "X 6:3 5:3 4:3:stacked 3:2 2:2:stacked 1:2 | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | X to play 2 on any points"
      And the legal plays are:
        | play    |
        | 4/4(2)  |
        | 4/4 2/2 |

    Scenario: The last pile laid down, the rest of the total bears men off any points
      # 1-1, two steps: only the 2 point is still piled; then X bears one man off, from any of
      # his six points
      Given a rules file "total.rules":
        """
        variant total "Total" extends halves
        on doubles: play the total on any points
        """
      And the variant in the rules file "total.rules"
      And the position "X 6:3 5:3 4:3 3:2 2:2:stacked 1:2 | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | X to play 2 on any points"
      Then the legal plays are:
        | play        |
        | 6/off 2/2   |
        | 5/off 2/2   |
        | 4/off 2/2   |
        | 3/off 2/2   |
        | 2/2 2/off   |
        | 2/2 1/off   |
      When X plays "2/2 6/off"
      Then the position is "X 6:2 5:3 4:3 3:2 2:2 1:2 off:1 | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | O to roll | stage X bearing O unstacking"

    Scenario: A total made in a stage where dice move men is refused
      Given a rules file "moving-total.rules":
        """
        variant moving-total "Moving total" extends halves
        in stage bearing: dice move men
        on doubles: play the total on any points
        """
      When tavli checks "moving-total.rules"
      Then tavli reports "rules-meaning" at line 3, column 13:
        """
        'play the total on any points' makes steps on points, but in stage bearing dice move men: say 'on ... in stage S:' for the stages whose dice name points
        """

  Rule: a double cleared on the point it names

    Scenario: A double lays its pile of three flat with two steps, and a pile of two with one
      Given a rules file "clear.rules":
        """
        variant clear "Clear" extends halves
        on doubles: clear the point it names
        """
      And the variant in the rules file "clear.rules"
      And the starting position
      When X rolls 4-4
      Then the only legal play is "4/4(2)"
      Given the starting position
      When X rolls 1-1
      Then the only legal play is "1/1"
      When X plays "1/1"
      Then the position is "X 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2 | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | O to roll"

    Scenario: Bearing off, a double takes every man off its point
      Given a rules file "clear.rules":
        """
        variant clear "Clear" extends halves
        on doubles: clear the point it names
        """
      And the variant in the rules file "clear.rules"
      And the position "X 6:3 5:1 2:2 off:9 | O 6:3 5:3 4:3 3:2 2:2 1:2 | X to roll | stage X bearing O bearing"
      When X rolls 6-6
      Then the only legal play is "6/off(3)"

    Scenario: Clearing needs a double
      Given a rules file "clear-odd.rules":
        """
        variant clear-odd "Clear odd" extends halves
        on 6-5: clear the point it names
        """
      When tavli checks "clear-odd.rules"
      Then tavli reports "rules-meaning" at line 2, column 9:
        """
        'clear the point it names' needs a double, whose number names one point; say it under 'on doubles'
        """

  Rule: a turn program for some stages only

    Scenario: Laying down a double plays its total; bearing off, its two dice
      Given a rules file "staged.rules":
        """
        variant staged "Staged" extends halves
        on doubles in stage unstacking: play the total on any points
        """
      And the variant in the rules file "staged.rules"
      And the position "X 6:3 5:3 4:3 3:2 2:2 1:2:stacked | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | X to roll"
      When X rolls 3-3
      Then the position is "X 6:3 5:3 4:3 3:2 2:2 1:2:stacked | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | X to play 6 on any points"
      Given the position "X 6:3 5:3 4:3 3:2 2:2 1:2 | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | X to roll | stage X bearing O unstacking"
      When X rolls 3-3
      Then the only legal play is "3/off(2)"

    Scenario: A stage timing names a stage the file does not declare
      Given a rules file "bad-timing.rules":
        """
        variant bad-timing "Bad timing" extends halves
        on doubles in stage bering: play the total on any points
        """
      When tavli checks "bad-timing.rules"
      Then tavli reports "rules-unknown-stage" at line 2, column 1:
        """
        'in stage bering' names a stage the game does not declare (its stages: unstacking, bearing)
        """

  Rule: dice passed to the opponent only when a condition holds for the mover

    Scenario: While laying down, a number the mover cannot use goes to the opponent, for his own men
      # X's 5 point is down: the 5 passes to O, who lays down a man of his own 5 point
      Given a rules file "passing.rules":
        """
        variant passing "Passing" extends halves
        unplayed dice: passed to the opponent when stage unstacking
        """
      And the variant in the rules file "passing.rules"
      And the position "X 6:3:stacked 5:3 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | X to roll"
      When X rolls 5-1
      And X plays "1/1"
      Then the position is "X 6:3:stacked 5:3 4:3:stacked 3:2:stacked 2:2:stacked 1:2 | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | O to play 5 passed by X"
      When O plays "5/5"
      Then the position is "X 6:3:stacked 5:3 4:3:stacked 3:2:stacked 2:2:stacked 1:2 | O 6:3:stacked 5:3:half-stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | O to roll"

    Scenario: Bearing off, the condition fails and the number is lost
      # X has no man on his 4 point: the 4 cannot be used, and X is no longer laying down
      Given a rules file "passing.rules":
        """
        variant passing "Passing" extends halves
        unplayed dice: passed to the opponent when stage unstacking
        """
      And the variant in the rules file "passing.rules"
      And the position "X 6:2 5:1 off:12 | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | X to roll | stage X bearing O unstacking"
      When X rolls 6-4
      And X plays "6/off"
      Then the position is "X 6:1 5:1 off:13 | O 6:3:stacked 5:3:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:2:stacked | O to roll | stage X bearing O unstacking"

    Scenario: A condition on passing is for every roll
      Given a rules file "passing-six.rules":
        """
        variant passing-six "Passing six" extends halves
        unplayed dice of 6-6: passed to the opponent when stage unstacking
        """
      When tavli checks "passing-six.rules"
      Then tavli reports "rules-meaning" at line 2, column 1:
        """
        a condition on passing holds for every roll: say 'unplayed dice: passed to the opponent when ...'
        """

  Rule: men borne off entered again, and a stage whose end wins the game

    Scenario: A die enters a borne-off man on its point while that point is short of its start
      # X's 6 point holds its three, so the 6 enters none; the 5 point holds one of its three:
      # the man entered lies on it, as the set-up piles it
      Given a rules file "rebuild.rules":
        """
        variant rebuild "Rebuild" extends halves
        stages: unstacking, bearing, rebuilding
        in stage rebuilding: a die of n enters a borne-off man on the n-th point from the end, up to its setup count
        stage bearing ends when all off
        stage rebuilding ends when none off: he wins
        """
      And the variant in the rules file "rebuild.rules"
      And the position "X 6:3:stacked 5:1 3:2:stacked off:9 | O 6:2 2:1 off:12 | X to roll | stage X rebuilding O bearing"
      When X rolls 6-5
      Then the only legal play is "off/5"
      When X plays "off/5"
      Then the position is "X 6:3:stacked 5:2:stacked 3:2:stacked off:8 | O 6:2 2:1 off:12 | O to roll | stage X rebuilding O bearing"

    Scenario: The last man borne off is no win; the rest of the throw enters a man again
      Given a rules file "rebuild.rules":
        """
        variant rebuild "Rebuild" extends halves
        stages: unstacking, bearing, rebuilding
        in stage rebuilding: a die of n enters a borne-off man on the n-th point from the end, up to its setup count
        stage bearing ends when all off
        stage rebuilding ends when none off: he wins
        """
      And the variant in the rules file "rebuild.rules"
      And the position "X 6:1 off:14 | O 6:2 2:1 off:12 | X to roll | stage X bearing O bearing"
      When X rolls 6-3
      Then the only legal play is "6/off off/3"
      When X plays "6/off off/3"
      Then the position is "X 3:1 off:14 | O 6:2 2:1 off:12 | O to roll | stage X rebuilding O bearing"

    Scenario: The start rebuilt, the game is won
      Given a rules file "rebuild.rules":
        """
        variant rebuild "Rebuild" extends halves
        stages: unstacking, bearing, rebuilding
        in stage rebuilding: a die of n enters a borne-off man on the n-th point from the end, up to its setup count
        stage bearing ends when all off
        stage rebuilding ends when none off: he wins
        """
      And the variant in the rules file "rebuild.rules"
      And the position "X 6:3:stacked 5:2:stacked 4:3:stacked 3:2:stacked 2:2:stacked 1:1 off:2 | O 6:2 2:1 off:12 | X to roll | stage X rebuilding O bearing"
      When X rolls 1-5
      And X plays "off/1 off/5"
      Then the game is over
      And the score is X wins a single for 1 point
