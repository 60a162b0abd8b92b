import Glibc

/// A POSIX semaphore that lives as long as its owner.
final class Semaphore: @unchecked Sendable {
    // sem_t is meant to be shared between threads: its functions are the synchronisation.
    private let handle = UnsafeMutablePointer<sem_t>.allocate(capacity: 1)

    init() {
        sem_init(handle, 0, 0)
    }

    deinit {
        sem_destroy(handle)
        handle.deallocate()
    }

    func post() {
        sem_post(handle)
    }

    func wait() {
        while sem_wait(handle) != 0 && errno == EINTR {}
    }
}
