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
    public var displayedFrameIndex: Int {
        if let (look, floor) = floorLook { return look.frameIndex(at: moment, floor: floor) }
        return look.frameIndex(at: moment)
    }

    /// The title the look draws now ("" for none).
    public var displayedTitle: String {
        if let (look, floor) = floorLook { return look.title(at: moment, floor: floor) }
        return look.title(at: moment)
    }

    /// The second line the look draws now ("" for none).
    public var displayedDetail: String {
        if let (look, floor) = floorLook { return look.detail(at: moment, floor: floor) ?? "" }
        return look.detail(at: moment) ?? ""
    }

    /// Whether any animation of the look is still running.
    public var isAnimatingLooks: Bool { look.isAnimating(at: moment) }
}
