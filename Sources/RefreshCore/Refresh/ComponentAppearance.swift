/// What a component's look reads from every moment besides the machine: the titles in the
/// component's language and the colours.
struct ComponentAppearance {
    /// The titles, English by default.
    var strings = RefreshStrings.english
    /// The colours, light by default.
    var palette = RefreshPalette.light
}
