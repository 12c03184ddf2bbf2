import AuthDomain
import AuthTUI

/// `authtui-bench image`: what the Start screen's picture costs (generation, decoding of a
/// full-HD PNG and JPEG, cover fitting, half-block drawing), as median wall times.
enum ImageBench {
    static func run() {
        for (width, height) in [(80, 48), (200, 120)] {
            report("generate \(width)x\(height)") {
                _ = GeneratedLandscape.render(width: width, height: height, seed: 42)
            }
        }
        let photo = GeneratedLandscape.render(width: 1920, height: 1080, seed: 42)
        guard let png = ImageEncoder.png(photo), let jpeg = ImageEncoder.jpeg(photo, quality: 85) else {
            print("image: could not encode the 1920x1080 fixtures")
            return
        }
        report("decode PNG 1920x1080 (\(png.count / 1024) KiB)", runs: 9) {
            _ = try? ImageDecoder.decode(png)
        }
        report("decode JPEG 1920x1080 (\(jpeg.count / 1024) KiB)", runs: 9) {
            _ = try? ImageDecoder.decode(jpeg)
        }
        for (width, height) in [(80, 48), (200, 120)] {
            report("fit 1920x1080 -> \(width)x\(height)") {
                _ = photo.filling(width: width, height: height)
            }
        }
        let fitted = photo.filling(width: 200, height: 120)
        report("draw 200x60 cells") {
            var canvas = Canvas(width: 200, height: 60)
            ImageView(image: fitted).draw(in: canvas.bounds, on: &canvas)
        }
    }

    private static func report(_ label: String, runs: Int = 21, _ body: () -> Void) {
        let clock = ContinuousClock()
        body()  // warm-up
        var samples: [Duration] = []
        for _ in 0..<runs { samples.append(clock.measure(body)) }
        let median = samples.sorted()[runs / 2]
        let milliseconds =
            Double(median.components.attoseconds) / 1e15 + Double(median.components.seconds) * 1000
        let rounded = (milliseconds * 100).rounded() / 100
        print("image \(label): median \(rounded) ms (\(runs) runs)")
    }
}
