Feature: The rules language: counts, the other player, end rules and limits on moves
  The constructs of docs/writing-a-variant.md that the bundled games use only in part, each
  shown on a small variant written in the scenario. A count with a bare number means at least
  that many; a point is held by a player when at least 'blocked by' of his checkers stand on
  it; 'the opponent has' judges a condition for the other player on his own track; an end
  rule ends the game after the part of a turn in which it comes to hold. These are the
  project's own rules about its language, worked out from that document.

  Rule: a count ends the game: the first to bear off five wins

    Background:
      Given a rules file "five.rules":
        """
        variant five "Five off" extends backgammon
        the game ends when a player has 5 off: he wins
        """
      And the variant in the rules file "five.rules"

    Scenario: The fifth checker off wins the game
      Given the position "X 6:11 off:4 | O 6:15 | X to roll"
      When X rolls 6-5
      And X plays "6/off 6/1"
      Then the game is over
      And the score is X wins a gammon for 2 points

    Scenario: A bare number means at least that many
      Given the position "X 6:11 off:4 | O 6:15 | X to roll"
      When X rolls 6-6
      And X plays "6/off 6/off 6/off 6/off"
      Then the game is over
      And the position is "X 6:7 off:8 | O 6:15 | X has won"

    Scenario: Short of five the game goes on
      Given the position "X 6:12 off:3 | O 6:15 | X to roll"
      When X rolls 6-5
      And X plays "6/off 6/1"
      Then the game is not over

  Rule: a count of held points: closing the home board wins

    Background:
      Given a rules file "closed.rules":
        """
        variant closed "Closed board" extends backgammon
        the game ends when a player has 6 points held in home: he wins
        """
      And the variant in the rules file "closed.rules"

    Scenario: Making the sixth point of the home board wins
      Given the position "X 7:4 6:2 5:2 4:2 3:2 2:2 1:1 | O 13:15 | X to roll"
      When X rolls 6-5
      And X plays "7/1 7/2"
      Then the game is over
      And the score is X wins a gammon for 2 points

    Scenario: A single checker does not hold a point
      Given the position "X 7:4 6:2 5:2 4:2 3:2 2:2 1:1 | O 13:15 | X to roll"
      When X rolls 4-3
      And X plays "7/3 7/4"
      Then the game is not over

  Rule: a condition on the other player

    Background:
      Given a rules file "late.rules":
        """
        variant late "Late hits" extends backgammon
        allow hitting only when the opponent has none in home
        """
      And the variant in the rules file "late.rules"

    Scenario: While the opponent has checkers in his home board, a blot may not be hit
      Given the position "X 13:15 | O 6:13 14:1 24:1 | X to roll"
      When X rolls 2-1
      Then "13/11* 13/12" is illegal
      And the only legal play is "13/10"

    Scenario: Once the opponent's home board is empty, the blot may be hit
      Given the position "X 13:15 | O 8:14 14:1 | X to roll"
      When X rolls 2-1
      Then "13/11* 13/12" is legal

  Rule: at most so many points of a zone held

    Scenario: A play that would hold a fourth home point is illegal
      Given a rules file "few.rules":
        """
        variant few "Few points" extends backgammon
        hold at most 3 points of home
        """
      And the variant in the rules file "few.rules"
      And the position "X 13:7 8:2 6:2 5:2 4:2 | O 13:15 | X to roll"
      When X rolls 5-5
      Then "8/3 8/3 13/8 13/8" is illegal
      And "13/3 13/3" is illegal
      And "13/8 13/8 13/8 13/8" is legal

    Scenario: A checker that pins holds its point among the few
      Given a rules file "pin-few.rules":
        """
        variant pin-few "Few points, pinning" extends plakoto
        hold at most 3 points of home
        """
      And the variant in the rules file "pin-few.rules"
      And the position "X 9:1 6:2 5:2 4:2 13:8 | O 22:1 1:14 | X to roll"
      When X rolls 6-1
      Then "9/3* 13/12" is illegal
      And "13/7 13/12" is legal

  Rule: at most so many checkers on a point

    Scenario: A sixth checker may not join five
      Given a rules file "stack.rules":
        """
        variant stack "Stacks of five" extends backgammon
        at most 5 checkers on a point
        """
      And the variant in the rules file "stack.rules"
      And the starting position
      When X rolls 2-1
      Then "8/6 24/23" is illegal
      And "8/7 7/6" is illegal
      And "13/11 6/5" is legal

  Rule: no entering onto one's own checkers

    Scenario: A checker from the bar may not enter where its own checker stands
      Given a rules file "tawula-like.rules":
        """
        variant tawula-like "Tawula-like" extends backgammon
        never enter onto own checkers
        """
      And the variant in the rules file "tawula-like.rules"
      And the position "X bar:1 24:1 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | X to roll"
      When X rolls 3-1
      Then "bar/24 13/10" is illegal
      And "bar/22 24/23" is legal

    Scenario: A checker already on the board may still join its own
      Given a rules file "tawula-like.rules":
        """
        variant tawula-like "Tawula-like" extends backgammon
        never enter onto own checkers
        """
      And the variant in the rules file "tawula-like.rules"
      And the position "X bar:1 24:1 18:1 13:4 8:3 6:5 | O 24:2 13:5 8:3 6:5 | X to roll"
      When X rolls 6-2
      Then "bar/23 24/18" is legal

  Rule: a leave limit counts the checkers that leave the whole zone, and its exception may wait for a condition

    Scenario: A head of two points lets one checker leave it in a turn
      Given a rules file "wide-head.rules":
        """
        variant wide-head "Wide head" extends backgammon
        zone back: 23..24
        leave limit: 1 from back per turn
        """
      And the variant in the rules file "wide-head.rules"
      And the position "X 24:1 23:1 13:13 | O 6:15 | X to roll"
      When X rolls 2-1
      Then "24/22 23/22" is illegal
      And "24/21" is legal
      And "23/21 13/12" is legal
      And "24/23 13/11" is legal

    Scenario: With all on the head, 6-6 takes two checkers off it
      Given a rules file "early-nardy.rules":
        """
        variant early-nardy "Early Nardy" extends long-nardy
        leave limit: 1 from head per turn, 2 on 6-6 or 4-4 or 3-3 when all in head
        """
      And the variant in the rules file "early-nardy.rules"
      And the starting position
      When X rolls 6-6
      Then the legal plays are:
        | play     |
        | 24/18(2) |

    Scenario: Once a checker has left the head, 6-6 takes only one more off it
      Given a rules file "early-nardy.rules":
        """
        variant early-nardy "Early Nardy" extends long-nardy
        leave limit: 1 from head per turn, 2 on 6-6 or 4-4 or 3-3 when all in head
        """
      And the variant in the rules file "early-nardy.rules"
      And the position "X 24:14 18:1 | O 24:15 | X to roll"
      When X rolls 6-6
      Then the legal plays are:
        | play  |
        | 24/18 |

  Rule: a prime with every enemy checker behind it: on the bar, in hand and pinned count as behind

    Background:
      Given a rules file "trap.rules":
        """
        variant trap "Trap" extends backgammon
        no prime of 6 with every enemy checker behind it
        """
      And a rules file "pin-trap.rules":
        """
        variant pin-trap "Pin trap" extends plakoto
        no prime of 6 with every enemy checker behind it
        """
      And a rules file "hand-trap.rules":
        """
        variant hand-trap "Hand trap" extends acey-deucey
        no prime of 6 with every enemy checker behind it
        """

    Scenario: The last enemy checker on the bar is behind the prime
      Given the variant in the rules file "trap.rules"
      And the position "X 10:1 9:1 8:2 7:2 6:2 5:2 4:2 13:3 | O bar:1 off:14 | X to roll"
      When X rolls 2-1
      Then "10/9 13/11" is illegal
      And "13/11 13/12" is legal

    Scenario: An enemy checker past the prime lets it stand
      Given the variant in the rules file "trap.rules"
      And the position "X 10:1 9:1 8:2 7:2 6:2 5:2 4:2 13:3 | O bar:1 10:1 off:13 | X to roll"
      When X rolls 2-1
      Then "10/9 13/11" is legal

    Scenario: The last enemy checker in hand is behind the prime
      Given the variant in the rules file "hand-trap.rules"
      And the position "X 10:1 9:1 8:2 7:2 6:2 5:2 4:2 13:3 | O hand:1 off:14 | X to roll"
      When X rolls 2-1
      Then "10/9 13/11" is illegal
      And "13/11 13/12" is legal

    Scenario: A checker that pins holds its point in the prime, and the pinned checker is behind it
      Given the variant in the rules file "pin-trap.rules"
      And the position "X 13:4 9:1 8:2 7:2 6:2 5:2 4:2 | O 22:1 24:14 | X to roll"
      When X rolls 6-5
      Then "9/3* 13/8" is illegal
      And "13/7 9/4" is legal

    Scenario: A trapping prime may not be built from the first point of the track
      Given the variant in the rules file "trap.rules"
      And the position "X 24:3 23:2 22:2 21:2 20:2 19:1 13:3 | O 24:15 | X to roll"
      When X rolls 5-1
      Then "24/19 13/12" is illegal
      And "13/8 13/12" is legal

    Scenario: A trapping prime may not be built to the last point of the track
      Given the variant in the rules file "trap.rules"
      And the position "X 7:1 6:1 5:2 4:2 3:2 2:2 1:2 13:3 | O bar:1 off:14 | X to roll"
      When X rolls 2-1
      Then "7/6 13/11" is illegal
      And "13/11 13/12" is legal

    Scenario: Two pinning checkers hold their points in a trapping prime
      Given the variant in the rules file "pin-trap.rules"
      And the position "X 13:6 8:2 7:2 6:2 5:2 4:1 | O 21:pinned 22:1 24:13 | X to roll"
      When X rolls 6-4
      Then "13/3*" is illegal
      And "13/7 13/9" is legal

    Scenario: A checker that pins at the far end of the row holds its point in the prime
      Given the variant in the rules file "pin-trap.rules"
      And the position "X 13:4 9:1 8:1 7:2 6:2 5:2 4:2 3:1 | O 22:pinned 24:14 | X to roll"
      When X rolls 2-1
      Then "9/8 13/11" is illegal
      And "13/11 13/12" is legal

    Scenario: Enemy checkers on the bar and in hand are not right behind the prime
      Given a rules file "hand-close.rules":
        """
        variant hand-close "Hand, close behind" extends acey-deucey
        no prime of 6 with every enemy checker right behind it
        """
      And the variant in the rules file "hand-close.rules"
      And the position "X 13:3 9:1 8:1 7:2 6:2 5:2 4:2 3:2 | O bar:1 hand:1 23:2 off:11 | X to roll"
      When X rolls 2-1
      Then "9/8 13/11" is legal

    Scenario: A prime on the points where the enemy enters has nothing right behind it
      Given a rules file "hand-close.rules":
        """
        variant hand-close "Hand, close behind" extends acey-deucey
        no prime of 6 with every enemy checker right behind it
        """
      And the variant in the rules file "hand-close.rules"
      And the position "X 7:1 6:1 5:2 4:2 3:2 2:2 1:2 13:3 | O hand:1 off:14 | X to roll"
      When X rolls 2-1
      Then "7/6 13/11" is legal

    Scenario: With every enemy checker right behind it, the prime may not be built
      Given a rules file "hand-close.rules":
        """
        variant hand-close "Hand, close behind" extends acey-deucey
        no prime of 6 with every enemy checker right behind it
        """
      And the variant in the rules file "hand-close.rules"
      And the position "X 13:3 9:1 8:1 7:2 6:2 5:2 4:2 3:2 | O 23:2 off:13 | X to roll"
      When X rolls 2-1
      Then "9/8 13/11" is illegal

    Scenario: In a game that pins, enemy checkers that are free count too
      Given the variant in the rules file "pin-trap.rules"
      And the position "X 13:3 9:1 8:1 7:2 6:2 5:2 4:2 3:2 | O 24:15 | X to roll"
      When X rolls 2-1
      Then "9/8 13/11" is illegal

    Scenario: A pinned enemy checker and a free one are both behind the prime
      Given the variant in the rules file "pin-trap.rules"
      And the position "X 13:4 9:1 8:1 7:2 6:2 5:2 4:1 3:2 | O 21:pinned 24:1 off:13 | X to roll"
      When X rolls 2-1
      Then "9/8 13/11" is illegal

    Scenario: Five points and checkers on the bar are no prime
      Given the variant in the rules file "trap.rules"
      And the position "X bar:2 5:2 4:2 3:2 2:2 1:2 13:3 | O bar:1 off:14 | X to roll"
      When X rolls 6-5
      Then "bar/19 bar/20" is legal

    Scenario: A pinning checker at the near end of the row holds its point in the prime
      Given the variant in the rules file "pin-trap.rules"
      And the position "X 13:6 8:1 7:2 6:2 5:2 4:2 | O 17:pinned 22:1 24:13 | X to roll"
      When X rolls 6-4
      Then "13/3*" is illegal

    Scenario: A pinning checker next to the point just made holds its point in the prime
      Given the variant in the rules file "pin-trap.rules"
      And the position "X 13:4 9:1 8:1 7:1 6:2 5:2 4:2 3:2 | O 18:pinned 24:14 | X to roll"
      When X rolls 2-1
      Then "9/8 13/11" is illegal

    Scenario: In a game that pins, every enemy checker right behind the prime traps them
      Given a rules file "pin-close.rules":
        """
        variant pin-close "Pin, close behind" extends plakoto
        no prime of 6 with every enemy checker right behind it
        """
      And the variant in the rules file "pin-close.rules"
      And the position "X 13:3 9:1 8:1 7:2 6:2 5:2 4:2 3:2 | O 23:15 | X to roll"
      When X rolls 2-1
      Then "9/8 13/11" is illegal
      And "13/11 13/12" is legal

    Scenario: A checker that pins completes no trapping prime while an enemy checker is past it
      Given the variant in the rules file "pin-trap.rules"
      And the position "X 13:4 9:1 8:2 7:2 6:2 5:2 4:2 | O 22:1 15:1 24:13 | X to roll"
      When X rolls 6-5
      Then "9/3* 13/8" is legal

  Rule: an action with no allow rule is always allowed

    Scenario: With no allow rule at all, a checker on the bar does not hold the others back
      Given a rules file "free.rules":
        """
        variant free "Free"
        checkers: 15
        dice: 2d6
        track X: 24..1
        track O: 1..24
        zone home: 1..6
        setup: 24:2, 13:5, 8:3, 6:5
        blocked by 2
        single enemy checker: hit
        bear off: exact or higher from the highest
        opening ties: roll again
        opening winner: plays both dice
        cube: none
        scoring:
            single 1
        """
      And the variant in the rules file "free.rules"
      And the position "X bar:1 24:1 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | X to roll"
      When X rolls 6-5
      Then "13/7 8/3" is legal
      And "bar/20 13/7" is legal

    Scenario: 'always' undoes a condition the variant inherits
      Given a rules file "loose.rules":
        """
        variant loose "Loose" extends backgammon
        allow moving on board always
        """
      And the variant in the rules file "loose.rules"
      And the position "X bar:1 24:1 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | X to roll"
      When X rolls 6-5
      Then "13/7 8/3" is legal

  Rule: a single enemy checker that is not hit closes its point, whatever 'blocked by' says

    Scenario: With blocked by 2 and no hitting, a blot still closes its point
      Given a rules file "no-hit.rules":
        """
        variant no-hit "No hitting" extends backgammon
        single enemy checker: blocked
        """
      And the variant in the rules file "no-hit.rules"
      And the position "X 24:1 6:14 | O 11:1 24:14 | X to roll"
      When X rolls 6-4
      Then the legal plays are:
        | play      |
        | 24/18 6/2 |

  Rule: a checker that pins in a zone where hitters stop moves no further

    Scenario: The pinner stops in the home board, and moves on outside it
      Given a rules file "pin-stop.rules":
        """
        variant pin-stop "Pin and stop" extends plakoto
        a checker that hits in home moves no further
        """
      And the variant in the rules file "pin-stop.rules"
      And the position "X 13:12 12:1 8:2 | O 24:13 20:1 15:1 | X to roll"
      When X rolls 3-2
      Then "8/5*/3" is illegal
      And "8/5* 8/6" is legal
      And "12/10*/7" is legal

    Scenario: The checker pinned under the stopped pinner stays pinned
      Given a rules file "pin-stop.rules":
        """
        variant pin-stop "Pin and stop" extends plakoto
        a checker that hits in home moves no further
        """
      And the variant in the rules file "pin-stop.rules"
      And the position "X 13:12 12:1 8:2 | O 24:13 20:1 15:1 | X to roll"
      When X rolls 3-2
      And X plays "8/5* 8/6"
      Then the position is "X 13:12 12:1 6:1 5:1 | O 24:13 20:pinned 15:1 | O to roll"

  Rule: a play is legal if its steps can be made in some order the limits allow, whatever the order of the points

    Scenario: A checker enters where its own checker has just left
      Given a rules file "loose-bar.rules":
        """
        variant loose-bar "Loose bar" extends backgammon
        never enter onto own checkers
        allow moving on board always
        """
      And the variant in the rules file "loose-bar.rules"
      And the position "X bar:1 22:1 13:5 8:3 6:5 | O 2:2 24:2 13:5 8:3 6:3 | X to roll"
      When X rolls 3-2
      Then "22/20 bar/22" is legal

    Scenario: A home point is given up before another is made
      Given a rules file "few.rules":
        """
        variant few "Few points" extends backgammon
        hold at most 3 points of home
        """
      And the variant in the rules file "few.rules"
      And the position "X 9:1 6:2 5:2 4:2 3:1 13:7 | O 1:15 | X to roll"
      When X rolls 6-5
      Then "6/1 9/3" is legal

    Scenario: A checker leaves a full point before another joins it
      Given a rules file "stack.rules":
        """
        variant stack "Stacks of five" extends backgammon
        at most 5 checkers on a point
        """
      And the variant in the rules file "stack.rules"
      And the position "X 7:1 6:5 13:9 | O 22:2 24:13 | X to roll"
      When X rolls 4-1
      Then "6/2 7/6" is legal

    Scenario: A standing prime is opened by a checker ahead before one behind moves
      Given a rules file "trap.rules":
        """
        variant trap "Trap" extends backgammon
        no prime of 6 with every enemy checker behind it
        """
      And the variant in the rules file "trap.rules"
      And the position "X 13:3 8:2 7:2 6:2 5:2 4:2 3:2 | O bar:1 off:14 | X to roll"
      When X rolls 6-5
      Then "13/7 8/3" is legal

    Scenario: A checker bears off while all still stand in a zone short of the end
      Given a rules file "mid.rules":
        """
        variant mid "Middle" extends backgammon
        zone mid: 2..7
        allow bearing off only when all in mid
        """
      And the variant in the rules file "mid.rules"
      And the position "X 7:1 2:14 | O 1:15 | X to roll"
      When X rolls 6-2
      Then "2/off 7/1" is legal

  Rule: a prime needs an enemy checker past it, without any other limit

    Scenario: Without an enemy checker past it, the sixth point of a row may not be made
      Given a rules file "prime.rules":
        """
        variant prime "Prime" extends backgammon
        no prime of 6 unless an enemy checker is past it
        """
      And the variant in the rules file "prime.rules"
      And the position "X 10:1 9:1 8:2 7:2 6:2 5:2 4:2 13:3 | O 24:15 | X to roll"
      When X rolls 2-1
      Then "10/9 13/11" is illegal
      And "13/11 13/12" is legal

    Scenario: A checker enters from the bar once another has come home
      Given a rules file "late-bar.rules":
        """
        variant late-bar "Late bar" extends backgammon
        allow moving on board always
        allow entering from bar only when any in home
        """
      And the variant in the rules file "late-bar.rules"
      And the position "X bar:1 7:1 off:13 | O 24:15 | X to roll"
      When X rolls 3-1
      Then "7/6 bar/22" is legal

    Scenario: A checker enters from the hand once another has come home
      Given a rules file "late-hand.rules":
        """
        variant late-hand "Late hand" extends acey-deucey
        allow entering from hand only when any in home
        """
      And the variant in the rules file "late-hand.rules"
      And the position "X hand:1 7:1 off:13 | O hand:15 | X to roll"
      When X rolls 3-1
      Then "7/6 hand/22" is legal

    Scenario: A checker moves before another comes home
      Given a rules file "outside.rules":
        """
        variant outside "Outside" extends backgammon
        allow moving on board only when none in home
        """
      And the variant in the rules file "outside.rules"
      And the position "X 10:1 8:1 off:13 | O 24:15 | X to roll"
      When X rolls 6-1
      Then "8/7 10/4" is legal

  Rule: a die past the end bears off from any point, with no need for the others to be home

    Background:
      Given a rules file "anywhere.rules":
        """
        variant anywhere "Off from anywhere" extends backgammon
        allow bearing off always
        bear off: exact or higher from any point
        """
      And the variant in the rules file "anywhere.rules"

    Scenario: A six bears off from the three point while checkers stand far behind it
      Given the position "X 20:14 3:1 | O 6:15 | X to roll"
      When X rolls 6-5
      Then "3/off 20/15" is legal
      And "20/14 3/off" is legal

    Scenario: A die short of the end does not bear off
      Given the position "X 20:14 9:1 | O 6:15 | X to roll"
      When X rolls 6-5
      Then "20/14 9/off" is illegal
      And "20/14 9/4" is legal

  Rule: each player may have a set-up of his own

    Background:
      Given a rules file "uneven.rules":
        """
        variant uneven "Uneven set-ups" extends backgammon
        setup X: 24:14, 13:1
        setup O: 24:3, 23:3, 22:3, 21:3, 20:2, 13:1
        """
      And the variant in the rules file "uneven.rules"

    Scenario: Each side starts where its own set-up says, in its own numbering
      Given the starting position
      Then the position is "X 24:14 13:1 | O 24:3 23:3 22:3 21:3 20:2 13:1 | X to roll"

  Rule: the rules may say who moves first, with no opening roll

    Background:
      Given a rules file "o-first.rules":
        """
        variant o-first "O first" extends backgammon
        opening: O moves first
        """
      And the variant in the rules file "o-first.rules"

    Scenario: A new game waits for O's first roll
      Given a new game
      Then the position is "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | O to roll"

