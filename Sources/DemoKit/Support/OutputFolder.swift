#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Makes sure a folder for output files exists and can be written, saying exactly what is wrong
/// when it cannot (a file in the way, a missing permission) and what to try.
public enum OutputFolder {
    /// Creates `path` and its missing parents; throws a message naming the offending part.
    public static func prepare(_ path: String, option: String) throws(RunError) {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + component
            var info = stat()
            if stat(prefix, &info) == 0 {
                guard info.st_mode & S_IFMT == S_IFDIR else {
                    throw RunError(
                        "cannot use the \(option) folder \(path): \(prefix) is a file, not a "
                            + "folder; choose another path")
                }
                continue
            }
            if mkdir(prefix, 0o755) != 0 && errno != EEXIST {
                let reason = SystemFile.describe(errno)
                throw RunError(
                    "cannot create the \(option) folder \(path): \(prefix): \(reason); choose a "
                        + "folder you can write to")
            }
        }
        guard access(path, W_OK | X_OK) == 0 else {
            let reason = SystemFile.describe(errno)
            throw RunError(
                "cannot write into the \(option) folder \(path): \(reason); choose a folder you "
                    + "can write to")
        }
    }
}
