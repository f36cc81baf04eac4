import RefreshCore

extension RefreshComponent {
    /// The title its look shows now (MJRefresh's state label text).
    public var stateText: String { look.title(at: moment) }

    /// The arrow and spinner of a component wearing them, alone or beside its titles.
    public var arrowSpinner: ArrowSpinnerLook? {
        (look as? LabeledLook<ArrowSpinnerLook>)?.image ?? (look as? ArrowSpinnerLook)
    }

    /// The arrow's turn now, radians clockwise on screen (NaN without an arrow).
    public var arrowRotation: Double {
        guard let look = arrowSpinner, look.arrowSheet != nil else { return .nan }
        return look.arrowRotation(at: moment)
    }

    /// The spinner's opacity now (NaN without a spinner).
    public var spinnerAlpha: Double { arrowSpinner?.spinner(at: moment).alpha(at: now) ?? .nan }

    /// Whether the arrow is drawn now.
    public var isArrowVisible: Bool { arrowSpinner?.showsArrow(at: moment) ?? false }
}
