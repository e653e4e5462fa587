Feature: Ofanfelling: twelve men in piles of two, laid down, piled again and borne off
  Ofanfelling, or Ofanfellingartafl, a tables game of Iceland, from Fiske's Chess in Iceland
  (1905, p. 353) as Ludii's game description gives it: its rules text and its code. Twelve men
  each and two dice. Each side keeps to its own quarter, the last six points of its track, and
  the two never meet. The men start two to a point on those six points, one lying on the
  other. The game goes in three stages, each side on its own. First a die lays down the pile
  on the point of its number, without moving it; when all are down, the side piles them up
  again the same way, a die on the point of its number; when all are piled again, the side
  bears its men off: the piles no longer hold, and a die moves a man forward in the quarter or
  off past its end from any point. A double is played as one die only, in every stage, and the
  same player throws again. The first to bear off all twelve wins. A stage ends after the die
  that completes it, and the rest of the throw is played in the next. The opening and the
  score are tavli's reconstruction (not tagged below). The sister game Kiz Tavlasi bears off by
  the point a die names (option named-point).
  Geometry (the board seen from X's seat): X's quarter is the bottom right one, his points 1
  to 6 with the 1 at the right end; O's is the top right one, his 1 to 6 being X's 24 to 19.
  Every point below is written in the mover's own numbering.

  Rule register (Ofanfelling (Ludii game description, after Fiske 1905); Kiz Tavlasi (Ludii game description, after F. Parlak 2020)):
  OF-01: two players, twelve men each, two six-sided dice; each side plays only in its own quarter, the last of its track [Ofanfelling (Ludii game description, after Fiske 1905) § rules; Ofanfelling (Ludii game description, after Fiske 1905) § code, the tracks]
  OF-02: at the start two men are piled on each of the six points of that quarter [Ofanfelling (Ludii game description, after Fiske 1905) § rules; Ofanfelling (Ludii game description, after Fiske 1905) § code, the start]
  OF-03: a die lays down the pile on the point of its number, the men staying where they are [Ofanfelling (Ludii game description, after Fiske 1905) § rules; Ofanfelling (Ludii game description, after Fiske 1905) § code, the unstacking phase]
  OF-04: a double is played as one die only, and the same player throws again [Ofanfelling (Ludii game description, after Fiske 1905) § rules; Ofanfelling (Ludii game description, after Fiske 1905) § code, the moves]
  OF-05: once all its piles are down, a side piles its men up again the same way, a die on the point of its number [Ofanfelling (Ludii game description, after Fiske 1905) § rules; Ofanfelling (Ludii game description, after Fiske 1905) § code, the restacking phase]
  OF-06: once all are piled again, the side bears its men off, each die moving a man forward in the quarter or off past its end, from any point [Ofanfelling (Ludii game description, after Fiske 1905) § rules; Ofanfelling (Ludii game description, after Fiske 1905) § code, the bearing phase]
  OF-07: the first to bear off all twelve wins [Ofanfelling (Ludii game description, after Fiske 1905) § rules; Ofanfelling (Ludii game description, after Fiske 1905) § code, the end]
  OF-08: a die bears off a man from the point of its number only (option named-point) [Kiz Tavlasi (Ludii game description, after F. Parlak 2020) § rules]

  Background:
    Given the variant "ofanfelling"

  @rule:OF-01 @rule:OF-02
  Rule: the equipment and the piles at the start

    Scenario: Six piles of two in each side's own quarter
      Then the variant has 12 checkers per side
      And the variant is played with 2 dice of 6 faces
      And the two tracks run in opposite directions
      And the variant has no doubling cube
      Given the starting position
      Then the position is "X 6:2:stacked 5:2:stacked 4:2:stacked 3:2:stacked 2:2:stacked 1:2:stacked | O 6:2:stacked 5:2:stacked 4:2:stacked 3:2:stacked 2:2:stacked 1:2:stacked | X to roll"

  @rule:OF-03
  Rule: a die lays down the pile on the point of its number

    Scenario: A 6-1 lays down the piles on the 6 and the 1 point
      Given the starting position
      When X rolls 6-1
      Then the only legal play is "6/6 1/1"
      When X plays "6/6 1/1"
      Then the position is "X 6:2 5:2:stacked 4:2:stacked 3:2:stacked 2:2:stacked 1:2 | O 6:2:stacked 5:2:stacked 4:2:stacked 3:2:stacked 2:2:stacked 1:2:stacked | O to roll"

    Scenario: A die that names a point already down is lost
      Given the position "X 6:2 5:2:stacked 4:2:stacked 3:2:stacked 2:2:stacked 1:2 | O 6:2:stacked 5:2:stacked 4:2:stacked 3:2:stacked 2:2:stacked 1:2:stacked | X to roll"
      When X rolls 6-5
      Then the only legal play is "5/5"
      When X plays "5/5"
      Then the position is "X 6:2 5:2 4:2:stacked 3:2:stacked 2:2:stacked 1:2 | O 6:2:stacked 5:2:stacked 4:2:stacked 3:2:stacked 2:2:stacked 1:2:stacked | O to roll"

  @rule:OF-04
  Rule: a double is one die, and the same player throws again

    Scenario: Of 3-3 one 3 lays down the 3 point; X throws again, and a 3 is then lost
      Given the starting position
      When X rolls 3-3
      Then the only legal play is "3/3"
      When X plays "3/3"
      Then the position is "X 6:2:stacked 5:2:stacked 4:2:stacked 3:2 2:2:stacked 1:2:stacked | O 6:2:stacked 5:2:stacked 4:2:stacked 3:2:stacked 2:2:stacked 1:2:stacked | X to roll again"
      When X rolls 3-1
      Then the only legal play is "1/1"
      When X plays "1/1"
      Then the position is "X 6:2:stacked 5:2:stacked 4:2:stacked 3:2 2:2:stacked 1:2 | O 6:2:stacked 5:2:stacked 4:2:stacked 3:2:stacked 2:2:stacked 1:2:stacked | O to roll"

    Scenario: Bearing off, a 6-6 takes one man off, and X throws again
      Given the position "X 5:2 1:1 off:9 | O 6:2 5:2 4:2 3:2 2:2 1:2 | X to roll | stage X bearing O bearing"
      When X rolls 6-6
      Then the legal plays are:
        | play  |
        | 5/off |
        | 1/off |
      When X plays "1/off"
      Then the position is "X 5:2 off:10 | O 6:2 5:2 4:2 3:2 2:2 1:2 | X to roll again | stage X bearing O bearing"

  @rule:OF-05
  Rule: with every pile down, the men are piled up again the same way

    Scenario: The 1 lays the last pile down, and the 4 then piles the 4 point again
      # the 4 alone could do nothing (the 4 point is down); after the 1 X is restacking
      Given the position "X 6:2 5:2 4:2 3:2 2:2 1:2:stacked | O 6:2:stacked 5:2:stacked 4:2:stacked 3:2:stacked 2:2:stacked 1:2:stacked | X to roll"
      When X rolls 1-4
      Then the only legal play is "1/1 4/4"
      When X plays "1/1 4/4"
      Then the position is "X 6:2 5:2 4:2:stacked 3:2 2:2 1:2 | O 6:2:stacked 5:2:stacked 4:2:stacked 3:2:stacked 2:2:stacked 1:2:stacked | O to roll | stage X restacking O unstacking"

    Scenario: Restacking, a double piles one point and X throws again
      Given the position "X 6:2 5:2 4:2:stacked 3:2 2:2 1:2 | O 6:2:stacked 5:2:stacked 4:2:stacked 3:2:stacked 2:2:stacked 1:2:stacked | X to roll | stage X restacking O unstacking"
      When X rolls 2-2
      Then the only legal play is "2/2"
      When X plays "2/2"
      Then the position is "X 6:2 5:2 4:2:stacked 3:2 2:2:stacked 1:2 | O 6:2:stacked 5:2:stacked 4:2:stacked 3:2:stacked 2:2:stacked 1:2:stacked | X to roll again | stage X restacking O unstacking"

  @rule:OF-06
  Rule: all piled again, the men are borne off, moving by the dice and off past the end

    Scenario: The 4 completes the piles, which then no longer hold, and the 5 moves a man
      # the 5 cannot pile the 5 point (already piled); after the 4 X bears: 6/1, or off
      # from any of the points 5 to 1
      Given the position "X 6:2:stacked 5:2:stacked 4:2 3:2:stacked 2:2:stacked 1:2:stacked | O 6:2:stacked 5:2:stacked 4:2:stacked 3:2:stacked 2:2:stacked 1:2:stacked | X to roll | stage X restacking O unstacking"
      When X rolls 4-5
      Then the legal plays are:
        | play      |
        | 4/4 6/1   |
        | 4/4 5/off |
        | 4/4 4/off |
        | 4/4 3/off |
        | 4/4 2/off |
        | 4/4 1/off |
      When X plays "4/4 5/off"
      Then the position is "X 6:2 5:1 4:2 3:2 2:2 1:2 off:1 | O 6:2:stacked 5:2:stacked 4:2:stacked 3:2:stacked 2:2:stacked 1:2:stacked | O to roll | stage X bearing O unstacking"

    Scenario: A 6-4 with men on the 5 and the 1 point: off, or on to the 1 point
      Given the position "X 5:2 1:1 off:9 | O 6:2 5:2 4:2 3:2 2:2 1:2 | X to roll | stage X bearing O bearing"
      When X rolls 6-4
      Then the legal plays are:
        | play        |
        | 5/off 5/1   |
        | 5/off 1/off |
        | 5/1 1/off   |

  @rule:OF-07
  Rule: the first to bear off all twelve wins

    Scenario: The last man leaves, and X has won
      Given the position "X 1:1 off:11 | O 6:2 5:2 4:2 3:2 2:2 1:2 | X to roll | stage X bearing O bearing"
      When X rolls 2-1
      Then there is 1 legal play
      When X plays "1/off"
      Then the game is over
      And the score is X wins a single for 1 point

  @rule:OF-08
  Rule: a die bears off from the point of its number only (option named-point)

    Scenario: The 6 and the 4 name empty points and are lost; a 5-1 bears off two
      Given the variant "ofanfelling" with option "named-point"
      And the position "X 5:2 1:1 off:9 | O 6:2 5:2 4:2 3:2 2:2 1:2 | X to roll | stage X bearing O bearing"
      When X rolls 6-4
      Then X has no legal move
      Given the position "X 5:2 1:1 off:9 | O 6:2 5:2 4:2 3:2 2:2 1:2 | X to roll | stage X bearing O bearing"
      When X rolls 5-1
      Then the only legal play is "5/off 1/off"

  Rule: the opening (tavli's reconstruction)

    Scenario: One die each; the higher throws both dice again for his first turn
      Given a new game
      When the opening dice are 5 and 3
      Then the position is "X 6:2:stacked 5:2:stacked 4:2:stacked 3:2:stacked 2:2:stacked 1:2:stacked | O 6:2:stacked 5:2:stacked 4:2:stacked 3:2:stacked 2:2:stacked 1:2:stacked | X to roll again"

# Sources and differences
# Read (through the issue 25 research, and the
# Ludii file itself): Ofanfelling (Ludii game description): Ludeme/Ludii,
# board/race/escape/Ofanfelling.lud (versions 1.2.1 and 1.3.7), its rules text and its code
# (the tracks, the start, the three phases, the moves, the end). It cites Fiske, Chess in
# Iceland (1905), p. 353, which was not read (the archive.org copy could not be searched to the
# page): every rule here is Fiske's as Ludii restates it. Wikipedia ("Doublets (tables game)")
# names the game as the Icelandic relative of Doublets, twelve men piled two to a point.
# OF-01: Ludii gives each side a track of six points in its own quarter; tavli's tracks are
# the usual two, opposite ways round, and no man ever leaves the last quarter (the set-up is
# there, and the stages only lay down, raise, and move forward to bear off), so the sides
# never meet.
# OF-02: every pile is two men, so two stack states are enough and one die lays a pile down.
# OF-04: the text says a double moves only one piece and the player throws again; Ludii's code
# plays one die of it and throws anew, in every stage (`on doubles: play it 1 times, then roll
# again`; in a stage where a die names a point, the one die lays down or piles that point).
# OF-05, OF-06: "when all are unstacked" and "when all are restacked" are
# `stage unstacking ends when none stacked` and `stage restacking ends when all stacked`.
# Ludii's code takes the top man off a pile without looking at its state; tavli lays every
# pile flat as the side enters the bearing stage (`, unstacking all`). Ludii judges a stage's
# end after every die and plays the rest of the throw in the next stage, as tavli does.
# OF-06: the rules text is Ludii's usual one (a man by each die, or one man by both); its code
# moves men forward in the quarter and off past the end with any overshoot, from any point, at
# any time (`allow bearing off always`, `bear off: exact or higher from any point`). The sister
# game Kiz Tavlasi's text bears off by the point a die names (option named-point, OF-08).
# Left out: the Icelandic custom, told of kotra in a 1977 article (Hugur og hond), that the
# lower opening die begins; Fiske's page may say so of this game too. The language's opening
# is the higher die (or a named side), so an option for it would need a new opening statement
# (`opening: the lower die begins`): docs/not-yet-expressible.md.
# Reconstructed: the opening (one die each, ties thrown again, the higher throws both dice
# again); that as many dice as possible are played, the larger when not both can be; dice that
# cannot be played are lost; one point a game and no doubling cube.
