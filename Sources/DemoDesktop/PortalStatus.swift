/// Where the settings portal reader stands.
public enum PortalStatus: Equatable, Sendable {
    /// Still connecting, or waiting for the portal's first answer.
    case waiting
    /// The portal answered; its values are followed.
    case answered
    /// No answer will come (no session bus, no portal on it, an error): the neutral
    /// preferences hold, with why.
    case unavailable(String)
}
