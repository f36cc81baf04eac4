/// A parsed input script: commands in order, each with its line.
public struct Script: Equatable, Sendable {
    /// The commands, in the order they run.
    public var commands: [ScriptCommand]

    /// A script of `commands`.
    public init(commands: [ScriptCommand] = []) {
        self.commands = commands
    }

    /// The simulated milliseconds the whole script takes: the sum of its waits and moves.
    public var duration: Int {
        commands.reduce(0) { $0 + $1.action.duration }
    }

    /// Whether any command drives a game controller.
    public var usesController: Bool { commands.contains { $0.action.usesController } }
}
