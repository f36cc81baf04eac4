import Testing

/// Expects `table` to hold exactly one row for every start and every event: for each start, the
/// events of its rows are `events`, none missing and none twice.
func expectOneRowForEveryStartAndEvent<Row: TransitionRow>(
    in table: [Row], events: [Row.Event], sourceLocation: SourceLocation = #_sourceLocation
) {
    for each in Row.Start.allCases {
        let found = table.filter { $0.start == each }.map(\.event)
        #expect(found.count == events.count, "\(each)", sourceLocation: sourceLocation)
        #expect(Set(found) == Set(events), "\(each)", sourceLocation: sourceLocation)
    }
}
