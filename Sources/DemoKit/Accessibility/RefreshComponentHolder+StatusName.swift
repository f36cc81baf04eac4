import RefreshCore

extension RefreshComponentHolder {
    /// The title the component's status bar is named by for assistive technologies: the one it
    /// draws, else (a look drawing none, as the balloon) the one `fallback`, MJRefresh's state
    /// look, would draw.
    func statusName(fallback: TitleLook) -> String {
        let drawn = component.displayedTitle
        return drawn.isEmpty ? fallback.title(at: component.moment) : drawn
    }
}
