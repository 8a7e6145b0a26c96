import Foundation
import HIGLintCodeModel

/// Source code (`.swift`, `.m`, `.mm`; see `CodeLanguage`) read for the alerts and action sheets it builds:
/// one screen per alert, holding it as UIKit shows it (see `CodeAlertScreen`). A file that builds
/// none is passed over, and costs a byte search for the API's names, no parsing.
///
/// A code file is read whatever its encoding: old projects hold `.m` files in Latin-1 or Mac OS
/// Roman, which the compiler accepted. Bytes that are not UTF-8 are read as Latin-1, one
/// character each, so that the code's structure and every position in ASCII stay right; the
/// accented letters of such a file's literals may be shown wrong, never refused.
///
/// An alert in the code of a type that only development builds make (`DevelopmentOnlyTypes`) is
/// not judged, as one in a `#if DEBUG` branch is not; one whose type, file or folder is named
/// like a screen for developers (`DevelopmentScreenHint`) is judged, for information only. An alert
/// that shows a web page's JavaScript `alert()`, `confirm()` or `prompt()` (`WebPageDialog`) is not
/// judged either: the page writes it.
///
/// Objective-C is read here; Swift by `higlint-swift-reader` (`SwiftReaderProcess`), which is
/// handed the file's text so decoded. A Swift file it cannot read (not installed, stopped, out
/// of time) is not read, and the run says so once (`FileNotRead`).
struct SourceCodeFormat: InputFormat {
    static let noAlert = "builds no alert or action sheet"
    var name: String { "source code" }
    var extensions: [String] { CodeLanguage.allCases.flatMap(\.extensions) }
    var readsAnyBytes: Bool { true }
    var mayHoldNothing: Bool { true }

    func claims(fileNamed name: String, inFolderNamed folder: String) -> Bool { true }

    func read(_ file: InputFile) -> InputReading {
        let ext = InputFormats.nameParts(of: file.path).ext
        guard let language = CodeLanguage(fileExtension: ext), ByteSearch.containsAny(of: language.apiNames, in: file.bytes) else {
            return .passedOver(Self.noAlert)
        }
        let read: [CodeAlert]
        switch language {
        case .objc:
            read = ObjCAlertReader.alerts(in: Self.text(of: file.bytes))
        case .swift:
            guard SwiftAlertAPINames.namedInCode(Array(file.bytes)) else { return .passedOver(Self.noAlert) }
            switch SwiftReaderProcess.shared.alerts(in: Self.text(of: file.bytes)) {
            case .success(let alerts): read = alerts
            case .failure(let failure): return .notRead(failure.reason)
            }
        }
        var alerts = read.filter(\.buttonsAreKnown)
        var notes = read.filter { !$0.buttonsAreKnown }.map {
            "\($0.location): the alert made here is not judged: its buttons are added elsewhere"
        }
        alerts = alerts.filter { alert in
            guard let function = WebPageDialog.javaScriptFunction(showing: alert) else { return true }
            notes.append("\(alert.location): the alert made here is not judged: it shows a web page's JavaScript \(function), whose text the page writes and whose buttons the web API prescribes")
            return false
        }
        if alerts.contains(where: { $0.enclosingType != nil }), let types = DevelopmentOnlyTypes.forCodeFile(at: file.url, within: file.boundary) {
            alerts = alerts.filter { alert in
                guard let type = alert.enclosingType, types.isDevelopmentOnly(type) else { return true }
                notes.append("\(alert.location): the alert made here is not judged: only code compiled for development (#if DEBUG, #if !RELEASE) makes \(type)")
                return false
            }
        }
        guard !alerts.isEmpty else {
            if read.isEmpty { return .passedOver(Self.noAlert) }
            let webPage = read.filter { WebPageDialog.javaScriptFunction(showing: $0) != nil }.count
            if webPage == read.count {
                return .passedOver("builds alerts only to show a web page's JavaScript alert(), confirm() or prompt(), which are not judged")
            }
            if webPage > 0 {
                return .passedOver("builds no alert that is judged: some show a web page's JavaScript panels, the others are not judged either")
            }
            return .passedOver(read.contains(where: \.buttonsAreKnown)
                ? "builds alerts only in types that only code compiled for development makes, which are not judged"
                : "builds alerts whose buttons are added elsewhere, which are not judged")
        }
        let needsStrings = alerts.contains { alert in
            ([alert.title, alert.message] + alert.buttons.map(\.title)).contains { if case .localized = $0 { true } else { false } }
        }
        let strings = needsStrings ? DevelopmentStrings.forCodeFile(at: file.url, within: file.boundary) : nil
        let namesSettingsURL = ByteSearch.containsAny(of: UIKitSettingsURL.apiNames, in: file.bytes)
        let relativePath = DevelopmentOnlyTypes.projectRelativePath(of: file.url, within: file.boundary) ?? file.url.lastPathComponent
        return .descriptions(alerts.map { alert in
            var description = CodeAlertScreen.description(of: alert, path: file.path, strings: strings, namesSettingsURL: namesSettingsURL)
            description.developmentHint = DevelopmentScreenHint.hint(type: alert.enclosingType, function: alert.enclosingFunction,
                                                                   relativePath: relativePath)
            return description
        }, notes: notes)
    }

    /// The file's text: UTF-8 when it is (a byte order mark dropped), else Latin-1.
    static func text(of bytes: UnsafeBufferPointer<UInt8>) -> String {
        let body = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
            ? UnsafeBufferPointer(rebasing: bytes[3...]) : bytes
        if let text = String(validating: body, as: UTF8.self) { return text }
        var scalars = String.UnicodeScalarView()
        for byte in body { scalars.append(Unicode.Scalar(byte)) }
        return String(scalars)
    }
}
