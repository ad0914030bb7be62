prevent_destroy = true
