Feature: European Acey Deucey: every double brings its complement and a new roll
  European Acey Deucey as the "Acey Deucey European" page of backgammon-play.net and the
  European version on iTavli's "Rules of Acey-Deucey" page describe it: Backgammon from an
  empty board, where a double is played four times, then its complement (the double on the
  dice's opposite faces, 7 minus it) four times, and the player throws again; the acey-deucey
  (1-2) is played, then a double of the player's choice and its complement, then he throws
  again. A part that cannot be played in full ends the turn. Checkers are borne off only by
  their exact number.

  Rule register (Acey Deucey European, backgammon-play.net; Rules of Acey-Deucey, iTavli):
  EA-01: What the pages do not change is Backgammon: hitting and the bar, the doubling cube, gammons and backgammons. [Acey Deucey European, backgammon-play.net § differences from standard Backgammon; Rules of Acey-Deucey, iTavli § Movement of the checkers]
  EA-02: Every checker starts off the board and enters in the opponent's home board, a die of n on the point n away from the start. [Acey Deucey European, backgammon-play.net § differences from standard Backgammon; Rules of Acey-Deucey, iTavli § introduction; Rules of Acey-Deucey, iTavli § Movement of the checkers]
  EA-03: A player may move the checkers he has entered before all have entered. [Acey Deucey European, backgammon-play.net § differences from standard Backgammon; Rules of Acey-Deucey, iTavli § Movement of the checkers]
  EA-04: The higher opening die starts, and the starter throws both dice for his first move. [Acey Deucey European, backgammon-play.net § differences from standard Backgammon]
  EA-05: A double is played four times, then its complement four times, then the player throws again. [Acey Deucey European, backgammon-play.net § differences from standard Backgammon; Rules of Acey-Deucey, iTavli § European version]
  EA-06: An acey-deucey (1-2) is played, then a double of the player's choice four times and its complement four times, then he throws again. [Acey Deucey European, backgammon-play.net § differences from standard Backgammon; Rules of Acey-Deucey, iTavli § American version; Rules of Acey-Deucey, iTavli § European version]
  EA-07: A part of the turn that cannot be played in full ends the turn: the parts after it and the new throw are lost. [Acey Deucey European, backgammon-play.net § differences from standard Backgammon; Rules of Acey-Deucey, iTavli § American version; Rules of Acey-Deucey, iTavli § European version]
  EA-08: A checker is borne off only by the exact number of its point. [Rules of Acey-Deucey, iTavli § European version]

  Background:
    Given the variant "european-acey-deucey"

  Rule: Backgammon from an empty board

    @rule:EA-01
    Scenario: A single checker is hit and goes to the bar
      Given the position "X hand:14 24:1 | O hand:14 6:1 | X to roll"
      When X rolls 5-3
      And X plays "24/19* hand/22"
      Then the position is "X hand:13 22:1 19:1 | O hand:14 bar:1 | O to roll"

    @rule:EA-01
    Scenario: There is a doubling cube, and a backgammon counts three
      Given the position "X 1:1 off:14 | O hand:15 | X to roll"
      Then X may double
      When X rolls 2-1
      And X plays "1/off"
      Then the score is X wins a backgammon for 3 points

    @rule:EA-02
    Scenario: The game starts with every checker off the board
      Given a new game
      Then the position is "X hand:15 | O hand:15 | opening roll"

    @rule:EA-02 @rule:EA-03
    Scenario: Checkers enter in the opponent's home board, and an entered checker may move on
      Given the position "X hand:15 | O hand:15 | X to roll"
      When X rolls 6-5
      Then the legal plays are:
        | play            |
        | hand/19 hand/20 |
        | hand/14         |

    @rule:EA-03
    Scenario: A checker on the board moves while others wait to enter
      Given the position "X hand:14 19:1 | O hand:15 | X to roll"
      When X rolls 4-3
      Then "19/12" is legal
      And "hand/21 hand/22" is legal

    @rule:EA-04
    Scenario: The starter throws both dice for his first move
      Given a new game
      When the opening dice are 4 and 2
      Then the position is "X hand:15 | O hand:15 | X to roll again"

  Rule: a double, its complement and a new throw

    @rule:EA-05
    Scenario: 5-5 is followed by 2-2 and a new throw
      Given the position "X hand:15 | O hand:15 | X to roll"
      When X rolls 5-5
      Then the position is "X hand:15 | O hand:15 | X to play 5-5-5-5, then 2-2-2-2, then roll again"
      When X plays "hand/20(4)"
      Then the position is "X hand:11 20:4 | O hand:15 | X to play 2-2-2-2, then roll again"
      When X plays "20/18(4)"
      Then the position is "X hand:11 18:4 | O hand:15 | X to roll again"
      And X may not double

    @rule:EA-06
    Scenario: An acey-deucey, a chosen double, its complement and a new throw
      Given the position "X hand:15 | O hand:15 | X to roll"
      When X rolls 1-2
      Then the position is:
        """
        X hand:15 | O hand:15 |
        X to play 1-2, then a chosen double for 4 moves, then its complement for 4 moves, then roll again
        """
      When X plays "hand/24 hand/23"
      Then X is to choose a double
      When X chooses the double 5-5
      Then the position is "X hand:13 24:1 23:1 | O hand:15 | X to play 5-5-5-5, then 2-2-2-2, then roll again"

  Rule: a part that cannot be played ends the turn

    @rule:EA-07
    Scenario: A double that cannot be played loses its complement and the new throw
      Given the position "X hand:15 | O hand:13 5:2 | X to roll"
      When X rolls 5-5
      Then X has no legal move
      When X plays "no move"
      Then the position is "X hand:15 | O hand:13 5:2 | O to roll"

    @rule:EA-07
    Scenario: A complement that cannot be played loses the new throw
      Given the position "X hand:15 | O hand:11 7:2 2:2 | X to roll"
      When X rolls 5-5
      And X plays "hand/20(4)"
      Then the position is "X hand:11 20:4 | O hand:11 7:2 2:2 | X to play 2-2-2-2, then roll again"
      And X has no legal move
      When X plays "no move"
      Then the position is "X hand:11 20:4 | O hand:11 7:2 2:2 | O to roll"

  Rule: bearing off by the exact number

    @rule:EA-08
    Scenario: A higher number does not bear off
      Given the position "X 3:1 2:1 off:13 | O hand:15 | X to roll"
      When X rolls 6-5
      Then X has no legal move

    @rule:EA-08
    Scenario: The exact numbers bear off
      Given the position "X 3:1 2:1 off:13 | O hand:15 | X to roll"
      When X rolls 3-2
      Then the legal plays are:
        | play        |
        | 3/off 2/off |

# Sources and differences
# Read: "Acey Deucey European" on backgammon-play.net (one list of the differences from
# standard Backgammon; the stored copy ends in the middle of its complement rule) and iTavli's
# "Rules of Acey-Deucey" (introduction, Movement of the checkers, American version, European
# version).
# They agree on the empty start, entering and moving freely, the double's complement and new
# throw, the acey-deucey's chosen double, and losing the rest of the turn when a part cannot be
# played. Only backgammon-play.net says the starter throws both dice again (EA-04; iTavli is
# silent), and only iTavli says a checker bears off by its exact number alone (EA-08; the part
# of the other page that was read is silent): each is taken from the one source that has it.
# Nothing else is left out; the cube, gammons and backgammons are Backgammon's, as both pages
# say the rest of the game is (with Backgammon's options jacoby and beavers, inherited).
