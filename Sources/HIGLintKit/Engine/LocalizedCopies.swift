/// Interface Builder files that are one screen in several languages: `en.lproj/Detail.xib` and
/// `fr.lproj/Detail.xib` (old projects: `English.lproj`, `French.lproj`). A finding that every copy
/// shares (the same rule, element and message: a layout fault, or text left untranslated) is
/// reported once, on the copy of the development region, and names the other localizations; a
/// finding whose text differs from language to language stays on each copy that has it.
///
/// A `Base.lproj` file with `.strings` files beside it is one file to read, so it needs nothing
/// here; a `Base.lproj` file beside whole copies in other languages is the one reported on.
enum LocalizedCopies {
    /// Where a file stands among its localizations: the path with its language folder taken out
    /// (`Views/Detail.xib` for `Views/fr.lproj/Detail.xib`), and the language (`fr`).
    struct Place: Hashable {
        var group: String
        var language: String
    }

    /// The place of an Interface Builder file in a language folder; nil for any other file.
    static func place(of path: String) -> Place? {
        guard InterfaceFile.isInterfaceBuilderPath(path.lowercased()) else { return nil }
        // Found in the path's bytes: asked of every file, whose paths run long.
        let slash = UInt8(ascii: "/")
        guard let lastSlash = path.utf8.lastIndex(of: slash) else { return nil }
        let folderStart = path.utf8[..<lastSlash].lastIndex(of: slash).map { path.utf8.index(after: $0) } ?? path.startIndex
        let folder = path[folderStart..<lastSlash]
        guard folder.hasSuffix(".lproj") else { return nil }
        let language = String(folder.dropLast(".lproj".count))
        guard !language.isEmpty else { return nil }
        let file = path[path.utf8.index(after: lastSlash)...]
        return Place(group: String(path[..<folderStart]) + file, language: language)
    }

    /// Which of a file's languages is reported on: `Base`, else the development region's (the
    /// project's or the Info.plist's, when known), else English by any of its names, else the
    /// first in alphabetical order. The one place that decides it.
    static func reported(among languages: [String], developmentRegion: String?) -> String? {
        let english = ["en", "English", "en-US", "en-GB"]
        let preferred = ["Base"] + (developmentRegion.map(aliases(of:)) ?? []) + english
        for name in preferred {
            if let found = languages.first(where: { $0.lowercased() == name.lowercased() }) { return found }
        }
        return languages.min()
    }

    /// The languages old projects name in full (`English.lproj`, `knownRegions = (English, …)`),
    /// with their codes.
    static let codesOfLanguageNames = ["English": "en", "French": "fr", "German": "de", "Japanese": "ja",
                                       "Spanish": "es", "Italian": "it", "Dutch": "nl"]

    /// The names a language goes by in language folders: `English` and `en`, and so on for the
    /// languages old projects name in full.
    private static func aliases(of region: String) -> [String] {
        if let code = codesOfLanguageNames[region] { return [region, code] }
        if let name = codesOfLanguageNames.first(where: { $0.value == region })?.key { return [region, name] }
        return [region]
    }

    /// `violations` with the findings of other localizations that the reported copy shares taken
    /// out, and the reported copy's finding naming them. `files` are the files checked;
    /// `developmentRegions` gives, by file, the development region its project names.
    static func merge(_ violations: [Violation], files: [String], developmentRegions: [String: String]) -> [Violation] {
        var languagesByGroup: [String: [String]] = [:]
        var regionByGroup: [String: String] = [:]
        for file in files {
            guard let place = place(of: file) else { continue }
            languagesByGroup[place.group, default: []].append(place.language)
            if let region = developmentRegions[file] { regionByGroup[place.group] = region }
        }
        var reportedLanguage: [String: String] = [:]
        for (group, languages) in languagesByGroup where languages.count > 1 {
            reportedLanguage[group] = reported(among: languages.sorted(), developmentRegion: regionByGroup[group])
        }
        guard !reportedLanguage.isEmpty else { return violations }

        struct Key: Hashable {
            var group: String
            var ruleID: String
            var element: String
            var message: String
        }
        func key(_ v: Violation, _ place: Place) -> Key {
            Key(group: place.group, ruleID: v.ruleID, element: identity(of: v.elementPath), message: v.message)
        }
        // The reported copies' findings, by what they say and where.
        var reportedAt: [Key: Int] = [:]
        for (i, v) in violations.enumerated() {
            guard let place = place(of: v.location.file), reportedLanguage[place.group] == place.language else { continue }
            reportedAt[key(v, place)] = reportedAt[key(v, place)] ?? i
        }
        var sharedBy: [Int: [String]] = [:]
        var kept: [Violation] = []
        var keptIndex: [Int: Int] = [:]
        for (i, v) in violations.enumerated() {
            if let place = place(of: v.location.file), let reported = reportedLanguage[place.group], reported != place.language,
               let at = reportedAt[key(v, place)] {
                if !(sharedBy[at] ?? []).contains(place.language) { sharedBy[at, default: []].append(place.language) }
                continue
            }
            keptIndex[i] = kept.count
            kept.append(v)
        }
        for (at, languages) in sharedBy {
            guard let k = keptIndex[at] else { continue }
            let folders = languages.sorted().map { $0 + ".lproj" }
            let named = folders.count == 1 ? folders[0] : folders.dropLast().joined(separator: ", ") + " and " + folders[folders.count - 1]
            kept[k].message += " (the same in \(named))"
        }
        return kept
    }

    /// An element path with the names it gives taken out, keeping the Interface Builder ids:
    /// `screen[#a1]/button[#b2]` for `screen[Detail #a1]/button[Read more #b2]`, so that the same
    /// element matches in every language. A part that names no id is kept whole.
    static func identity(of path: String) -> String {
        var result = ""
        var bracket = ""
        var inBracket = false
        for character in path {
            if inBracket {
                if character == "]" {
                    let ids = bracket.split(separator: " ").filter { $0.hasPrefix("#") }
                    result += "[" + (ids.isEmpty ? bracket : ids.joined(separator: " ")) + "]"
                    bracket = ""
                    inBracket = false
                } else {
                    bracket.append(character)
                }
            } else if character == "[" {
                inBracket = true
            } else {
                result.append(character)
            }
        }
        if inBracket { result += "[" + bracket }
        return result
    }
}
