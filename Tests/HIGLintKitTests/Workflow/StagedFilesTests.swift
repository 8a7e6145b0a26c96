import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// What `check --staged` takes from git: the descriptions in `git diff --raw -z`, image names joined to
/// their folder.
struct StagedFilesTests {
    @Test("git diff --raw -z records: regular .xml and .json files only")
    func rawDiff() {
        let records: [(String, String)] = [
            (":000000 100644 0000000 587be6b A", "a/b/screen.xml"),
            (":100644 100755 1111111 2222222 M", "tools/run.JSON"),
            (":000000 120000 0000000 3333333 A", "link.xml"),
            (":000000 160000 0000000 4444444 A", "vendor.json"),
            (":000000 100644 0000000 5555555 A", "README.md"),
            (":000000 100644 0000000 6666666 A", "with space/ünï.json"),
        ]
        var data = Data()
        for (meta, path) in records { data.append(contentsOf: Array(meta.utf8) + [0] + Array(path.utf8) + [0]) }
        #expect(StagedFiles.descriptions(inRawDiff: data) == ["a/b/screen.xml", "tools/run.JSON", "with space/ünï.json"])
    }

    @Test("image names are taken from the description's folder, and may not leave the repository")
    func join() {
        #expect(StagedFiles.join("App/Screens", "Icon.png") == "App/Screens/Icon.png")
        #expect(StagedFiles.join("App/Screens", "../Art/./Icon.png") == "App/Art/Icon.png")
        #expect(StagedFiles.join("", "Icon.png") == "Icon.png")
        #expect(StagedFiles.join("App", "../../Icon.png") == nil)
    }
}
