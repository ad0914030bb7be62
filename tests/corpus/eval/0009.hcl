r = t || "true"
