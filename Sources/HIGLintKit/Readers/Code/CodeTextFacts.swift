import Foundation

/// What a project's Swift and Objective-C code sets at run time on the objects its Interface
/// Builder files describe: which view controller classes title themselves (their `title`, their
/// navigation item's title or title view), which set their own tab bar item, and which outlets'
/// titles or texts the code sets. The IB readers mark those texts set at run time: a text that
/// code sets is never reported missing, and the placeholder the file holds is not judged.
///
/// Found by a lexical scan of each file (comments and strings left out), after a byte search
/// that passes over a file naming none of the properties: not a parse. What counts:
///
/// - in a class's body (`class Foo: Bar { … }`, `extension Foo`, `@implementation Foo`):
///   `title = …`, `self.title = …`, `navigationItem.title = …`, `navigationItem.titleView = …`,
///   `[self setTitle:…]`, `[self.navigationItem setTitleView:…]`: the class titles itself;
///   `tabBarItem = …`, `tabBarItem.title = …`, `[self setTabBarItem:…]`: it sets its tab item;
/// - on a variable whose class the code says (`let detail = segue.destination as? DetailViewController`,
///   `DetailViewController *detail = …`): `detail.title = …` titles that class, as `prepare(for:)` does;
/// - `outlet.title = …`, `outlet.text = …`, `outlet.setTitle(…)`, `[self.outlet setTitle:…]`
///   (also `placeholder`, attributed texts, `titleLabel.text`, `configuration.title`): the text of
///   that outlet, of the class whose code it is (`self.outlet`, `outlet`, `_outlet`), or of any
///   class when it is reached through another object (`cell.nameButton.setTitle(…)`).
///
/// - `navigationItem.rightBarButtonItem(s) = …`, `navigationItem.setLeftBarButtonItems(…)`,
///   `[self.navigationItem setRightBarButtonItem:…]`, `….rightBarButtonItems?.append(…)`: the
///   class sets the items of that side of its navigation bar (`CodeNavigationBarFacts`);
/// - `navigationController?.navigationBar.barTintColor = …`, `navigationBar.isTranslucent = …`,
///   `UINavigationBar.appearance().barTintColor = …`, `[[UINavigationBar appearance] setBarStyle:…]`:
///   the class (or, through the appearance proxy or an extension of a UIKit class, every class)
///   sets the look of its navigation bar.
/// - `navigationController?.setToolbarHidden(…)`, `isToolbarHidden = …`, `[self.navigationController
///   setToolbarHidden:…]`: the class shows or hides its navigation controller's toolbar in code.
/// - `heightAnchor.constraint(greaterThanOrEqualToConstant: 50)` on itself: the class constrains its
///   own size (`CodeViewClassFacts`); `cell.textField.becomeFirstResponder()` in `didSelectRowAt`:
///   a row's tap focuses that outlet of the cell's class.
///
/// Besides the scan, every file's bytes are searched for the capitalised names they use
/// (`CodeTypeNames`), comments and all: a class no code names is used by no code.
///
/// A class counts as doing what a class it inherits from does (`class Foo: BaseViewController`).
/// The classes the code declares and the literals that may name a nib say which xibs the code
/// never loads (`neverLoadsNib`).
struct CodeTextFacts: Sendable, Equatable {
    /// Classes that title themselves in code.
    var titledClasses: Set<String> = []
    /// The methods of extensions and categories of UIKit's controller classes that title the
    /// controller they run on (`extension UIViewController { func showSearch() { navigationItem.titleView = … } }`,
    /// `@implementation UIViewController (Search)`): a class whose code calls one on itself titles itself.
    var titlingHelpers: Set<String> = []
    /// Classes that set their own tab bar item (or its title) in code.
    var tabItemClasses: Set<String> = []
    /// Whether code sets the tab bar item (or its title) of a controller whose class it does
    /// not say (`for vc in tabs.viewControllers { vc.tabBarItem = … }`): any tab's title may be
    /// set at run time.
    var setsTabItemsOfUnnamedClasses = false
    /// The outlets (or variables) through which code sets a controller's tab bar item
    /// (`browseNavigationController.tabBarItem.image = …`): the item of a controller such an outlet points to is the code's.
    var outletTabItems: Set<String> = []
    /// The UIKit classes of the variables through which code sets a controller's tab bar item
    /// (`let browse = viewControllers![1] as! UINavigationController; browse.tabBarItem.image = …`):
    /// the item of a controller of any class that inherits from one is the code's.
    var tabItemKitClasses: Set<String> = []
    /// Outlets whose title or text code sets, by the class whose outlet it is.
    var outletTexts: [String: Set<String>] = [:]
    /// Outlets whose title or text code sets through another object: of whatever class.
    var outletTextsOfAnyClass: Set<String> = []
    /// The classes the code declares (`class Foo`, `@implementation Foo`).
    var declaredClasses: Set<String> = []
    /// The string literals of the code that could name a nib (`@"SettingsView_iPad"`,
    /// `"ProfileCell"`): one word of letters, digits, `_`, `-` and `~`.
    var nibNames: Set<String> = []
    /// The classes whose code loads a nib by a name computed at run time, or that the code makes
    /// with one (`[self initWithAutoPlatformNibName]`, `[[Foo alloc] initWithNibName:name …]`):
    /// any of their xibs may be loaded.
    var nibLoadingClasses: Set<String> = []
    /// Each class's superclass, as its declaration names it.
    var superclasses: [String: String] = [:]
    /// The bar button items and navigation bar appearance the code sets.
    var navigationBars = CodeNavigationBarFacts()
    /// The classes that size themselves, and the controls row selection focuses.
    var viewClasses = CodeViewClassFacts()
    /// The capitalised names the code uses anywhere but in a declaration of its own
    /// (`CodeTypeNames`): a class of the code that is not among them is never used by the code.
    var namedTypes: Set<String> = []
    /// The outlets and classes whose accessibility the code sets.
    var accessibility = CodeAccessibilityFacts()
    /// The names the code could instantiate a storyboard scene by (`CodeSceneNames`).
    var sceneNames = CodeSceneNames()
    /// The outlets the code hides for good.
    var visibility = CodeVisibilityFacts()
    /// The outlets whose colours the code sets.
    var colors = CodeColorFacts()
    /// The classes and nib names the run's storyboards and xibs name for what they make, each with
    /// the number of files that do (`IBNamedClasses`): a controller another file makes loads its
    /// own xib though no code names it. Not code's, but asked beside it (`InterfaceBuilderReader`).
    var interfaceNamedClasses: [String: Int] = [:]
    /// The classes whose `init?(coder:)` only stops the app (`fatalError(…)`): views made in code,
    /// which no nib or storyboard can make (loading one would stop the app).
    var undecodableClasses: Set<String> = []

