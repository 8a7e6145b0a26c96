import Foundation

/// The pictures a drawing shows of an app's icons and launch images: their PNG thumbnails
/// (`ImageThumbnail`) as data URIs, by element path. Only images read inside the project that
/// decode have one; the others are drawn as placeholders that say why (`ScreenLayout.imageNote`).
enum ScreenPictures {
    /// The pictures of `description`'s icons and launch images, from the thumbnails made when
    /// their files were read (`ImageResolver`'s `thumbnails`); with `workingDirectory`, an image
    /// read without one is read again to make it (as `higlint draw` reads its files).
    static func of(_ description: ScreenDescription, workingDirectory: String? = nil) -> [String: String] {
        guard description.root.kind == "app" else { return [:] }
        var pictures: [String: String] = [:]
        let scope = ElementPath.Scope(root: description.root)
        for (index, child) in description.root.children.enumerated() {
            guard let image = child.imageFile, ScreenLayout.imageNote(for: child) == nil else { continue }
            guard let thumbnail = image.thumbnail ?? workingDirectory.flatMap({ thumbnail(of: image.path, workingDirectory: $0) }) else { continue }
            pictures[ElementPath.Scope(child: child, at: index, in: scope).path] = "data:image/png;base64," + thumbnail.base64EncodedString()
        }
        return pictures
    }

    private static func thumbnail(of path: String, workingDirectory: String) -> Data? {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path)
            : URL(fileURLWithPath: workingDirectory.hasSuffix("/") ? workingDirectory + path : workingDirectory + "/" + path)
        return (try? Data(contentsOf: url)).flatMap { ImageThumbnail.png($0, maxWidth: ImageThumbnail.side, maxHeight: ImageThumbnail.side) }
    }
}
