/// What an Xcode project says about an app: its targets, the storyboards and xibs each one ships,
/// the settings each one is built with and what its Info.plist declares.
///
/// Every path is relative to the folder that holds the `.xcodeproj`, lexically normalized; it may
/// begin with `../` (a project may take files from beside its folder) and is absolute only where the
/// project names an absolute path.
///
/// `XcodeProjectReader` makes one; `targets(shipping:)` and `unshippedInterfaceFiles(under:among:)`
/// answer the questions a check asks of it.
public struct XcodeProject: Sendable {
    /// The project's name: the `.xcodeproj` folder's name without its extension.
    var name: String
    /// The language the project is written in (`developmentRegion`: `en`, or `English` in old projects).
    var developmentRegion: String?
    /// The languages the project is localized into (`knownRegions`, with `Base` among them when it
    /// has base internationalization); nil when the project file does not list them.
    var knownRegions: [String]? = nil
    var targets: [ProjectTarget]
}

extension XcodeProject {
    /// The targets that ship the file at `path`, in the project's order.
    func targets(shipping path: String) -> [ProjectTarget] {
        targets.filter { $0.ships(path) }
    }

    /// The storyboards and xibs among `paths` that lie under `folder` and that no target ships: old
    /// copies, samples, files whose target was deleted. `folder` is "." for the project's own folder.
    func unshippedInterfaceFiles(under folder: String, among paths: [String]) -> [String] {
        let prefix = folder == "." || folder.isEmpty ? "" : (folder.hasSuffix("/") ? folder : folder + "/")
        return paths.filter { path in
            path.hasPrefix(prefix) && InterfaceFile.isInterfaceBuilderPath(path) && !targets.contains { $0.ships(path) }
        }
    }
}