    var isEmpty: Bool {
        titledClasses.isEmpty && tabItemClasses.isEmpty && !setsTabItemsOfUnnamedClasses && outletTabItems.isEmpty && tabItemKitClasses.isEmpty && outletTexts.isEmpty && outletTextsOfAnyClass.isEmpty
            && navigationBars.isEmpty && viewClasses.isEmpty && accessibility.isEmpty && visibility.isEmpty && colors.isEmpty
    }

    /// The constants the code of class `name` (or of a class it inherits from, the nearer
    /// deciding) constrains the dimensions of its own size to: the file's frame is not the size
    /// people see in them.
    func sizeConstraintsInCode(ofClass name: String?) -> [CodeViewClassFacts.Dimension: CodeViewClassFacts.SizeConstraint] {
        var result: [CodeViewClassFacts.Dimension: CodeViewClassFacts.SizeConstraint] = [:]
        for ancestor in lineage(of: name) {
            for (dimension, constraint) in viewClasses.sizeConstraints[ancestor] ?? [:] where result[dimension] == nil { result[dimension] = constraint }
        }
        return result
    }

    /// Whether the code of class `name` (or of a class it inherits from) decides which taps reach
    /// it: it overrides `hitTest(_:with:)` or `point(inside:with:)`.
    func testsHits(ofClass name: String?) -> Bool {
        lineage(of: name).contains(where: viewClasses.hitTestingClasses.contains)
    }

