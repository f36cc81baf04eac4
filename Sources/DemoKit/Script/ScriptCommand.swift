/// One command of a script and the line it came from.
public struct ScriptCommand: Equatable, Sendable {
    /// The 1-based line number in the script file.
    public var line: Int
    /// What the command does.
    public var action: ScriptAction

    /// A command on `line`.
    public init(line: Int, action: ScriptAction) {
        self.line = line
        self.action = action
    }
}
