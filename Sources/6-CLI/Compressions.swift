import ArgumentParsing
import Codecs

/// `--compression`, shared by `frame` and `render`.
enum Compressions {
    static let option: Option<PNGEncoder.Compression> = .oneOf(
        "compression",
        help:
            "PNG compression effort: fast (zlib 1, run-length, Sub filter; about 14 % larger), default (zlib 1, run-length, each row's filter chosen for it; within 1 % of libpng's defaults), best (zlib 9, filtered; about 3 % smaller, several times slower). Default: default."
    )
}
