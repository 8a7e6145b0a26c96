import Foundation

/// The folder of the Xcode project a file belongs to: the nearest folder above it that holds a
/// `*.xcodeproj`. What code does to every navigation bar (`UINavigationBar.appearance()`) is its
/// own app's: a run over several apps' folders keeps each app's to its own files.
enum CodeProjectRoot {
    /// The root of the file at `url`, or "" when no folder above it, up to the run's project
    /// `boundary`, holds a project. `cache` keeps each folder's answer: the files of a run share
    /// their folders (and a run, its boundary).
    static func of(_ url: URL, within boundary: ProjectBoundary? = nil, cache: inout [String: String]) -> String {
        var folder = url.deletingLastPathComponent().standardizedFileURL
        var visited: [String] = []
        var found = ""
        for _ in 0..<64 {
            let path = folder.path
            guard boundary?.refusal(of: path) == nil else { break }
            if let known = cache[path] { found = known; break }
            visited.append(path)
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            if entries.contains(where: { $0.hasSuffix(".xcodeproj") }) { found = path; break }
            let parent = folder.deletingLastPathComponent()
            if parent.path == path { break }
            folder = parent
        }
        for path in visited { cache[path] = found }
        return found
    }
}
