import RefreshCore

extension DemoScene {
    // MARK: - The game controller

    /// A controller's button or stick: the stick scrolls (`StickScroller`), a button does what
    /// its row of `DemoPad` says when it goes down.
    func control(_ input: ControllerInput) {
        switch input {
        case .leftStick(let position):
            stick.stick(position.y)
        case .buttonDown(let button):
            switch DemoPad.action(for: button) {
            case .perform(let action)?: perform(action)
            case .scroll(let step)?: scroll(step)
            case nil: break
            }
        case .buttonUp:
            break
        }
    }

    /// Scrolls as the wheel does: smooth, clamped to the range, never past an edge (so never
    /// refreshing); nothing while the second floor holds the list.
    private func scroll(_ step: PadScroll) {
        let page = (scrollView.viewSize.height - DemoTheme.rowHeight) / PhysicsConstants.wheelNotch
        switch step {
        case .lineUp: scrollView.scrollByWheel(notches: 1)
        case .lineDown: scrollView.scrollByWheel(notches: -1)
        case .pageUp: scrollView.scrollByWheel(notches: page)
        case .pageDown: scrollView.scrollByWheel(notches: -page)
        }
    }
}
