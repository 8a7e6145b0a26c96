/// higlint's own description format in XML (`*.xml`): the element name is the kind, attributes are
/// properties (see docs/format.md). A well-formed XML file of another root is passed over.
struct XMLDescriptionFormat: InputFormat {
    static let notADescription = "not a screen description: the root must be <screen> or <app> (a \"type\" of \"screen\" or \"app\" in JSON)"
    var name: String { "XML description" }
    var extensions: [String] { ["xml"] }
    var sharesItsExtensions: Bool { true }

    func claims(fileNamed name: String, inFolderNamed folder: String) -> Bool { true }

    func read(_ file: InputFile) -> InputReading {
        do throws(ReadError) {
            guard let description = try XMLDescriptionReader.read(file.bytes, path: file.path, limits: file.limits,
                                                                   mayHoldCarriageReturns: file.holdsCarriageReturn) else {
                return .passedOver(Self.notADescription)
            }
            return .descriptions([description], notes: [])
        } catch {
            return .failure(error)
        }
    }
}

/// higlint's own description format in JSON (`*.json`): every object is an element whose `type`
/// is its kind. A JSON file of another shape (a package.json) is passed over.
struct JSONDescriptionFormat: InputFormat {
    static let notADescription = XMLDescriptionFormat.notADescription
    var name: String { "JSON description" }
    var extensions: [String] { ["json"] }
    var sharesItsExtensions: Bool { true }

    func claims(fileNamed name: String, inFolderNamed folder: String) -> Bool { true }

    func read(_ file: InputFile) -> InputReading {
        do throws(ReadError) {
            guard let description = try JSONDescriptionReader.read(file.bytes, path: file.path, limits: file.limits,
                                                                    mayHoldCarriageReturns: file.holdsCarriageReturn) else {
                return .passedOver(Self.notADescription)
            }
            return .descriptions([description], notes: [])
        } catch {
            return .failure(error)
        }
    }
}

/// The `Contents.json` of an asset catalog's app icon set or launch image set, read as an app
/// (see `AssetCatalogReader`).
struct AssetCatalogSetFormat: InputFormat {
    var name: String { "asset catalog set" }
    var extensions: [String] { ["json"] }

    func claims(fileNamed name: String, inFolderNamed folder: String) -> Bool {
        guard name == "Contents.json", let dot = folder.lastIndex(of: ".") else { return false }
        return AssetCatalogReader.setExtensions.contains(folder[folder.index(after: dot)...].lowercased())
    }

    func read(_ file: InputFile) -> InputReading {
        do throws(ReadError) {
            guard let description = try AssetCatalogReader.read(file.bytes, url: file.url, path: file.path, limits: file.limits) else {
                return .passedOver("not an asset catalog set")
            }
            return .descriptions([description], notes: [])
        } catch {
            return .failure(error)
        }
    }
}

/// An Interface Builder storyboard or xib, in the document format of Xcode 5 and later or the
/// archive format of Xcode 3–4: one screen per scene or top-level view (see
/// `InterfaceBuilderReader`). Files for watchOS, tvOS or macOS are passed over.
struct InterfaceBuilderFormat: InputFormat {
    var name: String { "Interface Builder file" }
    var extensions: [String] { ["storyboard", "xib"] }

    func claims(fileNamed name: String, inFolderNamed folder: String) -> Bool { true }

    func read(_ file: InputFile) -> InputReading {
        do throws(ReadError) {
            let document = try InterfaceBuilderReader.read(file.bytes, path: file.path, limits: file.limits,
                                                              mayHoldCarriageReturns: file.holdsCarriageReturn, lent: file.lent,
                                                              code: file.code, namedColors: file.namedColors)
            if let reason = document.passedOverReason { return .passedOver(reason) }
            let notes = (document.unmappedClasses.isEmpty ? []
                : ["Interface Builder classes without a kind of higlint's (not checked): " + document.unmappedClasses.joined(separator: ", ")])
                + document.notes
            return .descriptions(document.screens, notes: notes)
        } catch {
            return .failure(error)
        }
    }
}

/// A folder of icons and launch images under their iOS 3–4 names (`Icon.png`, `Default@2x.png`),
/// read as an app (see `LegacyIconFiles`).
struct LegacyIconFolderFormat: FolderInputFormat {
    var name: String { "folder of conventionally named icons" }

    func claimedNames(in names: [String]) -> [String] { names.filter(LegacyIconFiles.isConventional) }

    func description(of names: [String], displayDirectory: String) -> ScreenDescription {
        LegacyIconFiles.description(of: names, displayDirectory: displayDirectory)
    }
}
