/// A portal interface as a reader calls it: its name, the signal followed, the method asked,
/// and who is asked and who answers, as the reader's status tells of a failure.
struct PortalCall: Sendable {
    /// The interface's name, `org.freedesktop.portal.…`.
    let interface: String
    /// The interface's signal the reader follows.
    let signal: String
    /// The method asked.
    let method: String
    /// Who is asked, as the failure to send the call tells it (`the portal`).
    let asked: String
    /// Who answers, as an error it answers is told (`the network monitor`).
    let answerer: String

}
