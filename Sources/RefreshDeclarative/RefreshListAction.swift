import RefreshCore

/// What a header or footer of a `RefreshList` runs when it refreshes.
public enum RefreshListAction {
    /// Nothing runs; the app ends refreshing from code.
    case none
    /// A plain callback on the frame loop; the app ends refreshing itself (the imperative
    /// contract: `endRefreshing(result:)` on the component the bridge hands out).
    case plain(() -> Void)
    /// `async` work: refreshing ends by itself when it finishes, a success when it returns and
    /// a failure when it throws (SwiftUI's `.refreshable`).
    case async(@Sendable () async throws -> Void)

    /// Whether nothing runs.
    var isNone: Bool {
        if case .none = self { return true }
        return false
    }

    /// Hands the action to `component`, replacing the one it had; a refresh in flight keeps
    /// its own completion.
    func install(on component: some RefreshComponentHolder) {
        switch self {
        case .none: component.refreshingAction = nil
        case .plain(let action): component.refreshingAction = action
        case .async(let action): component.setRefreshingAction(action)
        }
    }
}
