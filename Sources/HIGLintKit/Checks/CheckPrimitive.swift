/// One of the few things the engine knows how to check. Rule files choose a primitive by name
/// (`type:`) and configure it with parameters; adding a rule of an existing shape needs no Swift.
protocol CheckPrimitive: Sendable {
    /// Its name, parameters, placeholders and variants: all a rule file may write for it.
    static var declaration: PrimitiveDeclaration { get }

    /// The primitive as a check of a rule file configures it: `parameters` holds only declared
    /// parameters, the required ones among them.
    init(_ parameters: RuleFields) throws

    /// The parameters and their values as configured, for `explain` and the rule docs.
    var parameterSummary: [(name: String, value: String)] { get }

    func evaluate(_ context: ElementContext) -> [CheckFinding]

    /// The primitive as one that compares screens, nil when it judges elements one by one.
    var asCrossScreen: (any CrossScreenPrimitive)? { get }
}

extension CheckPrimitive {
    /// The name rule files use in `type:`.
    static var typeName: String { declaration.name }
    /// The `{placeholders}` its findings fill, besides the common `element`, `kind` and `label`.
    static var variables: [String] { declaration.variables.map(\.name) }

    /// A requirement with defaults rather than a cast (`as? any CrossScreenPrimitive`): a cast
    /// the process has not made before searches every conformance in the executable, and the
    /// linter asks this of every check as it starts.
    var asCrossScreen: (any CrossScreenPrimitive)? { nil }
}

/// What a check found: values for the message, and where, if not at the element checked.
struct CheckFinding: Sendable {
    var variables: [String: String]
    var location: SourceLocation?
    var path: String?
    /// Which case of the check this is (e.g. `question` for an alert title), so that a rule can
    /// cite the guideline that speaks of that case (`citationFor` in the rule file).
    var variant: String?
    /// Set when the check could not be made (a pattern ran out of its budget): why. Such a finding
    /// is no violation; the run reports it as an error of the file, at `location`.
    var undecided: String?
    /// Set when the check chose not to judge the element, the files not saying enough (a text's
    /// background lies in code): why. Such a finding is no violation; `--verbose` names it.
    var notJudged: String?
    /// For a cross-screen check: the facts (by position among those compared) of the other screens
    /// the finding names, in the order its message names them.
    var related: [Int] = []
    /// For a finding about one of the checked element's children (`path` names it): its position
    /// among the children, so that the check's fix repairs that child.
    var child: Int?

    init(_ variables: [String: String] = [:], location: SourceLocation? = nil, path: String? = nil, variant: String? = nil) {
        self.variables = variables
        self.location = location
        self.path = path
        self.variant = variant
    }

    /// An element the check did not judge at `location`, and why.
    static func notJudged(_ reason: String, at location: SourceLocation?) -> CheckFinding {
        var finding = CheckFinding(location: location)
        finding.notJudged = reason
        return finding
    }

    /// A check that could not be made at `location`, and why.
    static func undecided(_ reason: String, at location: SourceLocation?) -> CheckFinding {
        var finding = CheckFinding(location: location)
        finding.undecided = reason
        return finding
    }
}

/// Every primitive, by the name rule files use.
enum CheckPrimitives {
    static let all: [String: any CheckPrimitive.Type] = {
        let types: [any CheckPrimitive.Type] = [
            MinimumHitRegionCheck.self,
            ChildCountCheck.self,
            PresenceCheck.self,
            CapitalizationCheck.self,
            ChildPositionCheck.self,
            ImageSizeCheck.self,
            RequiredImagesCheck.self,
            AlsoOnScreenCheck.self,
            EdgeAttachmentCheck.self,
            PropertyValueCheck.self,
            UniformChildrenCheck.self,
            SizeRatioCheck.self,
            UniqueValuesCheck.self,
            TextPatternCheck.self,
            TextLengthCheck.self,
            TextWidthCheck.self,
            ButtonReferencesCheck.self,
            ConsistentAcrossScreensCheck.self,
            FewValuesAcrossScreensCheck.self,
            ImageFileCheck.self,
            TextContrastCheck.self,
        ]
        return Dictionary(uniqueKeysWithValues: types.map { ($0.typeName, $0) })
    }()
}
