import Foundation

/// One kind of file higlint reads: which files it claims, and the descriptions it reads from
/// one of them (an Interface Builder storyboard holds many screens, so the answer is a list).
///
/// To teach higlint a new kind of input, write a type that conforms (beside the others in this
/// folder) and add it to `InputFormats.files`: the walk of a folder, `check --staged`, `convert`
/// and the pre-commit hook's file pattern all ask that registry. A format reads bytes into the
/// element tree and knows nothing of rules or reports.
public protocol InputFormat: Sendable {
    /// What the format is called in messages and documentation ("Interface Builder file").
    var name: String { get }
    /// The file name extensions (lowercased, without the dot) of every file it may claim.
    var extensions: [String] { get }
    /// Whether it reads the file `name` (which has one of `extensions`) found in the folder
    /// named `folder` (the last component of the file's folder). Formats are asked in order, and
    /// the first that claims a file reads it.
    func claims(fileNamed name: String, inFolderNamed folder: String) -> Bool
    /// Reads a file whose bytes are already known to be UTF-8 and not empty (unless the format
    /// `readsAnyBytes`).
    func read(_ file: InputFile) -> InputReading
    /// Whether the format takes the file's bytes as they are, empty or in any encoding (source
    /// code, which compilers read in legacy encodings too), rather than having a file that is
    /// empty or not UTF-8 refused before it is asked.
    var readsAnyBytes: Bool { get }
    /// Whether files of its extensions are mostly of other kinds (any `.xml`, any `.json`): one
    /// that a walk finds and that cannot be parsed is passed over, saying why, unless its name
    /// says it is meant for higlint (`*.screen.json`) or it was named outright.
    var sharesItsExtensions: Bool { get }
    /// Whether most of its files hold nothing to check (code that builds no alert): one named
    /// outright that holds nothing is checked and has nothing to report, not an error.
    var mayHoldNothing: Bool { get }
}

extension InputFormat {
    var readsAnyBytes: Bool { false }
    var sharesItsExtensions: Bool { false }
    var mayHoldNothing: Bool { false }
}

/// A file handed to a format: its bytes, where it is, and the name findings give it.
public struct InputFile {
    var bytes: UnsafeBufferPointer<UInt8>
    var url: URL
    /// The path findings use: as the user gave it, relative to the working directory.
    var path: String
    var limits: ReaderLimits
    /// Whether a carriage return occurs in the bytes (line ends other than LF alone).
    var holdsCarriageReturn: Bool
    /// For a storyboard: what the storyboards that refer to it lend its scenes (see `IBLentContainers`).
    var lent: IBLentContainers?
    /// For an Interface Builder file: what the app's code sets on its objects (see `CodeTextFacts`).
    var code: CodeTextFacts?
    /// For an Interface Builder file: the app's colour sets its named colours come from (see `AppColorSets`).
    var namedColors: AppColorSets.Lookup?
    /// The run's project the file was found in (see `FileDiscovery.Candidate`), or the path named
    /// that led to it: what the file refers to (a project's strings) is read only inside it.
    var project: ProjectBoundary?
    var projectOrigin: FileDiscovery.ProjectOrigin?

    /// The project the file belongs to; nil when the file was not found by a run.
    var boundary: ProjectBoundary? { project ?? projectOrigin?.boundary }
}

/// What reading one file gave.
public enum InputReading: Sendable {
    /// One or more descriptions to check, and what `--verbose` may tell about the reading (the
    /// Interface Builder classes that have no kind of ours, say).
    case descriptions([ScreenDescription], notes: [String])
    /// A file that is not for higlint (a package.json, a watchOS storyboard), and why.
    case passedOver(String)
    /// A file that could not be read or parsed.
    case failure(ReadError)
    /// A file that a part of higlint installed on its own could not read (the Swift reader,
    /// missing or failing), and why: not the file's fault; the run says so once (`FileNotRead`).
    case notRead(String)
}

/// A kind of folder higlint reads as a whole: a folder of icon files under their conventional
/// names is an app. Asked of every folder a walk lists.
protocol FolderInputFormat: Sendable {
    var name: String { get }
    /// The names in the folder's listing that the format reads; none means it does not claim it.
    func claimedNames(in names: [String]) -> [String]
    /// The description the claimed files of a folder make; `displayDirectory` is the folder as
    /// reports name it.
    func description(of names: [String], displayDirectory: String) -> ScreenDescription
}
