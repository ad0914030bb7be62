r = s > 1 || !(obj.enabled) ? s : false && can(neg / zero)
