import Foundation

/// What a project's code says about which outlets it hides for good: a view that Interface Builder
/// shows but that no user ever sees, because the screen's code hides it as it loads and nothing
/// shows it again. Part of `CodeTextFacts`.
///
/// `guildChallengesButton.isHidden = true` at the end of `viewDidLoad`, with no other line of the
/// app setting that outlet's `isHidden`, hides the button for good; so does
/// `backButton.isHidden = !showBackButton` in a method `viewDidLoad` calls, when `showBackButton`
/// is declared `false` and nothing ever sets it. Judging such a view (its size, its label) warns
/// of something nobody sees. The reading is cautious, since a view wrongly passed over is a fault
/// missed: any other assignment of the outlet's `isHidden` anywhere, a view shown through a name
/// the code does not resolve (`$0.isHidden = false`), an extension of a UIKit view that shows
/// views, or a flag set anywhere (or named in a file the scan did not read), and the view counts
/// as shown.
struct CodeVisibilityFacts: Sendable, Equatable {
    /// An assignment that hides an outlet of the class whose code it is.
    struct Hiding: Sendable, Hashable {
        /// The method it is in.
        var method: String
        /// Whether it runs whenever its method does: not under a condition, in a closure, or after
        /// a `return` the method may take.
        var always: Bool
        /// The flag whose negation it assigns (`isHidden = !showBackButton`); nil for `true` or `YES`.
        var flag: String?
    }

    /// For each class, its outlets' hidings, by outlet.
    var hidings: [String: [String: Set<Hiding>]] = [:]
    /// For each class, the outlets its own code shows or may show: any assignment of their
    /// `isHidden` but a hiding (`button.isHidden = items.isEmpty`).
    var shownOwnOutlets: [String: Set<String>] = [:]
    /// The names of the outlets code shows or may show through another object, whose class it does
    /// not say (`cell.button.isHidden = false`).
    var shownOutlets: Set<String> = []
    /// The classes whose code shows a view it reaches by a name that is no outlet (`$0`, a local
    /// variable, an instance method's parameter): any of their outlets may be shown.
    var showsUnnamedViews: Set<String> = []
    /// The view classes whose own code shows the view (`isHidden = false` in a view subclass).
    var showSelves: Set<String> = []
    /// Whether code shows views through an extension of UIKit, outside any class, or through the
    /// parameter of a type's method (`static func reveal(_ view: UIView)`, which any class may call
    /// with its view): any view may be shown.
    var showsAnyView = false
    /// For each class, its Boolean properties declared `false` (`var showBackButton = false`).
    var falseFlags: [String: Set<String>] = [:]
    /// The flags the app's code may set (`showBackButton = true`, `.toggle()`, found by
    /// `CodeTextFacts.read` in the files' bytes), and the properties something other than the
    /// code's assignments may set (`@IBInspectable`, `dynamic`, an `override`).
    var assignedNames: Set<String> = []
    /// For each class, the methods each of its methods calls whenever it runs.
    var calls: [String: [String: Set<String>]] = [:]
    /// For each class, its outlets whose subviews its code takes out (`stack.arrangedSubviews.forEach
    /// { $0.removeFromSuperview() }`), to put in views it makes: the subviews a file gives such an
    /// outlet are placeholders.
    var emptiedOutlets: [String: Set<String>] = [:]
    /// The outlets whose subviews code takes out through another object, whose class it does not say.
    var emptiedOutletsOfAnyClass: Set<String> = []

    var isEmpty: Bool { hidings.isEmpty }

    /// The flags some hiding depends on: names `CodeTextFacts.read` looks for in files the scan passed over.
    var hidingFlags: Set<String> {
        Set(hidings.values.flatMap { $0.values.flatMap { $0.compactMap(\.flag) } })
    }

    /// Whether the outlet `property` of an object of class `lineage[0]` (and the classes it inherits
    /// from) is hidden for good by code, the outlet's own view being of class `viewLineage`.
    func hidesForGood(outlet property: String, ownerLineage lineage: [String], viewLineage: [String]) -> Bool {
        guard !showsAnyView, !shownOutlets.contains(property), !lineage.contains(where: showsUnnamedViews.contains),
              !lineage.contains(where: { shownOwnOutlets[$0]?.contains(property) == true }),
              !viewLineage.contains(where: showSelves.contains) else { return false }
        let all = lineage.flatMap { hidings[$0]?[property] ?? [] }
        guard !all.isEmpty else { return false }
        let flags = Set(lineage.flatMap { falseFlags[$0] ?? [] })
        // A hiding by a flag that may be true shows the view whenever the flag is.
        for hiding in all {
            if let flag = hiding.flag, !flags.contains(flag) || assignedNames.contains(flag) { return false }
        }
        let onAppearance = methodsRun(onAppearanceOf: lineage)
        return all.contains { $0.always && onAppearance.contains($0.method) }
    }

