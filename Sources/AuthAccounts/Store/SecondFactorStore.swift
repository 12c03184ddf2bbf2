/// Where the second factor lives: per account, the sealed TOTP secret, whether it is on, the last
/// time step a code was accepted for (so a code works once), and the hashes of unused recovery
/// codes. Every account store keeps it; it goes with the account when the account is deleted.
/// Each change records its event (only when it changed something); claiming a step does not:
/// it is the bookkeeping of the sign-in whose own event follows.
public protocol SecondFactorStore: Sendable {
    /// The account's factor, on or waiting for its first code; nil when it has none.
    func secondFactor(accountID: Int64) async throws(AccountError) -> StoredSecondFactor?

    /// Starts an enrolment: stores `sealedSecret`, off, replacing an earlier unfinished one.
    /// Throws `.secondFactorAlreadyOn` when the factor is on.
    func beginSecondFactor(accountID: Int64, sealedSecret: [UInt8], recording event: SecurityEvent)
        async throws(AccountError)

    /// Turns a waiting factor on, with the step of its first code and the recovery codes' hashes,
    /// in one transaction. False when there was no waiting factor.
    func enableSecondFactor(
        accountID: Int64, step: Int64, recoveryCodeHashes: [[UInt8]], recording event: SecurityEvent
    ) async throws(AccountError) -> Bool

    /// Records `step` as used if it is later than the last used one, atomically: false means the
    /// code was used already (a replay), however many processes try at once.
    func claimSecondFactorStep(accountID: Int64, step: Int64) async throws(AccountError) -> Bool

    /// Spends one unused recovery code by its hash: false when it is none of them (or was used).
    func useRecoveryCode(accountID: Int64, hash: [UInt8], recording event: SecurityEvent)
        async throws(AccountError) -> Bool

    /// Turns the factor off: secret and recovery codes go. False when there was none.
    func removeSecondFactor(accountID: Int64, recording event: SecurityEvent) async throws(AccountError)
        -> Bool
}

/// An account's second factor as stored.
public struct StoredSecondFactor: Sendable, Equatable {
    public var sealedSecret: [UInt8]
    public var isEnabled: Bool
    /// The last step a code was accepted for (-1: none yet).
    public var lastStep: Int64
    public var recoveryCodesLeft: Int

    public init(sealedSecret: [UInt8], isEnabled: Bool, lastStep: Int64, recoveryCodesLeft: Int) {
        self.sealedSecret = sealedSecret
        self.isEnabled = isEnabled
        self.lastStep = lastStep
        self.recoveryCodesLeft = recoveryCodesLeft
    }
}

extension StoredSecondFactor {
    /// A row as both stores select it: sealed secret, enabled, last step, recovery codes left.
    init?(row: [StoreValue]) {
        guard row.count == 4, let sealed = row[0].bytes, let step = row[2].integer, let left = row[3].integer
        else { return nil }
        let enabled: Bool
        switch row[1] {
        case .boolean(let flag): enabled = flag
        case .integer(let number): enabled = number != 0
        default: return nil
        }
        self.init(sealedSecret: sealed, isEnabled: enabled, lastStep: step, recoveryCodesLeft: Int(left))
    }
}
