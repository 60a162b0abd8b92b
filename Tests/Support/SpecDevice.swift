/// A row of SPEC §5's device table, written out from the spec (not from the code under test).
package struct SpecDevice: Sendable {
    package let name: String
    /// Points.
    package let width: Int
    package let height: Int
    package let scale: Int
    /// Points.
    package let statusBar: Int

    /// SPEC §5, in its order.
    package static let table: [SpecDevice] = [
        SpecDevice(name: "iphone-se", width: 320, height: 568, scale: 2, statusBar: 20),
        SpecDevice(name: "iphone-8", width: 375, height: 667, scale: 2, statusBar: 20),
        SpecDevice(name: "iphone-8-plus", width: 414, height: 736, scale: 3, statusBar: 20),
        SpecDevice(name: "iphone-x", width: 375, height: 812, scale: 3, statusBar: 44),
        SpecDevice(name: "iphone-xs", width: 375, height: 812, scale: 3, statusBar: 44),
        SpecDevice(name: "iphone-xs-max", width: 414, height: 896, scale: 3, statusBar: 44),
        SpecDevice(name: "iphone-xr", width: 414, height: 896, scale: 2, statusBar: 48),
        SpecDevice(name: "iphone-11", width: 414, height: 896, scale: 2, statusBar: 48),
        SpecDevice(name: "iphone-11-pro", width: 375, height: 812, scale: 3, statusBar: 44),
        SpecDevice(name: "iphone-11-pro-max", width: 414, height: 896, scale: 3, statusBar: 44),
        SpecDevice(name: "iphone-se-2", width: 375, height: 667, scale: 2, statusBar: 20),
        SpecDevice(name: "iphone-12-mini", width: 375, height: 812, scale: 3, statusBar: 50),
        SpecDevice(name: "iphone-12", width: 390, height: 844, scale: 3, statusBar: 47),
        SpecDevice(name: "iphone-12-pro", width: 390, height: 844, scale: 3, statusBar: 47),
        SpecDevice(name: "iphone-12-pro-max", width: 428, height: 926, scale: 3, statusBar: 47),
        SpecDevice(name: "iphone-13-mini", width: 375, height: 812, scale: 3, statusBar: 50),
        SpecDevice(name: "iphone-13", width: 390, height: 844, scale: 3, statusBar: 47),
        SpecDevice(name: "iphone-13-pro", width: 390, height: 844, scale: 3, statusBar: 47),
        SpecDevice(name: "iphone-13-pro-max", width: 428, height: 926, scale: 3, statusBar: 47),
        SpecDevice(name: "iphone-se-3", width: 375, height: 667, scale: 2, statusBar: 20),
        SpecDevice(name: "iphone-14", width: 390, height: 844, scale: 3, statusBar: 47),
        SpecDevice(name: "iphone-14-plus", width: 428, height: 926, scale: 3, statusBar: 47),
        SpecDevice(name: "iphone-14-pro", width: 393, height: 852, scale: 3, statusBar: 59),
        SpecDevice(name: "iphone-14-pro-max", width: 430, height: 932, scale: 3, statusBar: 59),
        SpecDevice(name: "iphone-15", width: 393, height: 852, scale: 3, statusBar: 59),
        SpecDevice(name: "iphone-15-plus", width: 430, height: 932, scale: 3, statusBar: 59),
        SpecDevice(name: "iphone-15-pro", width: 393, height: 852, scale: 3, statusBar: 59),
        SpecDevice(name: "iphone-15-pro-max", width: 430, height: 932, scale: 3, statusBar: 59),
        SpecDevice(name: "iphone-16", width: 393, height: 852, scale: 3, statusBar: 59),
        SpecDevice(name: "iphone-16-plus", width: 430, height: 932, scale: 3, statusBar: 59),
        SpecDevice(name: "iphone-16-pro", width: 402, height: 874, scale: 3, statusBar: 62),
        SpecDevice(name: "iphone-16-pro-max", width: 440, height: 956, scale: 3, statusBar: 62),
        SpecDevice(name: "iphone-16e", width: 390, height: 844, scale: 3, statusBar: 47),
        SpecDevice(name: "iphone-17", width: 402, height: 874, scale: 3, statusBar: 62),
        SpecDevice(name: "iphone-17-pro", width: 402, height: 874, scale: 3, statusBar: 62),
        SpecDevice(name: "iphone-17-pro-max", width: 440, height: 956, scale: 3, statusBar: 62),
    ]
}
