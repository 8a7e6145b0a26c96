import Testing
@testable import HIGLintKit

/// Texts that sit where a title goes but are no wording to judge (`CommandTitleText`), and the
/// language of a text (`TextLanguage`): both ways, so that a command title stays judged.
struct CommandTitleTextTests {
    @Test("stand-ins, addresses and numbers are not wording; commands are", arguments: [
        ("Label", true), ("Title", true), ("Lorem ipsum dolor sit amet.", true), ("Button url help link", true),
        ("lbl name", true), ("txtdof@mit.edu", true), ("https://example.com/help", true), ("www.example.com", true),
        ("notes.txt", true), ("+49 800 754 4440", true), ("(617) 253-1000", true),
        ("Remove account", false), ("Add comment", false), ("Edit Label", false), ("Version 2.0", false),
        ("Call 911", false), ("Button", true), ("Got it", false),
    ])
    func wording(text: String, notWording: Bool) {
        #expect(CommandTitleText.isNotWording(text) == notWording)
    }

    @Test("running text: a sentence of four words or more ending in a period or an ellipsis, or several lines", arguments: [
        ("For urgent issues contact Facilities...", true), ("Tap here to learn more.", true), ("Read the\nguidelines", true),
        ("Share…", false), ("Sign in...", false), ("Remove account", false), ("Import bookmark file from another browser", false),
    ])
    func prose(text: String, isProse: Bool) {
        #expect(CommandTitleText.isProse(text) == isProse)
    }

    @Test("a question of two words or more is put to the person, not a command", arguments: [
        ("Already purchased?", true), ("Forgot your password? ", true), ("Need help?", true),
        ("Delete?", false), ("Help", false), ("What's new", false), ("Why? Because", false),
    ])
    func question(text: String, isQuestion: Bool) {
        #expect(CommandTitleText.isQuestion(text) == isQuestion)
    }

    @Test("a text's language: the file's .lproj first, then its words, then the development region")
    func language() {
        #expect(!TextLanguage.isEnglish("Hotline anrufen", path: "ENA/Cells/HotlineCell.xib", developmentRegion: "en"))
        #expect(!TextLanguage.isEnglish("Einstellungen öffnen", path: "App/Main.storyboard", developmentRegion: nil))
        #expect(!TextLanguage.isEnglish("Annuler", path: "App/Main.storyboard", developmentRegion: nil))
        #expect(!TextLanguage.isEnglish("Remove account", path: "App/de.lproj/Main.storyboard", developmentRegion: "en"))
        #expect(!TextLanguage.isEnglish("Hotline", path: "App/Main.storyboard", developmentRegion: "German"))
        #expect(TextLanguage.isEnglish("Remove account", path: "App/Base.lproj/Main.storyboard", developmentRegion: "de"))
        #expect(TextLanguage.isEnglish("Call the hotline", path: "App/Main.storyboard", developmentRegion: nil))
        #expect(TextLanguage.isEnglish("Got it", path: "App/en-GB.lproj/Main.storyboard", developmentRegion: nil))
        #expect(TextLanguage.isEnglish("Hotline", path: "App/Main.storyboard", developmentRegion: "$(DEVELOPMENT_LANGUAGE)"))
        #expect(TextLanguage.folderLanguage(of: "App/pt-BR.lproj/Main.storyboard") == "pt")
        #expect(TextLanguage.folderLanguage(of: "App/Base.lproj/Main.storyboard") == nil)
    }

    @Test("the language folder is the last folder of the path named .lproj", arguments: [
        ("App/pt-BR.lproj/Main.storyboard", "pt"), ("App/Base.lproj/Main.storyboard", nil), ("Main.storyboard", nil),
        ("de.lproj/Main.storyboard", "de"), ("fr.lproj/Views/en.lproj/Main.xib", "en"), ("en.lproj/Views/Base.lproj/Main.xib", nil),
        ("App//German.lproj//Main.xib", "de"), ("App/English.lproj/", "en"), ("App/lproj/Main.xib", nil), ("App/xlproj/Main.xib", nil),
        ("/abs/ja.lproj/Main.xib", "ja"), ("App/.lproj/Main.xib", ""), ("App/zh_Hans.lproj/Main.xib", "zh"),
    ] as [(String, String?)])
    func folderLanguage(path: String, language: String?) {
        #expect(TextLanguage.folderLanguage(of: path) == language)
    }
}
