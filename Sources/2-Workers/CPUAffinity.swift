import CShim

/// Keeps a worker off the CPU of the thread that gave it its job, for the length of the job.
///
/// Measured in this VM: a new or woken worker was often put on its caller's CPU (the other one
/// asleep, and slow to wake), where the two shared one core for milliseconds before the
/// scheduler moved one; `frame`, whose caller decodes the photo while a worker loads the fonts,
/// took a median 44 ms that way, 38 ms with the worker kept off the caller's CPU. The caller
/// is not pinned, and the worker's CPUs are given back when its job ends.
enum CPUAffinity {
    /// The CPU the calling thread runs on, nil when the system cannot tell.
    static var current: Int32? {
        let cpu = stretchy_current_cpu()
        return cpu >= 0 ? cpu : nil
    }

    /// Runs `body` on this thread kept off `cpu`, when it may run on another.
    static func avoiding(_ cpu: Int32?, _ body: () -> Void) {
        var saved = StretchyCPUSet()
        guard let cpu, stretchy_thread_avoid_cpu(cpu, &saved) != 0 else { return body() }
        defer { stretchy_thread_set_cpus(&saved) }
        body()
    }
}
