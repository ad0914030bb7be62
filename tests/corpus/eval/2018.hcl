r = min(max(unknown_var, length(obj.ports), 0.1 % 0.5), tonumber(null), 0.5, 12345678901234567890)
