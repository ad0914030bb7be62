r = tolist(toset(obj.enabled ? [1, 2, 3] : nums))
