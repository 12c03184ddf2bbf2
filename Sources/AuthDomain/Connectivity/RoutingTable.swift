/// The default routes in the kernel's routing tables, as Linux shows them in
/// `/proc/net/route` (IPv4) and `/proc/net/ipv6_route` (IPv6).
///
/// A default route is destination 0 with mask (prefix) 0, flagged up, and not a *reject* route:
/// the kernel always lists an IPv6 "unreachable" default on `lo`, which must not count.
public struct RoutingTable: Hashable, Sendable {
    /// Interfaces that carry a usable default route, IPv4 first, without duplicates.
    public let defaultRouteInterfaces: [String]

    private static let routeUp: UInt32 = 0x0001
    private static let routeReject: UInt32 = 0x0200

    /// Parses the two files' text (either may be empty: no such table).
    public init(ipv4: String, ipv6: String) {
        var interfaces: [String] = []
        func add(_ name: Substring) {
            let name = String(name)
            if name != "lo", !interfaces.contains(name) { interfaces.append(name) }
        }
        // Iface Destination Gateway Flags RefCnt Use Metric Mask …, hex, a header line first.
        for line in ipv4.split(separator: "\n").dropFirst() {
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard fields.count >= 8, let destination = UInt32(fields[1], radix: 16),
                let flags = UInt32(fields[3], radix: 16), let mask = UInt32(fields[7], radix: 16)
            else { continue }
            if destination == 0, mask == 0, Self.isUsable(flags) { add(fields[0]) }
        }
        // destination prefix-length source prefix-length next-hop metric refcnt use flags iface.
        for line in ipv6.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count >= 10, let prefix = UInt8(fields[1], radix: 16),
                let flags = UInt32(fields[8], radix: 16)
            else { continue }
            if prefix == 0, fields[0].allSatisfy({ $0 == "0" }), Self.isUsable(flags) { add(fields[9]) }
        }
        defaultRouteInterfaces = interfaces
    }

    private static func isUsable(_ flags: UInt32) -> Bool {
        flags & routeUp != 0 && flags & routeReject == 0
    }

    /// The tables of this machine (of this network namespace); empty when unreadable.
    public static func readFromKernel() -> RoutingTable {
        RoutingTable(
            ipv4: KernelText.read("/proc/net/route") ?? "",
            ipv6: KernelText.read("/proc/net/ipv6_route") ?? "")
    }
}
