/// Whether a text is English, which is all the capitalisation rules know how to judge: title
/// style and sentence style are English conventions ("Hotline anrufen" is right in German).
///
/// Decided in order by the file's language folder (`de.lproj`; `Base.lproj` says nothing), then
/// by the words: a text holding some of the very common words of German, French, Spanish,
/// Italian, Dutch or Portuguese listed here and none of the English ones is not English (a
/// project whose development region is `en` may still hold screens in another language); then
/// by the development region of the app; otherwise it is taken as English.
enum TextLanguage {
    /// Very common words of English app text: one of them makes a text English.
    static let englishWords: Set<String> = [
        "the", "an", "and", "or", "of", "to", "in", "on", "for", "with", "from", "by", "at", "is", "are", "your", "you",
        "my", "new", "add", "edit", "done", "cancel", "save", "delete", "remove", "show", "more", "open", "close", "call",
        "send", "share", "sign", "log", "settings", "back", "next", "ok", "yes", "not", "now", "all", "this", "it",
    ]

    /// Very common words of other languages' app text, not also English words. Kept small: a word
    /// here must be unmistakable.
    static let otherWords: Set<String> = [
        // German
        "der", "die", "das", "und", "nicht", "mit", "für", "auf", "ein", "eine", "einen", "zu", "von", "ist", "sie", "ich",
        "wir", "ihr", "ihre", "jetzt", "mehr", "alle", "weiter", "zurück", "fertig", "abbrechen", "speichern", "löschen",
        "schließen", "öffnen", "anrufen", "teilen", "senden", "bearbeiten", "hinzufügen", "einstellungen", "ändern",
        "bestätigen", "erneut", "hier", "oder", "nein", "bitte", "anmelden", "abmelden", "über", "neu", "neue",
        // French
        "le", "la", "les", "et", "ou", "pour", "avec", "dans", "sur", "une", "des", "du", "est", "vous", "votre", "annuler",
        "enregistrer", "supprimer", "fermer", "ouvrir", "suivant", "retour", "partager", "envoyer", "modifier", "ajouter",
        "réglages", "paramètres", "oui", "non", "appeler", "terminé",
        // Spanish and Portuguese
        "el", "los", "las", "y", "para", "con", "en", "una", "del", "cancelar", "guardar", "borrar", "eliminar", "cerrar",
        "abrir", "siguiente", "atrás", "compartir", "enviar", "editar", "añadir", "agregar", "ajustes", "sí", "llamar",
        "salvar", "fechar", "próximo", "voltar", "compartilhar", "adicionar", "não", "sim", "os", "um", "uma", "com", "ligar",
        // Italian
        "il", "lo", "gli", "di", "per", "annulla", "salva", "elimina", "chiudi", "apri", "avanti", "indietro", "condividi",
        "invia", "modifica", "aggiungi", "impostazioni", "chiama",
        // Dutch
        "de", "het", "een", "van", "voor", "met", "niet", "annuleren", "opslaan", "verwijderen", "sluiten", "openen",
        "volgende", "terug", "delen", "verzenden", "bewerken", "toevoegen", "instellingen", "bellen", "nee",
    ]

    /// The language of a folder named `xx.lproj` or `xx-YY.lproj` in `path` (`de`), nil for none or Base.
    /// Read from the path's bytes, last folder first: every text of a screen asks.
    static func folderLanguage(of path: String) -> String? {
        var path = path
        return path.withUTF8 { bytes -> String? in
            let suffix = Array(".lproj".utf8), slash = UInt8(ascii: "/")
            var end = bytes.count
            while end > 0 {
                var start = end
                while start > 0 && bytes[start - 1] != slash { start -= 1 }
                let folder = bytes[start..<end]
                if folder.count >= suffix.count && folder.suffix(suffix.count).elementsEqual(suffix) {
                    let name = String(decoding: folder.dropLast(suffix.count), as: UTF8.self)
                    return name == "Base" ? nil : code(name)
                }
                end = start - 1
            }
            return nil
        }
    }

    /// The codes of the language names old projects give their folders and development regions.
    private static let codesOfNames = ["english": "en", "german": "de", "french": "fr", "spanish": "es", "italian": "it",
                                       "dutch": "nl", "portuguese": "pt", "japanese": "ja"]

    /// `en` for `en`, `en-GB`, `en_US` and `English`; `de` for `German`.
    static func code(_ name: String) -> String {
        let lowered = name.lowercased()
        if let code = codesOfNames[lowered] { return code }
        return String(lowered.prefix { $0 != "-" && $0 != "_" })
    }

    /// Whether `text`, in the file at `path` of an app whose development region is
    /// `developmentRegion` (nil when unknown), is English.
    static func isEnglish(_ text: String, path: String, developmentRegion: String?) -> Bool {
        isEnglish(text, folderLanguage: folderLanguage(of: path), developmentRegion: developmentRegion)
    }

    /// Whether `text` is English, in a file whose language folder says `folderLanguage` (nil when
    /// there is none, or Base) of an app whose development region is `developmentRegion`.
    static func isEnglish(_ text: String, folderLanguage: String?, developmentRegion: String?) -> Bool {
        if let language = folderLanguage { return language == "en" }
        let words = text.lowercased().split { !$0.isLetter }.map(String.init)
        let english = words.contains(where: englishWords.contains)
        let other = words.contains(where: otherWords.contains)
        if other && !english { return false }
        if english && !other { return true }
        if let region = developmentRegion, !region.hasPrefix("$(") { return code(region) == "en" }
        return true
    }
}
