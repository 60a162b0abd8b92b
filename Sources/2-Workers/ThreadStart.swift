import Glibc

/// `pthread_create` for a Swift closure.
enum ThreadStart {
    /// The new thread running `body`, or nil when none could be made.
    static func start(_ body: @escaping @Sendable () -> Void) -> pthread_t? {
        let box = Unmanaged.passRetained(Body(body))
        var thread = pthread_t()
        guard pthread_create(&thread, nil, run, box.toOpaque()) == 0 else {
            box.release()
            return nil
        }
        return thread
    }

    private final class Body {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }

    private static let run: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = { context in
        // `start` always passes its retained `Body`.
        guard let context else { return nil }
        Unmanaged<Body>.fromOpaque(context).takeRetainedValue().run()
        return nil
    }
}
