/// The process exit statuses of `refresh-demo`, as the headless contract lists them.
public enum ExitCode: Int32, Sendable, CaseIterable {
    /// The run finished as asked.
    case success = 0
    /// A runtime failure: SDL cannot start, a frame or trace line cannot be written, no settling.
    case runtime = 1
    /// A usage error: unknown option, bad or out-of-range value, an unreadable `--script` file.
    case usage = 2
    /// A script error: a bad command, reported as `FILE:LINE: message`.
    case script = 3
    /// An asset error: a missing, unreadable or corrupt file under the assets folder.
    case asset = 4
}
