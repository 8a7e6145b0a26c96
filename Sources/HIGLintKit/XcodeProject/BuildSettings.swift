import Foundation

/// A build setting's value as far as the project file tells it.
enum BuildSetting: Sendable, Equatable {
    case value(String)
    /// Set nowhere: Xcode's default applies.
    case notSet
    /// The value may come from an `.xcconfig` file, which is not read, or refers to a setting that
    /// only Xcode knows.
    case unknown
}

/// The build settings of one configuration of a target (its default one, `Release` mostly): the
/// target's own, over the project's configuration of the same name, as Xcode layers them.
///
/// Xcode puts a configuration's `.xcconfig` file (`baseConfigurationReference`) between its own
/// settings and the level below; those files are not read, so a setting that could come from one is
/// `.unknown`.
struct BuildSettings: Sendable {
    struct Level: Sendable {
        var settings: [String: PropertyListValue]
        var hasConfigurationFile: Bool
    }

    /// The configuration's name, `Release` or `Debug`.
    var configurationName: String
    /// The target's level first, then the project's.
    var levels: [Level]
    var targetName: String
    var projectName: String

    /// The value of `key`, `$(inherited)` taken from the level below, and `$(NAME)` references
    /// replaced: `$(SRCROOT)` and `$(PROJECT_DIR)` by `.` (paths here are relative to the project's
    /// folder), `$(TARGET_NAME)` and `$(PROJECT_NAME)` by the names, others by their settings.
    /// Keys with a condition (`KEY[sdk=iphoneos*]`) are not looked at.
    func value(of key: String) -> BuildSetting {
        value(of: key, from: 0, depth: 0)
    }

    /// A path setting, lexically normalized: `$(SRCROOT)/Info-Beta.plist` is `Info-Beta.plist`.
    func path(of key: String) -> BuildSetting {
        let setting = value(of: key)
        guard case .value(let path) = setting else { return setting }
        return path.isEmpty ? .notSet : .value(ProjectPaths.normalized(path))
    }

    /// References deeper than this are taken as unknown: a cycle (`A = $(B)`, `B = $(A)`) ends there.
    private static let maximumDepth = 8

    private func value(of key: String, from level: Int, depth: Int) -> BuildSetting {
        guard depth < Self.maximumDepth else { return .unknown }
        guard level < levels.count else { return .notSet }
        guard let written = levels[level].settings[key] else {
            return levels[level].hasConfigurationFile ? .unknown : value(of: key, from: level + 1, depth: depth)
        }
        let text = written.string ?? written.strings.joined(separator: " ")
        return expand(text, key: key, level: level, depth: depth)
    }

    /// Replaces every `$(NAME)` and `${NAME}` in `text`.
    private func expand(_ text: String, key: String, level: Int, depth: Int) -> BuildSetting {
        var result = ""
        var rest = Substring(text)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let open = rest.index(after: dollar)
            guard open < rest.endIndex, rest[open] == "(" || rest[open] == "{",
                  let close = rest[open...].firstIndex(of: rest[open] == "(" ? ")" : "}") else {
                result += "$"
                rest = rest[open...]
                continue
            }
            let name = String(rest[rest.index(after: open)..<close])
            rest = rest[rest.index(after: close)...]
            let replacement: BuildSetting
            switch name {
            case "inherited":
                let below = value(of: key, from: level + 1, depth: depth + 1)
                replacement = below == .notSet ? .value("") : below
            case "SRCROOT", "PROJECT_DIR", "SOURCE_ROOT": replacement = .value(".")
            case "TARGET_NAME": replacement = .value(targetName)
            case "PROJECT_NAME": replacement = .value(projectName)
            default:
                let referenced = value(of: name, from: 0, depth: depth + 1)
                replacement = referenced == .notSet ? .unknown : referenced
            }
            guard case .value(let replaced) = replacement else { return .unknown }
            result += replaced
        }
        result += rest
        return .value(result.trimmingCharacters(in: .whitespaces))
    }
}
