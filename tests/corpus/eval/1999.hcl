r = t || "yes" || false
