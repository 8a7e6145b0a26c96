/// Reads an Interface Builder file, a `.storyboard` or a `.xib` in either of Interface Builder's
/// XML formats, into the screens it describes, so that the guidelines can be checked against an
/// app's real interface files as against descriptions.
///
/// The file is parsed with libxml2 (`XMLSAXParser`) into a plain tree, which
/// `IBDocumentReader` (the `<document>` format of Xcode 5 and later) or `IBArchiveReader` (the
/// older `<archive>` format) then maps onto higlint's kinds; `IBScreenAssembler` gives each screen
/// the bars of the containers that show it.
enum InterfaceBuilderReader {
    /// The screens an Interface Builder file describes. The bytes are known to be UTF-8, not
    /// blank and within the size limit (`InputFormats` checks every file so).
    /// `mayHoldCarriageReturns`: as `LineIndex` takes it (false when the bytes hold no CR).
    /// `lent`: what the storyboards that refer to this one lend its scenes (see `IBLentContainers`).
    /// `code`: what the app's code sets on the file's objects at run time (see `CodeTextFacts`).
    /// `namedColors`: the app's colour sets the file's named colours come from (see `AppColorSets`).
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, path: String, limits: ReaderLimits,
                     mayHoldCarriageReturns: Bool? = nil, lent: IBLentContainers? = nil,
                     code: CodeTextFacts? = nil, namedColors: AppColorSets.Lookup? = nil) throws(ReadError) -> InterfaceBuilderDocument {
        let lines = LineIndex(bytes, mayHoldCarriageReturns: mayHoldCarriageReturns)
        let tree = try IBXMLTree.parse(bytes, lines: lines, limits: limits, mayHoldCarriageReturns: mayHoldCarriageReturns)
        if let reason = passOverReason(tree) {
            return InterfaceBuilderDocument(screens: [], passedOverReason: reason, unmappedClasses: [])
        }
        if let code, let reason = unloadedNibReason(tree, path: path, code, ownNames: { IBNamedClasses.names(in: bytes) }) {
            return InterfaceBuilderDocument(screens: [], passedOverReason: reason, unmappedClasses: [])
        }
        let factory = IBElementFactory(tree: tree, bytes: bytes, lines: lines, path: path, code: code, namedColors: namedColors)
        let screens = tree.name(tree.root) == "archive"
            ? IBArchiveReader(factory).screens()
            : IBDocumentReader(factory, lent: lent).screens()
        return InterfaceBuilderDocument(screens: screens, passedOverReason: nil, unmappedClasses: factory.unmapped.sorted(),
                                        notes: factory.notes)
    }

    /// Why a document-format xib is not read: the app's code never makes its File's Owner
    /// (`CodeTextFacts.neverUsesClass`), never loads it (see `CodeTextFacts.neverLoadsNib`), or,
    /// when its File's Owner has no class of its own, never uses
    /// the classes it is made for: its top-level objects are of classes the code declares and
    /// never names, and nothing names the nib (`CodeTextFacts.neverUsesClass`: a view whose class
    /// nothing makes, left behind when its screen was redone). An archive xib (Xcode 3-4) is asked
    /// of its File's Owner alone. A xib whose File's Owner class, or whose name, another Interface
    /// Builder file names for what it makes (a tab's controller in `MainWindow.xib` with its nib
    /// name) is loaded with that file. Nil for a storyboard, or a xib the app may load.
    /// `ownNames`: the classes and nibs this file itself names for what it makes (`IBNamedClasses`),
    /// which the run's count of them includes; asked only of a xib the code never loads.
    static func unloadedNibReason(_ tree: IBXMLTree, path: String, _ code: CodeTextFacts,
                                  ownNames: () -> Set<String> = { [] }) -> String? {
        guard path.lowercased().hasSuffix(".xib") else { return nil }
        let stem = IBDocumentReader.storyboardName(path: path)
        if tree.name(tree.root) == "archive" {
            return IBArchiveReader.filesOwnerClass(in: tree).flatMap { ownedNibReason(owner: $0, stem: stem, code, ownNames: ownNames) }
        }
        guard tree.name(tree.root) == "document", let objects = tree.child(of: tree.root, named: "objects") else { return nil }
        let topLevel = tree.children(of: objects)
        let owner = topLevel.first { tree.attribute("placeholderIdentifier", of: $0) == "IBFilesOwner" }
        if let ownerClass = owner.flatMap({ tree.attribute("customClass", of: $0) }) {
            return ownedNibReason(owner: ownerClass, stem: stem, code, ownNames: ownNames)
        }
        // A nib without an owner of its own is loaded for its top-level objects: a view whose class
        // nothing names (another Interface Builder file that names the class makes the view from
        // its own archive, not from this nib) is loaded by no one.
        var classes: [String] = []
        for object in topLevel where tree.attribute("placeholderIdentifier", of: object) == nil {
            guard let customClass = tree.attribute("customClass", of: object) else { continue }
            if !classes.contains(customClass) { classes.append(customClass) }
        }
        guard !classes.isEmpty else { return nil }
        let names = classes.map(CodeTextFacts.unqualified).joined(separator: ", ")
        // A view whose class stops the app when an archive makes it is made in code, whatever loads the nib.
        if classes.allSatisfy({ code.undecodableClasses.contains(CodeTextFacts.unqualified($0)) }) {
            return "a xib no code can load: the init(coder:) of \(names), which loading it calls, only stops the app"
        }
        guard classes.allSatisfy(code.neverUsesClass), !code.namesNib(stem) else { return nil }
        return "a xib the app's code never uses: no code names its class\(classes.count > 1 ? "es" : ""), \(names), nor the nib \(stem)"
    }

    /// Why the xib `stem`, whose File's Owner is of class `owner`, is not read: no code makes the
    /// owner (an owner no code makes loads nothing, whatever the nib's name), or the code never
    /// loads the nib; and no other Interface Builder file makes the owner or names the nib. Nil
    /// when the app may load it.
    private static func ownedNibReason(owner ownerClass: String, stem: String, _ code: CodeTextFacts, ownNames: () -> Set<String>) -> String? {
        let reason: String
        if code.neverUsesClass(ownerClass) && !code.namesNib(stem) {
            reason = "a xib the app's code never uses: no code names its File's Owner, \(CodeTextFacts.unqualified(ownerClass)), nor the nib \(stem)"
        } else if code.neverLoadsNib(named: stem, owner: ownerClass) {
            reason = "a xib the app's code never loads: its File's Owner, \(ownerClass), is a class of the code, which names no nib \(stem)"
        } else {
            return nil
        }
        var base = stem
        for suffix in ["~ipad", "~iphone"] where base.lowercased().hasSuffix(suffix) { base = String(base.dropLast(suffix.count)) }
        let own = ownNames()
        let namedElsewhere = { (name: String) in code.interfaceNamedClasses[name, default: 0] > (own.contains(name) ? 1 : 0) }
        let loadedByInterface = [ownerClass, CodeTextFacts.unqualified(ownerClass), stem, base].contains(where: namedElsewhere)
        return loadedByInterface ? nil : reason
    }

    /// Why a parsed file is not read: it is not Interface Builder's, or it is made for a
    /// platform other than iOS (watchOS, tvOS, macOS). Nil for an iOS file.
    static func passOverReason(_ tree: IBXMLTree) -> String? {
        let root = tree.root
        let name = tree.name(root)
        guard name == "document" || name == "archive" else {
            return "not an Interface Builder file (its root element is <\(name)>)"
        }
        let type = tree.attribute("type", of: root) ?? ""
        let runtime = tree.attribute("targetRuntime", of: root) ?? ""
        guard type.hasPrefix("com.apple.InterfaceBuilder") else {
            return "not an Interface Builder file (document type '\(type)')"
        }
        for (marker, platform) in [("watchKit", "watchOS"), ("WatchKit", "watchOS"), ("AppleTV", "tvOS"), ("MacOSX", "macOS")]
        where holds(runtime, marker) || holds(type, marker) {
            return "an Interface Builder file for \(platform), not iOS"
        }
        guard holds(type, "CocoaTouch") || runtime.hasPrefix("iOS") else {
            return holds(type, "Cocoa") ? "an Interface Builder file for macOS, not iOS" : "not an iOS Interface Builder file (document type '\(type)')"
        }
        return nil
    }

    /// Whether `text` holds `part`, compared as bytes: Foundation's `contains` makes an NSString of
    /// each string, and the generic search of the standard library builds a table for each call;
    /// either cost more than reading the rest of a small file.
    private static func holds(_ text: String, _ part: String) -> Bool {
        var text = text
        return text.withUTF8 { ByteSearch.contains(Array(part.utf8), in: $0) }
    }
}
