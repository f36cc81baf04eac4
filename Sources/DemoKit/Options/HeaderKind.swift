/// The header styles of the demo, in the order the `h` key cycles through them.
public enum HeaderKind: String, CaseIterable, Sendable {
    /// MJRefresh's normal header: arrow, text and spinner.
    case normal
    /// The state header: text and last-updated time only.
    case state
    /// The GIF header: an animation driven by the pull.
    case gif
    /// The balloon header, a custom header written as a library user would.
    case balloon
    /// The progress header: a ring filled by the pull.
    case progress

    /// The kind after this one, wrapping to the first.
    public var next: HeaderKind {
        let all = HeaderKind.allCases
        let index = all.firstIndex(of: self) ?? 0
        return all[(index + 1) % all.count]
    }
}
