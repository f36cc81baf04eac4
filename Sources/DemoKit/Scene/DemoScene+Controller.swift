import RefreshCore

extension DemoScene {
    // MARK: - The game controller

    /// A controller's button or stick: the stick scrolls (`StickScroller`); a button, when it
    /// goes down, does what its row of `DemoPad` says, the same action a key does, and while
    /// the context menu is open it is the menu key its row names (nothing when none).
    func control(_ input: ControllerInput) {
        switch input {
        case .leftStick(let position):
            router.stick.stick(position.y)
        case .buttonDown(let button):
            guard let row = DemoPad.binding(for: button) else { return }
            guard desktop.menu == nil else {
                if let key = row.inMenu { pressInMenu(KeyPress(key)) }
                return
            }
            perform(row.action)
        case .buttonUp:
            break
        }
    }
}
