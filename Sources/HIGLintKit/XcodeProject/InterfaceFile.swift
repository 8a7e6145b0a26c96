/// A storyboard or xib that a target ships, with its localizations when it has some.
struct InterfaceFile: Sendable, Equatable {
    /// The file a check reads: for a localized file the Base one, else the development region's, else
    /// the first.
    var path: String
    /// Empty for a file that is not localized. A localized file (`PBXVariantGroup`) has one entry per
    /// language: a whole `.xib`/`.storyboard` per language (`English`, `French`), or `Base` and a
    /// `.strings` file per language that translates it (`es.lproj/Main.strings`).
    var localizations: [Localization]

    struct Localization: Sendable, Equatable {
        /// As the project names it: `Base`, `en`, `English`, `zh-Hans`.
        var language: String
        var path: String
    }

    /// `path` and every localization's path.
    var paths: [String] { [path] + localizations.map(\.path) }

    static func isInterfaceBuilderPath(_ path: String) -> Bool {
        path.hasSuffix(".storyboard") || path.hasSuffix(".xib")
    }
}
