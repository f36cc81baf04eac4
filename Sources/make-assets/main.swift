// make-assets [OUTDIR [ICONDIR]]: draws every sprite sheet at 1× and 2× and writes NAME@Nx.png
// and NAME@Nx.json into OUTDIR (default Assets/sprites), and the app icon into ICONDIR (default
// the folder `icons` beside OUTDIR) in the hicolor theme's layout: hicolor/NxN/apps/NAME.png at
// each size and hicolor/scalable/apps/NAME.svg, which `make install` copies as they are. Each
// file is written to a temporary name in the same folder and renamed into place, so readers
// never see a half-written file.
import CSDL2
import CSDL2Image
import Foundation
import SpriteArt

/// Why a run stopped.
struct AssetError: Error, CustomStringConvertible {
    let description: String
}

/// Writes `data` to `url` via a temporary sibling and an atomic rename.
func writeAtomically(_ url: URL, _ write: (String) throws -> Void) throws {
    let temp = url.deletingLastPathComponent()
        .appendingPathComponent(".\(url.lastPathComponent).tmp-\(getpid())")
    do {
        try write(temp.path)
        guard rename(temp.path, url.path) == 0 else {
            throw AssetError(
                description: "cannot rename \(temp.path) to \(url.path): "
                    + String(cString: strerror(errno)))
        }
    } catch {
        unlink(temp.path)
        throw error
    }
}

/// Saves a straight-alpha RGBA8 image as PNG at `path` through SDL_image.
func savePNG(_ image: SheetImage, to path: String) throws {
    var pixels = image.pixels
    let result: Int32 = pixels.withUnsafeMutableBytes { raw in
        guard
            let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                raw.baseAddress, Int32(image.width), Int32(image.height), 32,
                Int32(image.width * 4), UInt32(SDL_PIXELFORMAT_RGBA32.rawValue))
        else { return -2 }
        defer { SDL_FreeSurface(surface) }
        return IMG_SavePNG(surface, path)
    }
    if result != 0 {
        throw AssetError(description: "cannot save \(path): " + String(cString: SDL_GetError()))
    }
}

/// Draws every sheet and writes its PNG and JSON into `outDir`.
func run(outDir: URL) throws {
    do {
        try FileManager.default.createDirectory(at: outDir, withIntermediateDirectories: true)
    } catch {
        throw AssetError(
            description: "cannot create \(outDir.path): \(error.localizedDescription)")
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
    for scale in [1, 2] {
        for sheet in SpriteCatalog.generateAll(scale: scale) {
            let png = outDir.appendingPathComponent(sheet.fileStem + ".png")
            try writeAtomically(png) { try savePNG(sheet.image, to: $0) }
            var json = try encoder.encode(sheet.description)
            json.append(0x0A)
            let jsonURL = outDir.appendingPathComponent(sheet.fileStem + ".json")
            try writeAtomically(jsonURL) { try json.write(to: URL(fileURLWithPath: $0)) }
            print(
                "wrote \(sheet.fileStem): \(sheet.description.frameCount) frames, "
                    + "\(sheet.image.width)×\(sheet.image.height) px")
        }
    }
}

/// Draws the app icon at every size and as SVG into `iconDir`, in the hicolor theme's layout.
func writeIcons(into iconDir: URL) throws {
    func folder(_ size: String) throws -> URL {
        let url = iconDir.appendingPathComponent("hicolor/\(size)/apps", isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw AssetError(
                description: "cannot create \(url.path): \(error.localizedDescription)")
        }
        return url
    }
    for pixels in AppIconArt.sizes {
        let url = try folder("\(pixels)x\(pixels)").appendingPathComponent(
            AppIconArt.name + ".png")
        try writeAtomically(url) { try savePNG(AppIconArt.image(pixels: pixels), to: $0) }
        print("wrote \(url.path)")
    }
    let svg = try folder("scalable").appendingPathComponent(AppIconArt.name + ".svg")
    try writeAtomically(svg) { try Data(AppIconArt.svg().utf8).write(to: URL(fileURLWithPath: $0)) }
    print("wrote \(svg.path)")
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.count > 2 || arguments.contains(where: { $0.hasPrefix("-") }) {
    FileHandle.standardError.write(Data("usage: make-assets [OUTDIR [ICONDIR]]\n".utf8))
    exit(2)
}
let outDir = URL(fileURLWithPath: arguments.first ?? "Assets/sprites", isDirectory: true)
let iconDir =
    arguments.count > 1
    ? URL(fileURLWithPath: arguments[1], isDirectory: true)
    : outDir.deletingLastPathComponent().appendingPathComponent("icons", isDirectory: true)
do {
    try run(outDir: outDir)
    try writeIcons(into: iconDir)
} catch {
    FileHandle.standardError.write(Data("make-assets: \(error)\n".utf8))
    exit(1)
}
