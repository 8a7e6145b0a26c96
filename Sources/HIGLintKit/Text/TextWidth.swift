/// How wide a text is drawn in Helvetica Bold, the bold system font of iOS 4, from the font's
/// advance widths (`HelveticaBoldWidths`): the sum of the advances of its characters, in units
/// of 1/1000 em. Kerning is left out (the AFM pairs, which mostly narrow a pair, would make few
/// titles more than a point or two narrower), and so is the rounding of advances to pixels.
///
/// A character the font has no glyph for is measured so as not to overstate the width: the
/// characters of the East Asian scripts and emoji, which every font of the time draws a full em
/// wide, count 1000; any other (Greek, Cyrillic, Arabic...) counts as the narrowest letter of the
/// font (278, the width of "i"), so that a title in such a script is judged too wide only when
/// it would be even at that width. A character made of several scalars (e and a combining
/// accent, a flag) is measured by its first.
enum TextWidth {
    /// The width of a character the font lacks, for a script of letters: the narrowest letter.
    static let narrowestLetter: UInt16 = 278
    /// The width of a character the East Asian fonts and emoji draw on a full em.
    static let fullEm: UInt16 = 1000

    /// The width of `text` in Helvetica Bold, in units of 1/1000 em.
    static func helveticaBoldUnits(_ text: String) -> Int {
        var total = 0
        for character in text {
            guard let scalar = character.unicodeScalars.first else { continue }
            total += Int(width(of: scalar))
        }
        return total
    }

    /// The average width of the characters of `text`, in ems of Helvetica Bold (0.55, the
    /// lower-case average, for an empty text). The drawings cut a text to the characters that fit
    /// its box at this width: wider than their regular face, so a text said to fit does.
    static func averageEms(of text: String) -> Double {
        averageEms(measure(text))
    }

    /// The average width in ems of a text `measure` measured.
    static func averageEms(_ measured: (units: Int, characters: Int)) -> Double {
        measured.characters == 0 || measured.units == 0 ? 0.55 : Double(measured.units) / Double(measured.characters) / 1000
    }

    /// The width of `text` in Helvetica Bold, in units of 1/1000 em, and how many characters it
    /// has: both of one pass over it, for a drawing that needs its width and its average.
    static func measure(_ text: String) -> (units: Int, characters: Int) {
        var units = 0, count = 0
        for character in text {
            guard let scalar = character.unicodeScalars.first else { continue }
            units += Int(width(of: scalar))
            count += 1
        }
        return (units, count)
    }

    /// The width of `text` in points, drawn in Helvetica Bold of `size` points.
    static func helveticaBoldPoints(_ text: String, size: Double) -> Double {
        Double(helveticaBoldUnits(text)) * size / 1000
    }

    static func width(of scalar: Unicode.Scalar) -> UInt16 {
        let value = scalar.value
        if value >= 0x20 && value <= 0xFF { return HelveticaBoldWidths.latin1[Int(value - 0x20)] }
        if value < 0x20 { return 0 }
        if let width = HelveticaBoldWidths.others[scalar] { return width }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: break
        }
        return isFullWidth(scalar) ? fullEm : narrowestLetter
    }

    /// The scripts and symbols drawn on a full em: CJK ideographs, kana, Hangul, the full-width
    /// forms, and emoji shown as pictures.
    static func isFullWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return true
        default:
            return scalar.properties.isEmojiPresentation
        }
    }
}
