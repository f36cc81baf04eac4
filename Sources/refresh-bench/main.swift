print("refresh-bench: not built yet")
