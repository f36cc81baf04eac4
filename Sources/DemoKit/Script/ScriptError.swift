/// A bad script line, printed as `FILE:LINE: message`; `Script.parse` throws it.
public struct ScriptError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The script's name as the user gave it.
    public var fileName: String
    /// The 1-based line number.
    public var line: Int
    /// What is wrong, naming the command.
    public var message: String

    /// `FILE:LINE: message`.
    public var description: String { "\(fileName):\(line): \(message)" }
}
