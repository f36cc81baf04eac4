import RefreshCore

/// Which pane shows each kind of list: one row a kind. A new kind of list is a new pane and a
/// row here; the scene asks its pane and never which kind it shows.
enum ListPanes {
    /// The pane of `list`'s kind: a web feed's with `--feed`, a chat's, else the lists the
    /// simulated network fills. They share the scene's `requests` and draw in `scrollView`.
    static func pane(
        for list: DemoList, options: DemoOptions, resources: SceneResources,
        scrollView: ScrollView, requests: DemoRequests, materials: DemoMaterials
    ) -> any ListPane {
        let simulated = { SimulatedPane(requests: requests, list: list, options: options) }
        switch list.kind {
        case .plain, .sections:
            return simulated()
        case .feed:
            guard let source = FeedSource(options: options, wake: resources.wake) else {
                return simulated()
            }
            return WebFeedPane(
                source: source, list: list, scrollView: scrollView,
                openLink: options.headless ? nil : resources.openLink)
        case .chat:
            guard let messages = list.chat else { return simulated() }
            return ChatPane(
                list: list, messages: messages, scrollView: scrollView, requests: requests,
                pages: options.pages, materials: materials)
        }
    }
}
