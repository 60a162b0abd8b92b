/// The filter a `Resampler` weighs source pixels with along each axis (SPEC §1 "Pixels").
package enum ResamplingKernel: Sendable, Hashable, CaseIterable {
    /// Separable Lanczos-3, widened to 3/s source pixels on a reduction by s < 1 so that it
    /// low-passes instead of aliasing: photographic quality, for button images, thumbnails and
    /// `header.filter` `lanczos3`.
    case lanczos3
    /// Bilinear, as a GPU samples a texture with `kCAFilterLinear` (Core Animation's default
    /// magnification and minification filter): the two texels around the sample point, weighed
    /// `1 − f` and `f`, for enlargement and reduction alike (a reduction aliases, as it does on
    /// iOS).
    case linear

    /// The kernel's value at `x` source pixels from the sample point (of the unwidened kernel).
    func weight(_ x: Double) -> Double {
        switch self {
        case .lanczos3: Lanczos3.weight(x)
        case .linear: max(0, 1 - abs(x))
        }
    }

    /// Half the kernel's support, in source pixels, before any widening.
    var radius: Double {
        switch self {
        case .lanczos3: Lanczos3.radius
        case .linear: 1
        }
    }

    /// Whether a reduction widens the kernel by 1/s (Lanczos) or samples with the plain one
    /// (bilinear texture sampling, which has no notion of the reduction).
    var widensOnReduction: Bool { self == .lanczos3 }
}
