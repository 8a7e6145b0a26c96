import Foundation

/// The pass over a run's storyboards, before any screen is read, that finds the storyboard
/// references (`viewControllerPlaceholder`) and what the containers around each lend the scene it
/// names in another storyboard (`IBLentContainers`), so that the referenced file's reader
/// assembles that scene inside them. Data still flows one way: a referring file lends, the file
/// it refers to receives, and each file's screens are still read once, on their own.
///
/// The cost stays linear: every storyboard is searched for the word `viewControllerPlaceholder`
/// as bytes, and only the files that hold it are read again, once, without their views' content.
///
/// Which file a reference names: a storyboard of that name checked in the same run that the same
/// iOS target of an Xcode project ships, or, for files under no project, one beside it (in the
/// same folder, a localization folder `X.lproj` counting as its parent's). A reference that names
/// no such file or no scene in it is not followed; `--verbose` says so. Several files of the
/// name (the copies of a localized storyboard) are each lent the same containers.
enum IBStoryboardReferences {
    /// A storyboard of the run.
    struct Storyboard: Sendable {
        var url: URL
        /// The path findings use.
        var path: String
        /// The iOS targets that ship it (`project target`), or nil when no Xcode project holds it.
        var targets: Set<String>?
    }

    /// What the pass found: by the path of each referenced storyboard, what it is lent; and the
    /// references not followed, as `--verbose` notes (`path: line:column: …`).
    struct Lending: Sendable {
        var lent: [String: IBLentContainers] = [:]
        var notes: [String] = []
    }

    /// The storyboards among a run's files, each with the targets that ship it as `membership`
    /// says (`ShippingProjects.membership`); nil: no project was found. A storyboard that no
    /// target ships is left out, unless named outright: then it belongs with no other file.
    static func storyboards(_ files: [(url: URL, path: String, explicit: Bool)],
                            membership: ((String) -> ShippingProjects.Membership)?) -> [Storyboard] {
        files.compactMap { file in
            guard file.path.lowercased().hasSuffix(".storyboard") else { return nil }
            switch membership?(file.url.path) {
            case nil, .underNoProject?: return Storyboard(url: file.url, path: file.path, targets: nil)
            case .shipped(let app)?: return Storyboard(url: file.url, path: file.path, targets: Set(app.targets.map { $0.project + " " + $0.name }))
            case .notShipped?: return file.explicit ? Storyboard(url: file.url, path: file.path, targets: []) : nil
            }
        }
    }

    /// The marker every storyboard reference holds.
    private static let marker = Array("viewControllerPlaceholder".utf8)

    /// `code`: what the app's code sets, so that a lent container's controllers are read as the
    /// referring file's own check reads them (a tab item the code sets is the code's).
    static func lend(_ storyboards: [Storyboard], limits: ReaderLimits, jobs: Int, code: CodeTextFacts? = nil) -> Lending {
        var lending = Lending()
        let referrers = WorkerPool.map(storyboards, jobs: jobs) { referrer(at: $0, limits: limits, code: code?.scoped(toFileAt: $0.url)) }
        var byName: [String: [Int]] = [:]
        for (i, storyboard) in storyboards.enumerated() {
            byName[IBDocumentReader.storyboardName(path: storyboard.path), default: []].append(i)
        }
        for (from, found) in zip(storyboards, referrers) {
            guard let found else { continue }
            let ownName = IBDocumentReader.storyboardName(path: from.path)
            var byTarget: [Int: [IBReferringStoryboard.Reference]] = [:]
            for reference in found.references {
                guard let name = reference.target.storyboard, name != ownName else { continue }
                let targets = (byName[name] ?? []).filter { belongTogether(from, storyboards[$0]) }
                if targets.isEmpty {
                    lending.notes.append("\(from.path): \(reference.location.line):\(reference.location.column): storyboard reference \(reference.placeholder) is not followed: no storyboard named \(name) is checked with this one (in the same app target, or beside it)")
                }
                for t in targets { byTarget[t, default: []].append(reference) }
            }
            for (t, references) in byTarget.sorted(by: { $0.key < $1.key }) {
                var lent = found
                lent.references = references
                lending.lent[storyboards[t].path, default: IBLentContainers()].referrers.append(lent)
            }
        }
        return lending
    }

    /// Whether a reference in `a` may name `b`: both shipped by one target, or both under no
    /// project and beside each other.
    static func belongTogether(_ a: Storyboard, _ b: Storyboard) -> Bool {
        switch (a.targets, b.targets) {
        case (let x?, let y?): return !x.isDisjoint(with: y)
        case (nil, nil): return folder(a.path) == folder(b.path)
        default: return false
        }
    }

    /// The folder a storyboard is in, with a localization folder (`Base.lproj`) taken as its parent.
    static func folder(_ path: String) -> String {
        var parts = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        if let last = parts.last, last.hasSuffix(".lproj") { parts = parts.dropLast() }
        return parts.joined(separator: "/")
    }

    /// The file's controllers and references, when it holds a storyboard reference; nil when it
    /// holds none or cannot be read (the check of the file itself reports why).
    static func referrer(at storyboard: Storyboard, limits: ReaderLimits, code: CodeTextFacts? = nil) -> IBReferringStoryboard? {
        guard case .success(let data) = FileBytes.read(storyboard.url, maxFileSize: limits.maxFileSize) else { return nil }
        return data.withUnsafeBytes { raw -> IBReferringStoryboard? in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard ByteSearch.contains(marker, in: bytes) else { return nil }
            return referrer(bytes, path: storyboard.path, limits: limits, code: code)
        }
    }

    /// The controllers and references of a storyboard's bytes; nil when it holds no reference to
    /// another storyboard, or is not an iOS storyboard that parses.
    static func referrer(_ bytes: UnsafeBufferPointer<UInt8>, path: String, limits: ReaderLimits, code: CodeTextFacts? = nil) -> IBReferringStoryboard? {
        guard UTF8Scan(bytes).firstInvalidOffset == nil else { return nil }
        let lines = LineIndex(bytes)
        guard let tree = try? IBXMLTree.parse(bytes, lines: lines, limits: limits),
              InterfaceBuilderReader.passOverReason(tree) == nil, tree.name(tree.root) == "document",
              tree.child(of: tree.root, named: "scenes") != nil else { return nil }
        var reader = IBDocumentReader(IBElementFactory(tree: tree, bytes: bytes, lines: lines, path: path, code: code))
        reader.lendingOnly = true
        let controllers = reader.controllers()
        let ownName = IBDocumentReader.storyboardName(path: path)
        let references = controllers.compactMap { c -> IBReferringStoryboard.Reference? in
            guard let target = c.reference, let name = target.storyboard, name != ownName else { return nil }
            return IBReferringStoryboard.Reference(placeholder: c.id, target: target, location: c.location)
        }
        guard !references.isEmpty else { return nil }
        return IBReferringStoryboard(path: path, controllers: controllers, references: references)
    }
}
