r = t && !(t) || t && obj.enabled || [(obj.port)] == {}
