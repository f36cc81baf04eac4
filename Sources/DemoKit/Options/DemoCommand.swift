/// What a command line asks for.
public enum DemoCommand: Equatable, Sendable {
    /// Run the demo with these options.
    case run(DemoOptions)
    /// Print `DemoOptions.helpText` and exit 0.
    case help
    /// Print `DemoOptions.versionText` and exit 0.
    case version
}
