import Foundation
import Testing
import TestSupport

/// The bundled samples, checked by the real binary, print exactly what the committed golden
/// files hold, in both formats. After an intended change of output, regenerate them with
/// `HIGLINT_UPDATE_GOLDEN=1 swift test --filter SampleScreenGoldenTests` and review the diff.
struct SampleScreenGoldenTests {
    /// Every sample, as a path inside SampleScreens/ (subfolders hold apps with their images).
    static let samples: [String] = (FileManager.default.enumerator(atPath: TestPaths.sampleScreens.path)?
        .compactMap { $0 as? String } ?? [])
        .filter { $0.hasSuffix(".xml") || $0.hasSuffix(".json") }.sorted()

    static var updating: Bool { ProcessInfo.processInfo.environment["HIGLINT_UPDATE_GOLDEN"] == "1" }

    @Test("there are ten or more samples, in both syntaxes")
    func enoughSamples() {
        #expect(Self.samples.count >= 10)
        #expect(Self.samples.contains { $0.hasSuffix(".xml") } && Self.samples.contains { $0.hasSuffix(".json") })
    }

    @Test("a sample's text and JSON output match the golden files", arguments: samples)
    func sample(_ name: String) throws {
        for format in ["text", "json"] {
            let run = try BinaryRun.run(["check", "SampleScreens/\(name)", "--format", format], in: TestPaths.packageRoot)
            #expect(run.stderr.isEmpty, "\(run.stderr)")
            #expect(run.status == 0 || run.status == 1, "a sample must parse")
            try compare(run.stdout + "exit status: \(run.status)\n", golden: "\(name.replacingOccurrences(of: "/", with: "__")).\(format).golden")
        }
    }

    @Test("checking the whole folder prints the golden report")
    func wholeFolder() throws {
        let run = try BinaryRun.run(["check", "SampleScreens/"], in: TestPaths.packageRoot)
        try compare(run.stdout + "exit status: \(run.status)\n", golden: "SampleScreens.text.golden")
    }

    private func compare(_ actual: String, golden name: String) throws {
        let url = TestPaths.golden.appendingPathComponent(name)
        if Self.updating {
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(actual == expected, "output differs from \(name); regenerate with HIGLINT_UPDATE_GOLDEN=1 and review the diff")
    }
}
