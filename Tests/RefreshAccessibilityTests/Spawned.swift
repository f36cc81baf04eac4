import Glibc

/// A process of the test's own, started with no signal blocked and in a process group of its
/// own. The test's threads block signals and a child inherits the mask (Foundation's `Process`
/// passes it on): a bus started so would ignore SIGTERM, and so would everything it starts.
struct Spawned {
    /// Its process id, which is also its group's.
    let pid: pid_t

    /// Something that did not start.
    struct Failure: Error, CustomStringConvertible {
        /// What.
        let description: String
    }

    /// Starts `path` with `arguments` in `environment`; its standard output goes to `output`
    /// when given (and the other end, `closing`, is closed in it).
    init(
        _ path: String, _ arguments: [String], environment: [String: String],
        output: Int32? = nil, closing: Int32? = nil
    ) throws {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGTERM, SIGINT, SIGHUP, SIGPIPE] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(
            &attributes,
            Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let output { posix_spawn_file_actions_adddup2(&actions, output, 1) }
        if let closing { posix_spawn_file_actions_addclose(&actions, closing) }
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid = pid_t()
        let result = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        guard result == 0 else {
            throw Failure(
                description: "\(path) did not start: \(String(cString: strerror(result)))")
        }
        self.pid = pid
    }

    /// Ends its whole group (SIGTERM, then SIGKILL if it has not ended within `patience`
    /// seconds) and waits for it.
    func stop(patience: Double) {
        kill(-pid, SIGTERM)
        var status: Int32 = 0
        var waited = 0.0
        while waitpid(pid, &status, WNOHANG) == 0 {
            if waited > patience {
                kill(-pid, SIGKILL)
                waitpid(pid, &status, 0)
                return
            }
            usleep(10_000)
            waited += 0.01
        }
    }
}
