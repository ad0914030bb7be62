r = false ? 99.99 : 42
