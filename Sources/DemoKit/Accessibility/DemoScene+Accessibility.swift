import RefreshAccessibleView
import RefreshCore

extension DemoScene {
    // MARK: - What assistive technologies read (`SceneReading`) and do (`SceneActions`)

    /// The scene as an assistive technology reads it now: its rows and cards are read from the
    /// scene when a client asks for them (`accessibleRow(at:)`, `accessibleCard(at:)`).
    public var accessibleView: AccessibleView {
        let placeholders = self.placeholders
        return reading.accessibleView(
            placeholder: surface.button(of: placeholders).flatMap { button in
                placeholders.buttonTitle.map { (button, $0) }
            }, menu: desktop.menu, control: focusedControl, isBusy: inFlight.listIsBusy,
            words: (listTexts, language))
    }

    /// Row `index` (from 0, top to bottom): its title, its subtitle and where it is drawn.
    public func accessibleRow(at index: Int) -> AccessibleItem? { reading.row(at: index) }

    /// Card `index` of the carousel (from 0, from its start): its number and title and where
    /// it is drawn.
    public func accessibleCard(at index: Int) -> AccessibleItem? { reading.card(at: index) }

    /// The scene's parts as an assistive technology reads them.
    private var reading: SceneReading {
        SceneReading(surface: surface, components: (header, footer), pane: pane)
    }

    /// Does `action` as its key or click does; false when it cannot now (nothing to load, a
    /// request already out, no such button or menu item enabled now).
    @discardableResult
    public func perform(_ action: AccessibleAction) -> Bool {
        SceneActions(scene: self).perform(action)
    }
}
