import CSodium

/// Seals what an identity provider granted a remembered sign-in (its refresh token, else its
/// access token) for the store, under a key derived from that sign-in's session token.
///
/// The token lives only in the person's 0600 session file; the store keeps its SHA-256 and the
/// sealed grant. So neither the database (a dump, a backup, another machine's reader of a shared
/// PostgreSQL) nor the file alone yields the grant: the key is libsodium's `crypto_kdf` (keyed
/// BLAKE2b) of the token under a fixed context, never stored, and the box is XChaCha20-Poly1305
/// with a fresh random nonce, its additional data the row's token hash, issuer, client and
/// subject, so a sealed grant moved onto another row does not open. Unlike the TOTP secrets
/// (`SecretSealer`), no key file is needed: the grant is only ever wanted by whoever holds the
/// token.
struct FederatedGrantSeal {
    /// `crypto_kdf`'s context: eight bytes naming what the subkey is for.
    private static let context = Array("authgrnt".utf8)
    private static let subkeyID: UInt64 = 1
    private let key: [UInt8]

    init(token: SessionToken) {
        precondition(Sodium.isReady, "libsodium failed to initialise")
        var key = [UInt8](repeating: 0, count: Int(crypto_aead_xchacha20poly1305_ietf_KEYBYTES))
        let context = Self.context.map { CChar(bitPattern: $0) }
        _ = crypto_kdf_derive_from_key(&key, key.count, Self.subkeyID, context, token.bytes)
        self.key = key
    }

    /// The additional data a sealed grant is bound to: the row it belongs on.
    static func binding(of session: StoredFederatedSession) -> [UInt8] {
        let separator: [UInt8] = [0]
        return session.tokenHash + separator + Array(session.issuer.utf8) + separator
            + Array(session.clientID.utf8) + separator + Array(session.subject.utf8)
    }

    /// `grant` sealed for `session`'s row: a fresh nonce followed by the box.
    func seal(_ grant: [UInt8], for session: StoredFederatedSession) -> [UInt8] {
        let nonce = Sodium.randomBytes(Int(crypto_aead_xchacha20poly1305_ietf_NPUBBYTES))
        let data = Self.binding(of: session)
        var box = [UInt8](repeating: 0, count: grant.count + Int(crypto_aead_xchacha20poly1305_ietf_ABYTES))
        var length: UInt64 = 0
        _ = crypto_aead_xchacha20poly1305_ietf_encrypt(
            &box, &length, grant, UInt64(grant.count), data, UInt64(data.count), nil, nonce, key)
        return nonce + box.prefix(Int(length))
    }

    /// The grant sealed in `session`'s row, or nil when it does not open with this token's key
    /// (damaged, sealed under another token or for another row).
    func unseal(_ sealed: [UInt8], for session: StoredFederatedSession) -> [UInt8]? {
        let nonceCount = Int(crypto_aead_xchacha20poly1305_ietf_NPUBBYTES)
        let tagCount = Int(crypto_aead_xchacha20poly1305_ietf_ABYTES)
        guard sealed.count >= nonceCount + tagCount else { return nil }
        let nonce = Array(sealed.prefix(nonceCount))
        let box = Array(sealed.dropFirst(nonceCount))
        let data = Self.binding(of: session)
        var grant = [UInt8](repeating: 0, count: box.count - tagCount)
        var length: UInt64 = 0
        guard
            crypto_aead_xchacha20poly1305_ietf_decrypt(
                &grant, &length, nil, box, UInt64(box.count), data, UInt64(data.count), nonce, key) == 0
        else { return nil }
        return Array(grant.prefix(Int(length)))
    }
}
