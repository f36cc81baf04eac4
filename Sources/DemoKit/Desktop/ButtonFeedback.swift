import RefreshCore

/// How the scene's buttons answer the pointer (the placeholders' Refresh and Try again, the
/// chat's pill): lighter while the pointer is over them, darker while the button is held on
/// them, as GTK's suggested-action buttons do. The washes are drawn over a button's own colour,
/// which is saturated in both themes, so one pair serves both.
enum ButtonFeedback {
    /// Over a hovered button: a fifth lighter.
    static let hover = Color(r: 255, g: 255, b: 255, a: 46)
    /// Over a pressed one: a fifth darker.
    static let pressed = Color(r: 0, g: 0, b: 0, a: 56)

    /// The wash for a button the pointer is over, `held` while its button is down.
    static func wash(held: Bool) -> Color { held ? pressed : hover }
}
