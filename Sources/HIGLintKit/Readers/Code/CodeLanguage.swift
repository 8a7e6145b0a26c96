/// A programming language whose files higlint reads for the alerts and action sheets they build:
/// the file extensions it claims, the names a file must hold for any alert to be in it (a byte
/// search, before any parsing); `SourceCodeFormat` hands a file to its reader (the Swift one runs
/// in a process of its own, `SwiftReaderProcess`). The rule examples written in code name it
/// (`code: { language: objc, text: … }`).
enum CodeLanguage: String, CaseIterable, Sendable {
    case objc
    case swift

    /// The language of a file with this extension (lowercased), if any.
    init?(fileExtension: String) {
        guard let language = Self.allCases.first(where: { $0.extensions.contains(fileExtension) }) else { return nil }
        self = language
    }

    var extensions: [String] {
        switch self {
        case .objc: ["m", "mm"]
        case .swift: ["swift"]
        }
    }

    /// What every file that builds an alert holds: a file without any of them is passed over
    /// without being parsed.
    var apiNames: [String] {
        switch self {
        case .objc: ObjCAlertReader.apiNames
        case .swift: SwiftAlertAPINames.names
        }
    }

    /// The name of the language in messages and documentation.
    var name: String {
        switch self {
        case .objc: "Objective-C"
        case .swift: "Swift"
        }
    }
}
