extension RefreshComponent {
    // MARK: - What the look shows

    /// Sets the title shown in `state` (MJRefresh's `setTitle:forState:`), if the look has titles.
    public func setTitle(_ title: String, for state: RefreshState) {
        look.setTitle(title, for: state)
    }

    /// Sets the title shown while `result` is on show, if the look has titles.
    public func setTitle(_ title: String, for result: RefreshResult) {
        look.setTitle(title, for: result)
    }

    /// The index in its sprite sheet of the animation frame shown now, or −1 for none.
    public var displayedFrameIndex: Int { reading.frameIndex }

    /// The title the look draws now ("" for none).
    public var displayedTitle: String { reading.title }

    /// The second line the look draws now ("" for none).
    public var displayedDetail: String { reading.detail }

    /// Whether any animation of the look is still running.
    public var isAnimatingLooks: Bool { look.isAnimating(at: moment) }
}
