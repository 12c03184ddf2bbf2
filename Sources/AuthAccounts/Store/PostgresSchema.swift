/// The PostgreSQL schema of the account store: ordered migrations, each a list of statements
/// (`PQexecParams` takes one statement per call), recorded in `authtui.schema_version`.
///
/// Everything lives in its own `authtui` schema, so the store can share a database with other
/// applications without name clashes. Like `AccountSchema` for SQLite, migrations only ever
/// append; the constraints are the same as SQLite's: a unique normalized email key, profile and
/// sessions cascading from the account, one throttle row per email key.
enum PostgresSchema {
    /// Serialises migrators on one database (`pg_advisory_xact_lock`); `AUTH` in ASCII.
    static let migrationLock: Int64 = 0x4155_5448

    /// The unique constraint on the normalized email; a `23505` naming it means "already registered".
    static let emailKeyConstraint = "accounts_email_key_unique"

    static var currentVersion: Int { migrations.count }

    /// Creates the schema and the version table if missing; idempotent, run under the lock.
    static let bootstrap = [
        "CREATE SCHEMA IF NOT EXISTS authtui",
        """
        CREATE TABLE IF NOT EXISTS authtui.schema_version (
            singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
            version integer NOT NULL
        )
        """,
        "INSERT INTO authtui.schema_version (version) VALUES (0) ON CONFLICT DO NOTHING",
    ]

    /// What the app's role gets (`authtui store migrate --grant ROLE`): rows, never DDL. `meta`
    /// and `schema_version` are read-only to it; tables later migrations create get row access
    /// through the owner's default privileges. `role` is checked to need no quoting.
    static func grants(to role: String) -> [String] {
        [
            "GRANT USAGE ON SCHEMA authtui TO \(role)",
            "GRANT SELECT ON authtui.meta, authtui.schema_version TO \(role)",
            """
            GRANT SELECT, INSERT, UPDATE, DELETE
            ON authtui.accounts, authtui.profiles, authtui.sessions, authtui.throttle,
                authtui.second_factors, authtui.recovery_codes, authtui.event_chain,
                authtui.federated_sessions TO \(role)
            """,
            "GRANT SELECT, INSERT ON authtui.events TO \(role)",
            "REVOKE UPDATE, DELETE, TRUNCATE ON authtui.events FROM \(role)",
            "GRANT USAGE ON ALL SEQUENCES IN SCHEMA authtui TO \(role)",
            "ALTER DEFAULT PRIVILEGES IN SCHEMA authtui GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO \(role)",
            "ALTER DEFAULT PRIVILEGES IN SCHEMA authtui GRANT USAGE ON SEQUENCES TO \(role)",
        ]
    }

