import RefreshCore
import SpriteArt

/// How the demo's footer looks, beyond its kind: MJRefresh's three variants of each footer.
public enum FooterStyle: String, CaseIterable, Sendable {
    /// A title only.
    case state
    /// A title with a spinner (auto) or an arrow and a spinner (back).
    case normal
    /// Frames of the `dots` sheet instead of the spinner.
    case gif

    /// The sprite sheets the style draws (for either footer).
    public var sheets: [SpriteSheetName] {
        switch self {
        case .state: return []
        case .normal: return [.arrow, .spinner, .result]
        case .gif: return [.dots]
        }
    }

    /// The look of an auto footer in this style.
    func autoLook(_ materials: DemoMaterials) -> any RefreshLook {
        switch self {
        case .state: return TitleLook.autoFooter
        case .normal:
            let image = ArrowSpinnerLook.autoFooter(
                spinner: materials.sheet(.spinner), results: materials.sheet(.result))
            return LabeledLook(label: .autoFooter, image: image)
        case .gif:
            let image = FrameLoopLook.autoFooter(sheet: materials.sheet(.dots)).showingResults()
            return LabeledLook(label: .autoFooter, image: image)
        }
    }

    /// The look of a back footer in this style.
    func backLook(_ materials: DemoMaterials) -> any RefreshLook {
        switch self {
        case .state: return TitleLook.backFooter
        case .normal:
            let image = ArrowSpinnerLook.backFooter(
                arrow: materials.sheet(.arrow), spinner: materials.sheet(.spinner),
                results: materials.sheet(.result))
            return LabeledLook(label: .backFooter, image: image)
        case .gif:
            let image = FrameLoopLook.backFooter(sheet: materials.sheet(.dots)).showingResults()
            return LabeledLook(label: .backFooter, image: image)
        }
    }

}

extension FrameLoopLook {
    /// The dots for a result: the wave stops with the middle dot up (frame 2), green for a
    /// page that landed, red for one that failed.
    fileprivate func showingResults() -> FrameLoopLook {
        var look = self
        for (result, tint) in [
            (RefreshResult.success, RefreshConstants.successColor),
            (.failure, RefreshConstants.failureColor),
        ] {
            look.setImages([2], for: result)
            look.resultTints[result] = tint
        }
        return look
    }
}
