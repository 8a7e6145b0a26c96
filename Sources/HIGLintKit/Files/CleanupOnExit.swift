import Foundation

/// The files and folders higlint creates for a while (a report's temporary file before it is
/// renamed into place, the staged content a pre-commit check reads) and must not leave behind,
/// however the process ends: they are removed on a normal exit, on `exit()` (`atexit`), and when
/// a signal that ends the process arrives (SIGINT, SIGTERM, SIGHUP, SIGPIPE from `| head`,
/// SIGUSR1, SIGALRM, … and the crash signals), after which the signal takes its course.
///
/// The signal handler may only make async-signal-safe calls, so the paths wait for it as C
/// strings in fixed slots, which it reads without a lock or an allocation; it removes them newest
/// first, so a folder's files go before the folder.
///
/// A program higlint runs may be writing into those paths (git writing the staged copy): each is
/// started in a process group of its own and waits in a slot of its own (`startChild`), and the
/// handler kills its group and waits for it before it removes anything, so that nothing is
/// written after the clean-up.
public enum CleanupOnExit {
    /// How many paths can wait at once; past that a path is still removed by its owner, just not
    /// by a signal.
    static let capacity = 1 << 16

    nonisolated(unsafe) private static let slots: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let slots = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
        slots.initialize(repeating: nil, count: capacity)
        return slots
    }()
    /// How many child processes can be known at once; past that a child is still waited for by
    /// its owner, just not stopped by a signal.
    static let childCapacity = 64

    /// The process ids of the children running now (each leads its own process group), 0 where
    /// there is none; written under `lock`, read by the handler.
    nonisolated(unsafe) private static let children: UnsafeMutablePointer<pid_t> = {
        let children = UnsafeMutablePointer<pid_t>.allocate(capacity: childCapacity)
        children.initialize(repeating: 0, count: childCapacity)
        return children
    }()

    /// Slots in use are below this; written under `lock`, read by the handler.
    nonisolated(unsafe) private static var used = 0
    private static let lock = NSLock()
    nonisolated(unsafe) private static var installed = false

    /// The signals whose default action ends the process.
    static let signals: [Int32] = {
        var numbers = [SIGHUP, SIGINT, SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGUSR1, SIGSEGV, SIGUSR2, SIGPIPE,
                       SIGALRM, SIGTERM, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF, SIGSYS]
        #if os(Linux)
        numbers += [SIGSTKFLT, SIGPWR, SIGIO]
        #endif
        return numbers
    }()
    nonisolated(unsafe) private static var previous: UnsafeMutablePointer<sigaction> = {
        let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
        actions.initialize(repeating: sigaction(), count: 65)
        return actions
    }()

    /// Registers a path (a file, or a folder that is empty by the time the files registered after
    /// it are gone) to remove if the process ends before `forget(_:)` is called for it.
    static func register(_ path: String) {
        installHandlers()
        lock.lock()
        defer { lock.unlock() }
        guard used < capacity else { return }
        slots[used] = strdup(path)
        used += 1
    }

    /// Creates a path with `make` (which returns it, or nil when it failed) and registers it,
    /// with the signals held off in between: a signal that came after the path exists but before
    /// it is registered would leave it behind.
    static func create(_ make: () -> String?) -> String? {
        withSignalsHeld { _ in
            guard let path = make() else { return nil }
            register(path)
            return path
        }
    }

    /// Runs `body` with the signals that end the process held off, handing it the mask in force
    /// before (a child process is given that one), and lets them through afterwards.
    private static func withSignalsHeld<Result>(_ body: (sigset_t) -> Result) -> Result {
        installHandlers()
        var blocked = sigset_t(), previousMask = sigset_t()
        sigemptyset(&blocked)
        for number in signals { sigaddset(&blocked, number) }
        pthread_sigmask(SIG_BLOCK, &blocked, &previousMask)
        defer { pthread_sigmask(SIG_SETMASK, &previousMask, nil) }
        return body(previousMask)
    }

    /// Starts a child process with `start`, which receives the signal mask to give it (the one in
    /// force before) and returns its process id, or nil when it could not start it; the child
    /// must lead a process group of its own. The signals are held off until the child is
    /// registered, so a signal that ends higlint always finds it. Call `childEnded(_:)` once it
    /// has ended, before it is reaped.
    static func startChild(_ start: (sigset_t) -> pid_t?) -> pid_t? {
        withSignalsHeld { previousMask in
            guard let id = start(previousMask) else { return nil }
            lock.lock()
            defer { lock.unlock() }
            for index in 0..<childCapacity where children[index] == 0 {
                children[index] = id
                break
            }
            return id
        }
    }

    /// The child has ended (it is not reaped yet): a signal no longer needs to stop it.
    static func childEnded(_ id: pid_t) {
        lock.lock()
        defer { lock.unlock() }
        for index in 0..<childCapacity where children[index] == id {
            children[index] = 0
        }
    }

    /// Kills the process group of every child still running and waits for it: the child itself
    /// is reaped, and the rest of its group (programs it started) is waited for until it is gone,
    /// for at most a second. Safe in a signal handler.
    static func stopChildren() {
        for index in 0..<childCapacity {
            let id = children[index]
            guard id > 0 else { continue }
            kill(-id, SIGKILL)
            var status: Int32 = 0
            while waitpid(id, &status, 0) < 0 && errno == EINTR {}
            var pause = timespec(tv_sec: 0, tv_nsec: 1_000_000)
            var rounds = 0
            while kill(-id, 0) == 0 && rounds < 1000 {
                kill(-id, SIGKILL)
                nanosleep(&pause, nil)
                rounds += 1
            }
            children[index] = 0
        }
    }

    /// The path is no longer higlint's to remove (it was renamed into place, or removed).
    static func forget(_ path: String) {
        lock.lock()
        defer { lock.unlock() }
        var index = used - 1
        while index >= 0 {
            if let slot = slots[index], strcmp(slot, path) == 0 {
                // Cleared before it is freed, so that a handler that starts later never reads it.
                slots[index] = nil
                free(slot)
                break
            }
            index -= 1
        }
        while used > 0 && slots[used - 1] == nil { used -= 1 }
    }

    /// Stops the children that may be writing, then removes every registered path, newest
    /// first. Safe in a signal handler.
    static func removeAll() {
        stopChildren()
        var index = used - 1
        while index >= 0 {
            if let path = slots[index], unlink(path) != 0, errno == EISDIR || errno == EPERM {
                rmdir(path)
            }
            index -= 1
        }
    }

    /// Installs the handlers now, from the thread that runs the command (the threads it starts
    /// inherit its signal mask). Registering a path installs them too.
    public static func install() { installHandlers() }

    private static func installHandlers() {
        lock.lock()
        defer { lock.unlock() }
        guard !installed else { return }
        installed = true
        // The handler reads these; a global is made on first use, and making one allocates,
        // which a handler that interrupts an allocation must never do (the allocator's lock is
        // held: the process would hang). Made here, before any handler can run.
        _ = slots
        _ = children
        _ = previous
        atexit { CleanupOnExit.removeAll() }
        // A process can start with signals blocked (a parent's mask is inherited through exec):
        // they would then never reach the handler, and the process would not end on them.
        var blocked = sigset_t()
        sigemptyset(&blocked)
        for number in signals { sigaddset(&blocked, number) }
        pthread_sigmask(SIG_UNBLOCK, &blocked, nil)
        for number in signals {
            var old = sigaction()
            sigaction(number, nil, &old)
            // A signal the parent had ignored stays ignored (nohup, a shell's background job).
            guard handlerAddress(old) != 1 else { continue }
            previous[Int(number)] = old
            var action = sigaction()
            #if os(Linux)
            action.__sigaction_handler.sa_handler = { number in CleanupOnExit.handle(number) }
            #else
            action.__sigaction_u.__sa_handler = { number in CleanupOnExit.handle(number) }
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(number, &action, nil)
        }
    }

    /// The handler of an action as a number: 0 is SIG_DFL, 1 SIG_IGN.
    private static func handlerAddress(_ action: sigaction) -> Int {
        #if os(Linux)
        return unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
        #else
        return unsafeBitCast(action.__sigaction_u.__sa_handler, to: Int.self)
        #endif
    }

    /// Removes the paths, puts back the action the signal had before, and sends it again: the
    /// process then ends as it would have (a shell sees 128 + the signal's number).
    private static func handle(_ number: Int32) {
        removeAll()
        sigaction(number, previous + Int(number), nil)
        raise(number)
    }
}
