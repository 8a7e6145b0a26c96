import Foundation

/// The iOS 3–4 way of shipping icons and launch images, for which the guidelines were written:
/// files named by convention beside the app's other resources (`Icon.png` 57x57, `Icon@2x.png`
/// 114x114, `Icon-72.png`, `Icon-Small.png`, `Icon-Small-50.png`, `iTunesArtwork`, `Default.png`,
/// `Default@2x.png`, `Default-Portrait~ipad.png`, …). A folder holding such files, and no app
/// description, is read as an `app` with `source="legacyFiles"`: one `icon` or `launchImage` per
/// file, with the kind, device, scale and orientation its name stands for, located at the file
/// itself. No size is declared: the size rules judge each file's own size against the guidelines.
enum LegacyIconFiles {
    struct Convention {
        var element: String
        var properties: [(String, String)]
        var width: Int
        var height: Int
        /// Named by iOS versions after the 2010 guidelines (Icon-60@2x.png, Default-568h@2x.png).
        var later: Bool
    }

    /// The conventional names, lowercased (on a case-insensitive Mac disk `icon.png` works too).
    static let conventions: [String: Convention] = {
        func icon(_ kind: String, _ device: String?, _ scale: Int, _ size: Int, later: Bool = false) -> Convention {
            Convention(element: "icon", properties: [("kind", kind)] + (device.map { [("device", $0)] } ?? []) + (later ? [] : [("scale", String(scale))]),
                       width: size, height: size, later: later)
        }
        func launch(_ device: String, _ orientation: String, _ scale: Int, _ width: Int, _ height: Int, later: Bool = false) -> Convention {
            Convention(element: "launchImage", properties: [("device", device), ("orientation", orientation)] + (later ? [] : [("scale", String(scale))]),
                       width: width, height: height, later: later)
        }
        return [
            "icon.png": icon("app", "iphone", 1, 57), "icon@2x.png": icon("app", "iphone", 2, 114),
            "icon-72.png": icon("app", "ipad", 1, 72), "icon-72@2x.png": icon("app", "ipad", 2, 144, later: true),
            "icon-small.png": icon("settings", "iphone", 1, 29), "icon-small@2x.png": icon("settings", "iphone", 2, 58),
            "icon-small-50.png": icon("spotlight", "ipad", 1, 50), "icon-small-50@2x.png": icon("spotlight", "ipad", 2, 100, later: true),
            "icon-60@2x.png": icon("app", "iphone", 2, 120, later: true), "icon-60@3x.png": icon("app", "iphone", 3, 180, later: true),
            "icon-76.png": icon("app", "ipad", 1, 76, later: true), "icon-76@2x.png": icon("app", "ipad", 2, 152, later: true),
            "icon-40.png": icon("spotlight", "ipad", 1, 40, later: true), "icon-40@2x.png": icon("spotlight", nil, 2, 80, later: true),
            "itunesartwork": icon("appStore", nil, 1, 512), "itunesartwork.png": icon("appStore", nil, 1, 512),
            "itunesartwork@2x": icon("appStore", nil, 2, 1024, later: true),
            "default.png": launch("iphone", "portrait", 1, 320, 480), "default@2x.png": launch("iphone", "portrait", 2, 640, 960),
            "default-568h@2x.png": launch("iphone", "portrait", 2, 640, 1136, later: true),
            "default-portrait~ipad.png": launch("ipad", "portrait", 1, 768, 1004),
            "default-portrait.png": launch("ipad", "portrait", 1, 768, 1004),
            "default-landscape~ipad.png": launch("ipad", "landscape", 1, 1024, 748),
            "default-landscape.png": launch("ipad", "landscape", 1, 1024, 748),
            "default-portrait@2x~ipad.png": launch("ipad", "portrait", 2, 1536, 2008, later: true),
            "default-landscape@2x~ipad.png": launch("ipad", "landscape", 2, 2048, 1496, later: true),
        ]
    }()

    /// Whether a file name is one of the conventional names.
    static func isConventional(_ name: String) -> Bool { conventions[name.lowercased()] != nil }

    /// The app the conventional files of one folder make. `displayDirectory` is the folder as
    /// reports name it; `names` are the file names in it.
    static func description(of names: [String], displayDirectory: String) -> ScreenDescription {
        let prefix = displayDirectory.isEmpty || displayDirectory == "." ? "" : displayDirectory + "/"
        let folderLocation = SourceLocation(file: prefix.isEmpty ? "." : displayDirectory, line: 1, column: 1)
        var app = Element(kind: "app", location: folderLocation)
        app.properties = [
            .init(name: "name", value: .string((displayDirectory as NSString).lastPathComponent), location: folderLocation),
            .init(name: "source", value: .string("legacyFiles"), location: folderLocation),
        ]
        for name in names.sorted() {
            guard let convention = conventions[name.lowercased()] else { continue }
            let location = SourceLocation(file: prefix + name, line: 1, column: 1)
            var properties = [("name", name), ("file", name)] + convention.properties
            if convention.later { properties.append(("laterSlot", "true")) }
            app.children.append(Element(kind: convention.element,
                                        properties: properties.map { .init(name: $0.0, value: .string($0.1), location: location) },
                                        location: location))
        }
        return ScreenDescription(path: prefix.isEmpty ? "." : displayDirectory, syntax: .json, root: app)
    }

    /// Marks as a later slot (`laterSlot`) each launch image of `description` whose file an app's
    /// Info.plist declares for iOS 7 or later (`declared`: its `UILaunchImageName`s): such an image
    /// fills the whole screen, status bar included, so the 2010 sizes do not judge it.
    static func markFullScreenLaunchImages(_ description: inout ScreenDescription, declared: Set<String>) {
        guard !declared.isEmpty else { return }
        for index in description.root.children.indices where description.root.children[index].kind == "launchImage" {
            var image = description.root.children[index]
            guard let file = image.string("file"), declared.contains(where: { launchImageName($0, names: file) }) else { continue }
            image.properties.removeAll { $0.name == "laterSlot" }
            image.properties.append(.init(name: "laterSlot", value: .string("true"), location: image.location))
            description.root.children[index] = image
        }
    }

    /// Whether the `UILaunchImageName` `name` names the file `file`: its name without the
    /// extension and the suffixes iOS adds (`@2x`, `~ipad`, `~iphone`, `-568h`), compared as a
    /// case-insensitive Mac disk compares names.
    static func launchImageName(_ name: String, names file: String) -> Bool {
        var stem = (file as NSString).deletingPathExtension.lowercased()
        for suffix in ["~ipad", "~iphone"] where stem.hasSuffix(suffix) { stem = String(stem.dropLast(suffix.count)) }
        for suffix in ["@2x", "@3x"] where stem.hasSuffix(suffix) { stem = String(stem.dropLast(suffix.count)) }
        if stem.hasSuffix("-568h") { stem = String(stem.dropLast("-568h".count)) }
        var declared = name.lowercased()
        if declared.hasSuffix(".png") { declared = String(declared.dropLast(4)) }
        if declared.hasSuffix("-568h") { declared = String(declared.dropLast("-568h".count)) }
        return stem == declared
    }
}
