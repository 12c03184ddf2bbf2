import AuthDomain

/// Small pictures with known pixels for decoder, scaler and download tests.
enum ImageFixtures {
    static let red = RGBColor(hex: 0xFF0000)
    static let green = RGBColor(hex: 0x00FF00)
    static let blue = RGBColor(hex: 0x0000FF)
    static let white = RGBColor.white

    /// 2×2: red, green / blue, white.
    static let quad = PixelImage(width: 2, height: 2) { x, y in
        [[red, green], [blue, white]][y][x]
    }

    /// `width × height`, left half red and right half blue (flat areas survive JPEG well).
    static func halves(width: Int, height: Int) -> PixelImage {
        PixelImage(width: width, height: height) { x, _ in x < width / 2 ? red : blue }
    }
}
