import Foundation

/// Reads the image files that icons and launch images name (`file`, relative to the description's
/// folder) and attaches what it learns to the elements, between reading and checking. Readers stay
/// unaware of images, and rules see the facts through the `imageFile` check. A file outside the
/// project (`boundary`) is never opened: its element gets a problem that says so, and nothing
/// about the file itself, not even whether it exists.
enum ImageResolver {
    /// A list, not a set: two kinds compare faster than one hashes.
    static let imageKinds = ["icon", "launchImage"]

    /// `baseDirectory` is where relative file names start; `displayDirectory` is the same folder
    /// as reports name it.
    static func resolve(_ description: inout ScreenDescription, baseDirectory: @autoclosure () -> URL,
                               displayDirectory: @autoclosure () -> String,
                               boundary: @autoclosure () -> ProjectBoundary?,
                               maxFileSize: Int = ReaderLimits.default.maxFileSize, thumbnails: Bool = false) {
        // Most descriptions (every screen) name no image: they are looked through, not changed,
        // and their folder is not worked out.
        guard namesImage(description.root) else { return }
        var cache: [String: ImageFile] = [:]
        resolve(&description.root, baseDirectory: baseDirectory(), displayDirectory: displayDirectory(), boundary: boundary(),
                maxFileSize: maxFileSize, thumbnails: thumbnails, cache: &cache)
    }

    private static func namesImage(_ element: Element) -> Bool {
        (imageKinds.contains(element.kind) && !(element.string("file") ?? "").isEmpty) || element.children.contains(where: namesImage)
    }

    private static func resolve(_ element: inout Element, baseDirectory: URL, displayDirectory: String, boundary: ProjectBoundary?,
                                maxFileSize: Int, thumbnails: Bool, cache: inout [String: ImageFile]) {
        if imageKinds.contains(element.kind), let file = element.string("file"), !file.isEmpty {
            let url = file.hasPrefix("/") ? URL(fileURLWithPath: file) : baseDirectory.appendingPathComponent(file)
            let display = file.hasPrefix("/") || displayDirectory.isEmpty || displayDirectory == "." ? file : displayDirectory + "/" + file
            if let known = cache[url.path] {
                element.imageFile = known
            } else if let refusal = boundary?.refusal(of: url.path) {
                let image = ImageFile(path: display, problem: "higlint does not open it: \(refusal)")
                cache[url.path] = image
                element.imageFile = image
            } else {
                let image = ImageFileReader.read(url: url, path: display, maxFileSize: maxFileSize,
                                                 thumbnail: thumbnails ? ImageThumbnail.side(for: element) : nil)
                cache[url.path] = image
                element.imageFile = image
            }
        }
        for index in element.children.indices {
            resolve(&element.children[index], baseDirectory: baseDirectory, displayDirectory: displayDirectory,
                    boundary: boundary, maxFileSize: maxFileSize, thumbnails: thumbnails, cache: &cache)
        }
    }
}
