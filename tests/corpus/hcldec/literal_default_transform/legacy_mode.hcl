legacy_mode = "old"