    static let migrations: [[String]] = [
        [
            "CREATE TABLE authtui.meta (key text PRIMARY KEY, value text NOT NULL)",
            // 'pg' + 32 hex digits: letters and digits only, as the session file requires.
            """
            INSERT INTO authtui.meta (key, value)
            VALUES ('store_id', 'pg' || replace(gen_random_uuid()::text, '-', ''))
            """,
            """
            CREATE TABLE authtui.accounts (
                id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                email text NOT NULL,
                email_key text NOT NULL CONSTRAINT \(emailKeyConstraint) UNIQUE,
                password_hash text NOT NULL,
                created_at double precision NOT NULL
            )
            """,
            """
            CREATE TABLE authtui.profiles (
                account_id bigint PRIMARY KEY REFERENCES authtui.accounts (id) ON DELETE CASCADE,
                username text NOT NULL
            )
            """,
            """
            CREATE TABLE authtui.sessions (
                token_hash bytea PRIMARY KEY,
                account_id bigint NOT NULL REFERENCES authtui.accounts (id) ON DELETE CASCADE,
                created_at double precision NOT NULL,
                last_used_at double precision NOT NULL,
                expires_at double precision NOT NULL
            )
            """,
            "CREATE INDEX sessions_by_account ON authtui.sessions (account_id)",
            """
            CREATE TABLE authtui.throttle (
                email_key text PRIMARY KEY,
                failures integer NOT NULL,
                locked_until double precision NOT NULL
            )
            """,
        ],
        // 2: when the last failure was, so a quiet day forgets the count and rows of unknown
        // emails can be pruned; existing rows count from their lock.
        [
            "ALTER TABLE authtui.throttle ADD COLUMN last_failure_at double precision NOT NULL DEFAULT 0",
            "UPDATE authtui.throttle SET last_failure_at = locked_until",
            "CREATE INDEX throttle_by_last_failure ON authtui.throttle (last_failure_at)",
        ],
        // 3: the second factor (TOTP), as in SQLite's migration 3.
        [
            """
            CREATE TABLE authtui.second_factors (
                account_id bigint PRIMARY KEY REFERENCES authtui.accounts (id) ON DELETE CASCADE,
                sealed_secret bytea NOT NULL,
                enabled boolean NOT NULL,
                last_step bigint NOT NULL
            )
            """,
            """
            CREATE TABLE authtui.recovery_codes (
                account_id bigint NOT NULL REFERENCES authtui.accounts (id) ON DELETE CASCADE,
                code_hash bytea NOT NULL,
                PRIMARY KEY (account_id, code_hash)
            )
            """,
        ],
        // 4: the security log, as in SQLite's migration 4. The app's roles may only add events:
        // UPDATE and DELETE on them are taken back from every role but the owner (the default
        // privileges gave them), so a stolen app password cannot edit the log either.
        [
            """
            CREATE TABLE authtui.events (
                seq bigint PRIMARY KEY,
                time double precision NOT NULL,
                kind text NOT NULL,
                account_id bigint,
                subject text NOT NULL,
                unix_user text NOT NULL,
                address text NOT NULL,
                ssh_key text NOT NULL,
                terminal text NOT NULL,
                authenticator text NOT NULL,
                detail text NOT NULL,
                hash bytea NOT NULL
            )
            """,
            "CREATE INDEX events_by_account ON authtui.events (account_id, seq)",
            "CREATE INDEX events_by_subject ON authtui.events (subject, seq)",
            """
            CREATE TABLE authtui.event_chain (
                singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
                first_seq bigint NOT NULL,
                start_hash bytea NOT NULL,
                last_seq bigint NOT NULL,
                last_hash bytea NOT NULL
            )
            """,
            """
            INSERT INTO authtui.event_chain (first_seq, start_hash, last_seq, last_hash)
            VALUES (1, decode(repeat('00', 32), 'hex'), 0, decode(repeat('00', 32), 'hex'))
            """,
            appendOnlyEvents,
            "ALTER TABLE authtui.sessions ADD COLUMN origin text NOT NULL DEFAULT ''",
        ],
        // 5: remembered sign-ins another authenticator decided, as in SQLite's migration 5.
        [
            """
            CREATE TABLE authtui.federated_sessions (
                token_hash bytea PRIMARY KEY,
                authenticator text NOT NULL,
                issuer text NOT NULL,
                client_id text NOT NULL,
                subject text NOT NULL,
                user_name text NOT NULL,
                display_name text NOT NULL,
                created_at double precision NOT NULL,
                last_used_at double precision NOT NULL,
                expires_at double precision NOT NULL,
                origin text NOT NULL,
                sealed_grant bytea
            )
            """
        ],
    ]

    /// Takes UPDATE, DELETE and TRUNCATE on the log back from every role but its owner.
    static let appendOnlyEvents = """
        DO $$ DECLARE grantee_name text; BEGIN
            FOR grantee_name IN SELECT DISTINCT grantee FROM information_schema.role_table_grants
                WHERE table_schema = 'authtui' AND table_name = 'events' AND grantee <> current_user
            LOOP
                EXECUTE format('REVOKE UPDATE, DELETE, TRUNCATE ON authtui.events FROM %I', grantee_name);
            END LOOP;
        END $$
        """
}
