r = join(", ", obj.enabled ? words : strs)
