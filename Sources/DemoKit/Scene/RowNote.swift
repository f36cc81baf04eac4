/// How a plain or section row came to be loaded, said under its title in the scene's language
/// ("loaded at start", "refresh 2", "page 3"), so a language switch re-words every row.
public enum RowNote: Equatable, Sendable {
    /// Among the rows the list started with.
    case loadedAtStart
    /// Brought by the header's refresh of this number (from 1).
    case refresh(Int)
    /// Brought by the footer's page of this number.
    case page(Int)
}
