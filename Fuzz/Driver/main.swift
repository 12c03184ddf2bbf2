// The libFuzzer driver: libFuzzer's own loop (`LLVMFuzzerRunDriver` from the toolchain's
// libclang_rt.fuzzer_no_main, which scripts/fuzz.sh links) calls the target that
// AUTHTUI_FUZZ_TARGET names with each input. Not `-sanitize=fuzzer`: that links libFuzzer's
// `main` too, which clashes with the `main` SwiftPM gives every executable; the instrumentation
// is the same (`-sanitize=address -sanitize-coverage=…`, see scripts/fuzz.sh).
import FuzzTargets

#if canImport(Glibc)
    import Glibc
#endif

typealias TestOneInput = @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32

@_silgen_name("LLVMFuzzerRunDriver")
func runDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ testOneInput: TestOneInput
) -> Int32

let name = getenv("AUTHTUI_FUZZ_TARGET").map { String(cString: $0) } ?? ""
guard FuzzTarget(rawValue: name) != nil else {
    let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
    let line = Array("set AUTHTUI_FUZZ_TARGET to one of: \(names)\n".utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    exit(2)
}

var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv
exit(
    runDriver(&argc, &argv) { data, size in
        // Re-read per input: a @convention(c) closure captures nothing (cheap next to the target).
        let target = FuzzTarget(rawValue: String(cString: getenv("AUTHTUI_FUZZ_TARGET")))!
        target.run(size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size)))
        return 0
    })
