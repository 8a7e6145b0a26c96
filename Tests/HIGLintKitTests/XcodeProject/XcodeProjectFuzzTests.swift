import Foundation
import PropertyBased
import Testing
@testable import HIGLintKit
import TestSupport

/// No bytes crash the project reader: every truncation of a real-shaped project file, and random
/// edits of it, read as a project or as an error with a position.
struct XcodeProjectFuzzTests {
    static let bytes = Array(ProjectFixture.pbxproj.utf8)

    func read(_ bytes: [UInt8]) {
        do {
            let project = try XcodeProjectReader.project(from: Data(bytes), name: "Fuzz")
            // What a check asks of a project: none of it may trap on what the file holds.
            for target in project.targets {
                _ = (target.isIOSApp, target.deviceFamilies, target.deploymentTarget, target.infoPlistFile,
                     target.ships("App/Base.lproj/Main.storyboard"))
            }
            _ = project.unshippedInterfaceFiles(under: ".", among: ["App/Base.lproj/Main.storyboard", "App/Old copy.xib"])
        } catch {
            // Only faults the old-style parser finds have a position; Foundation's (a file that starts
            // with "<" is read as XML) and a missing project object have none.
            let unplaced = ["the file names no project", "not a property list", "the property list is nested"]
            #expect(error.line != nil || unplaced.contains { error.message.hasPrefix($0) }, "\(error)")
        }
    }

    @Test("Every truncation of a project file reads or fails with a position")
    func truncations() {
        for end in 0..<Self.bytes.count {
            read(Array(Self.bytes[..<end]))
        }
    }

    @Test("Random edits of a project file read or fail with a position")
    func edits() async {
        let pieces: [[UInt8]] = ["{", "}", "(", ")", ";", ",", "=", "\"", "\\", "/*", "*/", "//", "<", ">", "\n", "\u{0}", "é", "\\U", "$(inherited)"]
            .map { Array($0.utf8) } + [[0xFF], [0xC3]]
        await propertyCheck(count: 300, input: Gen.int(in: 0...Int(Int32.max))) { seed in
            var random = SeededGenerator(seed: UInt64(seed))
            var bytes = Self.bytes
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                let at = Int.random(in: 0...bytes.count, using: &random)
                let length = Int.random(in: 0...3, using: &random)
                bytes.replaceSubrange(at..<min(bytes.count, at + length), with: pieces.randomElement(using: &random)!)
            }
            read(bytes)
        }
    }

    @Test("Groups that list each other, and ids that name nothing, leave files without a path")
    func loops() throws {
        let project = try XcodeProjectReader.project(from: Data("""
            { objects = {
                G1 = {isa = PBXGroup; children = (G2, F1); path = a; sourceTree = "<group>"; };
                G2 = {isa = PBXGroup; children = (G1); path = b; sourceTree = "<group>"; };
                F1 = {isa = PBXFileReference; path = x.xib; sourceTree = "<group>"; };
                B1 = {isa = PBXBuildFile; fileRef = F1; }; B2 = {isa = PBXBuildFile; fileRef = MISSING; }; B3 = {isa = PBXBuildFile; };
                R1 = {isa = PBXResourcesBuildPhase; files = (B1, B2, B3, NOTHING); };
                T1 = {isa = PBXNativeTarget; buildPhases = (R1, 7); name = T; buildConfigurationList = NONE; };
                P = {isa = PBXProject; targets = (T1, T9, ); };
              }; rootObject = P; }
            """.utf8), name: "Loops")
        #expect(project.targets.map(\.name) == ["T"])
        #expect(project.targets[0].interfaceFiles.isEmpty)
        #expect(project.targets[0].settings.value(of: "SDKROOT") == .notSet)
    }
}
