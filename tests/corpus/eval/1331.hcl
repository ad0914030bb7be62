r = !obj.enabled ? !obj.enabled : length([1, 2, 3]) == 2.5e-3 + 3.25 && t || obj.enabled ? t : true
