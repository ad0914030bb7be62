r = obj.enabled || false ? 42 - 007 : -99.99
