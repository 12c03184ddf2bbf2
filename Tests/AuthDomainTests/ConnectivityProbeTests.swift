import AuthDomain
import XCTest

final class ConnectivityProbeTests: XCTestCase {
    private static let ipv4Header =
        "Iface\tDestination\tGateway \tFlags\tRefCnt\tUse\tMetric\tMask\t\tMTU\tWindow\tIRTT\n"
    private static let ipv4Default =
        ipv4Header + "eth0\t00000000\t010200C0\t0003\t0\t0\t0\t00000000\t0\t0\t0\n"
        + "eth0\t000200C0\t00000000\t0001\t0\t0\t0\t00FFFFFF\t0\t0\t0\n"
    private static let ipv4LocalOnly =
        ipv4Header + "eth0\t000200C0\t00000000\t0001\t0\t0\t0\t00FFFFFF\t0\t0\t0\n"
    private static let zeros = String(repeating: "0", count: 32)
    /// The "unreachable" default the kernel always lists on lo, plus a link-local route.
    private static let ipv6Reject =
        "\(zeros) 00 \(zeros) 00 \(zeros) ffffffff 00000001 00000000 00200200       lo\n"
        + "fe800000000000000000000000000000 40 \(zeros) 00 \(zeros) 00000100 00000002 00000000 00000001     eth0\n"
    private static let ipv6Default =
        "\(zeros) 00 \(zeros) 00 fd000000000000000000000000000001 00000400 00000002 00000000 00000003     wlan0\n"

    private func probe(
        ipv4: String, ipv6: String = "", up: Set<String> = ["eth0", "wlan0"], store: Bool = true
    ) -> ConnectivityProbe {
        ConnectivityProbe(
            routes: { RoutingTable(ipv4: ipv4, ipv6: ipv6) }, interfaceIsUp: { up.contains($0) },
            storeAnswers: { store })
    }

    func testALocalStoreIsOnlineWithNoNetworkAtAll() async throws {
        let service = try await AccountService.open(
            dataDirectory: try makeDataDirectory(self), configuration: testConfiguration())
        XCTAssertFalse(service.storeIsRemote)
        let local = ConnectivityProbe(
            routes: { RoutingTable(ipv4: "", ipv6: "") }, interfaceIsUp: { _ in false },
            needsNetwork: service.storeIsRemote, storeAnswers: { (try? await service.ping()) != nil })
        let result = await local.check()
        XCTAssertEqual(result, .online)
        let remote = AccountService(
            store: PostgresAccountStore(conninfo: "host=/nonexistent dbname=x"), sessionFile: nil)
        XCTAssertTrue(remote.storeIsRemote)
        let offline = await ConnectivityProbe(
            routes: { RoutingTable(ipv4: "", ipv6: "") }, interfaceIsUp: { _ in false },
            needsNetwork: remote.storeIsRemote, storeAnswers: { true }
        ).check()
        XCTAssertEqual(offline, .offline(.noNetworkRoute))
    }

    func testDefaultRouteAndAnsweringStoreIsOnline() async {
        let result = await probe(ipv4: Self.ipv4Default).check()
        XCTAssertEqual(result, .online)
    }

    func testOnlyALocalSubnetRouteIsNoNetworkRoute() async {
        let result = await probe(ipv4: Self.ipv4LocalOnly, ipv6: Self.ipv6Reject).check()
        XCTAssertEqual(result, .offline(.noNetworkRoute))
    }

    func testEmptyTablesAsInALoopbackOnlyNamespaceAreNoNetworkRoute() async {
        let result = await probe(ipv4: Self.ipv4Header, ipv6: "").check()
        XCTAssertEqual(result, .offline(.noNetworkRoute))
    }

    func testIPv6DefaultRouteAloneIsEnough() async {
        let result = await probe(ipv4: Self.ipv4Header, ipv6: Self.ipv6Reject + Self.ipv6Default).check()
        XCTAssertEqual(result, .online)
    }

    func testDefaultRouteOnAnInterfaceThatIsDownDoesNotCount() async {
        let result = await probe(ipv4: Self.ipv4Default, up: ["wlan0"]).check()
        XCTAssertEqual(result, .offline(.noNetworkRoute))
    }

    func testRouteWithoutTheUpFlagDoesNotCount() {
        let table = RoutingTable(
            ipv4: Self.ipv4Header + "eth0\t00000000\t010200C0\t0002\t0\t0\t0\t00000000\t0\t0\t0\n", ipv6: "")
        XCTAssertEqual(table.defaultRouteInterfaces, [])
    }

    func testStoreThatDoesNotAnswerIsReportedWhenTheRouteIsFine() async {
        let result = await probe(ipv4: Self.ipv4Default, store: false).check()
        XCTAssertEqual(result, .offline(.accountStoreUnreachable))
    }

    func testMissingRouteIsReportedBeforeTheStore() async {
        let result = await probe(ipv4: Self.ipv4LocalOnly, store: false).check()
        XCTAssertEqual(result, .offline(.noNetworkRoute))
    }

    func testReasonsReadAsOneShortLine() {
        XCTAssertEqual(OfflineReason.noNetworkRoute.description, "No network route")
        XCTAssertEqual(OfflineReason.accountStoreUnreachable.description, "Account store unreachable")
    }

    func testRetryAfterTheRouteComesBackIsOnline() async {
        let table = RouteSwitch()
        let probe = ConnectivityProbe(
            routes: { table.current }, interfaceIsUp: { _ in true }, storeAnswers: { true })
        let first = await probe.check()
        XCTAssertEqual(first, .offline(.noNetworkRoute))
        table.current = RoutingTable(ipv4: Self.ipv4Default, ipv6: "")
        let second = await probe.check()
        XCTAssertEqual(second, .online)
    }
}

/// A routing table a test changes between two checks.
private final class RouteSwitch: @unchecked Sendable {
    // @unchecked: written and read only from the test's own task, one await at a time.
    var current = RoutingTable(ipv4: "", ipv6: "")
}
