// A second process for the account tests (not shipped): races sign-ups against other processes,
// and runs a sign-up/delete loop that the tests kill with SIGKILL. Every line it prints is an
// acknowledgement given after the operation returned.
import AuthDomain

#if canImport(Glibc)
    import Glibc
#endif

/// Writes one line straight to fd 1 (unbuffered), so a SIGKILL never loses an acknowledgement.
func say(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    var written = 0
    while written < bytes.count {
        let count = bytes.withUnsafeBytes { write(1, $0.baseAddress! + written, $0.count - written) }
        guard count > 0 else { return }
        written += count
    }
}

let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
    say("usage: accounts-stress signup-race DIR EMAIL GOFILE | guess-race DIR EMAIL GOFILE | churn DIR")
    exit(64)
}
// Every password verification is announced, so a test can count how many got past throttling.
// Races, churn and soak register far more than the registration throttle lets one Unix user.
let configuration = AccountService.Configuration(
    hashing: .minimum,
    registrationThrottle: ThrottlePolicy(freeFailures: 1_000_000, operatorLockFailures: .max),
    onVerification: { if arguments[1] == "guess-race" { say("verifying") } })
let service: AccountService
do {
    service = try await AccountService.open(dataDirectory: arguments[2], configuration: configuration)
} catch {
    say("error \(error.message)")
    exit(2)
}

switch arguments[1] {
case "signup-race" where arguments.count == 5:
    // Start together: everyone opens the store first, then waits for the go file.
    while access(arguments[4], F_OK) != 0 { usleep(500) }
    do {
        try await service.signUp(email: arguments[3], password: "correct horse battery", username: "racer")
        say("won")
    } catch .emailAlreadyRegistered {
        say("taken")
    } catch {
        say("error \(error.message)")
        exit(2)
    }
case "guess-race" where arguments.count == 5:
    while access(arguments[4], F_OK) != 0 { usleep(500) }
    do {
        try await service.signIn(email: arguments[3], password: "not the password at all")
        say("signed in")
    } catch .wrongCredentials {
        say("wrong")
    } catch .tooManyAttempts {
        say("throttled")
    } catch {
        say("error \(error.message)")
        exit(2)
    }
case "soak" where arguments.count == 4:
    // soak DIR STORE: a worker of the fault soak. Its own session file in DIR, the accounts in
    // STORE; each line is printed after the operation returned: `created E V`, `changed E V`,
    // `deleted E`, `signed-in E`; `changing E V` and `deleting E` before those start (a kill may
    // land after the commit and before the acknowledgement). The soak SIGKILLs it at random and
    // checks the store afterwards.
    guard let location = try? StoreLocation(parsing: arguments[3]) else {
        say("error bad store")
        exit(64)
    }
    let worker: AccountService
    do {
        worker = try await AccountService.open(
            store: location, dataDirectory: arguments[2], configuration: configuration)
    } catch {
        say("error \(error.message)")
        exit(2)
    }
    func secret(_ version: Int) -> String { "violet harbor mosaic lantern \(version)" }
    // An operation cut off by a lost connection may or may not have committed (the server can
    // die between COMMIT and its answer): the account is then tried both ways.
    var mine: [(email: String, version: Int, uncertain: Bool)] = []
    var round = 0
    while true {
        round += 1
        let roll = Int.random(in: 0..<10)
        let pick = mine.indices.randomElement()
        do {
            if pick == nil || roll < 4 {
                let email = "w\(getpid())-\(round)@soak.example"
                try await worker.signUp(email: email, password: secret(0))
                say("created \(email) 0")
                mine.append((email, 0, false))
            } else if let index = pick {
                var (email, version, uncertain) = mine[index]
                try? await worker.signOut()
                do {
                    try await worker.signIn(email: email, password: secret(version))
                } catch .wrongCredentials where uncertain {
                    // The change committed after all, or the delete did.
                    do {
                        try await worker.signIn(email: email, password: secret(version + 1))
                        version += 1
                        mine[index].version = version
                    } catch .wrongCredentials {
                        mine.remove(at: index)
                        say("gone \(email)")
                        continue
                    }
                }
                mine[index].uncertain = false
                uncertain = false
                if roll < 6 {
                    say("signed-in \(email)")
                } else if roll < 8 {
                    say("changing \(email) \(version + 1)")
                    try await worker.changePassword(current: secret(version), new: secret(version + 1))
                    mine[index].version = version + 1
                    say("changed \(email) \(version + 1)")
                } else {
                    say("deleting \(email)")
                    try await worker.deleteAccount(password: secret(version))
                    mine.remove(at: index)
                    say("deleted \(email)")
                }
            }
        } catch .storeUnavailable {
            if let index = pick, index < mine.count, roll >= 6 { mine[index].uncertain = true }
            say("unavailable")
            usleep(100_000)
        } catch {
            say("error \(error.message)")
        }
    }
case "churn":
    let prefix = "p\(getpid())"
    var round = 0
    while true {
        do {
            let kept = "\(prefix)-keep-\(round)@churn.example"
            try await service.signUp(email: kept, password: "correct horse battery")
            say("kept \(kept)")
            let temporary = "\(prefix)-temp-\(round)@churn.example"
            try await service.signUp(email: temporary, password: "correct horse battery", username: "temp")
            say("created \(temporary)")
            try await service.deleteAccount(password: "correct horse battery")
            say("deleted \(temporary)")
        } catch {
            say("error \(error.message)")
            exit(2)
        }
        round += 1
    }
default:
    say("unknown mode \(arguments[1])")
    exit(64)
}
