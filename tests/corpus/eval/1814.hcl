r = obj.enabled || true ? t || "yes" || false : fl
