import Foundation

/// Reads the `Contents.json` of an asset catalog's app icon set (`*.appiconset`) or launch image
/// set (`*.launchimage`) into an `app` description with `source="assetCatalog"`: one `icon` or
/// `launchImage` per image entry that names a file, located at the entry in `Contents.json`, with
/// the pixel size the entry's slot calls for. Slots the 2010 guidelines describe get their kind,
/// device and scale; slots iOS added later are marked `laterSlot="true"` (named by their slot), so
/// that the rules judge them as "not covered" rather than as wrong. Files in the set that no entry
/// names become `unassignedImage` children.
///
/// Two kinds of entry are not app icons, and get kinds the app-icon rules leave alone: the dark
/// and tinted variants of an icon (entries with `appearances`, which are meant to be transparent),
/// and every icon of a set whose name does not contain "AppIcon" (an action extension's template
/// icons, say), kind `extension`. Icons for other platforms (mac, watch, car, tv idioms), which
/// the iPhone guidelines do not speak of, get kind `otherPlatform`.
enum AssetCatalogReader {
    static let setExtensions: Set<String> = ["appiconset", "launchimage"]

    /// Whether `url` is the `Contents.json` of a set this reader reads.
    static func handles(_ url: URL) -> Bool {
        url.lastPathComponent == "Contents.json" && setExtensions.contains(url.deletingLastPathComponent().pathExtension.lowercased())
    }

    static func read(_ bytes: UnsafeBufferPointer<UInt8>, url: URL, path: String, limits: ReaderLimits) throws(ReadError) -> ScreenDescription? {
        let lines = LineIndex(bytes)
        let value: JSONValue
        do {
            value = try JSONParser.parse(bytes, maxDepth: 32, depthLimitMessage: "Contents.json nested deeper than 32 levels")
        } catch {
            let p = lines.position(of: error.offset)
            throw ReadError(error.message, line: p.line, column: p.column)
        }
        func location(_ offset: Int) -> SourceLocation {
            let p = lines.position(of: offset)
            return SourceLocation(file: path, line: p.line, column: p.column)
        }
        guard case .object(let members, let rootOffset) = value else {
            throw ReadError("Contents.json of an asset catalog set must be an object", line: 1, column: 1)
        }
        let setFolder = url.deletingLastPathComponent()
        let isLaunchSet = setFolder.pathExtension.lowercased() == "launchimage"
        let isAppIconSet = setFolder.deletingPathExtension().lastPathComponent.lowercased().contains("appicon")
        var app = Element(kind: "app", location: location(rootOffset))
        app.properties = [
            .init(name: "name", value: .string(setFolder.deletingPathExtension().lastPathComponent), location: location(rootOffset)),
            .init(name: "source", value: .string("assetCatalog"), location: location(rootOffset)),
        ]
        var named = Set<String>()
        if case .array(let images, _)? = members.last(where: { $0.key == "images" })?.value {
            for case .object(let entry, let offset) in images {
                var fields: [String: String] = [:]
                for member in entry {
                    switch member.value {
                    case .string(let s, _): fields[member.key] = s
                    case .number(let n, _): fields[member.key] = PropertyValue.format(n)
                    case .array(let items, _) where member.key == "appearances" && !items.isEmpty: fields["appearances"] = "yes"
                    default: break
                    }
                }
                guard let filename = fields["filename"], !filename.isEmpty else { continue } // an empty slot
                named.insert(filename)
                let slot: any Slot = isLaunchSet ? LaunchSlot(fields) : IconSlot(fields, inAppIconSet: isAppIconSet)
                app.children.append(slot.element(file: filename, at: location(offset)))
            }
        }
        let files = (try? FileManager.default.contentsOfDirectory(atPath: setFolder.path)) ?? []
        for file in files.sorted() where !named.contains(file) && ["png", "jpg", "jpeg", "gif"].contains((file as NSString).pathExtension.lowercased()) {
            app.children.append(Element(kind: "unassignedImage",
                                        properties: [.init(name: "file", value: .string(file), location: location(rootOffset))],
                                        location: location(rootOffset)))
        }
        return ScreenDescription(path: path, syntax: .json, root: app)
    }

    /// What one image entry of a set stands for.
    protocol Slot {
        func element(file: String, at location: SourceLocation) -> Element
    }

    static func scaleNumber(_ text: String?) -> Double { Double((text ?? "1x").dropLast()) ?? 1 }

    static func make(_ kind: String, _ properties: [(String, String)], at location: SourceLocation) -> Element {
        Element(kind: kind, properties: properties.map { .init(name: $0.0, value: .string($0.1), location: location) }, location: location)
    }

    /// An app icon set entry: idiom, size in points and scale.
    struct IconSlot: Slot {
        var idiom: String, size: String, scale: Double
        /// What the entry holds when it is not an app icon, whatever its size.
        var otherKind: String?