    /// The methods that run whenever a class of `lineage` appears: UIKit's appearance methods and
    /// the methods they call, at any depth, whenever they run.
    private func methodsRun(onAppearanceOf lineage: [String]) -> Set<String> {
        var reached = CodeViewClassFacts.appearanceMethods
        var pending = Array(reached)
        while let method = pending.popLast() {
            for owner in lineage {
                for callee in calls[owner]?[method] ?? [] where reached.insert(callee).inserted {
                    pending.append(callee)
                }
            }
        }
        return reached
    }

    /// Whether `bytes` may assign the name `name`: it stands there (not inside a longer name, nor
    /// declared: `var name = false` is its declaration) before an `=` that is no `==`, before
    /// `.toggle()`, or after `&`.
    static func mayAssign(_ name: String, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let needle = Array(name.utf8)
        guard !needle.isEmpty else { return false }
        let isNameByte = ByteSearch.isNameByte
        return ByteSearch.contains(needle, in: bytes) { at in
            if at > 0, isNameByte(bytes[at - 1]) { return false }
            var k = at + needle.count
            if k < bytes.count, isNameByte(bytes[k]) { return false }
            if at > 0, bytes[at - 1] == UInt8(ascii: "&") { return true }
            if declares(bytes, before: at) { return false }
            while k < bytes.count, bytes[k] == UInt8(ascii: " ") || bytes[k] == UInt8(ascii: "\t") { k += 1 }
            guard k < bytes.count else { return false }
            if bytes[k] == UInt8(ascii: "="), k + 1 >= bytes.count || bytes[k + 1] != UInt8(ascii: "=") { return true }
            return bytes[k] == UInt8(ascii: ".") && bytes[(k + 1)...].starts(with: Array("toggle".utf8))
        }
    }

    /// Whether the word before `at` (past spaces) is `var` or `let`.
    private static func declares(_ bytes: UnsafeBufferPointer<UInt8>, before at: Int) -> Bool {
        var end = at
        while end > 0, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        guard end >= 3, end < at else { return false }
        let word = Array(bytes[(end - 3)..<end])
        guard word == Array("var".utf8) || word == Array("let".utf8) else { return false }
        return end == 3 || !(bytes[end - 4] == UInt8(ascii: "_") || (bytes[end - 4] | 0x20 >= 97 && bytes[end - 4] | 0x20 <= 122))
    }

    mutating func merge(_ other: CodeVisibilityFacts) {
        for (owner, outlets) in other.hidings {
            for (outlet, found) in outlets { hidings[owner, default: [:]][outlet, default: []].formUnion(found) }
        }
        for (owner, outlets) in other.shownOwnOutlets { shownOwnOutlets[owner, default: []].formUnion(outlets) }
        shownOutlets.formUnion(other.shownOutlets)
        showsUnnamedViews.formUnion(other.showsUnnamedViews)
        showSelves.formUnion(other.showSelves)
        showsAnyView = showsAnyView || other.showsAnyView
        for (owner, flags) in other.falseFlags { falseFlags[owner, default: []].formUnion(flags) }
        assignedNames.formUnion(other.assignedNames)
        for (owner, methods) in other.calls {
            for (method, callees) in methods { calls[owner, default: [:]][method, default: []].formUnion(callees) }
        }
        for (owner, outlets) in other.emptiedOutlets { emptiedOutlets[owner, default: []].formUnion(outlets) }
        emptiedOutletsOfAnyClass.formUnion(other.emptiedOutletsOfAnyClass)
    }

    /// Whether code takes out every subview of the outlet `property` of an object of class
    /// `lineage[0]` (and the classes it inherits from).
    func emptiesSubviews(ofOutlet property: String, ownerLineage lineage: [String]) -> Bool {
        emptiedOutletsOfAnyClass.contains(property) || lineage.contains { emptiedOutlets[$0]?.contains(property) == true }
    }
}
