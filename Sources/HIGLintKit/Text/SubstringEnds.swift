/// The end of a substring taken off a character at a time, each in one step. `dropLast()` on a
/// substring (it is not a random-access collection) counts every character before the end it
/// keeps, so a loop that drops marks from the end of a long title would count it again for each.
extension Substring {
    /// The substring without its last character (itself, when empty).
    var withoutLastCharacter: Substring { isEmpty ? self : self[..<index(before: endIndex)] }

    /// The substring without the characters of `characters` at its end.
    func droppingTrailing(_ characters: Set<Character>) -> Substring {
        var end = endIndex
        while end > startIndex {
            let before = index(before: end)
            guard characters.contains(self[before]) else { break }
            end = before
        }
        return self[..<end]
    }
}
