import HIGLintCodeModel

/// Reads the alerts and action sheets an Objective-C file (`.m`, `.mm`) builds, from its tokens
/// and message sends (never from its lines as text):
///
/// - `[UIAlertController alertControllerWithTitle:message:preferredStyle:]` assigned to a
///   variable, with the `[UIAlertAction actionWithTitle:style:handler:]` that
///   `[variable addAction:…]` adds in the same block (given there or through a variable), and
///   `variable.preferredAction = …`;
/// - `[[UIAlertView alloc] initWithTitle:message:delegate:cancelButtonTitle:otherButtonTitles:…, nil]`;
/// - `[[UIActionSheet alloc] initWithTitle:delegate:cancelButtonTitle:destructiveButtonTitle:otherButtonTitles:…, nil]`,
///
/// with the buttons `addButtonWithTitle:` adds to either. Code compiled only in a development build
/// (`#ifdef DEBUG`, see `ObjCDevelopmentOnlyCode`) is left out: its alerts are not read, its
/// actions not counted. A title or message set again later
/// (`variable.title = …`) is taken as computed: which one shows depends on the run.
enum ObjCAlertReader {
    /// The names of the APIs: a file that holds none of them builds no alert and is not tokenized.
    static let apiNames = ["UIAlert", "UIActionSheet"]

    static func alerts(in source: String) -> [CodeAlert] {
        let bytes = Array(source.utf8)
        let positions = CodePositions(bytes)
        let tokenizer = ObjCTokenizer(bytes)
        let scanned = tokenizer.scan()
        let developmentOnly = ObjCDevelopmentOnlyCode.ranges(scanned.directives, fileLength: bytes.count)
        let parsed = ObjCSource(tokens: ObjCDevelopmentOnlyCode.tokens(scanned.tokens, outside: developmentOnly))
        return Reading(source: parsed, positions: positions).alerts()
    }

    private struct Reading {
        let source: ObjCSource
        let positions: CodePositions
        var tokens: [ObjCToken] { source.tokens }

        func location(_ index: Int) -> CodePosition {
            positions.position(ofOffset: tokens[min(index, tokens.count - 1)].offset)
        }

        func alerts() -> [CodeAlert] {
            var sends: [ObjCSource.MessageSend] = []
            for index in tokens.indices where tokens[index].isPunctuation("[") {
                if let send = source.messageSend(at: index) { sends.append(send) }
            }
            var alerts: [CodeAlert] = []
            let implementations = self.implementations()
            for send in sends {
                let receiver = source.joined(send.receiver)
                var made: CodeAlert?
                switch send.selector {
                case "alertControllerWithTitle:message:preferredStyle:" where receiver == "UIAlertController":
                    made = alertController(send, sends: sends)
                case let selector where selector.hasPrefix("initWithTitle:message:delegate:cancelButtonTitle:otherButtonTitles:")
                    && allocated(send, "UIAlertView"):
                    made = legacy(send, api: .alertView, sends: sends)
                case let selector where selector.hasPrefix("initWithTitle:delegate:cancelButtonTitle:destructiveButtonTitle:otherButtonTitles:")
                    && allocated(send, "UIActionSheet"):
                    made = legacy(send, api: .actionSheet, sends: sends)
                default:
                    break
                }
                guard var alert = made else { continue }
                alert.enclosingType = implementations.last { $0.tokens.contains(send.open) }?.name
                alert.enclosingFunction = method(around: send.open)
                alert.enclosingSelector = methodSelector(around: send.open)
                alerts.append(alert)
            }
            return alerts
        }

        /// The `@implementation Name` … `@end` blocks of the file (a category's too: `@implementation
        /// Name (Category)`), as token ranges.
        func implementations() -> [(name: String, tokens: Range<Int>)] {
            var found: [(name: String, tokens: Range<Int>)] = []
            var open: (name: String, start: Int)?
            for index in tokens.indices where tokens[index].kind == .atKeyword {
                let keyword = tokens[index].text.drop { $0 == "@" }
                if keyword == "implementation", index + 1 < tokens.count, tokens[index + 1].kind == .identifier {
                    open = (tokens[index + 1].text, index)
                } else if keyword == "end", let begun = open {
                    found.append((begun.name, begun.start..<index))
                    open = nil
                }
            }
            if let begun = open { found.append((begun.name, begun.start..<tokens.count)) }
            return found
        }

