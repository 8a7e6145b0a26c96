import Foundation

/// Reads an Xcode project (`X.xcodeproj/project.pbxproj`) into an `XcodeProject`.
///
/// The project file is a graph of objects keyed by id: the `PBXProject` lists targets; a target
/// lists build phases, whose `PBXBuildFile`s point at file references or localized files
/// (`PBXVariantGroup`); groups hold the folders (see `ProjectPaths`); configuration lists hold the
/// settings. A missing or mistyped object is passed over; only a file that is not a property list,
/// or has no project at its root, is an error.
public enum XcodeProjectReader {
    /// Reads the project of the `.xcodeproj` folder at `url` (absolute), and from beside it the
    /// Info.plist of each target whose storyboards and xibs an iPhone or iPad shows (the only ones a
    /// check asks about: see `ShippingProjects`). A file outside `boundary` is not opened: a project
    /// file written by a stranger may name any path as its Info.plist. `readsSourcePhases`: see
    /// `project(from:name:limits:readsSourcePhases:)`.
    static func read(projectAt url: URL, within boundary: ProjectBoundary, limits: ReaderLimits = .default,
                     readsSourcePhases: Bool = true) -> Result<XcodeProject, ReadError> {
        let name = url.deletingPathExtension().lastPathComponent
        do {
            let data = try contents(of: url.appendingPathComponent("project.pbxproj"), within: boundary, limits: limits)
            var project = try project(from: data, name: name, limits: limits, readsSourcePhases: readsSourcePhases)
            let folder = url.deletingLastPathComponent()
            for index in project.targets.indices {
                guard project.targets[index].shipsInterfaceFilesToIOS,
                      case .value(let path) = project.targets[index].infoPlistFile else { continue }
                let plist = path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path)
                do {
                    let info = try AppInfo.read(try contents(of: plist, within: boundary, limits: limits), limits: limits)
                    project.targets[index].info = .success(info)
                } catch {
                    project.targets[index].info = .failure(error)
                }
            }
            return .success(project)
        } catch {
            return .failure(error)
        }
    }

    /// The project in the bytes of a `project.pbxproj`, without its Info.plists. Without
    /// `readsSourcePhases`, the targets' code files are not looked up (a run that reads no code,
    /// such as a check of the storyboards a commit changed, asks nothing of them), and no target
    /// compiles any.
    public static func project(from data: Data, name: String, limits: ReaderLimits = .default,
                               readsSourcePhases: Bool = true) throws(ReadError) -> XcodeProject {
        let isOldStyle = data.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) } != UInt8(ascii: "<")
            && !data.starts(with: Array("bplist".utf8))
        let objects: ProjectObjects
        let rootID: String?
        if isOldStyle {
            let index = try ProjectFileIndex.read(data, limits: limits)
            objects = ProjectObjects(index)
            rootID = index.rootObject
        } else {
            let root = try PropertyListValue.read(foundationFormat: data, limits: limits)
            objects = ProjectObjects((root["objects"]?.dictionary ?? [:]).compactMapValues(\.dictionary))
            rootID = root["rootObject"]?.string
        }
        guard let rootID, let projectObject = objects[rootID], projectObject["isa"]?.string == "PBXProject" else {
            throw ReadError("the file names no project: its rootObject is not a PBXProject object")
        }
        let graph = ProjectGraph(objects: objects, project: projectObject, projectName: name, readsSourcePhases: readsSourcePhases)
        return XcodeProject(
            name: name,
            developmentRegion: projectObject["developmentRegion"]?.string,
            knownRegions: projectObject["knownRegions"]?.strings,
            targets: projectObject["targets"]?.strings.compactMap(graph.target) ?? [])
    }

    private static func contents(of url: URL, within boundary: ProjectBoundary, limits: ReaderLimits) throws(ReadError) -> Data {
        if let refusal = boundary.refusal(of: url.standardizedFileURL.path) {
            throw ReadError("\(url.lastPathComponent) is not read: \(refusal)")
        }
        return try FileBytes.read(url, maxFileSize: limits.maxFileSize).get()
    }
}

