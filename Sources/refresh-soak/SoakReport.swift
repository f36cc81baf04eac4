/// The soak's figures.
struct SoakReport {
    var frames = 0
    var seeds = 0
    var violations = 0
    var probeAtWarmup = Probe()
    var probeAtEnd = Probe()
    var peakAt10k = 0.0
    var settledChecks = 0
    var memoryAtWarmup = (rss: 0.0, peak: 0.0)
    var texturesAtWarmup = 0
    var layersAtWarmup = 0
    var maxTexturesInWarmup = 0
    var maxTextures = 0
    var texturesAtEnd = 0
    var layersAtEnd = 0
}
