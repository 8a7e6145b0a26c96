/// Where a drawing's numbered badges go, so that no badge covers another: each badge takes the
/// place asked for when it is free, else the nearest free place along its row (leftwards, then
/// rightwards), else in the rows below and above, within the drawing's margin.
struct BadgePlaces {
    /// A badge's radius, and the distance between the centres of two badges side by side.
    static let radius = 10.0
    static let step = 22.0

    /// What the drawing shows: badges stay within it and its margin.
    private let area: ScreenLayout.Rect
    /// The centres of the badges placed so far, by the square of the drawing (a badge's width
    /// wide) each lies in: a new place is compared with the badges of its neighbourhood only.
    private var placed: [Square: [(x: Double, y: Double)]] = [:]
    /// Set once a badge found no free place: the drawing is full, and later badges take the
    /// place asked for without a search.
    private var full = false

    private struct Square: Hashable {
        var column: Int, row: Int

        init(column: Int, row: Int) {
            self.column = column
            self.row = row
        }

        init(_ x: Double, _ y: Double) {
            column = Int((x / BadgePlaces.step).rounded(.down))
            row = Int((y / BadgePlaces.step).rounded(.down))
        }
    }

    init(area: ScreenLayout.Rect) {
        self.area = area
    }

    /// The centre of a new badge that would be at `preferred`: there, or the nearest place that
    /// touches no badge placed before.
    mutating func place(_ preferred: (x: Double, y: Double)) -> (x: Double, y: Double) {
        let minX = max(area.x, -1e5) - 14, maxX = min(area.maxX, 1e5) + 14, minY = max(area.y, -1e5) - 14, maxY = min(area.maxY, 1e5) + 14
        let start = (x: min(max(preferred.x, minX), maxX), y: min(max(preferred.y, minY), maxY))
        if full || isFree(start.x, start.y) {
            note(start)
            return start
        }
        let columns = Int(((maxX - minX) / Self.step).rounded(.up))
        for row in 0..<24 {
            // Rows in turn below and above the preferred one.
            let dy = Double((row + 1) / 2) * Self.step * (row % 2 == 0 ? 1 : -1)
            let y = start.y + dy
            guard y >= minY - 0.5, y <= maxY + 0.5 else { continue }
            for column in 0...(2 * columns) {
                let dx = Double((column + 1) / 2) * Self.step * (column % 2 == 0 ? 1 : -1)
                let x = start.x + dx
                guard x >= minX - 0.5, x <= maxX + 0.5 else { continue }
                if isFree(x, y) {
                    note((x, y))
                    return (x, y)
                }
            }
        }
        full = true
        note(start)
        return start
    }

    private mutating func note(_ centre: (x: Double, y: Double)) {
        placed[Square(centre.x, centre.y), default: []].append(centre)
    }

    /// Whether a badge centred there would touch none placed (their centres at least two radii apart).
    private func isFree(_ x: Double, _ y: Double) -> Bool {
        let least = 2 * Self.radius, square = Square(x, y)
        for column in (square.column - 1)...(square.column + 1) {
            for row in (square.row - 1)...(square.row + 1) {
                for other in placed[Square(column: column, row: row)] ?? []
                where (other.x - x) * (other.x - x) + (other.y - y) * (other.y - y) < least * least - 0.01 {
                    return false
                }
            }
        }
        return true
    }
}
