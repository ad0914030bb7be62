r = trim("xxhixx", "x")
