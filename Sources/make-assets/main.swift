print("make-assets: not built yet")
