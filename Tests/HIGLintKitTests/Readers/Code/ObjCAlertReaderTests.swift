import Foundation
import HIGLintCodeModel
import Testing
@testable import HIGLintKit

/// The Objective-C reader, construct by construct: what it reads as an alert, and what it never
/// takes for one (comments, strings and macros that name the API).
@Suite struct ObjCAlertReaderTests {
    static func alerts(_ source: String) -> [CodeAlert] {
        ObjCAlertReader.alerts(in: source)
    }

    static func titles(_ alert: CodeAlert) -> [CodeText] { alert.buttons.map(\.title) }

    @Test("UIAlertView: title, message, cancel and the nil-terminated others, each at its argument")
    func alertView() throws {
        let found = Self.alerts("""
            - (void)fail {
                UIAlertView *alert = [[UIAlertView alloc] initWithTitle:@"Cannot Get Mail"
                                                                message:nil
                                                               delegate:self
                                                      cancelButtonTitle:@"Cancel"
                                                      otherButtonTitles:@"Retry", @"Settings", nil, nil];
                [alert show];
            }
            """)
        let alert = try #require(found.first)
        #expect(found.count == 1)
        #expect(alert.api == .alertView && alert.style == .alert)
        #expect(alert.title == .literal("Cannot Get Mail") && alert.message == nil)
        #expect(alert.buttons.map(\.role) == [.cancel, .default, .default])
        #expect(Self.titles(alert) == [.literal("Cancel"), .literal("Retry"), .literal("Settings")])
        #expect(alert.location == CodePosition(line: 2, column: 26))
        #expect(alert.titleLocation == CodePosition(line: 2, column: 61))
        #expect(alert.buttons[1].location == CodePosition(line: 6, column: 61))
    }

