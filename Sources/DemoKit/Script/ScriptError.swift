/// A bad script line, printed as `FILE:LINE: message`.
public struct ScriptError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The script's name as the user gave it.
    public var fileName: String
    /// The 1-based line number.
    public var line: Int
    /// What is wrong, naming the command.
    public var message: String

    /// An error at `fileName:line`.
    public init(fileName: String, line: Int, message: String) {
        self.fileName = fileName
        self.line = line
        self.message = message
    }

    /// `FILE:LINE: message`.
    public var description: String { "\(fileName):\(line): \(message)" }
}
