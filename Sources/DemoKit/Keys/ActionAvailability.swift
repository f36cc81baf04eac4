import RefreshCore

/// Whether an action can act now, read from the scene's parts: a menu item that cannot is
/// drawn disabled, and a key or a click for it does nothing (no footer, no more data, a load in
/// flight; the floor already open; a scroll to where the list already is, or a list too short
/// to scroll). A value the scene makes when it asks (`DemoScene.availability`).
struct ActionAvailability {
    /// The header, the footer and the carousel shown.
    let components: (header: RefreshHeader, footer: RefreshFooter?, carousel: DemoCarousel?)
    /// The simulated network's requests.
    let requests: DemoRequests
    /// The list's scroll view.
    let scrollView: ScrollView

    /// Whether `action` can act now.
    func allows(_ action: DemoAction) -> Bool {
        let (header, footer, carousel) = components
        switch action {
        case .loadMore:
            guard let footer else { return false }
            return footer.state == .idle && requests.loadRequest == nil
        case .loadMoreCards:
            guard let carousel else { return false }
            return carousel.trailer.state == .idle && carousel.request == nil
        case .openSecondFloor:
            return header.floor != nil && header.floorState == .closed && !header.isRefreshing
        case .scroll(.top):
            return scrollView.contentOffsetY > scrollView.offsetBounds(.vertical).lowerBound + 0.5
        case .scroll(.end):
            return scrollView.contentOffsetY < scrollView.offsetBounds(.vertical).upperBound - 0.5
        default:
            return true
        }
    }
}
