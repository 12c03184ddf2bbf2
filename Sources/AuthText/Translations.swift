// Made by `make po` (scripts/po.py generate) from po/*.po: do not edit by hand.

/// Each language's `.po` text (comments left out), by catalogue code.
enum Translations {
    static let po: [String: String] = [:]
}
