/// What the kinds' tables add up to: the sheets to load and the texts that list them.
public enum DemoKinds {
    /// Every sprite sheet a header kind or footer style draws, each once, in table order, then
    /// the dark theme's twins.
    public static let sheetNames: [String] = {
        var names: [String] = []
        let all =
            HeaderKind.allCases.flatMap(\.sheets) + FooterStyle.allCases.flatMap(\.sheets)
            + DemoCarousel.sheets + [DemoFeed.sheet] + DemoPalette.darkSheets
        for name in all where !names.contains(name) { names.append(name) }
        return names
    }()

    /// "normal, state, gif, balloon or progress".
    public static let headerNamesOr = sentence(HeaderKind.allCases.map(\.rawValue), "or")
    /// "normal, state, gif, balloon, progress".
    public static let headerNames = HeaderKind.allCases.map(\.rawValue).joined(separator: ", ")

    private static func sentence(_ words: [String], _ conjunction: String) -> String {
        guard let last = words.last, words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}
