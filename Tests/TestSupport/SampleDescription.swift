import Foundation

/// Three one-screen descriptions whose findings the tests know: none, one warning, one error.
package enum SampleDescription {
    package static let clean = "<screen name=\"Clock\"><tabBar><tabBarItem title=\"Alarm\"/></tabBar></screen>"
    package static let warning = "<screen name=\"Tiny\"><button title=\"Go\" x=\"0\" y=\"0\" width=\"30\" height=\"30\"/></screen>"
    package static let error = "<screen name=\"Sync\"><alert title=\"Sync Complete\"/></screen>"
}
