import Foundation

/// The Xcode projects a run finds, read on a thread of their own from the moment the walk finds
/// them, so that reading a large project file goes on while the run reads the screens; a check
/// waits for the projects only when it needs to know whether its storyboard or xib ships.
///
/// A check that waits reads the projects not yet begun itself: however many are found, and even
/// if the system refuses the thread, each is read once and every wait ends.
final class ProjectReading: @unchecked Sendable {
    private let limits: ReaderLimits
    private let condition = NSCondition()
    private var waiting: [FileDiscovery.XcodeProjectFolder] = []
    private var found = Set<String>()
    private var reading = 0
    private var walkEnded = false
    private var threadStarted = false
    private var projects: [ShippingProjects.Project] = []
    private var errors: [FileError] = []
    private var done: ShippingProjects?

    init(limits: ReaderLimits) {
        self.limits = limits
    }

    /// Begins reading the project of an `.xcodeproj` folder the walk found (once, however often
    /// it is found).
    func start(_ folder: FileDiscovery.XcodeProjectFolder) {
        condition.lock()
        defer { condition.unlock() }
        guard found.insert(FileDiscovery.lexicallyNormalized(folder.url.standardizedFileURL.path)).inserted else { return }
        waiting.append(folder)
        if !threadStarted {
            threadStarted = true
            let thread = Thread { [self] in
                readWaiting()
                condition.lock()
                threadStarted = false
                condition.unlock()
            }
            thread.stackSize = WorkerPool.stackSize
            thread.start()
        }
    }

    /// The walk is over: no project is added after this.
    func endWalk() {
        condition.lock()
        walkEnded = true
        condition.broadcast()
        condition.unlock()
    }

    /// Whether the walk found a project (asked once the walk is over).
    var foundAny: Bool {
        condition.lock()
        defer { condition.unlock() }
        return !found.isEmpty
    }

    /// The projects read, once all are; and the errors of the project files that could not be.
    func result() -> (projects: ShippingProjects, errors: [FileError]) {
        readWaiting()
        condition.lock()
        defer { condition.unlock() }
        while !(walkEnded && waiting.isEmpty && reading == 0) { condition.wait() }
        if done == nil { done = ShippingProjects(projects) }
        return (done!, errors.sorted(by: FileError.reportOrder))
    }

    /// Reads the projects waiting, one at a time, until none is left.
    private func readWaiting() {
        while true {
            condition.lock()
            guard !waiting.isEmpty else {
                condition.unlock()
                return
            }
            let folder = waiting.removeFirst()
            reading += 1
            condition.unlock()
            let read = ShippingProjects.read(folder, limits: limits)
            condition.lock()
            switch read {
            case .read(let project): projects.append(project)
            case .unreadable(let error): errors.append(error)
            }
            reading -= 1
            condition.broadcast()
            condition.unlock()
        }
    }
}
