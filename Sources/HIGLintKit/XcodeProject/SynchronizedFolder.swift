/// A folder Xcode 16 keeps in step with the disk (`PBXFileSystemSynchronizedRootGroup`), as one target
/// sees it: every file under it belongs to the target, except the listed exceptions; or, for a target
/// that does not list the folder, only the exceptions that name it.
struct SynchronizedFolder: Sendable, Equatable {
    var path: String
    /// Whether the target lists the folder in its `fileSystemSynchronizedGroups`.
    var isListedByTarget: Bool
    /// Paths relative to the folder (`membershipExceptions`): taken out of a target that lists the
    /// folder, added to one that does not. `/Localized/Dir/Name.xib` stands for
    /// `Dir/<any>.lproj/Name.xib`.
    var exceptions: Set<String>

    /// Whether the target has the file at `path` from this folder.
    func includes(_ path: String) -> Bool {
        let prefix = self.path == "." || self.path.isEmpty ? "" : self.path + "/"
        guard path.hasPrefix(prefix) else { return false }
        let relative = String(path.dropFirst(prefix.count))
        let outsideLanguageFolders = relative.split(separator: "/").filter { !$0.hasSuffix(".lproj") }.joined(separator: "/")
        let isException = exceptions.contains(relative) || exceptions.contains("/Localized/" + outsideLanguageFolders)
        return isListedByTarget != isException
    }
}
