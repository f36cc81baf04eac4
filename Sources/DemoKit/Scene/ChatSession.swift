import RefreshCore

/// The chat's live parts (`--list chat`): the top loader that brings older messages, the
/// messages arriving every 3 s, and the pill that counts those the reader has not reached.
final class ChatSession {
    /// The refresh component at the top: loads older messages as the reader nears the top.
    let loader: RefreshFooter
    /// New messages the pill announces; 0 while it is not shown.
    var pill = 0
    /// Messages that have arrived.
    var arrivals = 0
    /// The last arrival, for the soak's check.
    var lastArrival: ChatArrival?
    /// The pill's title and its width, for the count and language they were made for.
    var pillTitle: (count: Int, language: RefreshLanguage, text: String, width: Double)?

    /// A chat whose top loader wears `look`.
    init(look: any RefreshLook) {
        loader = .topLoader(look: look)
    }
}
