/// A foreground/background pair of colour numbers, as ncurses pairs them.
struct ColorPairKey: Hashable, Sendable {
    var foreground: Int32
    var background: Int32

    /// Both numbers in one `Int`, the key `ColorPairCache` looks pairs up by: a `Dictionary` keyed
    /// by this struct cost the Swift runtime a walk over every conformance record (its first
    /// `Hashable` check) in the first frame.
    var packed: Int { Int(foreground) << 32 | Int(UInt32(bitPattern: background)) }
}

/// Hands out ncurses colour-pair numbers for (foreground, background) and never recycles a pair that
/// is still on screen.
///
/// ncurses' own `alloc_pair` evicts the least recently allocated pair when the table is full, and
/// redefining a pair recolours every cell that still uses it. Here each screen cell holds a
/// reference (`acquire`/`release`), and a pair whose last reference goes away is only reused after
/// the frame that stopped showing it has been flushed (`commitFrame`), because until then the
/// terminal still shows it. Never-used numbers are handed out before freed ones, so redefinitions
/// (which make ncurses rescan the screen) happen only once the table has wrapped. The per-pair
/// tables grow with the numbers handed out, not with `capacity`: xterm-256color offers 65 536
/// pairs, and tables of that size cost 1.2 MiB resident at a login prompt that uses a few dozen.
struct ColorPairCache {
    /// What `acquire` returns: the pair number, and whether ncurses must be told its colours.
    struct Allocation: Equatable {
        var pair: Int32
        var needsDefinition: Bool
    }

    /// Pair numbers run from 1 to `capacity - 1`; 0 is the terminal's default pair.
    let capacity: Int32
    /// The colours pair 0 stands for, if they are known (then those cells need no pair of their own).
    let defaultKey: ColorPairKey?
    private var pairForKey: [Int: Int32] = [:]
    /// Indexed by pair number, for the numbers handed out so far (index 0 is the default pair).
    private var keyForPair: [ColorPairKey?] = [nil]
    private var references: [Int32] = [0]
    private var isFree: [Bool] = [false]
    private var isListedFree: [Bool] = [false]
    private var releasedThisFrame: [Int32] = []
    private var freePairs: [Int32] = []
    private var nextUnused: Int32 = 1
    /// How many requests found no pair left (their cells fell back to pair 0).
    private(set) var exhaustedRequests = 0

    init(capacity: Int, defaultKey: ColorPairKey? = nil) {
        self.capacity = Int32(clamping: max(1, capacity))
        self.defaultKey = defaultKey
        // Sized for the first frame (a picture of half blocks uses a few hundred pairs), so it is
        // not rehashed and copied eight times on the way there.
        let expected = min(Int(self.capacity), Self.expectedPairs)
        pairForKey.reserveCapacity(expected)
        keyForPair.reserveCapacity(expected)
        references.reserveCapacity(expected)
        isFree.reserveCapacity(expected)
        isListedFree.reserveCapacity(expected)
    }

    /// About the pairs an 80x24 frame with a picture uses (the tables still grow past it).
    private static let expectedPairs = 512

    /// A pair showing `key`, with one more reference. When every pair is on screen it returns pair 0
    /// (the default colours) rather than recolour a visible cell.
    mutating func acquire(_ key: ColorPairKey) -> Allocation {
        if key == defaultKey { return Allocation(pair: 0, needsDefinition: false) }
        if let pair = pairForKey[key.packed] {
            references[Int(pair)] += 1
            isFree[Int(pair)] = false
            return Allocation(pair: pair, needsDefinition: false)
        }
        guard let pair = takeUnusedPair() else {
            exhaustedRequests += 1
            return Allocation(pair: 0, needsDefinition: false)
        }
        if let oldKey = keyForPair[Int(pair)] { pairForKey[oldKey.packed] = nil }
        keyForPair[Int(pair)] = key
        pairForKey[key.packed] = pair
        references[Int(pair)] = 1
        isFree[Int(pair)] = false
        return Allocation(pair: pair, needsDefinition: true)
    }

    /// One more reference to `pair` if it still shows `key` (a cheap repeat of `acquire` for the
    /// pair the previous cell got); false if the pair has been given to other colours since.
    mutating func retain(_ pair: Int32, showing key: ColorPairKey) -> Bool {
        if pair == 0 { return key == defaultKey }
        guard Int(pair) < keyForPair.count, keyForPair[Int(pair)] == key else { return false }
        references[Int(pair)] += 1
        isFree[Int(pair)] = false
        return true
    }

    /// Drops one reference to `pair` (a cell that showed it was overwritten).
    mutating func release(_ pair: Int32) {
        guard pair > 0, Int(pair) < references.count, references[Int(pair)] > 0 else { return }
        references[Int(pair)] -= 1
        if references[Int(pair)] == 0 { releasedThisFrame.append(pair) }
    }

    /// Call after the frame has been flushed to the terminal: pairs no cell uses any more become
    /// reusable.
    mutating func commitFrame() {
        for pair in releasedThisFrame where references[Int(pair)] == 0 && !isFree[Int(pair)] {
            isFree[Int(pair)] = true
            if !isListedFree[Int(pair)] {
                isListedFree[Int(pair)] = true
                freePairs.append(pair)
            }
        }
        releasedThisFrame.removeAll(keepingCapacity: true)
    }

    /// The pair currently showing `key`, if any (for tests and diagnostics).
    func pair(for key: ColorPairKey) -> Int32? { pairForKey[key.packed] }

    /// How many cells reference `pair`.
    func referenceCount(of pair: Int32) -> Int {
        pair > 0 && Int(pair) < references.count ? Int(references[Int(pair)]) : 0
    }

    /// How many pairs are referenced by at least one cell.
    var pairsInUse: Int { references.lazy.filter { $0 > 0 }.count }

    private mutating func takeUnusedPair() -> Int32? {
        if nextUnused < capacity {
            defer { nextUnused += 1 }
            keyForPair.append(nil)
            references.append(0)
            isFree.append(false)
            isListedFree.append(false)
            return nextUnused
        }
        // Entries whose pair was revived after being freed are stale: skip them.
        while let pair = freePairs.popLast() {
            isListedFree[Int(pair)] = false
            if isFree[Int(pair)] { return pair }
        }
        return nil
    }
}
