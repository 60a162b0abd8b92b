import Compare
import Raster
import Testing

/// `--shard K/N` and `--ignore X,Y,W,Hpt` values (issue 22, SPEC §3, §4).
@Suite struct ShardTests {
    /// The published FNV-1a 64 test vectors.
    @Test func theHashIsFNV1a64() {
        #expect(Shard.fnv1a64([UInt8]()) == 0xcbf2_9ce4_8422_2325)
        #expect(Shard.fnv1a64(Array("a".utf8)) == 0xaf63_dc4c_8601_ec8c)
        #expect(Shard.fnv1a64(Array("foobar".utf8)) == 0x8594_4171_f739_67e8)
    }

    @Test func everyPathIsInExactlyOneShard() throws {
        let paths = (0..<500).map { "frame_\($0).png" } + ["a/b.png", "é.png"]
        for count in [1, 2, 3, 4, 7] {
            let shards = try (1...count).map { try Shard(parsing: "\($0)/\(count)") }
            for path in paths {
                #expect(shards.filter { $0.contains(path.utf8) }.count == 1)
            }
        }
        // "a" hashes to 0xaf63dc4c8601ec8c = 12 638 187 200 555 641 996: 0 modulo 4, 1 modulo 3.
        #expect(try Shard(parsing: "1/4").contains("a".utf8))
        #expect(try Shard(parsing: "2/3").contains("a".utf8))
    }

    @Test(arguments: ["0/4", "5/4", "1/0", "1", "1/4/2", "a/4", "-1/4", "+1/4", " 1/4", "1/1001", ""])
    func aBadShardIsRefused(_ text: String) {
        #expect(throws: ShardError(text: text)) { try Shard(parsing: text) }
    }

    @Test func regionsInPointsAreMultipliedByTheScale() throws {
        let points = try IgnoreRegion(parsing: "0,0,375,20pt")
        #expect(points.inPoints)
        #expect(points.pixels(scale: 2) == PixelRect(x: 0, y: 0, width: 750, height: 40))
        #expect(points.pixels(scale: 3) == PixelRect(x: 0, y: 0, width: 1125, height: 60))
        let pixels = try IgnoreRegion(parsing: "1, 2, 3, 4px")
        #expect(!pixels.inPoints && pixels.pixels(scale: 3) == PixelRect(x: 1, y: 2, width: 3, height: 4))
        #expect(try IgnoreRegion(parsing: "1,2,3,4") == pixels)
        for bad in ["1,2,3,4em", "1,2,3pt,4", "pt", "1,2,3,0pt"] {
            #expect(throws: IgnoreError.notARectangle(bad)) { try IgnoreRegion(parsing: bad) }
        }
    }
}