    /// Whether code makes outlet `property` of an object of class `owner` first responder when a
    /// row or item is selected: the row takes the control's taps.
    func focusesOnRowSelection(outlet property: String, owner: String?) -> Bool {
        if viewClasses.focusedOnSelectionOfAnyClass.contains(property) { return true }
        return lineage(of: owner).contains { viewClasses.focusedOnSelection[$0]?.contains(property) ?? false }
    }

    /// Whether the code declares class `name` and never uses it: no file names it outside its
    /// declarations (`class Foo`, `extension Foo`, `@implementation Foo`), no literal names it
    /// (`NSClassFromString(@"Foo")`), and its own code loads no nib by a computed name (its
    /// initializer may load its own). A base class that loads its subclasses' nibs by their names
    /// (`loadNibNamed(String(describing: type(of: self)))`, MatrixKit's `+nib`) loads one only for a
    /// subclass something makes, and making it names it; so does a helper in an extension of a
    /// UIKit class (`extension UIView { func fromNib<T>() … }`).
    func neverUsesClass(_ name: String) -> Bool {
        let name = Self.unqualified(name)
        guard declaredClasses.contains(name), !namedTypes.contains(name), !nibNames.contains(name) else { return false }
        return !nibLoadingClasses.contains(name)
    }

    /// What the code of class `name` (or of a class it inherits from) does to the items of each
    /// side of its navigation bar.
    func barItemsSet(ofClass name: String?) -> [CodeNavigationBarFacts.Side: CodeNavigationBarFacts.ItemChange] {
        var result: [CodeNavigationBarFacts.Side: CodeNavigationBarFacts.ItemChange] = [:]
        for ancestor in lineage(of: name) {
            for (side, change) in navigationBars.itemsByClass[ancestor] ?? [:] { result[side] = result[side].map { max($0, change) } ?? change }
        }
        return result
    }

    /// The navigation bar properties (`style`, `translucent`) code sets on the bar of a screen
    /// whose view controller is of class `screenClass`, in a navigation controller of class
    /// `navigationClass`: on every bar, or through either class (or a class it inherits from).
    func barAppearanceSet(screenClass: String?, navigationClass: String?) -> Set<String> {
        var result = navigationBars.globalAppearance
        for ancestor in lineage(of: screenClass) + lineage(of: navigationClass) {
            result.formUnion(navigationBars.appearanceByClass[ancestor] ?? [])
        }
        return result
    }

    /// Whether code sets whether the navigation controller's toolbar shows, through class `name`
    /// (or a class it inherits from): a screen of that class, or a navigation controller of it.
    func setsToolbarVisibility(ofClass name: String?) -> Bool {
        lineage(of: name).contains { navigationBars.toolbarVisibilityClasses.contains($0) }
    }

    /// Whether code titles view controllers of class `name` (or of a class it inherits from).
    func titlesController(ofClass name: String?) -> Bool {
        lineage(of: name).contains { titledClasses.contains($0) }
    }

    /// Whether code sets the tab bar item of view controllers of class `name`, or of the one these
    /// `outlets` point to.
    func setsTabItem(ofClass name: String?, outlets: [IBOutlet] = []) -> Bool {
        lineage(of: name).contains { tabItemClasses.contains($0) || tabItemKitClasses.contains($0) }
            || outlets.contains { outletTabItems.contains($0.property) }
    }

    /// Whether code sets the title or text of outlet `property` of an object of class `owner`.
    func setsText(ofOutlet property: String, owner: String?) -> Bool {
        if outletTextsOfAnyClass.contains(property) { return true }
        return lineage(of: owner).contains { outletTexts[$0]?.contains(property) ?? false }
    }

