r = !(obj.enabled) ? true || true : nums < 3
