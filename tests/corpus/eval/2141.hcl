r = join(", ", obj.enabled ? ["x", "y"] : keys(smap))