    /// Whether the code never loads the xib named `stem` (its file name without extension),
    /// whose File's Owner is of class `owner`: the class is the code's own, and no literal of the
    /// code names the nib (with or without its `~ipad`/`~iphone` suffix), nor is the nib the one
    /// UIKit loads for the class by default (its name, or its name less `Controller`), nor a
    /// class's name (`UINib(nibName: String(describing: Cell.self))`). Such a file (an iPad copy
    /// of a view the code now builds itself) is shown to no one.
    func neverLoadsNib(named stem: String, owner: String) -> Bool {
        let owner = Self.unqualified(owner)
        // As in `neverUsesClass`: a helper of a UIKit class's category loads only for a caller.
        guard declaredClasses.contains(owner), !lineage(of: owner).contains(where: { !$0.hasPrefix("UI") && nibLoadingClasses.contains($0) }) else {
            return false
        }
        var base = stem
        for suffix in ["~ipad", "~iphone"] where base.lowercased().hasSuffix(suffix) { base = String(base.dropLast(suffix.count)) }
        if nibNames.contains(stem) || nibNames.contains(base) || declaredClasses.contains(base) { return false }
        if base == owner || (owner.hasSuffix("Controller") && base == String(owner.dropLast("Controller".count))) { return false }
        return true
    }

    /// Whether the code names the nib `stem` (its file name without extension): a literal
    /// (with or without its `~ipad`/`~iphone` suffix), or a name it uses (`String(describing: Stem.self)`).
    func namesNib(_ stem: String) -> Bool {
        var base = stem
        for suffix in ["~ipad", "~iphone"] where base.lowercased().hasSuffix(suffix) { base = String(base.dropLast(suffix.count)) }
        return nibNames.contains(stem) || nibNames.contains(base) || namedTypes.contains(base)
    }

    /// Whether the code of class `owner` (or of a class it inherits from) makes its outlet
    /// `property` first responder whenever its screen appears or its view is shown.
    func focusesWhenShown(outlet property: String, owner: String?) -> Bool {
        lineage(of: owner).contains { viewClasses.focusedWhenShown[$0]?.contains(property) ?? false }
    }

    /// Whether code sets the `layer` colour of an object these `outlets` point to.
    func setsColor(_ layer: CodeColorFacts.Layer, through outlets: [IBOutlet]) -> Bool {
        guard !colors.isEmpty else { return false }
        return outlets.contains { colors.sets(layer, ofOutlet: $0.property, lineage: lineage(of: $0.ownerClass)) }
    }

    /// Whether the code takes out every subview of the view that the outlet `property` of an
    /// object of class `owner` points to (`CodeVisibilityFacts.emptiedOutlets`).
    func emptiesSubviews(ofOutlet property: String, owner: String?) -> Bool {
        visibility.emptiesSubviews(ofOutlet: property, ownerLineage: lineage(of: owner))
    }

    /// Whether the code hides for good the view of class `viewClass` that the outlet `property` of
    /// an object of class `owner` points to (`CodeVisibilityFacts`): nobody sees it.
    func hidesForGood(outlet property: String, owner: String?, viewClass: String?) -> Bool {
        guard !visibility.isEmpty else { return false }
        let owners = lineage(of: owner)
        guard !owners.isEmpty else { return false }
        return visibility.hidesForGood(outlet: property, ownerLineage: owners, viewLineage: lineage(of: viewClass))
    }

    /// `name` and the classes it inherits from, as far as the code says (a cycle ends it).
    func lineage(of name: String?) -> [String] {
        guard var current = name.map(Self.unqualified), !current.isEmpty else { return [] }
        var chain = [current]
        while let parent = superclasses[current], !chain.contains(parent), chain.count < 32 {
            chain.append(parent)
            current = parent
        }
        return chain
    }

    /// `Module.Name` as `Name`: IB writes a class with its module in some files.
    static func unqualified(_ name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
    }

    mutating func merge(_ other: CodeTextFacts) {
        titledClasses.formUnion(other.titledClasses)
        titlingHelpers.formUnion(other.titlingHelpers)
        tabItemClasses.formUnion(other.tabItemClasses)
        for (owner, names) in other.outletTexts { outletTexts[owner, default: []].formUnion(names) }
        outletTextsOfAnyClass.formUnion(other.outletTextsOfAnyClass)
        setsTabItemsOfUnnamedClasses = setsTabItemsOfUnnamedClasses || other.setsTabItemsOfUnnamedClasses
        outletTabItems.formUnion(other.outletTabItems)
        tabItemKitClasses.formUnion(other.tabItemKitClasses)
        superclasses.merge(other.superclasses) { first, _ in first }
        declaredClasses.formUnion(other.declaredClasses)
        nibNames.formUnion(other.nibNames)
        nibLoadingClasses.formUnion(other.nibLoadingClasses)
        navigationBars.merge(other.navigationBars)
        viewClasses.merge(other.viewClasses)
        namedTypes.formUnion(other.namedTypes)
        accessibility.merge(other.accessibility)
        sceneNames.merge(other.sceneNames)
        visibility.merge(other.visibility)
        colors.merge(other.colors)
        undecodableClasses.formUnion(other.undecodableClasses)
    }

