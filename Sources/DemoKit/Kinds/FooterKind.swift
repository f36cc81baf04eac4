import RefreshCore

/// The footer kinds of the demo, in the order the `f` key cycles through them.
public enum FooterKind: String, CaseIterable, Sendable {
    /// The auto footer: loads when it comes into view.
    case auto
    /// The back footer: pulled up past the end of the content, like the header.
    case back
    /// No footer.
    case none

    /// A new footer of this kind in `style`, hiding while the list does not fill the view
    /// (MJRefresh #96, #352); nil for `none`.
    public func makeFooter(style: FooterStyle, _ materials: DemoMaterials) -> RefreshFooter? {
        let footer: RefreshFooter
        switch self {
        case .none: return nil
        case .auto: footer = .auto(look: style.autoLook(materials))
        case .back: footer = .back(look: style.backLook(materials))
        }
        footer.hidesWhenContentShort = true
        return footer
    }

}
