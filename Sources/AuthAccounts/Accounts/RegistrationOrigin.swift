#if canImport(Glibc)
    import Glibc
#endif

/// Who is registering, for the registration throttle (issue 26 #4): the SSH key sshd says the
/// client logged in with, else the Unix user. Its throttle key cannot be an email key or another
/// authenticator's user name (those have no space), so the counts never mix with sign-ins'.
///
/// Behind a shared Unix account without keys every client has the one origin, and shares its
/// waits: that is the price of not knowing who is who.
public struct RegistrationOrigin: Sendable, Equatable {
    /// The text the throttle counts this origin under.
    public let throttleKey: String

    /// The Unix user this process runs as.
    public static var unixUser: RegistrationOrigin {
        RegistrationOrigin(throttleKey: "registration from unix-user \(getuid())")
    }

    /// One SSH client key, by the SHA-256 of its public key blob (hex).
    public static func sshKey(fingerprint: String) -> RegistrationOrigin {
        RegistrationOrigin(throttleKey: "registration from ssh-key \(fingerprint)")
    }

    /// The throttle key of registrations of one email key.
    public static func throttleKey(email emailKey: String) -> String {
        "registration of \(emailKey)"
    }
}
