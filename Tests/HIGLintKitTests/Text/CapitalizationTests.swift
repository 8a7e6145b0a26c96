import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// Title and sentence style as the guidelines define them, with the open cases accepted both ways.
struct CapitalizationTests {
    @Test("title style", arguments: [
        ("add to favorites", "Add to Favorites"),
        ("Add To Favorites", "Add to Favorites"),
        ("Unable To Reach Pump", "Unable To Reach Pump"), // "to" of an infinitive is no preposition: either case
        ("Unable to Reach Pump", "Unable to Reach Pump"),
        ("how To Pair", "How To Pair"),
        ("Go To Settings", "Go to Settings"),
        ("Nothing To Show", "Nothing To Show"), // after a word that takes an infinitive
        ("Sign In To Continue", "Sign In To Continue"), // before a verb: an infinitive whatever comes before
        ("Swipe To Delete", "Swipe To Delete"),
        ("Swipe to delete", "Swipe to Delete"),
        ("Move To Trash", "Move to Trash"), // before a noun: the preposition
        ("Add To Reading List", "Add to Reading List"),
        ("Add to Favorites", "Add to Favorites"),
        ("undo delete name", "Undo Delete Name"),
        ("the end of the road", "The End of the Road"),
        ("unable to connect to the iTunes Store", "Unable to Connect to the iTunes Store"),
        ("turn on Wi-Fi", "Turn on Wi-Fi"),
        ("Turn On Wi-Fi", "Turn On Wi-Fi"), // "on" may be a verb particle: either case
        ("Log In", "Log In"),
        ("what to look for", "What to Look for"), // a minor word in last position keeps the writer's case
        ("What to Look For", "What to Look For"),
        ("save photo before closing", "Save Photo Before Closing"), // prepositions of five letters or more are capitalised
        ("open URL in Safari", "Open URL in Safari"),
        ("OK", "OK"),
        ("ok", "OK"), // the guidelines spell it in capitals
        ("Ok", "OK"),
        ("ok, got it", "OK, Got It"),
        ("tap ok to continue", "Tap OK to Continue"),
        ("3G network unavailable", "3G Network Unavailable"),
        ("enter number of logins to add for autofill.me", "Enter Number of Logins to Add for autofill.me"), // an address keeps its spelling
        ("mail sent to support@example.com", "Mail Sent to support@example.com"),
        ("could not open notes.txt", "Could Not Open notes.txt"),
        ("high-resolution artwork", "High-resolution Artwork"),
        ("(draft) message", "(Draft) Message"),
        ("Save As PDF", "Save As PDF"),
        ("open “my documents” folder", "Open “my documents” Folder"), // quoted names keep their case
    ])
    func titleStyle(_ input: String, _ expected: String) {
        #expect(Capitalization.titleStyle(input) == expected)
    }

    @Test("sentence style lowercases title-cased sentences but keeps lone capitals that may be names", arguments: [
        ("Delete All Photos In This Album?", "Delete all photos in this album?"),
        ("delete this message?", "Delete this message?"),
        ("Send to Mail?", "Send to Mail?"),
        ("Allow Safari to use your location?", "Allow Safari to use your location?"),
        ("Use Wi-Fi And Bluetooth Now?", "Use Wi-Fi and Bluetooth now?"),
        ("iPhone is locked. Try again later.", "iPhone is locked. Try again later."),
        ("Delete “Holiday Fund”?", "Delete “Holiday Fund”?"),
        ("Allow “Maps” To Use Your Current Location?", "Allow “Maps” to use your current location?"),
        ("ok to delete?", "OK to delete?"),
        ("Tap Ok To Delete All Photos?", "Tap OK to delete all photos?"),
        ("Press ok.", "Press OK."),
    ])
    func sentenceStyle(_ input: String, _ expected: String) {
        #expect(Capitalization.sentenceStyle(input) == expected)
    }

    @Test("alert titles are classified as the guidelines' three cases", arguments: [
        ("Unable to Connect", AlertTitleStyle.statement),
        ("Connection Failed.", .statement),
        ("Delete this photo?", .question),
        ("“Delete this photo?”", .question),
        ("Your card was declined. Try another card.", .sentences),
        ("Version 4.0 is available", .statement),
        ("Download e.g. Music now", .statement),
        ("Please wait... Loading", .statement),
    ])
    func classify(_ title: String, _ expected: AlertTitleStyle) {
        #expect(AlertTitleStyle.classify(title) == expected)
    }

    @Test("the corrected alert title follows its case", arguments: [
        ("Unable to connect to the server.", "Unable to Connect to the Server"),
        ("Delete All Photos In This Album?", "Delete all photos in this album?"),
        ("Card Declined. Try Another Card", "Card declined. Try another card."),
        ("Loading...", "Loading..."),
        ("Unable to Connect", "Unable to Connect"),
    ])
    func corrected(_ title: String, _ expected: String) {
        #expect(AlertTitleStyle.classify(title).corrected(title) == expected)
    }
}

@Suite struct TrimmingTests {
    @Test("trimming without Foundation, where the ends allow it, gives what Foundation gives")
    func trimmingAgreesWithFoundation() {
        var texts = ["", " ", "\u{85}", "a", "é", "\u{2003}x\u{2003}", "\u{A0}OK", "OK\u{2028}", "\u{200B}"]
        for scalar in (0..<128).compactMap(Unicode.Scalar.init) {
            let c = String(Character(scalar))
            texts += [c, c + "a", "a" + c, c + "é" + c, "a" + c + "b"]
        }
        // Runs of space at the ends, ASCII and not, and a combining mark beside them.
        for space in [" ", "\n", "\r\n", "\t ", " \u{A0}", "\u{A0} ", "\u{85}\n", "\n\n  "] {
            texts += [space + space, space + "a" + space, space + "é" + space, "a\u{301}" + space, space + "\u{301}a", space + "a b" + space]
        }
        for text in texts {
            #expect(text.trimmedOfWhitespaceAndNewlines == text.trimmingCharacters(in: .whitespacesAndNewlines), "\(Array(text.unicodeScalars))")
            #expect(text.isBlank == text.trimmingCharacters(in: .whitespaces).isEmpty, "\(Array(text.unicodeScalars))")
        }
    }
}

@Suite struct CharacterClassTests {
    @Test("the quick character classes answer as Swift's do")
    func quickClassesAgree() {
        var characters = (0..<128).compactMap(Unicode.Scalar.init).map(Character.init)
        characters += ["\r\n", "é", "É", "ß", "İ", "٣", "½", "\u{A0}", "\u{2003}", "\u{85}", "漢", "😀", "ǅ", "Ⅻ"]
        for c in characters {
            #expect(c.isLetterQuick == c.isLetter, "\(c.unicodeScalars.map(\.value))")
            #expect(c.isNumberQuick == c.isNumber, "\(c.unicodeScalars.map(\.value))")
            #expect(c.isUppercaseQuick == c.isUppercase, "\(c.unicodeScalars.map(\.value))")
            #expect(c.isWhitespaceQuick == c.isWhitespace, "\(c.unicodeScalars.map(\.value))")
            #expect(c.isLetterOrNumberQuick == (c.isLetter || c.isNumber))
        }
    }
}
