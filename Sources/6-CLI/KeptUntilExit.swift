/// Objects a command keeps until the process exits instead of freeing them when it returns.
///
/// Freeing `frame`'s renderer (its fonts, fontconfig's configuration, the decoded photo) took
/// 0.9 ms of a 37 ms run, spent just before the kernel reclaims all of the process's memory at
/// exit anyway; compilers skip their final frees for the same reason. Only for the last thing a
/// command does: what is kept is never freed.
enum KeptUntilExit {
    static func keep(_ objects: [AnyObject]) {
        for object in objects { _ = Unmanaged.passRetained(object) }
    }
}
