import Testing
@testable import HIGLintKit

/// Going through an array of objects without holding each (`forEachLent`, `allSatisfyLent`) sees
/// what a `for` loop sees, in order, and stops where `allSatisfy` stops.
struct LentTests {
    final class Box {
        let value: Int
        init(_ value: Int) { self.value = value }
    }

    @Test("lent elements come in order, every one, and allSatisfyLent stops at the first that fails")
    func asALoop() {
        for count in [0, 1, 5] {
            let boxes = (0..<count).map(Box.init)
            var seen: [Int] = []
            boxes.forEachLent { seen.append($0.value) }
            #expect(seen == Array(0..<count))
            for failing in 0...count {
                var asked: [Int] = []
                let all = boxes.allSatisfyLent { box in
                    asked.append(box.value)
                    return box.value != failing
                }
                #expect(all == boxes.allSatisfy { $0.value != failing })
                #expect(asked == Array(0..<min(failing + 1, count)))
            }
        }
    }
}
