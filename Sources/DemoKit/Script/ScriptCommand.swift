/// One command of a script and the line it came from, as `Script.parse` reads it.
public struct ScriptCommand: Equatable, Sendable {
    /// The 1-based line number in the script file.
    public var line: Int
    /// What the command does.
    public var action: ScriptAction
}
