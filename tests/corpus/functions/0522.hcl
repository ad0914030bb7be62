r = max(strs...)
