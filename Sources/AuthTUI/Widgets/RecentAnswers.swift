import Synchronization

/// The last answers of a pure function, newest first, each kept with the whole question it
/// answered: an answer is given back only for a question `isSame` says is equal, so what is
/// remembered can never be stale. For work a frame and the next key ask for again (a sheet's
/// layout, a label's lines).
///
/// `isSame` is passed in rather than asking `Question: Equatable`, so no conformance of a
/// question's type is ever looked up at run time for it (measured when it was written: the first
/// lookup walked every conformance record in the binary, ~0.12 M instructions, before the first
/// frame).
final class RecentAnswers<Question: Sendable, Answer: Sendable>: Sendable {
    private let entries = Mutex<[(question: Question, answer: Answer)]>([])
    private let capacity: Int
    private let isSame: @Sendable (Question, Question) -> Bool

    init(keeping capacity: Int, isSame: @escaping @Sendable (Question, Question) -> Bool) {
        self.capacity = capacity
        self.isSame = isSame
    }

    /// The answer remembered for `question`, or `work`'s (worked out outside the lock, then
    /// remembered in place of the oldest).
    func answer(_ question: Question, _ work: () -> Answer) -> Answer {
        let isSame = isSame
        if let known = entries.withLock({ $0.first { isSame($0.question, question) } }) {
            return known.answer
        }
        let answer = work()
        entries.withLock { entries in
            entries.insert((question, answer), at: 0)
            if entries.count > capacity { entries.removeLast() }
        }
        return answer
    }

    /// The questions remembered, newest first (for tests).
    var questions: [Question] { entries.withLock { $0.map(\.question) } }
}
