/// A portal interface as a reader calls it: its name, the signal followed, the method asked,
/// and what the reader's status calls the portal when the call fails.
struct PortalCall: Sendable {
    /// The interface's name, `org.freedesktop.portal.…`.
    let interface: String
    /// The interface's signal the reader follows.
    let signal: String
    /// The method asked.
    let method: String
    /// The portal as a failure names it (`the network monitor`): the call could not be sent
    /// to it, or it answered an error.
    let name: String
}
