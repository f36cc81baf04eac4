import Testing

/// Expects `table` to hold exactly one row for every start and every event: for each start, the
/// events of its rows are `events`, none missing and none twice.
func expectOneRowForEveryStartAndEvent<Row, Start: Hashable & CaseIterable, Event: Hashable>(
    in table: [Row], start: KeyPath<Row, Start>, event: KeyPath<Row, Event>, events: [Event],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    for each in Start.allCases {
        let found = table.filter { $0[keyPath: start] == each }.map { $0[keyPath: event] }
        #expect(found.count == events.count, "\(each)", sourceLocation: sourceLocation)
        #expect(Set(found) == Set(events), "\(each)", sourceLocation: sourceLocation)
    }
}
