Feature: The rules language: two to six sides
  `sides: X, O, Y, Z` (with a colour after each letter where the source gives one) names the
  sides of a game of more than two, X and O first; `order:` gives the turn order where it is
  not side order. Each side has its own track, set-up, hand, bar and off; with more than two
  sides a track may pass only part of the board, but every point is on some track and the
  tracks are as long as each other. The rules written for one opponent are refused among more,
  each with its reason. These are the project's own rules about its language (docs/writing-a-variant.md,
  "sides and order"); each message below is the one tavli must print, word for word.

  Background:
    Given a rules file "four.rules":
      """
        variant four "Four sides"
        source "a test of four sides"
        board: 24 points in 4 tables of 6, round
        sides: X, O, Y, Z
        checkers: 12
        dice: 3d6
        track X: 1..18
        track O: 7..24
        track Y: 13..24, 1..6
        track Z: 19..24, 1..12
        zone home: 1..6
        setup: all in hand
        blocked by 2
        single enemy checker: hit
        bear off: exact only
        opening: X moves first
        cube: none
        scoring:
            single 1
      """

  Rule: A game of four sides loads and plays in turn order

    Scenario: The four sides, their turn order and their start
      Given the variant in the rules file "four.rules"
      Then the turn order is X, O, Y, Z
      Given a new game
      Then the position is "X hand:12 | O hand:12 | Y hand:12 | Z hand:12 | X to roll"

    Scenario: An order other than side order
      Given a rules file "crossed.rules":
        """
        variant crossed "Crossed" extends four
        order: X, Y, O, Z
        """
      And the variant in the rules file "crossed.rules"
      Then the turn order is X, Y, O, Z
      Given a new game
      When X rolls 1-2-3
      And X plays "hand/18 hand/17 hand/16"
      Then Y is to roll

  Rule: What a game of more than two sides cannot say is refused with the reason

    Scenario: Sides that do not begin with X and O
      Given a rules file "begin.rules":
        """
        variant begin "Begin" extends four
        sides: X, Y, O
        """
      When tavli checks "begin.rules"
      Then tavli reports "rules-sides" at line 2, column 1:
        """
        the sides begin with X and O, then the others (sides: X, O, Y, Z), not X, Y, O
        """

    Scenario: A turn order that leaves a side out
      Given a rules file "order.rules":
        """
        variant order "Order" extends four
        order: X, Z, O
        """
      When tavli checks "order.rules"
      Then tavli reports "rules-sides" at line 2, column 1:
        """
        the order names every side once (X, O, Y, Z), not X, Z, O
        """

    Scenario: Tracks of different lengths
      Given a rules file "lengths.rules":
        """
        variant lengths "Lengths" extends four
        track Z: 19..24, 1..6
        """
      When tavli checks "lengths.rules"
      Then tavli reports "rules-track" at line 2, column 1:
        """
        track Z passes 12 points and track X 18: every side's track is as long
        """

    Scenario: A doubling cube among four
      Given a rules file "cube.rules":
        """
        variant cube "Cube" extends four
        cube: up to 64
        """
      When tavli checks "cube.rules"
      Then tavli reports "rules-sides" at line 2, column 1:
        """
        a doubling cube (say cube: none): tavli plays this only between two sides, and cube has 4 (X, O, Y, Z)
        """

    Scenario: A condition that speaks of the opponent among four
      Given a rules file "opponent.rules":
        """
        variant opponent "Opponent" extends four
        allow bearing off only when the opponent has none on bar
        """
      When tavli checks "opponent.rules"
      Then tavli reports "rules-sides" at line 2, column 1:
        """
        the condition speaks of the opponent, but 4 sides play, so no one side is the opponent
        """

    Scenario: A track for a side a two-sided game does not have
      Given a rules file "stray.rules":
        """
        variant stray "Stray" extends backgammon
        track Y: 1..24
        """
      When tavli checks "stray.rules"
      Then tavli reports "rules-track" at line 2, column 1:
        """
        track Y: this game's sides are X, O (sides: declares any more)
        """

  Rule: Dice of a number passed to the next side, and play going on to the last out

    Scenario: The next side plays the thrower's aces before his own throw
      Given a rules file "aces.rules":
        """
        variant aces "Aces" extends four
        dice of 1: passed to the next side
        """
      And the variant in the rules file "aces.rules"
      Given a new game
      When X rolls 3-2-1
      Then the position is "X hand:12 | O hand:12 | Y hand:12 | Z hand:12 | X to play 3-2, passing 1 to O"
      When X plays "hand/17 hand/16"
      Then the position is "X hand:10 17:1 16:1 | O hand:12 | Y hand:12 | Z hand:12 | O to play 1 passed to him"

    Scenario: With the last one out losing, a side gone out is passed over
      # X, O and Y have their men on their own 1 to 6, the last quarter; Z has gone out
      Given a rules file "last.rules":
        """
        variant last "Last" extends four
        the last 1 out loses
        """
      And the variant in the rules file "last.rules"
      And the position "X 1:12 | O 2:12 | Y 1:11 3:1 | Z off:12 | Y to roll"
      # the 5 and the 4 have no move: nothing but an exact number bears off here
      When Y rolls 5-4-3
      And Y plays "3/off"
      Then X is to roll
      And the position is "X 1:12 | O 2:12 | Y 1:11 off:1 | Z off:12 | X to roll"

    Scenario: Dice passed to the next side between two players
      Given a rules file "two.rules":
        """
        variant two "Two" extends backgammon
        dice of 1: passed to the next side
        """
      When tavli checks "two.rules"
      Then tavli reports "rules-sides" at line 2, column 1:
        """
        dice passed to the next side: tavli plays this only where more than two sides play (between two, say 'unplayed dice: passed to the opponent')
        """

    Scenario: As many left as play
      Given a rules file "all.rules":
        """
        variant all "All" extends four
        the last 4 out lose
        """
      When tavli checks "all.rules"
      Then tavli reports "rules-sides" at line 2, column 1:
        """
        the last 4 out: all has 4 sides, and at least one must go out first (two sides: the usual end)
        """

    Scenario: A number the dice do not have
      Given a rules file "seven.rules":
        """
        variant seven "Seven" extends four
        dice of 7: passed to the next side
        """
      When tavli checks "seven.rules"
      Then tavli reports "rules-sides" at line 2, column 1:
        """
        dice of 7: seven's dice have 6 faces
        """
