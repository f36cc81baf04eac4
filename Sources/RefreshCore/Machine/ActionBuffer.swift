/// Storage a machine reuses for the actions it returns from a transition made every frame (a
/// pull's new percent and alpha), so that transition allocates nothing once the caller has let
/// go of the last list. Not part of the machine's value: any two are equal.
struct ActionBuffer: Equatable, Sendable {
    private var actions: [RefreshAction] = []

    /// The one-action list `[action]`, in the reused storage.
    mutating func one(_ action: RefreshAction) -> [RefreshAction] {
        actions.removeAll(keepingCapacity: true)
        actions.append(action)
        return actions
    }

    static func == (_: ActionBuffer, _: ActionBuffer) -> Bool { true }
}
