r = title(null)
