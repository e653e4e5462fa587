Feature: Race Gammon: hitting, the bar, and hits during the bear-off
  Race Gammon (Ukrainian rules page), clauses RG-14 and RG-16, with the project's reading A13.

  A checker alone on a point is a blot. An opposing checker that stops there hits it, and the
  hit checker goes to the bar. A player with checkers on the bar must bring them back in
  first, by the rules for entering at the start: on the starting-quarter point its die names,
  if that point is open. Since both players bear off from the same quarter, checkers are
  often hit in the bear-off; a hit checker enters again and runs the whole way round before
  its owner may bear off any more.

  Rule: RG-14 a blot that is hit goes to the bar and re-enters as at the start

    @clause:RG-14
    Scenario: Hitting a blot puts it on the bar
      Given the variant "race-gammon"
      And the position "X 10:1 off:14 | O 6:1 off:14 | X to play 4-3"
      When X plays "10/6*/3"
      Then the position is "X 3:1 off:14 | O bar:1 off:14 | O to roll"

    @clause:RG-14 @ambiguity:A13
    Scenario: A hit checker re-enters on the point of the starting quarter its die names
      Given the variant "race-gammon"
      And the position "X bar:1 20:14 | O 19:2 off:13 | X to play 6-5"
      Then the only legal play is "bar/20/14"
      And "20/14 20/15" is illegal
      When X plays "bar/20/14"
      Then the position is "X 20:14 14:1 | O 19:2 off:13 | O to roll"

    @clause:RG-14 @ambiguity:A13
    Scenario: While the entry points the dice name are closed, nothing else moves
      Given the variant "race-gammon"
      And the position "X bar:1 18:14 | O 20:2 19:2 off:11 | X to play 6-5"
      Then X has no legal move
      When X plays "no move"
      Then the position is "X bar:1 18:14 | O 20:2 19:2 off:11 | O to roll"

  Rule: RG-16 a checker hit in the bear-off goes round again before more come off

    @clause:RG-16 @clause:RG-14 @clause:RG-10
    Scenario: O hits a blot in the shared home quarter during X's bear-off
      Given the variant "race-gammon"
      And the position "X 6:1 5:2 off:12 | O 10:1 off:14 | O to play 4-1"
      Then the only legal play is "10/6*"
      When O plays "10/6*"
      Then the position is "X bar:1 5:2 off:12 | O 6:1 off:14 | X to roll"

    @clause:RG-16 @clause:RG-15
    Scenario: The hit checker must come round again; meanwhile nothing is borne off
      Given the variant "race-gammon"
      And the position "X bar:1 5:2 off:12 | O 6:1 off:14 | X to roll"
      When X rolls 6-5
      Then the only legal play is "bar/14"
      And "bar/19 5/off" is illegal
      When X plays "bar/14"
      Then the position is "X 14:1 5:2 off:12 | O 6:1 off:14 | O to roll"

    @clause:RG-16 @clause:RG-15
    Scenario: Once the straggler is home again, bearing off resumes
      Given the variant "race-gammon"
      And the position "X 8:1 5:2 off:12 | O 20:1 off:14 | X to play 3-5"
      Then "8/5 5/off" is legal
      And "5/off(2)" is illegal