        /// The first selector part of the method whose body holds the token at `index`:
        /// `showDebugMenu` of `- (void)showDebugMenu:(id)sender { … }`; nil outside a method.
        func method(around index: Int) -> String? {
            guard let (name, body) = methodDeclaration(around: index) else { return nil }
            return name < body && tokens[name].kind == .identifier ? tokens[name].text : nil
        }

        /// The whole selector of the method whose body holds the token at `index`:
        /// `webView:runJavaScriptAlertPanelWithMessage:initiatedByFrame:completionHandler:` of
        /// `- (void)webView:(WKWebView *)webView runJavaScriptAlertPanelWithMessage:(NSString *)message …`,
        /// `reload` of `- (void)reload`; nil outside a method.
        func methodSelector(around index: Int) -> String? {
            guard let (name, body) = methodDeclaration(around: index), name < body, tokens[name].kind == .identifier else { return nil }
            var parts = ""
            var keyword = ""
            // After a colon comes the parameter's type, then its name, which is no keyword.
            var expectsParameterName = false
            var k = name
            while k < body {
                if tokens[k].isPunctuation("("), source.partner[k] > k, source.partner[k] < body {
                    k = source.partner[k] + 1
                    continue
                }
                if tokens[k].isPunctuation(":") {
                    parts += keyword + ":"
                    keyword = ""
                    expectsParameterName = true
                } else if tokens[k].kind == .identifier {
                    if expectsParameterName { expectsParameterName = false } else { keyword = tokens[k].text }
                }
                k += 1
            }
            return parts.isEmpty ? tokens[name].text : parts
        }

        /// The method whose body holds the token at `index`: the token of its name (after the
        /// return type) and its body's `{`; nil outside a method.
        private func methodDeclaration(around index: Int) -> (name: Int, body: Int)? {
            var block = source.enclosingBlock[index]
            guard block >= 0 else { return nil }
            while source.enclosingBlock[block] >= 0 { block = source.enclosingBlock[block] }
            // Back from the body's `{` to the `-` or `+` that starts the method's declaration.
            var k = block - 1
            while k >= 0, !(tokens[k].isPunctuation("-") || tokens[k].isPunctuation("+")) {
                if tokens[k].isPunctuation(";") || tokens[k].isPunctuation("}") || tokens[k].kind == .atKeyword { return nil }
                k -= 1
            }
            guard k >= 0 else { return nil }
            var name = k + 1
            if name < block, tokens[name].isPunctuation("("), source.partner[name] < block { name = source.partner[name] + 1 }
            return (name, block)
        }

        // MARK: An alert that shows progress

        /// The selectors that take an alert away or put a view in it.
        static let progressSelectors: Set<String> = [
            "dismissWithClickedButtonIndex:animated:", "dismissViewControllerAnimated:completion:", "addSubview:",
            "setValue:forKey:",
        ]

        /// Whether the code shows a task in progress with the alert in `variable`: it dismisses it
        /// itself or puts a view in it (`[alert addSubview:spinner]`, `[alert.view addSubview:…]`,
        /// `[alert setValue:spinner forKey:@"accessoryView"]`). An alert kept in a property or an
        /// instance variable (`self.progressAlert`, `_hud`) is most often dismissed in another
        /// method, so the whole file is searched for it; a local one, its scope.
        func showsProgress(_ variable: String, scope: Range<Int>, _ sends: [ObjCSource.MessageSend]) -> Bool {
            let kept = variable.contains(".") || variable.contains("->") || variable.hasPrefix("_")
            let searched = kept ? 0..<tokens.count : scope
            return sends.contains { send in
                guard searched.contains(send.open), Self.progressSelectors.contains(send.selector) else { return false }
                let receiver = source.joined(send.receiver)
                return receiver == variable || receiver == variable + ".view"
                    || (kept && variable.hasPrefix("self.") && receiver == "_" + variable.dropFirst(5))
            }
        }

