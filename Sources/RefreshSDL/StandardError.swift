import Glibc

/// The process's standard error, muted while a C library that prints its own complaints runs.
enum StandardError {
    /// Runs `body` with standard error sent to /dev/null: libpng prints its own line about a
    /// corrupt file there, while the asset error already says what is wrong and where.
    static func silenced<T>(_ body: () -> T) -> T {
        fflush(nil)
        let saved = dup(STDERR_FILENO)
        let null = open("/dev/null", O_WRONLY | O_CLOEXEC)
        guard saved >= 0, null >= 0 else {
            if saved >= 0 { close(saved) }
            if null >= 0 { close(null) }
            return body()
        }
        dup2(null, STDERR_FILENO)
        close(null)
        defer {
            fflush(nil)
            dup2(saved, STDERR_FILENO)
            close(saved)
        }
        return body()
    }
}
