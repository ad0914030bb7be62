r = obj.enabled || fl || 6.02e+23 != 3
