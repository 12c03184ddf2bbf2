/// The SQLite schema of the account database as an ordered list of migrations; the database's
/// `PRAGMA user_version` is the number of migrations applied.
///
/// Migrations only ever append: a released step is never edited, a change is a new step. The
/// `application_id` marks the file as ours, so pointing `--data-dir` at some other SQLite file
/// is refused instead of being "upgraded" into an account database.
enum AccountSchema {
    /// `AUTH` in ASCII.
    static let applicationID: Int64 = 0x4155_5448

    static var currentVersion: Int { migrations.count }

    static let migrations: [String] = [
        """
        PRAGMA application_id = \(applicationID);
        CREATE TABLE meta (
            key TEXT PRIMARY KEY,
            value TEXT NOT NULL
        ) STRICT;
        INSERT INTO meta (key, value) VALUES ('store_id', lower(hex(randomblob(16))));
        CREATE TABLE accounts (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            email TEXT NOT NULL,
            email_key TEXT NOT NULL UNIQUE,
            password_hash TEXT NOT NULL,
            created_at REAL NOT NULL
        ) STRICT;
        CREATE TABLE profiles (
            account_id INTEGER PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
            username TEXT NOT NULL
        ) STRICT;
        CREATE TABLE sessions (
            token_hash BLOB PRIMARY KEY,
            account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
            created_at REAL NOT NULL,
            last_used_at REAL NOT NULL,
            expires_at REAL NOT NULL
        ) STRICT;
        CREATE INDEX sessions_by_account ON sessions (account_id);
        CREATE TABLE throttle (
            email_key TEXT PRIMARY KEY,
            failures INTEGER NOT NULL,
            locked_until REAL NOT NULL
        ) STRICT;
        """,
        // 2: when the last failure was, so a quiet day forgets the count and rows of unknown
        // emails can be pruned; existing rows count from their lock.
        """
        ALTER TABLE throttle ADD COLUMN last_failure_at REAL NOT NULL DEFAULT 0;
        UPDATE throttle SET last_failure_at = locked_until;
        CREATE INDEX throttle_by_last_failure ON throttle (last_failure_at);
        """,
        // 3: the second factor (TOTP): the sealed secret, on or waiting, the last step used, and
        // the recovery codes' hashes; both go with the account.
        """
        CREATE TABLE second_factors (
            account_id INTEGER PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
            sealed_secret BLOB NOT NULL,
            enabled INTEGER NOT NULL,
            last_step INTEGER NOT NULL
        ) STRICT;
        CREATE TABLE recovery_codes (
            account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
            code_hash BLOB NOT NULL,
            PRIMARY KEY (account_id, code_hash)
        ) STRICT;
        """,
        // 4: the security log (see `SecurityLogStore`): events, never updated, chained by hash to
        // the one before (`EventChain`); the head row names the ends of the chain. An event keeps
        // its account id after the account is gone (no foreign key). Sessions say where from.
        """
        CREATE TABLE events (
            seq INTEGER PRIMARY KEY,
            time REAL NOT NULL,
            kind TEXT NOT NULL,
            account_id INTEGER,
            subject TEXT NOT NULL,
            unix_user TEXT NOT NULL,
            address TEXT NOT NULL,
            ssh_key TEXT NOT NULL,
            terminal TEXT NOT NULL,
            authenticator TEXT NOT NULL,
            detail TEXT NOT NULL,
            hash BLOB NOT NULL
        ) STRICT;
        CREATE INDEX events_by_account ON events (account_id, seq);
        CREATE INDEX events_by_subject ON events (subject, seq);
        CREATE TABLE event_chain (
            singleton INTEGER PRIMARY KEY CHECK (singleton = 1),
            first_seq INTEGER NOT NULL,
            start_hash BLOB NOT NULL,
            last_seq INTEGER NOT NULL,
            last_hash BLOB NOT NULL
        ) STRICT;
        INSERT INTO event_chain VALUES (1, 1, zeroblob(32), 0, zeroblob(32));
        ALTER TABLE sessions ADD COLUMN origin TEXT NOT NULL DEFAULT '';
        """,
        // 5: remembered sign-ins another authenticator decided (an OpenID provider's: issue 45),
        // who belong to no account here: the provider's grant only sealed under a key derived
        // from the session token, which the database never holds (`FederatedGrantSeal`).
        """
        CREATE TABLE federated_sessions (
            token_hash BLOB PRIMARY KEY,
            authenticator TEXT NOT NULL,
            issuer TEXT NOT NULL,
            client_id TEXT NOT NULL,
            subject TEXT NOT NULL,
            user_name TEXT NOT NULL,
            display_name TEXT NOT NULL,
            created_at REAL NOT NULL,
            last_used_at REAL NOT NULL,
            expires_at REAL NOT NULL,
            origin TEXT NOT NULL,
            sealed_grant BLOB
        ) STRICT;
        """,
    ]
}
