import AuthNavigation

/// Colours worked out once, by a key packed from what they were worked out from (a colour is 24
/// bits): a flat table with a multiplicative hash, since hashing each colour through `Dictionary`
/// (SipHash) cost a third of a fade frame, more than many of the blends it saved. The tint's memo
/// for one pass over a canvas, and the palette blends' memo across frames.
struct ColourMemo {
    /// Packed keys, 0 for an empty slot (every key has a bit above its fields set).
    private var keys: [UInt64]
    private var answers: [RGBColor]
    private(set) var count = 0

    init(capacity: Int = 1024) {
        let slots = max(16, capacity.nextPowerOfTwo)
        keys = [UInt64](repeating: 0, count: slots)
        answers = [RGBColor](repeating: .black, count: slots)
    }

    /// The key of one colour alone.
    static func key(_ colour: RGBColor) -> UInt64 {
        UInt64(colour.red) << 16 | UInt64(colour.green) << 8 | UInt64(colour.blue) | 1 << 63
    }

    /// The answer kept for `key`, or `compute`'s, kept.
    mutating func answer(for key: UInt64, compute: () -> RGBColor) -> RGBColor {
        precondition(key != 0, "0 marks an empty slot")
        var slot = Self.slot(key, mask: keys.count - 1)
        while keys[slot] != 0 {
            if keys[slot] == key { return answers[slot] }
            slot = (slot + 1) & (keys.count - 1)
        }
        let answer = compute()
        keys[slot] = key
        answers[slot] = answer
        count += 1
        if count * 2 > keys.count { grow() }
        return answer
    }

    mutating func removeAll() {
        self = ColourMemo()
    }

    private static func slot(_ key: UInt64, mask: Int) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
    }

    private mutating func grow() {
        let oldKeys = keys
        let oldAnswers = answers
        keys = [UInt64](repeating: 0, count: oldKeys.count * 2)
        answers = [RGBColor](repeating: .black, count: oldKeys.count * 2)
        let mask = keys.count - 1
        for (key, answer) in zip(oldKeys, oldAnswers) where key != 0 {
            var slot = Self.slot(key, mask: mask)
            while keys[slot] != 0 { slot = (slot + 1) & mask }
            keys[slot] = key
            answers[slot] = answer
        }
    }
}

extension Int {
    /// The smallest power of two at least this (1 for 0 and below).
    fileprivate var nextPowerOfTwo: Int {
        var power = 1
        while power < self { power <<= 1 }
        return power
    }
}
