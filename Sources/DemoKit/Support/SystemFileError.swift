/// Why a file could not be read, in the system's words.
struct SystemFileError: Error {
    /// The reason, such as "Permission denied".
    var reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}
