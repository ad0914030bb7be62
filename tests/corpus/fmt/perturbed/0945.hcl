prevent_destroy = true

