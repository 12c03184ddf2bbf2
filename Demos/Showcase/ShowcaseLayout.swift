import AuthDomain
import AuthTUI

/// Where the showcase's parts go for one terminal size: the host body on top, then the status
/// line and the key legend, each wrapped between whole segments so no setting is cut in half.
///
/// It is recomputed for every frame and every key, so a resize simply lays everything out again
/// and the host region always means the current body.
struct ShowcaseLayout: Equatable {
    /// The host screen's rows; overlay and sheets never leave it.
    var body: Rect
    /// Where overlay and sheets go: the body, or the host region clipped to it.
    var region: Rect
    var status: [String]
    var legend: [String]

    init(size: TerminalSize, settings: ShowcaseSettings) {
        let width = max(1, size.width - 2)
        legend = Self.wrap(ShowcaseKeys.legend, width: width)
        body = Rect(width: size.width, height: max(0, size.height - legend.count - 1))
        status = Self.wrap(settings.statusSegments(body: body), width: width)
        if status.count > 1 {
            // The region's size is part of the status, so settle the body once more.
            body.height = max(0, size.height - legend.count - status.count)
            status = Self.wrap(settings.statusSegments(body: body), width: width)
        }
        region = settings.region(in: body)
    }

    /// The first row under the body.
    var footerTop: Int { body.maxY }

    /// `segments` joined with ` · ` into as few lines of at most `width` columns as they fit,
    /// breaking only between segments (a segment wider than a line gets a line of its own).
    static func wrap(_ segments: [String], width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for segment in segments {
            let joined = line.isEmpty ? segment : line + " · " + segment
            if line.isEmpty || DisplayWidth.of(joined) <= width {
                line = joined
            } else {
                lines.append(line)
                line = segment
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
