/// How the demo's footer looks, beyond its kind: MJRefresh's three variants of each footer.
public enum FooterStyle: String, CaseIterable, Sendable {
    /// A title only.
    case state
    /// A title with a spinner (auto) or an arrow and a spinner (back).
    case normal
    /// Frames of the `dots` sheet instead of the spinner.
    case gif

    /// The style after this one, wrapping to the first.
    public var next: FooterStyle {
        let all = FooterStyle.allCases
        let index = all.firstIndex(of: self) ?? 0
        return all[(index + 1) % all.count]
    }
}
