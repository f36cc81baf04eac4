/// What the kinds' tables add up to: the sheets to load and the texts that list them.
public enum DemoKinds {
    /// Every sprite sheet a header kind or footer style draws, each once, in table order, then
    /// the dark theme's twins.
    public static let sheetNames: [String] = sheetNames(of: HeaderKind.allCases)

    /// The sheets of `kinds`, the footer styles, the carousel, the feed and the dark twins, each
    /// once, in that order.
    public static func sheetNames(of kinds: [HeaderKind]) -> [String] {
        var names: [String] = []
        let all =
            kinds.flatMap(\.sheets) + FooterStyle.allCases.flatMap(\.sheets)
            + DemoCarousel.sheets + [DemoFeed.sheet] + DemoPalette.darkSheets
        for name in all.map(\.rawValue) where !names.contains(name) { names.append(name) }
        return names
    }

    /// "normal, state, gif, balloon, progress or floor".
    public static let headerNamesOr = headerNamesOr(of: HeaderKind.allCases)
    /// "normal, state, gif, balloon, progress, floor".
    public static let headerNames = headerNames(of: HeaderKind.allCases)

    /// The names of `kinds`, the last after "or".
    public static func headerNamesOr(of kinds: [HeaderKind]) -> String {
        sentence(kinds.map(\.rawValue), "or")
    }

    /// The names of `kinds`, after commas.
    public static func headerNames(of kinds: [HeaderKind]) -> String {
        kinds.map(\.rawValue).joined(separator: ", ")
    }

    private static func sentence(_ words: [String], _ conjunction: String) -> String {
        guard let last = words.last, words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}
