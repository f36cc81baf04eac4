/// A bad command-line argument, with what was wrong.
struct UsageFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