        /// Whether the send's receiver is `[className alloc]`.
        func allocated(_ send: ObjCSource.MessageSend, _ className: String) -> Bool {
            guard send.receiver.count >= 3, let inner = source.messageSend(at: send.receiver.lowerBound),
                  inner.close == send.receiver.upperBound - 1 else { return false }
            return inner.isUnary && inner.selector == "alloc" && source.joined(inner.receiver) == className
        }

        func argument(_ send: ObjCSource.MessageSend, _ label: String) -> Range<Int>? {
            send.parts.first { $0.label == label }?.argument
        }

        /// Where the argument after `label:` starts (inside any parentheses around it).
        func argumentLocation(_ send: ObjCSource.MessageSend, _ label: String) -> CodePosition? {
            guard let range = argument(send, label).map(source.unparenthesized), !range.isEmpty else { return nil }
            return location(range.lowerBound)
        }

        // MARK: The variable an alert is assigned to, and what is done to it after

        /// The variable the value of the send (or of `[[send autorelease]`, `[send retain]`) is
        /// assigned to (`alert`, `self.sheet`), and the tokens where what is done to it may be:
        /// from after the send to the end of its block, or to where the variable is assigned again.
        func assignment(of send: ObjCSource.MessageSend) -> (variable: String, scope: Range<Int>)? {
            var (open, close) = (send.open, send.close)
            while open > 0, tokens[open - 1].isPunctuation("["), close + 2 < tokens.count,
                  tokens[close + 1].kind == .identifier, ["autorelease", "retain"].contains(tokens[close + 1].text),
                  source.partner[open - 1] == close + 2 {
                (open, close) = (open - 1, close + 2)
            }
            // A cast before the value: `(UIAlertView *)[…]`.
            if open > 0, tokens[open - 1].isPunctuation(")"), let castOpen = (0..<open - 1).last(where: { source.partner[$0] == open - 1 }) {
                open = castOpen
            }
            guard open >= 2, tokens[open - 1].isPunctuation("=") else { return nil }
            var start = open - 2
            guard tokens[start].kind == .identifier else { return nil }
            while start >= 2, tokens[start - 1].isPunctuation(".") || tokens[start - 1].isPunctuation("->"), tokens[start - 2].kind == .identifier {
                start -= 2
            }
            let variable = source.joined(start..<(open - 1))
            let block = source.enclosingBlock[send.open]
            let end = block < 0 ? tokens.count : min(source.partner[block], tokens.count)
            var scopeEnd = end
            var k = close + 1
            while k < end {
                if tokens[k].isPunctuation("="), k > 0, assignedVariable(endingAt: k - 1) == variable {
                    scopeEnd = k
                    break
                }
                k += 1
            }
            return (variable, (close + 1)..<scopeEnd)
        }

        /// The variable path (`a`, `self.a`) whose last name is at `index`.
        func assignedVariable(endingAt index: Int) -> String? {
            guard tokens[index].kind == .identifier else { return nil }
            var start = index
            while start >= 2, tokens[start - 1].isPunctuation(".") || tokens[start - 1].isPunctuation("->"), tokens[start - 2].kind == .identifier {
                start -= 2
            }
            return source.joined(start..<(index + 1))
        }

        /// The sends to `variable` within `scope`, in order.
        func sends(to variable: String, in scope: Range<Int>, _ sends: [ObjCSource.MessageSend]) -> [ObjCSource.MessageSend] {
            sends.filter { scope.contains($0.open) && source.joined($0.receiver) == variable }
        }

