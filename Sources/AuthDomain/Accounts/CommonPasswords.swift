/// A built-in blocklist of the most common passwords of 8 characters or more (shorter ones already
/// fail the length rule), taken from the usual leaked-password top lists (SecLists, NCSC top 100k).
///
/// Entries are NFKC + case-folded, and the check folds the candidate the same way, so `PASSWORD1`
/// and `Password1` are refused too. It is deliberately small and offline: the goal is to stop the
/// first guesses an attacker tries, not to be a breach database.
enum CommonPasswords {
    static func contains(_ caseFoldedKey: String) -> Bool {
        list.contains(caseFoldedKey)
    }

    private static let list: Set<String> = [
        "12345678", "123456789", "1234567890", "12345678910", "123123123", "123456789a",
        "1234567891", "0123456789", "0987654321", "987654321", "11111111", "111111111",
        "1111111111", "00000000", "000000000", "0000000000", "88888888", "99999999", "12341234",
        "11223344", "12121212", "147258369", "123654789", "1q2w3e4r", "1q2w3e4r5t", "1qaz2wsx",
        "1qaz2wsx3edc", "zaq12wsx", "zaq1zaq1", "q1w2e3r4", "q1w2e3r4t5", "qwertyui", "qwertyuiop",
        "qwerty123", "qwerty1234", "qwerty12345", "asdfghjkl", "asdfasdf", "zxcvbnm1", "zxcvbnmm",
        "password", "password1", "password12", "password123", "password1234", "password!",
        "passw0rd", "p@ssw0rd", "p@ssword", "pa55word", "pass1234", "passpass", "iloveyou",
        "iloveyou1", "iloveyou2", "princess1", "sunshine", "sunshine1", "football", "football1",
        "baseball", "basketball", "superman", "batman123", "starwars", "trustno1", "whatever",
        "welcome1", "welcome123", "letmein1", "letmein123", "changeme", "changeme1", "computer",
        "internet", "michelle", "jennifer", "jordan23", "liverpool", "chelsea1", "arsenal1",
        "midnight", "mustang1", "shadow12", "master12", "dragon12", "monkey12", "abcd1234",
        "abc12345", "abcdefgh", "abcdefg1", "aa123456", "a1234567", "a12345678", "admin123",
        "administrator", "root1234", "qazwsxedc", "1234qwer", "asdf1234", "zxcv1234", "test1234",
        "testtest", "hello123", "hellohello", "loveyou1", "lovelove", "myspace1", "charlie1",
        "freedom1", "whatever1", "secret12", "secret123", "default1", "google123", "samsung1",
        "minecraft", "pokemon1", "naruto12", "unknown1", "fuckyou1", "asdfghjk", "qweasdzxc",
        "1qazxsw2", "qwer1234", "q1w2e3r4t5y6", "987654321a", "aaaaaaaa", "77777777", "66666666",
    ]
}
