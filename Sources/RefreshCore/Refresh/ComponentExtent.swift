/// How long a component is along its pull: its height at text scale 1, the text scale it is
/// drawn at, and how far a pull must go to trigger.
struct ComponentExtent {
    /// The height at text scale 1.
    var naturalHeight: Double
    /// How many times larger than normal its text is drawn; always above 0.
    var textScale = 1.0
    /// How far to pull before releasing refreshes; `nil` means the height.
    var triggerDistance: Double?

    /// The height at the text scale in force.
    var height: Double { naturalHeight * textScale }
}
