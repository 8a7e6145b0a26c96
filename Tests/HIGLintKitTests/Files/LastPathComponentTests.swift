import Testing
@testable import HIGLintKit

/// The last part of a path, as `split(separator: "/").last` gives it, found in the path's bytes.
struct LastPathComponentTests {
    @Test("the last non-empty part, or the whole path when there is none", arguments: [
        ("App/Base.lproj/Main.storyboard", "Main.storyboard"),
        ("/My App/Détail~ipad.xib", "Détail~ipad.xib"),
        ("Main.storyboard", "Main.storyboard"),
        ("Views/Detail/", "Detail"),
        ("a//b", "b"),
        ("/", "/"),
        ("", ""),
    ])
    func last(path: String, expected: String) {
        #expect(LastPathComponent.of(path) == expected)
        let split = path.split(separator: "/").last.map(String.init) ?? path
        #expect(String(LastPathComponent.of(path)) == split, "as the character split gives it")
    }

    @Test("the names built from it: a storyboard's, an iPad file's")
    func names() {
        #expect(IBDocumentReader.storyboardName(path: "/App/Base.lproj/Main.storyboard") == "Main")
        #expect(IBDocumentReader.storyboardName(path: "App/.hidden") == ".hidden")
        #expect(ScreenDevice.isNamedForIPad("/My App/fr.lproj/Détail~iPad.xib"))
        #expect(!ScreenDevice.isNamedForIPad("/App~ipad/Detail.xib"))
    }
}
