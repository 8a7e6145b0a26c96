import Foundation

/// A program higlint starts and waits for (git), started in a process group of its own and known to
/// `CleanupOnExit` from the moment it exists until it has ended: a signal that ends higlint stops the
/// whole group, and waits for it, before it removes the files the program was writing (the staged
/// copy of `--staged`), so nothing is written after the clean-up.
///
/// The signals are held off between the start and the registration, so none can come in between;
/// the program gets the signal mask higlint had before.
struct ChildProcess {
    let id: pid_t

    /// Why the program could not be started: the `errno` of `posix_spawn`.
    struct StartFailure: Error {
        var code: Int32
        var message: String { String(cString: strerror(code)) }
    }

    /// Starts `executable` (an absolute path) with `arguments` after its name, higlint's
    /// environment, `directory` as its working directory, and the three descriptors as its
    /// standard input, output and error.
    static func start(executable: String, arguments: [String], directory: String,
                      input: Int32, output: Int32, error: Int32) throws(StartFailure) -> ChildProcess {
        let argv = CStringArray([executable] + arguments)
        let envp = CStringArray(ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" })
        #if os(Linux)
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #else
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input, 0)
        posix_spawn_file_actions_adddup2(&actions, output, 1)
        posix_spawn_file_actions_adddup2(&actions, error, 2)
        let changed = SystemPath.withCString(directory) { Self.addChangeDirectory(&actions, $0) }
        guard changed == 0 else { throw StartFailure(code: changed) }
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Process group 0: a group of its own, led by the child.
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK))
        var failure: Int32 = 0
        let started = CleanupOnExit.startChild { previousMask in
            var mask = previousMask
            posix_spawnattr_setsigmask(&attributes, &mask)
            var id: pid_t = 0
            failure = posix_spawn(&id, executable, &actions, &attributes, argv.pointers, envp.pointers)
            return failure == 0 ? id : nil
        }
        guard let started else { throw StartFailure(code: failure) }
        return ChildProcess(id: started)
    }

    #if os(Linux)
    /// `posix_spawn_file_actions_addchdir_np` of the C library (glibc 2.29 and later, musl 1.1.24),
    /// which its header declares only under `_GNU_SOURCE`, so it is found by name; nil where the
    /// C library lacks it.
    private static let addChangeDirectoryFunction: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32)? = {
        guard let program = dlopen(nil, RTLD_NOW), let symbol = dlsym(program, "posix_spawn_file_actions_addchdir_np") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32).self)
    }()

    /// Adds a change of the working directory to the actions; ENOSYS where the C library cannot.
    private static func addChangeDirectory(_ actions: UnsafeMutablePointer<posix_spawn_file_actions_t>, _ directory: UnsafePointer<CChar>) -> Int32 {
        guard let function = addChangeDirectoryFunction else { return ENOSYS }
        return function(actions, directory)
    }
    #else
    private static func addChangeDirectory(_ actions: UnsafeMutablePointer<posix_spawn_file_actions_t?>, _ directory: UnsafePointer<CChar>) -> Int32 {
        posix_spawn_file_actions_addchdir_np(actions, directory)
    }
    #endif

    /// Waits for the program to end, and returns its exit status, or nil when a signal ended it.
    /// It stays registered until it has ended (not yet reaped), so that a signal handler never
    /// signals a process id that another process may have taken.
    func wait() -> Int32? {
        var info = siginfo_t()
        while waitid(P_PID, id_t(id), &info, WEXITED | WNOWAIT) != 0 && errno == EINTR {}
        CleanupOnExit.childEnded(id)
        var status: Int32 = 0
        while waitpid(id, &status, 0) < 0 && errno == EINTR {}
        // The encoding of <sys/wait.h> on Linux and the BSDs: the low seven bits are the signal
        // that ended the process (0 when it exited), the next byte its exit status.
        return status & 0x7f == 0 ? (status >> 8) & 0xff : nil
    }
}

/// A NULL-terminated array of C strings (argv, envp) that lives as long as the value. Strings
/// are written with the bytes of `SystemPath`, so a path argument keeps bytes that are not UTF-8.
private final class CStringArray {
    let pointers: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
    private let count: Int

    init(_ strings: [String]) {
        count = strings.count
        pointers = .allocate(capacity: strings.count + 1)
        for (index, string) in strings.enumerated() {
            let bytes = SystemPath.bytes(string)
            let copy = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
            for (offset, byte) in bytes.enumerated() { copy[offset] = CChar(bitPattern: byte) }
            copy[bytes.count] = 0
            pointers[index] = copy
        }
        pointers[strings.count] = nil
    }

    deinit {
        for index in 0..<count { pointers[index]?.deallocate() }
        pointers.deallocate()
    }
}
