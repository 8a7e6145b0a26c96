import Foundation

/// The files of a project folder that the code readers search beside a code file: its strings
/// tables and String Catalogs (`DevelopmentStrings`), its code and Interface Builder files
/// (`DevelopmentOnlyTypes`). Listed once a run for each folder (a folder's files, then its
/// folders', each in name order), not following symbolic links and not entering hidden folders,
/// build products (`build`, `DerivedData`), Xcode projects or asset catalogs.
enum ProjectFiles {
    /// The paths of the files under `root`, each once. Paths, not URLs: a project lists thousands
    /// of files, and the readers ask most of them only for their extension.
    static func under(_ root: URL) -> [String] {
        listings.value(for: root.path) { list(root.path) }
    }

    /// The extension of the file at `path`, lowercased (`swift` for `App/View.Swift`); empty when
    /// its name has none.
    static func lowercasedExtension(of path: String) -> String {
        let name = LastPathComponent.of(path)
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex else { return "" }
        return name[name.utf8.index(after: dot)...].lowercased()
    }

    private static let listings = OnceCache<[String]>()

    /// Folders whose contents are never a project's own text or code.
    static func isSkippedFolder(_ name: String) -> Bool {
        name == "build" || name == "DerivedData" || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcassets")
    }

    private static func list(_ root: String) -> [String] {
        var files: [String] = []
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
                case S_IFREG: files.append(path)
                default: continue
                }
            }
            // Depth first: the next folder popped is the first of these by name.
            folders += subfolders.reversed()
        }
        return files
    }
}
