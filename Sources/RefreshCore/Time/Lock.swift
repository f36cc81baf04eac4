import Glibc

/// A plain mutual-exclusion lock (a pthread mutex), for the few values asynchronous work hands
/// back to the frame loop. The core stays free of Foundation, so a program using it does not
/// load Foundation's ICU data.
final class Lock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    init() {
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Takes the lock, waiting for it.
    func lock() { pthread_mutex_lock(mutex) }

    /// Gives the lock back.
    func unlock() { pthread_mutex_unlock(mutex) }
}
