import RefreshCore

extension DemoScene {
    /// Routes a pointer event to the list; returns the point of a click the footer may take. A
    /// click on the second floor's page closes the floor instead.
    func routePointer(_ event: InputEvent) -> Point? {
        let clicked = pointer.handle(event)
        return closeFloorOnPageClick(event) ? nil : clicked
    }

    /// A click (a press that barely moved): the state footer's title loads, as MJRefresh's tap.
    func click(at point: Point) {
        guard let footer = footer as? RefreshAutoFooter else { return }
        let view = Rect(origin: .zero, size: scrollView.viewSize)
        _ = footer.handleTap(at: point, frame: footer.frame(in: view))
    }

    /// A press released on the revealed page less than `pageClickDistance` points from where it
    /// went down closes the floor; true when the event was such a click.
    func closeFloorOnPageClick(_ event: InputEvent) -> Bool {
        guard case .pointerUp(let point) = event, let floor = floorHeader,
            floor.floorState.holdsList, let start = pointer.lastPressStart
        else { return false }
        let (dx, dy) = (point.x - start.x, point.y - start.y)
        let onPage = point.y < -scrollView.contentOffsetY
        guard onPage, (dx * dx + dy * dy).squareRoot() < Self.pageClickDistance else {
            return false
        }
        floor.closeFloor()
        return true
    }
}
