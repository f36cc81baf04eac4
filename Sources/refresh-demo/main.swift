print("refresh-demo: not built yet")