    /// The names one of which a file must hold for the scan to find anything in it.
    static let names = ["title", "Title", "text", "Text", "tabBarItem", "TabBarItem", "placeholder", "Placeholder", "Nib", "nib",
                        "BarButtonItem", "avigationBar", "oolbarHidden", "eightAnchor", "idthAnchor",
                        "becomeFirstResponder", "dentifier", "toryboard", "idden", "Color", "Superview",
                        "hitTest", "pointInside", "(inside"]

    /// What the code of the files at `urls` sets: each file read within `maxFileSize`, one that
    /// cannot be read passed over (the file's own check reports it). What test code (`testCodeOnly`,
    /// from the Xcode projects) does to views never happens in the app: its hidings and showings are left out.
    /// `boundary` gives the run's project of the file at an index of `urls`: the project folder
    /// whose look a file's code gives is searched for no higher.
    static func read(_ urls: [URL], maxFileSize: Int, jobs: Int, testCodeOnly: (@Sendable (URL) -> Bool)? = nil,
                     sceneIdentifiers: Set<String> = [], segueIdentifiers: Set<String> = [],
                     boundary: ((Int) -> ProjectBoundary?)? = nil, headers: [URL] = []) -> CodeTextFacts {
        let each = WorkerPool.map(urls, jobs: jobs) { url -> CodeTextFacts? in
            guard let language = CodeLanguage(fileExtension: url.pathExtension.lowercased()),
                  case .success(let data) = FileBytes.read(url, maxFileSize: maxFileSize) else { return nil }
            var facts = fileFacts(in: [UInt8](data), language: language)
            if testCodeOnly?(url) == true { facts.visibility = CodeVisibilityFacts() }
            return facts
        }
        var all = CodeTextFacts()
        var roots: [String: String] = [:]
        for (index, (url, facts)) in zip(urls, each).enumerated() {
            guard var facts else { continue }
            if !facts.navigationBars.globalAppearance.isEmpty {
                let root = CodeProjectRoot.of(url, within: boundary?(index), cache: &roots)
                facts.navigationBars.globalAppearanceByRoot[root] = facts.navigationBars.globalAppearance
            }
            all.merge(facts)
        }
        // Each project's look is its own files' (`scoped(toFileAt:)`).
        all.navigationBars.globalAppearance = []
        // A class's superclass is most often declared in its header alone; a code file's own
        // declaration decides.
        for (name, parent) in ObjCHeaderSuperclasses.read(headers, maxFileSize: maxFileSize, jobs: jobs) where all.superclasses[name] == nil {
            all.superclasses[name] = parent
        }
        all.titledClasses.formUnion(classesCalling(all.titlingHelpers, in: urls, maxFileSize: maxFileSize, jobs: jobs))
        let appCode = testCodeOnly.map { isTest in urls.filter { !isTest($0) } } ?? urls
        all.visibility.assignedNames.formUnion(flagsAssigned(in: appCode, flags: all.visibility.hidingFlags, maxFileSize: maxFileSize, jobs: jobs))
        // The methods that hold a scene's identifier, and those that hold a segue's where it may be
        // performed: each kind searched for when there are few enough of them, in one pass.
        let sceneMethods = all.sceneNames.methods(holdingAnyOf: sceneIdentifiers)
        let segueMethods = all.sceneNames.methods(holdingAnyOfSegues: segueIdentifiers)
        let searched = (sceneMethods.count <= maxSearchedMethods ? sceneMethods : [])
            .union(segueMethods.count <= maxSearchedMethods ? segueMethods : [])
        // The segue identifiers no literal, enum case or computed name's start holds: searched as
        // words too (a generated constant, `R.segue.main.showAuth`, a comment), in the same pass.
        // Only where every segue the code performs is named by a literal: an identifier computed
        // or read from elsewhere (a plist's menu) may be any.
        let unheld = segueIdentifiers.filter { all.sceneNames.mayBeUnnamed(segue: $0) }
        let searchedSegues = unheld.count <= maxSearchedMethods ? unheld : []
        let search = wordTotals(searched.union(searchedSegues), in: urls, maxFileSize: maxFileSize, jobs: jobs)
        let found = Set(searched.filter { (search.totals[$0] ?? 2) <= 1 })
        all.sceneNames.forgetSegues(onlyIn: found.intersection(segueMethods), of: segueIdentifiers)
        if !search.performsComputedSegue {
            all.sceneNames.uncalledSegues.formUnion(searchedSegues.filter { search.totals[$0] == 0 })
        }
        all.sceneNames.forgetNames(onlyIn: found.intersection(sceneMethods))
        return all
    }

