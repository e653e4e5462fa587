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
