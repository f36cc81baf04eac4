// make-assets [OUTDIR]: draws every sprite sheet at 1× and 2× and writes NAME@Nx.png and
// NAME@Nx.json into OUTDIR (default Assets/sprites). Each file is written to a temporary name
// in the same folder and renamed into place, so readers never see a half-written file.
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

let arguments = CommandLine.arguments.dropFirst()
if arguments.count > 1 || arguments.first?.hasPrefix("-") == true {
    FileHandle.standardError.write(Data("usage: make-assets [OUTDIR]\n".utf8))
    exit(2)
}
let outDir = URL(fileURLWithPath: arguments.first ?? "Assets/sprites", isDirectory: true)
do {
    try run(outDir: outDir)
} catch {
    FileHandle.standardError.write(Data("make-assets: \(error)\n".utf8))
    exit(1)
}
