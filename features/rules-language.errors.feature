Feature: The rules language: what tavli says about a rules file it cannot play
  A variant is only its rules file, so the file's author is tavli's first user. A file that
  cannot be made into a playable variant is refused, and each problem is reported in the
  author's words, at the file, line and column where it was written (the column of the
  statement, or of the very word at fault), with a stable code for machines:

    rules-syntax           the text does not follow the grammar
    rules-schema           a value is out of its range (the rule tree's JSON Schema)
    rules-meaning          the rules parse but say something impossible
    rules-encoding         the file is not UTF-8 text
    rules-setup-count      the setup does not place every checker
    rules-setup-clash      the two colours would start on the same point
    rules-track            a track that misses or repeats a point
    rules-sides            sides that do not begin X, O; a rule of two sides among more
    rules-unknown-option   'without option' names no inherited option
    rules-unknown-zone     a condition names a zone the variant does not define
    rules-impossible-roll  a rule about a roll the dice can never show
    rules-opening-dice     three dice, but the opening winner would play the two opening dice
    rules-no-pins          a condition speaks of pinned checkers in a game that does not pin
    rules-endless-turn     a turn program that would never pass the dice
    rules-extends-cycle    variants that extend each other in a circle
    unknown-variant        'extends' names no variant
    unknown-option         an option the variant does not offer is chosen

  These are the project's own rules about its rules language (the design's "errors in a
  rules file point at file:line:column with the offending text, for syntax, schema and
  meaning alike"); each message below is the one tavli must print, word for word.
  docs/writing-a-variant.md shows each construct these files get wrong.

  Rule: A syntax error says what was expected there, in plain words

    Scenario: A misspelt rule name is answered with the rule it resembles
      Given a rules file "misspelt.rules":
        """
        variant misspelt "Misspelt" extends backgammon
        checkres: 15
        """
      When tavli checks "misspelt.rules"
      Then tavli reports "rules-syntax" at line 2, column 1:
        """
        there is no rule 'checkres'; did you mean 'checkers'?
        """

    Scenario: A misspelt word inside a rule is answered with the word it resembles
      Given a rules file "wen.rules":
        """
        variant wen "Wen" extends backgammon
        scoring:
            single 1
            gammon 2 wen none off
        """
      When tavli checks "wen.rules"
      Then tavli reports "rules-syntax" at line 4, column 14:
        """
        expected 'per', 'when' or the end of the line, found 'wen'; did you mean 'when'?
        """

    Scenario: A missing colon is pointed at the word after it
      Given a rules file "colon.rules":
        """
        variant colon "Colon" extends backgammon
        checkers 15
        """
      When tavli checks "colon.rules"
      Then tavli reports "rules-syntax" at line 2, column 10:
        """
        expected ':', found '15'
        """

    Scenario: A condition names a place as on the bar, in hand, off, or in a zone
      Given a rules file "place.rules":
        """
        variant place "Place" extends backgammon
        allow bearing off only when all home
        """
      When tavli checks "place.rules"
      Then tavli reports "rules-syntax" at line 2, column 33:
        """
        expected 'in', 'off', 'on', 'out' or 'pinned', found 'home'
        """

    Scenario: A file that ends inside a parenthesis says what could close it
      Given a rules file "unclosed.rules":
        """
        variant unclosed "Unclosed" extends backgammon
        allow hitting only when (any in home or any off
        """
      When tavli checks "unclosed.rules"
      Then tavli reports "rules-syntax" at line 2, column 48:
        """
        expected ')', 'and' or 'or', found the end of the file
        """

    Scenario: A title must close its quotes on its own line
      Given a rules file "quote.rules":
        """
        variant quote "Quote extends backgammon
        """
      When tavli checks "quote.rules"
      Then tavli reports "rules-syntax" at line 1, column 15:
        """
        a quoted text must end with '"' on the same line
        """

    Scenario: A name is written in lower case
      Given a rules file "upper.rules":
        """
        variant Upper "Upper" extends backgammon
        """
      When tavli checks "upper.rules"
      Then tavli reports "rules-syntax" at line 1, column 9:
        """
        a name is written in lower-case letters, digits and '-' (such as 'dutch-style'); it cannot contain 'U'
        """

    Scenario: Only the lines of a block are indented
      Given a rules file "indented.rules":
        """
        variant indented "Indented" extends backgammon
          checkers: 15
        """
      When tavli checks "indented.rules"
      Then tavli reports "rules-syntax" at line 2, column 3:
        """
        this line should not be indented: only the lines of a 'scoring:' or 'option' block are, all by the same amount
        """

    Scenario: A block's lines line up
      Given a rules file "ragged.rules":
        """
        variant ragged "Ragged" extends backgammon
        scoring:
            single 1
          gammon 2 when none off
        """
      When tavli checks "ragged.rules"
      Then tavli reports "rules-syntax" at line 4, column 3:
        """
        this line is indented 2 spaces, which matches no block above it (the blocks here are indented 0 or 4)
        """

    Scenario: A block needs at least one indented line
      Given a rules file "empty-block.rules":
        """
        variant empty-block "Empty block" extends backgammon
        scoring:
        single 1
        """
      When tavli checks "empty-block.rules"
      Then tavli reports "rules-syntax" at line 3, column 1:
        """
        expected an indented line, found 'single'
        """

    Scenario: A rule stated twice is refused at the second, naming the first
      Given a rules file "twice.rules":
        """
        variant twice "Twice" extends backgammon
        on 1-2: play the roll, then roll again
        on 2-1: play the roll
        """
      When tavli checks "twice.rules"
      Then tavli reports "rules-meaning" at line 3, column 1:
        """
        'on 1-2:' is stated twice (first on line 2)
        """

  Rule: A file is UTF-8 text, with LF or CRLF line endings

    Scenario: A byte that is not UTF-8 is found by its line and column
      Given a rules file "latin.rules" saved as Latin-1:
        """
        # Backgammon, as it is played at the cafe on the corner
        variant latin "Café" extends backgammon
        """
      When tavli checks "latin.rules"
      Then tavli reports "rules-encoding" at line 2, column 19:
        """
        a rules file must be UTF-8 text, and byte 0xe9 is not
        """

    Scenario: Windows line endings are read like any others
      Given a rules file "windows.rules" with CRLF line endings:
        """
        variant windows "Windows" extends backgammon
        scoring:
            single 1
            gammon 2 when none off
        """
      When tavli checks "windows.rules"
      Then tavli accepts it

  Rule: A value out of range is reported at the statement that wrote it

    Scenario: Too many checkers
      Given a rules file "crowd.rules":
        """
        variant crowd "Crowd" extends backgammon
        checkers: 99
        """
      When tavli checks "crowd.rules"
      Then tavli reports "rules-schema" at line 2, column 1:
        """
        checkers: 99 is too large; it must be at most 30
        """

    Scenario: A zone off the board
      Given a rules file "far-home.rules":
        """
        variant far-home "Far home" extends backgammon
        zone home: 1..30
        """
      When tavli checks "far-home.rules"
      Then tavli reports "rules-schema" at line 2, column 12:
        """
        zone home: there is no point 30; the board's points are numbered 1 to 24
        """

    Scenario: A double played more than eight times
      Given a rules file "long-double.rules":
        """
        variant long-double "Long double" extends backgammon
        on doubles: play it 9 times
        """
      When tavli checks "long-double.rules"
      Then tavli reports "rules-schema" at line 2, column 21:
        """
        on doubles: 9 times is too many; at most 8
        """

    Scenario: A cube that cannot be turned
      Given a rules file "flat-cube.rules":
        """
        variant flat-cube "Flat cube" extends backgammon
        cube: up to 1
        """
      When tavli checks "flat-cube.rules"
      Then tavli reports "rules-schema" at line 2, column 13:
        """
        cube: 1 is too small; it must be at least 2
        """

    Scenario: A number with too many digits is refused before it is used
      Given a rules file "huge.rules":
        """
        variant huge "Huge" extends backgammon
        track X: 24..100000000
        """
      When tavli checks "huge.rules"
      Then tavli reports "rules-schema" at line 2, column 14:
        """
        the number 100000000 is far too large here
        """

  Rule: The setup places every checker, no more and no fewer

    Scenario: A setup that places too few checkers
      Given a rules file "short-setup.rules":
        """
        variant short-setup "Short setup" extends backgammon
        setup: 24:2, 13:5, 8:3, 6:4
        """
      When tavli checks "short-setup.rules"
      Then tavli reports "rules-setup-count" at line 2, column 1:
        """
        the setup places 14 checkers, but each player has 15
        """

    Scenario: A new number of checkers that the inherited setup does not match is reported at the new number
      Given a rules file "trio.rules":
        """
        variant trio "Trio" extends backgammon
        checkers: 3
        setup: 24:1, 23:1, 22:1
        """
      And a rules file "quartet.rules":
        """
        variant quartet "Quartet" extends trio
        checkers: 4
        """
      When tavli checks "quartet.rules"
      Then tavli reports "rules-setup-count" at line 2, column 1:
        """
        each player has 4 checkers, but the setup (trio.rules, line 3) places 3
        """

    Scenario: All in hand, and more on the points than there are checkers
      Given a rules file "overfull.rules":
        """
        variant overfull "Overfull" extends backgammon
        setup: 13:15, all in hand
        """
      When tavli checks "overfull.rules"
      Then tavli reports "rules-setup-count" at line 2, column 1:
        """
        the setup puts all checkers in hand but also on points
        """

  Rule: Each track passes a point at most once, and runs over every point of the board or, where two play, over part of it as long as the other's, every point on one of them

    Scenario: A track that stops short
      Given a rules file "short-track.rules":
        """
        variant short-track "Short track" extends backgammon
        track O: 1..22
        """
      When tavli checks "short-track.rules"
      Then tavli reports "rules-track" at line 2, column 1:
        """
        track O skips points 23, 24; a track runs over all 24 points, or each side's over part of the board, as long as the other's, every point on one of them
        """

    Scenario: A track that passes a point twice is pointed at the second pass
      Given a rules file "loop.rules":
        """
        variant loop "Loop" extends backgammon
        track X: 24..13, 13..1
        """
      When tavli checks "loop.rules"
      Then tavli reports "rules-track" at line 2, column 18:
        """
        track X passes point 13 twice
        """

    Scenario: A track off the board
      Given a rules file "off-board.rules":
        """
        variant off-board "Off board" extends backgammon
        track X: 25..2
        """
      When tavli checks "off-board.rules"
      Then tavli reports "rules-schema" at line 2, column 10:
        """
        track X: there is no point 25; the board's points are numbered 1 to 24
        """

  Rule: A condition speaks only of zones the variant defines

    Scenario: A misspelt zone is pointed at, with the zone it resembles
      Given a rules file "homee.rules":
        """
        variant homee "Homee" extends backgammon
        scoring:
            single 1
            gammon 2 when none off and not (any in homee or any off)
        """
      When tavli checks "homee.rules"
      Then tavli reports "rules-unknown-zone" at line 4, column 44:
        """
        the condition names zone 'homee', which the variant does not define (its zones: entry, home); did you mean 'home'?
        """

    Scenario: A zone of the opponent's no man may stay in is a zone the variant defines
      Given a rules file "stay-homee.rules":
        """
        variant stay-homee "Stay homee" extends backgammon
        never stay in the opponent's homee while he could still make at least 2 on each point of it
        """
      When tavli checks "stay-homee.rules"
      Then tavli reports "rules-unknown-zone" at line 2, column 1:
        """
        'never stay in the opponent's homee ...' names a zone the variant does not define; did you mean 'home'?
        """

    Scenario: The bar is a place, not a zone
      Given a rules file "in-bar.rules":
        """
        variant in-bar "In bar" extends backgammon
        allow hitting only when none in bar
        """
      When tavli checks "in-bar.rules"
      Then tavli reports "rules-unknown-zone" at line 2, column 33:
        """
        the condition names zone 'bar', which the variant does not define (its zones: entry, home); the bar is no zone: write 'on bar'
        """

    Scenario: A condition nested beyond reason
      Given a rules file "deep.rules":
        """
        variant deep "Deep" extends backgammon
        allow hitting only when not not not not not not not not not not not not not not not not any off
        """
      When tavli checks "deep.rules"
      Then tavli reports "rules-schema" at line 2, column 25:
        """
        this condition nests more than 16 deep
        """

  Rule: A variant extends another that exists, and never itself

    Scenario: Extending a variant that is not there
      Given a rules file "typo.rules":
        """
        variant typo "Typo" extends backgamon
        """
      When tavli checks "typo.rules"
      Then tavli reports "unknown-variant" at line 1, column 29:
        """
        'extends' names an unknown variant 'backgamon'; did you mean 'backgammon'?
        """

    Scenario: A variant named after the one it extends
      Given a rules file "backgammon.rules":
        """
        variant backgammon "My backgammon" extends backgammon
        """
      When tavli checks "backgammon.rules"
      Then tavli reports "rules-extends-cycle" at line 1, column 44:
        """
        the variant 'backgammon' cannot extend 'backgammon', itself: give it a name of its own
        """

    Scenario: Two variants that extend each other
      Given a rules file "hen.rules":
        """
        variant hen "Hen" extends egg
        """
      And a rules file "egg.rules":
        """
        variant egg "Egg" extends hen
        """
      When tavli checks "hen.rules"
      Then tavli reports "rules-extends-cycle" at line 1, column 27:
        """
        'extends' goes round in a circle: hen → egg → hen (closed at egg.rules:1)
        """

    Scenario: A variant missing what it must say, with nothing to inherit it from
      Given a rules file "bare.rules":
        """
        variant bare "Bare"
        checkers: 15
        dice: 2d6
        track X: 24..1
        track O: 1..24
        zone home: 1..6
        setup: 24:2, 13:5, 8:3, 6:5
        blocked by 2
        single enemy checker: hit
        bear off: exact or higher from the highest
        """
      When tavli checks "bare.rules"
      Then tavli reports "rules-meaning" at line 1, column 1:
        """
        variant 'bare' never says how a game is scored (scoring:)
        """

  Rule: Every problem of a file is reported at once, and in that file

    Scenario: A line the parser cannot read does not hide the lines after it
      Given a rules file "many.rules":
        """
        variant many "Many" extends backgammon
        checker: 15
        blocked by 0
        zone homme 1..6
        """
      When tavli checks "many.rules"
      Then tavli reports these problems:
        | line | column | code         | message                                              |
        | 2    | 1      | rules-syntax | there is no rule 'checker'; did you mean 'checkers'? |
        | 3    | 1      | rules-schema | blocked by: 0 is too small; it must be at least 1    |
        | 4    | 12     | rules-syntax | expected ':', found '1'                              |

    Scenario: No cube in a game that inherits cube options is answered where it is said
      Given a rules file "ssang-ryouk.rules":
        """
        variant ssang-ryouk "Ssang-Ryouk" extends backgammon
        cube: none
        """
      When tavli checks "ssang-ryouk.rules"
      Then tavli reports these problems:
        | line | column | code          | message |
        | 2    | 1      | rules-meaning | the game has no cube, but the option 'jacoby' it inherits from backgammon (backgammon.rules:41) is a cube rule: write 'without option jacoby' |
        | 2    | 1      | rules-meaning | the game has no cube, but the option 'beavers' it inherits from backgammon (backgammon.rules:44) is a cube rule: write 'without option beavers' |

  Rule: A set-up of one player places all his checkers, apart from the other's

    Scenario: A player's own set-up that places too few checkers
      Given a rules file "short-o.rules":
        """
        variant short-o "Short O" extends backgammon
        setup O: 24:3, 23:3
        """
      When tavli checks "short-o.rules"
      Then tavli reports "rules-setup-count" at line 2, column 1:
        """
        the setup O places 6 checkers, but each player has 15
        """

    Scenario: A player's own set-up on a point where the other starts
      Given a rules file "clash-o.rules":
        """
        variant clash-o "Clash O" extends backgammon
        setup O: 19:15
        """
      When tavli checks "clash-o.rules"
      Then tavli reports "rules-setup-clash" at line 2, column 1:
        """
        the setup puts X's point 6 and O's point 19 on the same board point 6, so both colours would start there
        """

  Rule: Who moves first is a side, X or O

    Scenario: A first player that is no side
      Given a rules file "z-first.rules":
        """
        variant z-first "Z first" extends backgammon
        opening: Z moves first
        """
      When tavli checks "z-first.rules"
      Then tavli reports "rules-sides" at line 2, column 1:
        """
        Z moves first, but this game's sides are X, O
        """

  Rule: Bearing off is said in one of its three forms

    Scenario: A bear-off from every point is written 'from any point'
      Given a rules file "every.rules":
        """
        variant every "Every" extends backgammon
        bear off: exact or higher from every point
        """
      When tavli checks "every.rules"
      Then tavli reports "rules-syntax" at line 2, column 32:
        """
        expected 'any' or 'the', found 'every'
        """

  Rule: Options exist before they are chosen or withdrawn, and each one plays

    Scenario: Going without an option the variant never had
      Given a rules file "without.rules":
        """
        variant without "Without" extends backgammon
        without option free-entry
        """
      When tavli checks "without.rules"
      Then tavli reports "rules-unknown-option" at line 2, column 1:
        """
        there is no inherited option 'free-entry' to go without
        """

    Scenario: An old option name must not be an option offered now
      Given a rules file "renamed.rules":
        """
        variant renamed "Renamed" extends backgammon
        option jacoby is now the default
        """
      When tavli checks "renamed.rules"
      Then tavli reports "rules-unknown-option" at line 2, column 1:
        """
        'jacoby' is an option offered now, so it cannot be an old name of another
        """

    Scenario: An old option name must lead to an option the game offers
      Given a rules file "renamed-to.rules":
        """
        variant renamed-to "Renamed to" extends backgammon
        option money is now option jacobi
        """
      When tavli checks "renamed-to.rules"
      Then tavli reports "rules-unknown-option" at line 2, column 1:
        """
        'option money is now option jacobi': this game offers no option 'jacobi'
        """

    Scenario: Choosing an option the variant does not offer
      Given a rules file "plain.rules":
        """
        variant plain "Plain"
        checkers: 15
        dice: 2d6
        track X: 24..1
        track O: 1..24
        zone home: 1..6
        setup: 24:2, 13:5, 8:3, 6:5
        blocked by 2
        single enemy checker: hit
        bear off: exact or higher from the highest
        scoring:
            single 1
        option no-cube "Play without the doubling cube":
            cube: none
        """
      When tavli loads "plain.rules" with option "free-entry"
      Then tavli reports "unknown-option":
        """
        variant 'plain' has no option 'free-entry' (its options: no-cube)
        """

    Scenario: An option that would break the variant is found without choosing it
      Given a rules file "fewer.rules":
        """
        variant fewer "Fewer" extends backgammon
        setup: 24:2, 13:5, 8:3, 6:5
        option fewer-checkers "Play with fourteen checkers":
            checkers: 14
        """
      When tavli checks "fewer.rules"
      Then tavli reports "rules-setup-count" at line 4, column 5:
        """
        each player has 14 checkers, but the setup (line 2) places 15
        """

  Rule: Every roll in a rule can be thrown, and every turn can end

    Scenario: A roll the dice cannot show
      Given a rules file "seven.rules":
        """
        variant seven "Seven" extends backgammon
        on 1-7: play the roll
        """
      When tavli checks "seven.rules"
      Then tavli reports "rules-impossible-roll" at line 2, column 1:
        """
        the roll 1-7 cannot be thrown with d6 dice
        """

    Scenario: A stake rule for a roll the dice cannot show
      Given a rules file "boxcars.rules":
        """
        variant boxcars "Boxcars" extends backgammon
        double the stake on 6-7
        """
      When tavli checks "boxcars.rules"
      Then tavli reports "rules-impossible-roll" at line 2, column 1:
        """
        'double the stake on 6-7': the roll 6-7 cannot be thrown with 2d6
        """

    Scenario: Rolling again before anything is played
      Given a rules file "spin.rules":
        """
        variant spin "Spin" extends backgammon
        on doubles: roll again, then play it 4 times
        """
      When tavli checks "spin.rules"
      Then tavli reports 2 problems
      And the problem at line 2, column 13 is "rules-endless-turn":
        """
        'roll again' comes before anything is played, so the turn could go on for ever
        """
      And the problem at line 2, column 13 is "rules-meaning":
        """
        'roll again' must be the last part of a turn
        """

    Scenario: Every roll rolls again
      Given a rules file "coins.rules":
        """
        variant coins "Coins" extends backgammon
        dice: 2d2
        on doubles: play it 4 times, then roll again
        on 1-2: play the roll, then roll again
        """
      When tavli checks "coins.rules"
      Then tavli reports "rules-endless-turn" at line 3, column 1:
        """
        every roll the dice can show ends in 'roll again', so the turn would never pass to the other player
        """

    Scenario: A condition on the last roll again lets the turn end
      Given a rules file "coins-ending.rules":
        """
        variant coins-ending "Coins that end" extends backgammon
        dice: 2d2
        on doubles: play it 4 times, then roll again
        on 1-2: play the roll, then roll again when none in hand
        """
      When tavli checks "coins-ending.rules"
      Then tavli accepts it

  Rule: Every problem is reported at once

    Scenario: Three problems in one file
      Given a rules file "three.rules":
        """
        variant three "Three" extends backgammon
        setup: 24:2, 13:5, 8:3, 6:4
        allow hitting only when any in inner
        on 1-9: play the roll
        """
      When tavli checks "three.rules"
      Then tavli reports 3 problems
      And the problem at line 2, column 1 is "rules-setup-count":
        """
        the setup places 14 checkers, but each player has 15
        """
      And the problem at line 3, column 32 is "rules-unknown-zone":
        """
        the condition names zone 'inner', which the variant does not define (its zones: entry, home)
        """
      And the problem at line 4, column 1 is "rules-impossible-roll":
        """
        the roll 1-9 cannot be thrown with d6 dice
        """

  Rule: A game's dice and its other rules must fit together

    Scenario: Three dice with an opening that plays the two opening dice
      Given a rules file "three.rules":
        """
        variant three "Three" extends backgammon
        dice: 3d6
        """
      When tavli checks "three.rules"
      Then tavli reports "rules-opening-dice" at line 2, column 1:
        """
        the opening winner cannot play the two opening dice as his roll when 3 dice are rolled: say 'opening winner: rolls both dice again'
        """

    Scenario: A condition about pinned checkers in a game that hits
      Given a rules file "pinless.rules":
        """
        variant pinless "Pinless" extends backgammon
        zone head: 24..24
        the game ends when a player has any pinned in head: he loses
        """
      When tavli checks "pinless.rules"
      Then tavli reports "rules-no-pins" at line 3, column 33:
        """
        the condition speaks of pinned checkers, but in this game a single enemy checker is not pinned (single enemy checker: pin)
        """

  Rule: Counts, the other player, and the end of the game say only what can happen

    Scenario: A count beyond the checkers a player has can never hold
      Given a rules file "sixteen.rules":
        """
        variant sixteen "Sixteen" extends backgammon
        the game ends when a player has 16 off: he wins
        """
      When tavli checks "sixteen.rules"
      Then tavli reports "rules-meaning" at line 2, column 33:
        """
        the condition asks for 16 checkers, but each player has only 15
        """

    Scenario: A count of held points beyond the zone's points can never hold
      Given a rules file "held.rules":
        """
        variant held "Held" extends backgammon
        allow hitting only when more than 6 points held in home
        """
      When tavli checks "held.rules"
      Then tavli reports "rules-meaning" at line 2, column 35:
        """
        the condition asks for 7 points held in zone home, but there are only 6
        """

    Scenario: The opponent of the opponent is the player himself
      Given a rules file "twice.rules":
        """
        variant twice "Twice" extends backgammon
        allow hitting only when the opponent has the opponent has any off
        """
      When tavli checks "twice.rules"
      Then tavli reports "rules-meaning" at line 2, column 42:
        """
        'the opponent has' inside 'the opponent has' speaks of the player himself: say it without either
        """

    Scenario: An end rule that holds before the first roll would end every game at once
      Given a rules file "instant.rules":
        """
        variant instant "Instant" extends backgammon
        the game ends when a player has none off: he wins
        """
      When tavli checks "instant.rules"
      Then tavli reports "rules-meaning" at line 2, column 33:
        """
        'none off' already holds in the starting position, so the game would end before it began
        """

    Scenario: The old 'lost when' says what to write instead
      Given a rules file "lost.rules":
        """
        variant lost "Lost" extends backgammon
        lost when any off
        """
      When tavli checks "lost.rules"
      Then tavli reports "rules-meaning" at line 2, column 1:
        """
        'lost when' is no longer part of the language: write 'the game ends when a player has ...: he loses' (or 'he wins', or 'a draw')
        """

  Rule: Limits on single moves must be able to limit something

    Scenario: Holding at most as many points as the zone has limits nothing
      Given a rules file "most.rules":
        """
        variant most "Most" extends backgammon
        hold at most 6 points of home
        """
      When tavli checks "most.rules"
      Then tavli reports "rules-meaning" at line 2, column 1:
        """
        zone home has only 6 points, so holding at most 6 of them limits nothing
        """

    Scenario: A stack limit below the blocking number would let no point be held
      Given a rules file "stack.rules":
        """
        variant stack "Stack" extends backgammon
        at most 1 checkers on a point
        """
      When tavli checks "stack.rules"
      Then tavli reports "rules-meaning" at line 2, column 1:
        """
        with at most 1 checker on a point and 2 needed to block one, no point could ever be held
        """

    Scenario: An entry rule in a game where no checker ever enters
      Given a rules file "noentry.rules":
        """
        variant noentry "No entry" extends fevga
        never enter onto own checkers
        """
      When tavli checks "noentry.rules"
      Then tavli reports "rules-meaning" at line 2, column 1:
        """
        no checker ever enters in this game (nothing is hit and none starts in hand), so 'never enter onto own checkers' says nothing
        """

    Scenario: A hitter cannot stop where nothing is hit
      Given a rules file "nohit.rules":
        """
        variant nohit "No hit" extends fevga
        a checker that hits in home moves no further
        """
      When tavli checks "nohit.rules"
      Then tavli reports "rules-meaning" at line 2, column 1:
        """
        nothing is hit in this game (single enemy checker: blocked), so no checker that hits can stop
        """

    Scenario: A hitter that stops in a zone the variant does not define
      Given a rules file "nozone.rules":
        """
        variant nozone "No zone" extends backgammon
        a checker that hits in inner moves no further
        """
      When tavli checks "nozone.rules"
      Then tavli reports "rules-unknown-zone" at line 2, column 1:
        """
        'a checker that hits in inner moves no further' names a zone the variant does not define
        """

    Scenario: A game has one rule about primes
      Given a rules file "primes.rules":
        """
        variant primes "Primes" extends long-nardy
        no prime of 6 with every enemy checker behind it
        """
      When tavli checks "primes.rules"
      Then tavli reports "rules-meaning" at line 2, column 1:
        """
        a game has one rule about primes: 'no prime of ... unless an enemy checker is past it' or 'no prime of ... with every enemy checker behind it', not both
        """

  Rule: Rules by turn, cascades and unplayed dice must say something that can happen

    Scenario: A cascade of higher doubles after a roll that is not a double
      Given a rules file "climb.rules":
        """
        variant climb "Climb" extends backgammon
        on 1-2: play the roll, then play each higher double 4 times
        """
      When tavli checks "climb.rules"
      Then tavli reports "rules-meaning" at line 2, column 29:
        """
        'play each higher double' needs a double to climb from; say it under 'on doubles'
        """

    Scenario: A cascade of lower doubles after a roll that is not a double
      Given a rules file "descend.rules":
        """
        variant descend "Descend" extends backgammon
        on 6-5: play the roll, then play each lower double 2 times
        """
      When tavli checks "descend.rules"
      Then tavli reports "rules-meaning" at line 2, column 29:
        """
        'play each lower double' needs a double to step down from; say it under 'on doubles'
        """

    Scenario: Two programs for one roll whose turns overlap
      Given a rules file "overlap.rules":
        """
        variant overlap "Overlap" extends backgammon
        on doubles in the first 3 turns: play it 2 times
        on doubles from the second turn on: play it 8 times
        """
      When tavli checks "overlap.rules"
      Then tavli reports "rules-meaning" at line 3, column 1:
        """
        'on doubles from the second turn on' and 'on doubles in the first 3 turns' can both apply to one turn: say which turns each is for, without overlap
        """

    Scenario: A program for the first double beside one for some turns' doubles
      Given a rules file "twice.rules":
        """
        variant twice "Twice" extends backgammon
        on the first double: play it 2 times
        on doubles from the third turn on: play it 8 times
        """
      When tavli checks "twice.rules"
      Then tavli reports "rules-meaning" at line 3, column 1:
        """
        'on doubles from the third turn on' and 'on the first double' can both apply to one turn: say which turns each is for, without overlap
        """

    Scenario: "From the first turn on" is every turn
      Given a rules file "early.rules":
        """
        variant early "Early" extends backgammon
        on doubles from the first turn on: play it 2 times
        """
      When tavli checks "early.rules"
      Then tavli reports "rules-syntax" at line 2, column 21:
        """
        expected a turn from 'second' to 'twelfth', found 'first'
        """

    Scenario: Turns are counted up to the twelfth
      Given a rules file "long.rules":
        """
        variant long "Long" extends backgammon
        on doubles in the first 13 turns: play it 2 times
        """
      When tavli checks "long.rules"
      Then tavli reports "rules-schema" at line 2, column 25:
        """
        turns are counted up to the twelfth, not the 13th
        """

    Scenario: Unplayed dice of a roll the dice cannot show
      Given a rules file "gift.rules":
        """
        variant gift "Gift" extends backgammon
        unplayed dice of 7-7: passed to the opponent
        """
      When tavli checks "gift.rules"
      Then tavli reports "rules-impossible-roll" at line 2, column 1:
        """
        the roll 7-7 cannot be thrown with d6 dice
        """

    Scenario: The cascade and its turns are accepted where they make sense
      Given a rules file "cascade.rules":
        """
        variant cascade "Cascade" extends backgammon
        on doubles: play it 4 times
        on doubles from the fourth turn of the game on: play it 4 times, then play each higher double 4 times
        on 6-6 in the first turn: play it 2 times
        unplayed dice of doubles: passed to the opponent
        """
      When tavli checks "cascade.rules"
      Then tavli accepts it

    Scenario: A program for a player's first double is accepted
      Given a rules file "first.rules":
        """
        variant first "First" extends backgammon
        on the first double: play it 2 times, then play its complement 2 times
        """
      When tavli checks "first.rules"
      Then tavli accepts it

  Rule: A take by naming and the tracks over part of the board must fit the rest of the game

    Scenario: A take left undone, where no die takes
      Given a rules file "undone.rules":
        """
        variant undone "Undone" extends backgammon
        the game ends when a player leaves a take undone: he loses
        """
      When tavli checks "undone.rules"
      Then tavli reports "rules-meaning" at line 2, column 1:
        """
        the game ends when a take is left undone, but no die takes (say 'a die may take a checker from the point it names on the opponent's track, to his hand')
        """

    Scenario: A take in a game that pins
      Given a rules file "pinned-take.rules":
        """
        variant pinned-take "Pinned take" extends plakoto
        a die may take a checker from the point it names on the opponent's track, to his hand
        """
      When tavli checks "pinned-take.rules"
      Then tavli reports "rules-meaning" at line 2, column 1:
        """
        a take and pins ('single-enemy-checker' is stated too): tavli plays no game with both yet
        """

    Scenario: Where the taken checker goes is said
      Given a rules file "nowhere.rules":
        """
        variant nowhere "Nowhere" extends backgammon
        a die may take a checker from the point it names on the opponent's track
        """
      When tavli checks "nowhere.rules"
      Then tavli reports "rules-syntax" at line 2, column 73:
        """
        expected ',', found the end of the line
        """

    Scenario: Two tracks over part of the board, but one longer than the other
      Given a rules file "uneven.rules":
        """
        variant uneven "Uneven" extends backgammon
        board: 12 points in 2 rows of 6
        track X: 6..1
        track O: 7..12, 1
        zone home: 1..6
        zone entry: 6..6
        setup: 6:15
        """
      When tavli checks "uneven.rules"
      Then tavli reports "rules-track" at line 4, column 1:
        """
        track O passes 7 points and track X 6: where each passes part of the board, both are as long
        """
