import Foundation

/// The files of a project folder that the code readers search beside a code file: its strings
/// tables and String Catalogs (`DevelopmentStrings`), its code and Interface Builder files
/// (`DevelopmentOnlyTypes`). Listed once a run for each folder (a folder's files, then its
/// folders', each in name order), not following symbolic links and not entering hidden folders,
/// build products (`build`, `DerivedData`), Xcode projects or asset catalogs.
enum ProjectFiles {
    /// The files under `root`, each once.
    static func under(_ root: URL) -> [URL] {
        listings.value(for: root.path) { list(root.path) }
    }

    private static let listings = OnceCache<[URL]>()

    /// Folders whose contents are never a project's own text or code.
    static func isSkippedFolder(_ name: String) -> Bool {
        name == "build" || name == "DerivedData" || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcassets")
    }

    private static func list(_ root: String) -> [URL] {
        var files: [URL] = []
        var folders = [root]
        while let folder = folders.popLast() {
            guard case .success(let names) = SystemPath.contentsOfDirectory(folder) else { continue }
            var subfolders: [String] = []
            for name in names.sorted() where !name.hasPrefix(".") {
                let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
                var info = stat()
                guard systemLstat(path, &info) == 0 else { continue }
                switch info.st_mode & S_IFMT {
                case S_IFDIR where !isSkippedFolder(name): subfolders.append(path)
                case S_IFREG: files.append(URL(fileURLWithPath: path, isDirectory: false))
                default: continue
                }
            }
            // Depth first: the next folder popped is the first of these by name.
            folders += subfolders.reversed()
        }
        return files
    }
}