    /// The classes whose code calls one of the titling `helpers` on itself (`CodeTextScan`): only
    /// the files that hold a helper's name are read again, when there is a helper at all.
    private static func classesCalling(_ helpers: Set<String>, in urls: [URL], maxFileSize: Int, jobs: Int) -> Set<String> {
        guard !helpers.isEmpty else { return [] }
        let needles = helpers.sorted().map { Array($0.utf8) }
        let table = CodeWordTable(helpers.sorted())
        let each = WorkerPool.map(urls, jobs: jobs) { url -> Set<String> in
            guard let language = CodeLanguage(fileExtension: url.pathExtension.lowercased()),
                  case .success(let data) = FileBytes.read(url, maxFileSize: maxFileSize) else { return [] }
            let bytes = [UInt8](data)
            guard bytes.withUnsafeBufferPointer({ buffer in needles.contains { ByteSearch.wordCount($0, in: buffer, upTo: 1) > 0 } }) else { return [] }
            var scan = CodeTextScan(tokens: CodeTokens(cutting: bytes, language: language))
            return scan.classesCalling(table)
        }
        return each.reduce(into: Set<String>()) { $0.formUnion($1) }
    }

    /// How often each of `names` stands as a whole word in the files at `urls`, counted up to 2:
    /// a method's name read once is its declaration alone, called by no line (a call, a selector,
    /// a comment, a method of that name in another type all count); a segue's identifier read
    /// nowhere is performed by no code, unless some code performs a segue by an identifier that
    /// is no literal (`performsComputedSegue`). Read only when there is something to search for,
    /// and only for a few names of each kind (`maxSearchedMethods`): each is one byte search over
    /// the code. When a file cannot be read, nothing is counted: every name counts as read twice,
    /// and segues as computed.
    private static func wordTotals(_ names: Set<String>, in urls: [URL], maxFileSize: Int, jobs: Int)
        -> (totals: [String: Int], performsComputedSegue: Bool) {
        guard !names.isEmpty else { return ([:], true) }
        let sorted = names.sorted()
        let words = sorted.map { Array($0.utf8) }
        let counts = WorkerPool.map(urls, jobs: jobs) { url -> (counts: [Int], computedSegue: Bool)? in
            guard case .success(let data) = FileBytes.read(url, maxFileSize: maxFileSize) else { return nil }
            return [UInt8](data).withUnsafeBufferPointer { buffer in
                (words.map { ByteSearch.wordCount($0, in: buffer, upTo: 2) }, performsSegueByComputedName(buffer))
            }
        }
        var totals = Array(repeating: 0, count: sorted.count)
        var computed = false
        for file in counts {
            guard let file else { return ([:], true) }
            for index in totals.indices { totals[index] += file.counts[index] }
            computed = computed || file.computedSegue
        }
        return (Dictionary(uniqueKeysWithValues: zip(sorted, totals)), computed)
    }

    private static let performSegueCalls = [Array("performSegue(withIdentifier:".utf8), Array("performSegueWithIdentifier:".utf8)]