        /// The right-hand sides of `variable.property = …` within `scope`.
        func propertyAssignments(_ variable: String, _ property: String, in scope: Range<Int>) -> [Range<Int>] {
            var found: [Range<Int>] = []
            for k in scope where tokens[k].isPunctuation("=") && k >= 1 && tokens[k - 1].isIdentifier(property)
                && assignedVariable(endingAt: k - 1) == variable + "." + property {
                var end = k + 1
                while end < scope.upperBound, !tokens[end].isPunctuation(";") { end = source.skip(end) }
                found.append((k + 1)..<end)
            }
            return found
        }

        /// Whether the title or message is set again after the alert is made.
        func isSetAgain(_ property: String, variable: String?, scope: Range<Int>, _ sends: [ObjCSource.MessageSend]) -> Bool {
            guard let variable else { return false }
            let setter = "set" + property.prefix(1).uppercased() + property.dropFirst() + ":"
            return !propertyAssignments(variable, property, in: scope).isEmpty
                || self.sends(to: variable, in: scope, sends).contains { $0.selector == setter }
        }

        // MARK: UIAlertController

        func alertController(_ send: ObjCSource.MessageSend, sends: [ObjCSource.MessageSend]) -> CodeAlert? {
            guard let styleRange = argument(send, "preferredStyle") else { return nil }
            let style: CodeAlert.Style
            switch source.joined(source.unparenthesized(styleRange)) {
            case "UIAlertControllerStyleAlert": style = .alert
            case "UIAlertControllerStyleActionSheet": style = .actionSheet
            default: return nil   // chosen at run time (a ternary on the device): which one is not known
            }
            var alert = CodeAlert(api: .alertController, style: style,
                                  title: argument(send, "alertControllerWithTitle").flatMap { ObjCTextArgument.text(of: $0, in: source) },
                                  message: argument(send, "message").flatMap { ObjCTextArgument.text(of: $0, in: source) },
                                  buttons: [], preferredButton: nil, location: location(send.open),
                                  titleLocation: argumentLocation(send, "alertControllerWithTitle"),
                                  messageLocation: argumentLocation(send, "message"))
            guard let (variable, scope) = assignment(of: send) else { return alert }
            if isSetAgain("title", variable: variable, scope: scope, sends) { alert.title = .computed }
            if isSetAgain("message", variable: variable, scope: scope, sends) { alert.message = .computed }
            var actionVariables: [String?] = []
            for added in self.sends(to: variable, in: scope, sends) where added.selector == "addAction:" {
                let actionRange = source.unparenthesized(added.parts[0].argument)
                guard !actionRange.isEmpty else { continue }
                if let button = action(at: actionRange, sends: sends) {
                    alert.buttons.append(button)
                    actionVariables.append(nil)
                } else if actionRange.count == 1, tokens[actionRange.lowerBound].kind == .identifier {
                    let name = tokens[actionRange.lowerBound].text
                    alert.buttons.append(actionAssigned(to: name, before: added.open, sends: sends)
                        ?? CodeAlertButton(title: .computed, role: .default, location: location(actionRange.lowerBound)))
                    actionVariables.append(name)
                } else {
                    alert.buttons.append(CodeAlertButton(title: .computed, role: .default, location: location(actionRange.lowerBound)))
                    actionVariables.append(nil)
                }
            }
            alert.showsProgress = showsProgress(variable, scope: scope, sends)
            let preferred = propertyAssignments(variable, "preferredAction", in: scope)
                + self.sends(to: variable, in: scope, sends).filter { $0.selector == "setPreferredAction:" }.map { $0.parts[0].argument }
            if let last = preferred.last {
                let name = source.joined(source.unparenthesized(last))
                alert.preferredButton = actionVariables.lastIndex(of: name)
            }
            return alert
        }

        /// The button `[UIAlertAction actionWithTitle:style:handler:]` makes, when `range` is that send.
        func action(at range: Range<Int>, sends: [ObjCSource.MessageSend]) -> CodeAlertButton? {
            guard tokens[range.lowerBound].isPunctuation("["), source.partner[range.lowerBound] == range.upperBound - 1,
                  let send = source.messageSend(at: range.lowerBound) else { return nil }
            return button(ofAction: send)
        }