/// The project file's objects, and what they say about each target.
private struct ProjectGraph {
    let objects: ProjectObjects
    let project: [String: PropertyListValue]
    let projectName: String
    let developmentRegion: String?
    let paths: ProjectPaths
    /// Xcode 16's synchronized folders, in a fixed order.
    let synchronizedFolderIDs: [String]
    let readsSourcePhases: Bool

    init(objects: ProjectObjects, project: [String: PropertyListValue], projectName: String, readsSourcePhases: Bool) {
        self.objects = objects
        self.readsSourcePhases = readsSourcePhases
        self.project = project
        self.projectName = projectName
        developmentRegion = project["developmentRegion"]?.string
        paths = ProjectPaths(objects: objects, projectDirPath: project["projectDirPath"]?.string ?? "")
        synchronizedFolderIDs = objects.ids(isa: "PBXFileSystemSynchronizedRootGroup")
    }

    func target(_ id: String) -> ProjectTarget? {
        guard let target = objects[id] else { return nil }
        let name = target["name"]?.string ?? ""
        return ProjectTarget(
            name: name,
            productType: target["productType"]?.string ?? "",
            interfaceFiles: interfaceFiles(of: target),
            sourceFiles: readsSourcePhases ? sourceFiles(of: target) : [],
            assetCatalogs: assetCatalogs(of: target),
            synchronizedFolders: synchronizedFolders(of: id, listed: Set(target["fileSystemSynchronizedGroups"]?.strings ?? [])),
            settings: settings(of: target, named: name))
    }

    /// The storyboards and xibs of the target's Resources phases, each once.
    private func interfaceFiles(of target: [String: PropertyListValue]) -> [InterfaceFile] {
        var files: [InterfaceFile] = []
        var seen: Set<String> = []
        for phaseID in target["buildPhases"]?.strings ?? [] {
            guard let phase = objects[phaseID], phase["isa"]?.string == "PBXResourcesBuildPhase" else { continue }
            for buildFileID in phase["files"]?.strings ?? [] {
                guard let referenceID = objects[buildFileID]?["fileRef"]?.string, seen.insert(referenceID).inserted,
                      let file = interfaceFile(referenceID) else { continue }
                files.append(file)
            }
        }
        return files
    }

    /// The asset catalogs (`.xcassets` folders) of the target's Resources phases: what its bundle's
    /// named colours and images are compiled from.
    private func assetCatalogs(of target: [String: PropertyListValue]) -> [String] {
        var catalogs: [String] = []
        for phaseID in target["buildPhases"]?.strings ?? [] {
            guard let phase = objects[phaseID], phase["isa"]?.string == "PBXResourcesBuildPhase" else { continue }
            for buildFileID in phase["files"]?.strings ?? [] {
                guard let referenceID = objects[buildFileID]?["fileRef"]?.string,
                      (objects[referenceID]?["path"]?.string ?? "").lowercased().hasSuffix(".xcassets"),
                      let path = paths.path(of: referenceID), !catalogs.contains(path) else { continue }
                catalogs.append(path)
            }
        }
        return catalogs
    }

    /// The files of the target's Sources phases: the code it compiles.
    private func sourceFiles(of target: [String: PropertyListValue]) -> Set<String> {
        var files: Set<String> = []
        for phaseID in target["buildPhases"]?.strings ?? [] {
            guard let phase = objects[phaseID], phase["isa"]?.string == "PBXSourcesBuildPhase" else { continue }
            for buildFileID in phase["files"]?.strings ?? [] {
                guard let referenceID = objects[buildFileID]?["fileRef"]?.string, let path = paths.path(of: referenceID) else { continue }
                files.insert(path)
            }
        }
        return files
    }

