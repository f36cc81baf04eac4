/// The footer styles of the demo, in the order the `f` key cycles through them.
public enum FooterKind: String, CaseIterable, Sendable {
    /// The auto footer: loads when it comes into view.
    case auto
    /// The back footer: pulled up past the end of the content, like the header.
    case back
    /// No footer.
    case none

    /// The kind after this one, wrapping to the first.
    public var next: FooterKind {
        let all = FooterKind.allCases
        let index = all.firstIndex(of: self) ?? 0
        return all[(index + 1) % all.count]
    }
}
