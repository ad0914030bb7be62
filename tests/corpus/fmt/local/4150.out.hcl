mode        = "new"
legacy_mode = "old"