        func button(ofAction send: ObjCSource.MessageSend) -> CodeAlertButton? {
            guard send.selector == "actionWithTitle:style:handler:", source.joined(send.receiver) == "UIAlertAction",
                  let titleRange = argument(send, "actionWithTitle"), let styleRange = argument(send, "style") else { return nil }
            let role: CodeAlertButton.Role = switch source.joined(source.unparenthesized(styleRange)) {
            case "UIAlertActionStyleCancel": .cancel
            case "UIAlertActionStyleDestructive": .destructive
            default: .default
            }
            return CodeAlertButton(title: ObjCTextArgument.text(of: titleRange, in: source) ?? .computed, role: role,
                                   location: location(titleRange.lowerBound))
        }

        /// The action last assigned to the variable `name` before `index`, in the same block or
        /// one around it.
        func actionAssigned(to name: String, before index: Int, sends: [ObjCSource.MessageSend]) -> CodeAlertButton? {
            for send in sends.reversed() where send.open < index && send.selector == "actionWithTitle:style:handler:" {
                guard let (variable, _) = assignment(of: send), variable == name else { continue }
                return button(ofAction: send)
            }
            return nil
        }

        // MARK: UIAlertView and UIActionSheet

        func legacy(_ send: ObjCSource.MessageSend, api: CodeAlert.API, sends: [ObjCSource.MessageSend]) -> CodeAlert {
            var buttons: [CodeAlertButton] = []
            func addButton(_ range: Range<Int>?, _ role: CodeAlertButton.Role) {
                guard let range, let text = ObjCTextArgument.text(of: range, in: source) else { return }
                buttons.append(CodeAlertButton(title: text, role: role, location: location(source.unparenthesized(range).lowerBound)))
            }
            addButton(argument(send, "destructiveButtonTitle"), .destructive)
            addButton(argument(send, "cancelButtonTitle"), .cancel)
            // `otherButtonTitles:` is a list that ends at its first `nil`.
            if let others = argument(send, "otherButtonTitles") {
                for item in source.commaSeparated(others) {
                    guard ObjCTextArgument.text(of: item, in: source) != nil else { break }
                    addButton(item, .default)
                }
            }
            var alert = CodeAlert(api: api, style: api == .alertView ? .alert : .actionSheet,
                                  title: argument(send, "initWithTitle").flatMap { ObjCTextArgument.text(of: $0, in: source) },
                                  message: argument(send, "message").flatMap { ObjCTextArgument.text(of: $0, in: source) },
                                  buttons: buttons, preferredButton: nil, location: location(send.open),
                                  titleLocation: argumentLocation(send, "initWithTitle"), messageLocation: argumentLocation(send, "message"))
            guard let (variable, scope) = assignment(of: send) else { return alert }
            if isSetAgain("title", variable: variable, scope: scope, sends) { alert.title = .computed }
            if isSetAgain("message", variable: variable, scope: scope, sends) { alert.message = .computed }
            for added in self.sends(to: variable, in: scope, sends) where added.selector == "addButtonWithTitle:" {
                let range = added.parts[0].argument
                guard !range.isEmpty else { continue }
                // `sheet.cancelButtonIndex = [sheet addButtonWithTitle:…]` makes the button added the cancel one.
                var role = CodeAlertButton.Role.default
                if added.open >= 2, tokens[added.open - 1].isPunctuation("=") {
                    if tokens[added.open - 2].isIdentifier("cancelButtonIndex") { role = .cancel }
                    if tokens[added.open - 2].isIdentifier("destructiveButtonIndex") { role = .destructive }
                }
                alert.buttons.append(CodeAlertButton(title: ObjCTextArgument.text(of: range, in: source) ?? .computed, role: role,
                                                     location: location(range.lowerBound)))
            }
            alert.showsProgress = showsProgress(variable, scope: scope, sends)
            return alert
        }
    }
}