        init(_ fields: [String: String], inAppIconSet: Bool) {
            idiom = fields["idiom"] ?? "universal"
            size = fields["size"] ?? ""
            scale = AssetCatalogReader.scaleNumber(fields["scale"])
            let platformIdioms: Set<String> = ["iphone", "ipad", "ios-marketing", "universal"]
            if !platformIdioms.contains(idiom) || (fields["platform"].map { $0 != "ios" } ?? false) {
                otherKind = "otherPlatform"
            } else if fields["appearances"] != nil {
                otherKind = "alternateAppearance"
            } else {
                otherKind = inAppIconSet ? nil : "extension"
            }
        }

        /// The 2010 guidelines' slots: (idiom, size, scale) → (kind, device).
        static let covered: [String: (kind: String, device: String)] = [
            "iphone 57x57 1": ("app", "iphone"), "iphone 57x57 2": ("app", "iphone"),
            "iphone 29x29 1": ("settings", "iphone"), "iphone 29x29 2": ("settings", "iphone"),
            "ipad 72x72 1": ("app", "ipad"), "ipad 29x29 1": ("settings", "ipad"), "ipad 50x50 1": ("spotlight", "ipad"),
        ]

        func element(file: String, at location: SourceLocation) -> Element {
            let scaleText = PropertyValue.format(scale)
            let name = "\(size)@\(scaleText)x \(idiom)"
            let points = size.split(separator: "x").compactMap { Double($0) }
            var properties: [(String, String)] = [("name", name), ("file", file)]
            if points.count == 2 {
                properties += [("width", PropertyValue.format((points[0] * scale).rounded())),
                               ("height", PropertyValue.format((points[1] * scale).rounded()))]
            }
            if let otherKind {
                properties += [("kind", otherKind), ("laterSlot", "true")]
                if idiom == "iphone" || idiom == "ipad" { properties.append(("device", idiom)) }
            } else if let slot = Self.covered["\(idiom) \(size) \(scaleText)"] {
                properties += [("kind", slot.kind), ("device", slot.device), ("scale", scaleText)]
            } else {
                properties += [("kind", laterKind(points: points.first ?? 0)), ("laterSlot", "true")]
                if idiom == "iphone" || idiom == "ipad" { properties.append(("device", idiom)) }
            }
            return AssetCatalogReader.make("icon", properties, at: location)
        }

        /// What a slot the 2010 guidelines predate holds, so that rules about every app icon (no
        /// transparency) still see its app icons.
        private func laterKind(points: Double) -> String {
            if idiom.hasSuffix("marketing") { return "appStore" }
            switch points {
            case 20: return "notification"
            case 29, 40: return "spotlight"
            default: return "app"
            }
        }
    }

    /// A launch image set entry: idiom, orientation, extent, subtype and scale.
    struct LaunchSlot: Slot {
        var idiom: String, orientation: String, extent: String, subtype: String?, scale: Double

        init(_ fields: [String: String]) {
            idiom = fields["idiom"] ?? "iphone"
            orientation = fields["orientation"] ?? "portrait"
            extent = fields["extent"] ?? (idiom == "ipad" ? "to-status-bar" : "full-screen")
            subtype = fields["subtype"]
            scale = AssetCatalogReader.scaleNumber(fields["scale"])
        }

        /// Pixel sizes by slot; the 2010 guidelines cover the first four.
        static let sizes: [String: (width: Int, height: Int, covered: Bool)] = [
            "iphone portrait full-screen - 1": (320, 480, true), "iphone portrait full-screen - 2": (640, 960, true),
            "ipad portrait to-status-bar - 1": (768, 1004, true), "ipad landscape to-status-bar - 1": (1024, 748, true),
            "iphone portrait full-screen retina4 2": (640, 1136, false), "iphone portrait full-screen 667h 2": (750, 1334, false),
            "iphone portrait full-screen 736h 3": (1242, 2208, false), "iphone landscape full-screen 736h 3": (2208, 1242, false),
            "iphone portrait full-screen 2436h 3": (1125, 2436, false), "iphone landscape full-screen 2436h 3": (2436, 1125, false),
            "ipad portrait to-status-bar - 2": (1536, 2008, false), "ipad landscape to-status-bar - 2": (2048, 1496, false),
            "ipad portrait full-screen - 1": (768, 1024, false), "ipad landscape full-screen - 1": (1024, 768, false),
            "ipad portrait full-screen - 2": (1536, 2048, false), "ipad landscape full-screen - 2": (2048, 1536, false),
        ]

        func element(file: String, at location: SourceLocation) -> Element {
            let scaleText = PropertyValue.format(scale)
            let key = "\(idiom) \(orientation) \(extent) \(subtype ?? "-") \(scaleText)"
            var name = "\(idiom) \(orientation)"
            if let subtype { name += " \(subtype)" }
            name += " \(extent) @\(scaleText)x"
            var properties: [(String, String)] = [("name", name), ("file", file), ("orientation", orientation)]
            if idiom == "iphone" || idiom == "ipad" { properties.append(("device", idiom)) }
            if let size = Self.sizes[key] {
                properties += [("width", String(size.width)), ("height", String(size.height))]
                if size.covered { properties.append(("scale", scaleText)) } else { properties.append(("laterSlot", "true")) }
            } else {
                properties.append(("laterSlot", "true"))
            }
            return AssetCatalogReader.make("launchImage", properties, at: location)
        }
    }
}
