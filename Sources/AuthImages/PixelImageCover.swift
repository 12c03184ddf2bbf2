import AuthNavigation

extension PixelImage {
    /// This image scaled to exactly `width × height`, keeping its aspect ratio and filling the
    /// whole area ("cover"): the overflowing side is cropped equally at both ends.
    ///
    /// Shrinking averages every source pixel a target pixel covers (a box filter, so a photo
    /// does not shimmer); growing repeats pixels. An empty source gives a black image.
    public func filling(width targetWidth: Int, height targetHeight: Int) -> PixelImage {
        let outWidth = max(0, targetWidth)
        let outHeight = max(0, targetHeight)
        guard !isEmpty, outWidth > 0, outHeight > 0 else {
            return PixelImage(width: outWidth, height: outHeight)
        }
        let scale = max(Double(outWidth) / Double(width), Double(outHeight) / Double(height))
        let columns = Self.spans(source: width, target: outWidth, scale: scale)
        let rows = Self.spans(source: height, target: outHeight, scale: scale)
        var out = [UInt8](repeating: 0, count: outWidth * outHeight * 3)
        rgb.withUnsafeBufferPointer { source in
            var index = 0
            for row in rows {
                for column in columns {
                    var red = 0
                    var green = 0
                    var blue = 0
                    for y in row {
                        var pixel = (y * width + column.lowerBound) * 3
                        for _ in column {
                            red += Int(source[pixel])
                            green += Int(source[pixel + 1])
                            blue += Int(source[pixel + 2])
                            pixel += 3
                        }
                    }
                    let count = row.count * column.count
                    out[index] = UInt8((red + count / 2) / count)
                    out[index + 1] = UInt8((green + count / 2) / count)
                    out[index + 2] = UInt8((blue + count / 2) / count)
                    index += 3
                }
            }
        }
        return PixelImage(width: outWidth, height: outHeight, rgb: out)!
    }

    /// This image shrunk (aspect kept) so it holds at most `maxPixels` pixels; unchanged if it
    /// already does. Used to keep a decoded original small enough to hold for re-fitting.
    public func reduced(toAtMost maxPixels: Int) -> PixelImage {
        guard width * height > maxPixels, maxPixels > 0 else { return self }
        let factor = (Double(maxPixels) / Double(width * height)).squareRoot()
        let newWidth = max(1, Int(Double(width) * factor))
        let newHeight = max(1, Int(Double(height) * factor))
        return filling(width: newWidth, height: newHeight)
    }

    /// For each target index, the source pixels it covers after centring the crop.
    private static func spans(source: Int, target: Int, scale: Double) -> [Range<Int>] {
        let visible = Double(target) / scale
        let offset = ((Double(source) - visible) / 2 + 1e-9).rounded(.down)
        let epsilon = 1e-9
        return (0..<target).map { index in
            let start = offset + Double(index) / scale
            let end = offset + Double(index + 1) / scale
            let lower = min(max(Int((start + epsilon).rounded(.down)), 0), source - 1)
            let upper = min(max(Int((end - epsilon).rounded(.up)), lower + 1), source)
            return lower..<upper
        }
    }
}
