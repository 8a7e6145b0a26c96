import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// The project file read for the graph: where each object lies and its `isa`, each object made
/// into values only when asked for, the same values a whole parse gives; and the whole file
/// checked all the same.
struct ProjectFileIndexTests {
    func index(_ text: String, limits: ReaderLimits = .default) throws -> ProjectFileIndex {
        try ProjectFileIndex.read(Data(text.utf8), limits: limits)
    }

    @Test("Every object of the fixture reads as the whole parse reads it; the ids by isa and the root object agree")
    func fixture() throws {
        let data = Data(ProjectFixture.pbxproj.utf8)
        let whole = try OldStylePropertyList.parse(data)
        let objects = try #require(whole["objects"]?.dictionary)
        let index = try ProjectFileIndex.read(data, limits: .default)
        #expect(index.rootObject == whole["rootObject"]?.string)
        #expect(Set(index.entries.keys) == Set(objects.keys))
        for (id, object) in objects {
            #expect(index.object(id) == object.dictionary, "\(id)")
        }
        #expect(index.ids(isa: "PBXNativeTarget").sorted() == ["T001", "T002", "T003", "T004"])
        #expect(index.ids(isa: "PBXFileSystemSynchronizedRootGroup") == ["S001"])
        #expect(Set(index.entries.filter { !$0.value.children.isEmpty }.keys) == ["V001", "V002", "G000", "G001", "G002", "G003", "G004", "G005"])
        let parents = index.parents()
        #expect(parents["F001"] == "V001" && parents["G001"] == "G000" && parents["F007"] == "G005" && parents["G000"] == nil)
        #expect(parents == ProjectObjects(objects.compactMapValues(\.dictionary)).parents())
    }

    @Test("Quoted and escaped keys and values, comments, and ids given twice read as a dictionary reads them")
    func shapes() throws {
        let index = try index(#"""
            { "objects" /* the objects */ = {
                A = {"\U0069sa" = "PBXGroup"; children = (F, (G), "H", <00>); };
                B = {isa = PBXGroup; isa = PBXFileReference; };
                C = {isa = (PBXGroup); };
                D = {isa = PBXGroup; }; D = notADictionary;
                E = notADictionary; E = {isa = PBXBuildFile; nested = {isa = PBXGroup; }; };
              };
              rootObject = A; other = { objects = { Z = {isa = PBXGroup; }; }; rootObject = Z; };
            }
            """#)
        #expect(index.rootObject == "A")
        #expect(Set(index.entries.keys) == ["A", "B", "C", "E"])
        #expect(index.ids(isa: "PBXGroup") == ["A"])
        #expect(index.ids(isa: "PBXFileReference") == ["B"])
        #expect(index.ids(isa: "PBXBuildFile") == ["E"])
        #expect(index.entries["C"]?.isa == nil)
        #expect(index.parents() == ["F": "A", "H": "A"])
        #expect(index.object("E")?["nested"]?["isa"] == .string("PBXGroup"))
        #expect(index.object("D") == nil)
    }

    @Test("A later objects or rootObject key replaces the earlier; a root that is not a dictionary has neither")
    func lastKeyWins() throws {
        let twice = try index("{ objects = { A = {isa = X; }; }; rootObject = A; objects = { B = {isa = Y; }; }; rootObject = (B); }")
        #expect(Set(twice.entries.keys) == ["B"])
        #expect(twice.rootObject == nil)
        let array = try index("( { objects = { A = {isa = X; }; }; rootObject = A; } )")
        #expect(array.entries.isEmpty && array.rootObject == nil)
    }

    @Test("A fault in an object nothing asks for is still an error at its line and column")
    func faults() {
        #expect(throws: ReadError("expected ';' after the value of 'path', found '}'", line: 3, column: 23)) {
            try index("""
                { objects = {
                    A = {isa = PBXProject; };
                    B = {path = a.xib }; };
                  rootObject = A; }
                """)
        }
        #expect(throws: ReadError("the property list is nested deeper than 4 levels", line: 1, column: 27)) {
            try index("{ objects = { A = { b = ( ( ) ); }; }; }", limits: ReaderLimits(maxDepth: 4))
        }
    }
}
