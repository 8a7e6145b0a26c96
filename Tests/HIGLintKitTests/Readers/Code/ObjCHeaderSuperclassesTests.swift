import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// The superclasses Objective-C headers declare, which carry what a base class's code does to
/// the screens of its subclasses (`ObjCHeaderSuperclasses`).
struct ObjCHeaderSuperclassesTests {
    static func find(_ text: String) -> [String] {
        Array(text.utf8).withUnsafeBufferPointer { ObjCHeaderSuperclasses.find(in: $0) }.map { "\($0.name):\($0.parent)" }
    }

    @Test("@interface Name : Parent, across lines and spaces; a category, a class extension and a commented-out line name none")
    func declarations() {
        #expect(Self.find("""
            #import <UIKit/UIKit.h>
            @interface USHLocationAddViewController : USHMapViewController<USHLocatorDelegate, UITextFieldDelegate>
            @end
            @interface   Wrapped
                : UIViewController
            @end
            @interface UIViewController (USH)
            @end
            @interface Extended ()
            @end
            // @interface Old : Gone
            @interfaceX Odd : Thing
            """) == ["USHLocationAddViewController:USHMapViewController", "Wrapped:UIViewController"])
        #expect(Self.find("").isEmpty)
        #expect(Self.find("@interface").isEmpty)
        #expect(Self.find("@interface A :").isEmpty)
    }

    @Test("a base class's code reaches a subclass whose superclass only its header declares; the code file's own declaration decides")
    func lineageThroughHeaders() throws {
        let directory = try TemporaryDirectory()
        let base = try directory.write("SDK/USHViewController.m", """
            @implementation USHViewController
            - (void)viewDidLoad { [super viewDidLoad]; self.title = @"Reports"; }
            @end
            """)
        let header = try directory.write("App/USHLocationAddViewController.h", "@interface USHLocationAddViewController : USHMapViewController\n@end\n")
        let mapHeader = try directory.write("SDK/USHMapViewController.h", "@interface USHMapViewController : USHViewController\n@end\n@interface Declared : Wrong\n@end\n")
        let declared = try directory.write("App/Declared.m", "@interface Declared : Right\n@end\n@implementation Declared\n- (void)f { self.title = @\"Declared\"; }\n@end\n")
        let without = CodeTextFacts.read([base, declared], maxFileSize: 1 << 20, jobs: 1)
        #expect(!without.titlesController(ofClass: "USHLocationAddViewController"))
        let with = CodeTextFacts.read([base, declared], maxFileSize: 1 << 20, jobs: 1, headers: [header, mapHeader])
        #expect(with.titlesController(ofClass: "USHLocationAddViewController"))
        #expect(with.lineage(of: "USHLocationAddViewController") == ["USHLocationAddViewController", "USHMapViewController", "USHViewController"])
        #expect(with.superclasses["Declared"] == "Right")
    }
}
