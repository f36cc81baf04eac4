import RefreshCore

/// How the demo's footer looks, beyond its kind: MJRefresh's three variants of each footer.
public enum FooterStyle: String, CaseIterable, Sendable {
    /// A title only.
    case state
    /// A title with a spinner (auto) or an arrow and a spinner (back).
    case normal
    /// Frames of the `dots` sheet instead of the spinner.
    case gif

    /// The sprite sheets the style draws (for either footer).
    public var sheets: [String] {
        switch self {
        case .state: return []
        case .normal: return ["arrow", "spinner"]
        case .gif: return ["dots"]
        }
    }

    /// The look of an auto footer in this style.
    func autoLook(_ materials: DemoMaterials) -> any RefreshLook {
        switch self {
        case .state: return TitleLook.autoFooter
        case .normal:
            let image = ArrowSpinnerLook.autoFooter(spinner: materials.sheet("spinner"))
            return LabeledLook(label: .autoFooter, image: image)
        case .gif:
            let image = FrameLoopLook.autoFooter(sheet: materials.sheet("dots"))
            return LabeledLook(label: .autoFooter, image: image)
        }
    }

    /// The look of a back footer in this style.
    func backLook(_ materials: DemoMaterials) -> any RefreshLook {
        switch self {
        case .state: return TitleLook.backFooter
        case .normal:
            let image = ArrowSpinnerLook.backFooter(
                arrow: materials.sheet("arrow"), spinner: materials.sheet("spinner"))
            return LabeledLook(label: .backFooter, image: image)
        case .gif:
            let image = FrameLoopLook.backFooter(sheet: materials.sheet("dots"))
            return LabeledLook(label: .backFooter, image: image)
        }
    }

}