    @Test("UIActionSheet: the destructive button, the cancel one, the others; autorelease and a ternary in the list")
    func actionSheet() throws {
        let alert = try #require(Self.alerts("""
            sheet = [[[UIActionSheet alloc] initWithTitle:NSLocalizedString(@"Actions", @"title") delegate:self
                cancelButtonTitle:NSLocalizedString(@"Cancel", @"c") destructiveButtonTitle:@"Delete"
                otherButtonTitles:@"Edit", (open ? NSLocalizedString(@"Close", @"") : NSLocalizedString(@"Reopen", @"")), @"Share", nil] autorelease];
            [sheet addButtonWithTitle:@"Print"];
            sheet.cancelButtonIndex = [sheet addButtonWithTitle:@"Done"];
            """).first)
        #expect(alert.api == .actionSheet && alert.style == .actionSheet)
        #expect(alert.title == .localized(key: "Actions", table: nil, defaultValue: nil))
        #expect(alert.buttons.map(\.role) == [.destructive, .cancel, .default, .default, .default, .default, .cancel])
        #expect(Self.titles(alert) == [.literal("Delete"), .localized(key: "Cancel", table: nil, defaultValue: nil), .literal("Edit"),
                                       .computed, .literal("Share"), .literal("Print"), .literal("Done")])
    }

    @Test("UIAlertController: actions added in place or through a variable, preferredAction, in the block only")
    func alertController() throws {
        let found = Self.alerts("""
            - (void)ask {
                UIAlertController *ac = [UIAlertController alertControllerWithTitle:@"Delete Photo?"
                    message:NSLocalizedStringFromTable(@"It is gone for good.", @"Alerts", nil)
                    preferredStyle:UIAlertControllerStyleAlert];
                UIAlertAction *delete = [UIAlertAction actionWithTitle:@"Delete" style:UIAlertActionStyleDestructive
                    handler:^(UIAlertAction *action) { [self.photos removeObject:photo]; [ac dismissViewControllerAnimated:YES completion:nil]; }];
                [ac addAction:[UIAlertAction actionWithTitle:@"Cancel" style:UIAlertActionStyleCancel handler:nil]];
                [ac addAction:delete];
                ac.preferredAction = delete;
                [self presentViewController:ac animated:YES completion:nil];
            }
            - (void)other {
                [ac addAction:[UIAlertAction actionWithTitle:@"Elsewhere" style:UIAlertActionStyleDefault handler:nil]];
            }
            """)
        let alert = try #require(found.first)
        #expect(found.count == 1)
        #expect(alert.message == .localized(key: "It is gone for good.", table: "Alerts", defaultValue: nil))
        #expect(Self.titles(alert) == [.literal("Cancel"), .literal("Delete")])
        #expect(alert.buttons.map(\.role) == [.cancel, .destructive])
        #expect(alert.preferredButton == 1)
    }

    @Test("a style chosen at run time is no alert higlint can place; an action from elsewhere is a button of unknown title")
    func unknownStyleAndAction() {
        #expect(Self.alerts("x = [UIAlertController alertControllerWithTitle:@\"A\" message:nil preferredStyle:pad ? a : b];").isEmpty)
        let found = Self.alerts("""
            UIAlertController *c = [UIAlertController alertControllerWithTitle:@"A B" message:nil preferredStyle:UIAlertControllerStyleActionSheet];
            [c addAction:[self cancelAction]];
            """)
        #expect(found.first.map(Self.titles) == [.computed])
    }

    @Test("texts: adjacent literals joined, escapes resolved, localization macros, and everything else computed")
    func texts() {
        func title(_ argument: String) -> CodeText? {
            Self.alerts("[[UIAlertView alloc] initWithTitle:\(argument) message:nil delegate:nil cancelButtonTitle:nil otherButtonTitles:nil];")
                .first?.title
        }
        #expect(title(#"@"No " @"Results" " Found""#) == .literal("No Results Found"))
        #expect(title(#"@"Say \"Hi\"\n\u00e9\x41""#) == .literal("Say \"Hi\"\n\u{E9}A"))
        #expect(title("NSLocalizedStringWithDefaultValue(@\"k\", @\"T\", bundle, @\"Default\", @\"c\")")
                == .localized(key: "k", table: "T", defaultValue: "Default"))
        #expect(title("NSLocalizedStringFromTableInBundle(@\"k\", nil, bundle, @\"c\")") == .localized(key: "k", table: nil, defaultValue: nil))
        for computed in ["name", "self.error.localizedDescription", "[NSString stringWithFormat:@\"%d\", n]", "BITHockeyLocalizedString(@\"Key\")",
                         "(ok ? @\"A\" : @\"B\")", "NSLocalizedString(key, @\"c\")"] {
            #expect(title(computed) == .computed, "\(computed)")
        }
        #expect(title("nil") == nil)
        #expect(title("(NULL)") == nil)
    }

    @Test("the API's names in comments, strings, character literals and preprocessor lines are never calls")
    func notCalls() {
        let source = #"""
            // [[UIAlertView alloc] initWithTitle:@"A" message:nil delegate:nil cancelButtonTitle:nil otherButtonTitles:nil];
            /* [[UIAlertView alloc] initWithTitle:@"B" message:nil delegate:nil
                 cancelButtonTitle:nil otherButtonTitles:nil]; */
            NSString *s = @"[[UIAlertView alloc] initWithTitle:@\"C\" message:nil delegate:nil cancelButtonTitle:nil otherButtonTitles:nil];";
            const char *c = "[[UIAlertView alloc] initWithTitle:";
            char q = '[';
            #define SHOW_ALERT(t) [[[UIAlertView alloc] initWithTitle:t message:nil delegate:nil \
                cancelButtonTitle:@"OK" otherButtonTitles:nil] show]
            #if 0 /* [[UIAlertView alloc] */
            #endif
            // a comment that goes on \
               [[UIAlertView alloc] initWithTitle:@"D" message:nil delegate:nil cancelButtonTitle:nil otherButtonTitles:nil];
            """#
        #expect(Self.alerts(source).isEmpty)
    }

    @Test("a line continuation inside a call joins its lines; positions stay the file's")
    func continuation() throws {
        let alert = try #require(Self.alerts("a = [[UIAlertView alloc] initWithTitle:@\"Can\\\nnot Connect\" message:nil delegate:nil\n  cancelButtonTitle:@\"OK\" otherButtonTitles:nil];").first)
        #expect(alert.title == .literal("Cannot Connect"))
        #expect(alert.buttons.first?.location.line == 3)
    }

    @Test("nested brackets and blocks in arguments do not end the call; a macro call is computed")
    func nesting() throws {
        let alert = try #require(Self.alerts("""
            UIAlertView *v = [[UIAlertView alloc] initWithTitle:[[self titles] objectAtIndex:[self index]]
                message:MY_MESSAGE(@"x", [a b:c]) delegate:[Delegate shared:^{ [x y:z]; }]
                cancelButtonTitle:@"Cancel" otherButtonTitles:@[@"a"][0], @"Later", nil];
            """).first)
        #expect(alert.title == .computed && alert.message == .computed)
        #expect(Self.titles(alert) == [.literal("Cancel"), .computed, .literal("Later")])
    }

    @Test("a title or message set again later is computed; a call on another variable is not this alert's")
    func setAgain() throws {
        let alert = try #require(Self.alerts("""
            UIAlertController *a = [UIAlertController alertControllerWithTitle:@"One" message:@"M" preferredStyle:UIAlertControllerStyleAlert];
            if (forced) { a.message = forcedText; }
            [b addAction:[UIAlertAction actionWithTitle:@"Other" style:UIAlertActionStyleDefault handler:nil]];
            """).first)
        #expect(alert.title == .literal("One") && alert.message == .computed && alert.buttons.isEmpty)
    }

    @Test("broken code never crashes: unterminated literals, comments and brackets")
    func brokenCode() {
        for source in ["[[UIAlertView alloc] initWithTitle:@\"open", "/* [[UIAlertView", "[[UIAlertView alloc] initWithTitle:",
                       "]]]] [[[[ UIAlertView", "'", "@", "\\", "[UIAlertController alertControllerWithTitle:", "x = [UIAlertController alertControllerWithTitle:@\"a\" message:nil preferredStyle:UIAlertControllerStyleAlert]; [x addAction:]"] {
            _ = Self.alerts(source)
        }
    }

    @Test("an alert built in a branch compiled only in a development build is not read; the #else branch and other flags are")
    func developmentBranchesAreNotRead() {
        func alert(_ title: String) -> String {
            "UIAlertController *a = [UIAlertController alertControllerWithTitle:@\"\(title)\" message:nil preferredStyle:UIAlertControllerStyleAlert];"
        }
        let found = Self.alerts("""
            - (void)f {
            #ifdef DEBUG // developer menu
                \(alert("Debug Menu"))
            #else
                \(alert("Else of Debug"))
            #endif
            #if !RELEASE
                \(alert("Not Release"))
            #  if TARGET_OS_IOS
                \(alert("Nested in Not Release"))
            #  endif
            #elif TARGET_OS_IOS
                \(alert("Release on iOS"))
            #endif
            #ifndef DEBUG
                \(alert("Not Debug"))
            #else
                \(alert("Else of Not Debug"))
            #endif
            #if defined(DEBUG) && TARGET_OS_SIMULATOR
                \(alert("Debug on Simulator"))
            #endif
            #if DEBUG || BETA
                \(alert("Debug or Beta"))
            #endif
            #if STAGING
                \(alert("Staging"))
            #endif
            }
            #if DEBUG
            - (void)g { \(alert("Unterminated Debug")) }
            """)
        #expect(found.map(\.title) == [.literal("Else of Debug"), .literal("Release on iOS"), .literal("Not Debug"),
                                       .literal("Debug or Beta"), .literal("Staging")])
    }

    @Test("an action added only in a development build is not one of the buttons people see")
    func developmentActionsAreNotCounted() throws {
        let alert = try #require(Self.alerts("""
            - (void)share {
                UIAlertController *sheet = [UIAlertController alertControllerWithTitle:nil message:nil preferredStyle:UIAlertControllerStyleActionSheet];
                [sheet addAction:[UIAlertAction actionWithTitle:@"Copy Link" style:UIAlertActionStyleDefault handler:nil]];
            #if DEBUG
                [sheet addAction:[UIAlertAction actionWithTitle:@"Dump State" style:UIAlertActionStyleDefault handler:nil]];
            #endif
                [self presentViewController:sheet animated:YES completion:nil];
            }
            """).first)
        #expect(Self.titles(alert) == [.literal("Copy Link")])
    }
}

/// What the Objective-C reader records about an alert beyond its texts: the `@implementation`
/// whose code builds it, and whether the code uses it to show a task in progress.
@Suite struct ObjCAlertContextTests {
    @Test("the enclosing type is the @implementation around the alert; nil outside any")
    func enclosingType() {
        let alerts = ObjCAlertReader.alerts(in: """
            @implementation DebugMenuController (Crash)
            - (void)crash {
                UIAlertView *alert = [[UIAlertView alloc] initWithTitle:@"Crash" message:nil delegate:nil
                    cancelButtonTitle:@"Cancel" otherButtonTitles:nil];
                [alert show];
            }
            @end
            void f(void) {
                UIAlertView *alert = [[UIAlertView alloc] initWithTitle:@"Top" message:nil delegate:nil
                    cancelButtonTitle:@"Cancel" otherButtonTitles:nil];
                [alert show];
            }
            """)
        #expect(alerts.map(\.enclosingType) == ["DebugMenuController", nil])
        #expect(alerts.map(\.enclosingFunction) == ["crash", nil])
    }

    @Test("the enclosing selector is the method's every keyword with its colon, types and parameter names left out; nil outside a method")
    func enclosingSelector() {
        let alertCode = "UIAlertView *alert = [[UIAlertView alloc] initWithTitle:@\"A\" message:nil delegate:nil cancelButtonTitle:@\"OK\" otherButtonTitles:nil];"
        let alerts = ObjCAlertReader.alerts(in: """
            @implementation Browser
            - (void)webView:(WKWebView *)webView runJavaScriptAlertPanelWithMessage:(NSString *)message
                initiatedByFrame:(WKFrameInfo *)frame completionHandler:(void (^)(void))completionHandler { \(alertCode) }
            - (void)reload { \(alertCode) }
            + (void)set:(id)a :(id)b { \(alertCode) }
            @end
            void f(void) { \(alertCode) }
            """)
        #expect(alerts.map(\.enclosingSelector) == [
            "webView:runJavaScriptAlertPanelWithMessage:initiatedByFrame:completionHandler:", "reload", "set::", nil,
        ])
    }

    @Test("an alert kept in a property and dismissed in another method, or given a subview, shows progress")
    func showsProgress() {
        let alerts = ObjCAlertReader.alerts(in: """
            @implementation Loader
            - (void)start {
                self.progressAlert = [[UIAlertView alloc] initWithTitle:@"Loading" message:nil delegate:nil
                    cancelButtonTitle:nil otherButtonTitles:nil];
                [self.progressAlert show];
            }
            - (void)finish {
                [_progressAlert dismissWithClickedButtonIndex:0 animated:YES];
            }
            - (void)spin {
                UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"Saving" message:nil
                    preferredStyle:UIAlertControllerStyleAlert];
                [alert.view addSubview:spinner];
                [self presentViewController:alert animated:YES completion:nil];
            }
            - (void)ask {
                UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"Saved" message:nil
                    preferredStyle:UIAlertControllerStyleAlert];
                [self presentViewController:alert animated:YES completion:nil];
                [self dismissViewControllerAnimated:YES completion:nil];
            }
            @end
            """)
        #expect(alerts.map(\.showsProgress) == [true, true, false])
    }
}