    private func interfaceFile(_ id: String) -> InterfaceFile? {
        guard let reference = objects[id] else { return nil }
        guard reference["isa"]?.string == "PBXVariantGroup" else {
            // Most resources are images and strings: their own path says so before the groups are followed.
            guard !Self.namesOtherThanInterfaceFile(reference["path"]?.string ?? ""),
                  let path = paths.path(of: id), InterfaceFile.isInterfaceBuilderPath(path) else { return nil }
            return InterfaceFile(path: path, localizations: [])
        }
        let localizations = (reference["children"]?.strings ?? []).compactMap { childID -> InterfaceFile.Localization? in
            guard let path = paths.path(of: childID) else { return nil }
            return InterfaceFile.Localization(language: language(of: childID, path: path), path: path)
        }
        let name = reference["name"]?.string ?? ""
        guard InterfaceFile.isInterfaceBuilderPath(name) || localizations.contains(where: { InterfaceFile.isInterfaceBuilderPath($0.path) }) else {
            return nil
        }
        let documents = localizations.filter { InterfaceFile.isInterfaceBuilderPath($0.path) }
        let primary = documents.first { $0.language == "Base" }
            ?? documents.first { $0.language == developmentRegion }
            ?? documents.first
        guard let primary else { return nil }
        return InterfaceFile(path: primary.path, localizations: localizations)
    }

    /// Whether a file reference's own `path` ends in a name that is not a storyboard's or a xib's:
    /// then so does the path the groups make of it (a path that ends in `.` or `..` takes its name
    /// from the groups).
    private static func namesOtherThanInterfaceFile(_ written: String) -> Bool {
        let name = LastPathComponent.of(written)
        guard !name.isEmpty, !name.hasPrefix("/"), name != ".", name != ".." else { return false }
        return !InterfaceFile.isInterfaceBuilderPath(String(name))
    }

    /// A localization's language: its name in the project, else the name of its `.lproj` folder.
    private func language(of id: String, path: String) -> String {
        if let name = objects[id]?["name"]?.string, !name.isEmpty, !name.contains(".") { return name }
        let folder = path.split(separator: "/").last { $0.hasSuffix(".lproj") }
        return folder.map { String($0.dropLast(".lproj".count)) } ?? ""
    }

    private func synchronizedFolders(of targetID: String, listed: Set<String>) -> [SynchronizedFolder] {
        synchronizedFolderIDs.compactMap { folderID in
            guard let folder = objects[folderID], let path = paths.path(of: folderID) else { return nil }
            var exceptions: Set<String> = []
            for exceptionID in folder["exceptions"]?.strings ?? [] {
                guard let exception = objects[exceptionID], exception["target"]?.string == targetID else { continue }
                exceptions.formUnion(exception["membershipExceptions"]?.strings ?? [])
            }
            guard listed.contains(folderID) || !exceptions.isEmpty else { return nil }
            return SynchronizedFolder(path: path, isListedByTarget: listed.contains(folderID), exceptions: exceptions)
        }
    }

    /// The target's default configuration over the project's configuration of the same name.
    private func settings(of target: [String: PropertyListValue], named name: String) -> BuildSettings {
        let targetConfiguration = configuration(in: target["buildConfigurationList"]?.string, named: nil)
        let configurationName = targetConfiguration?["name"]?.string
        let projectConfiguration = configuration(in: project["buildConfigurationList"]?.string, named: configurationName)
        let levels = [targetConfiguration, projectConfiguration].map { configuration in
            BuildSettings.Level(
                settings: configuration?["buildSettings"]?.dictionary ?? [:],
                hasConfigurationFile: configuration?["baseConfigurationReference"] != nil
                    || configuration?["baseConfigurationReferenceAnchor"] != nil)
        }
        return BuildSettings(
            configurationName: configurationName ?? projectConfiguration?["name"]?.string ?? "",
            levels: levels, targetName: name, projectName: projectName)
    }

    /// The configuration called `name` in a configuration list, or else the list's default one, or
    /// else its first.
    private func configuration(in listID: String?, named name: String?) -> [String: PropertyListValue]? {
        guard let list = listID.flatMap({ objects[$0] }) else { return nil }
        let configurations = (list["buildConfigurations"]?.strings ?? []).compactMap { objects[$0] }
        let defaultName = list["defaultConfigurationName"]?.string
        return configurations.first { name != nil && $0["name"]?.string == name }
            ?? configurations.first { $0["name"]?.string == defaultName }
            ?? configurations.first
    }
}
