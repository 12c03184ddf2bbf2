/// One column value as the stores read and bind it, for SQLite and PostgreSQL alike.
///
/// One type for both engines lets the stores share their row mappings (e.g. `StoredAccount(row:)`);
/// SQLite never produces `.boolean` (it stores booleans as integers).
enum StoreValue: Equatable, Sendable {
    case integer(Int64)
    case real(Double)
    case text(String)
    case bytes([UInt8])
    case boolean(Bool)
    case null

    var integer: Int64? { if case .integer(let value) = self { value } else { nil } }
    var real: Double? {
        switch self {
        case .real(let value): value
        case .integer(let value): Double(value)
        default: nil
        }
    }
    var text: String? { if case .text(let value) = self { value } else { nil } }
    var bytes: [UInt8]? { if case .bytes(let value) = self { value } else { nil } }
}

extension StoredAccount {
    /// An account row as both stores select it: id, email, email key, password hash, username.
    init?(row: [StoreValue]) {
        guard row.count == 5, let id = row[0].integer, let email = row[1].text, let key = row[2].text,
            let hash = row[3].text, let username = row[4].text
        else { return nil }
        self.init(id: id, email: email, emailKey: key, passwordHash: hash, username: username)
    }
}

extension StoredSession {
    /// A session row as both stores select it: token hash, account id, created, last used, expires,
    /// origin.
    init?(row: [StoreValue]) {
        guard row.count == 6, let hash = row[0].bytes, let account = row[1].integer,
            let created = row[2].real,
            let used = row[3].real, let expires = row[4].real, let origin = row[5].text
        else { return nil }
        self.init(
            tokenHash: hash, accountID: account, createdAt: created, lastUsedAt: used, expiresAt: expires,
            origin: origin)
    }
}

extension AccountOverview {
    /// id, email, username, created_at, session count, failures, locked_until.
    init?(row: [StoreValue]) {
        guard row.count == 7, let id = row[0].integer, let email = row[1].text, let username = row[2].text,
            let createdAt = row[3].real, let sessions = row[4].integer, let failures = row[5].integer,
            let lockedUntil = row[6].real
        else { return nil }
        self.init(
            id: id, email: email, username: username, createdAt: createdAt, sessions: Int(sessions),
            throttle: ThrottleRecord(failures: Int(failures), lockedUntil: lockedUntil))
    }
}
