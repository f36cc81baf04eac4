/// The key panel's lines, top to bottom: keys of one group share a line.
public enum KeyPanelGroup: Int, Sendable, CaseIterable, Comparable {
    /// The header kinds' keys.
    case headerKinds
    /// Next header, next footer.
    case kinds
    /// The footer's style.
    case footerStyle
    /// Refresh from code.
    case refresh
    /// No more data.
    case noMoreData
    /// Language and failures.
    case languageAndFailures
    /// The inspector.
    case inspector
    /// The second floor.
    case floor
    /// The panel itself and quitting.
    case panelAndQuit

    /// Groups are ordered as the panel's lines.
    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}
