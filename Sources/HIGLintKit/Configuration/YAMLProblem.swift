import Yams

/// A YAML syntax error as higlint reports it: the problem and its position, without the line of
/// the file that Yams quotes in its own description, so that reading a file that turns out not to
/// be higlint's never prints its content.
struct YAMLProblem {
    var message: String
    var line: Int?
    var column: Int?

    init(_ error: Error) {
        guard let error = error as? YamlError else {
            message = "not valid YAML"
            return
        }
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            message = "not valid YAML: " + [context?.text, problem].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
            line = mark.line
            column = mark.column
        case .duplicatedKeysInMapping(_, let context):
            message = "not valid YAML: a mapping has the same key twice"
            line = context.mark.line
            column = context.mark.column
        case .reader(let problem, _, _, _):
            message = "not valid YAML: \(problem)"
        default:
            message = "not valid YAML"
        }
    }
}
