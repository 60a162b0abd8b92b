/// A row of SPEC §5's device table, written out from the spec (not from the code under test).
public struct SpecDevice: Sendable {
    public let name: String
    /// Points.
    public let width: Int
    public let height: Int
    public let scale: Int
    /// Points.
    public let statusBar: Int

    /// SPEC §5, in its order.
    public static let table: [SpecDevice] = [
        SpecDevice(name: "iphone-se", width: 320, height: 568, scale: 2, statusBar: 20),
        SpecDevice(name: "iphone-8", width: 375, height: 667, scale: 2, statusBar: 20),
        SpecDevice(name: "iphone-8-plus", width: 414, height: 736, scale: 3, statusBar: 20),
        SpecDevice(name: "iphone-x", width: 375, height: 812, scale: 3, statusBar: 44),
        SpecDevice(name: "iphone-11", width: 414, height: 896, scale: 2, statusBar: 48),
        SpecDevice(name: "iphone-12", width: 390, height: 844, scale: 3, statusBar: 47),
        SpecDevice(name: "iphone-14-pro", width: 393, height: 852, scale: 3, statusBar: 59),
        SpecDevice(name: "iphone-15", width: 393, height: 852, scale: 3, statusBar: 59),
        SpecDevice(name: "iphone-15-pro-max", width: 430, height: 932, scale: 3, statusBar: 59),
        SpecDevice(name: "iphone-16-pro", width: 402, height: 874, scale: 3, statusBar: 62),
        SpecDevice(name: "iphone-16-pro-max", width: 440, height: 956, scale: 3, statusBar: 62),
    ]
}
