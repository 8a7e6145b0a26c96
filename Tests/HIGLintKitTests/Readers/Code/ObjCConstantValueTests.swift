import Foundation
import HIGLintCodeModel
import Testing
@testable import HIGLintKit

/// Objective-C texts held in a constant: read from the declaration's value where nothing gives
/// the name another one.
@Suite struct ObjCConstantValueTests {
    static func alerts(_ source: String) -> [CodeAlert] {
        ObjCAlertReader.alerts(in: source)
    }

    @Test("a title, a message and an action's title held in local pointers declared with their values, and a file-level constant")
    func constants() throws {
        let found = Self.alerts("""
            static NSString * const kDoneTitle = @"Done";
            - (void)confirm {
                NSString *title = NSLocalizedString(@"Theme installed", nil);
                NSString *message = @"The theme is ready.";
                if (YES) {
                    NSString *shown = title;
                    UIAlertController *alert = [UIAlertController alertControllerWithTitle:shown message:message
                                                                            preferredStyle:UIAlertControllerStyleAlert];
                    [alert addAction:[UIAlertAction actionWithTitle:kDoneTitle style:UIAlertActionStyleDefault handler:nil]];
                }
            }
            """)
        let alert = try #require(found.first)
        #expect(alert.title == .localized(key: "Theme installed", table: nil, defaultValue: nil))
        #expect(alert.message == .literal("The theme is ready."))
        #expect(alert.buttons.map(\.title) == [.literal("Done")])
    }

    @Test("near misses: assigned again, declared without a value, assigned in a branch, formatted, a parameter, another method's, a file-level variable")
    func nearMisses() {
        let found = Self.alerts("""
            static NSString *gTitle = @"Global";
            - (void)other { NSString *elsewhere = @"Other"; }
            - (void)show:(NSString *)param count:(NSInteger)count {
                NSString *again = @"First";
                again = @"Second";
                NSString *none;
                NSString *branch = @"Start";
                if (count > 1) { branch = @"Many"; }
                NSString *format = [NSString stringWithFormat:NSLocalizedString(@"%d items", nil), count];
                NSString *taken = @"Taken";
                Fill(&taken);
                [[UIAlertView alloc] initWithTitle:again message:nil delegate:nil cancelButtonTitle:nil otherButtonTitles:nil];
                [[UIAlertView alloc] initWithTitle:none message:nil delegate:nil cancelButtonTitle:nil otherButtonTitles:nil];
                [[UIAlertView alloc] initWithTitle:branch message:nil delegate:nil cancelButtonTitle:nil otherButtonTitles:nil];
                [[UIAlertView alloc] initWithTitle:format message:nil delegate:nil cancelButtonTitle:nil otherButtonTitles:nil];
                [[UIAlertView alloc] initWithTitle:taken message:nil delegate:nil cancelButtonTitle:nil otherButtonTitles:nil];
                [[UIAlertView alloc] initWithTitle:param message:nil delegate:nil cancelButtonTitle:nil otherButtonTitles:nil];
                [[UIAlertView alloc] initWithTitle:elsewhere message:nil delegate:nil cancelButtonTitle:nil otherButtonTitles:nil];
                [[UIAlertView alloc] initWithTitle:gTitle message:nil delegate:nil cancelButtonTitle:nil otherButtonTitles:nil];
            }
            """)
        #expect(found.count == 8)
        #expect(found.allSatisfy { $0.title == .computed }, "\(found.map(\.title))")
    }
}