    /// Whether `bytes` perform a segue by an identifier that is no string literal (`"…"`, `@"…"`):
    /// a variable, a constant, a computed name.
    static func performsSegueByComputedName(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        performSegueCalls.contains { call in
            ByteSearch.occurrences(of: call, in: bytes, upTo: 1) { at in
                var next = at + call.count
                while next < bytes.count, bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\n") || bytes[next] == UInt8(ascii: "\t") { next += 1 }
                if next < bytes.count, bytes[next] == UInt8(ascii: "@") { next += 1 }
                return !(next < bytes.count && bytes[next] == UInt8(ascii: "\""))
            } > 0
        }
    }

    /// The most names `wordTotals` searches the code for, of each kind (methods holding a scene's
    /// identifier, methods holding a segue's, segue identifiers no literal holds).
    static let maxSearchedMethods = 64

    /// Of `flags`, the ones the app's code may set: named before an `=` that is no `==` and not in
    /// a declaration (`controller.showBackButton = true`), before `.toggle()` or after `&`, in any
    /// of the files at `urls`. The views such a flag hides are then not hidden for good. Read only
    /// when some view's hiding depends on a flag: a byte search, which no scan of every name pays for.
    private static func flagsAssigned(in urls: [URL], flags: Set<String>, maxFileSize: Int, jobs: Int) -> Set<String> {
        guard !flags.isEmpty else { return [] }
        let sorted = flags.sorted()
        let each = WorkerPool.map(urls, jobs: jobs) { url -> [String] in
            guard case .success(let data) = FileBytes.read(url, maxFileSize: maxFileSize) else { return [] }
            return [UInt8](data).withUnsafeBufferPointer { buffer in
                sorted.filter { CodeVisibilityFacts.mayAssign($0, in: buffer) }
            }
        }
        return Set(each.joined())
    }

    /// These facts as they hold for the Interface Builder file at `url`: the look code gives every
    /// navigation bar is that of the file's own project, the deepest project folder that holds
    /// it (`CodeProjectRoot`), or of code under no project.
    func scoped(toFileAt url: URL) -> CodeTextFacts {
        guard !navigationBars.globalAppearanceByRoot.isEmpty else { return self }
        let path = url.standardizedFileURL.path
        let root = navigationBars.globalAppearanceByRoot.keys
            .filter { !$0.isEmpty && path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
            .max { $0.count < $1.count }
        var scoped = self
        scoped.navigationBars.globalAppearance = navigationBars.globalAppearanceByRoot[root ?? ""] ?? []
        return scoped
    }

    /// Everything `read` learns from one file: what its code sets (`facts(in:language:)`), the
    /// names it uses and could instantiate a scene by, and the accessibility it sets. The file is
    /// cut into tokens once, when either reading needs them.
    static func fileFacts(in bytes: [UInt8], language: CodeLanguage) -> CodeTextFacts {
        let mayHoldFacts = bytes.withUnsafeBufferPointer { ByteSearch.containsAny(of: names, in: $0) }
        let mayHoldAccessibility = CodeAccessibilityFacts.mayHold(bytes)
        let tokens = mayHoldFacts || mayHoldAccessibility ? CodeTokens(cutting: bytes, language: language) : nil
        var found = CodeTextFacts()
        if mayHoldFacts, let tokens {
            var scan = CodeTextScan(tokens: tokens)
            found = scan.run()
        }
        bytes.withUnsafeBufferPointer { buffer in
            let uses = CodeTypeNames.uses(in: buffer, language: language)
            found.namedTypes = uses.names
            // A file the scan passed over is read for its scene names alone.
            if found.sceneNames.owners.isEmpty && found.sceneNames.names.isEmpty && found.declaredClasses.isEmpty {
                found.sceneNames = CodeSceneNameBytes.find(in: buffer)
            }
            // A class a cast tests or a parameter takes is not instantiated there.
            found.sceneNames.keepTypeNames(uses.instantiating)
        }
        if mayHoldAccessibility, let tokens { found.accessibility = CodeAccessibilityFacts.find(in: tokens) }
        return found
    }

    /// What one file's code sets.
    static func facts(in bytes: [UInt8], language: CodeLanguage) -> CodeTextFacts {
        let mayHold = bytes.withUnsafeBufferPointer { ByteSearch.containsAny(of: names, in: $0) }
        guard mayHold else { return CodeTextFacts() }
        var scan = CodeTextScan(tokens: CodeTokens(cutting: bytes, language: language))
        return scan.run()
    }
}
